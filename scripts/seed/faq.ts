// Demo FAQ content in English and Arabic.
import type { FaqTopic } from "../../shared/catalogue.ts";

type Faq = { topic: FaqTopic; en: [string, string]; ar: [string, string] };

export const FAQS: Faq[] = [
  {
    topic: "booking",
    en: [
      "How do I book an experience?",
      "Choose an experience, pick a date, an option and the number of guests, then add it to your cart and check out. You receive your confirmation by email within minutes.",
    ],
    ar: [
      "كيف أحجز تجربة؟",
      "اختر التجربة، ثم حدد التاريخ والخيار وعدد الضيوف، وأضفها إلى سلة التسوق وأكمل الدفع. ستصلك رسالة التأكيد بالبريد الإلكتروني خلال دقائق.",
    ],
  },
  {
    topic: "booking",
    en: [
      "Do I need to print my ticket?",
      "No. Show the voucher on your phone at the meeting point. A few attractions ask for a printed ticket; the activity page says so under Know Before You Go.",
    ],
    ar: [
      "هل أحتاج إلى طباعة التذكرة؟",
      "لا، يكفي أن تعرض القسيمة على هاتفك عند نقطة الالتقاء. تطلب بعض المعالم تذكرة مطبوعة، وتجد ذلك مذكورًا في قسم «معلومات قبل الذهاب» في صفحة النشاط.",
    ],
  },
  {
    topic: "booking",
    en: [
      "Can I book for a group?",
      "Yes. Each option shows the maximum number of guests per booking. For larger groups or private events, send us a custom offer request and our team will reply within a few hours.",
    ],
    ar: [
      "هل يمكنني الحجز لمجموعة؟",
      "نعم. يوضح كل خيار الحد الأقصى لعدد الضيوف في الحجز الواحد. وللمجموعات الكبيرة أو المناسبات الخاصة، أرسل إلينا طلب عرض مخصص وسيرد فريقنا خلال ساعات قليلة.",
    ],
  },
  {
    topic: "payment",
    en: [
      "Which payment methods do you accept?",
      "We accept Visa, Mastercard and American Express, as well as Apple Pay and Google Pay where your device supports them. All payments are processed securely in UAE dirhams.",
    ],
    ar: [
      "ما طرق الدفع المقبولة؟",
      "نقبل بطاقات فيزا وماستركارد وأمريكان إكسبريس، إضافة إلى Apple Pay وGoogle Pay إذا كان جهازك يدعمهما. وتُعالج جميع المدفوعات بأمان بالدرهم الإماراتي.",
    ],
  },
  {
    topic: "payment",
    en: [
      "What is Book Now, Pay Later?",
      "On eligible experiences you can reserve your place without paying online. Our team contacts you to arrange payment before the activity date.",
    ],
    ar: [
      "ما خدمة «احجز الآن وادفع لاحقًا»؟",
      "في التجارب المؤهلة يمكنك حجز مكانك دون الدفع عبر الإنترنت، ويتواصل معك فريقنا لترتيب الدفع قبل موعد النشاط.",
    ],
  },
  {
    topic: "payment",
    en: [
      "Why was my card amount reserved but not charged?",
      "Some activities need the operator to confirm availability. Until then the amount is only reserved on your card; it is charged once the booking is confirmed, and released if it is not.",
    ],
    ar: [
      "لماذا حُجز المبلغ على بطاقتي دون خصمه؟",
      "تحتاج بعض الأنشطة إلى تأكيد المشغل لتوفر المقاعد. وحتى ذلك الحين يبقى المبلغ محجوزًا على بطاقتك فقط، ثم يُخصم عند تأكيد الحجز أو يُحرَّر إذا لم يُؤكَّد.",
    ],
  },
  {
    topic: "cancellation",
    en: [
      "Can I cancel my booking?",
      "Most experiences offer free cancellation up to 24 hours before the start. The exact policy is shown on each activity page and in your confirmation email.",
    ],
    ar: [
      "هل يمكنني إلغاء حجزي؟",
      "تتيح معظم التجارب الإلغاء المجاني حتى أربع وعشرين ساعة قبل موعد البدء. وتجد السياسة الدقيقة في صفحة كل نشاط وفي رسالة التأكيد.",
    ],
  },
  {
    topic: "cancellation",
    en: [
      "When will I get my refund?",
      "Refunds are sent to your original payment method as soon as the cancellation is confirmed. Depending on your bank, it can take 5 to 10 working days to appear.",
    ],
    ar: [
      "متى أسترد أموالي؟",
      "نرسل المبلغ المسترد إلى وسيلة الدفع الأصلية فور تأكيد الإلغاء، وقد يستغرق ظهوره من خمسة إلى عشرة أيام عمل حسب البنك.",
    ],
  },
  {
    topic: "cancellation",
    en: [
      "What happens if the weather is bad?",
      "If the operator cancels because of weather, such as a sandstorm or high seas, you can choose another date or receive a full refund.",
    ],
    ar: [
      "ماذا يحدث إذا ساء الطقس؟",
      "إذا ألغى المشغل النشاط بسبب الطقس، كعاصفة رملية أو ارتفاع الأمواج، يمكنك اختيار موعد آخر أو استرداد المبلغ كاملًا.",
    ],
  },
  {
    topic: "onTheDay",
    en: [
      "Is hotel pick-up included?",
      "Many desert safaris and city tours include pick-up from hotels in the city. The option you choose says whether pick-up and drop-off are included, and you enter your pick-up address at checkout.",
    ],
    ar: [
      "هل يشمل النشاط الاصطحاب من الفندق؟",
      "تشمل كثير من رحلات السفاري الصحراوية والجولات في المدن الاصطحاب من الفنادق. ويوضح الخيار الذي تختاره ما إذا كان الاصطحاب والتوصيل مشمولين، وتُدخل عنوان الاصطحاب عند الدفع.",
    ],
  },
  {
    topic: "onTheDay",
    en: [
      "What should I wear?",
      "Light, comfortable clothing and closed shoes suit most activities. Mosques and some heritage sites require covered shoulders and knees; the activity page lists what to bring.",
    ],
    ar: [
      "ماذا أرتدي؟",
      "تناسب الملابس الخفيفة المريحة والأحذية المغلقة معظم الأنشطة. وتشترط المساجد وبعض المواقع التراثية تغطية الكتفين والركبتين، وتجد في صفحة النشاط قائمة بما يجب إحضاره.",
    ],
  },
  {
    topic: "onTheDay",
    en: [
      "What if I am running late?",
      "Message the operator or our 24/7 support on WhatsApp as soon as you can. Tours with fixed departures may not be able to wait, but we will always try to help.",
    ],
    ar: [
      "ماذا لو تأخرت؟",
      "راسل المشغل أو فريق الدعم على مدار الساعة عبر واتساب في أقرب وقت. قد لا تتمكن الجولات ذات المواعيد الثابتة من الانتظار، لكننا سنحاول المساعدة دائمًا.",
    ],
  },
];
