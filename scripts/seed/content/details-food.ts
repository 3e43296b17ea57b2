// Food tours, city by city: each walk's own souq and dishes, each class's own kitchen, each coffee's own majlis.
import { detail, type LocalDetails } from "./detail.ts";

export const FOOD_DETAILS: LocalDetails = {
  "food-tours-old-souq-street-food": {
    dubai: detail({
      meet: ["Deira Old Souq abra station, Deira", "محطة العبرة عند سوق ديرة القديم، ديرة", 25.2693, 55.2997],
      overview: [
        "Deira is where Dubai's traders from Iran, India and the Arab world settled around the Creek, and its food still tells that story. Your guide meets you at the Deira Old Souq abra station and leads you through the spice souq to an Iranian bakery for sangak bread hot from the oven, an Emirati kitchen for chebab with cheese and date syrup, and a shawarma counter that has been turning its spit since the 1980s. You eat grilled fish by the Creek, stop for karak in a tiny tea shop and finish with luqaimat as the dhows load up on the wharves.",
        "في ديرة استقر تجار دبي القادمون من إيران والهند والعالم العربي حول الخور، وما زال طعامها يروي هذه الحكاية. يلتقيك المرشد عند محطة العبرة في سوق ديرة القديم، ويقودك عبر سوق التوابل إلى مخبز إيراني لتذوق خبز السنكك ساخنًا من الفرن، ومطبخ إماراتي للجباب بالجبن ودبس التمر، ومحل شاورما يدور سيخه منذ ثمانينيات القرن الماضي. وتتناول السمك المشوي بجوار الخور، وتتوقف لشرب الكرك في مقهى صغير، وتختم باللقيمات بينما تُحمَّل سفن الداو على الأرصفة.",
      ],
      highlights: [
        ["Sangak bread from an Iranian bakery", "خبز السنكك من مخبز إيراني"],
        ["Chebab with cheese and date syrup", "الجباب بالجبن ودبس التمر"],
        ["Grilled fish by the Creek and karak in a tiny tea shop", "سمك مشوي بجوار الخور وكرك في مقهى صغير"],
        ["Luqaimat as the dhows load on the wharves", "اللقيمات بينما تُحمَّل سفن الداو على الأرصفة"],
      ],
      itinerary: [
        [
          "Meet at the abra station",
          "اللقاء عند محطة العبرة",
          "Meet your guide by the Deira Old Souq abra landing and start with sangak bread.",
          "قابل مرشدك عند محطة العبرة في سوق ديرة القديم وابدأ بخبز السنكك.",
          45,
        ],
        [
          "Spice souq and chebab",
          "سوق التوابل والجباب",
          "Walk the spice lanes, then chebab at an Emirati kitchen.",
          "تمشَّ في أزقة التوابل ثم الجباب في مطبخ إماراتي.",
          60,
        ],
        [
          "Shawarma and fish by the Creek",
          "الشاورما والسمك بجوار الخور",
          "A classic shawarma, then grilled fish on the waterfront.",
          "شاورما كلاسيكية ثم سمك مشوي على الواجهة المائية.",
          60,
        ],
        [
          "Karak and luqaimat",
          "الكرك واللقيمات",
          "Tea in a tiny shop and luqaimat by the dhow wharves.",
          "الشاي في مقهى صغير واللقيمات عند أرصفة الداو.",
          45,
        ],
      ],
    }),
    muscat: detail({
      meet: ["Muttrah Souq gate by the Corniche fountain", "بوابة سوق مطرح عند نافورة الكورنيش", 23.618, 58.567],
      overview: [
        "Muttrah's souq and Corniche feed the whole harbour quarter, and this walk takes you from its sweet shops to its grills. You meet at the souq gate by the Corniche fountain and taste Omani halwa, the rosewater and saffron sweet stirred for hours in copper pots, then dates and kahwa with a spice merchant. After dark you eat mishkak, skewers of spiced meat grilled over charcoal on the waterfront, and shuwa, lamb marinated in Omani spices and slow-cooked underground, before karak and rosewater drinks to finish.",
        "يُطعم سوق مطرح وكورنيشها حي الميناء كله، وتأخذك هذه الجولة من محلات الحلوى إلى المشاوي. تلتقي عند بوابة السوق بجوار نافورة الكورنيش، وتتذوق الحلوى العمانية بماء الورد والزعفران التي تُحرَّك ساعات في قدور نحاسية، ثم التمر والقهوة مع تاجر توابل. وبعد حلول الظلام تتناول المشاكيك، أسياخ اللحم المتبّل المشوي على الفحم على الواجهة البحرية، والشواء، لحم الغنم المتبّل بالبهارات العمانية والمطهو ببطء تحت الأرض، قبل أن تختم بالكرك ومشروبات ماء الورد.",
      ],
      highlights: [
        ["Omani halwa stirred in copper pots", "الحلوى العمانية تُحرَّك في قدور نحاسية"],
        ["Mishkak grilled over charcoal on the Corniche", "المشاكيك المشوية على الفحم على الكورنيش"],
        ["Shuwa, lamb slow-cooked underground", "الشواء، لحم الغنم المطهو ببطء تحت الأرض"],
        ["Dates and kahwa with a spice merchant", "التمر والقهوة مع تاجر توابل"],
      ],
      itinerary: [
        [
          "Halwa at the souq gate",
          "الحلوى عند بوابة السوق",
          "Meet by the Corniche fountain and taste warm halwa.",
          "التقِ عند نافورة الكورنيش وتذوق الحلوى الدافئة.",
          45,
        ],
        [
          "Spices and kahwa",
          "التوابل والقهوة",
          "Dates and coffee with a spice merchant in the souq.",
          "التمر والقهوة مع تاجر توابل في السوق.",
          50,
        ],
        [
          "Mishkak and shuwa",
          "المشاكيك والشواء",
          "Skewers off the charcoal and a plate of shuwa.",
          "أسياخ من على الفحم وطبق من الشواء.",
          70,
        ],
        [
          "Karak by the harbour",
          "الكرك عند الميناء",
          "Finish with karak and rosewater drinks by the water.",
          "اختم بالكرك ومشروبات ماء الورد بجوار الماء.",
          45,
        ],
      ],
    }),
    doha: detail({
      meet: [
        "Souq Waqif main gate, opposite the Corniche",
        "البوابة الرئيسية لسوق واقف مقابل الكورنيش",
        25.289,
        51.533,
      ],
      overview: [
        "Souq Waqif was rebuilt in the style of the old market, with mud-plastered walls and wooden beams, and in the evening its lanes are full of Qatari families out for dinner. Your guide starts you with balaleet, sweet vermicelli with saffron under a thin omelette, and regag bread cooked on a hot dome, then leads you past the spice stalls to grills serving kebabs and chicken tikka. You stop for Qatari machboos, sip saffron tea among the lanterns and finish with luqaimat drizzled with date syrup.",
        "أُعيد بناء سوق واقف على طراز السوق القديم بجدرانه المطلية بالطين وعوارضه الخشبية، وفي المساء تمتلئ أزقته بالعائلات القطرية الخارجة للعشاء. يبدأ بك المرشد بالبلاليط، الشعيرية الحلوة بالزعفران تحت طبقة رقيقة من البيض، وخبز الرقاق المطهو على صاج محدب ساخن، ثم يقودك بين بسطات التوابل إلى مشاوٍ تقدّم الكباب وتكّا الدجاج. وتتوقف لتناول المجبوس القطري، وتحتسي شاي الزعفران بين الفوانيس، وتختم باللقيمات بدبس التمر.",
      ],
      highlights: [
        ["Balaleet and regag bread from the griddle", "البلاليط وخبز الرقاق من على الصاج"],
        ["Kebabs and tikka at the souq grills", "الكباب والتكّا من مشاوي السوق"],
        ["Qatari machboos", "المجبوس القطري"],
        ["Saffron tea among the lanterns", "شاي الزعفران بين الفوانيس"],
      ],
      itinerary: [
        [
          "Balaleet and regag",
          "البلاليط والرقاق",
          "Meet at the main gate and start with Qatari breakfast dishes served all evening.",
          "التقِ عند البوابة الرئيسية وابدأ بأطباق الفطور القطرية التي تُقدَّم طوال المساء.",
          45,
        ],
        [
          "Spice lanes and grills",
          "أزقة التوابل والمشاوي",
          "Walk past the spice stalls to the kebab grills.",
          "تمشَّ بين بسطات التوابل حتى مشاوي الكباب.",
          60,
        ],
        [
          "Machboos",
          "المجبوس",
          "Sit down for machboos with chicken or lamb.",
          "اجلس لتناول المجبوس بالدجاج أو اللحم.",
          60,
        ],
        [
          "Saffron tea and luqaimat",
          "شاي الزعفران واللقيمات",
          "End among the lanterns with tea and luqaimat.",
          "اختم بين الفوانيس بالشاي واللقيمات.",
          45,
        ],
      ],
    }),
    manama: detail({
      meet: ["Bab Al Bahrain, the gate to Manama Souq", "باب البحرين، بوابة سوق المنامة", 26.2357, 50.5769],
      overview: [
        "Behind Bab Al Bahrain, Manama Souq is a maze of cloth, gold and spice lanes where Bahraini, Persian and Indian traders have cooked for each other for a century. Your walk starts under the gate with Bahraini milk tea, sweet and scented with cardamom, then winds to a samosa shop famous across the island and a bakery making khubz tannour. You taste Bahraini halwa from a family that has made it for generations, stop for grilled kebab and fresh juice, and end with a plate of muhammar, sweet rice with dates and cardamom.",
        "خلف باب البحرين، سوق المنامة متاهة من أزقة الأقمشة والذهب والتوابل، طبخ فيها التجار البحرينيون والفرس والهنود بعضهم لبعض منذ قرن. تبدأ جولتك تحت البوابة بشاي الحليب البحريني الحلو المعطر بالهيل، ثم تنعطف إلى محل سمبوسة ذائع الصيت في الجزيرة كلها، ومخبز يصنع خبز التنور. وتتذوق الحلوى البحرينية من عائلة تصنعها منذ أجيال، وتتوقف لتناول الكباب المشوي والعصير الطازج، وتختم بطبق من المحمّر، الأرز الحلو بالتمر والهيل.",
      ],
      highlights: [
        ["Bahraini milk tea under Bab Al Bahrain", "شاي الحليب البحريني تحت باب البحرين"],
        ["A samosa shop famous across the island", "محل سمبوسة ذائع الصيت في الجزيرة كلها"],
        ["Halwa from a family of halwa makers", "الحلوى من عائلة تتوارث صناعتها"],
        ["Muhammar, sweet rice with dates and cardamom", "المحمّر، الأرز الحلو بالتمر والهيل"],
      ],
      itinerary: [
        [
          "Milk tea at the gate",
          "شاي الحليب عند البوابة",
          "Meet under Bab Al Bahrain for a glass of milk tea.",
          "التقِ تحت باب البحرين على كأس من شاي الحليب.",
          40,
        ],
        [
          "Samosas and tannour bread",
          "السمبوسة وخبز التنور",
          "Into the souq for samosas and bread from the oven.",
          "إلى داخل السوق للسمبوسة والخبز من التنور.",
          55,
        ],
        [
          "Halwa makers",
          "صانعو الحلوى",
          "Taste halwa where it is still made by hand.",
          "تذوّق الحلوى حيث ما زالت تُصنع يدويًا.",
          55,
        ],
        [
          "Kebab and muhammar",
          "الكباب والمحمّر",
          "Grilled kebab, fresh juice and sweet muhammar to finish.",
          "كباب مشوي وعصير طازج ومحمّر حلو في الختام.",
          60,
        ],
      ],
    }),
    riyadh: detail({
      meet: ["Souq Al Zal entrance, Al Dirah", "مدخل سوق الزل، الديرة", 24.63, 46.714],
      overview: [
        "Souq Al Zal, in the old Al Dirah quarter below Masmak Fort, has sold carpets, bishts and incense since before the Kingdom was founded, and the streets around it are full of small Najdi kitchens. Your guide meets you at the souq entrance, walks you through the carpet and oud stalls and then into the food: jareesh, cracked wheat slow-cooked with yoghurt; mutabbaq stuffed with meat or banana; and grilled liver in a hole-in-the-wall shop. You finish in Deera Square with Saudi coffee and sukkari dates.",
        "يبيع سوق الزل، في حي الديرة القديم أسفل قصر المصمك، السجاد والبشوت والبخور منذ ما قبل تأسيس المملكة، وتمتلئ الشوارع المحيطة به بمطابخ نجدية صغيرة. يلتقيك المرشد عند مدخل السوق ويتجول بك بين بسطات السجاد والعود ثم إلى الطعام: الجريش، القمح المجروش المطهو ببطء مع اللبن، والمطبق المحشو باللحم أو الموز، والكبدة المشوية في محل صغير. وتختم في ساحة الصفاة بالقهوة السعودية وتمر السكري.",
      ],
      highlights: [
        ["Carpets, bishts and oud in Souq Al Zal", "السجاد والبشوت والعود في سوق الزل"],
        ["Jareesh and mutabbaq from Najdi kitchens", "الجريش والمطبق من المطابخ النجدية"],
        ["Grilled liver in a hole-in-the-wall shop", "الكبدة المشوية في محل صغير"],
        ["Saudi coffee and sukkari dates in Deera Square", "القهوة السعودية وتمر السكري في ساحة الصفاة"],
      ],
      itinerary: [
        [
          "Meet at Souq Al Zal",
          "اللقاء في سوق الزل",
          "Meet your guide at the entrance and walk the carpet and oud stalls.",
          "قابل مرشدك عند المدخل وتجوّل بين بسطات السجاد والعود.",
          50,
        ],
        ["Jareesh", "الجريش", "A bowl of jareesh in a family kitchen.", "صحن من الجريش في مطبخ عائلي.", 45],
        [
          "Mutabbaq and liver",
          "المطبق والكبدة",
          "Mutabbaq from the griddle and grilled liver.",
          "مطبق من على الصاج وكبدة مشوية.",
          60,
        ],
        [
          "Coffee in Deera Square",
          "القهوة في ساحة الصفاة",
          "Saudi coffee and sukkari dates below Masmak.",
          "القهوة السعودية وتمر السكري أسفل المصمك.",
          55,
        ],
      ],
    }),
    jeddah: detail({
      meet: ["Bab Makkah, Al Balad", "باب مكة، البلد", 21.4833, 39.1925],
      overview: [
        "Bab Makkah, the old eastern gate of Al Balad, is where pilgrims once set out for Makkah, and the streets inside it are still the best place in Jeddah to eat the way Hijazis do. Your guide starts you with foul, slow-cooked fava beans with cumin, and tamees bread from a clay oven, then walks you into the lanes for mutabbaq, balila spiced chickpeas from a street cart and grilled kebab. You end with sobia and Hijazi sweets near the old houses of Al Balad.",
        "باب مكة، البوابة الشرقية القديمة للبلد، منه كان الحجاج ينطلقون إلى مكة المكرمة، والشوارع داخله ما زالت أفضل مكان في جدة لتأكل كما يأكل الحجازيون. يبدأ بك المرشد بالفول المدمس بالكمون وخبز التميس من فرن الطين، ثم يأخذك إلى الأزقة لتذوق المطبق والبليلة المتبلة من عربة في الشارع والكباب المشوي. وتختم بالسوبيا وبعض الحلويات الحجازية قرب البيوت القديمة في البلد.",
      ],
      highlights: [
        ["Foul and tamees bread from a clay oven", "الفول وخبز التميس من فرن الطين"],
        ["Balila from a street cart", "البليلة من عربة في الشارع"],
        ["Mutabbaq and grilled kebab in the lanes of Al Balad", "المطبق والكباب المشوي في أزقة البلد"],
        ["Sobia and Hijazi sweets to finish", "السوبيا والحلويات الحجازية في الختام"],
      ],
      itinerary: [
        [
          "Meet at Bab Makkah",
          "اللقاء عند باب مكة",
          "Meet under the gate and start with foul and tamees.",
          "التقِ عند البوابة وابدأ بالفول والتميس.",
          45,
        ],
        [
          "Into the lanes",
          "إلى الأزقة",
          "Mutabbaq from the griddle among the coral-stone houses.",
          "المطبق من على الصاج بين بيوت الحجر المنقبي.",
          60,
        ],
        [
          "Balila and kebab",
          "البليلة والكباب",
          "Spiced chickpeas from a cart and kebab off the grill.",
          "الحمص المتبّل من العربة والكباب من على الشواية.",
          60,
        ],
        [
          "Sobia and sweets",
          "السوبيا والحلويات",
          "End near the old houses with sobia and Hijazi sweets.",
          "اختم قرب البيوت القديمة بالسوبيا والحلويات الحجازية.",
          45,
        ],
      ],
    }),
  },
  "food-tours-gulf-home-cooking-class": {
    dubai: detail({
      meet: [
        "Emirati family home in Jumeirah 1 (exact address after confirmation)",
        "بيت عائلة إماراتية في جميرا 1 (يُرسَل العنوان بعد التأكيد)",
        25.23,
        55.26,
      ],
      overview: [
        "Jumeirah's villa streets, between the beach and Al Wasl Road, are home to many Emirati families, and in this class one of them invites you into their kitchen. Your host welcomes you with gahwa and dates, opens the spice tin of loomi, cardamom and the family's own bzar blend, and cooks chicken machboos with you step by step. While the rice steams you make luqaimat, frying the dough until golden and finishing it with date syrup and sesame, then everyone eats together in the family majlis.",
        "تسكن عائلات إماراتية كثيرة شوارع الفلل في جميرا بين الشاطئ وشارع الوصل، وفي هذا الدرس تدعوك إحداها إلى مطبخها. تستقبلك المضيفة بالقهوة والتمر، وتفتح علبة البهارات من اللومي والهيل وخلطة البزار الخاصة بالعائلة، وتطبخ معك مجبوس الدجاج خطوة بخطوة. وبينما ينضج الأرز تصنع اللقيمات، فتقليها حتى يصبح لونها ذهبيًا وتزينها بدبس التمر والسمسم، ثم يجلس الجميع لتناول الطعام في مجلس العائلة.",
      ],
      highlights: [
        ["An Emirati family's kitchen in Jumeirah", "مطبخ عائلة إماراتية في جميرا"],
        ["The family's own bzar spice blend", "خلطة البزار الخاصة بالعائلة"],
        ["Chicken machboos cooked step by step", "مجبوس الدجاج خطوة بخطوة"],
        ["Luqaimat with date syrup and sesame", "اللقيمات بدبس التمر والسمسم"],
      ],
      itinerary: [
        [
          "Gahwa and spices",
          "القهوة والبهارات",
          "Coffee and dates, then the spice tin and the family's bzar.",
          "القهوة والتمر ثم علبة البهارات وخلطة البزار.",
          30,
        ],
        [
          "Machboos",
          "المجبوس",
          "Brown the chicken with loomi and cook the rice in its broth.",
          "حمّر الدجاج مع اللومي واطبخ الأرز في مرقه.",
          90,
        ],
        [
          "Luqaimat",
          "اللقيمات",
          "Fry the dough balls and finish them with date syrup.",
          "اقلِ كرات العجين وزيّنها بدبس التمر.",
          30,
        ],
        [
          "Lunch in the majlis",
          "الغداء في المجلس",
          "Sit down with the family to eat what you cooked.",
          "اجلس مع العائلة لتناول ما طبختم.",
          90,
        ],
      ],
    }),
    muscat: detail({
      meet: [
        "Omani family home in Al Khuwair (exact address after confirmation)",
        "بيت عائلة عمانية في الخوير (يُرسَل العنوان بعد التأكيد)",
        23.588,
        58.43,
      ],
      overview: [
        "In an Omani home in Al Khuwair, the kitchen is where the family's spice mixes are made, and your host begins by roasting and grinding the blend used for shuwa: cumin, coriander, cardamom and dried red chilli. You cook qabooli, fragrant rice with chicken, chickpeas and fried onions, and a side of grilled kingfish, as the family does on Fridays. To finish you make a quick Omani halwa and sit down on the floor of the majlis to share the meal with kahwa and dates.",
        "في بيت عماني بالخوير، المطبخ هو المكان الذي تُصنع فيه خلطات البهارات الخاصة بالعائلة، وتبدأ مضيفتك بتحميص خلطة الشواء وطحنها: الكمون والكزبرة والهيل والفلفل الأحمر المجفف. تطبخ القبولي، الأرز المعطر بالدجاج والحمص والبصل المقلي، ومعه سمك الكنعد المشوي، كما تفعل العائلة أيام الجمعة. وفي الختام تصنع حلوى عمانية سريعة، وتجلس على أرض المجلس لتشارك الطعام مع القهوة والتمر.",
      ],
      highlights: [
        ["Roasting and grinding Omani shuwa spices", "تحميص بهارات الشواء العماني وطحنها"],
        ["Qabooli with chicken and chickpeas", "القبولي بالدجاج والحمص"],
        ["Grilled kingfish, Omani style", "سمك الكنعد المشوي على الطريقة العمانية"],
        ["A quick Omani halwa with kahwa", "حلوى عمانية سريعة مع القهوة"],
      ],
      itinerary: [
        [
          "Spice blend",
          "خلطة البهارات",
          "Roast and grind the shuwa spices with your host.",
          "حمّص بهارات الشواء واطحنها مع مضيفتك.",
          30,
        ],
        [
          "Qabooli and kingfish",
          "القبولي والكنعد",
          "Cook the rice with chicken and grill the fish.",
          "اطبخ الأرز بالدجاج واشوِ السمك.",
          90,
        ],
        [
          "Halwa",
          "الحلوى",
          "Stir a small pot of halwa with rosewater and saffron.",
          "حرّك قدرًا صغيرة من الحلوى بماء الورد والزعفران.",
          30,
        ],
        [
          "Meal in the majlis",
          "الوجبة في المجلس",
          "Share the meal on the majlis floor with kahwa and dates.",
          "شارك الوجبة على أرض المجلس مع القهوة والتمر.",
          90,
        ],
      ],
    }),
    doha: detail({
      meet: [
        "Qatari family home in Al Waab (exact address after confirmation)",
        "بيت عائلة قطرية في الوعب (يُرسَل العنوان بعد التأكيد)",
        25.265,
        51.47,
      ],
      overview: [
        "Harees, wheat and meat pounded together into a smooth porridge, is the dish Qatari families make for Ramadan and weddings, and machboos is the everyday favourite; in this class you cook both in a family home in Al Waab. Your host starts with a tour of her spice tin, filled at Souq Waqif, then shows you how to beat the harees with a wooden madhrab until it turns silky. The machboos is cooked with lamb and dried lime, and the meal is served on the sufra, the cloth spread on the majlis floor.",
        "الهريس، القمح واللحم المهروسان معًا حتى يصيرا قوامًا ناعمًا، طبق تعدّه العائلات القطرية في رمضان والأعراس، والمجبوس هو المفضل في كل يوم، وفي هذا الدرس تطبخهما معًا في بيت عائلة بالوعب. تبدأ مضيفتك بجولة في علبة بهاراتها التي تملؤها من سوق واقف، ثم تريك كيف تُضرب الهريس بالمضرب الخشبي حتى تصبح ناعمة كالحرير. ويُطبخ المجبوس باللحم واللومي، وتُقدَّم الوجبة على السفرة الممدودة على أرض المجلس.",
      ],
      highlights: [
        ["Harees beaten with a wooden madhrab", "الهريس يُضرب بالمضرب الخشبي"],
        ["Lamb machboos with dried lime", "مجبوس اللحم باللومي"],
        ["Spices bought in Souq Waqif", "بهارات من سوق واقف"],
        ["A meal on the sufra in a family home in Al Waab", "وجبة على السفرة في بيت عائلة بالوعب"],
      ],
      itinerary: [
        [
          "The spice tin",
          "علبة البهارات",
          "Coffee and dates, then the spices your host buys in Souq Waqif.",
          "القهوة والتمر ثم البهارات التي تشتريها مضيفتك من سوق واقف.",
          30,
        ],
        [
          "Harees",
          "الهريس",
          "Cook the wheat and meat and beat it smooth.",
          "اطبخ القمح واللحم واهرسهما حتى ينعما.",
          80,
        ],
        ["Machboos", "المجبوس", "Lamb, dried lime and rice in one pot.", "اللحم واللومي والأرز في قدر واحدة.", 40],
        [
          "The sufra",
          "السفرة",
          "Sit down on the majlis floor to share the meal.",
          "اجلس على أرض المجلس لتشارك الوجبة.",
          90,
        ],
      ],
    }),
    jeddah: detail({
      meet: [
        "Hijazi family home in Al Rawdah (exact address after confirmation)",
        "بيت عائلة حجازية في حي الروضة (يُرسَل العنوان بعد التأكيد)",
        21.56,
        39.155,
      ],
      overview: [
        "Hijazi cooking grew out of Jeddah's port, mixing Arabian, Turkish, Indian and African flavours brought by pilgrims and traders, and in this class a family in Al Rawdah teaches you its classics. You cook saleeg, rice simmered in milk and broth until creamy and served with roast chicken, and fold sambousek filled with spiced meat. The afternoon ends on the floor of the family's sitting room with the meal, mint tea and a plate of the sweets Jeddah families keep for guests.",
        "نشأ المطبخ الحجازي في ميناء جدة، فمزج بين نكهات الجزيرة العربية وتركيا والهند وأفريقيا التي حملها الحجاج والتجار، وفي هذا الدرس تعلّمك عائلة في حي الروضة أشهر أطباقه. تطبخ السليق، الأرز المطهو بالحليب والمرق حتى يصبح كريميًا ويُقدَّم مع الدجاج المحمّر، وتلف السمبوسك المحشو باللحم المتبّل. وينتهي اللقاء على أرض مجلس العائلة مع الطعام والشاي بالنعناع وصحن من الحلويات التي تحتفظ بها بيوت جدة للضيوف.",
      ],
      highlights: [
        ["Saleeg, creamy rice with roast chicken", "السليق، الأرز الكريمي مع الدجاج المحمّر"],
        ["Sambousek folded by hand", "السمبوسك الملفوف يدويًا"],
        ["Flavours brought to Jeddah by pilgrims and traders", "نكهات حملها الحجاج والتجار إلى جدة"],
        ["Mint tea with a Hijazi family in Al Rawdah", "الشاي بالنعناع مع عائلة حجازية في الروضة"],
      ],
      itinerary: [
        [
          "Welcome with tea",
          "الترحيب بالشاي",
          "Mint tea and the story of the family's recipes.",
          "الشاي بالنعناع وحكاية وصفات العائلة.",
          30,
        ],
        [
          "Saleeg",
          "السليق",
          "Simmer the rice in milk and broth and roast the chicken.",
          "اطبخ الأرز بالحليب والمرق وحمّر الدجاج.",
          90,
        ],
        ["Sambousek", "السمبوسك", "Fill and fold the pastries, then fry them.", "احشُ العجين ولفّه ثم اقلِه.", 30],
        [
          "Eating together",
          "الطعام معًا",
          "Share the meal and the family's sweets.",
          "شارك الوجبة وحلويات العائلة.",
          90,
        ],
      ],
    }),
  },
  "food-tours-arabic-coffee-dates-ceremony": {
    "abu-dhabi": detail({
      meet: ["House of Artisans majlis, Qasr Al Hosn", "مجلس بيت الحرفيين، قصر الحصن", 24.4823, 54.3544],
      overview: [
        "The House of Artisans at Qasr Al Hosn keeps the crafts of old Abu Dhabi alive, and its majlis is where visitors learn the ritual of gahwa. Sitting on cushions, you watch your host roast green beans in an iron pan over coals until they crack, pound them in a brass mortar whose ring once called neighbours to coffee, and brew them with cardamom in the dallah. Between the small cups you taste khalas, lulu and khenaizi dates from the emirate's farms, and the session closes with a cloud of bakhoor.",
        "يحفظ بيت الحرفيين في قصر الحصن حرف أبوظبي القديمة، ومجلسه هو المكان الذي يتعلم فيه الزوار طقوس القهوة. تجلس على الوسائد وتشاهد مضيفك يحمّص حبوب البن الخضراء في محماس حديدي فوق الجمر حتى تتشقق، ثم يدقها في هاون نحاسي كان رنينه قديمًا يدعو الجيران إلى القهوة، ويغليها مع الهيل في الدلة. وبين الفناجين الصغيرة تتذوق تمر الخلاص واللولو والخنيزي من مزارع الإمارة، وتُختتم الجلسة بسحابة من البخور.",
      ],
      highlights: [
        ["A majlis in the House of Artisans at Qasr Al Hosn", "مجلس في بيت الحرفيين بقصر الحصن"],
        ["Beans roasted over coals and pounded in a brass mortar", "بن يُحمّص على الجمر ويُدق في هاون نحاسي"],
        ["Khalas, lulu and khenaizi dates from the emirate's farms", "تمر الخلاص واللولو والخنيزي من مزارع الإمارة"],
        ["The etiquette of pouring and receiving Arabic coffee", "آداب صب القهوة العربية واستقبالها"],
      ],
      itinerary: [
        [
          "Into the majlis",
          "إلى المجلس",
          "Take your seat as the beans go into the iron pan.",
          "اجلس بينما تدخل حبوب البن المحماس الحديدي.",
          20,
        ],
        [
          "Pounding and brewing",
          "الدق والإعداد",
          "Pound the beans in the mortar and brew them in the dallah.",
          "دُق الحبوب في الهاون وأعدّ القهوة في الدلة.",
          30,
        ],
        [
          "Emirati dates",
          "التمور الإماراتية",
          "Taste and compare three Emirati varieties.",
          "تذوّق ثلاثة أصناف إماراتية وقارن بينها.",
          25,
        ],
        [
          "Bakhoor",
          "البخور",
          "The session ends with bakhoor passed around the majlis.",
          "تنتهي الجلسة بالبخور يدور في المجلس.",
          15,
        ],
      ],
    }),
    "al-ain": detail({
      meet: [
        "Farm majlis inside Al Ain Oasis, east gate",
        "مجلس مزرعة داخل واحة العين، البوابة الشرقية",
        24.214,
        55.764,
      ],
      overview: [
        "Al Ain Oasis is still a working palm grove, with more than a hundred farms watered by the falaj, and one of its farming families opens their majlis for this ceremony. You walk in through the east gate along the falaj channels, where the water is shared between farms by the hour, to a shaded majlis under the palms. There your host roasts and brews coffee over the fire, and you taste dates picked on the farm itself, from khalas to the rarer bumaan, with fresh dibs pressed from them.",
        "ما زالت واحة العين بستان نخيل عاملًا، فيها أكثر من مئة مزرعة تسقيها الأفلاج، وتفتح إحدى عائلاتها المزارعة مجلسها لهذه الضيافة. تدخل من البوابة الشرقية على امتداد قنوات الفلج، حيث يُقسَّم الماء بين المزارع بالساعات، حتى مجلس مظلل تحت النخيل. وهناك يحمّص مضيفك القهوة ويعدّها على النار، وتتذوق تمرًا قُطف من المزرعة نفسها، من الخلاص إلى البومعان الأندر، مع الدبس الطازج المعصور منه.",
      ],
      highlights: [
        [
          "Arabic coffee roasted over the fire on a working farm inside the UNESCO-listed oasis",
          "قهوة عربية تُحمّص على النار في مزرعة عاملة داخل الواحة المدرجة لدى اليونسكو",
        ],
        ["The falaj, where water is shared by the hour", "الفلج حيث يُقسَّم الماء بالساعات"],
        ["Dates picked on the farm, from khalas to bumaan", "تمر من المزرعة نفسها، من الخلاص إلى البومعان"],
        ["Fresh dibs pressed from the farm's dates", "دبس طازج معصور من تمر المزرعة"],
      ],
      itinerary: [
        [
          "Along the falaj",
          "على امتداد الفلج",
          "Walk in from the east gate beside the water channels.",
          "ادخل من البوابة الشرقية بمحاذاة قنوات الماء.",
          20,
        ],
        [
          "Coffee over the fire",
          "القهوة على النار",
          "Roast and brew gahwa in the farm majlis.",
          "حمّص القهوة وأعدّها في مجلس المزرعة.",
          30,
        ],
        [
          "The farm's dates",
          "تمور المزرعة",
          "Taste varieties picked on the farm, with dibs.",
          "تذوّق أصنافًا قُطفت من المزرعة مع الدبس.",
          25,
        ],
        [
          "Farewell under the palms",
          "الوداع تحت النخيل",
          "Bakhoor and a last cup before you leave.",
          "البخور وفنجان أخير قبل المغادرة.",
          15,
        ],
      ],
    }),
    riyadh: detail({
      meet: ["Najdi majlis in Al Bujairi, Diriyah", "مجلس نجدي في البجيري، الدرعية", 24.7345, 46.5745],
      overview: [
        "Najdi coffee is pale, spiced with cardamom and often saffron or cloves, and in Diriyah it is served in a majlis built of mud brick in the style of At-Turaif across the wadi. Your host explains the etiquette of the majlis, from who is served first to why the cup is never filled, while roasting the beans lightly, as Najdis prefer. You taste sukkari dates from Al Qassim, soft and sugary, alongside khalas from Al Ahsa, and hear how coffee became a symbol of Saudi hospitality.",
        "القهوة النجدية فاتحة اللون، منكّهة بالهيل وكثيرًا ما يُضاف إليها الزعفران أو القرنفل، وفي الدرعية تُقدَّم في مجلس مبني من الطين على طراز حي الطريف عبر الوادي. يشرح لك المضيف آداب المجلس، من البدء بمن يُقدَّم له الفنجان أولًا إلى سبب عدم ملئه أبدًا، وهو يحمّص الحبوب تحميصًا خفيفًا كما يفضلها أهل نجد. وتتذوق تمر السكري من القصيم، الطري الحلو، إلى جانب الخلاص من الأحساء، وتعرف كيف صارت القهوة رمزًا للضيافة السعودية.",
      ],
      highlights: [
        [
          "Najdi Arabic coffee, pale and spiced with cardamom and saffron",
          "القهوة العربية النجدية الفاتحة بالهيل والزعفران",
        ],
        ["A mud-brick majlis facing At-Turaif", "مجلس طيني مقابل حي الطريف"],
        ["Sukkari dates from Al Qassim and khalas from Al Ahsa", "تمر السكري من القصيم والخلاص من الأحساء"],
        ["The etiquette of serving and receiving the cup", "آداب تقديم الفنجان واستقباله"],
      ],
      itinerary: [
        [
          "Welcome in Al Bujairi",
          "الترحيب في البجيري",
          "Take your place in the majlis facing At-Turaif.",
          "خذ مكانك في المجلس المقابل للطريف.",
          15,
        ],
        [
          "A light roast",
          "التحميص الخفيف",
          "Roast the beans the Najdi way and add cardamom and saffron.",
          "حمّص الحبوب على الطريقة النجدية وأضف الهيل والزعفران.",
          30,
        ],
        [
          "Majlis etiquette",
          "آداب المجلس",
          "Practise serving with the right hand and pouring only a little.",
          "تدرّب على التقديم باليمين وعلى الصب القليل في الفنجان.",
          20,
        ],
        [
          "Sukkari and khalas",
          "السكري والخلاص",
          "Taste the dates and end with bakhoor.",
          "تذوّق التمور واختم بالبخور.",
          25,
        ],
      ],
    }),
    alula: detail({
      meet: [
        "Farm majlis in the AlUla Oasis, beside the Old Town",
        "مجلس مزرعة في واحة العُلا بجوار البلدة القديمة",
        26.615,
        37.92,
      ],
      overview: [
        "AlUla's oasis runs for kilometres along the valley below the Old Town, with more than two million date palms and citrus groves irrigated by ancient wells. A farmer welcomes you to his majlis among the trees and shows you the palms, the mud-brick walls and the old well, then makes coffee as AlUla families do, with a dash of saffron. You taste barni and helwa dates from the farm, fresh citrus in season, and hear how the oasis fed the caravans on the incense road.",
        "تمتد واحة العُلا كيلومترات على طول الوادي أسفل البلدة القديمة، بأكثر من مليوني نخلة وبساتين حمضيات تُسقى من آبار قديمة. يرحب بك مزارع في مجلسه بين الأشجار، ويريك النخيل والجدران الطينية والبئر القديمة، ثم يعدّ القهوة كما تعدّها عائلات العُلا بلمسة من الزعفران. وتتذوق تمر البرني والحلوة من المزرعة، والحمضيات الطازجة في موسمها، وتسمع كيف كانت الواحة تُطعم القوافل على طريق البخور.",
      ],
      highlights: [
        [
          "Arabic coffee with saffron in a farmer's majlis among two million date palms",
          "قهوة عربية بالزعفران في مجلس مزارع بين مليوني نخلة",
        ],
        ["Barni and helwa dates picked on the farm", "تمر البرني والحلوة من المزرعة"],
        ["The old well and mud-brick walls of the oasis", "البئر القديمة والجدران الطينية في الواحة"],
        ["Stories of the caravans on the incense road", "حكايات القوافل على طريق البخور"],
      ],
      itinerary: [
        [
          "Walk through the farm",
          "جولة في المزرعة",
          "The palms, the citrus and the old well.",
          "النخيل والحمضيات والبئر القديمة.",
          25,
        ],
        [
          "AlUla coffee",
          "قهوة العُلا",
          "Coffee brewed with saffron in the farm majlis.",
          "قهوة تُعدّ بالزعفران في مجلس المزرعة.",
          25,
        ],
        [
          "Barni and helwa",
          "البرني والحلوة",
          "Taste the farm's dates and seasonal citrus.",
          "تذوّق تمر المزرعة والحمضيات الموسمية.",
          25,
        ],
        [
          "Caravan stories",
          "حكايات القوافل",
          "The farmer's stories of the incense road before you leave.",
          "حكايات المزارع عن طريق البخور قبل المغادرة.",
          15,
        ],
      ],
    }),
  },
};
