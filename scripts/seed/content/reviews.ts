// Demo pools of traveller reviews, reviewer names and countries that the seed generator draws from, in English and Arabic.
import type { ReviewPool, ReviewerNames } from "../types.ts";

export const REVIEW_POOL: ReviewPool = {
  5: {
    en: [
      {
        title: "Absolutely worth it",
        body: "Our guide was friendly, knowledgeable and clearly loved his job. Everything ran on time from pick-up to drop-off, and the views were incredible. Would book again in a heartbeat.",
      },
      {
        title: "Highlight of our holiday",
        body: "We did a lot during our week in the Gulf, but this was the one the whole family keeps talking about. Well organised, great value and plenty of time for photos.",
      },
      {
        title: "Perfect from start to finish",
        body: "Booking was easy, the driver arrived a few minutes early and the team looked after us brilliantly. Small details like cold water and clear instructions made all the difference.",
      },
      {
        title: "Fantastic with kids",
        body: "We travelled with two children aged 6 and 9 and the staff were so patient with them. They were kept entertained the whole time and slept all the way back to the hotel!",
      },
      {
        title: "Exceeded expectations",
        body: "I was worried it might feel touristy, but it was genuinely special. Our guide shared lots of local stories and went out of his way to make sure everyone had a great time.",
      },
      {
        title: "Book it, you won't regret it",
        body: "Amazing experience at a very fair price. The group was a nice size, nothing felt rushed and the sunset at the end was unforgettable.",
      },
      {
        title: "Wonderful hospitality",
        body: "Warm welcome, excellent coffee and dates, and a team that genuinely cared. We felt like guests rather than customers. Thank you for a memorable day!",
      },
    ],
    ar: [
      {
        title: "تجربة تستحق كل درهم",
        body: "المرشد كان ودودًا وملمًّا بكل التفاصيل، والتزم الفريق بالمواعيد من لحظة الاصطحاب حتى العودة إلى الفندق. الإطلالات رائعة، وسأكرر التجربة بلا تردد.",
      },
      {
        title: "أجمل ما في رحلتنا",
        body: "قمنا بأنشطة كثيرة خلال إجازتنا، لكن هذه التجربة هي التي لا تزال العائلة كلها تتحدث عنها. تنظيم ممتاز، وسعر مناسب، ووقت كافٍ لالتقاط الصور.",
      },
      {
        title: "ممتاز من البداية إلى النهاية",
        body: "الحجز سهل، ووصل السائق قبل الموعد بدقائق، واهتم بنا الفريق اهتمامًا رائعًا. تفاصيل صغيرة مثل الماء البارد والتعليمات الواضحة صنعت فرقًا كبيرًا.",
      },
      {
        title: "مناسبة جدًا للعائلات",
        body: "كان معنا طفلان، وتعامل الطاقم معهما بصبر ولطف كبيرين. استمتعا طوال الوقت، وناما في طريق العودة من شدة التعب والفرح!",
      },
      {
        title: "فاقت توقعاتي",
        body: "كنت أخشى أن تكون التجربة تقليدية ومكررة، لكنها كانت مميزة فعلًا. شاركنا المرشد حكايات كثيرة عن المنطقة، وحرص على أن يستمتع الجميع.",
      },
      {
        title: "أنصح بها بشدة",
        body: "تجربة مذهلة بسعر معقول جدًا. عدد المشاركين مناسب، ولم نشعر بأي استعجال، وكان منظر الغروب في الختام لا يُنسى.",
      },
      {
        title: "ضيافة راقية",
        body: "استقبال حار، وقهوة عربية وتمر، وفريق يهتم بضيوفه بصدق. شعرنا بأننا ضيوف لا مجرد زبائن. شكرًا على يوم جميل لن ننساه!",
      },
    ],
  },
  4: {
    en: [
      {
        title: "Really enjoyable",
        body: "A great day out with a lovely guide and beautiful scenery. Pick-up was about 15 minutes late, but they kept us informed by message, so no real complaints.",
      },
      {
        title: "Great experience, small hiccups",
        body: "Well organised overall and the team were very friendly. The lunch was a bit basic, but the activity itself more than made up for it.",
      },
      {
        title: "Very good value",
        body: "We got much more than we expected for the price. It was a little crowded at the main stop, but our guide found us a quieter spot for photos.",
      },
      {
        title: "Lovely time as a couple",
        body: "Relaxed, romantic and well paced. The only thing I would change is a slightly longer stop at the end to enjoy the views.",
      },
      {
        title: "Recommended",
        body: "Friendly staff, clean vehicle and a guide who spoke excellent English. It was quite hot in the middle of the day, so I would suggest the earlier slot if you can.",
      },
      {
        title: "Good fun for the family",
        body: "The kids loved it and we felt safe the whole time. Instructions at the start could have been a bit clearer, but the team were always happy to help.",
      },
      {
        title: "Nice way to spend the afternoon",
        body: "Everything was as described and the timing worked well around our other plans. Would have given five stars if the drinks had been included.",
      },
    ],
    ar: [
      {
        title: "تجربة ممتعة جدًا",
        body: "يوم جميل مع مرشد لطيف ومناظر خلابة. تأخر السائق نحو ربع ساعة، لكنهم أبلغونا برسالة مسبقًا، فلم يزعجنا الأمر كثيرًا.",
      },
      {
        title: "رائعة مع ملاحظات بسيطة",
        body: "التنظيم جيد بشكل عام والفريق ودود جدًا. كان الغداء بسيطًا بعض الشيء، لكن التجربة نفسها عوّضت ذلك وزيادة.",
      },
      {
        title: "قيمة ممتازة مقابل السعر",
        body: "حصلنا على أكثر مما توقعنا مقارنةً بالسعر. كان المكان مزدحمًا قليلًا في المحطة الرئيسية، لكن المرشد دلّنا على زاوية أهدأ لالتقاط الصور.",
      },
      {
        title: "أمسية جميلة لشخصين",
        body: "أجواء هادئة ورومانسية وإيقاع مريح. تمنيت فقط لو كانت الوقفة الأخيرة أطول قليلًا للاستمتاع بالإطلالة.",
      },
      {
        title: "أنصح بها",
        body: "طاقم ودود، وسيارة نظيفة، ومرشد يتحدث العربية والإنجليزية بطلاقة. كان الجو حارًا في منتصف النهار، لذا أنصح بالموعد الصباحي إن أمكن.",
      },
      {
        title: "ممتعة للعائلة",
        body: "استمتع الأطفال كثيرًا وشعرنا بالأمان طوال الوقت. كان يمكن أن تكون التعليمات في البداية أوضح، لكن الفريق كان مستعدًا للمساعدة دائمًا.",
      },
      {
        title: "طريقة لطيفة لقضاء فترة العصر",
        body: "كل شيء كان مطابقًا للوصف، وناسب التوقيت بقية خططنا. كنت سأمنحها خمس نجوم لو كانت المشروبات مشمولة.",
      },
    ],
  },
  3: {
    en: [
      {
        title: "Good, but not great",
        body: "The activity itself was enjoyable and the views were nice. However, we spent a lot of time waiting around, and the whole thing felt a little rushed at the end.",
      },
      {
        title: "Mixed feelings",
        body: "Our guide was lovely, but the group was much bigger than we expected, which made it hard to hear him. Decent value, just not quite what we imagined.",
      },
      {
        title: "Okay for the price",
        body: "You get what you pay for. The main part was fun, but the food was average and the facilities could have been cleaner.",
      },
      {
        title: "Average experience",
        body: "Nothing went wrong exactly, but nothing stood out either. Pick-up was on time, the schedule was fine, and the day was pleasant enough.",
      },
      {
        title: "Nice idea, needs better organisation",
        body: "It took quite a while to get everyone sorted at the start, and the information we received before the day was confusing. Once it got going, we had a good time.",
      },
      {
        title: "Too hot at that time of day",
        body: "We booked the midday slot and it was simply too hot to enjoy it fully. The staff were helpful, but I would recommend going early morning or in the evening.",
      },
      {
        title: "Fine, but a bit long",
        body: "Some parts were really interesting, others dragged on. Our children lost interest halfway through. Better suited to adults, I think.",
      },
    ],
    ar: [
      {
        title: "جيدة ولكن ليست مميزة",
        body: "التجربة نفسها ممتعة والمناظر جميلة، لكننا قضينا وقتًا طويلًا في الانتظار، وشعرنا بشيء من الاستعجال في النهاية.",
      },
      {
        title: "مشاعر متباينة",
        body: "المرشد كان لطيفًا، لكن المجموعة كانت أكبر بكثير مما توقعنا، فصعب علينا سماع شرحه. القيمة مقبولة، لكنها ليست كما تخيلنا تمامًا.",
      },
      {
        title: "مقبولة مقارنةً بالسعر",
        body: "على قدر ما تدفع تحصل. الجزء الرئيسي كان ممتعًا، لكن الطعام عادي، وكانت المرافق تحتاج إلى مزيد من النظافة.",
      },
      {
        title: "تجربة عادية",
        body: "لم يحدث أي خطأ، لكن لم يلفت انتباهنا شيء مميز أيضًا. جاء السائق في موعده، والبرنامج معقول، والوقت مرّ بشكل لطيف.",
      },
      {
        title: "فكرة جميلة تحتاج إلى تنظيم أفضل",
        body: "استغرق ترتيب المشاركين في البداية وقتًا طويلًا، وكانت المعلومات التي وصلتنا قبل الموعد غير واضحة. لكن بعد الانطلاق قضينا وقتًا طيبًا.",
      },
      {
        title: "الجو حار جدًا في هذا التوقيت",
        body: "حجزنا موعد الظهيرة، وكانت الحرارة شديدة لدرجة أننا لم نستمتع كما ينبغي. الطاقم متعاون، لكنني أنصح بالذهاب صباحًا أو مساءً.",
      },
      {
        title: "جيدة لكنها طويلة بعض الشيء",
        body: "بعض الفقرات كانت شيقة فعلًا، وبعضها طال أكثر من اللازم. فقد أطفالنا حماسهم في منتصف الوقت، وأظنها أنسب للكبار.",
      },
    ],
  },
  2: {
    en: [
      {
        title: "Late pick-up spoiled the start",
        body: "Our driver arrived almost 45 minutes late with no message, so we missed part of the programme. The guide was nice, but we expected better communication.",
      },
      {
        title: "Very crowded",
        body: "There were far more people than we expected, and it was hard to enjoy the experience with so many groups at the same time. It felt more like a production line than a tour.",
      },
      {
        title: "Not as described",
        body: "Several things listed in the description did not happen, including one of the main stops. When we asked, we were told it was 'not possible today' without a real explanation.",
      },
      {
        title: "Disappointing food",
        body: "The activity was fine, but the meal included in the price was cold and there was very little choice for vegetarians. For the price, I expected more.",
      },
      {
        title: "Rushed and disorganised",
        body: "We were constantly hurried from one stop to the next and barely had time for photos. The guide seemed more focused on keeping to the schedule than on the guests.",
      },
      {
        title: "Vehicle needs attention",
        body: "The air conditioning in our vehicle barely worked, which made the journey very uncomfortable in the heat. The staff apologised, but nothing could be done.",
      },
      {
        title: "Expected more",
        body: "The photos online made it look much more impressive than it was. The staff were polite, but overall it was not worth the money for us.",
      },
    ],
    ar: [
      {
        title: "التأخير أفسد البداية",
        body: "وصل السائق متأخرًا قرابة 45 دقيقة دون أي رسالة، ففاتنا جزء من البرنامج. المرشد كان لطيفًا، لكننا توقعنا تواصلًا أفضل.",
      },
      {
        title: "زحام شديد",
        body: "كان عدد المشاركين أكبر بكثير مما توقعنا، وصعب علينا الاستمتاع بالتجربة مع وجود مجموعات كثيرة في الوقت نفسه. شعرنا بأنها خط إنتاج لا جولة سياحية.",
      },
      {
        title: "لا تطابق الوصف",
        body: "لم تُنفَّذ عدة أمور مذكورة في الوصف، من بينها إحدى المحطات الرئيسية. وعندما سألنا، قيل لنا إنها «غير ممكنة اليوم» دون توضيح حقيقي.",
      },
      {
        title: "الطعام مخيب للآمال",
        body: "النشاط نفسه لا بأس به، لكن الوجبة المشمولة في السعر وصلت باردة، والخيارات النباتية محدودة جدًا. توقعت أكثر مقابل هذا السعر.",
      },
      {
        title: "استعجال وسوء تنظيم",
        body: "كنا نُستعجل باستمرار من محطة إلى أخرى، وبالكاد وجدنا وقتًا لالتقاط الصور. بدا أن المرشد مهتم بالالتزام بالجدول أكثر من اهتمامه بالضيوف.",
      },
      {
        title: "السيارة تحتاج إلى صيانة",
        body: "التكييف في السيارة كان ضعيفًا جدًا، فكانت الرحلة مرهقة في هذا الحر. اعتذر الطاقم، لكن لم يكن بالإمكان فعل شيء.",
      },
      {
        title: "توقعت أكثر",
        body: "الصور على الموقع تُظهر التجربة أجمل بكثير من الواقع. الطاقم مهذب، لكنها بشكل عام لم تكن تستحق المبلغ بالنسبة إلينا.",
      },
    ],
  },
  1: {
    en: [
      {
        title: "Pick-up never arrived",
        body: "We waited in the hotel lobby for over an hour and nobody came. The operator eventually called to reschedule, but by then our plans for the day were ruined.",
      },
      {
        title: "Nothing like the listing",
        body: "Unfortunately, the experience was very different from what was advertised. Key parts of the programme were skipped, and the group was far larger than the 'small group' we booked.",
      },
      {
        title: "Cancelled at the last minute",
        body: "The tour was cancelled less than two hours before the start time, with no alternative offered. I appreciate things happen, but better notice would have helped.",
      },
      {
        title: "Felt unsafe",
        body: "The driving was much too fast for our comfort, even after we politely asked the driver to slow down. We were travelling with children and did not enjoy it at all.",
      },
      {
        title: "Poor communication",
        body: "We never received clear meeting instructions, and the phone number provided did not answer. When we finally found the group, they had already left.",
      },
      {
        title: "Not suitable as advertised",
        body: "It was described as family-friendly, but there was very little shade or seating and nothing for younger children to do. We left early.",
      },
      {
        title: "Very disappointing",
        body: "Long waits, a tired-looking venue and a guide who barely spoke to the group. I am sorry to leave a negative review, but this needs improvement.",
      },
    ],
    ar: [
      {
        title: "لم يحضر أحد لاصطحابنا",
        body: "انتظرنا في ردهة الفندق أكثر من ساعة ولم يأتِ أحد. اتصل المنظم في النهاية لتغيير الموعد، لكن خطط يومنا كانت قد تعطلت بالكامل.",
      },
      {
        title: "مختلفة تمامًا عن الإعلان",
        body: "للأسف، كانت التجربة بعيدة جدًا عما هو معلن. أُلغيت أجزاء أساسية من البرنامج، وكانت المجموعة أكبر بكثير من «المجموعة الصغيرة» التي حجزناها.",
      },
      {
        title: "إلغاء في اللحظة الأخيرة",
        body: "أُلغيت الرحلة قبل موعدها بأقل من ساعتين دون تقديم أي بديل. أتفهم أن الظروف تحدث، لكن إشعارًا مبكرًا كان سيساعدنا كثيرًا.",
      },
      {
        title: "لم نشعر بالأمان",
        body: "كانت القيادة سريعة أكثر مما نرتاح له، حتى بعد أن طلبنا من السائق بلطف أن يخفف السرعة. كان معنا أطفال ولم نستمتع إطلاقًا.",
      },
      {
        title: "تواصل ضعيف",
        body: "لم تصلنا تعليمات واضحة عن نقطة الالتقاء، ولم يرد أحد على رقم الهاتف المرفق. وحين وصلنا أخيرًا إلى المكان، كانت المجموعة قد غادرت.",
      },
      {
        title: "غير مناسبة للعائلات كما ذُكر",
        body: "وُصفت التجربة بأنها مناسبة للعائلات، لكن لم يكن هناك ظل أو مقاعد تقريبًا، ولا أي نشاط للأطفال الصغار، فغادرنا مبكرًا.",
      },
      {
        title: "مخيبة للآمال جدًا",
        body: "انتظار طويل، ومكان يحتاج إلى تجديد، ومرشد بالكاد تحدث إلى المجموعة. يؤسفني أن أكتب تقييمًا سلبيًا، لكن التجربة تحتاج إلى تحسين.",
      },
    ],
  },
};

