// Wellness, city by city: each hammam's own ritual, each yoga morning's own dunes, each retreat's own camp.
import { detail, type LocalDetails } from "./detail.ts";

export const WELLNESS_DETAILS: LocalDetails = {
  "wellness-hammam-spa-ritual": {
    dubai: detail({
      meet: ["Hammam spa reception, Jumeirah Beach Road", "استقبال سبا الحمام، شارع شاطئ جميرا", 25.211, 55.244],
      overview: [
        "This hammam, in a spa off Jumeirah Beach Road, is built like the bathhouses of Marrakech, with a domed marble steam room lit through star-shaped openings in the roof. The ritual begins on the warm marble slab with black olive soap, followed by a vigorous scrub with the kessa mitt that leaves your skin new, then a rhassoul clay wrap and a rinse of rose water. You finish in the lounge with mint tea poured from a height, Moroccan style, and a plate of dates.",
        "بُني هذا الحمام، في سبا قرب شارع شاطئ جميرا، على طراز حمامات مراكش، بغرفة بخار رخامية مقببة يدخلها الضوء من فتحات على شكل نجوم في السقف. تبدأ الطقوس على بلاطة الرخام الدافئة بالصابون الأسود المصنوع من الزيتون، ثم تقشير قوي بالكيس يجدد بشرتك، فلفافة من طين الغاسول وشطف بماء الورد. وتختم في الاستراحة بشاي النعناع يُصب من علو على الطريقة المغربية مع طبق من التمر.",
      ],
      highlights: [
        ["A domed marble steam room lit by star-shaped openings", "غرفة بخار رخامية مقببة تضيئها فتحات على شكل نجوم"],
        ["Black soap and a kessa scrub on the warm slab", "الصابون الأسود والتقشير بالكيس على البلاطة الدافئة"],
        ["Rhassoul clay and a rose-water rinse", "طين الغاسول وشطف بماء الورد"],
        ["Mint tea poured Moroccan style", "شاي النعناع يُصب على الطريقة المغربية"],
      ],
      itinerary: [
        [
          "Robe and consultation",
          "الرداء والاستشارة",
          "Change at the Jumeirah spa and talk through any sensitivities.",
          "بدّل ملابسك في سبا جميرا وتحدث عن أي حساسية لديك.",
          15,
        ],
        [
          "Marble slab and kessa",
          "البلاطة الرخامية والكيس",
          "Steam under the star-lit dome, then the black-soap scrub.",
          "بخار تحت القبة المضاءة بالنجوم ثم التقشير بالصابون الأسود.",
          40,
        ],
        [
          "Rhassoul and massage",
          "الغاسول والتدليك",
          "The clay wrap, the rose-water rinse and an oil massage.",
          "لفافة الطين والشطف بماء الورد وتدليك بالزيت.",
          50,
        ],
        [
          "Moroccan mint tea",
          "شاي النعناع المغربي",
          "Rest in the lounge with tea and dates.",
          "استرخِ في الاستراحة مع الشاي والتمر.",
          15,
        ],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Beach resort spa reception, Saadiyat Beach", "استقبال سبا المنتجع الشاطئي، شاطئ السعديات", 24.545, 54.43],
      overview: [
        "Saadiyat Beach's resorts sit behind protected dunes where hawksbill turtles nest, and the spa here pairs a marble hammam with the sea on the doorstep. After the steam and a scrub with black soap, your therapist applies a mask of rhassoul clay scented with rose, then gives you a massage with warm argan oil in a treatment room facing the Gulf. The ticket includes the resort's beach for the rest of the day, so you can walk down to the water once the treatment is over.",
        "تقع منتجعات شاطئ السعديات خلف كثبان محمية تعشش فيها السلاحف صقرية المنقار، ويجمع السبا هنا بين حمام رخامي والبحر على بعد خطوات. بعد البخار والتقشير بالصابون الأسود، يضع المعالج قناعًا من طين الغاسول المعطر بالورد، ثم يدلّكك بزيت الأركان الدافئ في غرفة علاج تطل على الخليج. وتشمل التذكرة شاطئ المنتجع بقية اليوم، فيمكنك النزول إلى الماء بعد انتهاء العلاج.",
      ],
      highlights: [
        ["A marble hammam steps from Saadiyat Beach", "حمام رخامي على بعد خطوات من شاطئ السعديات"],
        [
          "A rhassoul clay mask and an argan oil massage facing the Gulf",
          "قناع من طين الغاسول وتدليك بزيت الأركان مواجهًا الخليج",
        ],
        ["Dunes where hawksbill turtles nest", "كثبان تعشش فيها السلاحف صقرية المنقار"],
        ["The resort's beach for the rest of the day", "شاطئ المنتجع بقية اليوم"],
      ],
      itinerary: [
        [
          "Arrival at the spa",
          "الوصول إلى السبا",
          "Check in at the spa reception and change into your robe.",
          "سجّل وصولك في استقبال السبا وارتدِ رداءك.",
          15,
        ],
        [
          "Hammam",
          "الحمام",
          "Steam and a black-soap scrub on the marble.",
          "البخار والتقشير بالصابون الأسود على الرخام.",
          40,
        ],
        [
          "Massage facing the Gulf",
          "تدليك مواجه للخليج",
          "Rose-scented clay, then an argan oil massage facing the sea.",
          "طين معطر بالورد ثم تدليك بزيت الأركان مواجهًا البحر.",
          50,
        ],
        [
          "Down to the beach",
          "إلى الشاطئ",
          "Relax in the lounge, then walk down to the sand.",
          "استرخِ في الاستراحة ثم انزل إلى الرمال.",
          15,
        ],
      ],
    }),
    muscat: detail({
      meet: ["Resort spa reception, Shatti Al Qurum", "استقبال سبا المنتجع، شاطئ القرم", 23.617, 58.465],
      overview: [
        "Frankincense has been burned, worn and used as medicine in Oman for thousands of years, and this ritual in a spa on Shatti Al Qurum uses the resin from Dhofar throughout. You begin in the steam room with frankincense smoke, then a scrub with black soap and frankincense oil and a mask of rhassoul clay mixed with ground frankincense, followed by a massage with a blend of frankincense and rose oil from Jebel Akhdar. The session ends with frankincense water to drink, as Omani grandmothers recommend, and a view over the Sea of Oman.",
        "يُحرق اللبان ويُتعطر به ويُتداوى به في عُمان منذ آلاف السنين، ويعتمد هذا الطقس في سبا على شاطئ القرم على لبان ظفار في كل مراحله. تبدأ في غرفة البخار مع دخان اللبان، ثم تقشير بالصابون الأسود وزيت اللبان وقناع من طين الغاسول الممزوج باللبان المطحون، يليه تدليك بخليط من زيت اللبان وزيت الورد من الجبل الأخضر. وتنتهي الجلسة بماء اللبان للشرب، كما توصي الجدات العمانيات، وإطلالة على بحر عُمان.",
      ],
      highlights: [
        ["Dhofar frankincense in every step of the ritual", "لبان ظفار في كل مراحل الطقس"],
        [
          "Black soap and a rhassoul clay mask blended with frankincense",
          "الصابون الأسود وقناع من طين الغاسول الممزوج باللبان",
        ],
        ["A massage with Jebel Akhdar rose oil", "تدليك بزيت الورد من الجبل الأخضر"],
        ["Frankincense water and a view of the Sea of Oman", "ماء اللبان وإطلالة على بحر عُمان"],
      ],
      itinerary: [
        [
          "Welcome with frankincense",
          "الترحيب باللبان",
          "A burner of frankincense and a consultation at the spa.",
          "مبخرة لبان واستشارة في السبا.",
          15,
        ],
        [
          "Steam, scrub and clay",
          "البخار والتقشير والطين",
          "Frankincense steam, the black-soap scrub and the frankincense clay mask.",
          "بخار اللبان ثم التقشير بالصابون الأسود وقناع الطين باللبان.",
          40,
        ],
        [
          "Rose and frankincense massage",
          "تدليك بالورد واللبان",
          "A full massage with the Jebel Akhdar blend.",
          "تدليك كامل بخلطة الجبل الأخضر.",
          50,
        ],
        [
          "Frankincense water",
          "ماء اللبان",
          "Rest with a glass of frankincense water by the sea.",
          "استرخِ مع كأس من ماء اللبان بجوار البحر.",
          15,
        ],
      ],
    }),
    doha: detail({
      meet: [
        "Hammam spa reception, Porto Arabia, The Pearl-Qatar",
        "استقبال سبا الحمام، بورتو أرابيا، اللؤلؤة قطر",
        25.369,
        51.55,
      ],
      overview: [
        "This hammam on The Pearl-Qatar follows the Turkish and Moroccan traditions, with separate women's and men's sections, each built around a heated marble platform. You start with steam, black soap and a foam wash, your therapist raising clouds of soap bubbles with a cotton bag, then a full kessa scrub and a mask of rhassoul clay. A rose-oil massage follows in a quiet room above the Porto Arabia marina, and you finish with fruit and Arabic coffee before stepping back out to the waterfront cafés.",
        "يتبع هذا الحمام في اللؤلؤة قطر التقليدين التركي والمغربي، بقسمين منفصلين للسيدات والرجال تتوسط كلًّا منهما بلاطة رخامية ساخنة. تبدأ بالبخار والصابون الأسود وغسل بالرغوة، حيث يرفع المعالج سحبًا من فقاعات الصابون بكيس قطني، ثم تقشير كامل بالكيس وقناع من طين الغاسول. يلي ذلك تدليك بزيت الورد في غرفة هادئة تطل على مرسى بورتو أرابيا، وتختم بالفاكهة والقهوة العربية قبل أن تعود إلى مقاهي الواجهة البحرية.",
      ],
      highlights: [
        ["Separate women's and men's hammams", "حمامان منفصلان للسيدات والرجال"],
        [
          "A foam wash under clouds of soap, a kessa scrub and a rhassoul clay mask",
          "غسل بالرغوة تحت سحب الصابون وتقشير بالكيس وقناع من طين الغاسول",
        ],
        ["A rose-oil massage above the Porto Arabia marina", "تدليك بزيت الورد فوق مرسى بورتو أرابيا"],
        ["The waterfront cafés of The Pearl on your doorstep", "مقاهي الواجهة البحرية في اللؤلؤة على بعد خطوات"],
      ],
      itinerary: [
        [
          "Check-in at Porto Arabia",
          "التسجيل في بورتو أرابيا",
          "Change and meet your therapist.",
          "بدّل ملابسك وتعرّف على معالجك.",
          15,
        ],
        [
          "Steam and foam",
          "البخار والرغوة",
          "Heat on the marble, then the foam wash and scrub.",
          "الحرارة على الرخام ثم الغسل بالرغوة والتقشير.",
          40,
        ],
        [
          "Rose-oil massage",
          "التدليك بزيت الورد",
          "A massage in a room above the marina.",
          "تدليك في غرفة فوق المرسى.",
          50,
        ],
        [
          "Fruit and coffee",
          "الفاكهة والقهوة",
          "Rest with fruit and Arabic coffee.",
          "استرخِ مع الفاكهة والقهوة العربية.",
          15,
        ],
      ],
    }),
    riyadh: detail({
      meet: ["Hotel spa reception, Olaya", "استقبال سبا الفندق، العليا", 24.692, 46.685],
      overview: [
        "In a hotel spa in Olaya, this ritual pairs a warm hammam with oud, the agarwood oil that scents Saudi homes, majlises and mosques. After time in the steam room, a scrub with black soap and a mask of rhassoul clay, your therapist gives you a slow massage with oil infused with oud and rose, its smoky scent staying with you for the rest of the day. The session ends in the relaxation lounge with Saudi coffee, dates and a burner of oud chips passed around.",
        "في سبا أحد فنادق العليا يجمع هذا الطقس بين حمام دافئ ودهن العود الذي تتعطر به البيوت والمجالس والمساجد في المملكة. بعد وقت في غرفة البخار وتقشير بالصابون الأسود وقناع من طين الغاسول، يدلّكك المعالج ببطء بزيت ممزوج بالعود والورد تبقى رائحته المدخنة معك بقية اليوم. وتنتهي الجلسة في الاستراحة بالقهوة السعودية والتمر ومبخرة عود تدور على الحضور.",
      ],
      highlights: [
        ["An oud and rose oil massage", "تدليك بدهن العود والورد"],
        [
          "A warm hammam, a black-soap scrub and a rhassoul clay mask",
          "حمام دافئ وتقشير بالصابون الأسود وقناع من طين الغاسول",
        ],
        ["A hotel spa in the heart of Olaya", "سبا فندق في قلب العليا"],
        ["Saudi coffee, dates and an oud burner", "القهوة السعودية والتمر ومبخرة العود"],
      ],
      itinerary: [
        [
          "Welcome in Olaya",
          "الترحيب في العليا",
          "Check in at the spa and choose your oil blend.",
          "سجّل وصولك في السبا واختر خلطة الزيت.",
          15,
        ],
        [
          "Steam and scrub",
          "البخار والتقشير",
          "The hammam and a black-soap scrub.",
          "الحمام والتقشير بالصابون الأسود.",
          40,
        ],
        ["Oud massage", "تدليك العود", "A slow massage with oud and rose oil.", "تدليك هادئ بدهن العود والورد.", 50],
        [
          "Coffee and oud smoke",
          "القهوة ودخان العود",
          "Saudi coffee and dates as the oud burner goes round.",
          "القهوة السعودية والتمر والمبخرة تدور.",
          15,
        ],
      ],
    }),
    jeddah: detail({
      meet: [
        "Corniche hotel spa reception, North Corniche",
        "استقبال سبا فندق الكورنيش، الكورنيش الشمالي",
        21.6,
        39.11,
      ],
      overview: [
        "On Jeddah's north Corniche, this spa uses what the Red Sea gives: salt harvested from its shore, mixed with oils and worked into the black-soap scrub, which leaves skin smooth and glowing. The ritual begins in the steam room of the hammam, then the salt scrub, a mask of rhassoul clay and a rinse, followed by a massage in a room looking out over the sea. You end on the terrace with hibiscus tea as the boats come and go along the Corniche.",
        "على الكورنيش الشمالي في جدة يستخدم هذا السبا ما يجود به البحر الأحمر: ملحًا يُجمع من شاطئه ويُمزج بالزيوت ويُضاف إلى التقشير بالصابون الأسود فيترك البشرة ناعمة مشرقة. تبدأ الطقوس في غرفة البخار بالحمام، ثم التقشير بالملح وقناع من طين الغاسول والشطف، يليها تدليك في غرفة تطل على البحر. وتختم على الشرفة بشاي الكركديه والقوارب تروح وتجيء على امتداد الكورنيش.",
      ],
      highlights: [
        [
          "A black-soap scrub with Red Sea salt, then a rhassoul clay mask",
          "تقشير بالصابون الأسود وملح البحر الأحمر ثم قناع من طين الغاسول",
        ],
        ["A sea-view massage on the north Corniche", "تدليك مطل على البحر في الكورنيش الشمالي"],
        ["Steam in a marble hammam", "بخار في حمام رخامي"],
        ["Hibiscus tea on the terrace", "شاي الكركديه على الشرفة"],
      ],
      itinerary: [
        [
          "Arrival on the Corniche",
          "الوصول إلى الكورنيش",
          "Check in at the spa and change.",
          "سجّل وصولك في السبا وبدّل ملابسك.",
          15,
        ],
        [
          "Steam, salt and clay",
          "البخار والملح والطين",
          "Hammam steam, the Red Sea salt scrub, then the clay mask.",
          "بخار الحمام ثم التقشير بملح البحر الأحمر فقناع الطين.",
          40,
        ],
        [
          "Massage by the sea",
          "تدليك بجوار البحر",
          "A massage in a room facing the Red Sea.",
          "تدليك في غرفة تطل على البحر الأحمر.",
          50,
        ],
        [
          "Hibiscus on the terrace",
          "الكركديه على الشرفة",
          "Tea on the terrace overlooking the Corniche.",
          "الشاي على الشرفة المطلة على الكورنيش.",
          15,
        ],
      ],
    }),
  },
  "wellness-sunrise-desert-yoga": {
    dubai: detail({
      meet: ["Desert camp by the Al Qudra Lakes", "مخيم صحراوي عند بحيرات القدرة", 24.837, 55.375],
      overview: [
        "The Al Qudra Lakes are a string of man-made lakes in the desert south of Dubai, ringed by ghaf trees and visited by swans, flamingos and herons. You are collected before dawn and driven out along the Al Qudra road to a camp on the dunes above the water, where mats face the eastern horizon. As the sun rises your instructor leads an all-levels flow and breathwork, followed by a sound-bowl meditation, and breakfast is served by the lakes as the birds come in to feed.",
        "بحيرات القدرة سلسلة من البحيرات الاصطناعية في الصحراء جنوب دبي، تحيط بها أشجار الغاف وتزورها طيور البجع والفلامنغو والبلشون. يقلّك السائق قبل الفجر وينطلق على طريق القدرة إلى مخيم على الكثبان فوق الماء، حيث تُفرش الحصائر مواجهة للأفق الشرقي. ومع شروق الشمس يقود المدرب جلسة انسيابية تناسب كل المستويات وتمارين تنفس، يليها تأمل بالأوعية الصوتية، ثم يُقدَّم الفطور عند البحيرات والطيور تقبل لتتغذى.",
      ],
      highlights: [
        ["Yoga on the dunes above the Al Qudra Lakes", "اليوغا على الكثبان فوق بحيرات القدرة"],
        ["Swans, flamingos and herons at sunrise", "البجع والفلامنغو والبلشون مع الشروق"],
        ["A sound-bowl meditation in the desert", "تأمل بالأوعية الصوتية في الصحراء"],
        ["Breakfast by the lakes", "الفطور عند البحيرات"],
      ],
      itinerary: [
        [
          "Pre-dawn drive",
          "الانطلاق قبل الفجر",
          "Out of the city along the Al Qudra road to the lakes.",
          "الخروج من المدينة على طريق القدرة إلى البحيرات.",
          50,
        ],
        [
          "Sunrise flow",
          "جلسة الشروق",
          "Yoga and breathwork on the dunes as the sun comes up.",
          "اليوغا وتمارين التنفس على الكثبان مع شروق الشمس.",
          75,
        ],
        [
          "Sound bowls",
          "الأوعية الصوتية",
          "Lie back on the sand for the sound meditation.",
          "استلقِ على الرمال لتأمل الأصوات.",
          15,
        ],
        [
          "Breakfast by the water",
          "الفطور بجوار الماء",
          "Breakfast as the birds feed, then the drive back.",
          "الفطور والطيور تتغذى ثم طريق العودة.",
          100,
        ],
      ],
    }),
    "al-ain": detail({
      meet: ["Desert camp at the foot of Jebel Hafeet", "مخيم صحراوي عند سفح جبل حفيت", 24.09, 55.74],
      overview: [
        "South of Al Ain the red dunes run right up to the foot of Jebel Hafeet, and at dawn the mountain's limestone face turns from grey to gold. Your session takes place at a quiet camp on those dunes, a short drive from the city's hotels, with mats laid out facing the mountain. After the flow, breathwork and a sound-bowl meditation, breakfast is served in a majlis tent: fresh dates from the oasis, labneh, honey and cardamom coffee.",
        "جنوب العين تمتد الكثبان الحمراء حتى سفح جبل حفيت، وعند الفجر تتحول واجهته الكلسية من الرمادي إلى الذهبي. تُقام جلستك في مخيم هادئ على تلك الكثبان، على مسافة قصيرة بالسيارة من فنادق المدينة، والحصائر مفروشة مواجهة للجبل. وبعد الجلسة الانسيابية وتمارين التنفس والتأمل بالأوعية الصوتية، يُقدَّم الفطور في خيمة مجلس: تمر طازج من الواحة ولبنة وعسل وقهوة بالهيل.",
      ],
      highlights: [
        ["Jebel Hafeet turning gold at dawn", "جبل حفيت يتلون بالذهبي عند الفجر"],
        ["Red dunes a short drive from Al Ain's hotels", "كثبان حمراء على مسافة قصيرة من فنادق العين"],
        ["Breathwork and a sound-bowl meditation", "تمارين التنفس والتأمل بالأوعية الصوتية"],
        ["Oasis dates, labneh and honey for breakfast", "تمر الواحة واللبنة والعسل على الفطور"],
      ],
      itinerary: [
        [
          "Drive to the dunes",
          "إلى الكثبان",
          "A short pre-dawn drive to the foot of the mountain.",
          "طريق قصير قبل الفجر إلى سفح الجبل.",
          35,
        ],
        [
          "Facing the mountain",
          "في مواجهة الجبل",
          "The flow and breathwork as the light reaches Jebel Hafeet.",
          "الجلسة الانسيابية وتمارين التنفس والضوء يبلغ جبل حفيت.",
          75,
        ],
        [
          "Sound meditation",
          "التأمل الصوتي",
          "Sound bowls in the quiet of the dunes.",
          "الأوعية الصوتية في هدوء الكثبان.",
          15,
        ],
        [
          "Majlis breakfast",
          "فطور المجلس",
          "Dates, labneh and coffee in the tent, then back to town.",
          "التمر واللبنة والقهوة في الخيمة ثم العودة إلى المدينة.",
          115,
        ],
      ],
    }),
    alula: detail({
      meet: ["Yoga deck at a resort in Ashar Valley", "منصة اليوغا في منتجع بوادي عشار", 26.545, 37.855],
      overview: [
        "Ashar Valley, south of AlUla town, is enclosed by sandstone cliffs that glow red at sunrise and hold the cool of the night until the sun climbs over them. The session takes place on a deck on the valley floor, with the cliffs on three sides and total silence apart from the birds. Your instructor leads breathwork and a gentle flow as the light moves down the rock walls, and breakfast follows in the valley with dates, local honey and fresh bread.",
        "تحيط بوادي عشار، جنوب مدينة العُلا، جروف من الصخر الرملي تتوهج بالأحمر عند الشروق، وتحتفظ ببرودة الليل حتى تعلوها الشمس. تُقام الجلسة على منصة في قاع الوادي، والجروف تحيط بك من ثلاث جهات وسكون تام لا يقطعه إلا تغريد الطيور. يقودك المدرب في تمارين التنفس وجلسة انسيابية هادئة والضوء ينحدر على الجدران الصخرية، ثم يُقدَّم الفطور في الوادي مع التمر والعسل المحلي والخبز الطازج.",
      ],
      highlights: [
        [
          "Yoga in the desert, with sandstone cliffs on three sides",
          "يوغا في الصحراء والجروف الرملية تحيط بك من ثلاث جهات",
        ],
        ["Light moving down the rock walls at sunrise", "الضوء ينحدر على الجدران الصخرية مع الشروق"],
        ["Silence broken only by birdsong", "سكون لا يقطعه إلا تغريد الطيور"],
        ["Breakfast in the valley with local honey", "الفطور في الوادي مع العسل المحلي"],
      ],
      itinerary: [
        [
          "Into Ashar Valley",
          "إلى وادي عشار",
          "Drive from your hotel into the valley before first light.",
          "الانطلاق من فندقك إلى الوادي قبل أول ضوء.",
          40,
        ],
        [
          "Breath and flow",
          "التنفس والانسياب",
          "Breathwork and a gentle flow as the cliffs light up.",
          "تمارين التنفس وجلسة انسيابية هادئة والجروف تضيء.",
          75,
        ],
        ["Stillness", "السكون", "A short meditation in the silence of the valley.", "تأمل قصير في سكون الوادي.", 15],
        [
          "Valley breakfast",
          "فطور الوادي",
          "Dates, honey and fresh bread, then back to town.",
          "التمر والعسل والخبز الطازج ثم العودة إلى المدينة.",
          110,
        ],
      ],
    }),
  },
  "wellness-desert-camp-retreat": {
    dubai: detail({
      meet: [
        "Wellness camp in the Al Marmoom reserve, off the Al Qudra Road",
        "مخيم الاستجمام في محمية المرموم، قرب طريق القدرة",
        24.805,
        55.385,
      ],
      overview: [
        "Al Marmoom's dunes and ghaf groves are only 40 minutes from Downtown Dubai, yet at this camp there is no sound but the wind. You arrive in the afternoon to a canvas tent with a real bed and private bathroom, unroll your mat for sunset yoga on a dune and have a 60-minute massage in the spa tent. Dinner is slow and seasonal, cooked over the fire, and a guide points out the stars before you sleep; in the morning there is a meditation at sunrise and a long breakfast before the drive back.",
        "لا تبعد كثبان المرموم وبساتين الغاف فيها سوى 40 دقيقة عن وسط مدينة دبي، لكن لا صوت في هذا المخيم سوى الريح. تصل بعد الظهر إلى خيمة قماشية فيها سرير حقيقي وحمام خاص، وتفرش حصيرتك ليوغا الغروب على أحد الكثبان، وتحظى بتدليك لمدة 60 دقيقة في خيمة السبا. والعشاء هادئ من خيرات الموسم مطهو على النار، ويريك المرشد النجوم قبل النوم، وفي الصباح تأمل مع الشروق وفطور طويل قبل طريق العودة.",
      ],
      highlights: [
        ["A silent camp 40 minutes from Downtown Dubai", "مخيم هادئ على بعد 40 دقيقة من وسط مدينة دبي"],
        ["Sunset yoga on the Al Marmoom dunes", "يوغا الغروب على كثبان المرموم"],
        ["A 60-minute massage in the spa tent", "تدليك لمدة 60 دقيقة في خيمة السبا"],
        ["Stars over the ghaf groves", "النجوم فوق بساتين الغاف"],
      ],
      itinerary: [
        [
          "Arrival at the camp",
          "الوصول إلى المخيم",
          "Settle into your tent with a welcome infusion after the drive down the Al Qudra road.",
          "استقر في خيمتك مع مشروب ترحيبي بعد الطريق على شارع القدرة.",
          120,
        ],
        [
          "Sunset yoga and massage",
          "يوغا الغروب والتدليك",
          "Yoga on a dune as the sand turns copper, then your massage.",
          "اليوغا على كثيب والرمال تتلون بالنحاسي ثم التدليك.",
          150,
        ],
        [
          "Fireside dinner and stars",
          "عشاء حول النار والنجوم",
          "A slow seasonal dinner, then the night sky with a guide.",
          "عشاء موسمي هادئ ثم سماء الليل مع مرشد.",
          690,
        ],
        [
          "Sunrise meditation",
          "تأمل الشروق",
          "Meditation at dawn, breakfast and the drive back to Dubai.",
          "التأمل عند الفجر ثم الفطور والعودة إلى دبي.",
          180,
        ],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Wellness retreat camp in the Liwa dunes", "مخيم الاستجمام بين كثبان ليوا", 23.08, 53.77],
      overview: [
        "Liwa's dunes are among the highest in the world, rolling south into the Empty Quarter, and this retreat gives you a night among them with nothing to do but rest. The camp's tents have proper beds and private bathrooms, and your afternoon is slow: a welcome of dates and herbal tea, gentle yoga on a dune at sunset and a massage in the tent by lantern light. Dinner is Emirati and seasonal, and you wake to a sunrise meditation on the sand before breakfast and the long drive back to Abu Dhabi.",
        "كثبان ليوا من أعلى الكثبان في العالم، تتموج جنوبًا نحو الربع الخالي، وتمنحك هذه الخلوة ليلة بينها لا تفعل فيها شيئًا سوى الراحة. في خيام المخيم أسرّة حقيقية وحمامات خاصة، وتمضي فترة ما بعد الظهر على مهل: ترحيب بالتمر وشاي الأعشاب، ويوغا هادئة على كثيب عند الغروب، وتدليك في الخيمة على ضوء الفوانيس. والعشاء إماراتي من خيرات الموسم، وتستيقظ على تأمل الشروق فوق الرمال قبل الفطور وطريق العودة الطويل إلى أبوظبي.",
      ],
      highlights: [
        ["A night among Liwa's towering dunes", "ليلة بين كثبان ليوا الشاهقة"],
        ["A massage in your tent by lantern light", "تدليك في خيمتك على ضوء الفوانيس"],
        ["An Emirati seasonal dinner", "عشاء إماراتي من خيرات الموسم"],
        ["Sunrise meditation at the edge of the Empty Quarter", "تأمل الشروق على أطراف الربع الخالي"],
      ],
      itinerary: [
        [
          "Into Liwa",
          "إلى ليوا",
          "The drive from Abu Dhabi, then dates and herbal tea at camp.",
          "الطريق من أبوظبي ثم التمر وشاي الأعشاب في المخيم.",
          180,
        ],
        [
          "Dune yoga and lantern massage",
          "يوغا الكثبان والتدليك على ضوء الفوانيس",
          "Yoga on a dune, then a massage by lantern light.",
          "اليوغا على كثيب ثم التدليك على ضوء الفوانيس.",
          150,
        ],
        [
          "Dinner and night",
          "العشاء والليل",
          "An Emirati dinner and a quiet night in your tent.",
          "عشاء إماراتي وليلة هادئة في خيمتك.",
          600,
        ],
        [
          "Dawn and the drive back",
          "الفجر والعودة",
          "Meditation at sunrise, breakfast and the return to Abu Dhabi.",
          "التأمل مع الشروق ثم الفطور والعودة إلى أبوظبي.",
          210,
        ],
      ],
    }),
    muscat: detail({
      meet: [
        "Hotel pick-up in Qurum, Al Khuwair and Al Mouj",
        "الاستقبال من الفنادق في القرم والخوير والموج",
        23.611,
        58.478,
      ],
      overview: [
        "The Sharqiyah Sands lie about three hours from Muscat, and this retreat takes you to a small camp deep in the dunes where the only lights at night are the lanterns and the stars. You arrive in the late afternoon for dates and kahwa, then a gentle yoga session on a dune as the orange sand turns red. A massage with frankincense oil follows in the spa tent, dinner is Omani, and in the morning you meditate as the sun comes up over the sand before the drive back through the Hajar.",
        "تقع رمال الشرقية على بعد نحو ثلاث ساعات من مسقط، وتأخذك هذه الخلوة إلى مخيم صغير في عمق الكثبان لا أضواء فيه ليلًا سوى الفوانيس والنجوم. تصل في آخر العصر على التمر والقهوة، ثم جلسة يوغا هادئة على كثيب والرمال البرتقالية تتحول إلى الأحمر. يليها تدليك بزيت اللبان في خيمة السبا، والعشاء عماني، وفي الصباح تتأمل والشمس تشرق فوق الرمال قبل طريق العودة عبر جبال الحجر.",
      ],
      highlights: [
        ["A small camp deep in the Sharqiyah Sands", "مخيم صغير في عمق رمال الشرقية"],
        ["A frankincense-oil massage in the spa tent", "تدليك بزيت اللبان في خيمة السبا"],
        ["Yoga as the orange dunes turn red", "اليوغا والكثبان البرتقالية تتحول إلى الأحمر"],
        ["Dates, kahwa and stars from your tent", "التمر والقهوة والنجوم من خيمتك"],
      ],
      itinerary: [
        [
          "Drive to the sands",
          "الطريق إلى الرمال",
          "Leave Muscat after lunch for the three-hour drive to the dunes.",
          "مغادرة مسقط بعد الغداء في طريق يستغرق ثلاث ساعات حتى الكثبان.",
          180,
        ],
        [
          "Yoga and frankincense massage",
          "اليوغا وتدليك اللبان",
          "Sunset yoga on a dune, then the massage in the spa tent.",
          "يوغا الغروب على كثيب ثم التدليك في خيمة السبا.",
          150,
        ],
        [
          "Omani dinner and the night",
          "عشاء عماني والليل",
          "Dinner by the lanterns and a night in your tent.",
          "العشاء على ضوء الفوانيس وليلة في خيمتك.",
          600,
        ],
        [
          "Sunrise and return",
          "الشروق والعودة",
          "Sunrise meditation on the sand, breakfast, then the drive back across the Hajar.",
          "تأمل الشروق على الرمال ثم الفطور وطريق العودة عبر جبال الحجر.",
          210,
        ],
      ],
    }),
    alula: detail({
      meet: [
        "Wellness retreat camp in a side canyon of Ashar Valley",
        "مخيم الاستجمام في وادٍ جانبي من وادي عشار",
        26.55,
        37.845,
      ],
      overview: [
        "In Ashar Valley the sandstone closes in around you, and this retreat sets its tents in a side canyon where the cliffs shelter you from the wind and from the town's lights. The afternoon begins with a guided walk among the rock formations, followed by yoga at sunset and a massage in the spa tent. After a slow dinner of local produce, from AlUla citrus to Hijazi herbs, you sleep in a tent among the rocks and wake for a meditation as the cliffs turn gold.",
        "في وادي عشار يحيط بك الصخر الرملي من كل جانب، وتنصب هذه الخلوة خيامها في وادٍ جانبي تحميك جروفه من الريح ومن أضواء المدينة. تبدأ فترة ما بعد الظهر بنزهة مع مرشد بين التكوينات الصخرية، تليها يوغا عند الغروب وتدليك في خيمة السبا. وبعد عشاء هادئ من منتجات المنطقة، من حمضيات العُلا إلى الأعشاب الحجازية، تنام في خيمة بين الصخور وتستيقظ على تأمل والجروف تتلون بالذهبي.",
      ],
      highlights: [
        ["Tents in a sheltered side canyon of Ashar Valley", "خيام في وادٍ جانبي محمي من وادي عشار"],
        ["A guided walk among the rock formations", "نزهة مع مرشد بين التكوينات الصخرية"],
        ["Dinner of AlUla citrus and local herbs", "عشاء من حمضيات العُلا والأعشاب المحلية"],
        ["Morning meditation as the cliffs turn gold", "تأمل صباحي والجروف تتلون بالذهبي"],
      ],
      itinerary: [
        [
          "Canyon walk",
          "نزهة في الوادي",
          "Arrive at camp and walk among the rocks with a guide.",
          "الوصول إلى المخيم ثم المشي بين الصخور مع مرشد.",
          120,
        ],
        [
          "Yoga among the cliffs",
          "اليوغا بين الجروف",
          "A sunset session, then your massage in the spa tent.",
          "جلسة عند الغروب ثم التدليك في خيمة السبا.",
          150,
        ],
        [
          "Local dinner and night",
          "عشاء محلي والليل",
          "A slow dinner of local produce and a night among the rocks.",
          "عشاء هادئ من منتجات المنطقة وليلة بين الصخور.",
          690,
        ],
        [
          "Dawn meditation",
          "تأمل الفجر",
          "Meditation as the cliffs light up, breakfast and the transfer back.",
          "التأمل والجروف تضيء ثم الفطور والعودة.",
          180,
        ],
      ],
    }),
  },
};
