// Demo activity categories with names, descriptions and icon names (client/components/icons/CategoryIcon.tsx), in English and Arabic.
import type { CategorySeed } from "../types.ts";

export const CATEGORIES: CategorySeed[] = [
  {
    slug: "desert-safaris",
    name: { en: "Desert Safaris", ar: "رحلات السفاري الصحراوية" },
    description: {
      en: "Dune bashing, camel rides and starlit dinners in the golden sands. The classic Gulf adventure, from sunrise drives to overnight camps.",
      ar: "تطعيس فوق الكثبان، وركوب الجمال، وعشاء تحت النجوم بين الرمال الذهبية. إنها المغامرة الخليجية الأصيلة، من جولات الشروق إلى ليالي المخيمات.",
    },
    icon: "tent",
  },
  {
    slug: "theme-parks",
    name: { en: "Theme Parks", ar: "المدن الترفيهية" },
    description: {
      en: "Record-breaking rollercoasters, waterparks and indoor worlds built for all ages. Skip the queues and make it a full family day out.",
      ar: "أفعوانيات تحطم الأرقام القياسية، وحدائق مائية، وعوالم داخلية مصممة لجميع الأعمار. تجاوز الطوابير واجعلها نزهة عائلية لا تُنسى.",
    },
    icon: "roller-coaster",
  },
  {
    slug: "cruises",
    name: { en: "Cruises", ar: "الرحلات البحرية" },
    description: {
      en: "Sail past glittering skylines and quiet coves aboard traditional dhows, yachts and catamarans. Perfect for sunset views and dinner on the water.",
      ar: "أبحر أمام الأفق المتلألئ والخلجان الهادئة على متن المراكب الخشبية التقليدية واليخوت والقوارب الشراعية. خيار مثالي لمشاهدة الغروب وتناول العشاء فوق الماء.",
    },
    icon: "sailboat",
  },
  {
    slug: "city-tours",
    name: { en: "City Tours", ar: "جولات المدينة" },
    description: {
      en: "See the highlights with a local guide, from heritage quarters to iconic towers. Choose a walking tour, a coach tour or a private driver.",
      ar: "اكتشف أبرز المعالم برفقة مرشد محلي، من الأحياء التراثية إلى الأبراج الشهيرة. اختر جولة سيرًا على الأقدام أو بالحافلة أو مع سائق خاص.",
    },
    icon: "building",
  },
  {
    slug: "water-sports",
    name: { en: "Water Sports", ar: "الرياضات المائية" },
    description: {
      en: "Jet skis, kayaks, paddleboards and snorkelling in warm, clear Gulf waters. Lessons and rentals for first-timers and old hands alike.",
      ar: "دراجات مائية وقوارب كاياك وألواح تجديف ورحلات غطس في مياه الخليج الدافئة الصافية. دروس وخدمات تأجير تناسب المبتدئين وأصحاب الخبرة على حد سواء.",
    },
    icon: "waves",
  },
  {
    slug: "attractions",
    name: { en: "Attractions", ar: "المعالم السياحية" },
    description: {
      en: "Tickets to observation decks, aquariums, museums and must-see landmarks. Book ahead and walk straight in.",
      ar: "تذاكر منصات المشاهدة وأحواض الأسماك والمتاحف وأبرز المعالم التي لا تفوتها. احجز مسبقًا وادخل مباشرة.",
    },
    icon: "ticket",
  },
  {
    slug: "adventure",
    name: { en: "Adventure", ar: "المغامرات" },
    description: {
      en: "Ziplines, skydiving, mountain hikes and wadi treks for thrill-seekers. Get your heart racing with expert instructors by your side.",
      ar: "خطوط انزلاق، وقفز بالمظلات، ورحلات مشي في الجبال والأودية لعشاق الإثارة. عِش لحظات تحبس الأنفاس بصحبة مدربين محترفين.",
    },
    icon: "mountain",
  },
  {
    slug: "culture",
    name: { en: "Culture & Heritage", ar: "الثقافة والتراث" },
    description: {
      en: "Grand mosques, old forts, traditional souqs and ancient archaeological sites. Discover the stories and traditions that shaped Arabia.",
      ar: "جوامع كبرى، وقلاع عريقة، وأسواق تقليدية، ومواقع أثرية ضاربة في القدم. اكتشف الحكايات والتقاليد التي صنعت تاريخ الجزيرة العربية.",
    },
    icon: "mosque",
  },
  {
    slug: "food-tours",
    name: { en: "Food Tours", ar: "جولات الطعام" },
    description: {
      en: "Taste your way through spice souqs, street-food stalls and family-run kitchens. From Arabic coffee and dates to shawarma and kunafa.",
      ar: "تذوّق النكهات بين أسواق التوابل وأكشاك أطعمة الشارع والمطابخ العائلية، من القهوة العربية والتمر إلى الشاورما والكنافة.",
    },
    icon: "utensils",
  },
  {
    slug: "wellness",
    name: { en: "Wellness", ar: "العافية والاسترخاء" },
    description: {
      en: "Traditional hammams, spa days, beach yoga and desert retreats to help you unwind. Slow down and recharge between adventures.",
      ar: "حمامات تقليدية، وأيام في المنتجعات الصحية، وجلسات يوغا على الشاطئ، وخلوات صحراوية تمنحك الاسترخاء. تمهّل واستعد نشاطك بين مغامرة وأخرى.",
    },
    icon: "flower",
  },
  {
    slug: "day-trips",
    name: { en: "Day Trips", ar: "رحلات اليوم الواحد" },
    description: {
      en: "Full-day excursions to neighbouring emirates, mountains, wadis and oases with transport included. See more of the region without changing hotels.",
      ar: "رحلات ليوم كامل إلى الإمارات المجاورة والجبال والأودية والواحات مع الاصطحاب من الفندق. اكتشف المزيد من المنطقة دون أن تغيّر فندقك.",
    },
    icon: "van",
  },
  {
    slug: "wildlife",
    name: { en: "Wildlife & Nature", ar: "الحياة البرية والطبيعة" },
    description: {
      en: "Dolphin watching, flamingo-filled wetlands, mangrove kayaking and desert conservation reserves. Meet the region's wild side up close.",
      ar: "مشاهدة الدلافين، والأراضي الرطبة التي تزينها طيور الفلامنجو، والتجديف بين أشجار القرم، ومحميات الصحراء. تعرّف عن قرب إلى الوجه البري للمنطقة.",
    },
    icon: "bird",
  },
];
