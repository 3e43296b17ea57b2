// The demo data does not contradict itself: ids in the production format whose pages open, pick-ups before the departure
// they serve, meeting points in the activity's own city and of a kind its category meets at, orders bought before the
// day the data was made, and each activity's own words rather than one template with the city swapped in.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { buildCatalogue, type Row } from "../../scripts/seed/catalogue.ts";
import { buildDemoTraveller, DEMO_TRAVELLER } from "../../scripts/seed/travellers.ts";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { ITEM_REFERENCE_PATTERN, ORDER_ID_PATTERN } from "../../worker/services/orders.ts";
import { todayInGulf } from "../../shared/dates.ts";
import { html } from "./helpers.ts";
import { signedIn } from "../fixtures/account-factories.ts";
import { escapeRegExp } from "../fixtures/regexp.ts";

const TODAY = "2026-11-23";
const { tables, images } = buildCatalogue({ today: TODAY });
const cityOf = new Map(tables.cities.map((c) => [c.id, c]));
const categoryOf = new Map(tables.categories.map((c) => [c.id, String(c.slug)]));

// ---- What can be checked: a gazetteer of each city's districts and landmarks, and where each category meets ----

/** An area of a city: its English name and the Arabic spellings locals use. */
type Area = [en: string, ...ar: string[]];
type Place = {
  areas: Area[] /** Circles (latitude, longitude, km) covering the city and the outskirts its activities run in. */;
  regions: [number, number, number][];
};

