// Desert safaris, city by city: each one's own camp or meeting place, overview, highlights and itinerary.
import { detail, type LocalDetails } from "./detail.ts";

export const DESERT_DETAILS: LocalDetails = {
  "desert-safaris-evening-bbq": {
    dubai: detail({
      meet: ["Lahbab desert camp, Dubai–Hatta Road (E44)", "مخيم لهباب الصحراوي، طريق دبي–حتا (E44)", 25.012, 55.601],
      overview: [
        "Lahbab's dunes are the reddest near Dubai, coloured by iron oxide in the sand, and they rise high enough beside the Hatta road for a proper roller-coaster drive. After hotel pick-up your driver leaves the E44 at the Lahbab turn-off, lets the tyres down and crosses the big red ridges to a sunset viewpoint facing the Hajar foothills. Dinner is at a Bedouin-style camp in the dunes: Arabic coffee and dates on arrival, a camel ride, henna and sandboarding on the red slopes, then a mixed grill of lamb chops, chicken tikka and kofta with a tanoura and fire show.",
        "كثبان لهباب أشد رمال دبي احمرارًا بفضل أكاسيد الحديد فيها، وترتفع على جانب طريق حتا بما يكفي لجولة تطعيس حقيقية. بعد الاستقبال من فندقك يخرج السائق من طريق E44 عند مخرج لهباب، ويخفف ضغط الإطارات، ثم يعبر التلال الحمراء الكبيرة إلى نقطة مشاهدة الغروب المطلة على سفوح جبال الحجر. أما العشاء ففي مخيم على الطراز البدوي بين الكثبان: قهوة عربية وتمر عند الوصول، وركوب الجمال، ونقش الحناء، والتزلج على المنحدرات الحمراء، ثم مشاوٍ مشكلة من ريش الغنم وتكّا الدجاج والكفتة مع عرض التنورة والنار.",
      ],
      highlights: [
        ["Dune bashing on Lahbab's iron-red sand, the deepest red near Dubai", "تطعيس فوق رمال لهباب الحمراء، الأشد احمرارًا قرب دبي"],
        ["Sunset from a ridge facing the Hajar foothills", "الغروب من قمة كثيب يطل على سفوح جبال الحجر"],
        ["Camel rides, sandboarding and henna at the Lahbab camp", "ركوب الجمال والتزلج على الرمال ونقش الحناء في مخيم لهباب"],
        ["Mixed grill dinner with a tanoura and fire show", "عشاء مشاوٍ مشكلة مع عرض التنورة والنار"],
      ],
      itinerary: [
        ["Pick-up and the Hatta road", "الاستقبال والانطلاق على طريق حتا", "Your 4x4 collects you from your hotel and heads east out of Dubai on the E44 towards Lahbab.", "تقلّك سيارة الدفع الرباعي من فندقك وتتجه شرقًا خارج دبي على طريق E44 نحو لهباب.", 50],
        ["Red dune drive", "التطعيس في الكثبان الحمراء", "Tyres are let down at the Lahbab turn-off and the driver takes on the tallest red ridges.", "يُخفَّف ضغط الإطارات عند مخرج لهباب، ثم ينطلق السائق فوق أعلى التلال الحمراء.", 45],
        ["Sunset viewpoint", "محطة الغروب", "Stop on a high crest as the sun drops behind the dunes and the Hajar foothills turn purple.", "توقف على قمة مرتفعة والشمس تغيب خلف الكثبان وسفوح الحجر تتلون بالبنفسجي.", 25],
        ["Camp and dinner", "المخيم والعشاء", "Coffee, dates, camel rides and henna, then the grill dinner while the tanoura dancer and fire performer take the stage.", "قهوة وتمر وركوب جمال وحناء، ثم عشاء المشاوي بينما يعتلي راقص التنورة وفنان النار المسرح.", 180],
        ["Drive back to Dubai", "العودة إلى دبي", "The 4x4 rejoins the Hatta road for the 45-minute drive back to your hotel.", "تعود السيارة إلى طريق حتا في رحلة تستغرق 45 دقيقة حتى فندقك.", 60],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Desert camp at Al Khatim, off the E22", "مخيم صحراوي في الختم، على طريق E22", 24.213, 54.986],
      overview: [
        "Al Khatim lies about an hour inland from Abu Dhabi, where the sand turns from pale beige to deep gold and the dunes roll in long, even waves. The drive in is part of the fun: your driver tackles the Al Khatim ridges, stops for photos with the sun low over the sand and brings you to a camp lit by lanterns. There you can ride a camel, try sandboarding, have your hands painted with henna and sip gahwa with dates before an Emirati-style barbecue of lamb, chicken and grilled halloumi, finished with luqaimat and a show under the stars.",
        "تقع الختم على بعد ساعة تقريبًا من أبوظبي في اتجاه الداخل، حيث تتحول الرمال من البيج الفاتح إلى الذهبي العميق وتمتد الكثبان في أمواج طويلة متناسقة. والطريق إليها جزء من المتعة: يقود السائق فوق تلال الختم ويتوقف للتصوير والشمس منخفضة فوق الرمال، ثم يصل بك إلى مخيم تضيئه الفوانيس. هناك تركب الجمل وتجرب التزلج على الرمال وتنقش الحناء على يديك وتحتسي القهوة مع التمر، قبل عشاء مشاوٍ على الطريقة الإماراتية من لحم الغنم والدجاج والحلوم المشوي، يُختتم باللقيمات وعرض تحت النجوم.",
      ],
      highlights: [
        ["Dune bashing over the golden Al Khatim dunes, an hour inland from Abu Dhabi", "تطعيس فوق كثبان الختم الذهبية على بعد ساعة من أبوظبي"],
        ["Camel rides, sandboarding and henna at a lantern-lit camp", "ركوب الجمال والتزلج على الرمال ونقش الحناء في مخيم تضيئه الفوانيس"],
        ["Gahwa and dates on arrival, luqaimat for dessert", "القهوة العربية والتمر عند الوصول واللقيمات للتحلية"],
        ["Emirati-style barbecue with grilled halloumi for vegetarians", "عشاء مشاوٍ على الطريقة الإماراتية مع الحلوم المشوي للنباتيين"],
      ],
      itinerary: [
        ["Hotel pick-up in Abu Dhabi", "الاستقبال من فندقك في أبوظبي", "Cross Khor Al Maqta off the island and drive inland on the E22.", "اعبر خور المقطع خارج الجزيرة وانطلق إلى الداخل على طريق E22.", 60],
        ["Al Khatim dune drive", "التطعيس في كثبان الختم", "A steady climb over long golden ridges with stops for photos.", "صعود متواصل فوق تلال ذهبية طويلة مع توقفات للتصوير.", 40],
        ["Sunset on the sand", "الغروب على الرمال", "Watch the sun go down over an empty horizon with no towers in sight.", "شاهد الشمس تغيب فوق أفق خالٍ لا تظهر فيه أبراج المدينة.", 20],
        ["Camp evening", "أمسية المخيم", "Camel rides, sandboarding, henna and an Emirati barbecue with luqaimat and live entertainment.", "ركوب الجمال والتزلج ونقش الحناء وعشاء مشاوٍ إماراتي مع اللقيمات والعروض الحية.", 180],
        ["Return to Abu Dhabi", "العودة إلى أبوظبي", "Drive back along the E22 to your hotel on the island.", "العودة على طريق E22 إلى فندقك في الجزيرة.", 60],
      ],
    }),
    sharjah: detail({
      meet: ["Desert camp below Big Red dune, Al Badayer", "مخيم صحراوي أسفل الكثيب الأحمر الكبير، البضاير", 25.0165, 55.794],
      overview: [
        "Big Red, the towering dune at Al Badayer, is where the UAE's off-road drivers come to test themselves, and at sunset its slopes glow almost crimson. This safari from Sharjah crosses the Al Badayer sands to the foot of the dune, where you can climb to the top on foot or by quad for the view over the Madam plain. Back at camp there are camel rides, hands are painted with henna, a tanoura dancer spins in his coloured skirts and dinner comes off the grill: shish tawook, lamb kofta, Arabic salads and fresh saj bread.",
        "الكثيب الأحمر الكبير في البضاير مقصد هواة الطرق الوعرة في الإمارات لاختبار مهاراتهم، وتتوهج منحدراته عند الغروب بلون يقارب القرمزي. تعبر هذه السفاري من الشارقة رمال البضاير حتى سفح الكثيب، حيث يمكنك الصعود إلى قمته مشيًا أو بالدراجة الرباعية لتطل على سهل مدام. وفي المخيم تركب الجمال وتُنقش الحناء على الأيدي، ويدور راقص التنورة بتنانيره الملونة، ويُقدَّم العشاء من الشواية: شيش طاووق وكفتة لحم وسلطات عربية وخبز صاج طازج.",
      ],
      highlights: [
        ["Dune bashing to Big Red, one of the highest dunes in the northern emirates", "تطعيس حتى الكثيب الأحمر الكبير، من أعلى كثبان الإمارات الشمالية"],
        ["Crimson sand at sunset over the Madam plain", "رمال قرمزية عند الغروب فوق سهل مدام"],
        ["Camel rides, henna painting and a tanoura show at camp", "ركوب الجمال ونقش الحناء وعرض التنورة في المخيم"],
        ["Shish tawook, kofta and saj bread from the grill", "شيش طاووق وكفتة وخبز صاج من الشواية"],
      ],
      itinerary: [
        ["Pick-up in Sharjah", "الاستقبال في الشارقة", "Your driver collects you from your hotel and heads south-east towards Al Madam and Al Badayer.", "يقلّك السائق من فندقك ويتجه جنوبًا شرقًا نحو مدام والبضاير.", 50],
        ["Al Badayer dune drive", "التطعيس في رمال البضاير", "Tyres down and across the rolling dunes to the foot of Big Red.", "تخفيف ضغط الإطارات ثم عبور الكثبان المتموجة حتى سفح الكثيب الأحمر الكبير.", 40],
        ["Big Red at sunset", "الكثيب الأحمر عند الغروب", "Walk or ride up the dune for the last light over the Madam plain.", "اصعد الكثيب مشيًا أو بالدراجة لمشاهدة آخر ضوء فوق سهل مدام.", 30],
        ["Henna, tanoura and grill", "الحناء والتنورة والمشاوي", "Henna, coffee and dates, then dinner from the grill with the tanoura show.", "الحناء والقهوة والتمر ثم عشاء المشاوي مع عرض التنورة.", 180],
        ["Back to Sharjah", "العودة إلى الشارقة", "Drive back past Al Madam to your hotel on the coast.", "العودة مرورًا بمدام إلى فندقك على الساحل.", 60],
      ],
    }),
    "ras-al-khaimah": detail({
      meet: ["Desert camp in the red dunes south of Al Hamra", "مخيم صحراوي في الكثبان الحمراء جنوب الحمراء", 25.64, 55.862],
      overview: [
        "In Ras Al Khaimah the desert runs right up to the mountains: from the red dunes south of Al Hamra, the Hajar range stands like a wall on the eastern horizon. This evening safari crosses those dunes in a 4x4, then pauses at camp for a falconry display in which a saker falcon chases the lure low over the sand, a tradition the emirate's Bedouin families still keep. After a camel ride and henna at camp, dinner is served around a fire pit as darkness falls: grilled hammour, chicken, lamb and vegetables, with Arabic coffee, dates and a quiet sky full of stars.",
        "في رأس الخيمة تمتد الصحراء حتى أقدام الجبال، فمن الكثبان الحمراء جنوب الحمراء تبدو سلسلة جبال الحجر كالجدار في الأفق الشرقي. تعبر هذه السفاري المسائية تلك الكثبان بسيارة دفع رباعي، ثم تتوقف في المخيم لعرض الصقور، حيث يطارد صقر حرّ الطُّعم على ارتفاع منخفض فوق الرمال، وهي عادة ما زالت العائلات البدوية في الإمارة تحافظ عليها. وبعد ركوب الجمال ونقش الحناء في المخيم يُقدَّم العشاء حول موقد النار مع حلول الظلام: هامور ودجاج ولحم وخضار مشوية، مع القهوة العربية والتمر وسماء هادئة تملؤها النجوم.",
      ],
      highlights: [
        ["Dune bashing on red dunes, with the Hajar mountains on the horizon", "تطعيس فوق الكثبان الحمراء وجبال الحجر في الأفق"],
        ["Falconry display with a saker falcon", "عرض للصقور مع صقر حرّ"],
        ["Camel rides and henna, then dinner around a fire pit with grilled hammour", "ركوب الجمال ونقش الحناء ثم العشاء حول موقد النار مع الهامور المشوي"],
        ["A dark, quiet sky far from the coast", "سماء هادئة مظلمة بعيدًا عن الساحل"],
      ],
      itinerary: [
        ["Pick-up from your hotel or resort", "الاستقبال من فندقك أو منتجعك", "Drive inland from the coast past Al Hamra towards the dunes.", "الانطلاق من الساحل إلى الداخل مرورًا بالحمراء نحو الكثبان.", 40],
        ["Dune drive under the mountains", "التطعيس تحت الجبال", "Cross the red dunes with the Hajar range rising to the east.", "عبور الكثبان الحمراء وجبال الحجر ترتفع شرقًا.", 45],
        ["Falcon show", "عرض الصقور", "The falconer flies a saker to the lure, then sets it on your gloved hand.", "يُطلق الصقّار صقرًا حرًّا نحو الطُّعم ثم يضعه على يدك المكسوّة بالقفاز.", 30],
        ["Fire-pit dinner", "العشاء حول النار", "Grilled hammour, chicken and lamb with coffee and dates by the fire.", "هامور ودجاج ولحم مشوي مع القهوة والتمر بجوار النار.", 165],
        ["Return to the coast", "العودة إلى الساحل", "Drive back to your hotel on the Corniche, Al Marjan Island or Al Hamra.", "العودة إلى فندقك على الكورنيش أو في جزيرة المرجان أو الحمراء.", 80],
      ],
    }),
    doha: detail({
      meet: ["Sealine Beach safari camp, south of Mesaieed", "مخيم السفاري في شاطئ سيلين، جنوب مسيعيد", 24.886, 51.527],
      overview: [
        "South of Doha, past the port town of Mesaieed, the dunes of Sealine run straight down to the Gulf, so you can stand on a crest with sand on one side and the sea on the other. Your driver heads into the dunes from the Sealine camp and weaves between the high ridges, stopping where the sand drops steeply to the water for photos at sunset. Dinner is a barbecue at a beach camp by the water's edge: grilled fish and chicken, machboos rice, salads and Qatari sweets, with a camel ride, sandboarding and henna before you eat.",
        "جنوب الدوحة، بعد مدينة مسيعيد الساحلية، تنحدر كثبان سيلين حتى مياه الخليج مباشرة، فتقف على قمة كثيب والرمال من جهة والبحر من الجهة الأخرى. ينطلق السائق من مخيم سيلين إلى الكثبان ويتنقل بين التلال العالية، ويتوقف حيث تنحدر الرمال بشدة نحو الماء لالتقاط صور الغروب. أما العشاء فمشاوٍ في مخيم على حافة الشاطئ: سمك ودجاج مشوي ومجبوس وسلطات وحلويات قطرية، مع ركوب الجمال والتزلج على الرمال ونقش الحناء قبل الطعام.",
      ],
      highlights: [
        ["Dunes that run straight into the sea at Sealine", "كثبان تنحدر مباشرة إلى البحر في سيلين"],
        ["Sunset photos where the sand meets the Gulf", "صور الغروب حيث تلتقي الرمال بالخليج"],
        ["Beach camp barbecue with grilled fish and machboos", "مشاوٍ في مخيم على الشاطئ مع السمك المشوي والمجبوس"],
        ["Camel rides, sandboarding and henna before dinner", "ركوب الجمال والتزلج على الرمال ونقش الحناء قبل العشاء"],
      ],
      itinerary: [
        ["Pick-up and drive south", "الاستقبال والانطلاق جنوبًا", "Leave Doha on the Mesaieed road for Sealine, about an hour away.", "مغادرة الدوحة على طريق مسيعيد نحو سيلين، على بعد ساعة تقريبًا.", 60],
        ["Into the Sealine dunes", "إلى كثبان سيلين", "Tyres are let down at the camp before the drive over the high ridges.", "يُخفَّف ضغط الإطارات في المخيم قبل الانطلاق فوق التلال العالية.", 45],
        ["Sunset above the sea", "الغروب فوق البحر", "Stop on a crest where the dunes drop to the water.", "توقف على قمة كثيب ينحدر إلى الماء.", 25],
        ["Beach camp dinner", "العشاء في مخيم الشاطئ", "Camel ride and sandboarding, then grilled fish, chicken and machboos by the water.", "ركوب الجمال والتزلج ثم سمك ودجاج مشوي ومجبوس بجوار الماء.", 170],
        ["Return to Doha", "العودة إلى الدوحة", "Drive back north past Mesaieed to your hotel.", "العودة شمالًا مرورًا بمسيعيد إلى فندقك.", 60],
      ],
    }),
    riyadh: detail({
      meet: ["Desert camp at the Red Sands, old Makkah road", "مخيم صحراوي في الرمال الحمراء، طريق مكة القديم", 24.602, 46.218],
      overview: [
        "West of Riyadh, beyond the Tuwaiq escarpment, the Makkah road crosses a band of soft red sand that Riyadh families have long used for weekend camping. This safari takes you there in a 4x4 for dune drives on the steep red slopes, a go at sandboarding and a camel ride, then settles in a desert majlis lit by lanterns, where hands are painted with henna. Dinner is Najdi: a generous tray of lamb kabsa, jareesh and marqooq, served with Saudi coffee flavoured with cardamom and saffron, and dates from Al Qassim.",
        "غرب الرياض، وبعد جبال طويق، يعبر طريق مكة شريطًا من الرمال الحمراء الناعمة اعتادت عائلات الرياض التخييم فيه في عطلات نهاية الأسبوع. تأخذك هذه السفاري إلى هناك بسيارة دفع رباعي للتطعيس على المنحدرات الحمراء الشديدة وتجربة التزلج على الرمال وركوب الجمال، ثم تستقر في مجلس صحراوي تضيئه الفوانيس حيث تُنقش الحناء على الأيدي. والعشاء نجدي: صينية كبسة باللحم والجريش والمرقوق، مع القهوة السعودية بالهيل والزعفران وتمر من القصيم.",
      ],
      highlights: [
        ["Dune bashing on steep red dunes beyond the Tuwaiq escarpment", "تطعيس فوق كثبان حمراء شديدة الانحدار بعد جبال طويق"],
        ["Sandboarding, camel rides and henna on the soft red sand", "التزلج وركوب الجمال ونقش الحناء على الرمال الحمراء الناعمة"],
        ["Najdi dinner of kabsa, jareesh and marqooq", "عشاء نجدي من الكبسة والجريش والمرقوق"],
        ["Saudi coffee with saffron and Qassim dates in a desert majlis", "قهوة سعودية بالزعفران وتمر القصيم في مجلس صحراوي"],
      ],
      itinerary: [
        ["Pick-up and the Makkah road", "الاستقبال وطريق مكة", "Leave Riyadh westwards and drop down the Tuwaiq escarpment.", "مغادرة الرياض غربًا والنزول عبر عقبة جبال طويق.", 60],
        ["Red sand drive", "التطعيس في الرمال الحمراء", "Tyres down and over the steepest red slopes, with a sandboarding stop.", "تخفيف ضغط الإطارات والانطلاق فوق أشد المنحدرات الحمراء مع توقف للتزلج.", 60],
        ["Crimson sunset", "غروب قرمزي", "Watch the sand turn deep crimson as the sun drops behind the dunes.", "شاهد الرمال تتحول إلى القرمزي الداكن مع غياب الشمس خلف الكثبان.", 20],
        ["Najdi dinner in the majlis", "عشاء نجدي في المجلس", "Saudi coffee and dates, then kabsa, jareesh and marqooq around the tray.", "قهوة سعودية وتمر ثم الكبسة والجريش والمرقوق حول الصينية.", 160],
        ["Back to Riyadh", "العودة إلى الرياض", "Climb back up the escarpment to your hotel in the city.", "الصعود مجددًا عبر العقبة حتى فندقك في المدينة.", 60],
      ],
    }),
  },
  "desert-safaris-morning-dunes": {
    dubai: detail({
      meet: ["Al Awir desert camp, Al Awir Road", "مخيم العوير الصحراوي، طريق العوير", 25.128, 55.581],
      overview: [
        "The dunes around Al Awir, on Dubai's eastern edge, are only half an hour from Downtown, which makes them ideal for a morning outing before the sun gets strong. You are collected early, and by the time the city traffic builds you are already out among the sand, holding on as your driver takes the 4x4 over the rolling Al Awir ridges. Afterwards there is time to learn sandboarding on a long slope, take a short camel ride and cool down with Arabic coffee, dates and water at a small shaded camp, and you are back at your hotel for lunch.",
        "لا تبعد كثبان العوير، على الطرف الشرقي لدبي، سوى نصف ساعة عن وسط المدينة، ما يجعلها مثالية لنزهة صباحية قبل اشتداد الشمس. يقلّك السائق مبكرًا، وقبل أن تزدحم شوارع المدينة تكون قد وصلت إلى الرمال، متمسكًا بمقعدك والسائق يقود سيارة الدفع الرباعي فوق تلال العوير المتموجة. بعدها يتسع الوقت لتتعلم التزلج على منحدر طويل، وتركب الجمل في جولة قصيرة، وتستريح في مخيم صغير مظلل مع القهوة العربية والتمر والماء، ثم تعود إلى فندقك قبل الغداء.",
      ],
      highlights: [
        ["Dunes just 30 minutes from Downtown Dubai", "كثبان على بعد 30 دقيقة فقط من وسط مدينة دبي"],
        ["An early start on cool sand, before the heat", "انطلاقة مبكرة على رمال باردة قبل الحر"],
        ["Sandboarding lesson on a long Al Awir slope", "درس تزلج على منحدر طويل في العوير"],
        ["Camel rides, then coffee and dates at a shaded camp", "ركوب الجمال ثم القهوة والتمر في مخيم مظلل"],
      ],
      itinerary: [
        ["Early hotel pick-up", "الاستقبال المبكر من الفندق", "Head east out of Dubai on the Al Awir road before the traffic builds.", "الانطلاق شرقًا خارج دبي على طريق العوير قبل ازدحام الشوارع.", 40],
        ["Al Awir dune drive", "التطعيس في العوير", "Thirty minutes on the rolling ridges while the sand is still cool.", "ثلاثون دقيقة فوق التلال المتموجة والرمال ما زالت باردة.", 40],
        ["Sandboarding", "التزلج على الرمال", "Your guide shows you how to stand and steer on a long slope before you try the steeper run.", "يعلّمك المرشد الوقوف والتوجيه على منحدر طويل قبل أن تجرب المنحدر الأشد.", 45],
        ["Camel ride and coffee", "ركوب الجمل والقهوة", "A short ride, then coffee, dates and cold water in the shade of the camp.", "جولة قصيرة على الجمل ثم قهوة وتمر وماء بارد في ظل المخيم.", 60],
        ["Back for lunch", "العودة قبل الغداء", "Drive back to your hotel in Dubai by late morning.", "العودة إلى فندقك في دبي قبل الظهر.", 55],
      ],
    }),
    sharjah: detail({
      meet: ["Mleiha Archaeological Centre, Mleiha National Park", "مركز مليحة للآثار، منتزه مليحة الوطني", 25.125, 55.88],
      overview: [
        "Mleiha, in Sharjah's central region, is a desert with a long memory: people have lived around Jebel Faya for more than 100,000 years, and the plain around it hides Bronze Age tombs. After an early pick-up in Sharjah you drive inland to Mleiha and out into the dunes that circle Fossil Rock, a limestone outcrop full of shells from the time this was sea floor. Between dune runs you ride a camel across the gravel flats and try sandboarding, then stop at the Mleiha Archaeological Centre for coffee and a look at the finds before the drive back.",
        "مليحة، في المنطقة الوسطى بالشارقة، صحراء ذات ذاكرة طويلة، فقد عاش الناس حول جبل الفاية منذ أكثر من مئة ألف عام، ويخفي السهل المحيط به مدافن من العصر البرونزي. بعد الاستقبال المبكر في الشارقة تنطلق إلى مليحة ثم إلى الكثبان المحيطة بالصخرة الأحفورية، وهي نتوء من الحجر الجيري مليء بالأصداف من زمن كان فيه هذا المكان قاع بحر. وبين جولات التطعيس تركب الجمل فوق السهول الحصوية وتجرب التزلج على الرمال، ثم تتوقف في مركز مليحة للآثار لتناول القهوة والاطلاع على المكتشفات قبل طريق العودة.",
      ],
      highlights: [
        ["Dune drive around Fossil Rock and its seashell fossils", "التطعيس حول الصخرة الأحفورية وأصدافها المتحجرة"],
        ["Camel rides across the Mleiha gravel plain", "ركوب الجمال فوق سهل مليحة الحصوي"],
        ["Sandboarding in the dunes of Sharjah's central region", "التزلج على رمال المنطقة الوسطى بالشارقة"],
        ["Coffee stop at the Mleiha Archaeological Centre", "استراحة قهوة في مركز مليحة للآثار"],
      ],
      itinerary: [
        ["Early pick-up in Sharjah", "الاستقبال المبكر في الشارقة", "Take the Mleiha road inland as the sun rises over the plain.", "اسلك طريق مليحة إلى الداخل والشمس تشرق فوق السهل.", 50],
        ["Fossil Rock dunes", "كثبان الصخرة الأحفورية", "Dune bashing in the sands that circle the limestone outcrop, with a stop to look for fossil shells.", "تطعيس في الرمال المحيطة بالنتوء الجيري مع توقف للبحث عن الأصداف المتحجرة.", 50],
        ["Camel ride and sandboarding", "ركوب الجمل والتزلج", "Ride across the gravel flats, then take a board down a soft slope.", "جولة على الجمل فوق السهول الحصوية ثم انزلاق على منحدر ناعم.", 45],
        ["Mleiha Archaeological Centre", "مركز مليحة للآثار", "Coffee and dates, and a look at Stone Age tools and Bronze Age finds from the site.", "قهوة وتمر ونظرة على أدوات العصر الحجري ومكتشفات العصر البرونزي من الموقع.", 40],
        ["Return to Sharjah", "العودة إلى الشارقة", "Drive back to the coast, arriving before lunch.", "العودة إلى الساحل قبل موعد الغداء.", 55],
      ],
    }),
    doha: detail({
      meet: ["Sealine dune-safari camp, south of Mesaieed", "مخيم سفاري الكثبان في سيلين، جنوب مسيعيد", 24.879, 51.523],
      overview: [
        "Khor Al Adaid, where a tongue of the Gulf reaches deep into the desert on Qatar's border with Saudi Arabia, can only be reached over the dunes, and that crossing is the adventure. From the Sealine camp your driver heads south through some of the tallest sand in the country, sliding down faces that drop like cliffs, until the Inland Sea appears below, flat and turquoise between the dunes. You swim in its warm, salty water, try sandboarding on the slopes above the shore and ride a camel before the drive back through the dunes to Sealine.",
        "لا سبيل إلى خور العديد، حيث يمتد لسان من الخليج عميقًا في الصحراء على حدود قطر مع السعودية، إلا عبر الكثبان، وهذا العبور هو المغامرة بعينها. من مخيم سيلين يتجه السائق جنوبًا عبر أعلى رمال البلاد، منزلقًا على منحدرات تهبط كالجروف، حتى يظهر البحر الداخلي في الأسفل هادئًا فيروزيًّا بين الكثبان. تسبح في مياهه الدافئة المالحة، وتجرب التزلج على المنحدرات المطلة على الشاطئ، وتركب الجمل قبل طريق العودة عبر الكثبان إلى سيلين.",
      ],
      highlights: [
        ["Dune bashing across Qatar's tallest dunes to the Inland Sea on the Saudi border", "تطعيس فوق أعلى كثبان قطر حتى البحر الداخلي على الحدود السعودية"],
        ["Swim in the warm, salty water of Khor Al Adaid", "السباحة في مياه خور العديد الدافئة المالحة"],
        ["Sandboarding on slopes above the shore", "التزلج على منحدرات تطل على الشاطئ"],
        ["Camel ride before the drive back to Sealine", "ركوب الجمال قبل العودة إلى سيلين"],
      ],
      itinerary: [
        ["Pick-up and drive to Sealine", "الاستقبال والتوجه إلى سيلين", "Leave Doha early and drive south past Mesaieed to the Sealine camp.", "مغادرة الدوحة مبكرًا والتوجه جنوبًا مرورًا بمسيعيد إلى مخيم سيلين.", 55],
        ["Crossing the big dunes", "عبور الكثبان الكبيرة", "Tyres are let down and the 4x4 heads south over the tallest dunes in Qatar.", "يُخفَّف ضغط الإطارات وتتجه السيارة جنوبًا فوق أعلى كثبان قطر.", 45],
        ["Khor Al Adaid", "خور العديد", "Swim in the Inland Sea, sandboard above the shore and ride a camel.", "السباحة في البحر الداخلي والتزلج فوق الشاطئ وركوب الجمل.", 80],
        ["Back through the dunes", "العودة عبر الكثبان", "A different route back to Sealine and on to your hotel in Doha.", "طريق مختلف للعودة إلى سيلين ثم إلى فندقك في الدوحة.", 60],
      ],
    }),
  },
  "desert-safaris-overnight-camp": {
    dubai: detail({
      meet: ["Camp in the Al Marmoom Desert Conservation Reserve, Al Qudra Road", "مخيم في محمية المرموم الصحراوية، طريق القدرة", 24.812, 55.365],
      overview: [
        "Al Marmoom is Dubai's largest unfenced reserve, a landscape of dunes, ghaf trees and desert lakes south of the city where light pollution is low enough for the Milky Way on clear winter nights. After pick-up you drive out along the Al Qudra road and into the reserve for a gentle sunset drive, keeping an eye out for Arabian gazelles and oryx. At camp, dinner is slow-cooked over the fire, then a guide sets up a telescope for Saturn's rings and the Moon's craters. You sleep in a furnished Bedouin-style tent and wake to sunrise over the ghaf trees before breakfast and the drive back.",
        "المرموم أكبر محمية مفتوحة في دبي، بكثبانها وأشجار الغاف وبحيراتها الصحراوية جنوب المدينة، حيث يقل التلوث الضوئي بما يكفي لرؤية درب التبانة في ليالي الشتاء الصافية. بعد الاستقبال تنطلق على طريق القدرة ثم إلى داخل المحمية في جولة هادئة عند الغروب، مع مراقبة الغزلان العربية والمها. وفي المخيم يُطهى العشاء على مهل فوق النار، ثم ينصب المرشد التلسكوب لرؤية حلقات زحل وفوهات القمر. تنام في خيمة مجهزة على الطراز البدوي وتستيقظ على شروق الشمس فوق أشجار الغاف قبل الفطور وطريق العودة.",
      ],
      highlights: [
        ["A night in Al Marmoom, Dubai's largest unfenced reserve", "ليلة في المرموم، أكبر محمية مفتوحة في دبي"],
        ["Sunset drive past ghaf trees and desert lakes", "جولة غروب بين أشجار الغاف والبحيرات الصحراوية"],
        ["Telescope session: Saturn's rings and lunar craters", "جلسة تلسكوب: حلقات زحل وفوهات القمر"],
        ["Sunrise over the dunes and breakfast in camp", "الشروق فوق الكثبان والفطور في المخيم"],
      ],
      itinerary: [
        ["Afternoon pick-up", "الاستقبال بعد الظهر", "Drive south from your hotel along the Al Qudra road to the reserve.", "الانطلاق جنوبًا من فندقك على طريق القدرة نحو المحمية.", 60],
        ["Sunset in the reserve", "الغروب في المحمية", "A slow drive among ghaf trees and lakes, watching for gazelles and oryx.", "جولة هادئة بين أشجار الغاف والبحيرات مع مراقبة الغزلان والمها.", 90],
        ["Fire-cooked dinner", "عشاء على النار", "Lamb ouzi, grilled vegetables and bread from the saj in the majlis.", "أوزي لحم وخضار مشوية وخبز صاج في المجلس.", 120],
        ["Telescope under dark skies", "التلسكوب تحت سماء مظلمة", "Saturn, Jupiter's moons and the Milky Way with an astronomy guide.", "زحل وأقمار المشتري ودرب التبانة مع مرشد فلكي.", 90],
        ["Night in a Bedouin tent", "ليلة في خيمة بدوية", "Sleep in a furnished tent in the quiet of the reserve.", "النوم في خيمة مجهزة في هدوء المحمية.", 540],
        ["Sunrise and the drive back", "الشروق والعودة", "Watch the sun rise over the ghaf trees, have breakfast and return to Dubai.", "شاهد الشمس تشرق فوق أشجار الغاف، ثم الفطور والعودة إلى دبي.", 180],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Desert camp near Moreeb Dune, Liwa", "مخيم صحراوي قرب تل مرعب، ليوا", 23.001, 54.069],
      overview: [
        "Liwa is where the UAE meets the Empty Quarter, the largest sand sea on earth, and Moreeb Dune rises some 300 metres above the salt flats at its edge. The drive from Abu Dhabi takes you through the Liwa crescent of date farms before the camp comes into view below the great dune. Late in the afternoon you drive the peach-coloured ridges for sunset, then gather by the fire for harees, machboos and grilled lamb while the silence of the Rub' al Khali settles around you. After a night in a furnished tent, you watch the first light run down the face of Moreeb before breakfast and the drive back.",
        "ليوا هي بوابة الإمارات إلى الربع الخالي، أكبر بحر رمال على وجه الأرض، وفيها يرتفع تل مرعب نحو 300 متر فوق السباخ عند أطرافه. تمر في الطريق من أبوظبي بهلال ليوا ومزارع نخيله قبل أن يظهر المخيم أسفل الكثيب العظيم. وفي آخر العصر تنطلق فوق التلال ذات اللون الخوخي لمشاهدة الغروب، ثم تجتمع حول النار على الهريس والمجبوس ولحم الغنم المشوي، وسكون الربع الخالي يحيط بك. وبعد ليلة في خيمة مجهزة تشاهد أول ضوء ينساب على واجهة تل مرعب قبل الفطور وطريق العودة.",
      ],
      highlights: [
        ["Camp at the foot of Moreeb, one of the world's tallest dunes", "مخيم عند سفح تل مرعب، من أعلى الكثبان في العالم"],
        ["The Empty Quarter's peach-coloured sand at sunset", "رمال الربع الخالي الخوخية عند الغروب"],
        ["Harees, machboos and grilled lamb by the fire", "الهريس والمجبوس ولحم الغنم المشوي حول النار"],
        ["A drive through the Liwa crescent of date farms", "الطريق عبر هلال ليوا ومزارع النخيل"],
      ],
      itinerary: [
        ["Drive to Liwa", "الطريق إلى ليوا", "Head south-west from Abu Dhabi through Madinat Zayed and the Liwa date farms.", "الانطلاق جنوبًا غربًا من أبوظبي مرورًا بمدينة زايد ومزارع نخيل ليوا.", 180],
        ["Moreeb sunset drive", "جولة الغروب في تل مرعب", "Drive the ridges around Moreeb Dune as the sand turns gold and then pink.", "التطعيس فوق التلال المحيطة بتل مرعب والرمال تتلون بالذهبي ثم الوردي.", 75],
        ["Emirati dinner by the fire", "عشاء إماراتي حول النار", "Harees, machboos and grilled lamb, with stars appearing over the Empty Quarter.", "الهريس والمجبوس ولحم الغنم المشوي والنجوم تظهر فوق الربع الخالي.", 120],
        ["Stargazing", "رصد النجوم", "A guide and telescope under one of the darkest skies in the UAE.", "مرشد وتلسكوب تحت واحدة من أحلك السماوات في الإمارات.", 60],
        ["Night below the dune", "ليلة أسفل الكثيب", "Sleep in a furnished tent in total silence.", "النوم في خيمة مجهزة وسط سكون تام.", 465],
        ["Sunrise on Moreeb and return", "الشروق على تل مرعب والعودة", "Breakfast as the first light runs down the dune, then the drive back to Abu Dhabi.", "الفطور مع أول ضوء ينساب على الكثيب ثم العودة إلى أبوظبي.", 180],
      ],
    }),
    muscat: detail({
      meet: ["Hotel pick-up in Qurum and Al Khuwair", "الاستقبال من الفنادق في القرم والخوير", 23.611, 58.478],
      overview: [
        "The Sharqiyah Sands, still called Wahiba by most Omanis, lie about three hours from Muscat: a sea of orange dunes where Bedouin families keep camels and goats. Your driver collects you in Muscat, and the road crosses the Hajar mountains and passes Ibra before you leave the tarmac at Bidiyah. After a visit to a Bedouin family for coffee and dates, you climb a dune for sunset, then eat Omani dishes under the stars: chicken qabooli, lentil soup and fresh fruit. You sleep in a camp among the dunes and watch the sand turn red at dawn.",
        "على بعد نحو ثلاث ساعات من مسقط تمتد رمال الشرقية، التي ما زال معظم العمانيين يسمونها رمال وهيبة، بحرًا من الكثبان البرتقالية تربي فيه العائلات البدوية الإبل والماعز. يقلّك السائق من مسقط، ويعبر الطريق جبال الحجر ويمر بإبراء قبل أن تترك الطريق المعبّد عند بدية. وبعد زيارة عائلة بدوية لتناول القهوة والتمر، تصعد أحد الكثبان لمشاهدة الغروب، ثم تتناول أطباقًا عمانية تحت النجوم: قبولي الدجاج وشوربة العدس والفاكهة الطازجة. تنام في مخيم بين الكثبان وتشاهد الرمال تحمرّ عند الفجر.",
      ],
      highlights: [
        ["Orange dunes of the Sharqiyah (Wahiba) Sands", "الكثبان البرتقالية في رمال الشرقية (وهيبة)"],
        ["Coffee and dates with a Bedouin family", "القهوة والتمر مع عائلة بدوية"],
        ["Omani dinner of chicken qabooli under the stars", "عشاء عماني من قبولي الدجاج تحت النجوم"],
        ["Dawn over the dunes, three hours from Muscat", "الفجر فوق الكثبان على بعد ثلاث ساعات من مسقط"],
      ],
      itinerary: [
        ["Across the Hajar", "عبر جبال الحجر", "Leave Muscat after lunch and cross the mountains towards Ibra.", "مغادرة مسقط بعد الغداء وعبور الجبال نحو إبراء.", 150],
        ["Into the sands at Bidiyah", "إلى الرمال عند بدية", "Tyres down at Bidiyah and a drive to a Bedouin family's home for coffee.", "تخفيف ضغط الإطارات في بدية والتوجه إلى بيت عائلة بدوية لتناول القهوة.", 60],
        ["Sunset on the dunes", "الغروب على الكثبان", "Climb a high dune as the sand turns from orange to red.", "اصعد كثيبًا عاليًا والرمال تتحول من البرتقالي إلى الأحمر.", 45],
        ["Dinner and the night sky", "العشاء وسماء الليل", "Chicken qabooli, lentil soup and fruit, then stars far from any town.", "قبولي الدجاج وشوربة العدس والفاكهة، ثم النجوم بعيدًا عن أي مدينة.", 150],
        ["Night in camp", "ليلة في المخيم", "Sleep in a tent among the dunes.", "النوم في خيمة بين الكثبان.", 465],
        ["Dawn and return to Muscat", "الفجر والعودة إلى مسقط", "Breakfast at sunrise, then the drive back across the Hajar.", "الفطور مع الشروق ثم طريق العودة عبر جبال الحجر.", 210],
      ],
    }),
    doha: detail({
      meet: ["Khor Al Adaid beach camp, reached by 4x4 from Sealine", "مخيم شاطئ خور العديد، يُوصَل إليه بسيارة دفع رباعي من سيلين", 24.625, 51.375],
      overview: [
        "On the shore of Khor Al Adaid there are no roads, no buildings and, after dark, almost no lights except the camp's lanterns and, across the water, a faint glow from the Saudi side. This overnight trip crosses the dunes from Sealine in the late afternoon, with a sunset run on the ridges above the Inland Sea. In camp you swim in the warm lagoon, eat grilled hammour, chicken and machboos by the fire and sleep in a tent a few steps from the water. At sunrise there is time for another dune drive and a swim before breakfast and the crossing back.",
        "على شاطئ خور العديد لا طرق ولا مبانٍ، وبعد حلول الظلام لا أضواء تقريبًا سوى فوانيس المخيم ووهج خافت من الجانب السعودي عبر الماء. تعبر هذه الرحلة الليلية الكثبان من سيلين بعد العصر، مع جولة غروب فوق التلال المطلة على البحر الداخلي. وفي المخيم تسبح في البحيرة الدافئة، وتتناول الهامور المشوي والدجاج والمجبوس حول النار، وتنام في خيمة على بعد خطوات من الماء. ومع الشروق يتسع الوقت لجولة تطعيس أخرى وسباحة قبل الفطور وطريق العودة.",
      ],
      highlights: [
        ["A night on the shore of the Inland Sea", "ليلة على شاطئ البحر الداخلي"],
        ["Sunset and sunrise dune drives above Khor Al Adaid", "جولات تطعيس عند الغروب والشروق فوق خور العديد"],
        ["Grilled hammour and machboos by the fire", "هامور مشوي ومجبوس حول النار"],
        ["Tents a few steps from the lagoon", "خيام على بعد خطوات من البحيرة"],
      ],
      itinerary: [
        ["Pick-up and Sealine", "الاستقبال وسيلين", "Drive south from Doha to Sealine, where the tyres are let down.", "التوجه جنوبًا من الدوحة إلى سيلين حيث يُخفَّف ضغط الإطارات.", 75],
        ["Dune crossing at sunset", "عبور الكثبان عند الغروب", "Cross the big dunes to the Inland Sea as the sun goes down.", "عبور الكثبان الكبيرة إلى البحر الداخلي مع غروب الشمس.", 75],
        ["Swim, dinner and campfire", "سباحة وعشاء ونار المخيم", "A swim in the lagoon, then grilled hammour, chicken and machboos.", "سباحة في البحيرة ثم هامور ودجاج مشوي ومجبوس.", 180],
        ["Night by the water", "ليلة بجوار الماء", "Sleep in your tent with the Inland Sea a few steps away.", "النوم في خيمتك والبحر الداخلي على بعد خطوات.", 510],
        ["Sunrise run and return", "جولة الشروق والعودة", "A morning dune drive and swim, breakfast, then back through the dunes to Doha.", "جولة تطعيس صباحية وسباحة ثم الفطور والعودة عبر الكثبان إلى الدوحة.", 240],
      ],
    }),
    riyadh: detail({
      meet: ["Camp on the Edge of the World plateau, Jebel Fihrayn", "مخيم على هضبة حافة العالم، جبل فهرين", 24.938, 45.994],
      overview: [
        "Jebel Fihrayn, better known as the Edge of the World, is a section of the Tuwaiq escarpment where the plateau ends in a sheer drop of several hundred metres to an ancient caravan plain. The last stretch from Riyadh runs off-road along a dry wadi, then up onto the cliffs in time for sunset, when the layered rock turns orange and the plain below disappears into haze. Camp is set back from the edge: a Najdi dinner of kabsa and grilled chicken, Saudi coffee by the fire and a night under a huge sky. Sunrise from the rim is the reward for an early start before the drive back.",
        "جبل فهرين، المعروف بحافة العالم، جزء من جرف طويق تنتهي فيه الهضبة بانحدار حاد يبلغ مئات الأمتار نحو سهل كانت تعبره القوافل قديمًا. يمر الجزء الأخير من الطريق من الرياض بين الرمال والحصى في وادٍ جاف، ثم يصعد إلى الجروف قبيل الغروب، حين تتلون طبقات الصخر بالبرتقالي ويختفي السهل في الأسفل وسط الضباب. ويُقام المخيم بعيدًا عن الحافة: عشاء نجدي من الكبسة والدجاج المشوي، وقهوة سعودية حول النار، وليلة تحت سماء فسيحة. ومكافأة الاستيقاظ المبكر شروق الشمس من فوق الحافة قبل طريق العودة.",
      ],
      highlights: [
        ["Sunset from the cliffs of Jebel Fihrayn", "الغروب من جروف جبل فهرين"],
        ["An off-road approach along a dry wadi", "طريق وعر عبر وادٍ جاف"],
        ["Najdi kabsa and Saudi coffee around the fire", "كبسة نجدية وقهوة سعودية حول النار"],
        ["Sunrise over the old caravan plain", "الشروق فوق سهل القوافل القديم"],
      ],
      itinerary: [
        ["Pick-up and the Salbukh road", "الاستقبال وطريق صلبوخ", "Leave Riyadh on the Salbukh road, then follow a dry wadi off-road to the plateau.", "مغادرة الرياض على طريق صلبوخ ثم سلوك وادٍ جاف بطريق وعر حتى الهضبة.", 120],
        ["Sunset at the edge", "الغروب عند الحافة", "Walk along the rim as the escarpment glows orange.", "المشي على طول الحافة والجرف يتوهج بالبرتقالي.", 75],
        ["Najdi dinner", "عشاء نجدي", "Kabsa, grilled chicken and Saudi coffee in camp.", "كبسة ودجاج مشوي وقهوة سعودية في المخيم.", 135],
        ["Night on the plateau", "ليلة على الهضبة", "Sleep in a tent set back from the cliffs under a wide sky.", "النوم في خيمة بعيدة عن الجروف تحت سماء فسيحة.", 510],
        ["Sunrise from the rim and return", "الشروق من الحافة والعودة", "Watch the plain light up, then breakfast and the drive back to Riyadh.", "شاهد السهل يضيء ثم الفطور والعودة إلى الرياض.", 240],
      ],
    }),
    alula: detail({
      meet: ["Canyon camp among the Gharameel rocks, north of AlUla town", "مخيم بين صخور الغراميل شمال مدينة العُلا", 26.9, 37.95],
      overview: [
        "AlUla's valleys are walled by sandstone that the wind has carved into towers, arches and mushroom shapes, and at Gharameel, north of the town, those rocks stand in silhouette against one of the clearest night skies in Arabia. This overnight trip brings you to a canyon camp in the late afternoon for a walk among the formations as they glow red at sunset. Dinner is served by a rock wall: lamb mandi, salads and AlUla dates, followed by a guided night-sky talk with a telescope and a laser pointer. In the morning, breakfast is laid out while the cliffs turn from grey to gold.",
        "تحيط بأودية العُلا صخور رملية نحتتها الرياح على هيئة أبراج وأقواس وأشكال تشبه الفطر، وفي الغراميل شمال المدينة تنتصب هذه الصخور ظلالًا سوداء أمام واحدة من أصفى سماوات الجزيرة العربية ليلًا. تصل بك هذه الرحلة إلى مخيم بين الأودية بعد العصر، لتتجول بين التكوينات الصخرية وهي تتوهج بالأحمر عند الغروب. ويُقدَّم العشاء بجوار جدار صخري: مندي باللحم وسلطات وتمر العُلا، تليه جلسة فلكية مع مرشد يستخدم التلسكوب ومؤشر الليزر. وفي الصباح يُقدَّم الفطور والجروف تتحول من الرمادي إلى الذهبي.",
      ],
      highlights: [
        ["Sunset walk among the Gharameel rock formations", "جولة مشي عند الغروب بين صخور الغراميل"],
        ["Mandi dinner beside a sandstone wall", "عشاء مندي بجوار جدار من الصخر الرملي"],
        ["Night-sky talk with a telescope in a dark-sky area", "جلسة فلكية بالتلسكوب في منطقة سماؤها مظلمة"],
        ["Breakfast as the cliffs turn gold", "الفطور والجروف تتلون بالذهبي"],
      ],
      itinerary: [
        ["Pick-up in AlUla", "الاستقبال في العُلا", "Drive north from your hotel past the old town towards Gharameel.", "الانطلاق شمالًا من فندقك مرورًا بالبلدة القديمة نحو الغراميل.", 60],
        ["Sunset among the rocks", "الغروب بين الصخور", "Walk between the towers and arches as they turn red.", "تجوّل بين الأبراج والأقواس الصخرية وهي تتلون بالأحمر.", 90],
        ["Dinner by the canyon wall", "العشاء بجوار جدار الوادي", "Lamb mandi, salads and AlUla dates by lantern light.", "مندي باللحم وسلطات وتمر العُلا على ضوء الفوانيس.", 120],
        ["Guided night sky", "جولة في سماء الليل", "Constellations, planets and the Milky Way through a telescope.", "الأبراج والكواكب ودرب التبانة عبر التلسكوب.", 75],
        ["Night in camp", "ليلة في المخيم", "Sleep in a tent sheltered by the rocks.", "النوم في خيمة تحتمي بالصخور.", 495],
        ["Golden morning and return", "صباح ذهبي والعودة", "Breakfast as the cliffs light up, then the drive back to town.", "الفطور والجروف تضيء ثم العودة إلى المدينة.", 240],
      ],
    }),
  },
};