export const REVIEWER_NAMES: ReviewerNames = {
  en: [
    "Sarah K.",
    "James W.",
    "Emily R.",
    "Daniel M.",
    "Olivia T.",
    "Michael B.",
    "Hannah L.",
    "Thomas G.",
    "Sophie H.",
    "Matthew P.",
    "Charlotte D.",
    "Ryan F.",
    "Jessica N.",
    "Andrew C.",
    "Lucy S.",
    "David O.",
    "Chloe A.",
    "Benjamin J.",
    "Rachel E.",
    "Christopher V.",
    "Amy W.",
    "Liam K.",
    "Grace M.",
    "Nathan R.",
    "Megan B.",
    "Jack H.",
    "Laura P.",
    "Samuel T.",
    "Ella G.",
    "Oliver N.",
    "Katie F.",
    "Mark D.",
  ],
  ar: [
    "محمد ع.",
    "نورة س.",
    "أحمد ك.",
    "فاطمة م.",
    "عبدالله ح.",
    "مريم ر.",
    "خالد ش.",
    "سارة ب.",
    "سلطان ن.",
    "هند ع.",
    "يوسف ج.",
    "ريم د.",
    "عمر ف.",
    "لطيفة ز.",
    "فيصل ق.",
    "عائشة ط.",
    "سعود م.",
    "شيخة ح.",
    "راشد س.",
    "منى ي.",
    "حمد ك.",
    "دانة ع.",
    "ماجد ر.",
    "أمل خ.",
    "طارق ب.",
    "جواهر ش.",
    "ناصر ل.",
    "ليلى ه.",
    "بدر ص.",
    "حصة م.",
    "إبراهيم و.",
    "رنا ت.",
  ],
};

export const REVIEWER_COUNTRIES: string[] = [
  "GB",
  "IN",
  "SA",
  "AE",
  "DE",
  "US",
  "RU",
  "KW",
  "EG",
  "FR",
  "CN",
  "PK",
  "OM",
  "QA",
  "IT",
];