const GAZETTEER: Record<string, Place> = {
  dubai: {
    areas: [
      ["Dubai", "دبي"],
      ["Downtown Dubai", "وسط مدينة دبي"],
      ["Dubai Mall", "دبي مول"],
      ["Business Bay", "الخليج التجاري"],
      ["Deira", "ديرة"],
      ["Bur Dubai", "بر دبي"],
      ["Al Fahidi", "الفهيدي"],
      ["Al Seef", "السيف"],
      ["Dubai Creek", "خور دبي"],
      ["Dubai Marina", "دبي مارينا", "مرسى دبي"],
      ["JBR", "جي بي آر"],
      ["Palm Jumeirah", "نخلة جميرا"],
      ["Jumeirah", "جميرا"],
      ["Sheikh Zayed Road", "شارع الشيخ زايد"],
      ["City of Arabia", "مدينة العرب"],
      ["Ras Al Khor", "رأس الخور"],
      ["Oud Metha", "عود ميثاء"],
      ["Lahbab", "لهباب"],
      ["Al Awir", "العوير"],
      ["Al Marmoom", "المرموم"],
      ["Al Qudra", "القدرة"],
      ["Margham", "المرقب"],
      ["Dubai Desert Conservation Reserve", "محمية دبي الصحراوية"],
      ["Hatta", "حتا"],
    ],
    regions: [
      [25.15, 55.25, 30],
      [24.95, 55.55, 30],
      [24.8, 56.12, 10],
    ],
  },
  "abu-dhabi": {
    areas: [
      ["Abu Dhabi", "أبوظبي"],
      ["Abu Dhabi Corniche", "كورنيش أبوظبي"],
      ["Breakwater", "كاسر الأمواج"],
      ["Marina Mall", "مارينا مول"],
      ["Al Markaziyah", "المركزية"],
      ["Saadiyat", "السعديات"],
      ["Al Maryah Island", "جزيرة الماريه"],
      ["Yas Island", "جزيرة ياس"],
      ["Yas Marina", "مرسى ياس"],
      ["Al Raha Beach", "شاطئ الراحة"],
      ["Eastern Mangroves", "القرم الشرقي"],
      ["Al Qana", "القناة"],
      ["Sheikh Zayed Grand Mosque", "جامع الشيخ زايد الكبير"],
      ["Qasr Al Hosn", "قصر الحصن"],
      ["Sweihan Road", "طريق سويحان"],
      ["Al Wathba", "الوثبة"],
      ["Al Khatim", "الختم"],
      ["Liwa", "ليوا"],
      ["Moreeb", "مرعب"],
      ["Jebel Dhanna", "جبل الظنة"],
      ["Sir Bani Yas", "صير بني ياس"],
      ["Al Dhafra", "الظفرة"],
    ],
    regions: [
      [24.45, 54.45, 30],
      [24.2, 55.0, 15],
      [23.05, 53.9, 40],
      [24.19, 52.61, 15],
    ],
  },
  sharjah: {
    areas: [
      ["Sharjah", "الشارقة"],
      ["Heart of Sharjah", "قلب الشارقة"],
      ["Souq Al Arsa", "سوق العرصة"],
      ["Calligraphy Square", "ساحة الخط"],
      ["Al Majaz", "المجاز"],
      ["Al Khan", "الخان"],
      ["Al Buhaira Corniche", "كورنيش البحيرة"],
      ["Al Majarrah", "المجرة"],
      ["Sharjah Corniche", "كورنيش الشارقة"],
      ["Al Nahda", "النهدة"],
      ["Al Taawun", "التعاون"],
      ["Al Badayer", "البضاير"],
      ["Mleiha", "مليحة"],
      ["Kalba", "كلباء"],
    ],
    regions: [
      [25.34, 55.4, 12],
      [25.08, 55.83, 20],
      [25.0, 56.36, 10],
    ],
  },
  "ras-al-khaimah": {
    areas: [
      ["Ras Al Khaimah", "رأس الخيمة"],
      ["Al Qawasim Corniche", "كورنيش القواسم"],
      ["Al Marjan Island", "جزيرة المرجان"],
      ["Al Hamra", "الحمراء"],
      ["Al Qurm", "القرم"],
      ["Jebel Jais", "جبل جيس"],
      ["Wadi Shawka", "وادي شوكة"],
    ],
    regions: [
      [25.75, 55.95, 25],
      [25.94, 56.13, 10],
      [25.1, 56.04, 10],
    ],
  },
  fujairah: {
    areas: [
      ["Fujairah", "الفجيرة"],
      ["Fujairah Corniche", "كورنيش الفجيرة"],
      ["Al Aqah", "العقة"],
      ["Snoopy Island", "جزيرة سنوبي"],
      ["Dibba", "دبا"],
      ["Wadi Wurayah", "وادي الوريعة"],
    ],
    regions: [[25.3, 56.33, 36]],
  },
  "al-ain": {
    areas: [
      ["Al Ain", "العين"],
      ["Al Ain Oasis", "واحة العين"],
      ["Jebel Hafeet", "جبل حفيت"],
      ["Al Ain Zoo", "حديقة حيوانات العين"],
      ["Al Jahili Fort", "قلعة الجاهلي"],
    ],
    regions: [[24.18, 55.75, 20]],
  },
  muscat: {
    areas: [
      ["Muscat", "مسقط"],
      ["Qurum", "القرم"],
      ["Shatti Al Qurum", "شاطئ القرم"],
      ["Al Khuwair", "الخوير"],
      ["Muttrah", "مطرح"],
      ["Al Mouj", "الموج"],
      ["Seeb", "السيب"],
      ["Bandar Al Rowdha", "بندر الروضة"],
      ["Old Muscat", "مسقط القديمة"],
      ["Bawshar", "بوشر"],
    ],
    regions: [[23.6, 58.45, 30]],
  },
  salalah: {
    areas: [
      ["Salalah", "صلالة"],
      ["Al Haffa", "الحافة"],
      ["Hawana", "هوانا"],
      ["Al Dahariz", "الدهاريز"],
      ["East Khawr", "الخور الشرقي"],
      ["Wadi Darbat", "وادي دربات"],
      ["Mirbat", "مرباط"],
    ],
    regions: [[17.02, 54.39, 36]],
  },
  doha: {
    areas: [
      ["Doha", "الدوحة"],
      ["West Bay", "الخليج الغربي"],
      ["Doha Corniche", "كورنيش الدوحة"],
      ["Museum of Islamic Art", "متحف الفن الإسلامي"],
      ["Souq Waqif", "سوق واقف"],
      ["Msheireb", "مشيرب"],
      ["Doha Oasis", "الدوحة أوايسس"],
      ["Katara", "كتارا"],
      ["The Pearl", "اللؤلؤة"],
      ["Porto Arabia", "بورتو أرابيا"],
      ["Viva Bahriya", "فيفا بحرية"],
      ["Lusail", "لوسيل"],
      ["Qetaifan", "قطيفان"],
      ["Al Waab", "الوعب"],
      ["Sealine", "سيلين"],
      ["Mesaieed", "مسيعيد"],
      ["Khor Al Adaid", "خور العديد"],
      ["Al Thakhira", "الذخيرة"],
      ["Al Shahaniya", "الشحانية"],
    ],
    regions: [
      [25.3, 51.5, 22],
      [24.78, 51.45, 25],
      [25.69, 51.535, 10],
      [25.37, 51.21, 10],
    ],
  },
  manama: {
    areas: [
      ["Manama", "المنامة"],
      ["Bahrain Bay", "خليج البحرين"],
      ["Diplomatic Area", "المنطقة الدبلوماسية"],
      ["Juffair", "الجفير"],
      ["Bab Al Bahrain", "باب البحرين"],
      ["Al Fateh", "الفاتح"],
      ["Muharraq", "المحرق"],
      ["Bu Maher", "بو ماهر"],
      ["Amwaj", "أمواج"],
      ["Sakhir", "الصخير"],
      ["Tubli Bay", "خليج توبلي"],
      ["Ras Sanad", "رأس سند"],
    ],
    regions: [[26.15, 50.58, 22]],
  },
  riyadh: {
    areas: [
      ["Riyadh", "الرياض"],
      ["Olaya", "العليا"],
      ["King Fahd Road", "طريق الملك فهد"],
      ["Al Murabba", "المربع"],
      ["Al Malaz", "الملز"],
      ["King Abdullah Financial District", "مركز الملك عبدالله المالي"],
      ["Al Dirah", "الديرة"],
      ["Al Zal", "الزل"],
      ["Diriyah", "الدرعية"],
      ["Bujairi", "البجيري"],
      ["JAX", "جاكس"],
      ["Hittin", "حطين"],
      ["Red Sands", "الرمال الحمراء"],
      ["Edge of the World", "حافة العالم"],
      ["Jebel Fihrayn", "جبل فهرين"],
    ],
    regions: [
      [24.7, 46.67, 20],
      [24.6, 46.22, 15],
      [24.94, 45.99, 12],
    ],
  },
  jeddah: {
    areas: [
      ["Jeddah", "جدة"],
      ["Jeddah Corniche", "كورنيش جدة"],
      ["North Corniche", "الكورنيش الشمالي"],
      ["Al Rawdah", "الروضة"],
      ["Tahlia Street", "شارع التحلية"],
      ["Al Balad", "البلد"],
      ["Bab Makkah", "باب مكة"],
      ["Nasseef House", "بيت نصيف"],
      ["Obhur", "أبحر"],
    ],
    regions: [[21.6, 39.15, 25]],
  },
  alula: {
    areas: [
      ["AlUla", "العُلا"],
      ["AlUla Old Town", "البلدة القديمة في العُلا", "البلدة القديمة"],
      ["AlUla Oasis", "واحة العُلا"],
      ["Ashar Valley", "وادي عشار"],
      ["Harrat Viewpoint", "إطلالة الحرة"],
      ["Gharameel", "الغراميل"],
      ["Hegra", "الحِجر"],
      ["Sharaan", "شرعان"],
    ],
    regions: [[26.65, 37.92, 30]],
  },
};

