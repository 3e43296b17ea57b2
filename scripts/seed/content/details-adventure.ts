// Adventure, city by city: each zipline's, balloon's and trek's own launch site, trail and day.
import { detail, type LocalDetails } from "./detail.ts";

export const ADVENTURE_DETAILS: LocalDetails = {
  "adventure-mountain-zipline": {
    "ras-al-khaimah": detail({
      meet: ["Jebel Jais Flight check-in, Jais Adventure Centre, Jebel Jais", "مكتب تسجيل جيس فلايت، مركز جيس للمغامرات، جبل جيس", 25.943, 56.135],
      overview: [
        "Jebel Jais Flight runs for 2.83 kilometres along a ridge of the UAE's highest mountain, and riders fly face-down in a harness at up to 150 km/h, some 1,680 metres above sea level. The day starts with the drive up the Jebel Jais road, 30 kilometres of switchbacks from the plain, to the Jais Adventure Centre, where you are weighed and fitted. From the launch platform you fly to a midway platform, then ride a second line down to the landing, and the shuttle brings you back to a viewing deck for a hot drink in the cool air.",
        "يمتد جيس فلايت 2.83 كيلومتر على طول سلسلة من أعلى جبل في الإمارات، ويحلّق الراكب ووجهه إلى الأسفل في حزام الأمان بسرعة تصل إلى 150 كم/س، على ارتفاع نحو 1680 مترًا فوق سطح البحر. يبدأ اليوم بالصعود على طريق جبل جيس، ثلاثين كيلومترًا من المنعطفات من السهل، حتى مركز جيس للمغامرات حيث يُقاس وزنك وتُجهَّز بالمعدات. ومن منصة الانطلاق تحلّق إلى منصة في منتصف الطريق، ثم تنزلق على خط ثانٍ حتى الهبوط، وتعيدك الحافلة إلى منصة مشاهدة لتتناول مشروبًا ساخنًا في الهواء البارد.",
      ],
      highlights: [
        ["2.83 kilometres of zipline on the UAE's highest mountain", "2.83 كيلومتر من حبل الانزلاق على أعلى جبل في الإمارات"],
        ["Flying face-down at up to 150 km/h", "التحليق ووجهك إلى الأسفل بسرعة تصل إلى 150 كم/س"],
        ["The 30 kilometres of switchbacks on the Jebel Jais road", "منعطفات طريق جبل جيس على امتداد 30 كيلومترًا"],
        ["Air up to ten degrees cooler than the coast", "هواء أبرد من الساحل بما يصل إلى عشر درجات"],
      ],
      itinerary: [
        ["Up the mountain road", "طريق الجبل", "Drive from the coast up the switchbacks of the Jebel Jais road.", "اصعد من الساحل عبر منعطفات طريق جبل جيس.", 75],
        ["Check-in at the adventure centre", "التسجيل في مركز المغامرات", "Weigh-in, harness, helmet and the safety briefing.", "قياس الوزن والحزام والخوذة وإرشادات السلامة.", 40],
        ["Jais Flight", "جيس فلايت", "Fly face-down to the midway platform, then on to the landing.", "حلّق ووجهك إلى الأسفل حتى منصة المنتصف ثم تابع إلى نقطة الهبوط.", 45],
        ["Viewing deck", "منصة المشاهدة", "A hot drink on the deck overlooking the gorges.", "مشروب ساخن على المنصة المطلة على الأودية.", 40],
        ["Back down to the coast", "النزول إلى الساحل", "Drive down the mountain to your hotel.", "النزول من الجبل إلى فندقك.", 100],
      ],
    }),
    alula: detail({
      meet: ["Zipline launch base at Harrat Viewpoint", "قاعدة الانطلاق لحبل الانزلاق عند إطلالة الحرة", 26.631, 37.895],
      overview: [
        "Harrat Viewpoint sits on the edge of the black basalt plateau above AlUla, where lava flows once stopped at a cliff high above the valley. From the launch base by the viewpoint you clip in and fly out over a sandstone canyon, with the green strip of the oasis and the mud-brick Old Town laid out far below. The shared option includes the drive up the plateau road from your hotel, and the ticket-only option lets you check in at the base whenever you arrive.",
        "تقع إطلالة الحرة على حافة الهضبة البازلتية السوداء فوق العُلا، حيث توقفت تدفقات الحمم قديمًا عند جرف شاهق فوق الوادي. من قاعدة الانطلاق بجوار الإطلالة تُثبَّت في الحبل وتحلّق فوق وادٍ من الصخر الرملي، وشريط الواحة الأخضر والبلدة القديمة الطينية ممتدان في الأسفل. ويشمل الخيار المشترك الصعود بالسيارة على طريق الهضبة من فندقك، أما خيار التذكرة فقط فيتيح لك التسجيل في القاعدة متى وصلت.",
      ],
      highlights: [
        ["A launch from the basalt cliffs of Harrat Viewpoint", "الانطلاق من الجروف البازلتية عند إطلالة الحرة"],
        ["Flying over a sandstone canyon", "التحليق فوق وادٍ من الصخر الرملي"],
        ["The oasis and the Old Town far below", "الواحة والبلدة القديمة في الأسفل"],
        ["The plateau road up from AlUla", "طريق الهضبة صعودًا من العُلا"],
      ],
      itinerary: [
        ["Up to the plateau", "الصعود إلى الهضبة", "Drive from AlUla up the winding road to the lava plateau.", "الصعود بالسيارة من العُلا على الطريق المتعرج إلى الهضبة البركانية.", 60],
        ["Harness and briefing", "الحزام والإرشادات", "Get fitted at the launch base beside the viewpoint.", "جهّز معداتك في قاعدة الانطلاق بجوار الإطلالة.", 30],
        ["Canyon flight", "التحليق فوق الوادي", "Zip out over the canyon with the oasis below.", "انزلق فوق الوادي والواحة في الأسفل.", 45],
        ["The viewpoint", "الإطلالة", "Time on the viewing terrace before the drive down.", "وقت على شرفة الإطلالة قبل النزول.", 75],
        ["Back to town", "العودة إلى المدينة", "Return down the plateau road to your hotel.", "العودة على طريق الهضبة إلى فندقك.", 90],
      ],
    }),
  },
  "adventure-sunrise-hot-air-balloon": {
    dubai: detail({
      meet: ["Balloon launch site in the Margham desert", "موقع إطلاق المناطيد في صحراء المرقب", 24.9, 55.63],
      overview: [
        "Margham, in the desert south-east of Dubai, has open dunes, almost no power lines and steady dawn winds, which is why the balloon companies launch there. You are collected from your hotel in the dark and reach the launch site as the crew fires the burners into the envelope. For about an hour you drift over the dunes and the Dubai Desert Conservation Reserve, often spotting oryx and gazelles below, before a gentle landing and breakfast at a camp among the ghaf trees.",
        "تتميز المرقب، في الصحراء جنوب شرق دبي، بكثبان مفتوحة وشبه خلو من خطوط الكهرباء ورياح فجرية مستقرة، ولهذا تنطلق منها شركات المناطيد. يقلّك السائق من فندقك في الظلام فتصل إلى موقع الإطلاق والطاقم يطلق لهب الشعلات في البالون. وعلى مدى ساعة تقريبًا تنساب فوق الكثبان ومحمية دبي الصحراوية، وكثيرًا ما ترى المها والغزلان في الأسفل، قبل هبوط هادئ وفطور في مخيم بين أشجار الغاف.",
      ],
      highlights: [
        ["About an hour over the Margham dunes at sunrise", "نحو ساعة فوق كثبان المرقب مع الشروق"],
        ["Oryx and gazelles in the conservation reserve below", "المها والغزلان في المحمية أسفلك"],
        ["The crew inflating the balloon at dawn", "الطاقم ينفخ البالون عند الفجر"],
        ["Breakfast at a camp among the ghaf trees", "الفطور في مخيم بين أشجار الغاف"],
      ],
      itinerary: [
        ["Pick-up in the dark", "الاستقبال في الظلام", "Your driver collects you and heads south-east into the desert.", "يقلّك السائق ويتجه جنوبًا شرقًا إلى الصحراء.", 45],
        ["Inflation at Margham", "نفخ البالون في المرقب", "Safety briefing as the crew inflates the envelope.", "إرشادات السلامة بينما ينفخ الطاقم البالون.", 30],
        ["Flight over the reserve", "التحليق فوق المحمية", "Drift over the dunes as the sun rises, watching for oryx.", "انسب فوق الكثبان مع شروق الشمس وراقب المها.", 60],
        ["Landing and breakfast", "الهبوط والفطور", "Help pack the balloon, then breakfast and your certificate.", "ساعد في طي البالون ثم الفطور وشهادة الرحلة.", 60],
        ["Back to Dubai", "العودة إلى دبي", "Drive back to your hotel by mid-morning.", "العودة إلى فندقك قبل منتصف الصباح.", 45],
      ],
    }),
    "ras-al-khaimah": detail({
      meet: ["Balloon launch site in the desert below the Hajar foothills, south of Al Hamra", "موقع إطلاق المناطيد في الصحراء أسفل سفوح الحجر، جنوب الحمراء", 25.62, 55.91],
      overview: [
        "Ras Al Khaimah is one of the few places where a balloon rises over red dunes with a mountain range right beside it. From the launch site south of Al Hamra you lift off at first light and drift with the Hajar foothills on one side and the sand sea on the other, while farms and camel herds appear between the dunes below. After landing, the crew sets up breakfast on the sand with Arabic coffee and dates.",
        "رأس الخيمة من الأماكن القليلة التي يرتفع فيها المنطاد فوق كثبان حمراء وسلسلة جبلية إلى جانبها مباشرة. من موقع الإطلاق جنوب الحمراء ترتفع مع أول ضوء، وتنساب وسفوح الحجر في جهة وبحر الرمال في الجهة الأخرى، بينما تظهر المزارع وقطعان الإبل بين الكثبان في الأسفل. وبعد الهبوط يجهّز الطاقم الفطور على الرمال مع القهوة العربية والتمر.",
      ],
      highlights: [
        ["Red dunes on one side, the Hajar foothills on the other", "كثبان حمراء في جهة وسفوح الحجر في الجهة الأخرى"],
        ["Farms and camel herds between the dunes", "مزارع وقطعان إبل بين الكثبان"],
        ["A first-light lift-off south of Al Hamra", "الإقلاع مع أول ضوء جنوب الحمراء"],
        ["Breakfast on the sand with coffee and dates", "فطور على الرمال مع القهوة والتمر"],
      ],
      itinerary: [
        ["Early pick-up", "الاستقبال المبكر", "Collected from your resort before dawn.", "الاستقبال من منتجعك قبل الفجر.", 35],
        ["Launch site", "موقع الإطلاق", "Briefing and inflation below the foothills.", "الإرشادات ونفخ البالون أسفل السفوح.", 35],
        ["Foothills flight", "التحليق فوق السفوح", "Float between the mountains and the dunes.", "حلّق بين الجبال والكثبان.", 60],
        ["Breakfast on the sand", "الفطور على الرمال", "Coffee, dates and breakfast where you land.", "القهوة والتمر والفطور حيث تهبط.", 60],
        ["Back before the heat", "العودة قبل الحر", "Back to your resort before the heat of the day.", "العودة إلى منتجعك قبل حرّ النهار.", 50],
      ],
    }),
    alula: detail({
      meet: ["Balloon launch site near Hegra, north of AlUla", "موقع إطلاق المناطيد قرب الحِجر، شمال العُلا", 26.79, 37.95],
      overview: [
        "AlUla's valleys are at their most dramatic from above: sandstone towers rising from the sand, the green line of the oasis and, to the north, the rock-cut Nabataean tombs of Hegra. You are collected before dawn and driven to the launch site, where the balloon rises as the first light turns the cliffs orange. The flight drifts over the canyons towards Hegra, with the tombs' carved façades visible on the rocks, and ends with breakfast where you land.",
        "تبدو أودية العُلا في أبهى صورها من الأعلى: أبراج من الصخر الرملي ترتفع من الرمال، وخط الواحة الأخضر، وإلى الشمال مقابر الأنباط المنحوتة في الصخر في الحِجر. يقلّك السائق قبل الفجر إلى موقع الإطلاق، حيث يرتفع المنطاد مع أول ضوء يلوّن الجروف بالبرتقالي. وتنساب الرحلة فوق الأودية نحو الحِجر، وواجهات المقابر المنحوتة ظاهرة على الصخور، وتنتهي بالفطور حيث تهبط.",
      ],
      highlights: [
        ["Sandstone towers rising from the desert, lit orange at first light", "أبراج الصخر الرملي ترتفع من الصحراء وتتلون بالبرتقالي مع أول ضوء"],
        ["The Nabataean tombs of Hegra from the air", "مقابر الأنباط في الحِجر من الجو"],
        ["The green line of the oasis below", "خط الواحة الأخضر في الأسفل"],
        ["Breakfast where you land", "الفطور حيث تهبط"],
      ],
      itinerary: [
        ["Pre-dawn pick-up", "الاستقبال قبل الفجر", "Drive north from your hotel towards Hegra.", "الانطلاق شمالًا من فندقك نحو الحِجر.", 40],
        ["Lift-off", "الإقلاع", "Watch the burners fire as the balloon fills.", "شاهد الشعلات تشتعل والبالون يمتلئ.", 30],
        ["Over the canyons", "فوق الأودية", "Drift over the sandstone towards the tombs of Hegra.", "انسب فوق الصخور الرملية نحو مقابر الحِجر.", 60],
        ["Desert breakfast", "فطور صحراوي", "Breakfast and your flight certificate where the balloon lands.", "الفطور وشهادة الرحلة حيث يهبط المنطاد.", 60],
        ["Back to AlUla", "العودة إلى العُلا", "Drive back past the oasis to your hotel.", "العودة مرورًا بالواحة إلى فندقك.", 50],
      ],
    }),
  },
  "adventure-wadi-canyon-trek": {
    dubai: detail({
      meet: ["Hatta Wadi Hub trailhead, Hatta", "نقطة بداية المسارات في حتا وادي هب، حتا", 24.802, 56.118],
      overview: [
        "Hatta, Dubai's mountain enclave in the Hajar, is laced with marked trails that climb from the old village to ridges above the turquoise dam lake. The day starts at the Hatta Wadi Hub trailhead, 90 minutes from the city, and follows a trail over rocky ridges and past old watchtowers to a viewpoint above the dam. After a picnic in the shade you cool off in a mountain pool, and on the way back you stop at the restored Hatta Heritage Village.",
        "حتا، الجيب الجبلي لدبي في جبال الحجر، تتشابك فيها مسارات معلَّمة تصعد من القرية القديمة إلى قمم تطل على بحيرة السد الفيروزية. يبدأ اليوم من نقطة بداية المسارات في حتا وادي هب، على بعد تسعين دقيقة من المدينة، ويتبع مسارًا فوق تلال صخرية مرورًا بأبراج مراقبة قديمة حتى إطلالة فوق السد. وبعد غداء خفيف في الظل تسبح في بركة جبلية، وفي طريق العودة تتوقف في قرية حتا التراثية المرممة.",
      ],
      highlights: [
        ["Marked Hajar trails above Hatta", "مسارات معلَّمة في جبال الحجر فوق حتا"],
        ["A viewpoint over the turquoise dam lake", "إطلالة على بحيرة السد الفيروزية"],
        ["Old watchtowers on the ridges", "أبراج مراقبة قديمة على القمم"],
        ["A stop at Hatta Heritage Village", "وقفة في قرية حتا التراثية"],
      ],
      itinerary: [
        ["Drive to Hatta", "الطريق إلى حتا", "Leave Dubai early on the Hatta road into the mountains.", "مغادرة دبي مبكرًا على طريق حتا نحو الجبال.", 90],
        ["Ridge trail", "مسار القمم", "Hike from the Wadi Hub past the watchtowers to the dam viewpoint.", "امشِ من وادي هب مرورًا بأبراج المراقبة حتى إطلالة السد.", 120],
        ["Pool and picnic", "البركة والغداء", "Swim in a mountain pool and eat lunch in the shade.", "اسبح في بركة جبلية وتناول الغداء في الظل.", 90],
        ["Heritage village and return", "القرية التراثية والعودة", "Visit Hatta Heritage Village, then drive back to Dubai.", "زُر قرية حتا التراثية ثم عُد إلى دبي.", 120],
      ],
    }),
    muscat: detail({
      meet: ["Hotel pick-up in Qurum, Al Khuwair and Muttrah", "الاستقبال من الفنادق في القرم والخوير ومطرح", 23.611, 58.478],
      overview: [
        "Wadi Shab cuts into the mountains near Tiwi, about two hours down the coast road from Muscat, and its emerald pools are among the most beautiful in Oman. After the drive past Quriyat and the Bimmah Sinkhole, a short boat ride crosses the mouth of the wadi, and the trail climbs between palm gardens and falaj channels to the upper pools. The last stretch is a swim: through a chain of pools and a narrow gap in the rock into a cave where a waterfall pours from above.",
        "يشق وادي شاب الجبال قرب طيوي، على بعد ساعتين تقريبًا على الطريق الساحلي من مسقط، وبركه الزمردية من أجمل برك عُمان. بعد الطريق مرورًا بقريات وحفرة بمة، يعبر قارب صغير مدخل الوادي، ثم يصعد المسار بين مزارع النخيل وقنوات الأفلاج حتى البرك العليا. والجزء الأخير سباحة: عبر سلسلة من البرك وفتحة ضيقة في الصخر إلى كهف ينهمر فيه شلال من الأعلى.",
      ],
      highlights: [
        ["Emerald pools in one of Oman's most beautiful wadis", "برك زمردية في واحد من أجمل أودية عُمان"],
        ["A swim through a rock gap to a waterfall cave", "السباحة عبر فتحة صخرية إلى كهف الشلال"],
        ["Palm gardens and falaj channels along the trail", "مزارع النخيل وقنوات الأفلاج على امتداد المسار"],
        ["A stop at the Bimmah Sinkhole on the way", "وقفة عند حفرة بمة في الطريق"],
      ],
      itinerary: [
        ["Down the coast road", "على الطريق الساحلي", "Drive from Muscat past Quriyat, stopping at the Bimmah Sinkhole.", "الانطلاق من مسقط مرورًا بقريات مع وقفة عند حفرة بمة.", 120],
        ["Into Wadi Shab", "إلى وادي شاب", "Cross the wadi mouth by boat and hike up past the palm gardens.", "اعبر مدخل الوادي بالقارب ثم امشِ صعودًا بين مزارع النخيل.", 90],
        ["Pools and the cave", "البرك والكهف", "Swim through the pools and the rock gap into the waterfall cave.", "اسبح عبر البرك والفتحة الصخرية إلى كهف الشلال.", 90],
        ["Back to Muscat", "العودة إلى مسقط", "Walk out of the wadi and drive back up the coast.", "اخرج من الوادي وعد على الطريق الساحلي.", 120],
      ],
    }),
    "ras-al-khaimah": detail({
      meet: ["Wadi Shawka trailhead by the dam", "نقطة بداية المسار عند سد وادي شوكة", 25.104, 56.042],
      overview: [
        "Wadi Shawka lies in the south of Ras Al Khaimah's mountains, where a small dam holds a reservoir below bare, folded ridges. From the trailhead by the dam your guide leads you along the wadi bed and up a rocky canyon, with easy scrambles over boulders and views back over the reservoir. In winter the pools in the canyon fill with rainwater, and you stop to swim before a picnic in the shade of the acacias.",
        "يقع وادي شوكة في جنوب جبال رأس الخيمة، حيث يحجز سد صغير بحيرة أسفل تلال جرداء متعرجة الطبقات. من نقطة بداية المسار عند السد يقودك المرشد على امتداد بطن الوادي ثم صعودًا في أخدود صخري، مع تسلق سهل فوق الصخور وإطلالات على البحيرة خلفك. وفي الشتاء تمتلئ برك الأخدود بمياه الأمطار، فتتوقف للسباحة قبل غداء خفيف في ظل أشجار السمر.",
      ],
      highlights: [
        ["A canyon trail from the Wadi Shawka dam", "مسار في الأخدود يبدأ من سد وادي شوكة"],
        ["Easy scrambles over smooth boulders", "تسلق سهل فوق صخور ملساء"],
        ["Rainwater pools for a winter swim", "برك من مياه الأمطار للسباحة شتاءً"],
        ["A picnic in the shade of the acacias", "غداء خفيف في ظل أشجار السمر"],
      ],
      itinerary: [
        ["Drive to Wadi Shawka", "الطريق إلى وادي شوكة", "Leave the coast early and drive inland to the dam.", "مغادرة الساحل مبكرًا والتوجه إلى الداخل حتى السد.", 75],
        ["Canyon hike", "المشي في الأخدود", "Walk the wadi bed and scramble up the canyon.", "امشِ في بطن الوادي وتسلق الأخدود.", 120],
        ["Pools and picnic", "البرك والغداء", "Swim in the rainwater pools, then lunch under the acacias.", "اسبح في برك الأمطار ثم الغداء تحت أشجار السمر.", 90],
        ["Return to the coast", "العودة إلى الساحل", "Hike out past the reservoir and drive back.", "اخرج مرورًا بالبحيرة ثم العودة بالسيارة.", 135],
      ],
    }),
    fujairah: detail({
      meet: ["Wadi Wurayah National Park visitor centre", "مركز زوار محمية وادي الوريعة الوطنية", 25.395, 56.265],
      overview: [
        "Wadi Wurayah was the UAE's first protected mountain area, and its waterfall is one of the very few in the country that flows all year, fed by springs high in the Hajar. From the park's visitor centre a marked trail follows the wadi bed between steep rock walls, where dragonflies hover over the pools and Arabian toads shelter under the stones. The waterfall drops into a deep green pool, and you stop there for a swim and lunch before the walk back.",
        "كانت محمية وادي الوريعة أول منطقة جبلية محمية في الإمارات، وشلالها من الشلالات القليلة جدًا في البلاد التي تتدفق طوال العام، تغذيه ينابيع في أعالي الحجر. من مركز زوار المحمية يتبع مسار معلَّم بطن الوادي بين جدران صخرية شاهقة، حيث تحوم اليعاسيب فوق البرك وتحتمي الضفادع العربية تحت الحجارة. ويهوي الشلال في بركة خضراء عميقة، فتتوقف عندها للسباحة والغداء قبل طريق العودة.",
      ],
      highlights: [
        ["The UAE's first protected mountain area", "أول منطقة جبلية محمية في الإمارات"],
        ["A waterfall that flows all year", "شلال يتدفق طوال العام"],
        ["Dragonflies and Arabian toads by the pools", "اليعاسيب والضفادع العربية بجوار البرك"],
        ["A swim in the deep green pool below the falls", "السباحة في البركة الخضراء العميقة أسفل الشلال"],
      ],
      itinerary: [
        ["Drive to the reserve", "الطريق إلى المحمية", "Head north along the coast to the Wadi Wurayah visitor centre.", "التوجه شمالًا على الساحل حتى مركز زوار وادي الوريعة.", 60],
        ["Up the wadi", "في أعلى الوادي", "Follow the trail between the rock walls to the falls.", "اتبع المسار بين الجدران الصخرية حتى الشلال.", 120],
        ["Waterfall pool", "بركة الشلال", "Swim, rest and eat lunch by the waterfall.", "اسبح واسترح وتناول الغداء بجوار الشلال.", 90],
        ["Back down and home", "النزول والعودة", "Walk back to the visitor centre and drive to your hotel.", "عُد مشيًا إلى مركز الزوار ثم إلى فندقك بالسيارة.", 150],
      ],
    }),
    salalah: detail({
      meet: ["Wadi Darbat trailhead by the lake", "نقطة بداية المسار عند بحيرة وادي دربات", 17.104, 54.447],
      overview: [
        "During the khareef, the summer monsoon, Dhofar's hills turn green and Wadi Darbat fills with a lake that spills over a cliff in a waterfall dozens of metres high. From the trailhead by the lake you walk along the water among grazing camels and cattle, past caves where herders shelter, to the top of the falls. In the cooler months the waterfall is quieter, but the travertine pools and wild fig trees of the wadi still make a green, gentle walk an hour's drive from Salalah.",
        "في موسم الخريف، موسم الرياح الموسمية الصيفية، تكتسي تلال ظفار بالخضرة، ويمتلئ وادي دربات ببحيرة تنساب فوق جرف في شلال يبلغ ارتفاعه عشرات الأمتار. من نقطة بداية المسار عند البحيرة تمشي بمحاذاة الماء بين الإبل والأبقار التي ترعى، مرورًا بكهوف يحتمي بها الرعاة، حتى أعلى الشلال. وفي الأشهر الأبرد يهدأ الشلال، لكن البرك الكلسية وأشجار التين البري في الوادي تظل تمنحك نزهة خضراء هادئة على بعد ساعة من صلالة.",
      ],
      highlights: [
        ["Wadi Darbat's waterfall in the khareef season", "شلال وادي دربات في موسم الخريف"],
        ["Camels grazing by the lake", "الإبل ترعى بجوار البحيرة"],
        ["Herders' caves along the trail", "كهوف الرعاة على امتداد المسار"],
        ["Green Dhofar hills an hour from Salalah", "تلال ظفار الخضراء على بعد ساعة من صلالة"],
      ],
      itinerary: [
        ["Into the Dhofar hills", "إلى تلال ظفار", "Leave Salalah and climb east past Taqah into the hills.", "مغادرة صلالة والصعود شرقًا مرورًا بطاقة نحو التلال.", 60],
        ["Lakeside trail", "مسار البحيرة", "Walk along the lake among the grazing herds.", "امشِ بمحاذاة البحيرة بين القطعان التي ترعى.", 120],
        ["Top of the falls", "أعلى الشلال", "A picnic by the pools above the waterfall.", "غداء خفيف بجوار البرك أعلى الشلال.", 90],
        ["Return to Salalah", "العودة إلى صلالة", "Walk back to the trailhead and drive down to the coast.", "عُد إلى نقطة البداية ثم انزل إلى الساحل.", 150],
      ],
    }),
  },
};
