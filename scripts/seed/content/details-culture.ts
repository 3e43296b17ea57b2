// Culture, city by city: each mosque visit's, calligraphy studio's and falconer's own place and story.
import { detail, type LocalDetails } from "./detail.ts";

export const CULTURE_DETAILS: LocalDetails = {
  "culture-grand-mosque-heritage-walk": {
    "abu-dhabi": detail({
      meet: [
        "Sheikh Zayed Grand Mosque visitor centre entrance",
        "مدخل مركز الزوار في جامع الشيخ زايد الكبير",
        24.4128,
        54.475,
      ],
      overview: [
        "The Sheikh Zayed Grand Mosque, with its 82 white domes and a courtyard of floral marble inlay, is the heart of Abu Dhabi's faith and the resting place of the UAE's founder. Your guide meets you at the visitor centre and leads you through the courtyard into the main prayer hall, with its hand-knotted carpet, one of the largest in the world, and chandeliers of Swarovski crystal. A short transfer then takes you into the city to Qasr Al Hosn, the island's oldest stone building, where the watchtower and the ruling family's palace tell how Abu Dhabi grew from a fishing and pearling settlement.",
        "جامع الشيخ زايد الكبير، بقبابه البيضاء الاثنتين والثمانين وصحنه المرصّع بالرخام المزخرف بالزهور، قلب الحياة الإيمانية في أبوظبي ومثوى مؤسس دولة الإمارات. يلتقيك المرشد في مركز الزوار ويقودك عبر الصحن إلى قاعة الصلاة الرئيسية بسجادتها المعقودة يدويًا، وهي من أكبر السجاد في العالم، وثرياتها من كريستال سواروفسكي. ثم تنقلك حافلة صغيرة إلى وسط المدينة حيث قصر الحصن، أقدم مبنى حجري في الجزيرة، وفيه يروي برج المراقبة وقصر الأسرة الحاكمة كيف نمت أبوظبي من مستوطنة للصيد والغوص على اللؤلؤ.",
      ],
      highlights: [
        ["82 domes and a courtyard of inlaid marble", "82 قبة وصحن من الرخام المرصّع"],
        ["One of the world's largest hand-knotted carpets", "من أكبر السجاد المعقود يدويًا في العالم"],
        ["Qasr Al Hosn, Abu Dhabi's oldest stone building", "قصر الحصن، أقدم مبنى حجري في أبوظبي"],
        ["Coffee and dates at the House of Artisans", "القهوة والتمر في بيت الحرفيين"],
      ],
      itinerary: [
        [
          "Welcome at the visitor centre",
          "الترحيب في مركز الزوار",
          "Meet your guide, borrow an abaya if needed and walk through the passage to the mosque.",
          "قابل مرشدك واستعر عباءة إن احتجت ثم امشِ عبر الممر إلى الجامع.",
          15,
        ],
        [
          "Courtyard and prayer hall",
          "الصحن وقاعة الصلاة",
          "The marble courtyard, the great carpet and the chandeliers.",
          "الصحن الرخامي والسجادة الكبيرة والثريات.",
          75,
        ],
        [
          "Qasr Al Hosn",
          "قصر الحصن",
          "A short transfer to the fort and palace at the heart of the city.",
          "انتقال قصير إلى الحصن والقصر في قلب المدينة.",
          90,
        ],
        [
          "House of Artisans",
          "بيت الحرفيين",
          "Arabic coffee and dates with weavers of sadu and khoos.",
          "القهوة العربية والتمر مع حرفيات السدو والخوص.",
          30,
        ],
      ],
    }),
    muscat: detail({
      meet: [
        "Sultan Qaboos Grand Mosque visitor entrance, Bawshar",
        "مدخل الزوار في جامع السلطان قابوس الأكبر، بوشر",
        23.584,
        58.389,
      ],
      overview: [
        "The Sultan Qaboos Grand Mosque in Bawshar opens to visitors each morning, and its prayer hall holds one of the largest chandeliers in the world and a Persian carpet woven in one piece by 600 women over four years. Your guide explains the mosque's blend of Omani, Persian and Mamluk design, then drives you along the coast to Old Muscat. There you walk between the walled gates of the old town, past Al Alam Palace and the forts of Al Jalali and Al Mirani, and finish with kahwa and halwa in a traditional house.",
        "يفتح جامع السلطان قابوس الأكبر في بوشر أبوابه للزوار كل صباح، وتضم قاعة الصلاة فيه واحدة من أكبر الثريات في العالم وسجادة فارسية نسجتها 600 امرأة قطعة واحدة على مدى أربع سنوات. يشرح لك المرشد مزيج الطراز العماني والفارسي والمملوكي في عمارته، ثم ينطلق بك على الساحل إلى مسقط القديمة. وهناك تمشي بين بوابات البلدة المسوّرة، مرورًا بقصر العلم وقلعتي الجلالي والميراني، وتختم بالقهوة والحلوى العمانية في بيت تقليدي.",
      ],
      highlights: [
        ["One of the world's largest chandeliers in the prayer hall", "واحدة من أكبر الثريات في العالم في قاعة الصلاة"],
        ["A carpet woven in one piece by 600 women", "سجادة نسجتها 600 امرأة قطعة واحدة"],
        ["The walled gates of Old Muscat and Al Alam Palace", "بوابات مسقط القديمة المسوّرة وقصر العلم"],
        ["Kahwa and halwa in a traditional house", "القهوة والحلوى العمانية في بيت تقليدي"],
      ],
      itinerary: [
        [
          "Morning at the mosque",
          "صباح في الجامع",
          "Meet your guide at the visitor entrance in Bawshar; headscarves are lent at the door.",
          "قابل مرشدك عند مدخل الزوار في بوشر، وتُعار أغطية الرأس عند الباب.",
          15,
        ],
        [
          "Prayer hall and chandelier",
          "قاعة الصلاة والثريا",
          "The carpet, the chandelier and the women's prayer hall.",
          "السجادة والثريا ومصلى النساء.",
          75,
        ],
        [
          "Old Muscat walk",
          "جولة في مسقط القديمة",
          "Drive along the coast, then walk between the gates, the palace and the forts.",
          "الانطلاق على الساحل ثم المشي بين البوابات والقصر والقلاع.",
          90,
        ],
        [
          "Kahwa and halwa",
          "القهوة والحلوى",
          "Coffee and Omani halwa in a restored house.",
          "القهوة والحلوى العمانية في بيت مرمم.",
          30,
        ],
      ],
      // Visitors are admitted in the morning only.
      options: [{ startTimes: ["08:30"] }, { startTimes: ["08:00", "09:00"] }],
    }),
    manama: detail({
      meet: [
        "Al Fateh Grand Mosque visitor entrance, Juffair",
        "مدخل الزوار في جامع الفاتح الكبير، الجفير",
        26.218,
        50.6,
      ],
      overview: [
        "Al Fateh Grand Mosque in Juffair can hold 7,000 worshippers, and its great dome, made of fibreglass, is among the largest in the world. The mosque's guides welcome visitors of every faith, and yours explains the Italian marble, the Austrian chandelier and the Kufic calligraphy that runs around the dome. From there you continue to Bab Al Bahrain, the gateway to Manama Souq, and walk through the lanes of spice, gold and textile traders before coffee in the souq.",
        "يتسع جامع الفاتح الكبير في الجفير لسبعة آلاف مصلٍّ، وقبته الكبيرة المصنوعة من الألياف الزجاجية من أكبر القباب في العالم. يرحب مرشدو الجامع بالزوار من كل الأديان، ويشرح لك مرشدك الرخام الإيطالي والثريا النمساوية والخط الكوفي المحيط بالقبة. ومن هناك تواصل إلى باب البحرين، بوابة سوق المنامة، وتمشي في أزقة تجار التوابل والذهب والأقمشة قبل القهوة في السوق.",
      ],
      highlights: [
        ["One of the largest fibreglass domes in the world", "من أكبر القباب المصنوعة من الألياف الزجاجية في العالم"],
        ["Kufic calligraphy around the dome", "الخط الكوفي المحيط بالقبة"],
        ["Bab Al Bahrain and Manama Souq", "باب البحرين وسوق المنامة"],
        ["Coffee with the traders in the souq", "القهوة مع التجار في السوق"],
      ],
      itinerary: [
        [
          "Welcome at Al Fateh",
          "الترحيب في جامع الفاتح",
          "Meet your guide at the visitor entrance in Juffair.",
          "قابل مرشدك عند مدخل الزوار في الجفير.",
          15,
        ],
        [
          "Inside the mosque",
          "داخل الجامع",
          "The prayer hall, the dome and its calligraphy.",
          "قاعة الصلاة والقبة وخطوطها.",
          75,
        ],
        [
          "Bab Al Bahrain and the souq",
          "باب البحرين والسوق",
          "Walk through the gate into the spice and gold lanes.",
          "ادخل من البوابة إلى أزقة التوابل والذهب.",
          90,
        ],
        [
          "Coffee in the souq",
          "القهوة في السوق",
          "Arabic coffee and dates at a traders' café.",
          "القهوة العربية والتمر في مقهى التجار.",
          30,
        ],
      ],
    }),
  },
  "culture-arabic-calligraphy-workshop": {
    dubai: detail({
      meet: [
        "Calligraphy studio in a wind-tower house, Al Fahidi Historical Neighbourhood",
        "مرسم الخط في بيت ذي برجيل، حي الفهيدي التاريخي",
        25.264,
        55.3,
      ],
      overview: [
        "The workshop takes place in a restored wind-tower house in Al Fahidi, where the courtyard keeps the studio quiet even when the neighbourhood is busy. Your calligrapher, trained in the Ottoman tradition of naskh and thuluth, shows you historic pieces, then teaches you to cut a reed pen and hold it at the right angle. You practise the letters of the alphabet on glazed paper and finish by writing your name in naskh, in a folder to take home.",
        "تُقام الورشة في بيت مرمم ذي برجيل في الفهيدي، حيث يحفظ الفناء هدوء المرسم حتى حين يزدحم الحي. يريك الخطاط، المتمرس على مدرسة النسخ والثلث العثمانية، قطعًا تاريخية، ثم يعلّمك بري القلم القصبي وإمساكه بالزاوية الصحيحة. تتدرب على حروف الهجاء على ورق مصقول، وتختم بكتابة اسمك بخط النسخ في ملف تأخذه معك.",
      ],
      highlights: [
        ["A studio in a wind-tower house in Al Fahidi", "مرسم في بيت ذي برجيل في الفهيدي"],
        ["Cutting your own reed pen", "بري قلمك القصبي بنفسك"],
        ["Naskh letters on glazed paper", "حروف النسخ على ورق مصقول"],
        ["Your name in naskh to take home", "اسمك بخط النسخ تأخذه معك"],
      ],
      itinerary: [
        [
          "Coffee in the courtyard",
          "القهوة في الفناء",
          "Meet the calligrapher and look at historic pieces over coffee.",
          "تعرّف على الخطاط وتأمل قطعًا تاريخية مع القهوة.",
          20,
        ],
        [
          "The reed pen",
          "القلم القصبي",
          "Cut and angle your qalam and mix the ink.",
          "ابرِ قلمك واضبط زاويته واخلط الحبر.",
          25,
        ],
        [
          "Naskh letters",
          "حروف النسخ",
          "Practise the alphabet with one-to-one guidance.",
          "تدرّب على الحروف بتوجيه فردي.",
          45,
        ],
        ["Your name", "اسمك", "Write your name in naskh on fine paper.", "اكتب اسمك بخط النسخ على ورق فاخر.", 30],
      ],
    }),
    sharjah: detail({
      meet: ["Calligraphy Square studio, Heart of Sharjah", "مرسم ساحة الخط، قلب الشارقة", 25.357, 55.388],
      overview: [
        "Sharjah's Calligraphy Square, in the arts area of the Heart of Sharjah, is home to the Sharjah Calligraphy Museum and the studios of working calligraphers, and the emirate's calligraphy festival is held here. Your class takes place in one of those studios, where a master calligrapher teaches the strokes of thuluth, the grand script of mosque walls. After a visit to the museum next door to see masterpieces in every script, you compose a word of your choice in thuluth.",
        "تضم ساحة الخط في منطقة الفنون بقلب الشارقة متحف الشارقة للخط ومراسم خطاطين يعملون فيها، وتحتضن ملتقى الشارقة لفن الخط. يُقام درسك في أحد هذه المراسم، حيث يعلّمك خطاط متمكن حروف خط الثلث، الخط المهيب الذي يزين جدران المساجد. وبعد زيارة المتحف المجاور لرؤية روائع بكل الخطوط، تكتب كلمة من اختيارك بخط الثلث.",
      ],
      highlights: [
        ["A studio in Sharjah's Calligraphy Square", "مرسم في ساحة الخط بالشارقة"],
        ["Thuluth, the script of mosque walls", "خط الثلث، خط جدران المساجد"],
        ["A visit to the Sharjah Calligraphy Museum", "زيارة متحف الشارقة للخط"],
        ["A word of your choice in thuluth", "كلمة من اختيارك بخط الثلث"],
      ],
      itinerary: [
        [
          "Calligraphy Museum",
          "متحف الخط",
          "See masterpieces of every script with your teacher.",
          "شاهد روائع الخطوط كلها مع معلمك.",
          25,
        ],
        [
          "Pen and ink",
          "القلم والحبر",
          "Prepare the reed pen and the inkwell in the studio.",
          "جهّز القلم القصبي والدواة في المرسم.",
          20,
        ],
        [
          "Thuluth strokes",
          "حروف الثلث",
          "Practise the long, curving strokes of thuluth.",
          "تدرّب على الحروف الطويلة المنحنية في خط الثلث.",
          45,
        ],
        [
          "Your composition",
          "لوحتك",
          "Compose your chosen word and take it home.",
          "اكتب الكلمة التي اخترتها وخذها معك.",
          30,
        ],
      ],
    }),
    doha: detail({
      meet: ["Calligraphy studio, Katara Cultural Village", "مرسم الخط، الحي الثقافي كتارا", 25.359, 51.526],
      overview: [
        "Katara Cultural Village, between West Bay and The Pearl, is Doha's home for the arts, with studios, galleries and a beach set among sand-coloured lanes. Your session takes place in a calligraphy studio there, where the teacher introduces the flowing diwani script once used for Ottoman royal decrees. You learn to hold the pen, practise the joined letters that give diwani its sweep and finish with a short phrase in diwani, decorated with gold ink, to take home.",
        "الحي الثقافي كتارا، بين الخليج الغربي واللؤلؤة، بيت الفنون في الدوحة، بمراسمه ومعارضه وشاطئه وسط أزقة بلون الرمال. تُقام جلستك في مرسم للخط هناك، حيث يعرّفك المعلم بالخط الديواني الانسيابي الذي كانت تُكتب به الفرمانات العثمانية. تتعلم إمساك القلم، وتتدرب على الحروف المتصلة التي تمنح الديواني انسيابه، وتختم بعبارة قصيرة بالخط الديواني مزينة بالحبر الذهبي تأخذها معك.",
      ],
      highlights: [
        ["A studio in Katara's lanes between West Bay and The Pearl", "مرسم في أزقة كتارا بين الخليج الغربي واللؤلؤة"],
        ["The flowing diwani script of royal decrees", "الخط الديواني الانسيابي خط الفرمانات"],
        ["Gold ink on your finished piece", "الحبر الذهبي على لوحتك"],
        ["Time after class for Katara's galleries and beach", "وقت بعد الدرس لمعارض كتارا وشاطئها"],
      ],
      itinerary: [
        [
          "Welcome to Katara",
          "الترحيب في كتارا",
          "Meet your teacher at the studio and see examples of diwani.",
          "قابل معلمك في المرسم وشاهد نماذج من الخط الديواني.",
          20,
        ],
        [
          "Holding the pen",
          "إمساك القلم",
          "The pen angle and pressure that make diwani flow.",
          "زاوية القلم وضغطه اللذان يمنحان الديواني انسيابه.",
          25,
        ],
        [
          "Joined letters",
          "الحروف المتصلة",
          "Practise the linked strokes of the script.",
          "تدرّب على الحروف المتصلة في هذا الخط.",
          45,
        ],
        [
          "Gold ink finish",
          "الحبر الذهبي",
          "Write your phrase and decorate it in gold.",
          "اكتب عبارتك وزيّنها بالذهب.",
          30,
        ],
      ],
    }),
    riyadh: detail({
      meet: ["Calligraphy studio in the JAX District, Diriyah", "مرسم الخط في حي جاكس، الدرعية", 24.729, 46.565],
      overview: [
        "The JAX District in Diriyah turned a row of old warehouses into studios, galleries and cafés, and it is now the centre of Riyadh's art scene. Your workshop is in one of the studios, with a Saudi calligrapher who works in both classical scripts and contemporary pieces. You start with Kufic, the angular script of early Qur'ans and of the inscriptions carved across Arabia, then try its modern square form and make a piece in ink to take home.",
        "حوّل حي جاكس في الدرعية صفًّا من المستودعات القديمة إلى مراسم ومعارض ومقاهٍ، وصار اليوم مركز المشهد الفني في الرياض. تُقام ورشتك في أحد هذه المراسم مع خطاط سعودي يعمل في الخطوط الكلاسيكية والأعمال المعاصرة معًا. تبدأ بالخط الكوفي، الخط الزاوي الذي كُتبت به المصاحف الأولى والنقوش المنحوتة في أنحاء الجزيرة العربية، ثم تجرب شكله المربع الحديث وتصنع لوحة بالحبر تأخذها معك.",
      ],
      highlights: [
        ["A studio in JAX, Riyadh's arts district", "مرسم في جاكس، حي الفنون في الرياض"],
        [
          "Kufic, the script of early Qur'ans and Arabian inscriptions",
          "الخط الكوفي، خط المصاحف الأولى ونقوش الجزيرة العربية",
        ],
        ["Square Kufic, its modern geometric form", "الكوفي المربع، شكله الهندسي الحديث"],
        [
          "A Saudi calligrapher working in classical and contemporary styles",
          "خطاط سعودي يجمع بين الأسلوبين الكلاسيكي والمعاصر",
        ],
      ],
      itinerary: [
        [
          "The studio in JAX",
          "المرسم في جاكس",
          "Meet your calligrapher and see their classical and contemporary work.",
          "تعرّف على الخطاط وشاهد أعماله الكلاسيكية والمعاصرة.",
          20,
        ],
        [
          "Kufic basics",
          "أساسيات الكوفي",
          "The straight lines and angles of early Kufic.",
          "الخطوط المستقيمة والزوايا في الكوفي القديم.",
          30,
        ],
        [
          "Square Kufic",
          "الكوفي المربع",
          "Build a word on a grid in the square style.",
          "ابنِ كلمة على شبكة بالأسلوب المربع.",
          40,
        ],
        [
          "Your ink piece",
          "لوحتك بالحبر",
          "Finish your piece and take it home in a sleeve.",
          "أكمل لوحتك وخذها معك في غلاف حافظ.",
          30,
        ],
      ],
    }),
  },
  "culture-falconry-experience": {
    dubai: detail({
      meet: [
        "Falconry camp in the Dubai Desert Conservation Reserve",
        "مخيم الصقارة في محمية دبي الصحراوية",
        24.83,
        55.66,
      ],
      overview: [
        "The Dubai Desert Conservation Reserve protects 225 square kilometres of dunes where oryx and gazelles roam free, and its falconry camp is one of the few places where visitors can watch falcons flown in open desert. Your falconer introduces saker and peregrine falcons, a desert eagle owl and a saluki, explains how a falcon is trained over months with the hood and the lure, and sets a bird on your gloved hand. Then the falcon is flown to the lure, diving at full speed just above the sand, and the session ends with coffee and dates in the camp's majlis.",
        "تحمي محمية دبي الصحراوية 225 كيلومترًا مربعًا من الكثبان يعيش فيها المها والغزلان بحرية، ومخيم الصقارة فيها من الأماكن القليلة التي يشاهد فيها الزوار الصقور تطير في صحراء مفتوحة. يعرّفك الصقّار بصقور الحر والشاهين وبومة النسر الصحراوية وكلب السلوقي، ويشرح كيف يُدرَّب الصقر شهورًا بالبرقع والتلواح، ثم يضع طائرًا على يدك المكسوّة بالدّس. بعدها يُطلق الصقر نحو التلواح فينقض بأقصى سرعته فوق الرمال، وتختم الجلسة بالقهوة والتمر في مجلس المخيم.",
      ],
      highlights: [
        ["Falcons flown in the open dunes of the conservation reserve", "صقور تطير في الكثبان المفتوحة داخل المحمية"],
        ["Saker and peregrine falcons, an eagle owl and a saluki", "صقور الحر والشاهين وبومة النسر وكلب السلوقي"],
        ["A falcon on your gloved hand", "صقر على يدك المكسوّة بالدّس"],
        ["Oryx and gazelles on the drive in", "المها والغزلان في الطريق"],
      ],
      itinerary: [
        [
          "Into the reserve",
          "إلى المحمية",
          "Drive from your hotel into the reserve, watching for oryx.",
          "الانطلاق من فندقك إلى داخل المحمية مع مراقبة المها.",
          45,
        ],
        [
          "Meet the birds",
          "التعرف على الطيور",
          "The falconer introduces the falcons, the owl and the saluki.",
          "يعرّفك الصقّار بالصقور والبومة وكلب السلوقي.",
          30,
        ],
        [
          "Glove and lure",
          "الدس والتلواح",
          "Hold a falcon, then watch it dive for the lure over the sand.",
          "احمل صقرًا ثم شاهده ينقض على التلواح فوق الرمال.",
          45,
        ],
        [
          "Majlis and return",
          "المجلس والعودة",
          "Coffee and dates in the camp majlis before the drive back.",
          "القهوة والتمر في مجلس المخيم قبل طريق العودة.",
          60,
        ],
      ],
    }),
    "abu-dhabi": detail({
      meet: [
        "Abu Dhabi Falcon Hospital visitor entrance, Sweihan Road",
        "مدخل الزوار في مستشفى أبوظبي للصقور، طريق سويحان",
        24.409,
        54.7,
      ],
      overview: [
        "The Abu Dhabi Falcon Hospital, near the airport on the Sweihan road, treats more than 11,000 falcons a year, and falconers bring their birds here from across the Gulf. On the guided tour you walk through the waiting room, where hooded falcons sit on their perches beside their owners, watch a vet trim a beak or repair a broken feather, and visit the air-conditioned free-flight aviary where falcons moult in summer. At the end you hold a falcon on the glove and learn why the UAE issues falcons their own passports.",
        "يعالج مستشفى أبوظبي للصقور، قرب المطار على طريق سويحان، أكثر من 11 ألف صقر سنويًا، ويقصده الصقارون بطيورهم من أنحاء الخليج. في الجولة المرشدة تمر بقاعة الانتظار حيث تجلس الصقور المبرقعة على مجاثمها بجوار أصحابها، وتشاهد طبيبًا بيطريًا يقلّم منقارًا أو يصلح ريشة مكسورة، وتزور القفص المكيف للطيران الحر حيث تبدّل الصقور ريشها صيفًا. وفي الختام تحمل صقرًا على يدك وتعرف لماذا تصدر الإمارات جوازات سفر خاصة بالصقور.",
      ],
      highlights: [
        ["The world's largest falcon hospital", "أكبر مستشفى للصقور في العالم"],
        ["Hooded falcons waiting with their owners", "الصقور المبرقعة تنتظر مع أصحابها"],
        ["A vet at work on beaks and feathers", "طبيب بيطري يعالج المناقير والريش"],
        ["Hold a falcon and hear about falcon passports", "احمل صقرًا واسمع عن جوازات سفر الصقور"],
      ],
      itinerary: [
        [
          "To the hospital",
          "إلى المستشفى",
          "Drive out along the Sweihan road to the hospital.",
          "الانطلاق على طريق سويحان إلى المستشفى.",
          40,
        ],
        [
          "Waiting room and clinic",
          "قاعة الانتظار والعيادة",
          "Falcons on their perches and a vet at work.",
          "الصقور على مجاثمها وطبيب بيطري أثناء عمله.",
          50,
        ],
        [
          "Free-flight aviary",
          "قفص الطيران الحر",
          "See where the falcons moult in the summer months.",
          "شاهد المكان الذي تبدّل فيه الصقور ريشها في أشهر الصيف.",
          30,
        ],
        [
          "Falcon on the glove",
          "الصقر على اليد",
          "Hold a falcon, then return to your hotel.",
          "احمل صقرًا ثم عُد إلى فندقك.",
          60,
        ],
      ],
      // The hospital shows visitors round in its working hours, not at the dawn and dusk of a desert flying display.
      options: [{ startTimes: ["10:00", "14:00"] }, { startTimes: ["09:30", "11:00", "14:30"] }],
    }),
    doha: detail({
      meet: ["Falcon Souq entrance, Souq Waqif", "مدخل سوق الصقور، سوق واقف", 25.288, 51.532],
      overview: [
        "Doha's Falcon Souq, inside Souq Waqif, is where Qatari falconers buy their birds, hoods and gloves, and the Souq Waqif Falcon Hospital treats them next door. Your falconer walks you through the shops, explaining the difference between a saker and a hybrid falcon and what a champion bird can be worth. Then you drive out of the city to open desert south of Doha for a flying display, in which a falcon chases the lure and lands on your glove.",
        "سوق الصقور في الدوحة، داخل سوق واقف، هو المكان الذي يشتري منه الصقارون القطريون طيورهم وبراقعها والدسوس، وبجواره مستشفى سوق واقف للصقور. يصحبك الصقّار بين المحلات، ويشرح الفرق بين الحر والصقر الهجين وما قد يبلغه ثمن صقر بطل. ثم تنطلق خارج المدينة إلى الصحراء المفتوحة جنوب الدوحة لمشاهدة عرض طيران، يطارد فيه الصقر التلواح ثم يحط على يدك.",
      ],
      highlights: [
        ["The Falcon Souq inside Souq Waqif", "سوق الصقور داخل سوق واقف"],
        ["Hoods, gloves and the price of a champion", "البراقع والدسوس وثمن الصقر البطل"],
        ["A flying display in the desert south of Doha", "عرض طيران في الصحراء جنوب الدوحة"],
        ["A falcon landing on your glove", "صقر يحط على يدك"],
      ],
      itinerary: [
        [
          "Falcon Souq",
          "سوق الصقور",
          "Meet the falconer among the shops of Souq Waqif.",
          "قابل الصقّار بين محلات سوق واقف.",
          40,
        ],
        [
          "Drive to the desert",
          "إلى الصحراء",
          "Head south out of the city to open ground.",
          "الانطلاق جنوبًا خارج المدينة إلى أرض مفتوحة.",
          40,
        ],
        [
          "Flying display",
          "عرض الطيران",
          "The falcon chases the lure and comes back to your glove.",
          "يطارد الصقر التلواح ثم يعود إلى يدك.",
          50,
        ],
        [
          "Coffee and return",
          "القهوة والعودة",
          "Gahwa and dates in the desert before the drive back.",
          "القهوة والتمر في الصحراء قبل طريق العودة.",
          50,
        ],
      ],
    }),
  },
};
