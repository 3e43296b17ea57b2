// Search synonyms: words and phrases a traveller may type for the same place or activity, in both scripts. Seeded
// into the search_synonyms table; rebuilding the search index (seeding, or `npm run search:rebuild` after editing
// the table) adds every term of a group to each activity or city whose text holds one of them, a phrase as ONE token
// ("United Arab Emirates" → unitedarabemirate), so a phrase's words alone match nothing through it
// (docs/decisions/009-arabic-search-analysis.md).
//
// Keep groups tight: every term of a group is added to anything that mentions any of them, so a term belongs here
// only if it means the same thing wherever it appears. A bare "جمال" (camels, but also "beauty"), "قارب" (any boat)
// or "سفينة" (any ship) would bring back the wrong activities; use the phrase ("ركوب الجمال", "قارب شراعي")
// instead. Spelling variants that folding already joins (أ/ا, ة/ه, ی/ي, diacritics) and plain plurals (رحلات/رحلة,
// tours/tour) need no entry.

export type SynonymGroup = { key: string; terms: string[] };

export const SYNONYMS: SynonymGroup[] = [
  // Countries: the index already holds each country's names in both languages (Intl.DisplayNames) as phrase tokens;
  // these add the other names people use, and are tied to the country whose name is one of their terms.
  {
    key: "uae",
    terms: ["الإمارات", "الإمارات العربية المتحدة", "دولة الإمارات", "UAE", "Emirates", "United Arab Emirates"],
  },
  { key: "oman", terms: ["عمان", "سلطنة عمان", "Oman", "Sultanate of Oman"] },
  {
    key: "saudi-arabia",
    terms: ["السعودية", "المملكة العربية السعودية", "المملكة السعودية", "Saudi Arabia", "Saudi", "KSA"],
  },
  { key: "bahrain", terms: ["البحرين", "مملكة البحرين", "Bahrain"] },
  { key: "qatar", terms: ["قطر", "دولة قطر", "Qatar"] },

  // Cities and places: two-word and one-word spellings, and common transliterations.
  { key: "abu-dhabi", terms: ["أبوظبي", "أبو ظبي", "Abu Dhabi", "Abudhabi"] },
  { key: "ras-al-khaimah", terms: ["رأس الخيمة", "راس الخيمة", "Ras Al Khaimah", "Ras Al Khaima", "RAK"] },
  { key: "alula", terms: ["العلا", "AlUla", "Al Ula"] },
  { key: "al-ain", terms: ["مدينة العين", "Al Ain", "Alain"] },
  { key: "jeddah", terms: ["جدة", "Jeddah", "Jiddah", "Jedda"] },
  { key: "fujairah", terms: ["الفجيرة", "Fujairah", "Fujeirah"] },
  { key: "sharjah", terms: ["الشارقة", "Sharjah", "Sharja"] },
  { key: "muscat", terms: ["مسقط", "Muscat", "Masqat"] },
  { key: "burj-khalifa", terms: ["برج خليفة", "Burj Khalifa", "Burj Khalifah"] },
  { key: "corniche", terms: ["كورنيش", "الكورنيش", "Corniche"] },

  // Activities.
  {
    key: "dhow",
    terms: ["داو", "مركب شراعي", "مراكب شراعية", "قارب شراعي", "قوارب شراعية", "سفينة شراعية", "dhow", "sailing boat"],
  },
  {
    key: "four-by-four",
    terms: ["دفع رباعي", "سيارة دفع رباعي", "سيارات الدفع الرباعي", "4x4", "4 x 4", "4wd", "four wheel drive"],
  },
  { key: "dune-bashing", terms: ["تطعيس", "التطعيس", "dune bashing"] },
  { key: "yacht", terms: ["يخت", "يخوت", "yacht", "superyacht"] },
  { key: "cruise", terms: ["رحلة بحرية", "رحلات بحرية", "كروز", "cruise", "boat trip", "boat tour"] },
  { key: "camel-ride", terms: ["ركوب الجمال", "ركوب الجمل", "ركوب جمل", "ركوب الهجن", "camel ride", "camel riding"] },
  { key: "sandboarding", terms: ["التزلج على الرمال", "تزلج على الرمل", "ساندبورد", "sandboarding", "sand boarding"] },
  {
    key: "quad-bike",
    terms: ["دباب", "دبابات", "دراجة رباعية", "دراجات رباعية", "quad bike", "quad biking", "ATV", "dune buggy"],
  },
  { key: "desert-camp", terms: ["مخيم", "تخييم", "كشتة", "camp", "camping", "glamping"] },
  { key: "stargazing", terms: ["رصد النجوم", "مراقبة النجوم", "stargazing", "star gazing"] },
  { key: "bbq", terms: ["شواء", "مشاوي", "باربكيو", "BBQ", "barbecue", "barbeque", "grill"] },
  { key: "snorkelling", terms: ["الغطس السطحي", "سنوركل", "سنوركلينج", "snorkelling", "snorkeling", "snorkel"] },
  { key: "scuba", terms: ["غوص", "الغوص", "سكوبا", "scuba", "scuba diving", "diving"] },
  { key: "jet-ski", terms: ["دراجة مائية", "الدراجة المائية", "جت سكي", "جيت سكي", "jet ski", "jetski", "waverunner"] },
  { key: "kayak", terms: ["كاياك", "الكاياك", "تجديف", "kayak", "kayaking", "canoe", "paddling"] },
  { key: "dolphins", terms: ["دلافين", "الدلافين", "دلفين", "dolphin", "dolphins"] },
  { key: "flamingo", terms: ["فلامنغو", "فلامينجو", "فلامنجو", "flamingo"] },
  { key: "mangrove", terms: ["القرم", "أشجار القرم", "غابات القرم", "مانغروف", "المانجروف", "mangrove"] },
  { key: "oryx", terms: ["المها", "المها العربي", "oryx", "Arabian oryx"] },
  { key: "falconry", terms: ["صقارة", "الصقارة", "صقور", "الصقور", "falconry", "falcon"] },
  { key: "hot-air-balloon", terms: ["منطاد", "منطاد الهواء الساخن", "بالون", "hot air balloon", "balloon"] },
  { key: "zipline", terms: ["زيبلاين", "زيب لاين", "الانزلاق الهوائي", "zipline", "zip line"] },
  { key: "hiking", terms: ["هايكنج", "هايكنغ", "مشي جبلي", "hiking", "hike", "trekking"] },
  { key: "wadi", terms: ["وادي", "الأودية", "wadi"] },
  { key: "theme-park", terms: ["مدينة ملاهي", "مدينة ملاه", "ملاهي", "ملاه", "theme park", "amusement park"] },
  {
    key: "waterpark",
    terms: ["حديقة مائية", "حديقة الألعاب المائية", "ألعاب مائية", "أكوا بارك", "waterpark", "water park", "aqua park"],
  },
  { key: "aquarium", terms: ["أكواريوم", "حوض الأسماك", "aquarium"] },
  { key: "zoo", terms: ["حديقة حيوانات", "حديقة الحيوانات", "zoo"] },
  { key: "spa", terms: ["سبا", "منتجع صحي", "spa"] },
  { key: "massage", terms: ["تدليك", "مساج", "massage"] },
  { key: "hammam", terms: ["حمام مغربي", "حمام تركي", "الحمام التقليدي", "hammam", "turkish bath", "moroccan bath"] },
  { key: "yoga", terms: ["يوغا", "يوجا", "yoga"] },
  { key: "arabic-coffee", terms: ["قهوة عربية", "القهوة العربية", "Arabic coffee", "gahwa", "qahwa"] },
  { key: "calligraphy", terms: ["الخط العربي", "خط عربي", "calligraphy", "Arabic calligraphy"] },
  { key: "souq", terms: ["سوق", "أسواق", "souq", "souk", "bazaar"] },
  { key: "mosque", terms: ["مسجد", "جامع", "mosque", "masjid"] },
  { key: "fort", terms: ["قلعة", "قلاع", "حصن", "fort", "fortress", "castle"] },
  { key: "museum", terms: ["متحف", "متاحف", "museum"] },
  { key: "hop-on-hop-off", terms: ["الحافلة السياحية", "باص سياحي", "hop on hop off", "sightseeing bus"] },
];
