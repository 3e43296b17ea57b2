// Water sports, city by city: each ride's, dive's and paddle's own dock, reef or creek.
import { detail, type LocalDetails } from "./detail.ts";

export const WATER_DETAILS: LocalDetails = {
  "water-sports-guided-jet-ski": {
    dubai: detail({
      meet: ["Jet ski dock at the Dubai Marina Yacht Club", "رصيف الدبابات البحرية في نادي دبي مارينا لليخوت", 25.0745, 55.137],
      overview: [
        "Dubai's most photographed coastline is best seen from sea level, and on a jet ski you cover it in minutes. From the dock at the Dubai Marina Yacht Club your guide leads you out of the canal and along the JBR beachfront past Ain Dubai, with a photo stop where the Marina towers line up behind you. On the 60-minute tour you continue round the outer crescent of Palm Jumeirah to Atlantis and back, with the Burj Al Arab in view down the coast.",
        "أجمل سواحل دبي وأكثرها ظهورًا في الصور تُرى على أفضل وجه من مستوى سطح البحر، وعلى الدباب البحري تقطعها في دقائق. من رصيف نادي دبي مارينا لليخوت يقودك المرشد خارج القناة وعلى امتداد واجهة جي بي آر مرورًا بعين دبي، مع وقفة تصوير حيث تصطف أبراج المارينا خلفك. وفي جولة الستين دقيقة تواصل حول الهلال الخارجي لنخلة جميرا حتى أتلانتس والعودة، وبرج العرب يلوح على الساحل.",
      ],
      highlights: [
        ["Out of the Marina canal and along JBR", "الخروج من قناة المارينا وعلى امتداد جي بي آر"],
        ["A photo stop with the Marina towers behind you", "وقفة تصوير وأبراج المارينا خلفك"],
        ["Round the Palm's crescent to Atlantis on the longer tour", "حول هلال النخلة حتى أتلانتس في الجولة الأطول"],
        ["Ain Dubai and the Bluewaters waterfront from sea level", "عين دبي وواجهة بلوواترز من مستوى سطح البحر"],
      ],
      itinerary: [
        ["Briefing at the dock", "الإرشادات عند الرصيف", "Sign the waiver, fit your life jacket and learn the controls at the Marina dock.", "وقّع نموذج الإقرار والبس سترة النجاة وتعلّم التحكم عند رصيف المارينا.", 15],
        ["Out past JBR", "مرورًا بجي بي آر", "Follow your guide out of the canal and along the beachfront to Ain Dubai.", "اتبع مرشدك خارج القناة وعلى امتداد الشاطئ حتى عين دبي.", 20],
        ["Marina photo stop", "وقفة تصوير المارينا", "Pause offshore while the guide photographs you against the towers.", "توقف في البحر بينما يلتقط المرشد صورك أمام الأبراج.", 10],
        ["Palm crescent and back", "هلال النخلة والعودة", "Ride round to Atlantis on the longer tour, then race back to the Marina.", "انطلق حتى أتلانتس في الجولة الأطول ثم عد مسرعًا إلى المارينا.", 30],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Jet ski dock at the Breakwater, Abu Dhabi Corniche", "رصيف الدبابات البحرية عند كاسر الأمواج، كورنيش أبوظبي", 24.479, 54.325],
      overview: [
        "Lulu Island lies just off the Abu Dhabi Corniche, a long, low island that shelters the water in between and makes it ideal for a first jet-ski ride. From the Breakwater your guide leads you along the Corniche, with the towers of Al Markaziyah and Etihad Towers lined up on shore, then across to Lulu Island to circle its empty beaches. On the longer tour you continue towards the port and the dhow harbour before heading back.",
        "تقع جزيرة لولو قبالة كورنيش أبوظبي مباشرة، جزيرة طويلة منخفضة تحمي المياه بينها وبين الساحل فتجعلها مثالية لتجربتك الأولى على الدباب البحري. من كاسر الأمواج يقودك المرشد على امتداد الكورنيش وأبراج المركزية وأبراج الاتحاد مصطفة على الشاطئ، ثم تعبر إلى جزيرة لولو لتلتف حول شواطئها الخالية. وفي الجولة الأطول تواصل نحو الميناء وميناء الداو قبل العودة.",
      ],
      highlights: [
        ["Sheltered water between the Corniche and Lulu Island", "مياه محمية بين الكورنيش وجزيرة لولو"],
        ["The Corniche skyline and Etihad Towers from the water", "أبراج الكورنيش وأبراج الاتحاد من البحر"],
        ["A lap of Lulu Island's empty beaches", "لفة حول شواطئ جزيرة لولو الخالية"],
        ["The dhow harbour on the longer tour", "ميناء الداو في الجولة الأطول"],
      ],
      itinerary: [
        ["Briefing at the Breakwater", "الإرشادات عند كاسر الأمواج", "Check in at the dock and learn the jet ski's controls.", "سجّل وصولك عند الرصيف وتعلّم التحكم في الدباب.", 15],
        ["Along the Corniche", "على امتداد الكورنيش", "Ride east with the towers on your right.", "انطلق شرقًا والأبراج إلى يمينك.", 20],
        ["Lulu Island", "جزيرة لولو", "Circle the island and stop for photos facing the city.", "التفّ حول الجزيرة وتوقف للتصوير مواجهًا المدينة.", 20],
        ["Towards the port and back", "نحو الميناء والعودة", "Carry on past the dhow harbour on the longer tour, then return.", "واصل مرورًا بميناء الداو في الجولة الأطول ثم عد.", 20],
      ],
    }),
    "ras-al-khaimah": detail({
      meet: ["Jet ski beach hut on Al Marjan Island", "كوخ الدبابات البحرية على شاطئ جزيرة المرجان", 25.675, 55.743],
      overview: [
        "Al Marjan Island is four coral-shaped islets reclaimed off the coast of Ras Al Khaimah, and the lagoons between them are calm, shallow and clear. You set off from the beach hut on the main island and follow your guide through the channels between the islets, with the Hajar mountains rising inland. On the longer ride you head out to sea around the tip of the islands before looping back along the resort beaches.",
        "جزيرة المرجان أربع جزر صناعية على شكل المرجان قبالة ساحل رأس الخيمة، والبحيرات بينها هادئة ضحلة صافية. تنطلق من الكوخ على شاطئ الجزيرة الرئيسية وتتبع مرشدك عبر القنوات بين الجزر، وجبال الحجر ترتفع في الداخل. وفي الجولة الأطول تتجه إلى البحر حول طرف الجزر قبل أن تعود على امتداد شواطئ المنتجعات.",
      ],
      highlights: [
        ["Calm lagoons between the four Al Marjan islets", "بحيرات هادئة بين جزر المرجان الأربع"],
        ["The Hajar mountains as a backdrop", "جبال الحجر في الخلفية"],
        ["Clear, shallow water, ideal for beginners", "مياه صافية ضحلة مثالية للمبتدئين"],
        ["A loop past the resort beaches", "لفة بمحاذاة شواطئ المنتجعات"],
      ],
      itinerary: [
        ["Beach briefing", "الإرشادات على الشاطئ", "Life jacket and controls at the beach hut.", "سترة النجاة وطريقة التحكم عند كوخ الشاطئ.", 15],
        ["Through the channels", "عبر القنوات", "Weave between the islets behind your guide.", "تنقّل بين الجزر خلف مرشدك.", 25],
        ["Photo stop with the mountains", "وقفة تصوير مع الجبال", "Pause in the lagoon with the Hajar behind you.", "توقف في البحيرة وجبال الحجر خلفك.", 10],
        ["Round the tip and back", "حول الطرف والعودة", "Out to sea around the islands, then back along the resorts.", "إلى البحر حول الجزر ثم العودة بمحاذاة المنتجعات.", 25],
      ],
    }),
    doha: detail({
      meet: ["Jet ski dock on Viva Bahriya beach, The Pearl-Qatar", "رصيف الدبابات البحرية على شاطئ فيفا بحرية، اللؤلؤة قطر", 25.376, 51.54],
      overview: [
        "The Pearl-Qatar is ringed by lagoons and open water, and a jet ski lets you see both faces of modern Doha from the sea. From Viva Bahriya beach your guide leads you around the island's outer shore, then south along the coast of Katara to the West Bay towers, where you stop for photos with the skyline rising from the water. On the longer tour you continue towards Doha Bay before the run back to The Pearl.",
        "تحيط باللؤلؤة قطر البحيرات والمياه المفتوحة، ويتيح لك الدباب البحري رؤية وجهي الدوحة الحديثة من البحر. من شاطئ فيفا بحرية يقودك المرشد حول الساحل الخارجي للجزيرة، ثم جنوبًا بمحاذاة ساحل كتارا حتى أبراج الخليج الغربي، حيث تتوقف للتصوير والأبراج ترتفع من الماء. وفي الجولة الأطول تواصل نحو خليج الدوحة قبل العودة إلى اللؤلؤة.",
      ],
      highlights: [
        ["Around the outer shore of The Pearl-Qatar", "حول الساحل الخارجي للؤلؤة قطر"],
        ["Katara's beaches from the water", "شواطئ كتارا من البحر"],
        ["A photo stop below the West Bay towers", "وقفة تصوير أسفل أبراج الخليج الغربي"],
        ["On towards Doha Bay on the longer tour", "نحو خليج الدوحة في الجولة الأطول"],
      ],
      itinerary: [
        ["Check-in at Viva Bahriya", "التسجيل في فيفا بحرية", "Sign in at the beach dock and get your safety briefing.", "سجّل عند رصيف الشاطئ واستمع إلى إرشادات السلامة.", 15],
        ["Round The Pearl", "حول اللؤلؤة", "Follow your guide around the island's outer shore.", "اتبع مرشدك حول الساحل الخارجي للجزيرة.", 20],
        ["West Bay photo stop", "وقفة تصوير الخليج الغربي", "Stop offshore with the towers rising behind you.", "توقف في البحر والأبراج ترتفع خلفك.", 15],
        ["Back to The Pearl", "العودة إلى اللؤلؤة", "Run back along Katara, or on to Doha Bay first on the longer tour.", "عُد بمحاذاة كتارا، أو واصل أولًا إلى خليج الدوحة في الجولة الأطول.", 25],
      ],
    }),
  },
  "water-sports-discover-scuba": {
    fujairah: detail({
      meet: ["Dive centre on the beach at Dibba Al Fujairah", "مركز الغوص على شاطئ دبا الفجيرة", 25.585, 56.266],
      overview: [
        "Dibba Rock, a small island a few minutes' boat ride off Dibba Al Fujairah, sits in a marine protected area where the reef has recovered well and turtles and rays are common. Your day starts at the dive centre on the beach with a medical form, a briefing and practice in the shallows off the sand. Then the boat takes you out to the rock, where you descend with your instructor to about ten metres over coral heads full of reef fish.",
        "صخرة دبا جزيرة صغيرة على بعد دقائق بالقارب من دبا الفجيرة، تقع في منطقة بحرية محمية تعافت فيها الشعاب جيدًا، وكثيرًا ما تُرى فيها السلاحف وأسماك الراي. يبدأ يومك في مركز الغوص على الشاطئ بنموذج طبي وشرح للمعدات وتدريب في المياه الضحلة قرب الرمال. ثم يأخذك القارب إلى الصخرة لتنزل مع مدربك إلى عمق عشرة أمتار تقريبًا فوق رؤوس مرجانية تعج بأسماك الشعاب.",
      ],
      highlights: [
        ["A first dive in the Dibba Rock marine protected area", "غوصة أولى في المنطقة البحرية المحمية عند صخرة دبا"],
        ["Turtles and rays often seen on the reef", "السلاحف وأسماك الراي كثيرًا ما تُرى على الشعاب"],
        ["Skills practice in the shallows off the beach", "تدريب على المهارات في المياه الضحلة قرب الشاطئ"],
        ["One instructor for every two divers", "مدرب لكل غواصَين"],
      ],
      itinerary: [
        ["Check-in at the dive centre", "التسجيل في مركز الغوص", "Fill in the medical form and meet your instructor on the Dibba beach.", "املأ النموذج الطبي وتعرّف على مدربك على شاطئ دبا.", 20],
        ["Briefing", "الشرح", "Learn how the regulator, mask and buoyancy jacket work.", "تعلّم طريقة عمل المنظم والقناع وسترة الطفو.", 30],
        ["Shallow-water practice", "التدريب في المياه الضحلة", "Practise breathing and mask clearing where you can still stand.", "تدرّب على التنفس وتنظيف القناع حيث تستطيع الوقوف.", 40],
        ["Boat to Dibba Rock", "القارب إلى صخرة دبا", "A short ride across to the island.", "رحلة قصيرة إلى الجزيرة.", 15],
        ["Reef dive", "الغوص عند الشعاب", "Descend with your instructor over the coral around the rock.", "انزل مع مدربك فوق المرجان المحيط بالصخرة.", 45],
        ["Back to the beach", "العودة إلى الشاطئ", "Return to the centre and log your first dive.", "عُد إلى المركز وسجّل غوصتك الأولى.", 30],
      ],
    }),
    muscat: detail({
      meet: ["Dive centre at Marina Bandar Al Rowdha", "مركز الغوص في مرسى بندر الروضة", 23.5804, 58.605],
      overview: [
        "South of Muscat the mountains drop straight into the sea, and the coves of Bandar Khayran are sheltered by cliffs that keep the water flat for beginners. The day starts at the dive centre in Marina Bandar Al Rowdha with a briefing and skills practice, then the boat runs down the coast past the cliffs to a sheltered bay. There you descend with your instructor among coral and boulders where clownfish, moray eels and turtles are regular sights.",
        "جنوب مسقط تنحدر الجبال مباشرة إلى البحر، وتحمي المنحدرات خلجان بندر الخيران فتبقى مياهها هادئة تناسب المبتدئين. يبدأ اليوم في مركز الغوص بمرسى بندر الروضة بشرح المعدات والتدريب على المهارات، ثم ينطلق القارب على امتداد الساحل بمحاذاة المنحدرات إلى خليج محمي. وهناك تنزل مع مدربك بين المرجان والصخور حيث أسماك المهرج وثعابين الموراي والسلاحف مشاهد مألوفة.",
      ],
      highlights: [
        ["Sheltered coves below the cliffs of Bandar Khayran", "خلجان محمية أسفل منحدرات بندر الخيران"],
        ["Clownfish, morays and turtles among the boulders", "أسماك المهرج والموراي والسلاحف بين الصخور"],
        ["A boat ride down Muscat's mountain coast", "رحلة بالقارب على ساحل مسقط الجبلي"],
        ["Briefing and practice at Marina Bandar Al Rowdha", "الشرح والتدريب في مرسى بندر الروضة"],
      ],
      itinerary: [
        ["Check-in at the marina", "التسجيل في المرسى", "Meet your instructor at the dive centre and fill in the medical form.", "قابل مدربك في مركز الغوص واملأ النموذج الطبي.", 20],
        ["Equipment briefing", "شرح المعدات", "How to equalise, breathe and signal underwater.", "كيف تعادل الضغط وتتنفس وتتواصل بالإشارات تحت الماء.", 30],
        ["Boat to Bandar Khayran", "القارب إلى بندر الخيران", "Run south along the cliffs to the sheltered bay.", "الانطلاق جنوبًا بمحاذاة المنحدرات إلى الخليج المحمي.", 25],
        ["Skills in the shallows", "المهارات في المياه الضحلة", "Practise in the calm water of the cove before the dive.", "تدرّب في مياه الخليج الهادئة قبل الغوص.", 35],
        ["Cove dive", "الغوص في الخليج", "Explore the coral and boulders with your instructor.", "استكشف المرجان والصخور مع مدربك.", 40],
        ["Return and logbook", "العودة والسجل", "Cruise back to the marina and log the dive.", "العودة إلى المرسى وتسجيل الغوصة.", 30],
      ],
    }),
    jeddah: detail({
      meet: ["Dive centre on Obhur Creek, North Obhur", "مركز الغوص على شرم أبحر، أبحر الشمالية", 21.73, 39.095],
      overview: [
        "The Red Sea off Jeddah is warm, clear and full of coral, and its reefs begin only minutes from Obhur Creek. After a briefing and a practice session in the calm water of the creek, the boat takes you out to a reef where a coral wall drops into the blue. You descend beside it with a PADI instructor to about ten metres, among anthias, butterflyfish and the occasional turtle, and the dive can count towards an Open Water certificate.",
        "البحر الأحمر قبالة جدة دافئ صافٍ غني بالمرجان، وتبدأ شعابه على بعد دقائق فقط من شرم أبحر. بعد الشرح وجلسة تدريب في مياه الشرم الهادئة، يأخذك القارب إلى شعاب ينحدر فيها جدار مرجاني نحو الأزرق العميق. تنزل بجواره مع مدرب معتمد من بادي إلى عمق عشرة أمتار تقريبًا بين أسماك الأنثياس والفراشة وأحيانًا السلاحف، ويمكن احتساب هذه الغوصة ضمن شهادة الغوص في المياه المفتوحة.",
      ],
      highlights: [
        ["A coral wall minutes from Obhur Creek", "جدار مرجاني على بعد دقائق من شرم أبحر"],
        ["Practice in the calm water of the creek", "التدريب في مياه الشرم الهادئة"],
        ["Warm, clear Red Sea water all year", "مياه البحر الأحمر الدافئة الصافية طوال العام"],
        ["A dive that can count towards an Open Water certificate", "غوصة يمكن احتسابها ضمن شهادة المياه المفتوحة"],
      ],
      itinerary: [
        ["Check-in at Obhur", "التسجيل في أبحر", "Medical form and introductions at the dive centre.", "النموذج الطبي والتعارف في مركز الغوص.", 20],
        ["Dive theory", "أساسيات الغوص", "The equipment, equalising and hand signals.", "المعدات ومعادلة الضغط وإشارات اليد.", 30],
        ["Practice in the creek", "التدريب في الشرم", "Breathe underwater for the first time in calm, shallow water.", "تنفّس تحت الماء لأول مرة في مياه هادئة ضحلة.", 40],
        ["Out to the reef", "إلى الشعاب", "A short boat ride to the coral wall.", "رحلة قصيرة بالقارب إلى الجدار المرجاني.", 15],
        ["Wall dive", "الغوص عند الجدار", "Descend beside the coral with your instructor.", "انزل بجوار المرجان مع مدربك.", 45],
        ["Debrief", "ختام الغوصة", "Back in the creek, log your dive and hear about the next step.", "عُد إلى الشرم وسجّل غوصتك وتعرّف على الخطوة التالية.", 30],
      ],
    }),
  },
  "water-sports-mangrove-kayaking": {
    "abu-dhabi": detail({
      meet: ["Kayak launch at the Eastern Mangroves promenade", "نقطة انطلاق الكاياك عند ممشى القرم الشرقي", 24.4478, 54.4227],
      overview: [
        "The Eastern Mangroves line the island's eastern shore, minutes from the city centre, and the channels between the trees are calm enough for complete beginners. You launch from the promenade beside the Anantara hotel and paddle into the grey mangroves, where herons stand in the shallows and crabs scatter over the roots at low tide. Your guide explains how the mangroves are replanted and protected, and the city's towers appear between the trees on the way back.",
        "يمتد القرم الشرقي على الساحل الشرقي للجزيرة على بعد دقائق من وسط المدينة، والقنوات بين الأشجار هادئة بما يكفي للمبتدئين تمامًا. تنطلق من الممشى بجوار فندق أنانتارا وتجدّف بين أشجار القرم الرمادي، حيث تقف طيور البلشون في المياه الضحلة وتتفرق السلطعونات فوق الجذور عند الجزر. ويشرح لك المرشد كيف يُعاد زرع القرم وحمايته، وتظهر أبراج المدينة بين الأشجار في طريق العودة.",
      ],
      highlights: [
        ["Calm channels minutes from the city centre", "قنوات هادئة على بعد دقائق من وسط المدينة"],
        ["Herons and crabs among the grey mangroves", "طيور البلشون والسلطعونات بين أشجار القرم الرمادي"],
        ["How Abu Dhabi replants and protects its mangroves", "كيف تعيد أبوظبي زراعة القرم وتحميه"],
        ["City towers glimpsed between the trees", "أبراج المدينة بين الأشجار"],
      ],
      itinerary: [
        ["Launch at the promenade", "الانطلاق من الممشى", "Learn the basic strokes before setting off from the Eastern Mangroves launch.", "تعلّم ضربات المجداف الأساسية قبل الانطلاق من القرم الشرقي.", 20],
        ["Into the mangroves", "إلى داخل القرم", "Paddle the winding channels between the trees.", "جدّف في القنوات المتعرجة بين الأشجار.", 40],
        ["Drift and watch", "الانجراف والمراقبة", "Rest your paddle while herons fish in the shallows.", "أرح مجدافك بينما تصطاد طيور البلشون في المياه الضحلة.", 35],
        ["Back with the skyline", "العودة مع الأبراج", "Return along a wider channel with the towers ahead.", "العودة عبر قناة أوسع والأبراج أمامك.", 25],
      ],
    }),
    "ras-al-khaimah": detail({
      meet: ["Kayak launch on the Al Qurm lagoon, Ras Al Khaimah Creek", "نقطة انطلاق الكاياك على بحيرة القرم، خور رأس الخيمة", 25.78, 55.955],
      overview: [
        "Behind Ras Al Khaimah's old town, the creek opens into the Al Qurm lagoon, where mangroves grow along a maze of quiet channels. At sunrise the water is mirror-still, and as you paddle out from the launch you often see flamingos and herons feeding before the day's traffic starts on the bridges above. Your guide leads you through the narrow creeks, pausing to point out crab holes, mudskippers and young fish sheltering among the roots.",
        "خلف البلدة القديمة في رأس الخيمة ينفتح الخور على بحيرة القرم، حيث تنمو أشجار القرم على امتداد متاهة من القنوات الهادئة. عند الشروق يكون الماء ساكنًا كالمرآة، وحين تجدّف من نقطة الانطلاق كثيرًا ما ترى الفلامنغو وطيور البلشون تتغذى قبل أن تبدأ حركة السيارات على الجسور. ويقودك المرشد عبر الخيران الضيقة، متوقفًا ليريك جحور السلطعونات وأسماك نطاط الطين والأسماك الصغيرة المختبئة بين الجذور.",
      ],
      highlights: [
        ["Mirror-still water on the Al Qurm lagoon at dawn", "مياه ساكنة كالمرآة في بحيرة القرم عند الفجر"],
        ["Flamingos and herons feeding in the creeks", "الفلامنغو وطيور البلشون تتغذى في الخيران"],
        ["Mudskippers and young fish among the roots", "أسماك نطاط الطين والأسماك الصغيرة بين الجذور"],
        ["A quiet side of Ras Al Khaimah behind the old town", "وجه هادئ لرأس الخيمة خلف البلدة القديمة"],
      ],
      itinerary: [
        ["Dawn launch", "الانطلاق فجرًا", "Meet your guide at the lagoon launch and practise a few strokes.", "قابل مرشدك عند نقطة الانطلاق في البحيرة وتدرّب على بعض الضربات.", 20],
        ["Narrow creeks", "الخيران الضيقة", "Paddle into the channels as the sun comes up.", "جدّف إلى القنوات مع شروق الشمس.", 40],
        ["Birds in the shallows", "الطيور في المياه الضحلة", "Drift quietly near flamingos and herons.", "انجرف بهدوء قرب الفلامنغو وطيور البلشون.", 35],
        ["Return across the lagoon", "العودة عبر البحيرة", "Cross the open lagoon back to the launch.", "اعبر البحيرة المفتوحة عائدًا إلى نقطة الانطلاق.", 25],
      ],
      // A sunrise paddle: no sunset group here, and the private tour goes out in the morning.
      options: [undefined, null, { startTimes: ["07:00"] }],
    }),
    sharjah: detail({
      meet: ["Kayak centre at the Kalba mangrove reserve, Khor Kalba", "مركز الكاياك في محمية القرم بكلباء، خور كلباء", 25.001, 56.362],
      overview: [
        "Khor Kalba, on Sharjah's east coast, holds the oldest mangrove forest in the UAE, and it is one of the few places where the rare Arabian collared kingfisher breeds. From the kayak centre at the reserve your guide leads you up the creek between tall mangroves, with the Hajar mountains rising behind the trees. Turtles feed in the channels, and the kingfishers' flashes of blue and white are easiest to see early in the morning or late in the day.",
        "يضم خور كلباء، على الساحل الشرقي للشارقة، أقدم غابة قرم في الإمارات، وهو من الأماكن القليلة التي يعشش فيها طائر الرفراف العربي المطوّق النادر. من مركز الكاياك في المحمية يقودك المرشد في أعلى الخور بين أشجار قرم عالية، وجبال الحجر ترتفع خلفها. وتتغذى السلاحف في القنوات، ويسهل رصد ومضات الرفراف الزرقاء والبيضاء في الصباح الباكر أو آخر النهار.",
      ],
      highlights: [
        ["The oldest mangrove forest in the UAE", "أقدم غابة قرم في الإمارات"],
        ["The rare collared kingfisher of Khor Kalba", "طائر الرفراف المطوّق النادر في خور كلباء"],
        ["Turtles feeding in the channels", "السلاحف تتغذى في القنوات"],
        ["The Hajar mountains behind the trees", "جبال الحجر خلف الأشجار"],
      ],
      itinerary: [
        ["Welcome at the reserve", "الترحيب في المحمية", "Meet your guide at the Kalba kayak centre and fit your life jacket.", "قابل مرشدك في مركز الكاياك بكلباء والبس سترة النجاة.", 20],
        ["Up the creek", "في أعلى الخور", "Paddle between the tall mangroves of Khor Kalba.", "جدّف بين أشجار القرم العالية في خور كلباء.", 40],
        ["Kingfisher watch", "مراقبة الرفراف", "Drift quietly where the kingfishers perch and turtles surface.", "انجرف بهدوء حيث يقف الرفراف وتطفو السلاحف.", 35],
        ["Back to the centre", "العودة إلى المركز", "Return to the reserve on the incoming tide.", "العودة إلى المحمية مع المد.", 25],
      ],
    }),
    doha: detail({
      meet: ["Kayak launch at the Al Thakhira mangroves, Al Khor", "نقطة انطلاق الكاياك عند أشجار القرم في الذخيرة، الخور", 25.69, 51.535],
      overview: [
        "Purple Island, Jazirat Bin Ghanim, takes its name from the purple dye made there from sea snails some 3,500 years ago, and today it is ringed by the mangroves of Al Thakhira, an hour north of Doha. You launch from the shore by the island and paddle through channels where crabs, herons and, in winter, flamingos feed, then land on the island to walk up the low hill where the dye works once stood. It is one of the greenest corners of Qatar and feels a world away from West Bay.",
        "تستمد جزيرة بن غانم، المعروفة بالجزيرة الأرجوانية، اسمها من الصبغة الأرجوانية التي كانت تُستخرج فيها من القواقع البحرية قبل نحو 3500 عام، وتحيط بها اليوم أشجار القرم في الذخيرة على بعد ساعة شمال الدوحة. تنطلق من الشاطئ بجوار الجزيرة وتجدّف عبر قنوات تتغذى فيها السلطعونات وطيور البلشون، والفلامنغو في الشتاء، ثم تنزل على الجزيرة وتمشي إلى التل المنخفض حيث كانت ورش الصباغة. إنها من أكثر زوايا قطر خضرة، وتشعر فيها أنك بعيد كل البعد عن الخليج الغربي.",
      ],
      highlights: [
        ["The mangroves of Al Thakhira, an hour north of Doha", "أشجار القرم في الذخيرة على بعد ساعة شمال الدوحة"],
        ["Landing on Purple Island, site of ancient dye works", "النزول على الجزيرة الأرجوانية موقع ورش الصباغة القديمة"],
        ["Herons, crabs and winter flamingos", "طيور البلشون والسلطعونات والفلامنغو في الشتاء"],
        ["One of the greenest corners of Qatar", "من أكثر زوايا قطر خضرة"],
      ],
      itinerary: [
        ["Launch by the island", "الانطلاق قرب الجزيرة", "Meet your guide on the shore at Al Thakhira and set off.", "قابل مرشدك على الشاطئ في الذخيرة وانطلق.", 20],
        ["Mangrove channels", "قنوات القرم", "Paddle through the channels around Purple Island.", "جدّف عبر القنوات المحيطة بالجزيرة الأرجوانية.", 40],
        ["Ashore on Purple Island", "على أرض الجزيرة", "Land and walk up to the site of the old dye works.", "انزل وامشِ إلى موقع ورش الصباغة القديمة.", 35],
        ["Paddle back", "التجديف عائدًا", "Return through the mangroves to the launch.", "العودة عبر أشجار القرم إلى نقطة الانطلاق.", 25],
      ],
    }),
  },
};
