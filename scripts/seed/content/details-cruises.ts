// Cruises, city by city: each boat's own pier, route and evening or morning on the water.
import { detail, type LocalDetails } from "./detail.ts";

export const CRUISE_DETAILS: LocalDetails = {
  "cruises-dhow-dinner": {
    dubai: detail({
      meet: ["Dhow wharf at Al Seef, Dubai Creek", "رصيف قوارب الداو في السيف، خور دبي", 25.2595, 55.3035],
      overview: [
        "Dubai began on the Creek, and after dark the old waterway is still busy with abras, cargo dhows and the lights of the souqs on both banks. Your wooden dhow casts off from the wharf at Al Seef and cruises past the wind towers of Al Fahidi and the old souqs of Deira, then on towards the sail-shaped clubhouse of the Dubai Creek Golf and Yacht Club before turning back. The buffet mixes Arabic mezze and grills with biryani and Umm Ali, and a tanoura dancer spins on deck between courses.",
        "على ضفاف الخور بدأت حكاية دبي، وما زال الممر المائي القديم يعج بعد حلول الظلام بالعبرات وقوارب الشحن الخشبية وأضواء الأسواق على الضفتين. ينطلق قارب الداو الخشبي من رصيف السيف ويمر بالبراجيل في الفهيدي وأسواق ديرة القديمة، ثم يتجه نحو مبنى نادي خور دبي للجولف واليخوت الشبيه بالأشرعة قبل أن يعود أدراجه. ويجمع البوفيه بين المقبلات العربية والمشاوي والبرياني وأم علي، ويدور راقص التنورة على سطح القارب بين الأطباق.",
      ],
      highlights: [
        ["Boarding at Al Seef, on the historic Creek", "الصعود من السيف على الخور التاريخي"],
        ["Deira's souqs and Al Fahidi's wind towers lit up at night", "أسواق ديرة وبراجيل الفهيدي مضاءة ليلًا"],
        ["Abras and cargo dhows crossing beside you", "العبرات وقوارب الشحن تعبر بجوارك"],
        [
          "Buffet with biryani, grills and Umm Ali, and a tanoura show",
          "بوفيه فيه البرياني والمشاوي وأم علي مع عرض التنورة",
        ],
      ],
      itinerary: [
        [
          "Boarding at Al Seef",
          "الصعود في السيف",
          "Check in at the dhow wharf and take your table with a glass of fresh juice.",
          "سجّل وصولك عند رصيف الداو واجلس إلى طاولتك مع كأس من العصير الطازج.",
          30,
        ],
        [
          "Up the Creek",
          "في أعلى الخور",
          "Cruise past the Al Fahidi wind towers and the Deira souqs as the lights come on.",
          "إبحار بمحاذاة براجيل الفهيدي وأسواق ديرة والأضواء تشتعل.",
          40,
        ],
        [
          "Dinner on deck",
          "العشاء على السطح",
          "The buffet opens: mezze, grills, biryani and Umm Ali.",
          "يُفتح البوفيه: مقبلات ومشاوٍ وبرياني وأم علي.",
          50,
        ],
        [
          "Tanoura and the turn for home",
          "التنورة وطريق العودة",
          "The tanoura dancer performs as the dhow turns near the Golf and Yacht Club and heads back to Al Seef.",
          "يقدّم راقص التنورة عرضه بينما يستدير القارب قرب نادي الجولف واليخوت عائدًا إلى السيف.",
          30,
        ],
      ],
    }),
    "abu-dhabi": detail({
      meet: [
        "Abu Dhabi Corniche dhow pier at Marina Mall, Breakwater",
        "رصيف قوارب الداو على كورنيش أبوظبي عند مارينا مول، كاسر الأمواج",
        24.4759,
        54.321,
      ],
      overview: [
        "Abu Dhabi's Corniche curves for eight kilometres along the north shore of the island, and from the water at night you see all of it: the beach parks, Etihad Towers and the lights of Qasr Al Watan in the distance. The dhow leaves from the Breakwater pier beside Marina Mall and cruises slowly along the Corniche with Emirati dishes on the buffet, from machboos and saloona to luqaimat with date syrup. An oud player sets the mood on deck, and the upper deck is the spot for photos of the skyline.",
        "يمتد كورنيش أبوظبي ثمانية كيلومترات على الساحل الشمالي للجزيرة، ومن البحر ليلًا تراه كله: الحدائق الشاطئية وأبراج الاتحاد وأضواء قصر الوطن في البعيد. ينطلق قارب الداو من رصيف كاسر الأمواج بجوار مارينا مول ويبحر بهدوء على امتداد الكورنيش، وعلى البوفيه أطباق إماراتية من المجبوس والصالونة إلى اللقيمات بدبس التمر. ويضفي عازف العود أجواءه على السطح، والطابق العلوي هو المكان الأمثل لتصوير الأفق.",
      ],
      highlights: [
        ["Eight kilometres of the Corniche skyline from the water", "ثمانية كيلومترات من أفق الكورنيش من البحر"],
        ["Etihad Towers and the lights of Qasr Al Watan", "أبراج الاتحاد وأضواء قصر الوطن"],
        ["Emirati buffet with machboos, saloona and luqaimat", "بوفيه إماراتي فيه المجبوس والصالونة واللقيمات"],
        ["Live oud on deck", "عزف عود حي على السطح"],
      ],
      itinerary: [
        [
          "Boarding at the Breakwater",
          "الصعود عند كاسر الأمواج",
          "Meet the crew at the dhow pier beside Marina Mall and choose your table.",
          "قابل الطاقم عند رصيف الداو بجوار مارينا مول واختر طاولتك.",
          30,
        ],
        [
          "Along the Corniche",
          "على امتداد الكورنيش",
          "Cruise east past the beach parks and towers as the oud player begins.",
          "إبحار شرقًا بمحاذاة الحدائق الشاطئية والأبراج مع بدء عزف العود.",
          40,
        ],
        [
          "Emirati dinner",
          "عشاء إماراتي",
          "Machboos, saloona, grilled fish and luqaimat from the buffet.",
          "المجبوس والصالونة والسمك المشوي واللقيمات من البوفيه.",
          50,
        ],
        [
          "Skyline from the upper deck",
          "الأفق من الطابق العلوي",
          "Photos of Etihad Towers and Qasr Al Watan on the slow return to the pier.",
          "صور أبراج الاتحاد وقصر الوطن خلال العودة الهادئة إلى الرصيف.",
          30,
        ],
      ],
    }),
    doha: detail({
      meet: [
        "Dhow pier on the Doha Corniche, opposite the Museum of Islamic Art",
        "رصيف قوارب الداو على كورنيش الدوحة مقابل متحف الفن الإسلامي",
        25.2925,
        51.5445,
      ],
      overview: [
        "Doha's Corniche wraps around a near-perfect crescent of bay, with the old dhow harbour at one end and the towers of West Bay at the other, and a dinner cruise is the best way to see both. Your dhow leaves from the pier opposite the Museum of Islamic Art and crosses the bay towards West Bay, whose towers light up in shifting colours after dark. Dinner is seafood-led: grilled hammour and prawns, Qatari machboos and salads, with karak and sweets to finish as you sail back past the museum's pale stone walls.",
        "يلتف كورنيش الدوحة حول خليج على شكل هلال شبه مكتمل، في أحد طرفيه ميناء الداو القديم وفي الطرف الآخر أبراج الخليج الغربي، ورحلة العشاء البحرية أجمل طريقة لرؤيتهما معًا. ينطلق قارب الداو من الرصيف المقابل لمتحف الفن الإسلامي ويعبر الخليج نحو الخليج الغربي، حيث تتلألأ الأبراج بألوان متغيرة بعد حلول الظلام. والعشاء بحري في معظمه: هامور وروبيان مشوي ومجبوس قطري وسلطات، ثم الكرك والحلويات في الختام بينما تعود مبحرًا بمحاذاة جدران المتحف الحجرية الفاتحة.",
      ],
      highlights: [
        ["The crescent of Doha Bay from end to end", "هلال خليج الدوحة من طرفه إلى طرفه"],
        ["West Bay's towers lit in changing colours", "أبراج الخليج الغربي بأضوائها المتغيرة"],
        ["Grilled hammour and prawns with Qatari machboos", "هامور وروبيان مشوي مع المجبوس القطري"],
        ["The Museum of Islamic Art seen from the water", "متحف الفن الإسلامي من البحر"],
      ],
      itinerary: [
        [
          "Boarding opposite the museum",
          "الصعود مقابل المتحف",
          "Check in at the Corniche pier across from the Museum of Islamic Art.",
          "سجّل وصولك عند رصيف الكورنيش المقابل لمتحف الفن الإسلامي.",
          30,
        ],
        [
          "Across the bay",
          "عبر الخليج",
          "Sail towards the West Bay towers as their lights change colour.",
          "أبحر نحو أبراج الخليج الغربي وأضواؤها تتبدل.",
          40,
        ],
        [
          "Seafood dinner",
          "عشاء بحري",
          "Grilled hammour, prawns and machboos from the buffet.",
          "هامور وروبيان مشوي ومجبوس من البوفيه.",
          50,
        ],
        [
          "Karak on the way back",
          "الكرك في طريق العودة",
          "Tea and sweets as the dhow returns past the museum to the pier.",
          "شاي وحلويات بينما يعود القارب مرورًا بالمتحف إلى الرصيف.",
          30,
        ],
      ],
    }),
    muscat: detail({
      meet: [
        "Dhow jetty by the Muttrah fish market, Muttrah Corniche",
        "مرسى قوارب الداو عند سوق السمك، كورنيش مطرح",
        23.6266,
        58.5632,
      ],
      overview: [
        "Muttrah's harbour is framed by bare brown mountains, with the whitewashed houses of the Corniche along the shore and watchtowers on the ridges above, and the hour around sunset is when it glows. Your dhow leaves from the jetty by the fish market, sails along the Corniche past the Riyam incense-burner monument and around the headland to Old Muscat, where Al Jalali and Al Mirani forts guard the cove in front of Al Alam Palace. Dinner is served on the way back: lamb in Omani shuwa spices, fish curry, rice and halwa with kahwa.",
        "يحيط بميناء مطرح جبال بنية جرداء، وتصطف على ساحله بيوت الكورنيش البيضاء وتعلو التلال فوقه أبراج المراقبة، وحول الغروب يتوهج المكان كله. ينطلق قارب الداو من المرسى المجاور لسوق السمك، ويبحر على امتداد الكورنيش مرورًا بنصب المبخرة في ريام، ثم يلتف حول الرأس إلى مسقط القديمة حيث تحرس قلعتا الجلالي والميراني الخليج الصغير أمام قصر العلم. ويُقدَّم العشاء في طريق العودة: لحم بتتبيلة الشواء العماني وصالونة السمك والأرز والحلوى العمانية مع القهوة.",
      ],
      highlights: [
        ["Muttrah Corniche and its mountains at sunset", "كورنيش مطرح وجباله عند الغروب"],
        [
          "Al Jalali and Al Mirani forts guarding Old Muscat's cove",
          "قلعتا الجلالي والميراني تحرسان خليج مسقط القديمة",
        ],
        ["Al Alam Palace seen from the sea", "قصر العلم من البحر"],
        ["Omani dinner with halwa and kahwa", "عشاء عماني مع الحلوى العمانية والقهوة"],
      ],
      itinerary: [
        [
          "Boarding by the fish market",
          "الصعود عند سوق السمك",
          "Meet the crew at the Muttrah jetty and settle in on the open deck.",
          "قابل الطاقم عند مرسى مطرح واجلس على السطح المفتوح.",
          20,
        ],
        [
          "Along the Corniche",
          "على امتداد الكورنيش",
          "Sail past the Corniche houses and the Riyam incense burner as the mountains turn pink.",
          "أبحر بمحاذاة بيوت الكورنيش ومبخرة ريام والجبال تتلون بالوردي.",
          40,
        ],
        [
          "Old Muscat from the sea",
          "مسقط القديمة من البحر",
          "Round the headland to Al Jalali, Al Mirani and Al Alam Palace.",
          "التفّ حول الرأس إلى الجلالي والميراني وقصر العلم.",
          30,
        ],
        [
          "Dinner on the return",
          "العشاء في طريق العودة",
          "Shuwa-spiced lamb, fish curry and halwa as the dhow heads back to Muttrah.",
          "لحم بتتبيلة الشواء وصالونة السمك والحلوى بينما يعود القارب إلى مطرح.",
          60,
        ],
      ],
      // A sunset cruise: it sails at 18:00, not at the evening time the other harbours keep.
      options: [{ startTimes: ["18:00"] }, { startTimes: ["18:00"] }, { startTimes: ["18:00"] }],
    }),
    manama: detail({
      meet: ["Dhow pier at Bahrain Bay", "رصيف قوارب الداو في خليج البحرين", 26.244, 50.586],
      overview: [
        "Before oil, Bahrain's wealth came from the oyster beds off its coast, and Manama's dhows carried divers out for months at a time. On this cruise from the Bahrain Bay pier, a former diver's family tells the story of the pearling season, of the nahham who sang to keep the crew in rhythm and of the tools still kept in Muharraq's merchant houses. You sail past the Bahrain World Trade Center and the Corniche, open an oyster to look for a pearl and dine on chicken machboos and grilled safi fish while fijiri sea songs are sung on deck.",
        "قبل النفط كانت ثروة البحرين من هيرات اللؤلؤ قبالة سواحلها، وكانت قوارب الداو في المنامة تحمل الغواصين إلى البحر شهورًا متواصلة. وفي هذه الرحلة من رصيف خليج البحرين تروي عائلة غواص سابق حكاية موسم الغوص، والنهّام الذي كان يغني ليضبط إيقاع البحارة، والأدوات التي ما زالت محفوظة في بيوت التجار بالمحرق. تبحر بمحاذاة مركز البحرين التجاري العالمي والكورنيش، وتفتح محارة بحثًا عن لؤلؤة، وتتعشى مجبوس الدجاج وسمك الصافي المشوي بينما تُغنّى ألحان الفجري البحرية على السطح.",
      ],
      highlights: [
        ["Stories of Bahrain's pearling seasons from a diver's family", "حكايات مواسم الغوص في البحرين من عائلة غواص"],
        ["Open an oyster and look for your own pearl", "افتح محارة وابحث عن لؤلؤتك"],
        ["Fijiri sea songs led by a nahham", "ألحان الفجري البحرية بصوت النهّام"],
        ["Chicken machboos and grilled safi fish for dinner", "مجبوس الدجاج وسمك الصافي المشوي على العشاء"],
      ],
      itinerary: [
        [
          "Boarding at Bahrain Bay",
          "الصعود في خليج البحرين",
          "Meet the crew at the pier and hear how a pearling dhow was crewed.",
          "قابل الطاقم عند الرصيف واستمع إلى طريقة توزيع العمل على قارب الغوص.",
          30,
        ],
        [
          "Along the Manama waterfront",
          "على واجهة المنامة البحرية",
          "Sail past the World Trade Center's wind turbines and the Corniche.",
          "أبحر بمحاذاة توربينات مركز التجارة العالمي والكورنيش.",
          35,
        ],
        [
          "Oysters and songs",
          "المحار والأغاني",
          "Open an oyster while the nahham leads the fijiri songs.",
          "افتح محارة بينما يقود النهّام ألحان الفجري.",
          35,
        ],
        [
          "Machboos dinner",
          "عشاء المجبوس",
          "Chicken machboos, grilled safi and Bahraini sweets on the way back.",
          "مجبوس الدجاج وسمك الصافي المشوي والحلويات البحرينية في طريق العودة.",
          50,
        ],
      ],
    }),
  },
  "cruises-private-yacht-charter": {
    dubai: detail({
      meet: ["Dubai Marina Yacht Club pier", "رصيف نادي دبي مارينا لليخوت", 25.0742, 55.1375],
      overview: [
        "Dubai Marina is the city's yachting hub, and from its yacht club a short cruise takes you out of the canal, past the towers of JBR to Ain Dubai, the giant observation wheel on Bluewaters, and on to the Palm's crescent and Atlantis. Your captain plans the route around your time slot: a morning swim stop off the Palm, an afternoon in the sun or a sunset run with the Marina skyline lighting up behind you. The crew looks after drinks and music while you enjoy the view from the sundeck.",
        "دبي مارينا مركز اليخوت في المدينة، ومن ناديها تنطلق رحلة قصيرة تخرج بك من القناة مرورًا بأبراج جي بي آر حتى عين دبي، العجلة العملاقة في جزيرة بلوواترز، ثم إلى هلال النخلة وأتلانتس. يرسم القبطان المسار بحسب موعدك: توقف للسباحة قبالة النخلة صباحًا، أو ظهيرة تحت الشمس، أو جولة عند الغروب وأبراج المارينا تتلألأ خلفك. ويتولى الطاقم المشروبات والموسيقى بينما تستمتع بالمنظر من السطح.",
      ],
      highlights: [
        ["Out of the Marina canal past the JBR towers", "الخروج من قناة المارينا مرورًا بأبراج جي بي آر"],
        ["Ain Dubai on Bluewaters from the water", "عين دبي في جزيرة بلوواترز من البحر"],
        ["Swim stop off the crescent of Palm Jumeirah", "توقف للسباحة قبالة هلال نخلة جميرا"],
        ["Sunset slots with the Marina skyline lighting up", "مواعيد الغروب وأبراج المارينا تضيء"],
      ],
      itinerary: [
        [
          "Boarding at the yacht club",
          "الصعود في نادي اليخوت",
          "Meet your captain at the Dubai Marina Yacht Club pier for a safety briefing.",
          "قابل القبطان عند رصيف نادي دبي مارينا لليخوت لشرح تعليمات السلامة.",
          15,
        ],
        [
          "JBR and Ain Dubai",
          "جي بي آر وعين دبي",
          "Cruise out of the canal along the JBR beachfront to Bluewaters.",
          "إبحار خارج القناة بمحاذاة واجهة جي بي آر حتى بلوواترز.",
          40,
        ],
        [
          "Swim off the Palm",
          "السباحة قبالة النخلة",
          "Anchor off the Palm's crescent with Atlantis in view.",
          "الرسو قبالة هلال النخلة وأتلانتس أمامك.",
          45,
        ],
        [
          "Back into the Marina",
          "العودة إلى المارينا",
          "Cruise slowly back up the canal between the towers.",
          "العودة بهدوء عبر القناة بين الأبراج.",
          20,
        ],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Yas Marina yacht pier, Yas Island", "رصيف اليخوت في مرسى ياس، جزيرة ياس", 24.467, 54.603],
      overview: [
        "Yas Marina sits beside the Formula 1 circuit, below the hotel that straddles the track under its glowing lattice roof. From here your yacht heads out through channels between the mangroves and Yas Island's beaches to the open water off Saadiyat, where the turquoise shallows are some of the clearest near the city. Anchor off Saadiyat Beach for a swim, then cruise past the Louvre Abu Dhabi, whose dome seems to float on the water, before returning to the marina.",
        "يقع مرسى ياس بجوار حلبة الفورمولا 1، أسفل الفندق الذي يمتد فوق مسار السباق بسقفه الشبكي المضيء. ومن هنا ينطلق يختك عبر القنوات بين أشجار القرم وشواطئ جزيرة ياس إلى المياه المفتوحة قبالة السعديات، حيث المياه الفيروزية الضحلة من أصفى المياه قرب المدينة. ترسو قبالة شاطئ السعديات للسباحة، ثم تبحر بمحاذاة متحف اللوفر أبوظبي الذي تبدو قبته طافية على الماء، قبل العودة إلى المرسى.",
      ],
      highlights: [
        ["Departure beside the Yas Marina Formula 1 circuit", "الانطلاق بجوار حلبة مرسى ياس للفورمولا 1"],
        ["Channels fringed with mangroves between the islands", "قنوات تحفها أشجار القرم بين الجزر"],
        ["Swim stop in the clear water off Saadiyat Beach", "توقف للسباحة في المياه الصافية قبالة شاطئ السعديات"],
        ["The Louvre Abu Dhabi's dome from the sea", "قبة اللوفر أبوظبي من البحر"],
      ],
      itinerary: [
        [
          "Welcome at Yas Marina",
          "الترحيب في مرسى ياس",
          "Board at the marina pier beside the circuit and meet the crew.",
          "اصعد من رصيف المرسى بجوار الحلبة وتعرّف على الطاقم.",
          15,
        ],
        [
          "Mangrove channels",
          "قنوات القرم",
          "Cruise out between the mangroves towards Saadiyat.",
          "إبحار بين أشجار القرم باتجاه السعديات.",
          35,
        ],
        [
          "Saadiyat swim stop",
          "توقف السباحة في السعديات",
          "Anchor in the turquoise shallows for a swim.",
          "الرسو في المياه الفيروزية الضحلة للسباحة.",
          45,
        ],
        [
          "Past the Louvre and back",
          "مرورًا باللوفر والعودة",
          "Cruise by the Louvre's dome, then return to Yas Marina.",
          "إبحار بمحاذاة قبة اللوفر ثم العودة إلى مرسى ياس.",
          25,
        ],
      ],
    }),
    doha: detail({
      meet: ["Porto Arabia marina pier, The Pearl-Qatar", "رصيف مرسى بورتو أرابيا، اللؤلؤة قطر", 25.37, 51.551],
      overview: [
        "The Pearl-Qatar is an island of Mediterranean-style marinas north of West Bay, and Porto Arabia's berths are lined with yachts and waterfront cafés. Your charter heads south past the towers of West Bay and Katara's beaches, then out across the bay to Banana Island, a crescent of white sand east of the city where you anchor for a swim in calm water. On the way back the captain slows for the view of the Doha skyline and the Museum of Islamic Art from the sea.",
        "اللؤلؤة قطر جزيرة من المراسي على الطراز المتوسطي شمال الخليج الغربي، وتصطف اليخوت والمقاهي على أرصفة بورتو أرابيا. تنطلق رحلتك جنوبًا بمحاذاة أبراج الخليج الغربي وشواطئ كتارا، ثم تعبر الخليج إلى جزيرة البنانا، الهلال ذي الرمال البيضاء شرق المدينة، حيث ترسو للسباحة في مياه هادئة. وفي طريق العودة يخفف القبطان السرعة لتستمتع بأفق الدوحة ومتحف الفن الإسلامي من البحر.",
      ],
      highlights: [
        ["Departure from Porto Arabia at The Pearl", "الانطلاق من بورتو أرابيا في اللؤلؤة"],
        ["West Bay's towers and Katara's beaches from the water", "أبراج الخليج الغربي وشواطئ كتارا من البحر"],
        ["Swim stop off Banana Island's white sand", "توقف للسباحة قبالة رمال جزيرة البنانا البيضاء"],
        [
          "The Doha skyline and the Museum of Islamic Art on the return",
          "أفق الدوحة ومتحف الفن الإسلامي في طريق العودة",
        ],
      ],
      itinerary: [
        [
          "Boarding at Porto Arabia",
          "الصعود في بورتو أرابيا",
          "Meet the crew at your berth in the Porto Arabia marina.",
          "قابل الطاقم عند مرسى يختك في بورتو أرابيا.",
          15,
        ],
        [
          "South past West Bay",
          "جنوبًا بمحاذاة الخليج الغربي",
          "Cruise along Katara's beaches and the West Bay towers.",
          "إبحار بمحاذاة شواطئ كتارا وأبراج الخليج الغربي.",
          35,
        ],
        [
          "Banana Island",
          "جزيرة البنانا",
          "Anchor off the crescent of sand for a swim.",
          "الرسو قبالة هلال الرمال للسباحة.",
          45,
        ],
        [
          "Skyline return",
          "العودة مع الأفق",
          "A slow run back past the museum to The Pearl.",
          "عودة هادئة مرورًا بالمتحف إلى اللؤلؤة.",
          25,
        ],
      ],
    }),
    jeddah: detail({
      meet: ["Obhur marina yacht pier, North Obhur", "رصيف اليخوت في مرسى أبحر، أبحر الشمالية", 21.724, 39.098],
      overview: [
        "Obhur Creek, north of Jeddah, is where the city keeps its boats: a long inlet of calm water lined with beach clubs and marinas that opens onto the Red Sea. Your yacht slips out of the creek to the reefs just offshore, where the water turns from deep blue to turquoise and you can snorkel over coral in a few metres of water. The crew sets out drinks and fruit on deck, and on the run back you see the Jeddah coastline stretching south towards the Corniche.",
        "شرم أبحر شمال جدة هو مرسى قوارب المدينة، لسان طويل من المياه الهادئة تصطف على ضفتيه الأندية الشاطئية والمراسي وينفتح على البحر الأحمر. يخرج يختك من الشرم إلى الشعاب القريبة من الساحل، حيث تتحول المياه من الأزرق العميق إلى الفيروزي، ويمكنك الغطس فوق المرجان على عمق أمتار قليلة. ويقدّم الطاقم المشروبات والفاكهة على السطح، وفي طريق العودة ترى ساحل جدة ممتدًا جنوبًا نحو الكورنيش.",
      ],
      highlights: [
        ["Out of Obhur Creek onto the Red Sea", "الخروج من شرم أبحر إلى البحر الأحمر"],
        ["Snorkelling over coral a few metres down", "الغطس فوق المرجان على عمق أمتار قليلة"],
        [
          "Water turning from deep blue to turquoise over the reefs",
          "مياه تتحول من الأزرق العميق إلى الفيروزي فوق الشعاب",
        ],
        ["The Jeddah coastline on the way back", "ساحل جدة في طريق العودة"],
      ],
      itinerary: [
        [
          "Boarding at Obhur",
          "الصعود في أبحر",
          "Meet your captain at the marina pier in North Obhur.",
          "قابل القبطان عند رصيف المرسى في أبحر الشمالية.",
          15,
        ],
        [
          "Down the creek",
          "عبر الشرم",
          "Cruise the length of the creek past the beach clubs to the open sea.",
          "إبحار على امتداد الشرم مرورًا بالأندية الشاطئية حتى البحر المفتوح.",
          25,
        ],
        [
          "Reef snorkelling",
          "الغطس عند الشعاب",
          "Anchor by the reef and snorkel over the coral.",
          "الرسو عند الشعاب والغطس فوق المرجان.",
          60,
        ],
        [
          "Back along the coast",
          "العودة بمحاذاة الساحل",
          "Return to Obhur with the coastline stretching south to the city.",
          "العودة إلى أبحر والساحل ممتد جنوبًا نحو المدينة.",
          20,
        ],
      ],
    }),
  },
  "cruises-dolphin-snorkel": {
    muscat: detail({
      meet: ["Al Mouj Marina boat pier, Seeb", "رصيف القوارب في مرسى الموج، السيب", 23.627, 58.282],
      overview: [
        "The Daymaniyat Islands, a chain of nine rocky islets off the Batinah coast, are a nature reserve where hawksbill and green turtles nest and the reefs are among the healthiest in Oman. The boat leaves Al Mouj Marina early, when spinner dolphins are often feeding along the way, and crosses in about 45 minutes. You snorkel two sites in the reserve's clear water, over coral gardens busy with parrotfish and angelfish, and often meet turtles grazing on the sea grass.",
        "جزر الديمانيات سلسلة من تسع جزر صخرية قبالة ساحل الباطنة، وهي محمية طبيعية تعشش فيها السلاحف صقرية المنقار والسلاحف الخضراء، وشعابها من أكثر الشعاب سلامة في عُمان. ينطلق القارب مبكرًا من مرسى الموج، حين تكون الدلافين الدوارة كثيرًا ما تتغذى في الطريق، ويصل في نحو 45 دقيقة. تغطس في موقعين داخل مياه المحمية الصافية فوق حدائق مرجانية تعج بأسماك الببغاء والملاك، وكثيرًا ما تصادف السلاحف وهي ترعى الأعشاب البحرية.",
      ],
      highlights: [
        ["Snorkelling in the Daymaniyat Islands nature reserve", "الغطس في محمية جزر الديمانيات الطبيعية"],
        ["Turtles grazing over the coral gardens", "سلاحف ترعى فوق الحدائق المرجانية"],
        ["Spinner dolphins on the crossing from Al Mouj", "دلافين دوّارة في الطريق من الموج"],
        ["Two snorkel sites in some of Oman's clearest water", "موقعا غطس في أصفى مياه عُمان"],
      ],
      itinerary: [
        [
          "Check-in at Al Mouj Marina",
          "التسجيل في مرسى الموج",
          "Meet the skipper, fit your mask and fins and hear the reserve's rules.",
          "قابل القبطان وجرّب القناع والزعانف واستمع إلى قواعد المحمية.",
          15,
        ],
        [
          "Crossing and dolphins",
          "العبور والدلافين",
          "Head out to the islands, slowing whenever a pod of dolphins appears.",
          "الانطلاق نحو الجزر مع إبطاء السرعة كلما ظهر سرب من الدلافين.",
          45,
        ],
        [
          "Two reserve snorkels",
          "غطستان في المحمية",
          "Snorkel two sites among the coral and look for turtles.",
          "الغطس في موقعين بين المرجان والبحث عن السلاحف.",
          75,
        ],
        [
          "Back to Al Mouj",
          "العودة إلى الموج",
          "Fresh fruit on deck on the way back to the marina.",
          "فاكهة طازجة على السطح في طريق العودة إلى المرسى.",
          45,
        ],
      ],
    }),
    fujairah: detail({
      meet: [
        "Boat pier on Al Aqah Beach, facing Snoopy Island",
        "رصيف القوارب في شاطئ العقة مقابل جزيرة سنوبي",
        25.4895,
        56.359,
      ],
      overview: [
        "Snoopy Island, a rocky islet off Al Aqah named for its likeness to the cartoon dog asleep on his kennel, is ringed by the east coast's best-known snorkelling reef. The boat leaves from the Al Aqah beach pier while the Gulf of Oman is still glassy, and on the way the skipper looks out for the dolphins that often feed along this coast. Around the island you snorkel over hard coral among reef fish and turtles, perhaps with a small blacktip reef shark, then make a second stop below the cliffs towards Dibba.",
        "جزيرة سنوبي جزيرة صخرية صغيرة قبالة العقة، سُمّيت بذلك لشبهها بالكلب الكرتوني نائمًا فوق بيته، وتحيط بها أشهر شعاب الغطس على الساحل الشرقي. ينطلق القارب من رصيف شاطئ العقة وخليج عُمان ما زال هادئًا كالمرآة، ويراقب القبطان في الطريق الدلافين التي كثيرًا ما تتغذى على امتداد هذا الساحل. وحول الجزيرة تغطس فوق المرجان الصلب بين أسماك الشعاب والسلاحف، وقد تصادف قرش الشعاب الصغير ذا الزعانف السوداء، ثم تتوقف مرة ثانية أسفل المنحدرات باتجاه دبا.",
      ],
      highlights: [
        ["The east coast's best-known reef, around Snoopy Island", "أشهر شعاب الساحل الشرقي حول جزيرة سنوبي"],
        ["Calm, clear east-coast water in the morning", "مياه الساحل الشرقي الصافية الهادئة صباحًا"],
        ["Turtles and, with luck, a small blacktip reef shark", "السلاحف وربما قرش الشعاب الصغير ذو الزعانف السوداء"],
        ["A second snorkel stop below the cliffs towards Dibba", "توقف غطس ثانٍ أسفل المنحدرات باتجاه دبا"],
      ],
      itinerary: [
        [
          "Check-in on Al Aqah Beach",
          "التسجيل في شاطئ العقة",
          "Collect your gear at the beach pier opposite the island.",
          "استلم معداتك عند رصيف الشاطئ مقابل الجزيرة.",
          15,
        ],
        [
          "Dolphin watch along the coast",
          "مراقبة الدلافين على الساحل",
          "Cruise the shoreline where dolphins often feed in the morning.",
          "إبحار بمحاذاة الشاطئ حيث تتغذى الدلافين صباحًا في الغالب.",
          45,
        ],
        [
          "Snoopy Island reef",
          "شعاب جزيرة سنوبي",
          "Snorkel around the islet's coral with the guide.",
          "الغطس حول مرجان الجزيرة مع المرشد.",
          75,
        ],
        [
          "Cliffs and return",
          "المنحدرات والعودة",
          "A second short snorkel below the cliffs, then back to Al Aqah.",
          "غطسة قصيرة ثانية أسفل المنحدرات ثم العودة إلى العقة.",
          45,
        ],
      ],
    }),
    jeddah: detail({
      meet: [
        "Dive-boat pier on Obhur Creek, South Obhur",
        "رصيف قوارب الغوص على شرم أبحر، أبحر الجنوبية",
        21.705,
        39.1,
      ],
      overview: [
        "Jeddah's reefs start just off the coast north of the city, and this trip reaches two of them from Obhur Creek in under half an hour. The first stop is a fringing reef where the coral drops away like a wall and schools of fusiliers and unicornfish patrol its edge; the second is a shallower coral garden for beginners. On the way, spinner dolphins often ride the bow, and the crew serves fruit and cold drinks between the two swims.",
        "تبدأ شعاب جدة على مقربة من الساحل شمال المدينة، وتبلغ هذه الرحلة اثنتين منها من شرم أبحر في أقل من نصف ساعة. المحطة الأولى شعاب ساحلية ينحدر فيها المرجان كالجدار وتسبح أسراب الأسماك الملونة على حافته، والثانية حديقة مرجانية أقل عمقًا تناسب المبتدئين. وفي الطريق كثيرًا ما ترافق الدلافين الدوارة مقدمة القارب، ويقدّم الطاقم الفاكهة والمشروبات الباردة بين الغطستين.",
      ],
      highlights: [
        ["A coral wall a short ride from Obhur Creek", "جدار مرجاني على مسافة قصيرة من شرم أبحر"],
        ["A shallow coral garden for first-time snorkellers", "حديقة مرجانية ضحلة لمن يغطس لأول مرة"],
        ["Spinner dolphins riding the bow", "دلافين دوّارة ترافق مقدمة القارب"],
        ["Fruit and cold drinks between the two swims", "فاكهة ومشروبات باردة بين الغطستين"],
      ],
      itinerary: [
        [
          "Check-in at Obhur Creek",
          "التسجيل في شرم أبحر",
          "Fit your gear and hear the briefing at the dive-boat pier.",
          "جرّب معداتك واستمع إلى الإرشادات عند رصيف قوارب الغوص.",
          15,
        ],
        [
          "Out to the reef wall",
          "إلى الجدار المرجاني",
          "A 25-minute run north along the coast, watching for dolphins.",
          "رحلة 25 دقيقة شمالًا بمحاذاة الساحل مع مراقبة الدلافين.",
          30,
        ],
        [
          "Two snorkel stops",
          "محطتا غطس",
          "Swim along the coral wall, then over the shallow garden.",
          "اسبح بمحاذاة الجدار المرجاني ثم فوق الحديقة الضحلة.",
          105,
        ],
        [
          "Return to Obhur",
          "العودة إلى أبحر",
          "Cruise back into the creek with fruit and cold drinks.",
          "العودة إلى الشرم مع الفاكهة والمشروبات الباردة.",
          30,
        ],
      ],
    }),
  },
};
