// City tours, city by city: each tour's own stops, districts and meeting place.
import { detail, type LocalDetails } from "./detail.ts";

export const CITY_TOUR_DETAILS: LocalDetails = {
  "city-tours-half-day-highlights": {
    dubai: detail({
      meet: ["Hotel pick-up in Downtown Dubai, Deira and Dubai Marina", "الاستقبال من الفنادق في وسط مدينة دبي وديرة ودبي مارينا", 25.1972, 55.2744],
      overview: [
        "In four hours this tour runs the length of Dubai's story, from the creek-side lanes where the city began to the tower that made it famous. You start in Al Fahidi among the wind towers, cross the Creek by abra for a few dirhams and follow your guide through the spice and gold souqs of Deira. Then the road runs down the coast to Jumeirah Mosque for photos and on to Downtown, where the tour ends at the foot of Burj Khalifa beside the Dubai Fountain.",
        "في أربع ساعات تمضي هذه الجولة على امتداد حكاية دبي، من أزقة الخور حيث بدأت المدينة إلى البرج الذي صنع شهرتها. تبدأ في الفهيدي بين البراجيل، ثم تعبر الخور بالعبرة مقابل دراهم قليلة، وتتبع مرشدك في سوقي التوابل والذهب في ديرة. بعدها يمضي الطريق على الساحل إلى مسجد جميرا لالتقاط الصور، ثم إلى وسط المدينة حيث تنتهي الجولة عند قاعدة برج خليفة بجوار نافورة دبي.",
      ],
      highlights: [
        ["Al Fahidi's wind-tower lanes, where Dubai began", "أزقة البراجيل في الفهيدي حيث بدأت دبي"],
        ["An abra across the Creek to Deira", "عبرة عبر الخور إلى ديرة"],
        ["The spice and gold souqs with your guide", "سوقا التوابل والذهب مع مرشدك"],
        ["A Jumeirah Mosque photo stop and Burj Khalifa to finish", "وقفة تصوير عند مسجد جميرا والختام عند برج خليفة"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Your guide meets you in the hotel lobby and drives to Bur Dubai.", "يلتقيك المرشد في بهو الفندق وينطلق إلى بر دبي.", 30],
        ["Al Fahidi", "الفهيدي", "Walk the coral-stone lanes and wind towers of the historical neighbourhood.", "تجوّل في أزقة الحي التاريخي وبيوته الحجرية وبراجيله.", 40],
        ["Abra and the Deira souqs", "العبرة وأسواق ديرة", "Cross the Creek by abra and browse the spice and gold souqs.", "اعبر الخور بالعبرة وتجوّل في سوقي التوابل والذهب.", 60],
        ["Jumeirah Mosque", "مسجد جميرا", "A photo stop at the white-stone mosque on Jumeirah Beach Road.", "وقفة تصوير عند المسجد الحجري الأبيض على شارع شاطئ جميرا.", 30],
        ["Downtown and Burj Khalifa", "وسط المدينة وبرج خليفة", "Time at the foot of the tower and the Dubai Fountain.", "وقت عند قاعدة البرج ونافورة دبي.", 50],
        ["Drop-off", "العودة", "Back to your hotel, or stay on at Dubai Mall.", "العودة إلى فندقك أو البقاء في دبي مول.", 30],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Hotel pick-up on the Abu Dhabi Corniche, Saadiyat and Yas Island", "الاستقبال من الفنادق على كورنيش أبوظبي والسعديات وجزيرة ياس", 24.4764, 54.3308],
      overview: [
        "Abu Dhabi's centre is spread across its main island, and this tour links the highlights in one morning or afternoon. The first stop is Qasr Al Watan, the presidential palace, whose Great Hall, library and dome of white granite are open to visitors. From there you drive along the Corniche to the Heritage Village on the Breakwater, where a barasti house, a falaj and craftspeople show life before oil, and finish with a photo stop at Etihad Towers and the Corniche beach.",
        "يمتد وسط أبوظبي على جزيرتها الرئيسية، وتربط هذه الجولة بين أبرز معالمها في صباح أو ظهيرة واحدة. المحطة الأولى قصر الوطن، القصر الرئاسي المفتوح للزوار بقاعته الكبرى ومكتبته وقبته من الغرانيت الأبيض. ومن هناك تمضي على الكورنيش إلى القرية التراثية عند كاسر الأمواج، حيث يعرض بيت العريش والفلج والحرفيون صورة الحياة قبل النفط، ثم تختم بوقفة تصوير عند أبراج الاتحاد وشاطئ الكورنيش.",
      ],
      highlights: [
        ["The Great Hall and library of Qasr Al Watan", "القاعة الكبرى ومكتبة قصر الوطن"],
        ["Barasti houses and crafts at the Heritage Village", "بيوت العريش والحرف في القرية التراثية"],
        ["A drive along the Abu Dhabi Corniche", "جولة بالسيارة على كورنيش أبوظبي"],
        ["A photo stop at Etihad Towers", "وقفة تصوير عند أبراج الاتحاد"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Meet your guide at your hotel and drive to the western tip of the island.", "قابل مرشدك في فندقك وانطلق إلى الطرف الغربي من الجزيرة.", 30],
        ["Qasr Al Watan", "قصر الوطن", "Visit the Great Hall, the Spirit of Collaboration hall and the palace library.", "زُر القاعة الكبرى وقاعة روح التعاون ومكتبة القصر.", 90],
        ["Heritage Village", "القرية التراثية", "See a barasti house, a falaj and craftspeople at work on the Breakwater.", "شاهد بيت العريش والفلج والحرفيين أثناء عملهم عند كاسر الأمواج.", 50],
        ["Corniche and Etihad Towers", "الكورنيش وأبراج الاتحاد", "A photo stop at the towers and the Corniche beach.", "وقفة تصوير عند الأبراج وشاطئ الكورنيش.", 40],
        ["Drop-off", "العودة", "Return to your hotel or stop at Marina Mall.", "العودة إلى فندقك أو التوقف في مارينا مول.", 30],
      ],
    }),
    sharjah: detail({
      meet: ["Hotel pick-up in Al Majaz, Al Khan and on the Al Buhaira Corniche", "الاستقبال من الفنادق في المجاز والخان وكورنيش البحيرة", 25.3264, 55.3806],
      overview: [
        "Sharjah has invested in culture the way its neighbours invested in towers, and this tour shows the result in an easy half day. You begin in the restored Heart of Sharjah, where coral-stone houses and Souq Al Arsa, the oldest market in the emirate, have been brought back to life, then walk into the galleries of the Sharjah Art Foundation in Al Mureijah. The tour ends at the Central Souq, the Blue Souq, whose tiled wind towers overlook Khalid Lagoon, with time to browse carpets and antiques.",
        "استثمرت الشارقة في الثقافة كما استثمر جيرانها في الأبراج، وتريك هذه الجولة ثمرة ذلك في نصف يوم هادئ. تبدأ في قلب الشارقة المرمم، حيث عادت الحياة إلى البيوت المبنية من الحجر المرجاني وإلى سوق العرصة، أقدم أسواق الإمارة، ثم تدخل قاعات مؤسسة الشارقة للفنون في المريجة. وتنتهي الجولة في السوق المركزي، المعروف بالسوق الأزرق، الذي تطل أبراجه المكسوة بالبلاط على بحيرة خالد، مع وقت للتجول بين السجاد والتحف.",
      ],
      highlights: [
        ["Souq Al Arsa, the emirate's oldest market", "سوق العرصة، أقدم أسواق الإمارة"],
        ["Contemporary galleries of the Sharjah Art Foundation", "القاعات المعاصرة في مؤسسة الشارقة للفنون"],
        ["Coral-stone houses restored in the Heart of Sharjah", "بيوت الحجر المرجاني المرممة في قلب الشارقة"],
        ["Carpets and antiques in the Blue Souq by Khalid Lagoon", "السجاد والتحف في السوق الأزرق على بحيرة خالد"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Your guide collects you and drives to the old town beside Khor Sharjah.", "يقلّك المرشد وينطلق إلى البلدة القديمة بجوار خور الشارقة.", 25],
        ["Heart of Sharjah", "قلب الشارقة", "Walk the restored lanes and Souq Al Arsa.", "تجوّل في الأزقة المرممة وسوق العرصة.", 70],
        ["Sharjah Art Foundation", "مؤسسة الشارقة للفنون", "Contemporary art in the white-walled galleries of Al Mureijah.", "فن معاصر في قاعات المريجة ذات الجدران البيضاء.", 60],
        ["The Blue Souq", "السوق الأزرق", "Browse the Central Souq's carpets, antiques and gold.", "تجوّل بين سجاد السوق المركزي وتحفه وذهبه.", 55],
        ["Back to your hotel", "العودة إلى فندقك", "A short drive along Khalid Lagoon to your hotel.", "مسافة قصيرة بالسيارة على امتداد بحيرة خالد حتى فندقك.", 30],
      ],
    }),
    "al-ain": detail({
      meet: ["Hotel pick-up in Al Ain city centre", "الاستقبال من الفنادق في وسط مدينة العين", 24.2075, 55.7447],
      overview: [
        "Al Ain, the Garden City on the Omani border, is the UAE's oasis town, and this tour shows its three sides: mountain, market and palm grove. You drive the 12 kilometres of switchbacks up Jebel Hafeet for the view over the city from 1,200 metres, then visit the camel market on the edge of town, where traders still sell racing and dairy camels each morning. The tour ends in the shade of Al Ain Oasis, a UNESCO site of 147,000 date palms watered by the ancient falaj.",
        "العين، مدينة الحدائق على الحدود العمانية، هي مدينة الواحة في الإمارات، وتريك هذه الجولة وجوهها الثلاثة: الجبل والسوق وبستان النخيل. تصعد منعطفات جبل حفيت على امتداد 12 كيلومترًا لتطل على المدينة من ارتفاع 1200 متر، ثم تزور سوق الجمال على أطراف المدينة حيث ما زال التجار يبيعون جمال السباق والحلوب كل صباح. وتنتهي الجولة في ظل واحة العين، الموقع المدرج لدى اليونسكو الذي يضم 147 ألف نخلة تسقيها الأفلاج القديمة.",
      ],
      highlights: [
        ["The switchback road up Jebel Hafeet to 1,200 metres", "الطريق المتعرج إلى قمة جبل حفيت على ارتفاع 1200 متر"],
        ["Morning trading at the Al Ain camel market", "حركة البيع الصباحية في سوق الجمال بالعين"],
        ["A walk through Al Ain Oasis and its falaj", "جولة في واحة العين وأفلاجها"],
        ["147,000 date palms in a UNESCO World Heritage site", "147 ألف نخلة في موقع مدرج على قائمة التراث العالمي"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Drive out of the centre towards the foot of Jebel Hafeet.", "الانطلاق من وسط المدينة نحو سفح جبل حفيت.", 20],
        ["Up Jebel Hafeet", "صعود جبل حفيت", "Climb the mountain road to the summit viewpoint over the city and the border.", "اصعد الطريق الجبلي إلى نقطة الإطلالة على المدينة والحدود.", 80],
        ["Camel market", "سوق الجمال", "Walk among the pens as traders bargain over racing camels.", "تجوّل بين الحظائر والتجار يتفاوضون على جمال السباق.", 50],
        ["Al Ain Oasis", "واحة العين", "Follow the falaj channels under the palms.", "اتبع قنوات الفلج تحت النخيل.", 60],
        ["Drop-off", "العودة", "Back to your hotel past Al Jahili Fort.", "العودة إلى فندقك مرورًا بقلعة الجاهلي.", 30],
      ],
    }),
    muscat: detail({
      meet: ["Hotel pick-up in Qurum, Al Khuwair and on the Muttrah Corniche", "الاستقبال من الفنادق في القرم والخوير وكورنيش مطرح", 23.611, 58.478],
      overview: [
        "Muscat is a city of low white buildings strung between mountains and sea, and this tour follows the coast road from its newest landmark to its oldest quarter. You start at the Royal Opera House in Shatti Al Qurum, with its marble halls and carved wood, then drive to Old Muscat, where Al Alam Palace stands between the forts of Al Jalali and Al Mirani. The tour ends on the Muttrah Corniche with time to wander into the souq's lanes of frankincense, silver and embroidered kummas.",
        "مسقط مدينة من المباني البيضاء المنخفضة الممتدة بين الجبال والبحر، وتتبع هذه الجولة الطريق الساحلي من أحدث معالمها إلى أقدم أحيائها. تبدأ عند دار الأوبرا السلطانية في شاطئ القرم بقاعاتها الرخامية وأخشابها المنقوشة، ثم تنطلق إلى مسقط القديمة حيث يقف قصر العلم بين قلعتي الجلالي والميراني. وتنتهي الجولة على كورنيش مطرح مع وقت للتجول في أزقة السوق بين اللبان والفضة والكُمم المطرزة.",
      ],
      highlights: [
        ["The marble halls of the Royal Opera House Muscat", "القاعات الرخامية في دار الأوبرا السلطانية"],
        ["Al Alam Palace between Al Jalali and Al Mirani forts", "قصر العلم بين قلعتي الجلالي والميراني"],
        ["The coast road through Old Muscat's gates", "الطريق الساحلي عبر بوابات مسقط القديمة"],
        ["Frankincense and silver in Muttrah Souq", "اللبان والفضة في سوق مطرح"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Meet your guide and drive to Shatti Al Qurum.", "قابل مرشدك وانطلق إلى شاطئ القرم.", 20],
        ["Royal Opera House", "دار الأوبرا السلطانية", "Walk through the foyer and gardens of Oman's opera house.", "تجوّل في بهو دار الأوبرا العمانية وحدائقها.", 45],
        ["Old Muscat", "مسقط القديمة", "Photos at Al Alam Palace and a look at the forts above the cove.", "صور عند قصر العلم ونظرة على القلاع المطلة على الخليج الصغير.", 60],
        ["Muttrah Corniche and Souq", "كورنيش مطرح وسوقه", "Stroll the waterfront and the souq's covered lanes.", "تمشَّ على الواجهة البحرية وفي أزقة السوق المسقوفة.", 85],
        ["Drop-off", "العودة", "Back along the coast road to your hotel.", "العودة على الطريق الساحلي إلى فندقك.", 30],
      ],
    }),
    salalah: detail({
      meet: ["Hotel pick-up in Salalah city centre and Al Haffa", "الاستقبال من الفنادق في وسط مدينة صلالة والحافة", 17.0151, 54.0924],
      overview: [
        "Salalah grew rich on frankincense, and this tour traces that trade from the ruins of its ancient port to the stalls where the resin is still sold. At Al Baleed Archaeological Park, part of the UNESCO Land of Frankincense, you walk among the foundations of the medieval city and visit the Museum of the Frankincense Land. The road then runs past banana and coconut plantations, where you stop for fresh coconut water, to Al Haffa Souq, where frankincense is sold by grade alongside burners and perfumes.",
        "اغتنت صلالة من تجارة اللبان، وتتتبع هذه الجولة تلك التجارة من أطلال ميناء المدينة القديم إلى البسطات التي ما زال اللبان يُباع فيها. في متنزه البليد الأثري، أحد مواقع أرض اللبان المدرجة لدى اليونسكو، تمشي بين أساسات المدينة التي ازدهرت في العصور الوسطى وتزور متحف أرض اللبان. ثم يمضي الطريق بين مزارع الموز وجوز الهند، حيث تتوقف لشرب ماء جوز الهند الطازج، حتى سوق الحافة حيث يُباع اللبان بحسب درجاته إلى جانب المباخر والعطور.",
      ],
      highlights: [
        ["Al Baleed, a medieval frankincense port and UNESCO site", "البليد، ميناء اللبان في العصور الوسطى والموقع المدرج لدى اليونسكو"],
        ["The Museum of the Frankincense Land", "متحف أرض اللبان"],
        ["Fresh coconut water among the banana plantations", "ماء جوز الهند الطازج بين مزارع الموز"],
        ["Frankincense sold by grade in Al Haffa Souq", "اللبان يُباع بحسب درجاته في سوق الحافة"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Drive along the coast to Al Baleed.", "الانطلاق على الساحل إلى البليد.", 20],
        ["Al Baleed and the museum", "البليد والمتحف", "Walk the ruins and visit the Museum of the Frankincense Land.", "تجوّل بين الأطلال وزُر متحف أرض اللبان.", 90],
        ["Plantation stop", "وقفة في المزارع", "Coconut water and bananas at a roadside farm stall.", "ماء جوز الهند والموز عند بسطة مزرعة على الطريق.", 30],
        ["Al Haffa Souq", "سوق الحافة", "Learn to tell the grades of frankincense and choose a burner.", "تعلّم التمييز بين درجات اللبان واختر مبخرة.", 70],
        ["Drop-off", "العودة", "Back to your hotel along the beach road.", "العودة إلى فندقك على طريق الشاطئ.", 30],
      ],
    }),
    doha: detail({
      meet: ["Hotel pick-up in West Bay, Msheireb and on The Pearl-Qatar", "الاستقبال من الفنادق في الخليج الغربي ومشيرب واللؤلؤة قطر", 25.32, 51.53],
      overview: [
        "Doha's modern face has been built in two decades along its northern shore, and this tour follows it from the Corniche to The Pearl. You begin with photos of the West Bay skyline from the Corniche, then visit Katara Cultural Village, with its amphitheatre, pigeon towers and gold-tiled mosque. The last stop is The Pearl-Qatar, an artificial island whose Porto Arabia marina and Qanat Quartier, painted like Venice, make an unexpected end to a Gulf city tour.",
        "بُني الوجه الحديث للدوحة خلال عقدين على ساحلها الشمالي، وتتبعه هذه الجولة من الكورنيش إلى اللؤلؤة. تبدأ بتصوير أبراج الخليج الغربي من الكورنيش، ثم تزور الحي الثقافي كتارا بمدرجه وأبراج الحمام ومسجده المكسو بالبلاط الذهبي. والمحطة الأخيرة اللؤلؤة قطر، الجزيرة الاصطناعية التي يمنح مرسى بورتو أرابيا فيها وحي قناة كوارتيه بألوانه المستوحاة من البندقية ختامًا غير متوقع لجولة في مدينة خليجية.",
      ],
      highlights: [
        ["The West Bay skyline from the Corniche", "أبراج الخليج الغربي من الكورنيش"],
        ["Katara's amphitheatre, pigeon towers and golden mosque", "مدرج كتارا وأبراج الحمام والمسجد الذهبي"],
        ["Porto Arabia marina on The Pearl-Qatar", "مرسى بورتو أرابيا في اللؤلؤة قطر"],
        ["The Venice-style canals of Qanat Quartier", "قنوات قناة كوارتيه على طراز البندقية"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Your guide meets you at your hotel and heads for the Corniche.", "يلتقيك المرشد في فندقك وينطلق إلى الكورنيش.", 20],
        ["Corniche photo stop", "وقفة تصوير على الكورنيش", "The West Bay towers across the water from the dhow harbour side.", "أبراج الخليج الغربي عبر الماء من جهة ميناء الداو.", 30],
        ["Katara Cultural Village", "الحي الثقافي كتارا", "The amphitheatre, the pigeon towers and the golden mosque.", "المدرج وأبراج الحمام والمسجد الذهبي.", 80],
        ["The Pearl-Qatar", "اللؤلؤة قطر", "Walk the Porto Arabia marina and the canals of Qanat Quartier.", "تمشَّ في مرسى بورتو أرابيا وقنوات قناة كوارتيه.", 80],
        ["Drop-off", "العودة", "Back to your hotel through Lusail or West Bay.", "العودة إلى فندقك عبر لوسيل أو الخليج الغربي.", 30],
      ],
    }),
    manama: detail({
      meet: ["Hotel pick-up in Manama's Diplomatic Area, Seef and Juffair", "الاستقبال من الفنادق في المنطقة الدبلوماسية والسيف والجفير بالمنامة", 26.2361, 50.586],
      overview: [
        "Bahrain is small enough to see its essentials in a morning, from the capital's landmarks to the desert in the south. The tour starts at Al Fateh Grand Mosque, whose fibreglass dome is among the largest in the world, then moves to Bab Al Bahrain, the old customs gate at the entrance to Manama Souq. After a walk through the souq you drive south past the oil fields of Awali to the Tree of Life, a ghaf tree that has survived alone in the desert for some 400 years.",
        "البحرين صغيرة بما يكفي لرؤية أبرز معالمها في صباح واحد، من معالم العاصمة إلى صحراء الجنوب. تبدأ الجولة في جامع الفاتح الكبير، الذي تُعد قبته من الألياف الزجاجية من أكبر القباب في العالم، ثم تنتقل إلى باب البحرين، بوابة الجمارك القديمة عند مدخل سوق المنامة. وبعد جولة في السوق تتجه جنوبًا مرورًا بحقول النفط في عوالي حتى شجرة الحياة، شجرة غاف صمدت وحيدة في الصحراء نحو أربعمئة عام.",
      ],
      highlights: [
        ["Al Fateh Grand Mosque and its giant dome", "جامع الفاتح الكبير وقبته الضخمة"],
        ["Bab Al Bahrain and the lanes of Manama Souq", "باب البحرين وأزقة سوق المنامة"],
        ["The Tree of Life, alone in the desert for 400 years", "شجرة الحياة، وحيدة في الصحراء منذ أربعمئة عام"],
        ["A drive past the Awali oil fields", "الطريق مرورًا بحقول النفط في عوالي"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Meet your guide and drive to Juffair.", "قابل مرشدك وانطلق إلى الجفير.", 20],
        ["Al Fateh Grand Mosque", "جامع الفاتح الكبير", "A guided visit of the prayer hall under the great dome.", "زيارة مرشدة لقاعة الصلاة تحت القبة الكبيرة.", 50],
        ["Bab Al Bahrain and the souq", "باب البحرين والسوق", "Walk through the gate into the spice and textile lanes.", "ادخل من البوابة إلى أزقة التوابل والأقمشة.", 60],
        ["Tree of Life", "شجرة الحياة", "Drive south through Awali to the lone tree in the desert.", "اتجه جنوبًا عبر عوالي إلى الشجرة الوحيدة في الصحراء.", 80],
        ["Drop-off", "العودة", "Back north to your hotel in Manama.", "العودة شمالًا إلى فندقك في المنامة.", 30],
      ],
    }),
    riyadh: detail({
      meet: ["Hotel pick-up in Olaya and on King Fahd Road", "الاستقبال من الفنادق في العليا وطريق الملك فهد", 24.6905, 46.6854],
      overview: [
        "Riyadh's story begins in a mud-brick fort and ends, for now, 300 metres up in the sky, and this tour covers both in a morning or afternoon. At Masmak Fort in Al Dirah you see where King Abdulaziz recaptured the city in 1902, with the spearhead still lodged in the gate. You then walk through Souq Al Zal and Deera Square and finish at Kingdom Centre, where a lift takes you to the Sky Bridge between the tower's two peaks for the view across the whole city.",
        "تبدأ حكاية الرياض في قصر من الطين وتنتهي، حتى الآن، على ارتفاع 300 متر في السماء، وتجمع هذه الجولة بين الاثنين في صباح أو ظهيرة. في قصر المصمك بالديرة ترى المكان الذي استعاد فيه الملك عبدالعزيز المدينة عام 1902، وما زال رأس الرمح مغروسًا في بابه. ثم تتجول في سوق الزل وساحة الصفاة، وتختم في برج المملكة حيث يصعد بك المصعد إلى الجسر المعلق بين قمتي البرج لتطل على المدينة كلها.",
      ],
      highlights: [
        ["Masmak Fort, where modern Saudi Arabia began", "قصر المصمك حيث بدأت المملكة الحديثة"],
        ["The spearhead still lodged in Masmak's gate", "رأس الرمح المغروس في باب المصمك"],
        ["Souq Al Zal and Deera Square in old Riyadh", "سوق الزل وساحة الصفاة في الرياض القديمة"],
        ["The Kingdom Centre Sky Bridge, 300 metres up", "جسر برج المملكة على ارتفاع 300 متر"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Your guide meets you in the lobby and drives south to Al Dirah.", "يلتقيك المرشد في البهو وينطلق جنوبًا إلى الديرة.", 25],
        ["Masmak Fort", "قصر المصمك", "The fort's towers, courtyards and the story of 1902.", "أبراج القصر وأفنيته وقصة عام 1902.", 60],
        ["Souq Al Zal", "سوق الزل", "Carpets, bisht cloaks and incense in the old souq and Deera Square.", "السجاد والبشوت والبخور في السوق القديم وساحة الصفاة.", 60],
        ["Kingdom Centre Sky Bridge", "جسر برج المملكة", "Ride up to the bridge between the tower's peaks.", "اصعد إلى الجسر بين قمتي البرج.", 65],
        ["Drop-off", "العودة", "Back to your hotel along King Fahd Road.", "العودة إلى فندقك عبر طريق الملك فهد.", 30],
      ],
    }),
    jeddah: detail({
      meet: ["Hotel pick-up on the Jeddah Corniche and in Al Rawdah", "الاستقبال من الفنادق على كورنيش جدة وحي الروضة", 21.5433, 39.1728],
      overview: [
        "Jeddah has been the Red Sea gateway to Makkah for centuries, and this tour joins its seafront to its historic heart. You drive the Corniche past its sculptures to the Floating Mosque, built on stilts over the sea, and see King Fahd's Fountain, which throws water higher than any other in the world. Then you walk Al Balad, the UNESCO-listed old town, among coral-stone houses with carved rawashin balconies, stopping at Nasseef House and the souqs around Bab Makkah.",
        "ظلت جدة قرونًا بوابة البحر الأحمر إلى مكة المكرمة، وتربط هذه الجولة بين واجهتها البحرية وقلبها التاريخي. تمضي بالسيارة على الكورنيش بين منحوتاته حتى مسجد الرحمة، المعروف بالمسجد العائم لأنه مشيّد على أعمدة فوق البحر، وترى نافورة الملك فهد التي يندفع ماؤها أعلى من أي نافورة أخرى في العالم. ثم تتجول في البلد، جدة التاريخية المدرجة لدى اليونسكو، بين بيوت الحجر المنقبي ورواشينها المنقوشة، مع وقفة في بيت نصيف والأسواق المحيطة بباب مكة.",
      ],
      highlights: [
        ["The Floating Mosque on stilts over the Red Sea", "المسجد العائم على أعمدة فوق البحر الأحمر"],
        ["King Fahd's Fountain, the tallest in the world", "نافورة الملك فهد، الأعلى في العالم"],
        ["Rawashin balconies in UNESCO-listed Al Balad", "الرواشين في البلد المدرجة لدى اليونسكو"],
        ["Nasseef House and the souqs of Bab Makkah", "بيت نصيف وأسواق باب مكة"],
      ],
      itinerary: [
        ["Pick-up", "الاستقبال", "Meet your guide and drive to the north Corniche.", "قابل مرشدك وانطلق إلى الكورنيش الشمالي.", 20],
        ["Corniche and the Floating Mosque", "الكورنيش والمسجد العائم", "Sculptures, sea views and the mosque on its stilts.", "المنحوتات وإطلالات البحر والمسجد على أعمدته.", 50],
        ["King Fahd's Fountain", "نافورة الملك فهد", "A photo stop facing the fountain's column of water.", "وقفة تصوير أمام عمود ماء النافورة.", 20],
        ["Al Balad", "البلد", "Walk the old town to Nasseef House and Bab Makkah.", "تجوّل في البلدة القديمة حتى بيت نصيف وباب مكة.", 120],
        ["Drop-off", "العودة", "Back to your hotel along Al Madinah Road.", "العودة إلى فندقك عبر طريق المدينة.", 30],
      ],
    }),
  },
  "city-tours-hop-on-hop-off": {
    dubai: detail({
      meet: ["Hop-on hop-off bus stop at Dubai Mall (Fashion Avenue), Downtown Dubai", "محطة حافلة هوب أون هوب أوف عند دبي مول (فاشن أفينيو)، وسط مدينة دبي", 25.1985, 55.279],
      overview: [
        "Dubai is spread along 40 kilometres of coast, and the hop-on hop-off buses join its far-flung sights without the taxi fares. The Downtown route links Dubai Mall and Burj Khalifa with the Dubai Frame and the old town on the Creek; the Marina route runs past Souk Madinat Jumeirah and the Burj Al Arab to JBR; and the Palm route crosses the trunk of Palm Jumeirah to Atlantis. The Arabic audio guide at every seat tells you the story of each district as you go.",
        "تمتد دبي على 40 كيلومترًا من الساحل، وتربط حافلات هوب أون هوب أوف بين معالمها المتباعدة دون أجرة سيارات الأجرة. يصل خط وسط المدينة بين دبي مول وبرج خليفة وبرواز دبي والبلدة القديمة على الخور، ويمضي خط المارينا مرورًا بسوق مدينة جميرا وبرج العرب حتى جي بي آر، ويعبر خط النخلة جذع نخلة جميرا حتى أتلانتس. ويروي لك الدليل الصوتي بالعربية، المتاح عند كل مقعد، حكاية كل حي على امتداد الطريق.",
      ],
      highlights: [
        ["Three routes: Downtown, the Marina and the Palm", "ثلاثة خطوط: وسط المدينة والمارينا والنخلة"],
        ["Stops at Dubai Mall, the Dubai Frame and Souk Madinat Jumeirah", "محطات عند دبي مول وبرواز دبي وسوق مدينة جميرا"],
        ["The open top deck along Jumeirah and past the Burj Al Arab", "السطح المكشوف على امتداد جميرا ومرورًا ببرج العرب"],
        ["An audio guide in Arabic at every seat", "دليل صوتي بالعربية عند كل مقعد"],
      ],
      itinerary: [
        ["Board at Dubai Mall", "الصعود عند دبي مول", "Show your mobile ticket at the Fashion Avenue stop and take a seat upstairs.", "أبرز تذكرتك الإلكترونية عند محطة فاشن أفينيو واجلس في الطابق العلوي.", 10],
        ["Downtown route", "خط وسط المدينة", "Ride the full loop past the Dubai Frame to the Creek and back.", "اركب الدورة الكاملة مرورًا ببرواز دبي حتى الخور والعودة.", 90],
        ["Hop off at Al Seef", "النزول في السيف", "Walk the creek-side promenade and cross to Deira by abra.", "تمشَّ على ممشى الخور واعبر إلى ديرة بالعبرة.", 120],
        ["Marina and Palm routes", "خطا المارينا والنخلة", "Change buses for the Burj Al Arab, JBR and Atlantis.", "بدّل الحافلة إلى برج العرب وجي بي آر وأتلانتس.", 90],
      ],
    }),
    "abu-dhabi": detail({
      meet: ["Hop-on hop-off bus stop at Marina Mall, Breakwater", "محطة حافلة هوب أون هوب أوف عند مارينا مول، كاسر الأمواج", 24.4759, 54.3215],
      overview: [
        "Abu Dhabi's sights are spread across several islands, and the hop-on hop-off buses cross the bridges for you. The city route runs from Marina Mall along the Corniche past Qasr Al Hosn and Qasr Al Watan to the Sheikh Zayed Grand Mosque, where you can hop off for a visit; a second route goes out to Saadiyat for the Louvre and on to Yas Island for Ferrari World and Yas Mall. The lower deck is air-conditioned, and the open top deck is best in the cooler months.",
        "تتوزع معالم أبوظبي على عدة جزر، وتعبر حافلات هوب أون هوب أوف الجسور نيابة عنك. ينطلق خط المدينة من مارينا مول على امتداد الكورنيش مرورًا بقصر الحصن وقصر الوطن حتى جامع الشيخ زايد الكبير حيث يمكنك النزول لزيارته، ويمضي خط ثانٍ إلى السعديات لزيارة اللوفر ثم إلى جزيرة ياس لعالم فيراري وياس مول. والطابق السفلي مكيف، أما السطح المكشوف فأجمل في الأشهر الأكثر اعتدالًا.",
      ],
      highlights: [
        ["A stop at the Sheikh Zayed Grand Mosque", "محطة عند جامع الشيخ زايد الكبير"],
        ["The Corniche, Qasr Al Hosn and Qasr Al Watan on the city route", "الكورنيش وقصر الحصن وقصر الوطن على خط المدينة"],
        ["Saadiyat and the Louvre, then Yas Island", "السعديات واللوفر ثم جزيرة ياس"],
        ["An air-conditioned lower deck for summer days", "طابق سفلي مكيف لأيام الصيف"],
      ],
      itinerary: [
        ["Board at Marina Mall", "الصعود عند مارينا مول", "Scan your ticket at the Breakwater stop.", "امسح تذكرتك عند محطة كاسر الأمواج.", 10],
        ["City route to the Grand Mosque", "خط المدينة إلى الجامع الكبير", "Ride along the Corniche past Qasr Al Hosn to the mosque.", "اركب على امتداد الكورنيش مرورًا بقصر الحصن حتى الجامع.", 60],
        ["Hop off at the mosque", "النزول عند الجامع", "Visit the marble courtyards and prayer hall, then catch the next bus.", "زُر الأفنية الرخامية وقاعة الصلاة ثم استقل الحافلة التالية.", 120],
        ["Saadiyat and Yas route", "خط السعديات وياس", "Cross to the Louvre and on to Yas Island.", "اعبر إلى اللوفر ثم إلى جزيرة ياس.", 90],
      ],
    }),
    doha: detail({
      meet: ["Hop-on hop-off bus stop at Souq Waqif", "محطة حافلة هوب أون هوب أوف عند سوق واقف", 25.2867, 51.5333],
      overview: [
        "Doha's landmarks line the bay and run north to the new city of Lusail, and the hop-on hop-off route links them in a loop. From Souq Waqif the bus passes the Museum of Islamic Art and the National Museum of Qatar, with its desert-rose discs, then follows the Corniche to West Bay, Katara and The Pearl before continuing to Lusail Boulevard and the stadium that hosted the 2022 World Cup final. Hop off for a museum in the morning and come back for an evening in the souq.",
        "تصطف معالم الدوحة على الخليج وتمتد شمالًا حتى مدينة لوسيل الجديدة، ويربط خط هوب أون هوب أوف بينها في دورة واحدة. من سوق واقف تمر الحافلة بمتحف الفن الإسلامي ومتحف قطر الوطني بأقراصه المستوحاة من وردة الصحراء، ثم تتبع الكورنيش إلى الخليج الغربي وكتارا واللؤلؤة قبل أن تواصل إلى بوليفارد لوسيل والملعب الذي احتضن نهائي كأس العالم 2022. انزل لزيارة متحف صباحًا، ثم عُد لقضاء أمسية في السوق.",
      ],
      highlights: [
        ["Souq Waqif to Lusail in one loop", "من سوق واقف إلى لوسيل في دورة واحدة"],
        ["Stops at the Museum of Islamic Art and the National Museum of Qatar", "محطات عند متحف الفن الإسلامي ومتحف قطر الوطني"],
        ["Katara and The Pearl along the northern shore", "كتارا واللؤلؤة على الساحل الشمالي"],
        ["Lusail Boulevard and the 2022 World Cup final stadium", "بوليفارد لوسيل وملعب نهائي كأس العالم 2022"],
      ],
      itinerary: [
        ["Board at Souq Waqif", "الصعود عند سوق واقف", "Show your ticket at the stop by the souq's main entrance.", "أبرز تذكرتك عند المحطة بجوار المدخل الرئيسي للسوق.", 10],
        ["Museums and the Corniche", "المتاحف والكورنيش", "Ride past the two museums and along the bay to West Bay.", "مرور بالمتحفين ثم على امتداد الخليج حتى الخليج الغربي.", 60],
        ["Hop off at Katara", "النزول في كتارا", "Explore the cultural village and its beach.", "استكشف الحي الثقافي وشاطئه.", 120],
        ["On to Lusail", "إلى لوسيل", "Continue past The Pearl to Lusail Boulevard and the stadium.", "واصل مرورًا باللؤلؤة حتى بوليفارد لوسيل والملعب.", 90],
      ],
    }),
  },
  "city-tours-old-town-evening-walk": {
    dubai: detail({
      meet: ["Al Fahidi Historical Neighbourhood gate, Al Fahidi Street", "بوابة حي الفهيدي التاريخي، شارع الفهيدي", 25.2637, 55.2996],
      overview: [
        "Al Fahidi is the last corner of old Dubai where the narrow sikkas still run between coral-stone houses topped with wind towers, and Al Seef next door continues the old waterfront along the Creek. Your guide meets you at the neighbourhood's gate as the heat fades and leads you through courtyards that are now home to galleries, a coffee museum and the Sheikh Mohammed Centre for Cultural Understanding. On the way down to Al Seef you taste chebab pancakes, luqaimat straight from the pan and karak, and end the walk on the Creek as the abras cross in the dark.",
        "الفهيدي آخر ركن في دبي القديمة ما زالت السكيك الضيقة فيه تمتد بين بيوت الحجر المرجاني التي تعلوها البراجيل، ويكمل السيف المجاور الواجهة القديمة على الخور. يلتقيك المرشد عند بوابة الحي مع انحسار الحر، ويقودك بين أفنية صارت اليوم موطنًا لمعارض فنية ومتحف للقهوة ومركز الشيخ محمد بن راشد آل مكتوم للتواصل الحضاري. وفي الطريق نزولًا إلى السيف تتذوق الجباب واللقيمات الساخنة من القدر والكرك، وتنتهي الجولة على الخور والعبرات تعبر في الظلام.",
      ],
      highlights: [
        ["Sikkas and wind towers of the Al Fahidi quarter", "سكيك الفهيدي وبراجيله"],
        ["Chebab, luqaimat and karak along the way", "الجباب واللقيمات والكرك في الطريق"],
        ["Courtyards of galleries and the coffee museum", "أفنية المعارض الفنية ومتحف القهوة"],
        ["The Creek at Al Seef after dark", "الخور في السيف بعد حلول الظلام"],
      ],
      itinerary: [
        ["Meet at the Al Fahidi gate", "اللقاء عند بوابة الفهيدي", "Your guide meets you at the neighbourhood's entrance on Al Fahidi Street.", "يلتقيك المرشد عند مدخل الحي في شارع الفهيدي.", 15],
        ["Wind-tower lanes", "أزقة البراجيل", "Learn how the barjeel cooled a house before electricity.", "تعرّف على الطريقة التي كان البرجيل يبرّد بها البيت قبل الكهرباء.", 45],
        ["Chebab and karak", "الجباب والكرك", "Taste Emirati pancakes with date syrup in a courtyard café.", "تذوّق الجباب الإماراتي بدبس التمر في مقهى داخل فناء.", 30],
        ["Down to Al Seef", "نزولًا إلى السيف", "Walk the creek-side souq, with luqaimat from the pan.", "تمشَّ في سوق الخور مع لقيمات ساخنة من القدر.", 40],
        ["Abras in the dark", "العبرات في الظلام", "Finish at the water's edge as the abras cross to Deira.", "اختم على حافة الماء والعبرات تعبر إلى ديرة.", 20],
      ],
    }),
    sharjah: detail({
      meet: ["Souq Al Arsa gate, Heart of Sharjah", "بوابة سوق العرصة، قلب الشارقة", 25.358, 55.387],
      overview: [
        "The Heart of Sharjah is a restored old town between the Creek and Al Mureijah, and at dusk its coral-stone walls glow gold under the lamps. The walk starts at Souq Al Arsa, the emirate's oldest market, where traders sell khanjars, spices and old coffee pots, then moves past Bait Al Naboodah, a pearl merchant's house, and Sharjah Fort at the centre of town. It ends with karak tea and chebab in a restored courtyard, with stories of the families who lived here before the city moved out.",
        "قلب الشارقة بلدة قديمة مرممة بين الخور والمريجة، وعند الغسق تتوهج جدرانها المرجانية ذهبًا تحت الفوانيس. تبدأ الجولة من سوق العرصة، أقدم أسواق الإمارة، حيث يبيع التجار الخناجر والتوابل والدلال القديمة، ثم تمر ببيت النابودة، بيت أحد تجار اللؤلؤ، وبحصن الشارقة في قلب البلدة. وتنتهي بشاي الكرك والجباب في فناء مرمم، مع حكايات العائلات التي سكنت هنا قبل أن تتوسع المدينة.",
      ],
      highlights: [
        ["Khanjars, spices and old dallahs in Souq Al Arsa", "الخناجر والتوابل والدلال القديمة في سوق العرصة"],
        ["Bait Al Naboodah, a pearl merchant's house", "بيت النابودة، بيت أحد تجار اللؤلؤ"],
        ["Sharjah Fort lit up at the centre of the old town", "حصن الشارقة مضاءً في قلب البلدة القديمة"],
        ["Karak and chebab in a restored courtyard", "الكرك والجباب في فناء مرمم"],
      ],
      itinerary: [
        ["Meet at Souq Al Arsa", "اللقاء في سوق العرصة", "Meet your guide at the souq's gate as the lamps come on.", "قابل مرشدك عند بوابة السوق مع إضاءة الفوانيس.", 15],
        ["Inside the souq", "داخل السوق", "Browse khanjars, spices and coffee pots with the traders.", "تجوّل بين الخناجر والتوابل والدلال مع التجار.", 35],
        ["Bait Al Naboodah", "بيت النابودة", "See how a pearl merchant's family lived around its courtyard.", "تعرّف على حياة عائلة تاجر اللؤلؤ حول فناء بيتها.", 40],
        ["Sharjah Fort", "حصن الشارقة", "Stop at the fort at the heart of the old town.", "توقف عند الحصن في قلب البلدة القديمة.", 25],
        ["Karak in the courtyard", "الكرك في الفناء", "Tea, chebab and stories to close the evening.", "شاي وجباب وحكايات في ختام الأمسية.", 35],
      ],
    }),
    muscat: detail({
      meet: ["Muttrah Souq main gate, Muttrah Corniche", "البوابة الرئيسية لسوق مطرح، كورنيش مطرح", 23.6181, 58.5663],
      overview: [
        "Muttrah comes alive in the evening, when families stroll the Corniche and the souq's covered lanes fill with the smoke of frankincense burners. Your guide meets you at the souq's main gate on the waterfront and leads you through its maze: silver khanjars, Omani halwa stirred in copper pots, rosewater, dates and the embroidered caps called kummas. You climb to the old watchtower for the view over the harbour and finish with halwa and kahwa by the fish market.",
        "تدب الحياة في مطرح مساءً، حين تتنزه العائلات على الكورنيش وتمتلئ أزقة السوق المسقوفة بدخان مباخر اللبان. يلتقيك المرشد عند البوابة الرئيسية للسوق على الواجهة البحرية ويقودك في متاهته: خناجر فضية، وحلوى عمانية تُحرَّك في قدور نحاسية، وماء ورد وتمر وكُمم مطرزة. ثم تصعد إلى برج المراقبة القديم لتطل على الميناء، وتختم بالحلوى والقهوة عند سوق السمك.",
      ],
      highlights: [
        ["The covered lanes of Muttrah Souq at night", "أزقة سوق مطرح المسقوفة ليلًا"],
        ["Halwa stirred in copper pots and rosewater from Jebel Akhdar", "حلوى تُحرَّك في قدور نحاسية وماء ورد من الجبل الأخضر"],
        ["The harbour view from the old watchtower", "إطلالة الميناء من برج المراقبة القديم"],
        ["Kahwa on the Corniche by the fish market", "القهوة على الكورنيش عند سوق السمك"],
      ],
      itinerary: [
        ["Meet at the souq gate", "اللقاء عند بوابة السوق", "Meet your guide at the main entrance on the Corniche.", "قابل مرشدك عند المدخل الرئيسي على الكورنيش.", 15],
        ["Through the souq", "في أزقة السوق", "Silver, frankincense and kummas in the covered lanes.", "الفضة واللبان والكُمم في الأزقة المسقوفة.", 50],
        ["Up to the watchtower", "الصعود إلى برج المراقبة", "Climb the steps for the harbour view at dusk.", "اصعد الدرج لتطل على الميناء عند الغسق.", 35],
        ["The halwa maker", "صانع الحلوى", "Watch halwa being stirred and taste it warm.", "شاهد الحلوى تُحرَّك في القدر وتذوقها ساخنة.", 25],
        ["Kahwa on the Corniche", "القهوة على الكورنيش", "End by the fish market with coffee and dates.", "اختم عند سوق السمك بالقهوة والتمر.", 25],
      ],
    }),
    doha: detail({
      meet: ["Barahat Msheireb square, Msheireb Downtown Doha", "ساحة براحة مشيرب، مشيرب قلب الدوحة", 25.2867, 51.5262],
      overview: [
        "Msheireb was Doha's old merchant quarter, rebuilt as a modern district that still follows the old street pattern, and Souq Waqif next door is the market where Bedouin once came to trade. The walk starts in Barahat Msheireb, the shaded square, and passes the four heritage houses of the Msheireb Museums before crossing into the souq. There you walk through the spice and textile lanes, see the falcon souq and the horse stables, and finish with saffron tea in a courtyard café.",
        "كانت مشيرب حي التجار القديم في الدوحة، وأُعيد بناؤها حيًّا حديثًا يحافظ على تخطيط الشوارع القديم، وبجوارها سوق واقف الذي كان البدو يقصدونه للتجارة. تبدأ الجولة من براحة مشيرب، الساحة المظللة، وتمر ببيوت متاحف مشيرب التراثية الأربعة قبل أن تعبر إلى السوق. وهناك تتجول بين أزقة التوابل والأقمشة، وترى سوق الصقور وإسطبلات الخيل، وتختم بشاي الزعفران في مقهى داخل فناء.",
      ],
      highlights: [
        ["Barahat Msheireb and the four Msheireb Museums houses", "براحة مشيرب وبيوت متاحف مشيرب الأربعة"],
        ["The spice and textile lanes of Souq Waqif", "أزقة التوابل والأقمشة في سوق واقف"],
        ["The falcon souq and the horse stables", "سوق الصقور وإسطبلات الخيل"],
        ["Saffron tea in a courtyard café", "شاي الزعفران في مقهى داخل فناء"],
      ],
      itinerary: [
        ["Meet at Barahat Msheireb", "اللقاء في براحة مشيرب", "Meet your guide in the shaded square.", "قابل مرشدك في الساحة المظللة.", 15],
        ["Msheireb's heritage houses", "بيوت مشيرب التراثية", "Walk past the restored houses that tell Doha's story.", "تمشَّ بمحاذاة البيوت المرممة التي تروي حكاية الدوحة.", 40],
        ["Into Souq Waqif", "إلى سوق واقف", "Spices, textiles and perfumes in the souq's lanes.", "التوابل والأقمشة والعطور في أزقة السوق.", 45],
        ["Falcons and horses", "الصقور والخيل", "Visit the falcon souq and the Arabian horse stables.", "زُر سوق الصقور وإسطبلات الخيل العربية.", 30],
        ["Saffron tea", "شاي الزعفران", "Close the walk in a courtyard café.", "اختم الجولة في مقهى داخل فناء.", 20],
      ],
    }),
    manama: detail({
      meet: ["Pearling Path visitor centre at Bu Maher Fort, Muharraq", "مركز زوار طريق اللؤلؤ عند قلعة بو ماهر، المحرق", 26.241, 50.611],
      overview: [
        "The Pearling Path is a three-kilometre trail through Muharraq, Bahrain's old capital, linking the oyster beds, the seashore and the houses of the merchants who grew rich on pearls; together they are a UNESCO World Heritage site. The walk begins at Bu Maher Fort, where the boats once set off for the season, and follows the marked path past Siyadi House and its mosque, the restored majlis of pearl merchants and the divers' simpler homes. It ends in Muharraq Souq with Bahraini halwa, warm from the shop, and a glass of sweet tea.",
        "طريق اللؤلؤ مسار بطول ثلاثة كيلومترات في المحرق، عاصمة البحرين القديمة، يربط بين هيرات المحار وشاطئ البحر وبيوت التجار الذين اغتنوا من اللؤلؤ، وهي معًا موقع مدرج على قائمة التراث العالمي لليونسكو. تبدأ الجولة من قلعة بو ماهر، حيث كانت السفن تنطلق في موسم الغوص، وتتبع المسار المعلَّم مرورًا ببيت سيادي ومسجده ومجالس تجار اللؤلؤ المرممة وبيوت الغواصين الأبسط. وتنتهي في سوق المحرق بالحلوى البحرينية الدافئة من المحل وكأس من الشاي.",
      ],
      highlights: [
        ["A UNESCO-listed trail through Muharraq's pearling town", "مسار مدرج لدى اليونسكو في مدينة اللؤلؤ بالمحرق"],
        ["Bu Maher Fort, where the pearling boats set out", "قلعة بو ماهر حيث كانت سفن الغوص تنطلق"],
        ["Siyadi House and the pearl merchants' majlis", "بيت سيادي ومجالس تجار اللؤلؤ"],
        ["Warm Bahraini halwa in Muharraq Souq", "الحلوى البحرينية الدافئة في سوق المحرق"],
      ],
      itinerary: [
        ["Bu Maher Fort", "قلعة بو ماهر", "Meet at the visitor centre where the pearling season began.", "اللقاء في مركز الزوار حيث كان موسم الغوص يبدأ.", 20],
        ["Along the Pearling Path", "على طريق اللؤلؤ", "Follow the marked trail into the lanes of old Muharraq.", "اتبع المسار المعلَّم إلى أزقة المحرق القديمة.", 40],
        ["Siyadi House", "بيت سيادي", "A pearl merchant's home, mosque and majlis.", "بيت تاجر لؤلؤ ومسجده ومجلسه.", 40],
        ["Halwa in the souq", "الحلوى في السوق", "Finish in Muharraq Souq with warm halwa and tea.", "اختم في سوق المحرق بالحلوى الدافئة والشاي.", 50],
      ],
    }),
    riyadh: detail({
      meet: ["Bujairi Terrace entrance, Diriyah", "مدخل مطل البجيري، الدرعية", 24.735, 46.575],
      overview: [
        "Diriyah, on the edge of Wadi Hanifah, was the first capital of the Saudi state, and its At-Turaif district is a UNESCO-listed citadel of mud-brick palaces. At night the walls are lit from below, and this walk crosses from Bujairi Terrace over the wadi into At-Turaif, past Salwa Palace and the mosque of Imam Muhammad bin Saud. Back on the terrace you end with a Najdi supper overlooking the wadi: kabsa, jareesh and Saudi coffee with dates.",
        "كانت الدرعية، على حافة وادي حنيفة، أول عاصمة للدولة السعودية، وحي الطريف فيها قلعة من القصور الطينية مدرجة على قائمة اليونسكو. وفي الليل تُضاء الجدران من أسفلها، وتعبر هذه الجولة من مطل البجيري فوق الوادي إلى حي الطريف، مرورًا بقصر سلوى ومسجد الإمام محمد بن سعود. ثم تعود إلى المطل لتختم بعشاء نجدي يطل على الوادي: كبسة وجريش وقهوة سعودية مع التمر.",
      ],
      highlights: [
        ["At-Turaif's mud-brick palaces lit at night", "قصور الطريف الطينية مضاءة ليلًا"],
        ["Salwa Palace and the Imam Muhammad bin Saud Mosque", "قصر سلوى ومسجد الإمام محمد بن سعود"],
        ["A walk across Wadi Hanifah from Bujairi Terrace", "عبور وادي حنيفة من مطل البجيري"],
        ["A Najdi supper overlooking the wadi", "عشاء نجدي يطل على الوادي"],
      ],
      itinerary: [
        ["Meet at Bujairi Terrace", "اللقاء في مطل البجيري", "Meet your guide at the terrace entrance as the lights come on.", "قابل مرشدك عند مدخل المطل مع إضاءة الأنوار.", 15],
        ["Across the wadi", "عبور الوادي", "Cross the footbridge over Wadi Hanifah to At-Turaif.", "اعبر جسر المشاة فوق وادي حنيفة إلى الطريف.", 20],
        ["At-Turaif by night", "الطريف ليلًا", "Salwa Palace, the old mosque and the lanes of the citadel.", "قصر سلوى والمسجد القديم وأزقة القلعة.", 60],
        ["Najdi supper", "عشاء نجدي", "Kabsa, jareesh and coffee on the terrace above the wadi.", "كبسة وجريش وقهوة على المطل فوق الوادي.", 55],
      ],
    }),
    jeddah: detail({
      meet: ["Nasseef House square, Al Balad", "ساحة بيت نصيف، البلد", 21.484, 39.187],
      overview: [
        "Al Balad, historic Jeddah, was a walled port where pilgrims and merchants landed for centuries, and its tall coral-stone houses with carved wooden rawashin are best seen in the cool of the evening. Starting at Nasseef House, where King Abdulaziz stayed when he entered Jeddah, your guide leads you through Souq Al Alawi and past Al Shafi'i Mosque, one of the city's oldest. You taste Hijazi sweets such as labaniyah and ma'soub along the way and finish with mint tea at a café in a restored house.",
        "كانت البلد، جدة التاريخية، ميناءً مسوّرًا نزل فيه الحجاج والتجار قرونًا، وأجمل ما تُرى بيوتها الشاهقة من الحجر المنقبي ورواشينها الخشبية المنقوشة في نسمات المساء. تنطلق من بيت نصيف، حيث نزل الملك عبدالعزيز عند دخوله جدة، ويقودك المرشد عبر سوق العلوي مرورًا بمسجد الشافعي، من أقدم مساجد المدينة. وتتذوق في الطريق حلويات حجازية مثل اللبنية والمعصوب، وتختم بالشاي بالنعناع في مقهى داخل بيت مرمم.",
      ],
      highlights: [
        ["Coral-stone houses and carved rawashin at dusk", "بيوت الحجر المنقبي والرواشين المنقوشة عند الغروب"],
        ["Nasseef House, where King Abdulaziz stayed", "بيت نصيف حيث نزل الملك عبدالعزيز"],
        ["Souq Al Alawi and Al Shafi'i Mosque", "سوق العلوي ومسجد الشافعي"],
        ["Labaniyah, ma'soub and mint tea", "اللبنية والمعصوب والشاي بالنعناع"],
      ],
      itinerary: [
        ["Meet at Nasseef House", "اللقاء عند بيت نصيف", "Meet your guide in the square below the house's great rawashin.", "قابل مرشدك في الساحة أسفل رواشين البيت الكبيرة.", 15],
        ["Souq Al Alawi", "سوق العلوي", "Walk the market lane that runs through the heart of Al Balad.", "تمشَّ في زقاق السوق الممتد في قلب البلد.", 45],
        ["Al Shafi'i Mosque", "مسجد الشافعي", "Stop at one of Jeddah's oldest mosques and its minaret.", "توقف عند أحد أقدم مساجد جدة ومئذنته.", 25],
        ["Hijazi sweets", "الحلويات الحجازية", "Labaniyah and ma'soub from shops the families have run for generations.", "اللبنية والمعصوب من محلات تديرها العائلات منذ أجيال.", 35],
        ["Tea in a restored house", "الشاي في بيت مرمم", "End with mint tea on a roof terrace above the lanes.", "اختم بالشاي بالنعناع على سطح يطل على الأزقة.", 30],
      ],
    }),
    alula: detail({
      meet: ["AlUla Old Town gate, below the castle of Musa bin Nusayr", "بوابة البلدة القديمة في العُلا، أسفل قلعة موسى بن نصير", 26.619, 37.915],
      overview: [
        "AlUla's Old Town is a maze of some 900 mud-brick houses stacked along covered lanes below the hilltop castle of Musa bin Nusayr, and it was lived in until the 1980s. After dark the lanes are lit by lanterns, and your guide leads you in from the gate through the old market and past the tantora, the sundial that once told farmers when winter planting began. You climb to the castle for the view over the rooftops and the oasis, and finish with AlUla dates and Arabic coffee at a café in the restored souq.",
        "البلدة القديمة في العُلا متاهة من نحو 900 بيت طيني متراصة على أزقة مسقوفة أسفل قلعة موسى بن نصير على التل، وظلت مأهولة حتى ثمانينيات القرن الماضي. وبعد حلول الظلام تضيء الفوانيس أزقتها، ويقودك المرشد من البوابة عبر السوق القديم مرورًا بالطنطورة، المزولة التي كانت تخبر المزارعين ببدء موسم الزراعة الشتوي. ثم تصعد إلى القلعة لتطل على الأسطح والواحة، وتختم بتمر العُلا والقهوة العربية في مقهى داخل السوق المرمم.",
      ],
      highlights: [
        ["Lantern-lit lanes among 900 mud-brick houses", "أزقة تضيئها الفوانيس بين 900 بيت طيني"],
        ["The tantora sundial that marked the winter planting", "مزولة الطنطورة التي كانت تعلن موسم الزراعة الشتوي"],
        ["The view from the castle of Musa bin Nusayr", "الإطلالة من قلعة موسى بن نصير"],
        ["AlUla dates and Arabic coffee in the old souq", "تمر العُلا والقهوة العربية في السوق القديم"],
      ],
      itinerary: [
        ["Meet at the Old Town gate", "اللقاء عند بوابة البلدة القديمة", "Collect your lantern and meet your guide below the castle hill.", "استلم فانوسك وقابل مرشدك أسفل تل القلعة.", 15],
        ["Covered lanes", "الأزقة المسقوفة", "Walk the narrow passages between the mud-brick houses.", "تمشَّ في الممرات الضيقة بين البيوت الطينية.", 45],
        ["The tantora", "الطنطورة", "Hear how the sundial's shadow set the farming calendar.", "تعرّف على الطريقة التي كان ظل المزولة يحدد بها مواسم الزراعة.", 20],
        ["Up to the castle", "الصعود إلى القلعة", "Climb to the castle for the rooftops and oasis by night.", "اصعد إلى القلعة لرؤية الأسطح والواحة ليلًا.", 35],
        ["Dates and coffee", "التمر والقهوة", "End in the restored souq with AlUla dates and coffee.", "اختم في السوق المرمم بتمر العُلا والقهوة.", 35],
      ],
    }),
  },
};