/** Kinds of meeting place, as words a meeting point names them by, in English and in Arabic. */
const KINDS = {
  hotel: [/\bhotels?\b|\bresorts?\b/i, /فندق|فنادق|منتجع/],
  camp: [/\bcamp\b/i, /مخيم/],
  reserve: [/reserve|national park|sanctuary|wetland/i, /محمية|منتزه/],
  hide: [/\bhide\b/i, /مخبأ/],
  pier: [/\bpier\b|jetty|marina|harbour|wharf|\bport\b|yacht club/i, /رصيف|مرسى|ميناء|نادي .*لليخوت/],
  entrance: [
    /entrance|\bgate\b|ticket counter|guest services|visitor cent/i,
    /مدخل|بوابة|شباك تذاكر|خدمة الضيوف|مركز الزوار|مركز زوار/,
  ],
  bus: [/bus stop|coach stop/i, /محطة حافلة|موقف الحافلات/],
  souq: [
    /souq|square|\bgate\b|\bbab\b|abra station|terrace|visitor centre/i,
    /سوق|ساحة|بوابة|باب|محطة العبرة|مطل|مركز زوار/,
  ],
  home: [/family home|majlis/i, /بيت عائلة|مجلس/],
  studio: [/studio/i, /مرسم/],
  spa: [/\bspa\b|hammam/i, /سبا|حمام/],
  launch: [/launch|trailhead|check-in|visitor centre/i, /إطلاق|انطلاق|بداية المسار|تسجيل|مركز زوار/],
  water: [/dive cent|kayak|jet ski|beach hut|\bdock\b/i, /مركز الغوص|الكاياك|الدبابات البحرية|كوخ|رصيف/],
  hospital: [/hospital/i, /مستشفى/],
} satisfies Record<string, [RegExp, RegExp]>;
type Kind = keyof typeof KINDS;

