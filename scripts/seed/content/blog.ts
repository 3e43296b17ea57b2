// Demo "News & Stories" blog articles about travel in the Gulf, in English and Arabic.
import type { BlogSeed } from "../types.ts";

export const BLOG_POSTS: BlogSeed[] = [
  {
    slug: "best-time-for-a-desert-safari",
    city: "dubai",
    category: "desert-safaris",
    title: {
      en: "When Is the Best Time for a Desert Safari?",
      ar: "ما أفضل وقت لرحلة السفاري الصحراوية؟",
    },
    excerpt: {
      en: "Cool winter evenings, summer sunrises or a night under the stars? Here is how to choose the right season and time of day for your desert adventure.",
      ar: "أمسيات الشتاء المعتدلة، أم شروق الشمس في الصيف، أم ليلة تحت النجوم؟ إليك كيف تختار الموسم والتوقيت المناسبين لمغامرتك الصحراوية.",
    },
    body: {
      en: [
        "A desert safari is the one experience almost every visitor to the Gulf puts on their list, and it is available all year round. But the season and the time of day you choose make a real difference to how much you enjoy it.",
        "The most comfortable months are from October to April, when daytime temperatures sit in the mid-twenties and evenings in the desert can feel pleasantly cool. This is peak season, so popular evening safaris and camps often sell out on weekends and public holidays. Book a few days ahead and bring a light jacket for after sunset.",
        "From May to September the desert is hot, but that does not mean you have to miss out. Morning safaris that set off around dawn let you ride the dunes before the heat builds, and the soft early light is perfect for photos. Evening safaris remain popular too, as the sand cools quickly once the sun goes down.",
        "If you can, plan your safari for the afternoon into evening. You get the excitement of dune bashing in daylight, a golden sunset over the red sands, and then a relaxed dinner at camp with music, henna and a sky full of stars.",
        "Whatever the season, drink plenty of water, wear comfortable clothes and closed shoes or sandals you can easily shake sand out of. Sit in the front seat if you tend to feel carsick, and let your driver know if you would prefer a gentler ride: every good guide is happy to adjust.",
      ],
      ar: [
        "تكاد رحلة السفاري الصحراوية تتصدر قائمة كل زائر للخليج، وهي متاحة على مدار العام. غير أن اختيار الموسم والتوقيت المناسبين يصنع فرقًا حقيقيًا في مدى استمتاعك بها.",
        "تمتد أفضل الأشهر من أكتوبر إلى أبريل، حين تدور درجات الحرارة نهارًا حول منتصف العشرينات، وتصبح الأمسيات في الصحراء معتدلة ومنعشة. وبما أن هذه ذروة الموسم، فكثيرًا ما تنفد أماكن رحلات المساء والمخيمات الشهيرة في عطلات نهاية الأسبوع والإجازات الرسمية، لذا احجز قبل موعدك ببضعة أيام، ولا تنسَ سترة خفيفة لما بعد الغروب.",
        "أما من مايو إلى سبتمبر فالصحراء حارة، لكن ذلك لا يعني أن تفوّت التجربة. فرحلات الصباح التي تنطلق مع أول ضوء تتيح لك التطعيس قبل أن تشتد الحرارة، كما أن ضوء الصباح الناعم مثالي لالتقاط الصور. وتبقى رحلات المساء مطلوبة أيضًا، إذ تبرد الرمال سريعًا بعد غياب الشمس.",
        "وإن استطعت، فاختر رحلة تبدأ بعد الظهر وتمتد إلى المساء، فتعيش حماس التطعيس في وضح النهار، ثم تشاهد غروبًا ذهبيًا فوق الرمال الحمراء، وتختم يومك بعشاء هادئ في المخيم مع الموسيقى والحناء وسماء مرصعة بالنجوم.",
        "وأيًّا كان الموسم، احرص على شرب كميات كافية من الماء، وارتدِ ملابس مريحة وحذاءً مغلقًا أو صندلًا يسهل نفض الرمل منه. اجلس في المقعد الأمامي إن كنت تعاني دوار الحركة، وأخبر السائق إن كنت تفضّل قيادة أهدأ، فالمرشد المتمرس يسعده دائمًا أن يراعي رغبتك.",
      ],
    },
    author: { en: "Layla Haddad", ar: "ليلى حداد" },
    publishedAt: "2026-01-14",
  },
  {
    slug: "first-timers-three-days-in-dubai",
    city: "dubai",
    category: "city-tours",
    title: {
      en: "A First-Timer's Guide to Three Days in Dubai",
      ar: "دليلك لثلاثة أيام في دبي لأول مرة",
    },
    excerpt: {
      en: "Old souqs, the world's tallest tower and a night in the dunes: a relaxed three-day plan that covers the best of Dubai without the rush.",
      ar: "أسواق عريقة، وأطول برج في العالم، وليلة بين الكثبان: خطة مريحة لثلاثة أيام تجمع أجمل ما في دبي دون عجلة.",
    },
    body: {
      en: [
        "Three days is just enough to get a real feel for Dubai, as long as you group your sightseeing by area. The city is spread out, so planning each day around one neighbourhood saves hours in traffic and leaves time to simply enjoy it.",
        "Start on day one where Dubai began, along the Creek. Wander the wind-tower houses and galleries of Al Fahidi, cross the water on a traditional abra for a single dirham or so, and lose yourself in the spice and gold souqs of Deira. In the evening, a dinner cruise on the Creek is a gentle way to see the old city lit up.",
        "Day two is all about modern Dubai. Book a morning slot at the Burj Khalifa observation decks, when the air is often clearest, then explore the aquarium and shops of The Dubai Mall. Stay in Downtown after dark for the Dubai Fountain shows, which run every half hour in the evening.",
        "On day three, spend the morning at the beach at Jumeirah or in Dubai Marina, then get picked up in the afternoon for a desert safari. Dune bashing, a camel ride and a barbecue dinner under the stars make a perfect final night.",
        "A few practical tips: a Nol card covers the Metro, trams and buses, and taxis are plentiful and metered. Keep an eye on the weekend, which falls on Saturday and Sunday, and remember that Friday midday prayers can briefly affect opening hours at some sites.",
      ],
      ar: [
        "ثلاثة أيام تكفي لتتعرف إلى روح دبي عن قرب، شرط أن تنظم جولاتك بحسب المناطق. فالمدينة مترامية الأطراف، وتخصيص كل يوم لحي واحد يوفر عليك ساعات في الزحام، ويترك لك متسعًا من الوقت للاستمتاع.",
        "ابدأ يومك الأول من حيث بدأت دبي، على ضفاف الخور. تجوّل بين بيوت البراجيل وصالات العرض في حي الفهيدي، واعبر الماء على متن عبّرة تقليدية بدرهم واحد تقريبًا، ثم انطلق بين أسواق التوابل والذهب في ديرة. وفي المساء، تمنحك رحلة عشاء بحرية في الخور فرصة هادئة لمشاهدة المدينة القديمة وهي تتلألأ بالأضواء.",
        "أما اليوم الثاني فمخصص لدبي الحديثة. احجز موعدًا صباحيًا لمنصات المشاهدة في برج خليفة، إذ يكون الجو في الغالب أكثر صفاءً، ثم استكشف حوض الأسماك والمتاجر في دبي مول. وابقَ في وسط المدينة بعد حلول الظلام لتشاهد عروض نافورة دبي التي تتكرر كل نصف ساعة في المساء.",
        "وفي اليوم الثالث، اقضِ الصباح على شاطئ جميرا أو في مرسى دبي، ثم انطلق بعد الظهر في رحلة سفاري صحراوية. فالتطعيس وركوب الجمل وعشاء الشواء تحت النجوم ختام مثالي لرحلتك.",
        "وإليك بعض النصائح العملية: تغطي بطاقة «نول» المترو والترام والحافلات، وسيارات الأجرة متوفرة بكثرة وتعمل بالعداد. انتبه إلى أن عطلة نهاية الأسبوع يوما السبت والأحد، وتذكّر أن صلاة الجمعة قد تؤثر لفترة قصيرة في مواعيد عمل بعض المواقع.",
      ],
    },
    author: { en: "James Whitfield", ar: "جيمس ويتفيلد" },
    publishedAt: "2026-02-03",
  },
  {
    slug: "ramadan-etiquette-for-visitors",
    city: null,
    category: "culture",
    title: {
      en: "Visiting During Ramadan: A Friendly Guide to Etiquette",
      ar: "زيارة الخليج في رمضان: دليل ودّي لآداب الشهر الكريم",
    },
    excerpt: {
      en: "Ramadan is a wonderful time to visit the Gulf. Here is what changes, how to be a considerate guest and why you should not miss an iftar.",
      ar: "رمضان وقت رائع لزيارة الخليج. تعرّف إلى ما يتغير خلال الشهر، وكيف تكون ضيفًا لبقًا، ولماذا لا ينبغي أن تفوّت تجربة الإفطار.",
    },
    body: {
      en: [
        "Ramadan, the holy month of fasting, is expected to begin in mid-February in 2026, with the exact date set by the sighting of the new moon. Far from being a time to avoid, it is one of the most atmospheric months to visit, with glowing lanterns, generous hospitality and a special sense of calm by day.",
        "Between dawn and sunset, Muslims abstain from food, drink and smoking. As a visitor you are not expected to fast, and many restaurants and cafés stay open during the day, but it is polite to avoid eating, drinking or chewing gum openly in public places. Hotels and malls usually have clearly marked areas where you can eat without worry.",
        "Daily rhythms shift during the month. Working hours are shorter, some attractions open later, and the cities come alive after sunset, often staying busy well past midnight. Check opening times before you go and expect heavier traffic in the hour before iftar, as everyone hurries home to break their fast.",
        "Iftar, the meal that breaks the fast at sunset, is the highlight of the day. Traditionally it begins with dates and water, followed by soups, grills and sweets. Joining an iftar in a Ramadan tent or a heritage setting is a warm, welcoming way to experience local culture, and many tours offer one.",
        "Dress a little more modestly than usual, covering shoulders and knees in public, and keep music low in shared spaces. A simple Ramadan Kareem is always appreciated as a greeting. The month ends with Eid al-Fitr, a joyful holiday of family visits, new clothes and festive events across the region.",
      ],
      ar: [
        "يُتوقع أن يبدأ شهر رمضان المبارك، شهر الصيام، في منتصف فبراير من عام 2026، على أن يُحدَّد موعده بدقة برؤية الهلال. وبعيدًا عن كونه وقتًا يُفضَّل تجنبه، فإنه من أجمل الأشهر لزيارة المنطقة، بفوانيسه المضيئة وكرم أهله وسكينته الخاصة في ساعات النهار.",
        "يمتنع المسلمون من الفجر حتى غروب الشمس عن الطعام والشراب والتدخين. ولا يُنتظر من الزائر أن يصوم، وتبقى كثير من المطاعم والمقاهي مفتوحة نهارًا، لكن من اللباقة ألا تأكل أو تشرب أو تمضغ العلكة علنًا في الأماكن العامة. وعادةً ما تخصص الفنادق ومراكز التسوق أماكن واضحة يمكنك تناول الطعام فيها براحة.",
        "يتغير إيقاع الحياة اليومية خلال الشهر، فتقصر ساعات العمل، وتفتح بعض المعالم أبوابها في وقت متأخر، وتدب الحياة في المدن بعد المغرب وتستمر حتى ما بعد منتصف الليل. تحقق من مواعيد العمل قبل خروجك، وتوقع ازدحامًا أكبر في الساعة التي تسبق الإفطار، حين يسارع الجميع إلى بيوتهم.",
        "يبقى الإفطار عند الغروب أجمل لحظات اليوم، ويبدأ تقليديًا بالتمر والماء، ثم تتوالى الشوربات والمشاوي والحلويات. والمشاركة في إفطار داخل خيمة رمضانية أو في موقع تراثي طريقة دافئة للتعرف إلى الثقافة المحلية، وتتضمنه كثير من الجولات.",
        "احرص على ارتداء ملابس أكثر احتشامًا من المعتاد، تغطي الكتفين والركبتين في الأماكن العامة، واخفض صوت الموسيقى في الأماكن المشتركة. وستلقى تحية «رمضان كريم» ترحيبًا دائمًا. ويُختتم الشهر بعيد الفطر، وهو عطلة مبهجة تمتلئ بالزيارات العائلية والملابس الجديدة والفعاليات الاحتفالية في أنحاء المنطقة.",
      ],
    },
    author: { en: "Mariam Al Suwaidi", ar: "مريم السويدي" },
    publishedAt: "2026-02-09",
  },
  {
    slug: "exploring-the-souqs-of-muscat",
    city: "muscat",
    category: "culture",
    title: {
      en: "Frankincense, Silver and Halwa: Exploring the Souqs of Muscat",
      ar: "لبان وفضة وحلوى: جولة في أسواق مسقط",
    },
    excerpt: {
      en: "From the winding lanes of Mutrah Souq to the early-morning fish market, here is how to shop, bargain and snack your way through Muscat.",
      ar: "من أزقة سوق مطرح المتعرجة إلى سوق السمك في الصباح الباكر، إليك كيف تتسوق وتفاصل وتتذوق أطيب ما في مسقط.",
    },
    body: {
      en: [
        "Few places capture the spirit of Oman like Mutrah Souq, tucked behind the Corniche with the mountains rising above it. Step inside and the scent of frankincense drifts through narrow, covered lanes lined with lanterns, textiles and antique chests.",
        "Frankincense is the classic souvenir, sold by grade, with the pale, translucent resin from Dhofar prized above the rest. Look out too for silver jewellery, traditional khanjar daggers, embroidered kumma caps and soft pashmina shawls. Prices are rarely fixed, so a friendly, unhurried bargain is part of the fun.",
        "Save room for Omani halwa, a rich, glossy sweet flavoured with rosewater, saffron and cardamom, usually served with a small cup of kahwa. Many shops will happily offer you a taste before you buy, and a tin makes an excellent gift to take home.",
        "Timing matters in Muscat. Most shops open in the morning, close for a long break in the early afternoon and reopen from late afternoon into the evening, when the souq is at its liveliest. On Friday mornings many stalls stay shut until after midday prayers.",
        "If you are up early, walk along the Corniche to the Mutrah Fish Market, where the day's catch is auctioned at dawn. And if you have a free day, the Friday livestock market at Nizwa Souq, around two hours inland, is one of the most memorable sights in the country.",
      ],
      ar: [
        "قلّما تجد مكانًا يختصر روح عُمان كما يفعل سوق مطرح، الذي يختبئ خلف الكورنيش وتعلوه الجبال. وما إن تدخله حتى تفوح رائحة اللبان في ممراته الضيقة المسقوفة، المزدانة بالفوانيس والمنسوجات والصناديق الأثرية.",
        "يبقى اللبان التذكار الأشهر، ويُباع بحسب درجات جودته، ويتصدرها اللبان الظفاري الفاتح الشفاف. ابحث أيضًا عن الحلي الفضية، والخناجر العُمانية التقليدية، والكمة المطرزة، وشالات الباشمينا الناعمة. ونادرًا ما تكون الأسعار ثابتة، فالمفاصلة الودية الهادئة جزء من متعة التسوق.",
        "ولا تغادر قبل أن تتذوق الحلوى العُمانية، تلك الحلوى الغنية اللامعة المنكّهة بماء الورد والزعفران والهيل، والتي تُقدَّم عادةً مع فنجان من القهوة العُمانية. ويسعد كثير من أصحاب المحلات بأن يقدموا لك قطعة للتذوق قبل الشراء، وعلبة منها هدية مثالية تحملها معك إلى الوطن.",
        "التوقيت مهم في مسقط، إذ تفتح معظم المحلات صباحًا، ثم تغلق لاستراحة طويلة في ساعات الظهيرة، لتعود وتفتح من العصر حتى المساء، حين يبلغ السوق ذروة حيويته. أما صباح الجمعة فتبقى محلات كثيرة مغلقة حتى ما بعد صلاة الجمعة.",
        "وإن كنت من عشاق الاستيقاظ المبكر، فتمشَّ على الكورنيش حتى سوق السمك في مطرح، حيث يُباع صيد اليوم بالمزاد مع شروق الشمس. وإن كان لديك يوم إضافي، فسوق الماشية الذي يُقام صباح كل جمعة في سوق نزوى، على بعد ساعتين تقريبًا في الداخل، من أكثر المشاهد التي ستبقى في ذاكرتك.",
      ],
    },
    author: { en: "Khalid Al Harthy", ar: "خالد الحارثي" },
    publishedAt: "2026-03-18",
  },
  {
    slug: "alula-heritage-sites-guide",
    city: "alula",
    category: "culture",
    title: {
      en: "AlUla's Ancient Wonders: The Heritage Sites You Should Not Miss",
      ar: "كنوز العُلا القديمة: مواقع تراثية لا تفوّتها",
    },
    excerpt: {
      en: "Nabataean tombs, an open-air library of inscriptions and a mud-brick old town: a guide to the heritage sites that make AlUla unforgettable.",
      ar: "مقابر نبطية، ومكتبة مفتوحة من النقوش، وبلدة قديمة من الطين: دليلك إلى المواقع التراثية التي تجعل العُلا تجربة لا تُنسى.",
    },
    body: {
      en: [
        "Set among towering sandstone cliffs in north-western Saudi Arabia, AlUla has been a crossroads of civilisations for thousands of years. Today it is one of the region's most rewarding destinations, with heritage sites spread across a breathtaking desert valley.",
        "Hegra is the undisputed highlight. Saudi Arabia's first UNESCO World Heritage Site, it was the Nabataeans' great southern city, and more than a hundred monumental tombs are carved into its rocky outcrops. The lone Qasr al-Farid tomb, standing by itself in the sand, is an unforgettable sight, especially in the late-afternoon light.",
        "Nearby Dadan was the capital of the ancient Dadanite and Lihyanite kingdoms, and its cliff-side lion tombs are remarkable. Close by, Jabal Ikmah is often called an open-air library, its rock faces covered with hundreds of inscriptions in ancient scripts that tell stories of trade, faith and daily life.",
        "Do not leave without walking through AlUla Old Town, a maze of mud-brick houses and narrow lanes that was lived in for centuries. Finish the day at Elephant Rock, a giant natural rock formation where you can sit around fire pits as the sun goes down.",
        "Hegra and several other sites can only be visited on guided tours, so book your tickets in advance, especially between October and March, which is the most comfortable season. Wear sturdy shoes, carry water and a hat, and leave time for stargazing: AlUla's night skies are some of the darkest and clearest you will ever see.",
      ],
      ar: [
        "بين جروف الحجر الرملي الشاهقة في شمال غرب المملكة العربية السعودية، ظلت العُلا ملتقى للحضارات منذ آلاف السنين. وهي اليوم من أروع الوجهات في المنطقة، تنتشر مواقعها التراثية في وادٍ صحراوي يخطف الأنفاس.",
        "تبقى الحِجر جوهرة العُلا بلا منازع، فهي أول موقع سعودي يُدرج على قائمة التراث العالمي لليونسكو، وكانت المدينة الجنوبية الكبرى للأنباط، وتضم أكثر من مئة مقبرة ضخمة منحوتة في الكتل الصخرية. ويبقى قصر الفريد، القائم وحيدًا وسط الرمال، مشهدًا لا يُنسى، لا سيما في ضوء ما قبل الغروب.",
        "وعلى مقربة منها تقع دادان، عاصمة مملكتي دادان ولحيان القديمتين، وتلفت مقابر الأسود المنحوتة في واجهة الجبل أنظار الزوار. وغير بعيد عنها جبل عكمة، الذي يوصف غالبًا بأنه مكتبة مفتوحة، إذ تغطي واجهاته الصخرية مئات النقوش بخطوط قديمة تروي حكايات التجارة والمعتقدات والحياة اليومية.",
        "ولا تغادر قبل أن تتجول في البلدة القديمة في العُلا، وهي متاهة من البيوت الطينية والأزقة الضيقة ظلت مأهولة لقرون. ثم اختم يومك عند جبل الفيل، التكوين الصخري الطبيعي الضخم، حيث يمكنك الجلوس حول مواقد النار مع غروب الشمس.",
        "لا تُزار الحِجر وعدد من المواقع الأخرى إلا ضمن جولات مصحوبة بمرشد، لذا احجز تذاكرك مسبقًا، خاصة بين أكتوبر ومارس، وهو أنسب المواسم للزيارة. ارتدِ حذاءً متينًا، واحمل معك الماء وقبعة، وخصص وقتًا لرصد النجوم، فسماء العُلا ليلًا من أصفى السماوات وأشدها ظلمة على الإطلاق.",
      ],
    },
    author: { en: "Sara Al Qahtani", ar: "سارة القحطاني" },
    publishedAt: "2026-04-07",
  },
  {
    slug: "salalah-khareef-season-guide",
    city: "salalah",
    category: "day-trips",
    title: {
      en: "Salalah in the Khareef: Oman's Green Summer Escape",
      ar: "صلالة في موسم الخريف: ملاذ عُمان الأخضر في الصيف",
    },
    excerpt: {
      en: "While the rest of Arabia bakes, Salalah turns green, misty and cool. Everything you need to know to plan a trip during the khareef season.",
      ar: "بينما تشتد حرارة الصيف في أرجاء الجزيرة العربية، تكتسي صلالة بالخضرة والضباب والنسمات العليلة. كل ما تحتاج إلى معرفته لتخطط لرحلتك في موسم الخريف.",
    },
    body: {
      en: [
        "Every summer something remarkable happens in the far south of Oman. From around late June to mid-September, the khareef monsoon brings drizzle, mist and cool breezes to Salalah, turning the surrounding hills into a landscape that looks more like the highlands than Arabia.",
        "Temperatures rarely climb much above the high twenties, which is why families from across the Gulf head here for their summer holidays. The city's seasonal festival adds markets, concerts and children's activities, and the whole region takes on a cheerful holiday mood.",
        "Wadi Darbat is the star of the season, with waterfalls spilling over limestone cliffs and a lake where you can hire a small boat. Other favourites include the springs of Ayn Razat and Ayn Athum, the roaring blowholes at Mughsail Beach, and the roadside stalls selling fresh coconuts and bananas along the way.",
        "Roads over the Jebel Qara hills can be wrapped in thick fog, so drive slowly or join a guided day trip with an experienced local driver. Bring a light waterproof jacket and shoes with good grip, as paths near the waterfalls can be muddy and slippery.",
        "Accommodation fills up quickly, especially in July and August and during school holidays, so book early. And if you cannot make the khareef, the months that follow, known as sarb, bring clear blue skies, calm seas and hills that stay green for a few more weeks.",
      ],
      ar: [
        "في كل صيف يحدث أمر استثنائي في أقصى جنوب عُمان، فمنذ أواخر يونيو تقريبًا وحتى منتصف سبتمبر، يحمل موسم الخريف الرذاذ والضباب والنسمات الباردة إلى صلالة، فتتحول التلال المحيطة بها إلى مشهد أقرب إلى المرتفعات الخضراء منه إلى صحراء الجزيرة العربية.",
        "ونادرًا ما تتجاوز درجات الحرارة أواخر العشرينات، ولهذا تقصدها العائلات من مختلف أنحاء الخليج لقضاء إجازة الصيف. ويضيف مهرجان المدينة الموسمي أسواقًا وحفلات وأنشطة للأطفال، فتعم المنطقة كلها أجواء الإجازة المبهجة.",
        "يبقى وادي دربات نجم الموسم، بشلالاته المنسابة فوق الصخور الجيرية وبحيرته التي يمكنك استئجار قارب صغير للتجول فيها. ومن الوجهات المحببة أيضًا عين رزات وعين أثوم، وفتحات النوافير البحرية الهادرة في شاطئ المغسيل، وأكشاك الطريق التي تبيع جوز الهند الطازج والموز.",
        "قد يلف الضباب الكثيف الطرق الممتدة عبر جبال القرا، لذا قُد ببطء أو انضم إلى رحلة يومية مع سائق محلي متمرس. واحمل سترة خفيفة مقاومة للماء وحذاءً يثبت جيدًا على الأرض، فالممرات القريبة من الشلالات قد تكون موحلة وزلقة.",
        "تمتلئ أماكن الإقامة بسرعة، لا سيما في يوليو وأغسطس وخلال العطلات المدرسية، فاحرص على الحجز مبكرًا. وإن لم تتمكن من زيارتها في الخريف، فالأشهر التالية المعروفة بموسم الصرب تحمل سماءً زرقاء صافية وبحرًا هادئًا وتلالًا تبقى خضراء لأسابيع أخرى.",
      ],
    },
    author: { en: "Khalid Al Harthy", ar: "خالد الحارثي" },
    publishedAt: "2026-05-21",
  },
  {
    slug: "family-days-out-in-abu-dhabi",
    city: "abu-dhabi",
    category: "theme-parks",
    title: {
      en: "Family Days Out in Abu Dhabi: Ideas for Every Age",
      ar: "نزهات عائلية في أبوظبي: أفكار تناسب جميع الأعمار",
    },
    excerpt: {
      en: "Theme parks on Yas Island, a museum made for children, mangrove kayaking and beach afternoons: our favourite ways to spend a family day in the capital.",
      ar: "مدن ترفيهية في جزيرة ياس، ومتحف مصمم للأطفال، وتجديف بين أشجار القرم، وأمسيات على الشاطئ: أفكارنا المفضلة ليوم عائلي في العاصمة.",
    },
    body: {
      en: [
        "Abu Dhabi is one of the easiest cities in the region to explore with children. Distances are manageable, attractions are spacious and shaded, and there is always an indoor option when the afternoon heat sets in.",
        "Yas Island is the obvious place to start. Within a few minutes of each other you will find Ferrari World, Warner Bros. World, Yas Waterworld and SeaWorld Yas Island, so you can easily mix thrill rides for teenagers with gentler attractions for younger children. Multi-park tickets are usually the best value if you plan more than one visit.",
        "For a calmer day, head to Saadiyat Island. The Louvre Abu Dhabi has a dedicated children's museum with interactive exhibits, and the nearby beach has soft sand and gentle water. Later in the day, a guided kayak trip through the Eastern Mangroves is a lovely way to spot herons, crabs and, with luck, a turtle.",
        "The Sheikh Zayed Grand Mosque welcomes families and is free to visit. Children are usually fascinated by the vast carpet and sparkling chandeliers, and the reflective pools look magical at sunset. Dress modestly and check the visiting hours before you go.",
        "In the cooler months, finish the day on the Corniche, with its long promenade, playgrounds and cycle paths. In summer, plan outdoor time for early morning or evening and keep the middle of the day for indoor parks, museums and a well-earned rest.",
      ],
      ar: [
        "تُعد أبوظبي من أسهل مدن المنطقة لاستكشافها مع الأطفال، فالمسافات معقولة، والمعالم فسيحة ومظللة، وهناك دائمًا خيار داخلي حين تشتد حرارة الظهيرة.",
        "جزيرة ياس هي نقطة الانطلاق البديهية، فعلى بعد دقائق من بعضها تجد عالم فيراري ووارنر براذرز وورلد وياس ووترورلد وسي وورلد ياس، ما يتيح لك أن تجمع بين الألعاب المثيرة للمراهقين والأنشطة الهادئة للصغار. وغالبًا ما تكون تذاكر الحدائق المتعددة الخيار الأوفر إن كنت تخطط لأكثر من زيارة.",
        "ولقضاء يوم أكثر هدوءًا، توجه إلى جزيرة السعديات، حيث يضم متحف اللوفر أبوظبي متحفًا خاصًا بالأطفال بمعروضات تفاعلية، ويتميز الشاطئ القريب برماله الناعمة ومياهه الهادئة. وفي وقت لاحق من اليوم، تمنحك جولة بقوارب الكاياك مع مرشد بين أشجار القرم الشرقي فرصة جميلة لمشاهدة طيور البلشون والسلطعونات، وربما سلحفاة إن حالفك الحظ.",
        "يرحب جامع الشيخ زايد الكبير بالعائلات، والدخول إليه مجاني. وعادةً ما ينبهر الأطفال بسجادته الضخمة وثرياته المتلألئة، فيما تبدو البرك العاكسة ساحرة عند الغروب. ارتدِ ملابس محتشمة، وتحقق من مواعيد الزيارة قبل الذهاب.",
        "وفي الأشهر المعتدلة، اختم يومك على الكورنيش بممشاه الطويل وملاعب الأطفال ومسارات الدراجات. أما في الصيف، فخطط للأنشطة الخارجية في الصباح الباكر أو المساء، واترك منتصف النهار للحدائق الداخلية والمتاحف وقسط مستحق من الراحة.",
      ],
    },
    author: { en: "Priya Nair", ar: "بريا ناير" },
    publishedAt: "2026-06-30",
  },
  {
    slug: "dhow-cruise-tips",
    city: "dubai",
    category: "cruises",
    title: {
      en: "Dhow Cruise Tips: How to Choose the Perfect Evening on the Water",
      ar: "نصائح لرحلة الداو: كيف تختار أمسيتك المثالية على الماء",
    },
    excerpt: {
      en: "Creek or Marina, upper deck or lower, buffet or set menu? Our tips for getting the most out of a traditional dhow dinner cruise.",
      ar: "الخور أم المرسى؟ السطح العلوي أم الطابق السفلي؟ بوفيه أم قائمة محددة؟ نصائحنا لتستمتع بأفضل ما في رحلة العشاء على متن مركب الداو التقليدي.",
    },
    body: {
      en: [
        "For centuries, wooden dhows carried pearls, spices and traders across the Gulf. Today a dhow dinner cruise is one of the most relaxing ways to spend an evening, and with so many on offer, a little planning goes a long way.",
        "The first choice is where to sail. Cruises on Dubai Creek pass the souqs, heritage houses and abra stations of the old city and tend to be more traditional and budget-friendly. Marina cruises glide between glittering towers and out towards the open sea, offering the more dramatic modern skyline.",
        "Ask whether the dinner is a buffet or served at your table, and whether soft drinks are included. Most cruises last around two hours and include live entertainment such as a tanoura dancer, whose spinning, colourful skirts are always a hit with children.",
        "If you love the breeze and the views, request seats on the open upper deck. On warm summer nights or if you are travelling with small children, the air-conditioned lower deck may be more comfortable. Arrive at the jetty fifteen to twenty minutes early, as boats leave on time.",
        "Smart-casual clothing is fine, and a light layer is handy in winter when it can get breezy on the water. For something quieter, look for a private dhow charter, or head further afield to the fjords of Musandam, where full-day dhow trips stop for swimming and dolphin spotting.",
      ],
      ar: [
        "على مدى قرون، حملت مراكب الداو الخشبية اللؤلؤ والتوابل والتجار عبر مياه الخليج. واليوم تُعد رحلة العشاء على متن الداو من أكثر الطرق استرخاءً لقضاء الأمسية، ومع كثرة الخيارات المتاحة، يصنع قليل من التخطيط فرقًا كبيرًا.",
        "أول ما عليك اختياره هو مسار الرحلة. فالرحلات في خور دبي تمر بالأسواق والبيوت التراثية ومحطات العبرة في المدينة القديمة، وتتميز غالبًا بطابعها التقليدي وأسعارها المناسبة. أما رحلات المرسى فتنساب بين الأبراج المتلألئة باتجاه البحر المفتوح، وتمنحك إطلالة أكثر إبهارًا على الأفق الحديث.",
        "استفسر عمّا إذا كان العشاء بوفيهًا مفتوحًا أم يُقدَّم على الطاولة، وهل تشمل الرحلة المشروبات الغازية. وتستغرق معظم الرحلات نحو ساعتين، وتتضمن فقرات ترفيهية حية مثل رقصة التنورة، التي تأسر الأطفال دائمًا بدورانها وألوانها الزاهية.",
        "إن كنت تحب النسيم والإطلالات، فاطلب مقاعد على السطح العلوي المكشوف. أما في ليالي الصيف الدافئة أو إن كنت برفقة أطفال صغار، فقد يكون الطابق السفلي المكيف أكثر راحة. واحرص على الوصول إلى الرصيف قبل الموعد بخمس عشرة إلى عشرين دقيقة، فالمراكب تبحر في موعدها.",
        "الملابس الأنيقة غير الرسمية مناسبة تمامًا، ويُستحسن حمل طبقة خفيفة في الشتاء حين يشتد النسيم فوق الماء. وإن كنت تبحث عن أجواء أكثر هدوءًا، فاختر استئجار مركب داو خاص، أو انطلق أبعد إلى خلجان مسندم، حيث تتوقف رحلات الداو ليوم كامل للسباحة ومشاهدة الدلافين.",
      ],
    },
    author: { en: "James Whitfield", ar: "جيمس ويتفيلد" },
    publishedAt: "2026-08-12",
  },
  {
    slug: "what-to-wear-in-the-gulf",
    city: null,
    category: null,
    title: {
      en: "What to Wear in the Gulf: A Practical Packing Guide",
      ar: "ماذا ترتدي في الخليج؟ دليل عملي لحقيبة سفرك",
    },
    excerpt: {
      en: "Respectful, comfortable and ready for the heat: how to dress for malls, mosques, beaches and the desert on your Gulf holiday.",
      ar: "ملابس محتشمة ومريحة تناسب الحر: كيف تختار ما ترتديه في مراكز التسوق والمساجد والشواطئ والصحراء خلال عطلتك في الخليج.",
    },
    body: {
      en: [
        "One of the most common questions we hear from first-time visitors is what to pack. The good news is that dress codes across the Gulf are more relaxed than many people expect, and a few simple guidelines will see you comfortably through almost any situation.",
        "In public places such as malls, souqs and heritage areas, aim to cover your shoulders and knees. Light, loose clothing in cotton or linen is ideal, both for modesty and for staying cool. Tight or very revealing outfits may attract attention, and some venues politely ask guests to cover up.",
        "Mosques have stricter rules. Women should wear long sleeves, ankle-length skirts or trousers and a headscarf, and men should wear long trousers. Some major mosques lend traditional robes at the entrance, but it is easier to arrive already dressed appropriately, and everyone removes their shoes before entering.",
        "Swimwear is perfectly fine at hotel pools, beach clubs and public beaches, but pop on a cover-up before walking into a lobby, café or shop. In Saudi Arabia, visitors are no longer required to wear an abaya, though modest, loose clothing is expected in public.",
        "Do not forget layers. Air conditioning indoors can be surprisingly cold, desert evenings in winter can drop sharply, and mountain areas such as Jebel Jais can be chilly. A light scarf or cardigan, a sun hat, sunglasses and comfortable walking shoes will cover nearly every plan.",
      ],
      ar: [
        "من أكثر الأسئلة التي نسمعها من الزوار الجدد: ماذا أحزم في حقيبتي؟ والخبر السار أن قواعد اللباس في الخليج أكثر مرونة مما يتوقعه كثيرون، وأن بضع إرشادات بسيطة تكفي لتشعر بالراحة في أي موقف تقريبًا.",
        "في الأماكن العامة كمراكز التسوق والأسواق والمناطق التراثية، احرص على تغطية الكتفين والركبتين. والملابس الخفيفة الفضفاضة المصنوعة من القطن أو الكتان مثالية، فهي محتشمة وتمنحك الانتعاش في آن واحد. وقد تلفت الملابس الضيقة أو الكاشفة الأنظار، وتطلب بعض الأماكن من ضيوفها بلطف ارتداء ما يستر.",
        "للمساجد قواعد أكثر صرامة، إذ يُطلب من النساء ارتداء أكمام طويلة وتنورة أو بنطال يصل إلى الكاحل مع غطاء للرأس، ومن الرجال ارتداء بنطال طويل. وتوفر بعض المساجد الكبرى عباءات تقليدية عند المدخل، لكن الأسهل أن تصل بملابس مناسبة، ويخلع الجميع أحذيتهم قبل الدخول.",
        "ملابس السباحة مقبولة تمامًا في مسابح الفنادق والنوادي الشاطئية والشواطئ العامة، لكن احرص على ارتداء ما يسترك قبل دخول الردهة أو المقهى أو المتجر. وفي المملكة العربية السعودية، لم يعد ارتداء العباءة مطلوبًا من الزائرات، مع مراعاة الملابس المحتشمة الفضفاضة في الأماكن العامة.",
        "ولا تنسَ الطبقات الإضافية، فالتكييف في الأماكن المغلقة قد يكون باردًا على نحو مفاجئ، وتنخفض الحرارة بشدة في أمسيات الشتاء الصحراوية، وقد تكون المناطق الجبلية مثل جبل جيس باردة. ووشاح خفيف أو سترة صوفية رقيقة، وقبعة شمس، ونظارة شمسية، وحذاء مريح للمشي، تكفي لكل خططك تقريبًا.",
      ],
    },
    author: { en: "Layla Haddad", ar: "ليلى حداد" },
    publishedAt: "2026-09-08",
  },
  {
    slug: "uae-national-day-events",
    city: null,
    category: "attractions",
    title: {
      en: "Celebrating UAE National Day: Where to Join the Festivities",
      ar: "احتفالات اليوم الوطني لدولة الإمارات: أين تشارك الفرحة؟",
    },
    excerpt: {
      en: "Fireworks, heritage shows and flag-decked streets: how to make the most of the Eid Al Etihad long weekend, wherever you are in the Emirates.",
      ar: "ألعاب نارية، وعروض تراثية، وشوارع تزينها الأعلام: كيف تستمتع بعطلة عيد الاتحاد الطويلة أينما كنت في الإمارات.",
    },
    body: {
      en: [
        "Every year on 2 December, the UAE celebrates the day in 1971 when the emirates came together as one nation. Known today as Eid Al Etihad, it is one of the most joyful times to be in the country, with a long weekend that usually also takes in Commemoration Day on 30 November.",
        "In the days leading up to the holiday, the whole country turns red, green, white and black. Flags hang from balconies, buildings light up in the national colours, and cars are decorated with stickers, scarves and portraits of the nation's leaders.",
        "Fireworks are the highlight for many. Look out for displays at major leisure destinations, waterfronts and family parks across Dubai, Abu Dhabi and the northern emirates, and check the official programme a few days before, as times and venues are announced close to the date.",
        "For a taste of heritage, head to festivals and cultural villages where you can watch traditional dances such as the ayyala, browse handicrafts, sip Arabic coffee and try local sweets like luqaimat. Many museums and heritage sites host special activities for children during the holiday.",
        "With residents and visitors from across the region out celebrating, attractions, cruises and desert camps fill up quickly over the long weekend. Book early, allow extra time for traffic, and join in the fun: wearing the national colours is always welcome.",
      ],
      ar: [
        "في الثاني من ديسمبر من كل عام، تحتفل دولة الإمارات بذكرى اليوم الذي اتحدت فيه الإمارات عام 1971 لتصبح دولة واحدة. وتُعرف المناسبة اليوم باسم «عيد الاتحاد»، وهو من أبهج الأوقات لزيارة الدولة، إذ تمتد العطلة عادةً لتشمل يوم الشهيد في الثلاثين من نوفمبر.",
        "وفي الأيام التي تسبق المناسبة، تكتسي الدولة كلها بالأحمر والأخضر والأبيض والأسود، فترفرف الأعلام من الشرفات، وتتلألأ المباني بألوان العلم، وتتزين السيارات بالملصقات والأوشحة وصور قادة الوطن.",
        "وتبقى الألعاب النارية أبرز ما ينتظره كثيرون، وتُقام عروضها في الوجهات الترفيهية الكبرى والواجهات البحرية والحدائق العائلية في دبي وأبوظبي والإمارات الشمالية. تابع البرنامج الرسمي قبل المناسبة ببضعة أيام، فالمواعيد والمواقع تُعلن عادةً في وقت قريب من الموعد.",
        "ولتعيش أجواء التراث، توجه إلى المهرجانات والقرى الثقافية، حيث تشاهد الرقصات الشعبية مثل العيالة، وتتجول بين الحرف اليدوية، وترتشف القهوة العربية، وتتذوق الحلويات المحلية مثل اللقيمات. كما تنظم متاحف ومواقع تراثية عديدة أنشطة خاصة للأطفال خلال العطلة.",
        "ومع خروج المواطنين والمقيمين والزوار من أنحاء المنطقة للاحتفال، تمتلئ المعالم والرحلات البحرية والمخيمات الصحراوية سريعًا خلال العطلة الطويلة. لذا احجز مبكرًا، وخصص وقتًا إضافيًا للتنقل، وشارك الجميع فرحتهم، فارتداء ألوان العلم موضع ترحيب دائمًا.",
      ],
    },
    author: { en: "Mariam Al Suwaidi", ar: "مريم السويدي" },
    publishedAt: "2026-10-22",
  },
];
