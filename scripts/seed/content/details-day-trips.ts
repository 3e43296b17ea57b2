// Day trips, city by city: each one's own pick-up, mountains, forts and roads.
import { detail, type LocalDetails } from "./detail.ts";

export const DAY_TRIP_DETAILS: LocalDetails = {
  "day-trips-mountains-and-wadis": {
    dubai: detail({
      meet: ["Hotel lobby pick-up in Downtown Dubai, Deira or Dubai Marina", "الاستقبال من بهو الفندق في وسط مدينة دبي أو ديرة أو دبي مارينا", 25.1972, 55.2744],
      overview: [
        "Hatta sits in the Hajar mountains on the Omani border, a 90-minute drive from Dubai through dunes and gravel plains, and its dam has turned a mountain valley into a turquoise lake. The road runs past the red dunes of the Hatta road to the dam, where you can hire a kayak on the lake between the cliffs, then walk down to a pool in the wadi below for a swim. After a picnic lunch you visit Hatta Heritage Village, with its restored fort, watchtowers and falaj, and the honey-bee garden where Hajar mountain honey is made.",
        "تقع حتا في جبال الحجر على الحدود العمانية، على بعد تسعين دقيقة بالسيارة من دبي عبر الكثبان والسهول الحصوية، وقد حوّل سدها واديًا جبليًا إلى بحيرة فيروزية. يمضي الطريق بمحاذاة الكثبان الحمراء على طريق حتا حتى السد، حيث يمكنك استئجار قارب كاياك في البحيرة بين الجروف، ثم تمشي نزولًا إلى بركة في الوادي أسفله للسباحة. وبعد غداء في الهواء الطلق تزور قرية حتا التراثية بحصنها المرمم وأبراجها وفلجها، وحديقة النحل حيث يُنتج عسل جبال الحجر.",
      ],
      highlights: [
        ["Kayaking on the turquoise Hatta Dam lake", "التجديف بالكاياك في بحيرة سد حتا الفيروزية"],
        ["A swim in a wadi pool below the dam", "السباحة في بركة بالوادي أسفل السد"],
        ["The fort and falaj of Hatta Heritage Village", "حصن قرية حتا التراثية وفلجها"],
        ["Mountain honey at the Hatta honey-bee garden", "عسل الجبال في حديقة النحل بحتا"],
      ],
      itinerary: [
        ["The Hatta road", "طريق حتا", "Drive east past the red dunes into the Hajar as far as the dam.", "الانطلاق شرقًا بمحاذاة الكثبان الحمراء إلى جبال الحجر حتى السد.", 120],
        ["Dam lake and wadi pool", "بحيرة السد وبركة الوادي", "Kayak on the lake, then walk down to a pool for a swim.", "جدّف في البحيرة ثم انزل مشيًا إلى بركة للسباحة.", 180],
        ["Picnic lunch", "غداء في الهواء الطلق", "Lunch in the shade by the lake.", "الغداء في الظل بجوار البحيرة.", 60],
        ["Heritage village and honey", "القرية التراثية والعسل", "The restored fort and the honey-bee garden, then back to Dubai.", "الحصن المرمم وحديقة النحل ثم العودة إلى دبي.", 180],
      ],
    }),
    "ras-al-khaimah": detail({
      meet: ["Hotel pick-up on the Al Qawasim Corniche, Al Marjan Island and in Al Hamra", "الاستقبال من الفنادق على كورنيش القواسم وجزيرة المرجان والحمراء", 25.7896, 55.947],
      overview: [
        "Jebel Jais rises to almost 1,900 metres, the highest point in the UAE, and the road to the top climbs through 30 kilometres of hairpins with viewing decks over the gorges. You stop at the decks for the view down to the coast and across the ridges into Oman, then walk a short mountain trail to a pool in a side wadi. Lunch is at a restaurant near the summit, where the air can be ten degrees cooler than on the coast, and on the way down you visit a mountain village of stone houses and terraced fields.",
        "يرتفع جبل جيس قرابة 1900 متر، وهو أعلى نقطة في الإمارات، ويصعد الطريق إلى قمته عبر 30 كيلومترًا من المنعطفات الحادة مع منصات تطل على الأودية. تتوقف عند المنصات لتطل على الساحل وعلى السلاسل الجبلية حتى عُمان، ثم تمشي في مسار جبلي قصير حتى بركة في وادٍ جانبي. والغداء في مطعم قرب القمة حيث قد يكون الهواء أبرد من الساحل بعشر درجات، وفي طريق النزول تزور قرية جبلية من البيوت الحجرية والمدرجات الزراعية.",
      ],
      highlights: [
        ["The road to the UAE's highest point", "الطريق إلى أعلى نقطة في الإمارات"],
        ["Viewing decks over the gorges and down to the coast", "منصات تطل على الأودية وعلى الساحل في الأسفل"],
        ["Lunch near the summit in cool mountain air", "الغداء قرب القمة في هواء الجبل البارد"],
        ["A village of stone houses and terraced fields", "قرية من البيوت الحجرية والمدرجات الزراعية"],
      ],
      itinerary: [
        ["Up the switchbacks", "صعود المنعطفات", "Drive from the coast into the mountains, stopping at the viewing decks.", "الانطلاق من الساحل إلى الجبال مع التوقف عند منصات المشاهدة.", 150],
        ["Trail and pool", "المسار والبركة", "Walk a short mountain trail down to a side-wadi pool.", "امشِ في مسار جبلي قصير نزولًا إلى بركة في وادٍ جانبي.", 150],
        ["Lunch near the summit", "الغداء قرب القمة", "A long lunch in the cool air at the top.", "غداء طويل في الهواء البارد عند القمة.", 60],
        ["Stone village and descent", "القرية الحجرية والنزول", "Visit a terraced village, then drive down to the coast.", "زُر قرية ذات مدرجات ثم انزل إلى الساحل.", 180],
      ],
    }),
    fujairah: detail({
      meet: ["Hotel pick-up on the Fujairah Corniche and Al Aqah Beach", "الاستقبال من الفنادق على كورنيش الفجيرة وشاطئ العقة", 25.129, 56.343],
      overview: [
        "The UAE's east coast runs between the Hajar mountains and the Gulf of Oman, and this day links its forts, its oldest mosque and one of its best bays. You start at Fujairah Fort, the restored mud-brick fortress above the old town, then drive north to Al Bidya Mosque, built of stone and mud some 600 years ago and still used for prayer. After a walk in a palm-filled wadi and lunch by the sea, the day ends at Khor Fakkan, where a waterfall spills from the mountain above the bay and a long corniche backs the beach.",
        "يمتد الساحل الشرقي للإمارات بين جبال الحجر وخليج عُمان، وتربط هذه الرحلة بين قلاعه وأقدم مساجده وواحد من أجمل خلجانه. تبدأ من قلعة الفجيرة، الحصن الطيني المرمم المطل على البلدة القديمة، ثم تتجه شمالًا إلى مسجد البدية الذي بُني من الحجر والطين قبل نحو 600 عام وما زالت الصلاة تُقام فيه. وبعد نزهة في وادٍ يكسوه النخيل وغداء بجوار البحر، ينتهي اليوم في خورفكان، حيث ينساب شلال من الجبل فوق الخليج ويمتد خلف الشاطئ كورنيش طويل.",
      ],
      highlights: [
        ["Fujairah Fort above the old town", "قلعة الفجيرة فوق البلدة القديمة"],
        ["Al Bidya, the UAE's oldest mosque still in use", "مسجد البدية، أقدم مسجد في الإمارات ما زالت الصلاة تُقام فيه"],
        ["A palm-filled wadi and lunch by the sea", "وادٍ يكسوه النخيل وغداء بجوار البحر"],
        ["The bay and waterfall of Khor Fakkan", "خليج خورفكان وشلاله"],
      ],
      itinerary: [
        ["Fujairah Fort", "قلعة الفجيرة", "Pick-up and a visit to the fort and the old town.", "الاستقبال ثم زيارة القلعة والبلدة القديمة.", 120],
        ["Al Bidya and the wadi", "البدية والوادي", "North to the ancient mosque, then a walk in a wadi.", "شمالًا إلى المسجد القديم ثم نزهة في الوادي.", 180],
        ["Lunch by the sea", "الغداء بجوار البحر", "Grilled fish at a seafront restaurant.", "سمك مشوي في مطعم على البحر.", 60],
        ["Khor Fakkan", "خورفكان", "The bay, the corniche and the waterfall, then back to your hotel.", "الخليج والكورنيش والشلال ثم العودة إلى فندقك.", 180],
      ],
    }),
    muscat: detail({
      meet: ["Hotel lobby pick-up in Qurum, Al Khuwair or Muttrah", "الاستقبال من بهو الفندق في القرم أو الخوير أو مطرح", 23.611, 58.478],
      overview: [
        "Jebel Shams, the Mountain of the Sun, is Oman's highest peak at just over 3,000 metres, and below its summit the walls of Wadi Ghul drop a thousand metres into what Omanis call their Grand Canyon. The day starts early for the three-hour drive through Nizwa and Al Hamra to the rim, where you walk part of the Balcony Walk, a ledge path to the abandoned village of As Sab clinging to the canyon wall. After a picnic with the canyon below, you stop at the old mud-brick quarter of Al Hamra on the way back.",
        "جبل شمس أعلى قمة في عُمان بارتفاع يزيد قليلًا على 3000 متر، وأسفل قمته تنحدر جدران وادي غول ألف متر فيما يسميه العمانيون أخدودهم العظيم. يبدأ اليوم مبكرًا بطريق يستغرق ثلاث ساعات مرورًا بنزوى والحمراء حتى حافة الأخدود، حيث تمشي جزءًا من مسار الشرفة، وهو ممر على حافة الجرف يؤدي إلى قرية الصاب المهجورة المعلقة على جدار الأخدود. وبعد غداء خفيف والأخدود تحتك، تتوقف في حارة الحمراء الطينية القديمة في طريق العودة.",
      ],
      highlights: [
        ["The rim of Wadi Ghul, Oman's Grand Canyon", "حافة وادي غول، الأخدود العظيم في عُمان"],
        ["The Balcony Walk to the abandoned village of As Sab", "مسار الشرفة إلى قرية الصاب المهجورة"],
        ["Oman's highest mountain, over 3,000 metres", "أعلى جبل في عُمان بأكثر من 3000 متر"],
        ["The old mud-brick quarter of Al Hamra", "حارة الحمراء الطينية القديمة"],
      ],
      itinerary: [
        ["Through Nizwa to the mountain", "عبر نزوى إلى الجبل", "An early start on the road through Nizwa and up the mountain track.", "انطلاقة مبكرة على الطريق مرورًا بنزوى ثم صعود المسار الجبلي.", 180],
        ["Balcony Walk", "مسار الشرفة", "Walk the ledge path along the canyon wall.", "امشِ على الممر المعلق على جدار الأخدود.", 120],
        ["Picnic on the rim", "غداء على الحافة", "Lunch with the canyon below.", "الغداء والأخدود تحتك.", 60],
        ["Al Hamra and home", "الحمراء والعودة", "The old quarter of Al Hamra, then the drive back to Muscat.", "حارة الحمراء القديمة ثم طريق العودة إلى مسقط.", 180],
      ],
    }),
    salalah: detail({
      meet: ["Hotel lobby pick-up in Salalah or Al Haffa", "الاستقبال من بهو الفندق في صلالة أو الحافة", 17.0151, 54.0924],
      overview: [
        "West of Salalah the coast road ends at Mughsail, a white beach where the sea bursts up through blowholes in the limestone with a roar, and the hills behind it hold frankincense trees growing wild. This trip follows that road to the blowholes, then stops among the frankincense trees of the Dhofar hills on the way back. After lunch the road climbs east of the city onto Jebel Samhan, where a viewpoint at the edge of the escarpment looks a thousand metres down to the coastal plain and the sea.",
        "غرب صلالة ينتهي الطريق الساحلي عند المغسيل، شاطئ أبيض يندفع فيه البحر بهدير عبر فتحات في الصخر الجيري، وتنمو أشجار اللبان البرية في التلال خلفه. تتبع هذه الرحلة ذلك الطريق إلى النوافير، ثم تتوقف بين أشجار اللبان في تلال ظفار في طريق العودة. وبعد الغداء يصعد الطريق شرق المدينة إلى جبل سمحان، حيث تطل نقطة مشاهدة على حافة الجرف على السهل الساحلي والبحر من ارتفاع ألف متر.",
      ],
      highlights: [
        ["The roaring blowholes of Mughsail", "نوافير المغسيل الهادرة"],
        ["Wild frankincense trees in the Dhofar hills", "أشجار اللبان البرية في تلال ظفار"],
        ["The Jebel Samhan viewpoint, a thousand metres above the plain", "إطلالة جبل سمحان على ارتفاع ألف متر فوق السهل"],
        ["The white sands of Mughsail beach", "رمال شاطئ المغسيل البيضاء"],
      ],
      itinerary: [
        ["West to Mughsail", "غربًا إلى المغسيل", "Drive the coast road to the beach and the blowholes.", "الطريق الساحلي حتى الشاطئ والنوافير.", 150],
        ["Frankincense trees", "أشجار اللبان", "Walk among wild frankincense trees in the hills.", "امشِ بين أشجار اللبان البرية في التلال.", 150],
        ["Lunch in Salalah", "الغداء في صلالة", "Lunch back in the city.", "الغداء في المدينة.", 60],
        ["Jebel Samhan", "جبل سمحان", "Up the escarpment to the viewpoint, then back to your hotel.", "صعود الجرف إلى نقطة الإطلالة ثم العودة إلى فندقك.", 180],
      ],
    }),
  },
  "day-trips-private-car-with-driver": {
    dubai: detail({
      meet: ["Pick-up at your hotel or home anywhere in Dubai", "الاستقبال من فندقك أو منزلك في أي مكان بدبي", 25.2048, 55.2708],
      overview: [
        "Dubai is built for cars, and a private driver turns its long distances into an easy day: Dubai Mall and Downtown in the morning, lunch in Jumeirah, the gold souq in Deira in the afternoon and a sunset drive along the beach road. Your driver knows where to drop you at each mall entrance and where to wait, handles the Salik tolls and parking, and can suggest a prayer stop or a quiet café between appointments. Choose a sedan for up to three or a family van when there are shopping bags and strollers to carry.",
        "صُممت دبي للسيارات، ويحوّل السائق الخاص مسافاتها الطويلة إلى يوم سهل: دبي مول ووسط المدينة صباحًا، والغداء في جميرا، وسوق الذهب في ديرة بعد الظهر، وجولة عند الغروب على طريق الشاطئ. يعرف السائق أين يُنزلك عند كل مدخل في المولات وأين ينتظرك، ويتولى رسوم سالك والمواقف، ويقترح عليك مكانًا للصلاة أو مقهى هادئًا بين مواعيدك. اختر سيارة سيدان لثلاثة ركاب أو عربة عائلية حين تكون هناك أكياس تسوق وعربات أطفال.",
      ],
      highlights: [
        ["Malls, souqs and beaches across Dubai in one day", "المولات والأسواق والشواطئ في أنحاء دبي في يوم واحد"],
        ["Salik tolls and parking taken care of", "رسوم سالك والمواقف على عاتق السائق"],
        ["A driver who knows every mall entrance", "سائق يعرف كل مداخل المولات"],
        ["A sedan or a family van for shopping days", "سيدان أو عربة عائلية لأيام التسوق"],
      ],
      itinerary: [
        ["At your door", "عند بابك", "Your driver arrives and talks through the plan for the day.", "يصل السائق ويناقش معك خطة اليوم.", 15],
        ["Downtown morning", "صباح وسط المدينة", "Dubai Mall, Burj Khalifa or meetings on Sheikh Zayed Road.", "دبي مول أو برج خليفة أو مواعيد على شارع الشيخ زايد.", 240],
        ["Jumeirah and Deira afternoon", "ظهيرة جميرا وديرة", "Lunch in Jumeirah, then the souqs across the Creek.", "الغداء في جميرا ثم الأسواق عبر الخور.", 330],
        ["Sunset drop-off", "العودة عند الغروب", "Back to your door by the beach road at sunset.", "العودة إلى بابك عبر طريق الشاطئ عند الغروب.", 15],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Pick-up at your hotel or home anywhere in Abu Dhabi", "الاستقبال من فندقك أو منزلك في أي مكان بأبوظبي", 24.4539, 54.3773],
      overview: [
        "Abu Dhabi's sights are spread over islands linked by long bridges, and a private driver lets you string them together at your own pace. A typical day starts at the Sheikh Zayed Grand Mosque before the heat, continues to the Louvre on Saadiyat and ends on Yas Island at Ferrari World or Yas Mall, with lunch wherever you like. Your driver waits at each stop, keeps water and Wi-Fi in the car and knows the quickest bridges across the city at rush hour.",
        "تتوزع معالم أبوظبي على جزر تربطها جسور طويلة، ويتيح لك السائق الخاص التنقل بينها على راحتك. يبدأ اليوم المعتاد في جامع الشيخ زايد الكبير قبل الحر، ثم اللوفر في السعديات، وينتهي في جزيرة ياس في عالم فيراري أو ياس مول، مع الغداء حيث تشاء. ينتظرك السائق عند كل محطة، ويوفر الماء والإنترنت في السيارة، ويعرف أسرع الجسور عبر المدينة في أوقات الذروة.",
      ],
      highlights: [
        ["The Grand Mosque, the Louvre and Yas Island in one day", "الجامع الكبير واللوفر وجزيرة ياس في يوم واحد"],
        ["A driver who waits at every stop", "سائق ينتظرك عند كل محطة"],
        ["The quickest bridges between the islands", "أسرع الجسور بين الجزر"],
        ["Water and Wi-Fi in the car", "الماء والإنترنت في السيارة"],
      ],
      itinerary: [
        ["Morning pick-up", "الاستقبال صباحًا", "Your driver meets you and heads first to the Grand Mosque.", "يلتقيك السائق ويتجه أولًا إلى الجامع الكبير.", 15],
        ["Mosque and Saadiyat", "الجامع والسعديات", "The mosque before the heat, then the Louvre on Saadiyat.", "الجامع قبل الحر ثم اللوفر في السعديات.", 240],
        ["Yas Island", "جزيرة ياس", "Lunch and an afternoon on Yas Island.", "الغداء وفترة بعد الظهر في جزيرة ياس.", 330],
        ["Back across the bridges", "العودة عبر الجسور", "Return to your hotel or home in the city.", "العودة إلى فندقك أو منزلك في المدينة.", 15],
      ],
    }),
    muscat: detail({
      meet: ["Pick-up at your hotel anywhere in Muscat", "الاستقبال من فندقك في أي مكان بمسقط", 23.588, 58.3829],
      overview: [
        "Many of Oman's best places lie at the end of gravel tracks, and a 4x4 with a local driver opens them up for a day out of Muscat. Drive down the coast to the Bimmah Sinkhole and Wadi Shab, inland to Nizwa's fort and souq, or out to the pools of Wadi Bani Khalid, with your driver choosing the route for the season and the state of the roads. Your driver speaks Arabic and English, knows the villages and knows where to find the best shuwa on the way.",
        "كثير من أجمل أماكن عُمان تقع في نهاية طرق حصوية، وتفتحها لك سيارة دفع رباعي مع سائق محلي في يوم خارج مسقط. انطلق على الساحل إلى حفرة بمة ووادي شاب، أو إلى الداخل حيث قلعة نزوى وسوقها، أو إلى برك وادي بني خالد، والسائق يختار الطريق بحسب الموسم وحال الطرق. ويتحدث السائق العربية والإنجليزية، ويعرف القرى، ويعرف أين تجد أطيب شواء في الطريق.",
      ],
      highlights: [
        ["A 4x4 for Oman's gravel tracks and wadis", "سيارة دفع رباعي لطرق عُمان الحصوية وأوديتها"],
        ["A driver who knows the villages and each season's roads", "سائق يعرف القرى وطرق كل موسم"],
        ["The coast, the mountains or Nizwa, as you choose", "الساحل أو الجبال أو نزوى، كما تختار"],
        ["The best shuwa on the way", "أطيب شواء في الطريق"],
      ],
      itinerary: [
        ["Plan at your hotel", "الخطة في فندقك", "Your driver arrives with the 4x4 and agrees the route with you.", "يصل السائق بسيارة الدفع الرباعي ويتفق معك على المسار.", 15],
        ["Out of Muscat", "خارج مسقط", "The coast road, a mountain pass or the Nizwa highway.", "الطريق الساحلي أو ممر جبلي أو طريق نزوى السريع.", 240],
        ["Wadis and villages", "الأودية والقرى", "Pools, forts and lunch wherever the day takes you.", "البرك والقلاع والغداء حيثما يقودك اليوم.", 330],
        ["Back in Muscat", "العودة إلى مسقط", "Drop-off at your hotel in the evening.", "العودة إلى فندقك مساءً.", 15],
      ],
    }),
    doha: detail({
      meet: ["Pick-up at your hotel or home anywhere in Doha", "الاستقبال من فندقك أو منزلك في أي مكان بالدوحة", 25.2854, 51.531],
      overview: [
        "Doha stretches from the old souq to the new city of Lusail, 20 kilometres north, and a private driver saves you from waiting for taxis in the heat. Spend the morning at the Museum of Islamic Art and the National Museum, drive up to Katara and The Pearl for lunch, then carry on to Lusail Boulevard and Place Vendôme, and come back for an evening in Souq Waqif. Your driver waits at every stop and knows which entrances are closest to the shade.",
        "تمتد الدوحة من السوق القديم حتى مدينة لوسيل الجديدة على بعد 20 كيلومترًا شمالًا، ويعفيك السائق الخاص من انتظار سيارات الأجرة في الحر. اقضِ الصباح في متحف الفن الإسلامي والمتحف الوطني، ثم انطلق إلى كتارا واللؤلؤة لتناول الغداء، وواصل إلى بوليفارد لوسيل وبلاس فاندوم، ثم عُد لقضاء أمسية في سوق واقف. ينتظرك السائق عند كل محطة ويعرف أقرب المداخل إلى الظل.",
      ],
      highlights: [
        ["From the museums to Lusail without taxi queues", "من المتاحف إلى لوسيل دون انتظار سيارات الأجرة"],
        ["Lunch at Katara or The Pearl", "الغداء في كتارا أو اللؤلؤة"],
        ["Lusail Boulevard and Place Vendôme", "بوليفارد لوسيل وبلاس فاندوم"],
        ["An evening drop at Souq Waqif", "النزول مساءً في سوق واقف"],
      ],
      itinerary: [
        ["Your driver arrives", "وصول السائق", "Meet your driver and share your plan for the day.", "قابل سائقك وشاركه خطة يومك.", 15],
        ["Museums on the bay", "متاحف الخليج", "The Museum of Islamic Art and the National Museum.", "متحف الفن الإسلامي والمتحف الوطني.", 240],
        ["North to Lusail", "شمالًا إلى لوسيل", "Lunch at Katara or The Pearl, then Lusail Boulevard.", "الغداء في كتارا أو اللؤلؤة ثم بوليفارد لوسيل.", 330],
        ["Souq Waqif", "سوق واقف", "Drop-off at the souq or back at your hotel.", "النزول في السوق أو العودة إلى فندقك.", 15],
      ],
    }),
    riyadh: detail({
      meet: ["Pick-up at your hotel or home anywhere in Riyadh", "الاستقبال من فندقك أو منزلك في أي مكان بالرياض", 24.7136, 46.6753],
      overview: [
        "Riyadh is a city of long highways, and a private driver lets you see its old and new sides in one day without worrying about the traffic. Start in Diriyah at At-Turaif before the heat, cross the city to the National Museum and Masmak Fort, and spend the afternoon at Boulevard Riyadh City or in the malls of Olaya. If you want to go further, your driver can take you to the trailhead for the Edge of the World, an hour and a half away.",
        "الرياض مدينة الطرق السريعة الطويلة، ويتيح لك السائق الخاص رؤية وجهيها القديم والحديث في يوم واحد دون أن تقلق من الزحام. ابدأ في الدرعية بحي الطريف قبل الحر، ثم اعبر المدينة إلى المتحف الوطني وقصر المصمك، واقضِ فترة بعد الظهر في بوليفارد رياض سيتي أو في مولات العليا. وإن أردت الابتعاد أكثر، يأخذك السائق إلى بداية مسار حافة العالم على بعد ساعة ونصف.",
      ],
      highlights: [
        ["Diriyah, the National Museum and Masmak in one day", "الدرعية والمتحف الوطني والمصمك في يوم واحد"],
        ["No need to face Riyadh's highways yourself", "لا حاجة لقيادة السيارة بنفسك على طرق الرياض السريعة"],
        ["Boulevard Riyadh City or the Olaya malls", "بوليفارد رياض سيتي أو مولات العليا"],
        ["The Edge of the World trailhead if you want to go further", "بداية مسار حافة العالم إن أردت الابتعاد"],
      ],
      itinerary: [
        ["West to Diriyah", "غربًا إلى الدرعية", "Your driver collects you and heads west to Diriyah.", "يقلّك السائق ويتجه غربًا إلى الدرعية.", 15],
        ["Diriyah and Al Murabba", "الدرعية والمربع", "At-Turaif, then the National Museum and Masmak.", "حي الطريف ثم المتحف الوطني والمصمك.", 240],
        ["Boulevard or Olaya", "البوليفارد أو العليا", "Lunch and an afternoon at Boulevard Riyadh City or in Olaya.", "الغداء وفترة بعد الظهر في بوليفارد رياض سيتي أو العليا.", 330],
        ["Evening drop-off", "العودة مساءً", "Home along King Fahd Road as the towers light up.", "العودة عبر طريق الملك فهد والأبراج تضيء.", 15],
      ],
    }),
    jeddah: detail({
      meet: ["Pick-up at your hotel or home anywhere in Jeddah", "الاستقبال من فندقك أو منزلك في أي مكان بجدة", 21.5433, 39.1728],
      overview: [
        "Jeddah stretches 80 kilometres along the Red Sea, from the old town of Al Balad in the south to the beaches of Obhur in the north, and a private driver makes it easy to cover both. Spend the cool morning walking Al Balad, drive up the Corniche past its sculptures for lunch by the sea, then head north to Obhur for an afternoon at a beach club. Your driver waits while you explore and knows the souqs and seafood restaurants the city loves.",
        "تمتد جدة 80 كيلومترًا على البحر الأحمر، من البلد القديمة في الجنوب إلى شواطئ أبحر في الشمال، ويسهّل عليك السائق الخاص الجمع بينهما. اقضِ الصباح الأبرد متجولًا في البلد، ثم انطلق على الكورنيش بين منحوتاته لتتغدى بجوار البحر، واتجه بعدها شمالًا إلى أبحر لقضاء فترة بعد الظهر في نادٍ شاطئي. ينتظرك السائق أثناء تجوالك ويعرف الأسواق ومطاعم المأكولات البحرية التي يحبها أهل المدينة.",
      ],
      highlights: [
        ["Al Balad in the south to Obhur in the north", "من البلد في الجنوب إلى أبحر في الشمال"],
        ["Lunch by the sea on the Corniche", "الغداء بجوار البحر على الكورنيش"],
        ["An afternoon at an Obhur beach club", "فترة بعد الظهر في نادٍ شاطئي بأبحر"],
        ["The seafood restaurants Jeddah loves", "مطاعم المأكولات البحرية التي يحبها أهل جدة"],
      ],
      itinerary: [
        ["Morning pick-up", "الاستقبال صباحًا", "Your driver collects you for the cool hours in Al Balad.", "يقلّك السائق لتقضي الساعات الأبرد في البلد.", 15],
        ["Al Balad and the Corniche", "البلد والكورنيش", "The old town on foot, then the Corniche drive.", "البلدة القديمة مشيًا ثم جولة على الكورنيش.", 240],
        ["Obhur afternoon", "ظهيرة في أبحر", "A seafood lunch and a beach club in North Obhur.", "غداء بحري ونادٍ شاطئي في أبحر الشمالية.", 330],
        ["Back to your door", "العودة إلى بابك", "Drop-off anywhere in the city.", "النزول في أي مكان بالمدينة.", 15],
      ],
    }),
  },
  "day-trips-heritage-forts-and-oasis": {
    "abu-dhabi": detail({
      meet: ["Hotel pick-up on the Abu Dhabi Corniche, Saadiyat and Al Raha Beach", "الاستقبال من الفنادق على كورنيش أبوظبي والسعديات وشاطئ الراحة", 24.4764, 54.3308],
      overview: [
        "Al Ain is the inland heart of the emirate of Abu Dhabi, the oasis town where Sheikh Zayed was governor before he became the UAE's founding president, 90 minutes' drive from the capital. This day trip visits Al Jahili Fort, a round-towered mud-brick fort that now houses an exhibition on the explorer Wilfred Thesiger, and Al Ain Palace Museum, Sheikh Zayed's former home. After lunch you walk in the shade of Al Ain Oasis along the falaj, and on the way back you stop at the camel market.",
        "العين هي القلب الداخلي لإمارة أبوظبي، مدينة الواحة التي كان الشيخ زايد حاكمًا لها قبل أن يصبح الرئيس المؤسس لدولة الإمارات، وتبعد تسعين دقيقة بالسيارة عن العاصمة. تزور في هذه الرحلة قلعة الجاهلي، القلعة الطينية ذات البرج الدائري التي تضم اليوم معرضًا عن الرحالة ويلفريد ثيسيجر، ومتحف قصر العين، بيت الشيخ زايد السابق. وبعد الغداء تتمشى في ظل واحة العين بمحاذاة الفلج، وتتوقف في طريق العودة عند سوق الجمال.",
      ],
      highlights: [
        ["Al Jahili Fort and its Wilfred Thesiger exhibition", "قلعة الجاهلي ومعرض ويلفريد ثيسيجر"],
        ["Al Ain Palace Museum, Sheikh Zayed's former home", "متحف قصر العين، بيت الشيخ زايد السابق"],
        ["A shaded walk through Al Ain Oasis", "نزهة مظللة في واحة العين"],
        ["The camel market on the way back", "سوق الجمال في طريق العودة"],
      ],
      itinerary: [
        ["Inland to Al Jahili", "إلى الداخل حتى الجاهلي", "Drive inland from Abu Dhabi and explore Al Jahili Fort.", "الانطلاق من أبوظبي إلى الداخل واستكشاف قلعة الجاهلي.", 180],
        ["Palace Museum", "متحف القصر", "Sheikh Zayed's former home and its courtyards.", "بيت الشيخ زايد السابق وأفنيته.", 75],
        ["Lunch and the oasis", "الغداء والواحة", "Lunch in town, then a walk along the falaj.", "الغداء في المدينة ثم نزهة بمحاذاة الفلج.", 120],
        ["Camel market and return", "سوق الجمال والعودة", "A stop at the camel market, then back to Abu Dhabi.", "وقفة عند سوق الجمال ثم العودة إلى أبوظبي.", 165],
      ],
    }),
    "al-ain": detail({
      meet: ["Hotel pick-up in Al Ain city centre and at Jebel Hafeet", "الاستقبال من الفنادق في وسط مدينة العين وجبل حفيت", 24.2075, 55.7447],
      overview: [
        "Al Ain has been lived in for 5,000 years, and this tour reads that history in stone and mud brick. At Hili Archaeological Park you see the Great Hili Tomb, a round Bronze Age tomb carved with people and animals, then follow the Hili falaj to the fort that guarded it. After lunch you tour Al Jahili Fort and Qasr Al Muwaiji, the birthplace of the late Sheikh Khalifa bin Zayed, and finish at Al Ain Museum, whose collection runs from Hili's pottery to the gifts given to Sheikh Zayed.",
        "سكن الناس العين منذ خمسة آلاف عام، وتقرأ هذه الجولة ذلك التاريخ في الحجر والطين. في حديقة هيلي الأثرية ترى مدفن هيلي الكبير، المدفن الدائري من العصر البرونزي المنقوش بصور البشر والحيوانات، ثم تتبع فلج هيلي حتى الحصن الذي كان يحرسه. وبعد الغداء تزور قلعة الجاهلي وقصر المويجعي، مسقط رأس المغفور له الشيخ خليفة بن زايد، وتختم في متحف العين الذي تمتد مقتنياته من فخار هيلي إلى الهدايا التي قُدّمت للشيخ زايد.",
      ],
      highlights: [
        ["The carved Bronze Age tomb at Hili", "المدفن المنقوش من العصر البرونزي في هيلي"],
        ["The Hili falaj and the fort that guarded it", "فلج هيلي والحصن الذي كان يحرسه"],
        ["Qasr Al Muwaiji and Al Jahili Fort", "قصر المويجعي وقلعة الجاهلي"],
        ["Al Ain Museum, from Hili pottery to Sheikh Zayed's gifts", "متحف العين من فخار هيلي إلى هدايا الشيخ زايد"],
      ],
      itinerary: [
        ["Hili Archaeological Park", "حديقة هيلي الأثرية", "The Great Hili Tomb and the Bronze Age settlement.", "مدفن هيلي الكبير والمستوطنة البرونزية.", 180],
        ["Hili falaj and fort", "فلج هيلي وحصنه", "Follow the falaj to the fort that guarded it.", "اتبع الفلج حتى الحصن الذي كان يحرسه.", 75],
        ["Lunch and Al Muwaiji", "الغداء والمويجعي", "Lunch, then Qasr Al Muwaiji and Al Jahili Fort.", "الغداء ثم قصر المويجعي وقلعة الجاهلي.", 120],
        ["Al Ain Museum", "متحف العين", "The museum's collection, then back to your hotel.", "مقتنيات المتحف ثم العودة إلى فندقك.", 165],
      ],
    }),
    muscat: detail({
      meet: ["Hotel pick-up in Muttrah, Qurum and Al Khuwair", "الاستقبال من الفنادق في مطرح والقرم والخوير", 23.611, 58.478],
      overview: [
        "Nizwa was Oman's capital in the 6th and 7th centuries and remains the heart of the interior, two hours from Muscat through the Sumail gap. On Fridays the morning begins at the livestock market, where goats and cattle are auctioned in a ring beside the fort, and on any day you can climb Nizwa Fort's great round tower for the view over the palm groves. After lunch in the souq you drive on to Bahla, whose mud-brick fort and 12-kilometre wall are a UNESCO World Heritage site, and stop at the town's pottery workshops.",
        "كانت نزوى عاصمة عُمان في القرنين السادس والسابع الميلاديين، وما زالت قلب الداخل العماني، على بعد ساعتين من مسقط عبر ممر سمائل. وفي أيام الجمعة يبدأ الصباح بسوق الماشية، حيث تُباع الماعز والأبقار بالمزاد في حلقة بجوار القلعة، وفي أي يوم يمكنك صعود البرج الدائري الكبير في قلعة نزوى لتطل على بساتين النخيل. وبعد الغداء في السوق تواصل إلى بهلا، التي تُعد قلعتها الطينية وسورها البالغ 12 كيلومترًا موقعًا على قائمة التراث العالمي، وتتوقف عند ورش الفخار في البلدة.",
      ],
      highlights: [
        ["The great round tower of Nizwa Fort", "البرج الدائري الكبير في قلعة نزوى"],
        ["The Friday livestock auction beside the fort", "مزاد الماشية يوم الجمعة بجوار القلعة"],
        ["Bahla's UNESCO-listed fort and 12-kilometre wall", "قلعة بهلا وسورها البالغ 12 كيلومترًا المدرجان لدى اليونسكو"],
        ["Pottery workshops in Bahla", "ورش الفخار في بهلا"],
      ],
      itinerary: [
        ["Through the Sumail gap to Nizwa", "عبر ممر سمائل إلى نزوى", "Drive inland and start at the fort and, on Fridays, the livestock market.", "الانطلاق إلى الداخل والبدء بالقلعة، وبسوق الماشية أيام الجمعة.", 180],
        ["Nizwa Souq", "سوق نزوى", "Silver, dates and halwa in the souq below the fort.", "الفضة والتمر والحلوى في السوق أسفل القلعة.", 75],
        ["Lunch and Bahla", "الغداء وبهلا", "Lunch in Nizwa, then on to Bahla Fort.", "الغداء في نزوى ثم إلى قلعة بهلا.", 120],
        ["Potteries and return", "ورش الفخار والعودة", "Bahla's potters, then the drive back to Muscat.", "فخاريو بهلا ثم طريق العودة إلى مسقط.", 165],
      ],
    }),
    riyadh: detail({
      meet: ["Hotel pick-up in Olaya and Al Murabba", "الاستقبال من الفنادق في العليا والمربع", 24.6905, 46.6854],
      overview: [
        "This day joins the first Saudi capital to one of Najd's best-preserved villages. In the morning you walk through At-Turaif in Diriyah, the mud-brick citadel on Wadi Hanifah where the Saudi state began in the 18th century, with its palaces, mosque and museums. Then you drive two hours north-west to Ushaiqer, a Najdi village of mud-brick lanes, wells and palm gardens that families still live in and look after, for lunch in a traditional house and a walk with a local guide.",
        "يجمع هذا اليوم بين العاصمة السعودية الأولى وواحدة من أفضل القرى النجدية حفظًا. في الصباح تتجول في حي الطريف بالدرعية، القلعة الطينية على وادي حنيفة حيث قامت الدولة السعودية في القرن الثامن عشر، بقصورها ومسجدها ومتاحفها. ثم تنطلق ساعتين شمالًا غربًا إلى أشيقر، قرية نجدية من الأزقة الطينية والآبار ومزارع النخيل ما زالت العائلات تسكنها وتعتني بها، لتتناول الغداء في بيت تقليدي وتتجول مع مرشد من أهلها.",
      ],
      highlights: [
        ["At-Turaif, the first Saudi capital", "حي الطريف، العاصمة السعودية الأولى"],
        ["Ushaiqer, a Najdi village still lived in", "أشيقر، قرية نجدية ما زالت مأهولة"],
        ["Lunch in a traditional house", "الغداء في بيت تقليدي"],
        ["A walk with a local guide among wells and palm gardens", "نزهة مع مرشد محلي بين الآبار ومزارع النخيل"],
      ],
      itinerary: [
        ["At-Turaif", "حي الطريف", "The palaces, mosque and museums of the citadel.", "قصور القلعة ومسجدها ومتاحفها.", 150],
        ["North-west across Najd", "شمالًا غربًا عبر نجد", "The drive to Ushaiqer across the plateau.", "الطريق إلى أشيقر عبر الهضبة.", 120],
        ["Lunch in Ushaiqer", "الغداء في أشيقر", "A Najdi lunch in a restored house.", "غداء نجدي في بيت مرمم.", 120],
        ["Village walk and return", "جولة في القرية والعودة", "Wells, lanes and gardens, then back to Riyadh.", "الآبار والأزقة والمزارع ثم العودة إلى الرياض.", 150],
      ],
    }),
    alula: detail({
      meet: ["Hotel pick-up near AlUla Old Town and in Ashar Valley", "الاستقبال من الفنادق قرب البلدة القديمة في العُلا ووادي عشار", 26.6174, 37.9236],
      overview: [
        "Hegra was the southern city of the Nabataeans, the people of Petra, and its more than 100 monumental tombs cut into sandstone outcrops made it Saudi Arabia's first UNESCO World Heritage site. With a licensed guide you visit Qasr Al Farid, the lonely tomb carved from a single rock, the tomb clusters of Jabal Al Ahmar and the Diwan, a hall cut into the mountain for ceremonial feasts. After lunch in the oasis you drive to Elephant Rock, Jabal AlFil, to watch the sun set behind its great stone trunk.",
        "كانت الحِجر المدينة الجنوبية للأنباط، أهل البتراء، وجعلتها مقابرها الضخمة المنحوتة في الكتل الصخرية، وعددها أكثر من مئة، أول موقع سعودي يُدرج على قائمة التراث العالمي لليونسكو. تزور مع مرشد مرخّص قصر الفريد، المقبرة المنفردة المنحوتة في صخرة واحدة، ومجموعات مقابر جبل الأحمر، والديوان، القاعة المنحوتة في الجبل للولائم الطقسية. وبعد الغداء في الواحة تتجه إلى جبل الفيل لتشاهد الشمس تغيب خلف خرطومه الصخري الضخم.",
      ],
      highlights: [
        ["Qasr Al Farid, carved from a single rock", "قصر الفريد المنحوت في صخرة واحدة"],
        ["More than 100 Nabataean tombs at Saudi Arabia's first UNESCO site", "أكثر من مئة مقبرة نبطية في أول موقع سعودي مدرج لدى اليونسكو"],
        ["The Diwan, a feasting hall cut into the mountain", "الديوان، قاعة ولائم منحوتة في الجبل"],
        ["Sunset at Elephant Rock", "الغروب عند جبل الفيل"],
      ],
      itinerary: [
        ["Hegra's tombs", "مقابر الحِجر", "With your guide among the tombs of Jabal Al Ahmar and Qasr Al Farid.", "مع مرشدك بين مقابر جبل الأحمر وقصر الفريد.", 180],
        ["The Diwan", "الديوان", "The ceremonial hall and the Nabataean inscriptions around it.", "القاعة الطقسية والنقوش النبطية حولها.", 75],
        ["Lunch in the oasis", "الغداء في الواحة", "Lunch at a farm restaurant among the palms.", "الغداء في مطعم مزرعة بين النخيل.", 120],
        ["Elephant Rock at sunset", "جبل الفيل عند الغروب", "Watch the sun set behind the rock, then back to your hotel.", "شاهد الغروب خلف الصخرة ثم العودة إلى فندقك.", 165],
      ],
    }),
  },
};