/** Where each category's activities may meet: a desert safari never meets at a creek, a dhow cruise always at a pier. */
const CATEGORY_KINDS: Record<string, Kind[]> = {
  "desert-safaris": ["hotel", "camp", "reserve"],
  "theme-parks": ["entrance", "bus"],
  cruises: ["pier"],
  "city-tours": ["hotel", "bus", "souq"],
  "water-sports": ["pier", "water"],
  attractions: ["entrance"],
  adventure: ["launch", "hotel", "camp", "reserve"],
  culture: ["entrance", "studio", "souq", "camp", "reserve", "hospital"],
  "food-tours": ["souq", "home"],
  wellness: ["spa", "hotel", "camp", "reserve"],
  "day-trips": ["hotel"],
  wildlife: ["pier", "reserve", "hide", "entrance"],
};

const km = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
};
const words = (text: string, name: string) => new RegExp(`(^|[^A-Za-z])${escapeRegExp(name)}([^A-Za-z]|$)`).test(text);
/** The areas of `city` a place names in both languages (the same area in English and in Arabic). */
const namedAreas = (city: string, en: string, ar: string) =>
  GAZETTEER[city]!.areas.filter(([name, ...spellings]) => words(en, name) && spellings.some((s) => ar.includes(s)));
/** Areas of other cities a place names (in English): a meeting point in Abu Dhabi never names Dubai or its districts. */
const otherCities = (city: string, en: string) =>
  Object.entries(GAZETTEER)
    .filter(([slug]) => slug !== city)
    .flatMap(([slug, place]) => place.areas.filter(([name]) => words(en, name)).map(([name]) => `${slug}: ${name}`));

