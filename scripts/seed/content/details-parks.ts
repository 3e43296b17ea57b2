// Theme parks and waterparks, city by city: each park's own gate, rides and day.
import { detail, type LocalDetails } from "./detail.ts";

export const PARK_DETAILS: LocalDetails = {
  "theme-parks-yas-island-pass": {
    "abu-dhabi": detail({
      meet: [
        "Guest services at the Ferrari World main entrance, Yas Island",
        "خدمة الضيوف عند المدخل الرئيسي لعالم فيراري، جزيرة ياس",
        24.4838,
        54.6073,
      ],
      overview: [
        "Yas Island packs Abu Dhabi's three big parks within a short walk or shuttle of each other: Ferrari World under its red roof, Warner Bros. World indoors next door and Yas Waterworld across the road. This pass lets you choose one for each day of your stay. Ride Formula Rossa, the world's fastest roller coaster, meet Batman in Gotham City or spend the afternoon on the Bandit Bomber and the wave pools of Yas Waterworld. Transfers run from hotels on the Corniche, Saadiyat and Al Raha, and if you are staying on Yas Island you can simply walk across.",
        "تجمع جزيرة ياس أشهر ثلاثة متنزهات في أبوظبي على مسافة قصيرة مشيًا أو بالحافلة: عالم فيراري تحت سقفه الأحمر، ووارنر براذرز وورلد المغطى بجواره، وياس ووترورلد على الجانب الآخر من الطريق. تتيح لك هذه التذكرة اختيار متنزه لكل يوم من أيام إقامتك. جرّب فورمولا روسا، أسرع أفعوانية في العالم، أو قابل باتمان في مدينة غوثام، أو اقضِ فترة بعد الظهر على لعبة باندت بومبر ومسابح الأمواج في ياس ووترورلد. وتنطلق حافلات النقل من فنادق الكورنيش والسعديات والراحة، أما إن كنت مقيمًا في جزيرة ياس فيكفيك أن تمشي إليها.",
      ],
      highlights: [
        ["Formula Rossa at Ferrari World, at up to 240 km/h", "فورمولا روسا في عالم فيراري بسرعة تصل إلى 240 كم/س"],
        [
          "Gotham City and Cartoon Junction, indoors at Warner Bros. World",
          "مدينة غوثام وكرتون جنكشن في وارنر براذرز وورلد المغطى",
        ],
        ["Bandit Bomber and the wave pools of Yas Waterworld", "باندت بومبر ومسابح الأمواج في ياس ووترورلد"],
        [
          "A different Yas Island park each day, with transfers from Abu Dhabi hotels",
          "متنزه مختلف في جزيرة ياس كل يوم مع النقل من فنادق أبوظبي",
        ],
      ],
      itinerary: [
        [
          "Transfer to Yas Island",
          "الانتقال إلى جزيرة ياس",
          "The shuttle collects you from your hotel and drives out along the Sheikh Khalifa Highway to Yas.",
          "تقلّك الحافلة من فندقك وتنطلق على طريق الشيخ خليفة السريع إلى ياس.",
          40,
        ],
        [
          "Tickets at the park gate",
          "التذاكر عند بوابة المتنزه",
          "Your host hands out the day's tickets at the entrance of the park you chose and agrees the return time.",
          "يسلّمك المرافق تذاكر اليوم عند مدخل المتنزه الذي اخترته ويتفق معك على موعد العودة.",
          20,
        ],
        [
          "Your park day",
          "يومك في المتنزه",
          "Ride, swim or explore at your own pace; the parks are linked by the free Yas Island shuttle.",
          "العب أو اسبح أو استكشف على راحتك، وتربط حافلة جزيرة ياس المجانية بين المتنزهات.",
          480,
        ],
        [
          "Back to your hotel",
          "العودة إلى فندقك",
          "The shuttle leaves from the park entrance in the early evening.",
          "تنطلق الحافلة من مدخل المتنزه في أول المساء.",
          60,
        ],
      ],
    }),
    dubai: detail({
      meet: [
        "Coach stop at the Dubai Mall Grand Parking entrance, Downtown Dubai",
        "موقف الحافلات عند مدخل المواقف الكبرى في دبي مول، وسط مدينة دبي",
        25.1985,
        55.2796,
      ],
      overview: [
        "Abu Dhabi's Yas Island is a 75-minute drive from Dubai, and this day trip takes care of the road so that you can spend the day on the rides. The coach collects you from hotels in Downtown, Deira and the Marina, stops at Dubai Mall and heads down the Sheikh Zayed Road past Jebel Ali to Yas. Choose Ferrari World for Formula Rossa and the Flying Aces coaster, Warner Bros. World for Gotham City and the Looney Tunes, or Yas Waterworld for slides and the lazy river, then ride back to Dubai in the evening.",
        "تبعد جزيرة ياس في أبوظبي نحو 75 دقيقة بالسيارة عن دبي، وتتكفل هذه الرحلة بالطريق لتتفرغ للألعاب طوال اليوم. تقلّك الحافلة من فنادق وسط المدينة وديرة ومارينا، وتتوقف عند دبي مول، ثم تنطلق على شارع الشيخ زايد مرورًا بجبل علي حتى ياس. اختر عالم فيراري لتجربة فورمولا روسا وأفعوانية فلاينغ إيسز، أو وارنر براذرز وورلد لمدينة غوثام وشخصيات لوني تونز، أو ياس ووترورلد للزلاجات والنهر الهادئ، ثم عد إلى دبي مساءً.",
      ],
      highlights: [
        [
          "Return coach from Dubai hotels and Dubai Mall to Yas Island",
          "حافلة ذهابًا وإيابًا من فنادق دبي ودبي مول إلى جزيرة ياس",
        ],
        ["Flying Aces and Formula Rossa at Ferrari World", "فلاينغ إيسز وفورمولا روسا في عالم فيراري"],
        ["Looney Tunes and Gotham City at Warner Bros. World", "لوني تونز ومدينة غوثام في وارنر براذرز وورلد"],
        ["A full day on Yas Island without driving the E11", "يوم كامل في جزيرة ياس دون قيادة على طريق E11"],
      ],
      itinerary: [
        [
          "Pick-up across Dubai",
          "الاستقبال من أنحاء دبي",
          "The coach collects from hotels in Deira, Downtown and Dubai Marina, with a stop at Dubai Mall.",
          "تمر الحافلة على فنادق ديرة ووسط المدينة ودبي مارينا مع توقف عند دبي مول.",
          45,
        ],
        [
          "Down the Sheikh Zayed Road",
          "على شارع الشيخ زايد",
          "Past Jebel Ali and into the emirate of Abu Dhabi as far as Yas Island.",
          "مرورًا بجبل علي ثم إلى إمارة أبوظبي حتى جزيرة ياس.",
          75,
        ],
        [
          "Park day on Yas",
          "يوم في متنزهات ياس",
          "Tickets at the gate of your chosen park, then the day is yours.",
          "التذاكر عند بوابة المتنزه الذي اخترته ثم اليوم لك.",
          405,
        ],
        [
          "Evening coach to Dubai",
          "الحافلة المسائية إلى دبي",
          "The coach leaves Yas Island at the agreed time and drops you back at your hotel.",
          "تغادر الحافلة جزيرة ياس في الموعد المتفق عليه وتعيدك إلى فندقك.",
          75,
        ],
      ],
      pickupLead: 60,
      // The entry-only ticket meets at the park in Abu Dhabi: from Dubai, only the day with the coach is sold.
      options: [undefined, null],
    }),
  },
  "theme-parks-waterpark-day-pass": {
    dubai: detail({
      meet: [
        "Aquaventure Waterpark entrance, Atlantis The Palm, Palm Jumeirah",
        "مدخل حديقة أكوافنتشر المائية، أتلانتس النخلة، نخلة جميرا",
        25.1306,
        55.1174,
      ],
      overview: [
        "Aquaventure sits at the tip of Palm Jumeirah beside Atlantis, with the Gulf on three sides, and is the largest waterpark in the world. Start with the Leap of Faith, a near-vertical drop through a tunnel in a shark lagoon, then take the rapids of the river ride past the Poseidon tower. Families can spend hours at Splashers, the children's play area, and the ticket includes the park's private beach when you need a break from the slides.",
        "تقع أكوافنتشر عند طرف نخلة جميرا بجوار أتلانتس، يحيط بها الخليج من ثلاث جهات، وهي أكبر حديقة مائية في العالم. ابدأ بقفزة الإيمان، وهي انحدار شبه عمودي عبر نفق داخل بحيرة لأسماك القرش، ثم اسلك منحدرات النهر مرورًا ببرج بوسيدون. ويمكن للعائلات قضاء ساعات في منطقة سبلاشرز المخصصة للأطفال، وتشمل التذكرة الشاطئ الخاص بالحديقة حين تحتاج إلى استراحة من الزلاجات.",
      ],
      highlights: [
        [
          "The Leap of Faith through a shark lagoon, and the drop capsules of Poseidon's Revenge",
          "قفزة الإيمان عبر بحيرة أسماك القرش وكبسولات السقوط في انتقام بوسيدون",
        ],
        ["The world's largest waterpark, at the tip of Palm Jumeirah", "أكبر حديقة مائية في العالم عند طرف نخلة جميرا"],
        ["Splashers play area for younger children", "منطقة سبلاشرز للأطفال الصغار"],
        ["Private beach looking back to the Dubai Marina skyline", "شاطئ خاص يطل على أبراج دبي مارينا"],
      ],
      itinerary: [
        [
          "Arrival at Atlantis",
          "الوصول إلى أتلانتس",
          "Take the Palm Monorail or a taxi to Atlantis and scan your ticket at the Aquaventure gate.",
          "استقل مونوريل النخلة أو سيارة أجرة إلى أتلانتس وامسح تذكرتك عند بوابة أكوافنتشر.",
          30,
        ],
        [
          "Tower slides first",
          "زلاجات البرج أولًا",
          "Climb the Poseidon and Zeus towers for the Leap of Faith before the queues build.",
          "اصعد برجي بوسيدون وزيوس لتجربة قفزة الإيمان قبل ازدحام الطوابير.",
          150,
        ],
        [
          "Lunch by the lagoon",
          "الغداء بجوار البحيرة",
          "Burgers, shawarma and salads at the restaurants beside the river ride.",
          "برغر وشاورما وسلطات في المطاعم المجاورة لنهر المغامرات.",
          60,
        ],
        [
          "River and beach",
          "النهر والشاطئ",
          "Float the rapids of the river ride, then end the day on the private beach.",
          "انطلق مع منحدرات النهر ثم اختم يومك على الشاطئ الخاص.",
          180,
        ],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Yas Waterworld main entrance, Yas Island", "المدخل الرئيسي لياس ووترورلد، جزيرة ياس", 24.4883, 54.6039],
      overview: [
        "Yas Waterworld tells the legend of Dana, a lost pearl, and its rides borrow from the Gulf's pearl-diving past, from the dhow-shaped pools to the souq-style shops. Its signatures are Bandit Bomber, a suspended roller coaster that sprays its riders with water, and Dawwama, a six-person raft that spins through a giant funnel. Younger guests head for the Marah Fortress play area, while a lazy river winds around the whole park.",
        "تحكي ياس ووترورلد أسطورة اللؤلؤة المفقودة دانة، وتستلهم ألعابها ماضي الغوص على اللؤلؤ في الخليج، من المسابح على هيئة قوارب الداو إلى المحلات على طراز الأسواق. وأشهر ألعابها باندت بومبر، وهي أفعوانية معلقة ترش ركابها بالماء، ولعبة الدوامة التي تدور فيها عوامة لستة أشخاص داخل قمع عملاق. ويتجه الصغار إلى منطقة حصن مرح للعب، بينما يلتف نهر هادئ حول الحديقة كلها.",
      ],
      highlights: [
        ["Bandit Bomber, a water-spraying suspended coaster", "باندت بومبر، أفعوانية معلقة ترش الماء"],
        [
          "Dawwama's six-person raft in a giant funnel, and the drop capsule of the Liwa Loop",
          "عوامة الدوامة لستة أشخاص داخل قمع عملاق وكبسولة السقوط في حلقة ليوا",
        ],
        ["Marah Fortress play area for children", "منطقة حصن مرح لألعاب الأطفال"],
        ["A park themed on the Gulf's pearl-diving legend", "حديقة مستوحاة من أسطورة الغوص على اللؤلؤ في الخليج"],
      ],
      itinerary: [
        [
          "Gate and lockers",
          "البوابة والخزائن",
          "Scan your ticket at the main entrance on Yas Island and rent a locker.",
          "امسح تذكرتك عند المدخل الرئيسي في جزيرة ياس واستأجر خزانة.",
          30,
        ],
        [
          "Bandit Bomber and Dawwama",
          "باندت بومبر والدوامة",
          "Ride the park's two signatures while the queues are short.",
          "جرّب أشهر لعبتين في الحديقة والطوابير قصيرة.",
          150,
        ],
        [
          "Lunch in the souq",
          "الغداء في السوق",
          "Grab lunch at the food court styled like an old Gulf souq.",
          "تناول الغداء في منطقة مطاعم مصممة على طراز الأسواق الخليجية القديمة.",
          60,
        ],
        [
          "Lazy river and Marah Fortress",
          "النهر الهادئ وحصن مرح",
          "Float the lazy river while the children play in the fortress.",
          "استرخِ في النهر الهادئ بينما يلعب الأطفال في الحصن.",
          180,
        ],
      ],
    }),
    "ras-al-khaimah": detail({
      meet: [
        "Ice Land Water Park main gate, Al Hamra",
        "البوابة الرئيسية لحديقة آيس لاند المائية، الحمراء",
        25.693,
        55.78,
      ],
      overview: [
        "Ice Land brings a polar theme to the foot of the Hajar mountains: penguin statues, an icy-blue colour scheme and a giant waterfall tumbling from a frozen-looking peak, all a short drive from the Al Hamra and Al Marjan resorts. The park has one of the largest wave pools in the region, a long lazy river and a penguin-themed children's area with slides sized for small riders. Thrill-seekers head for the tall slides, while parents find shade beside the pools with the mountains behind.",
        "تنقل آيس لاند أجواء القطب إلى سفوح جبال الحجر: تماثيل البطريق، وألوان زرقاء جليدية، وشلال ضخم يتدفق من قمة تبدو متجمدة، وكل ذلك على مسافة قصيرة بالسيارة من منتجعات الحمراء وجزيرة المرجان. وفي الحديقة واحد من أكبر مسابح الأمواج في المنطقة، ونهر هادئ طويل، ومنطقة للأطفال بطابع البطاريق فيها زلاجات تناسب أعمارهم. ويتجه محبو الإثارة إلى الزلاجات العالية، بينما يجد الأهل الظل بجوار المسابح والجبال في الخلفية.",
      ],
      highlights: [
        ["A polar-themed park below the Hajar mountains", "حديقة بطابع قطبي أسفل جبال الحجر"],
        ["One of the region's largest wave pools", "من أكبر مسابح الأمواج في المنطقة"],
        ["Penguin-themed children's area with small slides", "منطقة أطفال بطابع البطاريق وزلاجات صغيرة"],
        ["Minutes from the Al Hamra and Al Marjan resorts", "على بعد دقائق من منتجعات الحمراء والمرجان"],
      ],
      itinerary: [
        [
          "Arrival in Al Hamra",
          "الوصول إلى الحمراء",
          "Drive or take the resort shuttle to the park gate below the mountains.",
          "توجه بالسيارة أو بحافلة المنتجع إلى بوابة الحديقة أسفل الجبال.",
          30,
        ],
        [
          "Waves and waterfall",
          "الأمواج والشلال",
          "Spend the morning in the giant wave pool beside the frozen-looking waterfall.",
          "اقضِ الصباح في مسبح الأمواج الكبير بجوار الشلال الذي يبدو متجمدًا.",
          150,
        ],
        [
          "Lunch in the shade",
          "غداء في الظل",
          "Eat at one of the park cafés looking across to the Hajar range.",
          "تناول الطعام في أحد مقاهي الحديقة المطلة على جبال الحجر.",
          60,
        ],
        [
          "Slides and the lazy river",
          "الزلاجات والنهر الهادئ",
          "Try the tall slides, then float the lazy river until closing.",
          "جرّب الزلاجات العالية ثم استرخِ في النهر الهادئ حتى الإغلاق.",
          180,
        ],
      ],
    }),
    doha: detail({
      meet: [
        "Desert Falls main entrance, Qetaifan Island North, Lusail",
        "المدخل الرئيسي لديزرت فولز، جزيرة قطيفان الشمالية، لوسيل",
        25.4405,
        51.516,
      ],
      overview: [
        "Desert Falls opened on Qetaifan Island North, off Lusail, with a theme drawn from Qatar's own landscape: sandstone-coloured towers and rivers shaped like wadis. Its tallest slides drop from a tower high above the island, with the Lusail skyline in view at the top, and the surf pool lets you try standing up on a real wave. Younger children have their own splash zone, and the lazy river winds through rockwork modelled on the dunes of the south.",
        "افتُتحت ديزرت فولز في جزيرة قطيفان الشمالية قبالة لوسيل بطابع مستوحى من طبيعة قطر: أبراج بلون الحجر الرملي وأنهار على هيئة الأودية. تنطلق أعلى زلاجاتها من برج يرتفع فوق الجزيرة وتظهر أبراج لوسيل من قمته، ويتيح لك مسبح ركوب الأمواج تجربة الوقوف على موجة حقيقية. وللأطفال الصغار منطقة ألعاب مائية خاصة بهم، ويلتف النهر الهادئ بين صخور صناعية تحاكي كثبان الجنوب.",
      ],
      highlights: [
        ["Slides from a tower above Qetaifan Island", "زلاجات من برج يعلو جزيرة قطيفان"],
        ["A surf pool for your first ride on a wave", "مسبح لركوب الأمواج لتجربتك الأولى"],
        ["Wadi-style lazy river among desert rockwork", "نهر هادئ على هيئة وادٍ بين صخور صحراوية"],
        ["Views across the water to the Lusail skyline", "إطلالة عبر الماء على أبراج لوسيل"],
      ],
      itinerary: [
        [
          "Across to Qetaifan",
          "العبور إلى قطيفان",
          "Drive or take a taxi over the bridge from Lusail to the park entrance.",
          "اعبر الجسر من لوسيل إلى مدخل الحديقة بالسيارة أو بسيارة الأجرة.",
          30,
        ],
        [
          "Tower slides",
          "زلاجات البرج",
          "Ride the tallest slides first, with Lusail's towers in view at the top.",
          "ابدأ بأعلى الزلاجات وأبراج لوسيل أمامك من القمة.",
          150,
        ],
        [
          "Lunch on the island",
          "الغداء في الجزيرة",
          "Lunch at the park's restaurants overlooking the surf pool.",
          "الغداء في مطاعم الحديقة المطلة على مسبح الأمواج.",
          60,
        ],
        [
          "Surf and river",
          "الأمواج والنهر",
          "Take a turn in the surf pool, then drift along the lazy river.",
          "جرّب ركوب الأمواج ثم استرخِ في النهر الهادئ.",
          180,
        ],
      ],
    }),
    manama: detail({
      meet: [
        "Lost Paradise of Dilmun main entrance, Sakhir",
        "المدخل الرئيسي لحديقة الفردوس المفقود في دلمون، الصخير",
        26.003,
        50.54,
      ],
      overview: [
        "The Lost Paradise of Dilmun sits in the desert of Sakhir, near the Al Areen wildlife reserve, and takes its theme from the Bronze Age civilisation that made Bahrain a trading hub 4,000 years ago. Temple-like towers, stone idols and carved pillars frame the slides, and the wave pool is edged with palm trees. There are high-speed slides for adults and teenagers, a large lazy river and a children's area with splash towers and shallow pools, all half an hour's drive from Manama.",
        "تقع حديقة الفردوس المفقود في دلمون في صحراء الصخير قرب محمية العرين، وتستلهم طابعها من حضارة العصر البرونزي التي جعلت البحرين مركزًا للتجارة قبل أربعة آلاف عام. تحيط بالزلاجات أبراج تشبه المعابد وتماثيل حجرية وأعمدة منحوتة، ويحف النخيل بمسبح الأمواج. وفي الحديقة زلاجات سريعة للكبار والمراهقين، ونهر هادئ كبير، ومنطقة للأطفال فيها أبراج رذاذ ومسابح ضحلة، وكل ذلك على بعد نصف ساعة بالسيارة من المنامة.",
      ],
      highlights: [
        ["Slides framed by the temples of ancient Dilmun", "زلاجات تحيط بها معابد دلمون القديمة"],
        ["A palm-lined wave pool in the Sakhir desert", "مسبح أمواج يحفه النخيل في صحراء الصخير"],
        ["Splash towers and shallow pools for children", "أبراج رذاذ ومسابح ضحلة للأطفال"],
        ["Half an hour from Manama, near Al Areen", "على بعد نصف ساعة من المنامة قرب العرين"],
      ],
      itinerary: [
        [
          "Drive to Sakhir",
          "الطريق إلى الصخير",
          "Drive south from Manama through Isa Town to the park gate in Sakhir.",
          "انطلق جنوبًا من المنامة مرورًا بمدينة عيسى حتى بوابة الحديقة في الصخير.",
          30,
        ],
        [
          "Temple slides",
          "زلاجات المعابد",
          "Start with the high-speed slides that drop from the temple towers.",
          "ابدأ بالزلاجات السريعة المنحدرة من أبراج المعابد.",
          150,
        ],
        [
          "Lunch by the wave pool",
          "الغداء بجوار مسبح الأمواج",
          "Lunch in the shade of the palms at the edge of the wave pool.",
          "الغداء في ظل النخيل على حافة مسبح الأمواج.",
          60,
        ],
        [
          "River and splash towers",
          "النهر وأبراج الرذاذ",
          "Drift along the lazy river while the children play in the splash area.",
          "استرخِ في النهر الهادئ بينما يلعب الأطفال في منطقة الرذاذ.",
          180,
        ],
      ],
    }),
  },
  "theme-parks-indoor-unlimited-rides": {
    dubai: detail({
      meet: [
        "IMG Worlds of Adventure main entrance, City of Arabia, Sheikh Mohammed Bin Zayed Road",
        "المدخل الرئيسي لآي إم جي عالم المغامرات، مدينة العرب، شارع الشيخ محمد بن زايد",
        25.08,
        55.317,
      ],
      overview: [
        "IMG Worlds of Adventure, beside the Sheikh Mohammed Bin Zayed Road, is one of the largest indoor theme parks in the world, kept at a comfortable temperature all year under a single roof. It has four zones: Marvel, where the Avengers Battle of Ultron ride and the Spider-Man coaster wait; Cartoon Network for younger children; the Lost Valley, where animatronic dinosaurs lurk beside the Predator and Velociraptor coasters; and IMG Boulevard for food and games. Your wristband covers every ride for the length of your session.",
        "يُعد آي إم جي عالم المغامرات، بجوار شارع الشيخ محمد بن زايد، من أكبر المتنزهات المغطاة في العالم، بأجواء معتدلة طوال العام تحت سقف واحد. وفيه أربع مناطق: مارفل حيث تنتظرك لعبة معركة المنتقمين ضد ألترون وأفعوانية سبايدرمان، وكرتون نتورك للأطفال الأصغر سنًا، والوادي المفقود حيث تتربص الديناصورات الآلية بجوار أفعوانيتي بريداتور وفيلوسيرابتور، وبوليفارد آي إم جي للمطاعم والألعاب. وتغطي أسورتك جميع الألعاب طوال مدة جلستك.",
      ],
      highlights: [
        [
          "Four zones under one roof: Marvel, Cartoon Network, Lost Valley and IMG Boulevard",
          "أربع مناطق تحت سقف واحد: مارفل وكرتون نتورك والوادي المفقود وبوليفارد آي إم جي",
        ],
        [
          "The Velociraptor and Predator coasters among life-size dinosaurs",
          "أفعوانيتا فيلوسيرابتور وبريداتور بين ديناصورات بالحجم الطبيعي",
        ],
        ["Avengers and Spider-Man rides in the Marvel zone", "ألعاب المنتقمين وسبايدرمان في منطقة مارفل"],
        ["Cool indoors even on a 45°C summer day", "أجواء مكيفة حتى في يوم صيفي حرارته 45 درجة"],
      ],
      itinerary: [
        [
          "Wristband at the gate",
          "الأسورة عند البوابة",
          "Collect your wristband at the entrance off the Sheikh Mohammed Bin Zayed Road.",
          "استلم أسورتك عند المدخل على شارع الشيخ محمد بن زايد.",
          15,
        ],
        [
          "Lost Valley coasters",
          "أفعوانيات الوادي المفقود",
          "Ride the Velociraptor launch coaster and the Predator among the dinosaurs.",
          "جرّب أفعوانية فيلوسيرابتور السريعة وأفعوانية بريداتور بين الديناصورات.",
          90,
        ],
        [
          "Marvel zone",
          "منطقة مارفل",
          "Join the Avengers against Ultron and swing through New York with Spider-Man.",
          "انضم إلى المنتقمين ضد ألترون وتنقّل في نيويورك مع سبايدرمان.",
          75,
        ],
        [
          "Cartoon Network and the Boulevard",
          "كرتون نتورك والبوليفارد",
          "Family rides with the Powerpuff Girls, then a snack on IMG Boulevard.",
          "ألعاب عائلية مع فتيات القوة ثم وجبة خفيفة في بوليفارد آي إم جي.",
          60,
        ],
      ],
    }),
    doha: detail({
      meet: [
        "Quest entrance inside Doha Oasis, near Msheireb",
        "مدخل كويست داخل الدوحة أوايسس، قرب مشيرب",
        25.2779,
        51.5252,
      ],
      overview: [
        "Quest fills several floors of Doha Oasis in the centre of the city, and its centrepiece is EpiQ, billed as the world's tallest indoor roller coaster, which loops high through the building. Around it, lands themed on lost cities and old-world inventors hold a drop tower, spinning rides, simulators and a family coaster, all air-conditioned and open late. It makes an easy evening out after a walk around Msheireb and Souq Waqif.",
        "يشغل كويست عدة طوابق في الدوحة أوايسس وسط المدينة، ومحوره أفعوانية إبيك التي توصف بأنها أعلى أفعوانية مغطاة في العالم، وتدور عاليًا داخل المبنى. ومن حولها مناطق مستوحاة من مدن مفقودة ومخترعين من زمن مضى، فيها برج سقوط وألعاب دوارة ومحاكيات وأفعوانية عائلية، وكلها مكيفة وتفتح حتى وقت متأخر. وهو خيار سهل لأمسية بعد جولة في مشيرب وسوق واقف.",
      ],
      highlights: [
        ["EpiQ, billed as the world's tallest indoor roller coaster", "أفعوانية إبيك، أعلى أفعوانية مغطاة في العالم"],
        ["A drop tower and simulators in lost-city lands", "برج سقوط ومحاكيات في مناطق المدن المفقودة"],
        ["Family coaster and spinning rides for younger riders", "أفعوانية عائلية وألعاب دوارة للصغار"],
        ["Open late, minutes from Msheireb and Souq Waqif", "يفتح حتى وقت متأخر على بعد دقائق من مشيرب وسوق واقف"],
      ],
      itinerary: [
        [
          "Check-in at Doha Oasis",
          "التسجيل في الدوحة أوايسس",
          "Show your ticket at the Quest entrance inside Doha Oasis and collect your band.",
          "أبرز تذكرتك عند مدخل كويست داخل الدوحة أوايسس واستلم أسورتك.",
          15,
        ],
        [
          "EpiQ",
          "إبيك",
          "Ride the giant coaster first, before the evening queues.",
          "ابدأ بالأفعوانية العملاقة قبل طوابير المساء.",
          60,
        ],
        [
          "Drop tower and simulators",
          "برج السقوط والمحاكيات",
          "Work through the thrill rides of the lost-city lands.",
          "تنقّل بين ألعاب الإثارة في مناطق المدن المفقودة.",
          90,
        ],
        [
          "Family rides",
          "ألعاب العائلة",
          "Finish on the family coaster and the spinning rides.",
          "اختم بالأفعوانية العائلية والألعاب الدوارة.",
          75,
        ],
      ],
    }),
    riyadh: detail({
      meet: ["Boulevard World main gate, Hittin", "البوابة الرئيسية لبوليفارد وورلد، حي حطين", 24.7676, 46.604],
      overview: [
        "Boulevard World is the largest zone of Riyadh Season, built around a lake in the north of the city, with pavilions that take you from Japan and Mexico to Morocco and Greece in a single evening. Your pass covers the rides: a Ferris wheel and swings over the lake, a roller coaster and boats that cross between the country zones. In between you eat your way round the world's street food, watch performers in each pavilion and see the lake lit up after dark.",
        "بوليفارد وورلد أكبر مناطق موسم الرياض، شُيّد حول بحيرة في شمال المدينة، وفيه أجنحة تنقلك من اليابان والمكسيك إلى المغرب واليونان في أمسية واحدة. تشمل تذكرتك الألعاب: عجلة دوارة وأراجيح فوق البحيرة وأفعوانية وقوارب تعبر بين مناطق الدول. وبين هذا وذاك تتذوق أطعمة الشارع من أنحاء العالم، وتشاهد العروض في كل جناح، وترى البحيرة مضاءة بعد حلول الظلام.",
      ],
      highlights: [
        ["Country pavilions from Japan to Morocco around a lake", "أجنحة الدول من اليابان إلى المغرب حول بحيرة"],
        ["Ferris wheel and swings over the water", "عجلة دوارة وأراجيح فوق الماء"],
        ["Boat rides between the zones", "جولات بالقارب بين المناطق"],
        [
          "Street food and performers in every pavilion of Riyadh Season",
          "أطعمة الشارع والعروض في كل جناح من أجنحة موسم الرياض",
        ],
      ],
      itinerary: [
        [
          "Through the main gate",
          "عبر البوابة الرئيسية",
          "Scan your pass at the gate in Hittin and pick up a map of the zones.",
          "امسح تذكرتك عند البوابة في حي حطين واحصل على خريطة المناطق.",
          15,
        ],
        [
          "Rides by the lake",
          "الألعاب بجوار البحيرة",
          "Ferris wheel, swings and the coaster along the waterfront.",
          "العجلة الدوارة والأراجيح والأفعوانية على ضفة البحيرة.",
          90,
        ],
        [
          "Boat across the zones",
          "بالقارب بين المناطق",
          "Cross the lake by boat to the Asian and European pavilions.",
          "اعبر البحيرة بالقارب إلى الأجنحة الآسيوية والأوروبية.",
          60,
        ],
        [
          "Food and shows",
          "الطعام والعروض",
          "Street food, performances and the lake lit up after dark.",
          "أطعمة الشارع والعروض والبحيرة مضاءة بعد الظلام.",
          75,
        ],
      ],
    }),
  },
};
