// Attractions, city by city: each tower's, aquarium's and museum's own entrance, rooms and story.
import { detail, type LocalDetails } from "./detail.ts";

export const ATTRACTION_DETAILS: LocalDetails = {
  "attractions-burj-khalifa-observation-deck": {
    dubai: detail({
      meet: ["At the Top entrance, lower ground floor of The Dubai Mall", "مدخل أت ذا توب، الطابق الأرضي السفلي في دبي مول", 25.1975, 55.279],
      overview: [
        "At 828 metres, Burj Khalifa is the tallest building in the world, and its observation decks on levels 124 and 125 look down on the whole of Dubai. The visit starts inside The Dubai Mall, with an exhibition on how the tower was designed and built in the desert, before a lift climbs to level 124 in about a minute. From the open-air terrace you see the Dubai Fountain's lake directly below, the Dubai Water Canal curving to the sea, Palm Jumeirah on the horizon and the desert fading into the haze inland.",
        "يرتفع برج خليفة 828 مترًا، وهو أعلى مبنى في العالم، وتطل منصتا المشاهدة في الطابقين 124 و125 على دبي كلها. تبدأ الزيارة من داخل دبي مول بمعرض يروي كيف صُمم البرج وشُيّد في الصحراء، ثم يصعد بك المصعد إلى الطابق 124 في دقيقة تقريبًا. ومن الشرفة المفتوحة ترى بحيرة نافورة دبي أسفلك مباشرة، وقناة دبي المائية تنحني نحو البحر، ونخلة جميرا في الأفق، والصحراء تتلاشى في الضباب نحو الداخل.",
      ],
      highlights: [
        ["Levels 124 and 125 of the world's tallest building", "الطابقان 124 و125 في أعلى مبنى في العالم"],
        ["The Dubai Fountain's lake directly below", "بحيرة نافورة دبي أسفلك مباشرة"],
        ["Palm Jumeirah and the Dubai Water Canal on the horizon", "نخلة جميرا وقناة دبي المائية في الأفق"],
        ["Level 148 and its lounge on the premium option", "الطابق 148 وصالته في الخيار المميز"],
      ],
      itinerary: [
        ["Entrance in The Dubai Mall", "المدخل في دبي مول", "Scan your ticket at the At the Top entrance on the mall's lower ground floor.", "امسح تذكرتك عند مدخل أت ذا توب في الطابق الأرضي السفلي من المول.", 15],
        ["The tower's story", "حكاية البرج", "Walk through the exhibition on its design, foundations and records.", "تجوّل في المعرض الذي يروي تصميمه وأساساته وأرقامه القياسية.", 15],
        ["Lift to level 124", "المصعد إلى الطابق 124", "Climb 124 floors in about a minute.", "اصعد 124 طابقًا في دقيقة تقريبًا.", 5],
        ["Terrace and level 125", "الشرفة والطابق 125", "The open-air terrace, the telescopes and the quieter level above.", "الشرفة المفتوحة والمناظير والطابق الأهدأ فوقها.", 55],
      ],
    }),
  },
  "attractions-aquarium-admission": {
    dubai: detail({
      meet: ["Dubai Aquarium ticket counter, ground floor of The Dubai Mall", "شباك تذاكر دبي أكواريوم، الطابق الأرضي في دبي مول", 25.1972, 55.2796],
      overview: [
        "The Dubai Aquarium's tank fills a wall of The Dubai Mall three storeys high and holds thousands of animals, including one of the largest groups of sand tiger sharks in the world. Your ticket takes you through the 48-metre tunnel beneath the tank, with sharks and rays gliding overhead, and up to the Underwater Zoo on the level above. There you meet a giant saltwater crocodile, penguins and otters, and walk through the aquarium's rainforest and mangrove zones.",
        "يملأ حوض دبي أكواريوم جدارًا في دبي مول بارتفاع ثلاثة طوابق، ويضم آلاف الكائنات، منها واحدة من أكبر مجموعات أسماك القرش النمري الرملي في العالم. تأخذك تذكرتك عبر نفق بطول 48 مترًا أسفل الحوض وأسماك القرش والراي تنساب فوقك، ثم إلى حديقة الحيوانات المائية في الطابق الأعلى. وهناك تلتقي تمساحًا ضخمًا من تماسيح المياه المالحة وطيور البطريق وثعالب الماء، وتتجول في منطقتي الغابة المطيرة وأشجار القرم.",
      ],
      highlights: [
        ["The 48-metre tunnel beneath the tank", "نفق بطول 48 مترًا أسفل الحوض"],
        ["One of the world's largest groups of sand tiger sharks", "من أكبر مجموعات أسماك القرش النمري الرملي في العالم"],
        ["Penguins and otters in the Underwater Zoo", "طيور البطريق وثعالب الماء في حديقة الحيوانات المائية"],
        ["A giant saltwater crocodile", "تمساح ضخم من تماسيح المياه المالحة"],
      ],
      itinerary: [
        ["Tickets in the mall", "التذاكر في المول", "Scan your ticket at the aquarium counter on the ground floor.", "امسح تذكرتك عند شباك الأكواريوم في الطابق الأرضي.", 10],
        ["The tunnel", "النفق", "Walk beneath the tank as sharks and rays pass overhead.", "امشِ أسفل الحوض وأسماك القرش والراي تمر فوقك.", 30],
        ["Underwater Zoo", "حديقة الحيوانات المائية", "Penguins, otters and the rainforest zone upstairs.", "طيور البطريق وثعالب الماء ومنطقة الغابة المطيرة في الطابق العلوي.", 45],
        ["Feeding time", "وقت الإطعام", "Join a keeper's talk at the penguin or crocodile feed.", "انضم إلى حديث الحارس عند إطعام البطاريق أو التمساح.", 20],
        ["The great panel", "اللوح الكبير", "Finish at the huge acrylic panel, the mall's most photographed wall.", "اختم عند اللوح الأكريليكي الضخم، أكثر جدران المول تصويرًا.", 15],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["The National Aquarium entrance, Al Qana waterfront", "مدخل الحوض المائي الوطني، واجهة القناة المائية", 24.4103, 54.4948],
      overview: [
        "The National Aquarium sits on Al Qana, the canal-side promenade by Khor Al Maqta, and it is the largest aquarium in the Middle East. Its ten zones take you from the UAE's own waters, with the reef fish, sharks and mangroves of Abu Dhabi's coast, to the rainforests of the Amazon and the deep ocean. A highlight is the rescue and rehabilitation programme for sea turtles, which the aquarists explain at the turtle pools.",
        "يقع الحوض المائي الوطني في القناة، الممشى المائي بجوار خور المقطع، وهو أكبر حوض مائي في الشرق الأوسط. تأخذك مناطقه العشر من مياه الإمارات، بأسماك الشعاب والقروش وأشجار القرم على ساحل أبوظبي، إلى غابات الأمازون المطيرة وأعماق المحيط. ومن أبرز ما فيه برنامج إنقاذ السلاحف البحرية وإعادة تأهيلها، الذي يشرحه المختصون عند أحواض السلاحف.",
      ],
      highlights: [
        ["The largest aquarium in the Middle East, at Al Qana", "أكبر حوض مائي في الشرق الأوسط في القناة"],
        ["Ten zones from the Arabian Gulf to the deep ocean", "عشر مناطق من الخليج العربي إلى أعماق المحيط"],
        ["The sea-turtle rescue programme", "برنامج إنقاذ السلاحف البحرية"],
        ["A canal-side promenade by Khor Al Maqta", "ممشى مائي بجوار خور المقطع"],
      ],
      itinerary: [
        ["Entry at Al Qana", "الدخول في القناة", "Scan your ticket at the aquarium entrance on the waterfront.", "امسح تذكرتك عند مدخل الحوض على الواجهة المائية.", 10],
        ["Our Gulf", "خليجنا", "Start with the reefs, sharks and mangroves of Abu Dhabi's coast.", "ابدأ بشعاب ساحل أبوظبي وقروشه وأشجار القرم فيه.", 40],
        ["Rainforest to deep ocean", "من الغابة المطيرة إلى أعماق المحيط", "Follow the zones from the Amazon to the open sea.", "تنقّل بين المناطق من الأمازون إلى البحر المفتوح.", 40],
        ["Turtle rescue", "إنقاذ السلاحف", "Hear how injured sea turtles are treated and released.", "تعرّف على علاج السلاحف المصابة وإطلاقها.", 20],
        ["Al Qana promenade", "ممشى القناة", "Step out to the waterfront cafés by the canal.", "اخرج إلى مقاهي الواجهة المائية بجوار القناة.", 10],
      ],
    }),
    sharjah: detail({
      meet: ["Sharjah Aquarium entrance, Al Khan", "مدخل أكواريوم الشارقة، الخان", 25.324, 55.366],
      overview: [
        "Sharjah Aquarium stands at the mouth of Al Khan lagoon, where the old fishing village of Al Khan once lived from the sea, and next door the Sharjah Maritime Museum tells that story. The aquarium's tanks show the life of the UAE's two coasts, from the reefs of the Arabian Gulf to the east-coast waters of Kalba and Khor Fakkan, with a walk-under tunnel of rays and reef sharks. In the museum you see the dhows, pearl-diving tools and fish traps of Sharjah's seafaring families.",
        "يقف أكواريوم الشارقة عند مدخل بحيرة الخان، حيث عاشت قرية الخان القديمة على صيد البحر، وبجواره يروي متحف الشارقة البحري تلك الحكاية. تعرض أحواض الأكواريوم حياة ساحلي الإمارات، من شعاب الخليج العربي إلى مياه الساحل الشرقي في كلباء وخورفكان، مع نفق تمر فيه أسفل أسماك الراي وقروش الشعاب. وفي المتحف ترى قوارب الداو وأدوات الغوص على اللؤلؤ وأقفاص الصيد التي استخدمتها عائلات الشارقة البحرية.",
      ],
      highlights: [
        ["The marine life of both UAE coasts", "الحياة البحرية على ساحلي الإمارات"],
        ["A tunnel beneath rays and reef sharks", "نفق أسفل أسماك الراي وقروش الشعاب"],
        ["Dhows and pearl-diving tools in the Maritime Museum", "قوارب الداو وأدوات الغوص على اللؤلؤ في المتحف البحري"],
        ["At the mouth of Al Khan lagoon", "عند مدخل بحيرة الخان"],
      ],
      itinerary: [
        ["Entry at Al Khan", "الدخول في الخان", "Scan your ticket, valid for both the aquarium and the museum.", "امسح تذكرتك الصالحة للأكواريوم والمتحف معًا.", 10],
        ["Gulf reefs", "شعاب الخليج", "Tanks of Arabian Gulf reef fish, seahorses and moray eels.", "أحواض أسماك شعاب الخليج العربي وفرس البحر وثعابين الموراي.", 35],
        ["East-coast waters and the tunnel", "مياه الساحل الشرقي والنفق", "Life from Kalba and Khor Fakkan, then the tunnel of rays.", "كائنات كلباء وخورفكان ثم نفق أسماك الراي.", 35],
        ["Feeding talk", "حديث الإطعام", "An aquarist feeds the sharks and answers questions.", "يطعم المختص أسماك القرش ويجيب عن الأسئلة.", 20],
        ["Maritime Museum", "المتحف البحري", "Dhows, pearl tools and fish traps next door.", "قوارب الداو وأدوات اللؤلؤ وأقفاص الصيد في المبنى المجاور.", 20],
      ],
    }),
    jeddah: detail({
      meet: ["Fakieh Aquarium entrance, North Corniche", "مدخل فقيه أكواريوم، الكورنيش الشمالي", 21.6289, 39.1084],
      overview: [
        "Fakieh Aquarium, on Jeddah's north Corniche, was the first public aquarium in Saudi Arabia and is devoted above all to the Red Sea. Its tanks hold more than 200 species, from the reef fish and moray eels of the coral walls offshore to sand tiger sharks and the Red Sea's colourful invertebrates. Dolphin and seal shows run several times a day in the arena next door, and afterwards the Corniche is right outside for a walk by the sea.",
        "فقيه أكواريوم على الكورنيش الشمالي في جدة أول حوض مائي عام في المملكة، ويُعنى قبل كل شيء بالبحر الأحمر. تضم أحواضه أكثر من 200 نوع، من أسماك الشعاب وثعابين الموراي التي تسكن الجدران المرجانية قبالة الساحل إلى أسماك القرش النمري الرملي ولافقاريات البحر الأحمر الملونة. وتُقام عروض الدلافين والفقمات في المسرح المجاور عدة مرات يوميًا، وبعدها يمتد الكورنيش أمامك مباشرة للتنزه بجوار البحر.",
      ],
      highlights: [
        ["Saudi Arabia's first public aquarium", "أول حوض مائي عام في المملكة"],
        ["More than 200 Red Sea species", "أكثر من 200 نوع من كائنات البحر الأحمر"],
        ["Dolphin and seal shows in the arena next door", "عروض الدلافين والفقمات في المسرح المجاور"],
        ["On the north Corniche, steps from the sea", "على الكورنيش الشمالي على بعد خطوات من البحر"],
      ],
      itinerary: [
        ["Entry on the Corniche", "الدخول على الكورنيش", "Scan your ticket at the aquarium gate on the north Corniche.", "امسح تذكرتك عند بوابة الأكواريوم على الكورنيش الشمالي.", 10],
        ["Coral reef tanks", "أحواض الشعاب المرجانية", "Reef fish, morays and anemones of the Red Sea.", "أسماك الشعاب والموراي وشقائق النعمان البحرية من البحر الأحمر.", 40],
        ["Sharks and the big tank", "القروش والحوض الكبير", "Sand tiger sharks and rays in the main tank.", "أسماك القرش النمري الرملي والراي في الحوض الرئيسي.", 30],
        ["Dolphin show", "عرض الدلافين", "Catch the next show in the arena next door.", "احضر العرض التالي في المسرح المجاور.", 25],
        ["The Corniche", "الكورنيش", "Step outside for a walk along the sea.", "اخرج للتنزه على امتداد البحر.", 15],
      ],
    }),
  },
  "attractions-museum-highlights-tour": {
    dubai: detail({
      meet: ["Museum of the Future main entrance, Sheikh Zayed Road", "المدخل الرئيسي لمتحف المستقبل، شارع الشيخ زايد", 25.2192, 55.2822],
      overview: [
        "The Museum of the Future is the torus of steel and glass beside the Emirates Towers on Sheikh Zayed Road, its whole façade cut with Arabic calligraphy from poems by Sheikh Mohammed bin Rashid. Inside, the exhibits are set decades ahead: a journey to an orbiting space station, a library of living species preserved for the future, a wellness floor and a children's lab. Your guide explains the ideas behind each floor and the building itself, which stands without a single internal column.",
        "متحف المستقبل هو المبنى البيضاوي المصنوع من الفولاذ والزجاج بجوار أبراج الإمارات على شارع الشيخ زايد، وواجهته كلها محفورة بخط عربي من قصائد الشيخ محمد بن راشد. وفي الداخل تدور المعروضات بعد عقود من اليوم: رحلة إلى محطة فضائية في المدار، ومكتبة للكائنات الحية محفوظة للمستقبل، وطابق للصحة والعافية، ومختبر للأطفال. ويشرح لك المرشد الأفكار وراء كل طابق وفكرة المبنى نفسه الذي يقف دون عمود داخلي واحد.",
      ],
      highlights: [
        ["A façade of Arabic calligraphy on Sheikh Zayed Road", "واجهة من الخط العربي على شارع الشيخ زايد"],
        ["A journey to an orbiting space station", "رحلة إلى محطة فضائية في المدار"],
        ["The library of living species", "مكتبة الكائنات الحية"],
        ["A building without a single internal column", "مبنى بلا عمود داخلي واحد"],
      ],
      itinerary: [
        ["Meet at the entrance", "اللقاء عند المدخل", "Meet your guide under the calligraphy at the main entrance.", "قابل مرشدك تحت الخط العربي عند المدخل الرئيسي.", 10],
        ["Space station", "المحطة الفضائية", "Begin with the launch to the orbital station of the future.", "ابدأ بالانطلاق إلى المحطة المدارية في المستقبل.", 35],
        ["Living species library", "مكتبة الكائنات الحية", "Thousands of species preserved in glass in the heart of the torus.", "آلاف الكائنات المحفوظة في الزجاج في قلب المبنى.", 30],
        ["Wellness and future heroes", "العافية وأبطال المستقبل", "The wellness floor and the children's lab.", "طابق العافية ومختبر الأطفال.", 25],
        ["Free time", "وقت حر", "Explore again on your own or photograph the façade from the bridge.", "استكشف مجددًا بمفردك أو صوّر الواجهة من الجسر.", 80],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Louvre Abu Dhabi main entrance, Saadiyat Cultural District", "المدخل الرئيسي لمتحف اللوفر أبوظبي، المنطقة الثقافية في السعديات", 24.5338, 54.3983],
      overview: [
        "Louvre Abu Dhabi sits on the water of Saadiyat Island under Jean Nouvel's great dome, whose layers of latticed steel let sunlight fall through like rain between palm leaves. Its galleries tell one story of humanity rather than separating cultures, placing a Bactrian princess beside an Egyptian sarcophagus and a Qur'an beside a Gothic Bible. An art historian leads you through the highlights, from the first villages to Ai Weiwei's Fountain of Light, with time afterwards to sit under the dome by the water.",
        "يقوم متحف اللوفر أبوظبي على الماء في جزيرة السعديات تحت قبة جان نوفيل الكبيرة، التي تسمح طبقاتها من الفولاذ المشبك بتساقط ضوء الشمس كالمطر بين سعف النخيل. وتروي قاعاته قصة واحدة للإنسانية بدلًا من الفصل بين الثقافات، فتضع أميرة باكترية بجوار تابوت مصري، ومصحفًا بجوار إنجيل قوطي. ويقودك مؤرخ فني بين أبرز المقتنيات، من القرى الأولى حتى نافورة الضوء لآي ويوي، مع وقت بعدها للجلوس تحت القبة بجوار الماء.",
      ],
      highlights: [
        ["Jean Nouvel's dome and its rain of light", "قبة جان نوفيل ومطر الضوء"],
        ["Galleries that tell one story of humanity", "قاعات تروي قصة واحدة للإنسانية"],
        ["A Bactrian princess, a Qur'an and a Gothic Bible side by side", "أميرة باكترية ومصحف وإنجيل قوطي جنبًا إلى جنب"],
        ["Ai Weiwei's Fountain of Light", "نافورة الضوء لآي ويوي"],
      ],
      itinerary: [
        ["Meet at the entrance", "اللقاء عند المدخل", "Meet your art historian in the lobby on Saadiyat.", "قابل المؤرخ الفني في البهو في السعديات.", 10],
        ["First villages and great powers", "القرى الأولى والإمبراطوريات", "From early figurines to the empires of the ancient world.", "من التماثيل الأولى إلى إمبراطوريات العالم القديم.", 35],
        ["Universal religions", "الأديان العالمية", "Sacred texts of Islam, Christianity, Judaism and Buddhism side by side.", "نصوص الإسلام والمسيحية واليهودية والبوذية المقدسة جنبًا إلى جنب.", 30],
        ["The modern world", "العالم الحديث", "From the age of trade to contemporary art and the Fountain of Light.", "من عصر التجارة إلى الفن المعاصر ونافورة الضوء.", 25],
        ["Under the dome", "تحت القبة", "Free time on the plaza under the dome by the water.", "وقت حر في الساحة تحت القبة بجوار الماء.", 80],
      ],
    }),
    sharjah: detail({
      meet: ["Museum of Islamic Civilization entrance, Sharjah Corniche, Al Majarrah", "مدخل متحف الشارقة للحضارة الإسلامية، كورنيش الشارقة، المجرة", 25.3596, 55.386],
      overview: [
        "The Sharjah Museum of Islamic Civilization occupies a restored souq building on the Corniche, topped by a golden dome painted inside with the signs of the zodiac. Its seven galleries cover Islamic faith and the Hajj, science and technology from astrolabes to medicine, and the arts of ceramics, glass, metalwork and textiles across a thousand years. Your guide shows you the pieces that explain how the Islamic world shaped mathematics, astronomy and design.",
        "يشغل متحف الشارقة للحضارة الإسلامية مبنى سوق مرممًا على الكورنيش، تعلوه قبة ذهبية زُيّن باطنها بالأبراج الفلكية. وتتناول قاعاته السبع العقيدة الإسلامية والحج، والعلوم والتقنيات من الأسطرلاب إلى الطب، وفنون الخزف والزجاج والمعادن والمنسوجات عبر ألف عام. ويريك المرشد القطع التي تشرح كيف أسهم العالم الإسلامي في الرياضيات والفلك والتصميم.",
      ],
      highlights: [
        ["A golden dome painted with the zodiac", "قبة ذهبية مزينة بالأبراج الفلكية"],
        ["Astrolabes and the science gallery", "الأسطرلابات وقاعة العلوم"],
        ["A thousand years of ceramics, glass and metalwork", "ألف عام من الخزف والزجاج والمعادن"],
        ["A restored souq building on the Corniche", "مبنى سوق مرمم على الكورنيش"],
      ],
      itinerary: [
        ["Under the dome", "تحت القبة", "Meet your guide in the atrium below the zodiac dome.", "قابل مرشدك في البهو أسفل قبة الأبراج.", 10],
        ["Faith and the Hajj", "العقيدة والحج", "The galleries on Islamic belief, pilgrimage and the Kaaba's kiswa.", "قاعات العقيدة والحج وكسوة الكعبة.", 35],
        ["Science and technology", "العلوم والتقنيات", "Astrolabes, medical texts and mathematical instruments.", "الأسطرلابات والمخطوطات الطبية والأدوات الرياضية.", 30],
        ["Islamic arts", "الفنون الإسلامية", "Ceramics, glass, metalwork and textiles.", "الخزف والزجاج والمعادن والمنسوجات.", 25],
        ["Corniche and souqs", "الكورنيش والأسواق", "Free time, or a walk to the nearby Souq Al Arsa.", "وقت حر أو مشي إلى سوق العرصة القريب.", 80],
      ],
    }),
    doha: detail({
      meet: ["National Museum of Qatar main entrance, Doha Corniche", "المدخل الرئيسي لمتحف قطر الوطني، كورنيش الدوحة", 25.288, 51.548],
      overview: [
        "The National Museum of Qatar, designed by Jean Nouvel, is a cluster of giant interlocking discs inspired by the desert-rose crystals that form in Qatar's salt flats, and it wraps around the restored palace of Sheikh Abdullah bin Jassim Al Thani. Its galleries tell Qatar's story in three chapters: the land's geology and wildlife, the life of Bedouin and pearl divers, and the country's transformation after oil. Your guide leads you through the films and objects that bring each chapter to life, ending at the Pearl Carpet of Baroda, woven with 1.5 million Gulf pearls.",
        "صمم جان نوفيل متحف قطر الوطني على هيئة أقراص عملاقة متداخلة مستوحاة من بلورات وردة الصحراء التي تتكون في سباخ قطر، ويلتف المبنى حول القصر المرمم للشيخ عبدالله بن جاسم آل ثاني. وتروي قاعاته قصة قطر في ثلاثة فصول: جيولوجيا الأرض وحياتها البرية، وحياة البدو والغواصين، وتحول البلاد بعد النفط. ويقودك المرشد بين الأفلام والمقتنيات التي تحيي كل فصل، وصولًا إلى سجادة بارودا المنسوجة بمليون ونصف مليون لؤلؤة خليجية.",
      ],
      highlights: [
        ["The desert-rose building by Jean Nouvel", "مبنى وردة الصحراء من تصميم جان نوفيل"],
        ["The restored palace of Sheikh Abdullah bin Jassim", "القصر المرمم للشيخ عبدالله بن جاسم"],
        ["The Pearl Carpet of Baroda", "سجادة بارودا اللؤلؤية"],
        ["Qatar's story from Bedouin life to the age of gas", "قصة قطر من حياة البادية إلى عصر الغاز"],
      ],
      itinerary: [
        ["Meet at the entrance", "اللقاء عند المدخل", "Meet your guide under the desert-rose discs.", "قابل مرشدك تحت أقراص وردة الصحراء.", 10],
        ["Beginnings", "البدايات", "The geology, plants and animals of the peninsula.", "جيولوجيا شبه الجزيرة ونباتاتها وحيواناتها.", 30],
        ["Life in Qatar", "الحياة في قطر", "Bedouin camps, pearl diving and the old palace.", "مخيمات البدو والغوص على اللؤلؤ والقصر القديم.", 35],
        ["Building the nation", "بناء الدولة", "Oil, gas and the modern state, ending at the Pearl Carpet.", "النفط والغاز والدولة الحديثة وصولًا إلى سجادة اللؤلؤ.", 25],
        ["Free time", "وقت حر", "Explore further or visit the café overlooking the lagoon.", "واصل الاستكشاف أو زُر المقهى المطل على البحيرة.", 80],
      ],
    }),
    manama: detail({
      meet: ["Bahrain National Museum main entrance, Al Fateh Corniche", "المدخل الرئيسي لمتحف البحرين الوطني، كورنيش الفاتح", 26.241, 50.599],
      overview: [
        "The Bahrain National Museum stands on the waterfront facing Muharraq, and its halls trace 6,000 years of the island's history, from the Dilmun civilisation that traded between Mesopotamia and the Indus to the pearling era. The guided tour covers the burial halls, with a reconstructed Dilmun tomb, and the galleries of customs, crafts and pearl diving. Then a short minibus ride takes you west to A'ali, where hundreds of the island's ancient burial mounds rise beside the village, part of a UNESCO World Heritage site.",
        "يقع متحف البحرين الوطني على الواجهة البحرية مقابل المحرق، وتتتبع قاعاته ستة آلاف عام من تاريخ الجزيرة، من حضارة دلمون التي تاجرت بين بلاد الرافدين ووادي السند إلى عصر الغوص على اللؤلؤ. تشمل الجولة المرشدة قاعات المدافن، وفيها قبر دلموني أُعيد بناؤه، وقاعات العادات والحرف والغوص. ثم تنقلك حافلة صغيرة غربًا إلى عالي، حيث ترتفع مئات من تلال المدافن القديمة بجوار القرية، وهي جزء من موقع مدرج على قائمة التراث العالمي لليونسكو.",
      ],
      highlights: [
        ["6,000 years of Bahrain's history on the waterfront", "ستة آلاف عام من تاريخ البحرين على الواجهة البحرية"],
        ["A reconstructed Dilmun tomb", "قبر دلموني أُعيد بناؤه"],
        ["The burial mounds of A'ali, a UNESCO site", "تلال مدافن عالي، الموقع المدرج لدى اليونسكو"],
        ["Galleries of pearl diving and traditional crafts", "قاعات الغوص على اللؤلؤ والحرف التقليدية"],
      ],
      itinerary: [
        ["Meet at the museum", "اللقاء في المتحف", "Meet your guide in the entrance hall facing Muharraq.", "قابل مرشدك في بهو المتحف المقابل للمحرق.", 10],
        ["Dilmun halls", "قاعات دلمون", "The burial hall, seals and trade goods of Dilmun.", "قاعة المدافن وأختام دلمون وبضائعها التجارية.", 45],
        ["Customs and crafts", "العادات والحرف", "Pearl diving, weddings and crafts of old Bahrain.", "الغوص على اللؤلؤ والأعراس والحرف في البحرين القديمة.", 30],
        ["A'ali burial mounds", "تلال مدافن عالي", "A short minibus ride to the mounds and the potters of A'ali.", "رحلة قصيرة بحافلة صغيرة إلى التلال وفخاريي عالي.", 65],
        ["Back to the museum", "العودة إلى المتحف", "Return to the waterfront and the museum café.", "العودة إلى الواجهة البحرية ومقهى المتحف.", 30],
      ],
    }),
    muscat: detail({
      meet: ["National Museum of Oman entrance, Old Muscat", "مدخل المتحف الوطني العُماني، مسقط القديمة", 23.6145, 58.5925],
      overview: [
        "The National Museum of Oman faces Al Alam Palace across the square in Old Muscat, and its galleries follow Oman from the Stone Age to the present. Your guide leads you through the Maritime History gallery, with models of the ships that sailed to Zanzibar and China, the frankincense trade of Dhofar and the silverwork and khanjars of Oman's regions. The tour ends in the Arms and Armour gallery and the Renaissance gallery on modern Oman, with time to cross the square to the palace gates.",
        "يقابل المتحف الوطني العُماني قصر العلم عبر الساحة في مسقط القديمة، وتتتبع قاعاته تاريخ عُمان من العصر الحجري إلى اليوم. ويقودك المرشد عبر قاعة التاريخ البحري بنماذج السفن التي أبحرت إلى زنجبار والصين، وتجارة اللبان في ظفار، والمشغولات الفضية والخناجر من مختلف المحافظات. وتنتهي الجولة بقاعة الأسلحة والدروع وقاعة النهضة عن عُمان الحديثة، مع وقت لعبور الساحة إلى بوابات القصر.",
      ],
      highlights: [
        ["Opposite Al Alam Palace in Old Muscat", "مقابل قصر العلم في مسقط القديمة"],
        ["Ship models from the voyages to Zanzibar and China", "نماذج السفن من رحلات زنجبار والصين"],
        ["Dhofar's frankincense trade", "تجارة اللبان في ظفار"],
        ["Silver khanjars from every region of Oman", "خناجر فضية من كل محافظات عُمان"],
      ],
      itinerary: [
        ["Meet in Old Muscat", "اللقاء في مسقط القديمة", "Meet your guide at the museum entrance on the palace square.", "قابل مرشدك عند مدخل المتحف على ساحة القصر.", 10],
        ["Maritime history", "التاريخ البحري", "The ships and navigators of the Indian Ocean trade.", "سفن المحيط الهندي وملاحوه.", 35],
        ["Land of frankincense", "أرض اللبان", "Dhofar's resin and the caravan routes.", "لبان ظفار وطرق القوافل.", 25],
        ["Silver and arms", "الفضة والسلاح", "Khanjars, jewellery and the arms and armour gallery.", "الخناجر والحلي وقاعة الأسلحة والدروع.", 30],
        ["Palace square", "ساحة القصر", "Free time, with Al Alam Palace across the square.", "وقت حر وقصر العلم عبر الساحة.", 80],
      ],
    }),
    riyadh: detail({
      meet: ["National Museum entrance, King Abdulaziz Historical Centre, Al Murabba", "مدخل المتحف الوطني، مركز الملك عبدالعزيز التاريخي، المربع", 24.6475, 46.7105],
      overview: [
        "The National Museum stands in the King Abdulaziz Historical Centre in Al Murabba, a park of palms and mud-brick palaces at the heart of Riyadh. Its eight halls run from the Arabian Peninsula's geology and prehistory, with a huge meteorite and rock art, through the kingdoms of Dedan and the Nabataeans and the rise of Islam and the Hajj, to the unification of the Kingdom. After the tour you can walk across the park to Al Murabba Palace, King Abdulaziz's residence.",
        "يقع المتحف الوطني في مركز الملك عبدالعزيز التاريخي بحي المربع، حديقة من النخيل والقصور الطينية في قلب الرياض. وتمتد قاعاته الثماني من جيولوجيا الجزيرة العربية وعصور ما قبل التاريخ، بنيزك ضخم ونقوش صخرية، مرورًا بممالك دادان والأنباط وظهور الإسلام والحج، وصولًا إلى توحيد المملكة. وبعد الجولة يمكنك عبور الحديقة إلى قصر المربع، مقر إقامة الملك عبدالعزيز.",
      ],
      highlights: [
        ["From prehistoric rock art to the Kingdom's unification", "من النقوش الصخرية قبل التاريخ إلى توحيد المملكة"],
        ["Dedan and the Nabataeans", "دادان والأنباط"],
        ["The Hajj gallery", "قاعة الحج"],
        ["Al Murabba Palace across the park", "قصر المربع عبر الحديقة"],
      ],
      itinerary: [
        ["Meet in Al Murabba", "اللقاء في المربع", "Meet your guide at the museum entrance in the historical centre.", "قابل مرشدك عند مدخل المتحف في المركز التاريخي.", 10],
        ["Man and the universe", "الإنسان والكون", "The meteorite, fossils and rock art of Arabia.", "النيزك والأحافير والنقوش الصخرية في الجزيرة العربية.", 30],
        ["Ancient kingdoms", "الممالك القديمة", "Dedan, the Nabataeans and the incense roads.", "دادان والأنباط وطرق البخور.", 30],
        ["Islam and unification", "الإسلام والتوحيد", "The Prophet's mission, the Hajj and the founding of the Kingdom.", "البعثة النبوية والحج وتأسيس المملكة.", 30],
        ["Al Murabba Palace", "قصر المربع", "Free time to cross the park to the king's palace.", "وقت حر لعبور الحديقة إلى قصر الملك.", 80],
      ],
    }),
  },
};