/** The meeting point's own name: the address without the city the generator appends. */
function placeOf(activity: Row): { en: string; ar: string } {
  const city = cityOf.get(activity.city_id)!;
  const en = String(activity.address_en);
  const ar = String(activity.address_ar);
  expect({ slug: activity.slug, en: en.endsWith(`, ${city.name_en}`), ar: ar.endsWith(`، ${city.name_ar}`) }).toEqual({
    slug: activity.slug,
    en: true,
    ar: true,
  });
  return { en: en.slice(0, -`, ${city.name_en}`.length), ar: ar.slice(0, -`، ${city.name_ar}`.length) };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe("meeting points", () => {
  it("are in the activity's own city: a district or landmark of it in both languages, none of another city's, and coordinates inside it", () => {
    const wrong: unknown[] = [];
    for (const a of tables.activities) {
      const city = String(cityOf.get(a.city_id)!.slug);
      const place = placeOf(a);
      const named = namedAreas(city, place.en, place.ar);
      const elsewhere = otherCities(city, place.en);
      const inside = GAZETTEER[city]!.regions.some(
        ([lat, lon, r]) => km(Number(a.latitude), Number(a.longitude), lat, lon) <= r,
      );
      // "…, Manama" before the appended ", Manama" would name the city twice.
      const repeatsCity = place.en.split(", ").at(-1) === cityOf.get(a.city_id)!.name_en;
      if (!named.length || elsewhere.length || !inside || repeatsCity)
        wrong.push({ slug: a.slug, place, named: named.length, elsewhere, inside, repeatsCity });
    }
    expect(wrong).toEqual([]);
  });

  it("are a kind of place the activity's category meets at, named so in both languages", () => {
    const wrong: unknown[] = [];
    for (const a of tables.activities) {
      const category = categoryOf.get(a.category_id)!;
      const place = placeOf(a);
      const kinds = CATEGORY_KINDS[category]!.filter((k) => KINDS[k][0].test(place.en) && KINDS[k][1].test(place.ar));
      if (!kinds.length) wrong.push({ slug: a.slug, category, place });
    }
    expect(wrong).toEqual([]);
  });

  it("of walks, souq tours and classes without a pick-up are in the district the title names", () => {
    const pickup = new Set(tables.options.filter((o) => o.pickup_included === 1).map((o) => o.activity_id));
    const checked: string[] = [];
    const wrong: unknown[] = [];
    for (const a of tables.activities.filter(
      (a) => !pickup.has(a.id) && ["food-tours", "city-tours"].includes(categoryOf.get(a.category_id)!),
    )) {
      const city = cityOf.get(a.city_id)!;
      const districts = GAZETTEER[String(city.slug)]!.areas.map(([en]) => en).filter(
        (en) => en !== city.name_en && words(String(a.title_en), en),
      );
      if (!districts.length) continue;
      checked.push(String(a.slug));
      const place = placeOf(a);
      if (!districts.some((d) => words(place.en, d))) wrong.push({ slug: a.slug, districts, place: place.en });
    }
    expect(wrong).toEqual([]);
    // The Jeddah food walk in Al Balad, among others, is held to it.
    expect(checked).toContain("al-balad-hijazi-street-food-walk");
    expect(checked.length).toBeGreaterThan(15);
  });
});

describe("pick-ups", () => {
  /** Start times of the options that include a pick-up, per activity (from the departures on sale). */
  const pickupStarts = new Map<unknown, Set<string>>();
  const pickupOptions = new Set(tables.options.filter((o) => o.pickup_included === 1).map((o) => o.id));
  for (const slot of tables.availability) {
    if (!pickupOptions.has(slot.option_id)) continue;
    if (!pickupStarts.has(slot.activity_id)) pickupStarts.set(slot.activity_id, new Set());
    pickupStarts.get(slot.activity_id)!.add(String(slot.start_time));
  }
  const points = tables.pickup_points;

  it("are collected before the departure they serve, between 10 minutes and 3 hours ahead, for every departure with a pick-up", () => {
    const wrong: unknown[] = [];
    let checked = 0;
    for (const a of tables.activities) {
      const own = points.filter((p) => p.activity_id === a.id);
      const starts = pickupStarts.get(a.id);
      if (!own.length || !starts) continue; // no pick-up points, or an activity with no departures on sale
      checked++;
      const served = new Set<string>();
      for (const p of own) {
        const named = /\((\d\d:\d\d) departure\)$/.exec(String(p.name_en))?.[1];
        // A point names its departure whenever the activity's pick-up departures start at different times.
        const start = named ?? (starts.size === 1 ? [...starts][0]! : undefined);
        const lead = start ? minutes(start) - minutes(String(p.pickup_time)) : NaN;
        const arNamesIt = !named || String(p.name_ar).includes(`رحلة الساعة ${named}`);
        if (!start || !starts.has(start) || !(lead >= 10 && lead <= 180) || !arNamesIt)
          wrong.push({ slug: a.slug, point: p.name_en, time: p.pickup_time, starts: [...starts], lead });
        if (start) served.add(start);
      }
      const unserved = [...starts].filter((s) => !served.has(s));
      if (unserved.length) wrong.push({ slug: a.slug, unserved });
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it("are hotel areas of the activity's own city, in both languages", () => {
    const wrong: unknown[] = [];
    for (const p of points) {
      const a = tables.activities.find((x) => x.id === p.activity_id)!;
      const city = String(cityOf.get(a.city_id)!.slug);
      const en = String(p.name_en).replace(/ \(\d\d:\d\d departure\)$/, "");
      const ar = String(p.name_ar);
      if (
        !namedAreas(city, en, ar).length ||
        otherCities(city, en).length ||
        !KINDS.hotel[0].test(en) ||
        !KINDS.hotel[1].test(ar)
      )
        wrong.push({ slug: a.slug, en, ar });
    }
    expect(wrong).toEqual([]);
  });
});

describe("each activity's own words", () => {
  /** Text with every city's name (either language) replaced, so two texts that differ only by the city compare equal. */
  const names = tables.cities
    .flatMap((c) => [String(c.name_en), String(c.name_ar)])
    .sort((x, y) => y.length - x.length);
  const normal = (text: string) =>
    names
      .reduce((t, name) => t.replaceAll(name, "{city}"), text)
      .toLowerCase()
      .replace(/\s+/g, " ")
      .trim();
  const steps = new Map<unknown, Row[]>();
  for (const s of tables.itinerary_steps) steps.set(s.activity_id, [...(steps.get(s.activity_id) ?? []), s]);

  /** Texts (after normalising) that two activities in different cities share. */
  function sharedAcrossCities(textsOf: (a: Row) => string[]): string[] {
    const seen = new Map<string, { city: unknown; slug: unknown }>();
    const shared = new Set<string>();
    for (const a of tables.activities) {
      for (const text of new Set(textsOf(a).map(normal))) {
        const before = seen.get(text);
        if (before && before.city !== a.city_id) shared.add(`${before.slug} / ${a.slug}: ${text}`);
        if (!before) seen.set(text, { city: a.city_id, slug: a.slug });
      }
    }
    return [...shared];
  }
  const highlights = (a: Row) => JSON.parse(String(a.highlights)) as { en: string; ar: string }[];
  const itinerary = (a: Row) => (steps.get(a.id) ?? []).sort((x, y) => Number(x.position) - Number(y.position));

  it("has an overview no activity in another city shares, whole or sentence by sentence", () => {
    expect(sharedAcrossCities((a) => [String(a.overview_en), String(a.overview_ar)])).toEqual([]);
    const sentences = (text: string) => text.split(/(?<=[.!?؟])\s+/).filter((s) => s.length > 40);
    expect(
      sharedAcrossCities((a) => [...sentences(String(a.overview_en)), ...sentences(String(a.overview_ar))]),
    ).toEqual([]);
  });

  it("has highlights no activity in another city shares, as a list or one by one", () => {
    expect(sharedAcrossCities((a) => [JSON.stringify(highlights(a))])).toEqual([]);
    expect(sharedAcrossCities((a) => highlights(a).flatMap((h) => [h.en, h.ar]))).toEqual([]);
    for (const a of tables.activities) expect(highlights(a).length).toBeGreaterThanOrEqual(4);
  });

  it("has an itinerary no activity in another city shares, as a whole or step by step", () => {
    expect(
      sharedAcrossCities((a) => [
        itinerary(a)
          .map((s) => `${s.title_en}: ${s.description_en} / ${s.title_ar}: ${s.description_ar}`)
          .join(" | "),
      ]),
    ).toEqual([]);
    expect(
      sharedAcrossCities((a) => itinerary(a).flatMap((s) => [String(s.description_en), String(s.description_ar)])),
    ).toEqual([]);
    for (const a of tables.activities) expect(itinerary(a).length).toBeGreaterThanOrEqual(3);
  });

  it("is in Arabic where it is Arabic, and never the English", () => {
    const arabic = /[\u0600-\u06FF]/;
    for (const a of tables.activities) {
      expect(arabic.test(String(a.overview_ar)) && a.overview_ar !== a.overview_en).toBe(true);
      expect(arabic.test(String(a.address_ar))).toBe(true);
      for (const h of highlights(a)) expect(arabic.test(h.ar) && h.ar !== h.en).toBe(true);
      for (const s of itinerary(a))
        expect(arabic.test(String(s.description_ar)) && arabic.test(String(s.title_ar))).toBe(true);
    }
  });
});

describe("photos", () => {
  it("show the activity's own city behind waterfront and street scenes: the Burj Khalifa only in Dubai", () => {
    const photoCity = new Map(
      tables.activity_images.map((i) => [
        String(i.r2_key),
        tables.activities.find((a) => a.id === i.activity_id)!.city_id,
      ]),
    );
    const wrong = images
      .filter(
        (job) =>
          job.kind === "photo" &&
          (job.backdrop === "dubai") !== (cityOf.get(photoCity.get(job.key)!)!.slug === "dubai"),
      )
      .map((job) => job.key);
    expect(wrong).toEqual([]);
  });
});

describe("the demo traveller's orders", () => {
  /** Start of `day` in the Gulf (UTC+4), the earliest moment that day's seed could run. */
  const dayStart = (day: string) => Date.parse(`${day}T00:00:00+04:00`);

  it("have production-format ids and references, bought before the day the data is made, past activities in the past, whatever the day", async () => {
    // A fixed day, a month end, a year end and a leap day: the rules hold on any of them.
    for (const today of ["2026-11-23", "2026-01-31", "2026-12-31", "2028-02-29", "2027-07-01"]) {
      const day = buildCatalogue({ today });
      const rows = Object.fromEntries(await buildDemoTraveller(day.tables, today));
      const [user] = rows.users!;
      const items = rows.order_items!;
      expect(rows.orders!.length).toBe(8);
      for (const order of rows.orders!) {
        expect(String(order.id)).toMatch(ORDER_ID_PATTERN);
        const placed = Date.parse(String(order.created_at));
        expect({ today, order: order.id, boughtBeforeToday: placed < dayStart(today) }).toEqual({
          today,
          order: order.id,
          boughtBeforeToday: true,
        });
        expect(placed).toBeGreaterThanOrEqual(Date.parse(String(user!.created_at)));
        const item = items.find((i) => i.order_id === order.id)!;
        expect(String(item.reference)).toMatch(ITEM_REFERENCE_PATTERN);
        // Bought before the activity took place, and decided once it was bought.
        expect(placed).toBeLessThan(dayStart(String(item.date)));
        expect(Date.parse(String(item.decided_at))).toBeGreaterThanOrEqual(placed);
      }
      const past = items.filter((i) => String(i.date) < today);
      const upcoming = items.filter((i) => String(i.date) > today);
      expect([past.length, upcoming.length]).toEqual([6, 2]);
      // Past bookings were made well before their day; the past departures exist on a day the option runs.
      for (const i of past)
        expect(
          dayStart(String(i.date)) - Date.parse(String(rows.orders!.find((o) => o.id === i.order_id)!.created_at)),
        ).toBeGreaterThan(5 * 86_400_000);
      const ids = rows.orders!.map((o) => o.id);
      const references = items.map((i) => i.reference);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(references).size).toBe(references.length);
      for (const payment of rows.sandbox_payments!) expect(String(payment.id)).toMatch(/^sbx_[0-9a-f]{24}$/);
      // Where the option collects from hotels, the booking has a pick-up point, collected before its own departure.
      const pickupOptions = new Set(day.tables.options.filter((o) => o.pickup_included === 1).map((o) => o.id));
      for (const i of items.filter((i) => pickupOptions.has(i.option_id))) {
        const activity = day.tables.activities.find((a) => a.id === i.activity_id)!;
        if (!String(activity.questions).includes("pickup_point")) continue;
        const point = day.tables.pickup_points.find(
          (p) => p.id === (JSON.parse(String(i.answers)) as { pickupPointId?: number }).pickupPointId,
        );
        const lead = point ? minutes(String(i.start_time)) - minutes(String(point.pickup_time)) : NaN;
        expect({ today, item: i.reference, point: point?.name_en, lead: lead >= 10 && lead <= 180 }).toEqual({
          today,
          item: i.reference,
          point: point?.name_en,
          lead: true,
        });
      }
    }
  });

  it("keep the same ids whatever the day", async () => {
    const ids = async (today: string) =>
      (await buildDemoTraveller(buildCatalogue({ today }).tables, today))
        .find(([name]) => name === "order_items")![1]
        .map((i) => `${i.order_id} ${i.reference}`);
    expect(await ids("2026-03-10")).toEqual(await ids("2026-08-21"));
  });
});

describe("the demo traveller's pages", () => {
  let cookie = "";
  let orders: { id: string }[] = [];
  let items: { reference: string; date: string }[] = [];

  beforeAll(async () => {
    // The worker reads its own clock, so the data is made for the real today: what is upcoming is upcoming for it.
    await seedDatabase(env.DB, { today: todayInGulf() });
    const user = (await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(DEMO_TRAVELLER.email)
      .first<{ id: string }>())!;
    cookie = (await signedIn(env.DB, user.id)).cookie;
    orders = (
      await env.DB.prepare("SELECT id FROM orders WHERE user_id = ? ORDER BY id").bind(user.id).all<{ id: string }>()
    ).results;
    items = (
      await env.DB.prepare(
        "SELECT i.reference, i.date FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = ?",
      )
        .bind(user.id)
        .all<{ reference: string; date: string }>()
    ).results;
  });

  it("are stored with production-format ids and references", () => {
    expect(orders).toHaveLength(8);
    expect(items).toHaveLength(8);
    for (const o of orders) expect(o.id).toMatch(ORDER_ID_PATTERN);
    for (const i of items) expect(i.reference).toMatch(ITEM_REFERENCE_PATTERN);
    expect(items.filter((i) => i.date > todayInGulf())).toHaveLength(2);
  });

  it("open: every invoice, voucher and cancel page answers 200, in both languages", async () => {
    const list = await html("/invoices", { headers: { cookie } });
    expect(list.res.status).toBe(200);
    for (const o of orders) expect(list.body).toContain(`href="/invoices/${o.id}"`);
    const statuses: Record<string, number> = {};
    for (const prefix of ["", "/ar"]) {
      for (const o of orders)
        statuses[`${prefix}/invoices/${o.id}`] = (
          await html(`${prefix}/invoices/${o.id}`, { headers: { cookie } })
        ).res.status;
      for (const i of items) {
        statuses[`${prefix}/vouchers/${i.reference}`] = (
          await html(`${prefix}/vouchers/${i.reference}`, { headers: { cookie } })
        ).res.status;
        statuses[`${prefix}/bookings/${i.reference}/cancel`] = (
          await html(`${prefix}/bookings/${i.reference}/cancel`, { headers: { cookie } })
        ).res.status;
      }
    }
    expect(Object.entries(statuses).filter(([, status]) => status !== 200)).toEqual([]);
    expect(Object.keys(statuses)).toHaveLength(2 * (orders.length + 2 * items.length));
  });

  it("date every order before today", async () => {
    const { results } = await env.DB.prepare("SELECT id, created_at FROM orders").all<{
      id: string;
      created_at: string;
    }>();
    const late = results.filter((o) => Date.parse(o.created_at) >= Date.parse(`${todayInGulf()}T00:00:00+04:00`));
    expect(late).toEqual([]);
  });
});
