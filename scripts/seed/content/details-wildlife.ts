// Wildlife, city by city: each boat's own harbour and coast, each reserve's own birds, herds and gate.
import { detail, type LocalDetails } from "./detail.ts";

export const WILDLIFE_DETAILS: LocalDetails = {
  "wildlife-dolphin-watching-cruise": {
    muscat: detail({
      meet: ["Dolphin boat pier at Marina Bandar Al Rowdha", "رصيف قوارب الدلافين في مرسى بندر الروضة", 23.581, 58.606],
      overview: [
        "The cliffs south-east of Muscat drop into deep water close to shore, and spinner, bottlenose and common dolphins feed along them most mornings. Your boat leaves Marina Bandar Al Rowdha at first light, passing the fishing village of Qantab and the sea arches of the coast as the skipper scans for pods, which often number in the hundreds. After watching them ride the bow, you anchor in a cove below the cliffs for a swim and snorkel before cruising back past Al Bustan.",
        "تنحدر المنحدرات جنوب شرق مسقط إلى مياه عميقة قريبة من الشاطئ، وتتغذى الدلافين الدوارة وقارورية الأنف والشائعة على امتدادها في أغلب الصباحات. ينطلق قاربك من مرسى بندر الروضة مع أول ضوء، مرورًا بقرية قنتب للصيادين والأقواس الصخرية على الساحل، بينما يراقب القبطان الأسراب التي كثيرًا ما يبلغ عددها المئات. وبعد مشاهدتها ترافق مقدمة القارب، ترسو في خليج صغير أسفل المنحدرات للسباحة والغطس قبل العودة مرورًا بالبستان.",
      ],
      highlights: [
        ["Pods of spinner dolphins, often in the hundreds", "أسراب من الدلافين الدوارة يبلغ عددها المئات أحيانًا"],
        ["Qantab village and the sea arches of the coast", "قرية قنتب والأقواس الصخرية على الساحل"],
        ["A swim in a cove below the cliffs", "سباحة في خليج صغير أسفل المنحدرات"],
        ["A first-light departure from Marina Bandar Al Rowdha", "الانطلاق مع أول ضوء من مرسى بندر الروضة"],
      ],
      itinerary: [
        [
          "Boarding at the marina",
          "الصعود في المرسى",
          "Collect your life jacket at Marina Bandar Al Rowdha.",
          "استلم سترة النجاة في مرسى بندر الروضة.",
          15,
        ],
        [
          "Along the cliffs",
          "بمحاذاة المنحدرات",
          "Cruise past Qantab while the skipper looks for pods.",
          "إبحار مرورًا بقنتب والقبطان يبحث عن الأسراب.",
          90,
        ],
        [
          "Cove swim",
          "السباحة في الخليج الصغير",
          "Anchor below the cliffs to swim and snorkel.",
          "الرسو أسفل المنحدرات للسباحة والغطس.",
          40,
        ],
        [
          "Past Al Bustan",
          "مرورًا بالبستان",
          "Cruise back to the marina with fruit on deck.",
          "العودة إلى المرسى مع الفاكهة على السطح.",
          25,
        ],
      ],
    }),
    fujairah: detail({
      meet: ["Boat pier at Dibba port, Dibba Al Fujairah", "رصيف القوارب في ميناء دبا، دبا الفجيرة", 25.6, 56.27],
      overview: [
        "North of Dibba the Hajar mountains plunge into the sea in steep, fjord-like inlets at the edge of Musandam, and dolphins hunt in the deep, calm water below the cliffs. Your boat leaves Dibba port in the morning and follows the coastline north towards the Musandam border, where bottlenose and humpback dolphins are regular visitors and turtles surface between the rocks. You stop in a sheltered bay for a swim over the coral before the cruise back to the port.",
        "شمال دبا تنحدر جبال الحجر إلى البحر في خلجان ضيقة شديدة الانحدار على أطراف مسندم، وتصطاد الدلافين في المياه العميقة الهادئة أسفل المنحدرات. ينطلق قاربك من ميناء دبا صباحًا ويتبع الساحل شمالًا نحو حدود مسندم، حيث الدلافين قارورية الأنف والحدباء زوار مألوفون، وتطفو السلاحف بين الصخور. وتتوقف في خليج محمي للسباحة فوق المرجان قبل العودة إلى الميناء.",
      ],
      highlights: [
        ["Fjord-like inlets towards the Musandam border", "خلجان ضيقة نحو حدود مسندم"],
        ["Bottlenose and humpback dolphins below the cliffs", "دلافين قارورية الأنف وحدباء أسفل المنحدرات"],
        ["Turtles surfacing between the rocks", "سلاحف تطفو بين الصخور"],
        ["A coral swim in a sheltered bay", "سباحة فوق المرجان في خليج محمي"],
      ],
      itinerary: [
        [
          "Boarding at Dibba port",
          "الصعود في ميناء دبا",
          "Meet the crew on the pier and hear the safety briefing.",
          "قابل الطاقم على الرصيف واستمع إلى إرشادات السلامة.",
          15,
        ],
        [
          "North along the cliffs",
          "شمالًا بمحاذاة المنحدرات",
          "Cruise towards the Musandam border looking for dolphins.",
          "إبحار نحو حدود مسندم بحثًا عن الدلافين.",
          90,
        ],
        [
          "Bay swim",
          "السباحة في الخليج",
          "Anchor in a sheltered bay and swim over the coral.",
          "الرسو في خليج محمي والسباحة فوق المرجان.",
          40,
        ],
        [
          "Back to Dibba",
          "العودة إلى دبا",
          "Return to port with cold drinks on deck.",
          "العودة إلى الميناء مع المشروبات الباردة على السطح.",
          25,
        ],
      ],
    }),
    salalah: detail({
      meet: ["Fishing harbour pier, Mirbat", "رصيف ميناء الصيد، مرباط", 16.99, 54.69],
      overview: [
        "Mirbat, an old fishing town 70 kilometres east of Salalah, looks out over some of the richest water in Oman, where the cold upwelling of the monsoon season feeds shoals of sardines and the dolphins that hunt them. The boat leaves from the fishing harbour below Mirbat's fort and its old merchant houses, and large pods of spinner dolphins are often seen within minutes. After the dolphins you stop to snorkel in a sheltered cove before returning to the harbour, where the fishermen land their catch.",
        "تطل مرباط، بلدة الصيادين القديمة على بعد 70 كيلومترًا شرق صلالة، على واحدة من أغنى مياه عُمان، حيث تغذي التيارات الباردة الصاعدة في موسم الرياح الموسمية أسراب السردين والدلافين التي تطاردها. ينطلق القارب من ميناء الصيد أسفل قلعة مرباط وبيوت تجارها القديمة، وكثيرًا ما تظهر أسراب كبيرة من الدلافين الدوارة خلال دقائق. وبعد الدلافين تتوقف للغطس في خليج صغير محمي قبل العودة إلى الميناء حيث يُنزل الصيادون صيدهم.",
      ],
      highlights: [
        [
          "Large spinner dolphin pods within minutes of the harbour",
          "أسراب كبيرة من الدلافين الدوارة على بعد دقائق من الميناء",
        ],
        ["Mirbat's fort and old merchant houses", "قلعة مرباط وبيوت تجارها القديمة"],
        ["Some of the richest water in Oman", "من أغنى مياه عُمان"],
        ["Fishermen landing their catch on your return", "الصيادون يُنزلون صيدهم عند عودتك"],
      ],
      itinerary: [
        [
          "Mirbat harbour",
          "ميناء مرباط",
          "Board below the fort in the old fishing harbour.",
          "اصعد أسفل القلعة في ميناء الصيد القديم.",
          15,
        ],
        [
          "Out to the pods",
          "إلى الأسراب",
          "Cruise out to where the spinner dolphins hunt.",
          "إبحار إلى حيث تصطاد الدلافين الدوارة.",
          90,
        ],
        [
          "Snorkel in a cove",
          "الغطس في خليج صغير",
          "Swim and snorkel in a sheltered cove.",
          "السباحة والغطس في خليج صغير محمي.",
          40,
        ],
        [
          "Back with the fishermen",
          "العودة مع الصيادين",
          "Return as the fishing boats land their catch.",
          "العودة بينما تُنزل قوارب الصيد صيدها.",
          25,
        ],
      ],
    }),
  },
  "wildlife-flamingos-and-mangroves": {
    dubai: detail({
      meet: [
        "Flamingo Hide, Ras Al Khor Wildlife Sanctuary (Oud Metha Road)",
        "مخبأ الفلامنغو، محمية رأس الخور للحياة الفطرية (شارع عود ميثاء)",
        25.195,
        55.329,
      ],
      overview: [
        "Ras Al Khor, at the head of Dubai Creek, is a wetland reserve where thousands of greater flamingos feed in winter with the towers of Downtown and Business Bay rising behind them. Your guide meets you at the Flamingo Hide on the Oud Metha road, one of three raised, air-conditioned hides on the edge of the lagoon, and sets up a spotting scope for close views. You then walk along the mangrove edge to the Mangrove Hide, looking for herons, spoonbills, ospreys and kingfishers.",
        "رأس الخور، عند نهاية خور دبي، محمية أراضٍ رطبة تتغذى فيها آلاف من طيور الفلامنغو الكبرى شتاءً، وأبراج وسط المدينة والخليج التجاري ترتفع خلفها. يلتقيك المرشد عند مخبأ الفلامنغو على شارع عود ميثاء، وهو واحد من ثلاثة مخابئ مرتفعة ومكيفة على حافة البحيرة، وينصب منظار الرصد لترى الطيور عن قرب. ثم تمشي بمحاذاة أشجار القرم إلى مخبأ القرم بحثًا عن البلشون ومنقار الملعقة والعقاب النساري والرفراف.",
      ],
      highlights: [
        ["Thousands of flamingos with Downtown's towers behind", "آلاف الفلامنغو وأبراج وسط المدينة خلفها"],
        ["Air-conditioned hides on the edge of the lagoon", "مخابئ مكيفة على حافة البحيرة"],
        ["Spoonbills, ospreys and kingfishers by the mangroves", "منقار الملعقة والعقاب النساري والرفراف بجوار القرم"],
        ["A spotting scope for close views", "منظار رصد لرؤية الطيور عن قرب"],
      ],
      itinerary: [
        [
          "At the Flamingo Hide",
          "عند مخبأ الفلامنغو",
          "Meet your guide at the hide and learn to use the optics.",
          "قابل مرشدك عند المخبأ وتعلّم استخدام المناظير.",
          15,
        ],
        [
          "Flamingos on the lagoon",
          "الفلامنغو في البحيرة",
          "Watch the flocks feeding in the shallows through the scope.",
          "راقب الأسراب تتغذى في المياه الضحلة عبر المنظار.",
          60,
        ],
        [
          "To the Mangrove Hide",
          "إلى مخبأ القرم",
          "Walk the reserve's edge looking for herons and kingfishers.",
          "امشِ على حافة المحمية بحثًا عن البلشون والرفراف.",
          75,
        ],
      ],
      // Paddling is not allowed in the sanctuary: only the walk is sold here.
      options: [undefined, null],
    }),
    "abu-dhabi": detail({
      meet: ["Al Wathba Wetland Reserve visitor centre", "مركز زوار محمية الوثبة للأراضي الرطبة", 24.262, 54.606],
      overview: [
        "Al Wathba Wetland Reserve, 40 minutes from the city, is the only place in the UAE where greater flamingos breed, and in winter several thousand gather on its shallow lakes. Its trails run between salt flats, reed beds and dunes, with hides overlooking the water, and more than 260 species of bird have been recorded there. Your guide walks you through the reserve with binoculars and a scope, explaining how a lake fed by treated water became one of the country's most important wetlands.",
        "محمية الوثبة للأراضي الرطبة، على بعد 40 دقيقة من المدينة، المكان الوحيد في الإمارات الذي تتكاثر فيه طيور الفلامنغو الكبرى، ويتجمع منها في الشتاء عدة آلاف على بحيراتها الضحلة. تمتد مساراتها بين السباخ ونباتات القصب والكثبان، مع مخابئ تطل على الماء، وقد سُجّل فيها أكثر من 260 نوعًا من الطيور. ويصحبك المرشد في المحمية بالمناظير ومنظار الرصد، ويشرح كيف تحولت بحيرة تغذيها المياه المعالجة إلى واحدة من أهم الأراضي الرطبة في البلاد.",
      ],
      highlights: [
        ["The UAE's only flamingo breeding colony", "مستعمرة تكاثر الفلامنغو الوحيدة في الإمارات"],
        ["More than 260 bird species recorded", "أكثر من 260 نوعًا من الطيور"],
        ["Trails between salt flats, reeds and dunes", "مسارات بين السباخ والقصب والكثبان"],
        ["Hides overlooking the lakes", "مخابئ تطل على البحيرات"],
      ],
      itinerary: [
        ["Visitor centre", "مركز الزوار", "Meet your guide and pick up binoculars.", "قابل مرشدك واستلم المنظار.", 15],
        [
          "Flamingo lakes",
          "بحيرات الفلامنغو",
          "Walk to the hides above the flamingo lakes.",
          "امشِ إلى المخابئ المطلة على بحيرات الفلامنغو.",
          60,
        ],
        [
          "Salt flats and reed beds",
          "السباخ والقصب",
          "Follow the trail between the salt flats and the reeds.",
          "اتبع المسار بين السباخ ونباتات القصب.",
          75,
        ],
      ],
      // The reserve is walked, not paddled.
      options: [undefined, null],
    }),
    salalah: detail({
      meet: [
        "Bird hide at East Khawr lagoon, Al Dahariz",
        "مخبأ مراقبة الطيور عند الخور الشرقي، الدهاريز",
        17.008,
        54.13,
      ],
      overview: [
        "Salalah's freshwater lagoons, the khawrs, sit between the beach and the coconut groves, and they draw flamingos, herons, spoonbills and storks, especially in winter and during the spring and autumn migrations. The tour begins at East Khawr on the edge of the city, where flamingos feed close to the bird hide, and continues by minibus east to Khor Rori, the lagoon below the ruins of Sumhuram, the ancient frankincense port. On the kayak option you paddle quietly across Khor Rori while your guide points out the birds and tells the ruins' story.",
        "تقع أخوار صلالة، بحيراتها العذبة، بين الشاطئ وبساتين جوز الهند، وتجذب الفلامنغو والبلشون ومنقار الملعقة واللقالق، خاصة في الشتاء وموسمي الهجرة في الربيع والخريف. تبدأ الجولة من الخور الشرقي على أطراف المدينة، حيث تتغذى الفلامنغو قرب مخبأ المراقبة، ثم تمضي بحافلة صغيرة شرقًا إلى خور روري، البحيرة الممتدة أسفل أطلال سمهرم، ميناء اللبان القديم. وفي خيار الكاياك تجدّف بهدوء عبر خور روري بينما يريك المرشد الطيور ويروي حكاية الأطلال.",
      ],
      highlights: [
        ["Flamingos close to the hide at East Khawr", "الفلامنغو قرب مخبأ المراقبة في الخور الشرقي"],
        ["Khor Rori below the ruins of Sumhuram", "خور روري أسفل أطلال سمهرم"],
        ["Spoonbills and storks on the migration routes", "منقار الملعقة واللقالق على طرق الهجرة"],
        ["A quiet paddle across Khor Rori on the kayak option", "تجديف هادئ عبر خور روري في خيار الكاياك"],
      ],
      itinerary: [
        [
          "East Khawr",
          "الخور الشرقي",
          "Meet at the hide and watch the flamingos feed close by.",
          "التقِ عند المخبأ وراقب الفلامنغو تتغذى على مقربة.",
          45,
        ],
        [
          "East to Khor Rori",
          "شرقًا إلى خور روري",
          "A short drive along the coast to the lagoon below Sumhuram.",
          "طريق قصير على الساحل إلى البحيرة أسفل سمهرم.",
          30,
        ],
        [
          "Khor Rori",
          "خور روري",
          "Walk the shore or paddle the lagoon, then see the ruins.",
          "امشِ على الشاطئ أو جدّف في البحيرة ثم شاهد الأطلال.",
          75,
        ],
      ],
    }),
    manama: detail({
      meet: [
        "Tubli Bay boardwalk, Ras Sanad mangrove reserve",
        "ممشى خليج توبلي، محمية رأس سند لأشجار القرم",
        26.18,
        50.595,
      ],
      overview: [
        "Tubli Bay, just south of Manama, holds the last stand of mangroves in Bahrain at Ras Sanad, a protected area where flamingos winter on the mudflats alongside herons, curlews and other waders. The walk follows the boardwalk into the mangroves and along the shore, with the guide's scope trained on the flamingos feeding at low tide. On the kayak option you paddle the channels through the mangroves at high tide, close to crabs, mudskippers and the fish that shelter among the roots.",
        "يضم خليج توبلي، جنوب المنامة مباشرة، آخر غابة قرم في البحرين في رأس سند، وهي منطقة محمية تقضي فيها طيور الفلامنغو الشتاء على المسطحات الطينية إلى جانب البلشون والكروان وطيور الخواضات الأخرى. تتبع الجولة الممشى الخشبي إلى داخل القرم وعلى امتداد الشاطئ، ومنظار المرشد مصوّب نحو الفلامنغو وهي تتغذى عند الجزر. وفي خيار الكاياك تجدّف في القنوات بين أشجار القرم عند المد، قريبًا من السلطعونات وأسماك نطاط الطين والأسماك التي تحتمي بين الجذور.",
      ],
      highlights: [
        ["Bahrain's last mangroves at Ras Sanad", "آخر أشجار القرم في البحرين في رأس سند"],
        ["Wintering flamingos on the mudflats", "الفلامنغو المهاجرة شتاءً على المسطحات الطينية"],
        ["A boardwalk into the mangroves", "ممشى خشبي إلى داخل القرم"],
        ["High-tide paddling on the kayak option", "التجديف عند المد في خيار الكاياك"],
      ],
      itinerary: [
        [
          "Meet at the boardwalk",
          "اللقاء عند الممشى",
          "A briefing on Tubli Bay's birds at the reserve entrance.",
          "شرح عن طيور خليج توبلي عند مدخل المحمية.",
          15,
        ],
        [
          "Flamingos at low tide",
          "الفلامنغو عند الجزر",
          "Watch the flamingos on the mudflats through the scope.",
          "راقب الفلامنغو على المسطحات الطينية عبر المنظار.",
          60,
        ],
        [
          "Through the mangroves",
          "بين أشجار القرم",
          "Walk the boardwalk or paddle the channels.",
          "امشِ على الممشى أو جدّف في القنوات.",
          75,
        ],
      ],
    }),
  },
  "wildlife-arabian-oryx-reserve-safari": {
    dubai: detail({
      meet: ["Dubai Desert Conservation Reserve entrance gate", "بوابة الدخول إلى محمية دبي الصحراوية", 24.825, 55.64],
      overview: [
        "The Dubai Desert Conservation Reserve was the UAE's first national park, and its herds of Arabian oryx and sand and mountain gazelles roam freely among the red dunes. You travel in a vintage open-top Land Rover, driven by a ranger who knows where the herds move through the day, stopping to watch oryx grazing under the ghaf trees and gazelles racing across the sand. The drive ends on a high dune with Arabic coffee and dates as the sun sets behind the reserve.",
        "كانت محمية دبي الصحراوية أول منتزه وطني في الإمارات، وتجوب قطعان المها العربي وغزلان الرمل والجبل كثبانها الحمراء بحرية. تتنقل في سيارة لاند روفر كلاسيكية مكشوفة يقودها حارس يعرف أين تتحرك القطعان على مدار اليوم، وتتوقف لمشاهدة المها ترعى تحت أشجار الغاف والغزلان تعدو فوق الرمال. وتنتهي الجولة على كثيب عالٍ مع القهوة العربية والتمر والشمس تغيب خلف المحمية.",
      ],
      highlights: [
        ["Vintage open-top Land Rovers with a ranger", "سيارات لاند روفر كلاسيكية مكشوفة مع حارس"],
        ["Oryx grazing under the ghaf trees", "المها ترعى تحت أشجار الغاف"],
        ["Sand and mountain gazelles", "غزلان الرمل والجبل"],
        ["Coffee on a high dune at sunset", "القهوة على كثيب عالٍ عند الغروب"],
      ],
      itinerary: [
        [
          "To the reserve gate",
          "إلى بوابة المحمية",
          "Drive from your hotel to the reserve and meet your ranger.",
          "الانطلاق من فندقك إلى المحمية ولقاء الحارس.",
          60,
        ],
        [
          "Land Rover drive",
          "جولة اللاند روفر",
          "Follow the herds across the dunes in an open-top vintage Land Rover.",
          "تتبّع القطعان فوق الكثبان في لاند روفر كلاسيكية مكشوفة.",
          120,
        ],
        [
          "Sunset coffee",
          "قهوة الغروب",
          "Coffee and dates on a dune as the light goes.",
          "القهوة والتمر على كثيب مع غياب الضوء.",
          30,
        ],
        ["Back to Dubai", "العودة إلى دبي", "The drive back to your hotel.", "طريق العودة إلى فندقك.", 60],
      ],
    }),
    "abu-dhabi": detail({
      meet: [
        "Jebel Dhanna jetty for the Sir Bani Yas Island ferry, Al Dhafra",
        "رصيف جبل الظنة لعبّارة جزيرة صير بني ياس، الظفرة",
        24.19,
        52.61,
      ],
      overview: [
        "Sir Bani Yas, an island off the Al Dhafra coast, was turned into a wildlife reserve by Sheikh Zayed in the 1970s, and today its Arabian Wildlife Park holds thousands of free-roaming animals. After the long drive west from Abu Dhabi and a short ferry crossing from Jebel Dhanna, you board an open safari vehicle with a ranger to track Arabian oryx and sand and mountain gazelles, as well as giraffes, hyenas and cheetahs brought here for breeding. The drive ends on a hill above the island's salt flats with coffee and dates at sunset.",
        "حوّل الشيخ زايد جزيرة صير بني ياس، قبالة ساحل الظفرة، إلى محمية للحياة البرية في سبعينيات القرن الماضي، وتضم حديقة الحياة البرية العربية فيها اليوم آلاف الحيوانات التي تعيش طليقة. بعد الطريق الطويل غربًا من أبوظبي وعبور قصير بالعبّارة من جبل الظنة، تستقل سيارة سفاري مكشوفة مع حارس لتتبّع المها العربي وغزلان الرمل والجبل، إلى جانب الزرافات والضباع والفهود التي جُلبت إلى هنا للإكثار. وتنتهي الجولة على تلة فوق سباخ الجزيرة مع القهوة والتمر عند الغروب.",
      ],
      highlights: [
        ["A ferry crossing to Sir Bani Yas Island", "عبور بالعبّارة إلى جزيرة صير بني ياس"],
        ["Arabian oryx and gazelles roaming free", "المها العربي والغزلان تعيش طليقة"],
        ["Giraffes, hyenas and cheetahs in the wildlife park", "الزرافات والضباع والفهود في حديقة الحياة البرية"],
        ["Sheikh Zayed's island reserve from the 1970s", "محمية الشيخ زايد في الجزيرة منذ السبعينيات"],
      ],
      itinerary: [
        [
          "Ferry to Sir Bani Yas",
          "العبّارة إلى صير بني ياس",
          "Cross from the Jebel Dhanna jetty and meet your ranger.",
          "اعبر من رصيف جبل الظنة والتقِ حارسك.",
          30,
        ],
        [
          "Wildlife drive",
          "جولة الحياة البرية",
          "Track oryx, gazelles, giraffes and cheetahs across the island.",
          "تتبّع المها والغزلان والزرافات والفهود في أنحاء الجزيرة.",
          150,
        ],
        [
          "Sunset over the salt flats",
          "الغروب فوق السباخ",
          "Coffee and dates on a hill as the sun goes down.",
          "القهوة والتمر على تلة والشمس تغيب.",
          30,
        ],
        [
          "Ferry and the road home",
          "العبّارة وطريق العودة",
          "Back across to the mainland for the drive to Abu Dhabi.",
          "العودة إلى البر ثم الطريق إلى أبوظبي.",
          60,
        ],
      ],
      // Three hours' drive from the city: hotels are left well before the afternoon crossing, and no dawn drive is sold.
      pickupLead: 150,
      options: [undefined, { startTimes: ["14:30"] }],
    }),
    "al-ain": detail({
      meet: ["Al Ain Safari entrance, Al Ain Zoo", "مدخل العين سفاري، حديقة حيوانات العين", 24.176, 55.741],
      overview: [
        "Al Ain Safari, within Al Ain Zoo at the foot of Jebel Hafeet, is one of the largest man-made safaris in the world, and its Arabian Desert zone is home to herds of oryx, sand gazelles and Arabian tahr. The drive takes you through that zone and on into the African savannah and the Asian plains, with a ranger explaining the zoo's breeding programme for the Arabian oryx, which has returned animals to the wild. You end at a viewpoint over the reserve with coffee and dates as the light softens on the mountain.",
        "العين سفاري، داخل حديقة حيوانات العين عند سفح جبل حفيت، من أكبر حدائق السفاري من صنع الإنسان في العالم، وتضم منطقة الصحراء العربية فيها قطعانًا من المها وغزلان الرمل والطهر العربي. تأخذك الجولة عبر تلك المنطقة ثم إلى السافانا الأفريقية والسهول الآسيوية، ويشرح لك الحارس برنامج الحديقة لإكثار المها العربي الذي أعاد حيوانات إلى البرية. وتنتهي عند نقطة تطل على المحمية مع القهوة والتمر والضوء يلين على الجبل.",
      ],
      highlights: [
        ["The Arabian Desert zone of Al Ain Safari", "منطقة الصحراء العربية في العين سفاري"],
        ["Oryx, sand gazelles and Arabian tahr", "المها وغزلان الرمل والطهر العربي"],
        ["The zoo's oryx breeding programme", "برنامج الحديقة لإكثار المها"],
        ["Coffee below Jebel Hafeet", "القهوة أسفل جبل حفيت"],
      ],
      itinerary: [
        [
          "To the safari gate",
          "إلى بوابة السفاري",
          "A short drive to the zoo at the foot of Jebel Hafeet.",
          "طريق قصير إلى الحديقة عند سفح جبل حفيت.",
          30,
        ],
        [
          "Arabian Desert zone",
          "منطقة الصحراء العربية",
          "Oryx and gazelles first, then the savannah and the Asian plains.",
          "المها والغزلان أولًا ثم السافانا والسهول الآسيوية.",
          150,
        ],
        [
          "Viewpoint coffee",
          "القهوة عند الإطلالة",
          "Coffee and dates with the mountain in the evening light.",
          "القهوة والتمر والجبل في ضوء المساء.",
          30,
        ],
        [
          "Return to your hotel",
          "العودة إلى فندقك",
          "Back to your hotel through the Garden City.",
          "العودة إلى فندقك عبر مدينة الحدائق.",
          60,
        ],
      ],
    }),
    doha: detail({
      meet: ["Al Shahaniya oryx reserve gate", "بوابة محمية المها في الشحانية", 25.37, 51.21],
      overview: [
        "The Arabian oryx is Qatar's national animal, and it appears on the tail of every Qatar Airways plane. At Al Shahaniya, west of Doha, a reserve protects one of the country's largest herds, and on this visit a ranger drives you in among them on the gravel plain. You also pass the Al Shahaniya camel-racing track, where robot jockeys ride in the racing season, and finish with coffee and dates as the sun sets over the desert.",
        "المها العربي الحيوان الوطني لقطر، ويظهر شعاره على ذيل كل طائرة من طائرات الخطوط الجوية القطرية. وفي الشحانية، غرب الدوحة، تحمي محمية واحدًا من أكبر قطعان البلاد، ويقودك حارس في هذه الزيارة بين القطيع على السهل الحصوي. وتمر كذلك بمضمار الشحانية لسباقات الهجن، حيث يركب الراكبون الآليون الإبل في موسم السباقات، وتختم بالقهوة والتمر والشمس تغيب فوق الصحراء.",
      ],
      highlights: [
        ["Qatar's national animal in a protected herd", "الحيوان الوطني لقطر في قطيع محمي"],
        ["A ranger-led drive among the oryx", "جولة مع حارس بين المها"],
        ["The Al Shahaniya camel-racing track", "مضمار الشحانية لسباقات الهجن"],
        ["Sunset over the desert west of Doha", "الغروب فوق الصحراء غرب الدوحة"],
      ],
      itinerary: [
        [
          "West to Al Shahaniya",
          "غربًا إلى الشحانية",
          "Drive from Doha to the reserve gate.",
          "الانطلاق من الدوحة إلى بوابة المحمية.",
          60,
        ],
        [
          "Among the oryx",
          "بين المها",
          "A slow drive among the herd with your ranger.",
          "جولة هادئة بين القطيع مع الحارس.",
          120,
        ],
        [
          "Camel track and sunset",
          "مضمار الهجن والغروب",
          "Stop by the racing track, then coffee as the sun sets.",
          "وقفة عند المضمار ثم القهوة مع الغروب.",
          30,
        ],
        [
          "Back to Doha",
          "العودة إلى الدوحة",
          "The drive back to your hotel in the city.",
          "طريق العودة إلى فندقك في المدينة.",
          60,
        ],
      ],
    }),
    alula: detail({
      meet: ["Sharaan Nature Reserve gate", "بوابة محمية شرعان الطبيعية", 26.55, 37.95],
      overview: [
        "Sharaan Nature Reserve covers 1,500 square kilometres of sandstone canyons and black basalt plains south-east of AlUla, and it is where the Arabian oryx, Nubian ibex and Arabian gazelle are being returned to the wild after decades of absence. A reserve ranger drives you through the canyons in an open vehicle, stopping to scan the rocks for ibex and the plains for oryx, and explains how the animals are released and tracked. The safari ends at a viewpoint among the sandstone with coffee and dates as the sun goes down.",
        "تمتد محمية شرعان الطبيعية على 1500 كيلومتر مربع من الأودية الرملية والسهول البازلتية السوداء جنوب شرق العُلا، وفيها يُعاد المها العربي والوعل النوبي والغزال العربي إلى البرية بعد غياب دام عقودًا. يقودك حارس المحمية عبر الأودية في سيارة مكشوفة، متوقفًا ليتفحص الصخور بحثًا عن الوعول والسهول بحثًا عن المها، ويشرح كيف تُطلق الحيوانات وتُتابع. وتنتهي السفاري عند إطلالة بين الصخور الرملية مع القهوة والتمر والشمس تغيب.",
      ],
      highlights: [
        ["Oryx, ibex and gazelles returning to the wild", "المها والوعول والغزلان تعود إلى البرية"],
        ["Sandstone canyons and black basalt plains", "أودية من الصخر الرملي وسهول بازلتية سوداء"],
        ["A ranger who tracks the released animals", "حارس يتابع الحيوانات المُطلقة"],
        ["Coffee among the rocks at sunset", "القهوة بين الصخور عند الغروب"],
      ],
      itinerary: [
        [
          "To the reserve",
          "إلى المحمية",
          "Drive from AlUla to the Sharaan gate and meet your ranger.",
          "الانطلاق من العُلا إلى بوابة شرعان ولقاء الحارس.",
          60,
        ],
        [
          "Canyons and plains",
          "الأودية والسهول",
          "Look for ibex on the rocks and oryx on the plains.",
          "ابحث عن الوعول على الصخور والمها في السهول.",
          120,
        ],
        [
          "Sunset among the rocks",
          "الغروب بين الصخور",
          "Coffee and dates at the viewpoint.",
          "القهوة والتمر عند الإطلالة.",
          30,
        ],
        [
          "Back to AlUla",
          "العودة إلى العُلا",
          "The drive back to your hotel after dark.",
          "طريق العودة إلى فندقك بعد حلول الظلام.",
          60,
        ],
      ],
    }),
  },
};
