// Counted words go through plural rules: every plural key has the forms its language needs, each counted string
// reads right for 0, 1, 2, 3, 11 and 100 in Arabic (six forms) and English, and rendered pages never say "1 hours".
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";
import { serverI18n } from "../../worker/render/i18n.ts";
import { formatDuration } from "../../client/components/catalogue/format.ts";
import { html } from "./helpers.ts";

const SAMPLES = [0, 1, 2, 3, 11, 100] as const;
const AR_FORMS = ["zero", "one", "two", "few", "many", "other"];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: unknown, prefix = ""): Record<string, string> {
  if (typeof tree === "string") return { [prefix]: tree };
  if (Array.isArray(tree)) return Object.assign({}, ...tree.map((v, i) => flatten(v, `${prefix}.${i}`)));
  return Object.assign(
    {},
    ...Object.entries(tree as Record<string, unknown>).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)),
  );
}

/** Plural base keys ("catalogue.hours") with the forms each file gives them. */
function pluralKeys(strings: Record<string, string>): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const key of Object.keys(strings)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    keys.set(base, [...(keys.get(base) ?? []), match[1]]);
  }
  return keys;
}

const arStrings = flatten(ar);
const enStrings = flatten(en);

/** What each counted string must read for SAMPLES, in Arabic and English. */
const EXPECTED: Record<string, { ar: string[]; en: string[]; values?: Record<string, unknown> }> = {
  "experience.daysLater": {
    ar: ["(في اليوم نفسه)", "(في اليوم التالي)", "(بعد يومين)", "(بعد 3 أيام)", "(بعد 11 يومًا)", "(بعد 100 يوم)"],
    en: ["(same day)", "(next day)", "(2 days later)", "(3 days later)", "(11 days later)", "(100 days later)"],
  },
  "experience.perItemUpTo": {
    ar: [
      "للمجموعة",
      "للمجموعة حتى شخص واحد",
      "للمجموعة حتى شخصين",
      "للمجموعة حتى 3 أشخاص",
      "للمجموعة حتى 11 شخصًا",
      "للمجموعة حتى 100 شخص",
    ],
    en: [
      "Per item",
      "Per item, for up to 1 person",
      "Per item, for up to 2 people",
      "Per item, for up to 3 people",
      "Per item, for up to 11 people",
      "Per item, for up to 100 people",
    ],
  },
  "discovery.guestCount": {
    ar: ["بدون ضيوف", "ضيف واحد", "ضيفان", "3 ضيوف", "11 ضيفًا", "100 ضيف"],
    en: ["0 guests", "1 guest", "2 guests", "3 guests", "11 guests", "100 guests"],
  },
  "discovery.showResults": {
    ar: ["لا توجد نتائج", "عرض نتيجة واحدة", "عرض نتيجتين", "عرض 3 نتائج", "عرض 11 نتيجة", "عرض 100 نتيجة"],
    en: [
      "No results to show",
      "Show 1 result",
      "Show 2 results",
      "Show 3 results",
      "Show 11 results",
      "Show 100 results",
    ],
  },
  "gallery.photos": {
    ar: ["لا توجد صور", "صورة واحدة", "صورتان", "3 صور", "11 صورة", "100 صورة"],
    en: ["No photos", "1 photo", "2 photos", "3 photos", "11 photos", "100 photos"],
  },
  "gallery.showAll": {
    ar: [
      "لا توجد صور",
      "عرض الصورة",
      "عرض الصورتين",
      "عرض الصور كلها (3)",
      "عرض الصور كلها (11)",
      "عرض الصور كلها (100)",
    ],
    en: [
      "No photos",
      "See the photo",
      "See all 2 photos",
      "See all 3 photos",
      "See all 11 photos",
      "See all 100 photos",
    ],
  },
  "home.claims.experiences.title": {
    ar: [
      "لا توجد تجارب بعد",
      "تجربة واحدة مختارة بعناية",
      "تجربتان مختارتان بعناية",
      "3 تجارب مختارة بعناية",
      "11 تجربة مختارة بعناية",
      "100 تجربة مختارة بعناية",
    ],
    en: [
      "No experiences yet",
      "1 hand-picked experience",
      "2 hand-picked experiences",
      "3 hand-picked experiences",
      "11 hand-picked experiences",
      "100 hand-picked experiences",
    ],
  },
  "reviewList.eligibleText": {
    ar: [
      "لا توجد لديك حجوزات لهذه التجربة بانتظار التقييم.",
      "حجزك لهذه التجربة جاهز للتقييم. أخبر المسافرين الآخرين كيف كانت.",
      "حجزاك لهذه التجربة جاهزان للتقييم. أخبر المسافرين الآخرين كيف كانت.",
      "لديك 3 حجوزات لهذه التجربة جاهزة للتقييم. أخبر المسافرين الآخرين كيف كانت.",
      "لديك 11 حجزًا لهذه التجربة جاهزة للتقييم. أخبر المسافرين الآخرين كيف كانت.",
      "لديك 100 حجز لهذه التجربة جاهزة للتقييم. أخبر المسافرين الآخرين كيف كانت.",
    ],
    en: [
      "You have no bookings of this experience waiting for a review.",
      "Your booking of this experience is ready for a review. Tell other travellers how it went.",
      "Your 2 bookings of this experience are ready for a review. Tell other travellers how it went.",
      "Your 3 bookings of this experience are ready for a review. Tell other travellers how it went.",
      "Your 11 bookings of this experience are ready for a review. Tell other travellers how it went.",
      "Your 100 bookings of this experience are ready for a review. Tell other travellers how it went.",
    ],
  },
  "reviewList.showing": {
    ar: [
      "لا توجد تقييمات تطابق عوامل التصفية",
      "عرض 1–10 من أصل تقييم واحد",
      "عرض 1–10 من أصل تقييمين",
      "عرض 1–10 من أصل 3 تقييمات",
      "عرض 1–10 من أصل 11 تقييمًا",
      "عرض 1–10 من أصل 100 تقييم",
    ],
    en: [
      "No reviews match these filters",
      "Showing 1–10 of 1 review",
      "Showing 1–10 of 2 reviews",
      "Showing 1–10 of 3 reviews",
      "Showing 1–10 of 11 reviews",
      "Showing 1–10 of 100 reviews",
    ],
    values: { from: 1, to: 10 },
  },
  "catalogue.hours": {
    ar: ["0 ساعة", "ساعة واحدة", "ساعتان", "3 ساعات", "11 ساعة", "100 ساعة"],
    en: ["0 hours", "1 hour", "2 hours", "3 hours", "11 hours", "100 hours"],
  },
  "catalogue.days": {
    ar: ["0 يوم", "يوم واحد", "يومان", "3 أيام", "11 يومًا", "100 يوم"],
    en: ["0 days", "1 day", "2 days", "3 days", "11 days", "100 days"],
  },
  "catalogue.minutes": {
    ar: ["0 دقيقة", "دقيقة واحدة", "دقيقتان", "3 دقائق", "11 دقيقة", "100 دقيقة"],
    en: ["0 minutes", "1 minute", "2 minutes", "3 minutes", "11 minutes", "100 minutes"],
  },
  "stay.nights": {
    ar: ["0 ليلة", "ليلة واحدة", "ليلتان", "3 ليالٍ", "11 ليلة", "100 ليلة"],
    en: ["0 nights", "1 night", "2 nights", "3 nights", "11 nights", "100 nights"],
  },
  "stay.days": {
    ar: ["0 يوم", "يوم واحد", "يومان", "3 أيام", "11 يومًا", "100 يوم"],
    en: ["0 days", "1 day", "2 days", "3 days", "11 days", "100 days"],
  },
  "stay.upToNights": {
    ar: [
      "لا توجد ليالٍ متاحة من هذا التاريخ",
      "تتوفر هذه الليلة فقط من هذا التاريخ",
      "حتى ليلتين من هذا التاريخ",
      "حتى 3 ليالٍ من هذا التاريخ",
      "حتى 11 ليلة من هذا التاريخ",
      "حتى 100 ليلة من هذا التاريخ",
    ],
    en: [
      "No nights can be booked from this date",
      "Only this night can be booked from this date",
      "Up to 2 nights from this date",
      "Up to 3 nights from this date",
      "Up to 11 nights from this date",
      "Up to 100 nights from this date",
    ],
  },
  "stay.upToDays": {
    ar: [
      "لا توجد أيام متاحة من هذا التاريخ",
      "يتوفر هذا اليوم فقط من هذا التاريخ",
      "حتى يومين من هذا التاريخ",
      "حتى 3 أيام من هذا التاريخ",
      "حتى 11 يومًا من هذا التاريخ",
      "حتى 100 يوم من هذا التاريخ",
    ],
    en: [
      "No days can be booked from this date",
      "Only this day can be booked from this date",
      "Up to 2 days from this date",
      "Up to 3 days from this date",
      "Up to 11 days from this date",
      "Up to 100 days from this date",
    ],
  },
  "activity.stars": {
    ar: ["بلا نجوم", "نجمة واحدة", "نجمتان", "3 نجوم", "11 نجمة", "100 نجمة"],
    en: ["0 stars", "1 star", "2 stars", "3 stars", "11 stars", "100 stars"],
  },
  "activity.basedOn": {
    ar: [
      "لا توجد تقييمات بعد",
      "بناءً على تقييم واحد",
      "بناءً على تقييمين",
      "بناءً على 3 تقييمات",
      "بناءً على 11 تقييمًا",
      "بناءً على 100 تقييم",
    ],
    en: [
      "Based on 0 reviews",
      "Based on 1 review",
      "Based on 2 reviews",
      "Based on 3 reviews",
      "Based on 11 reviews",
      "Based on 100 reviews",
    ],
  },
  "activity.minAge": {
    ar: [
      "جميع الأعمار",
      "من عمر سنة فأكثر",
      "من عمر سنتين فأكثر",
      "من عمر 3 سنوات فأكثر",
      "من عمر 11 سنة فأكثر",
      "من عمر 100 سنة فأكثر",
    ],
    en: ["All ages", "Ages 1+", "Ages 2+", "Ages 3+", "Ages 11+", "Ages 100+"],
  },
  "catalogue.resultCount": {
    ar: ["لا توجد تجارب", "تجربة واحدة", "تجربتان", "3 تجارب", "11 تجربة", "100 تجربة"],
    en: ["0 experiences", "1 experience", "2 experiences", "3 experiences", "11 experiences", "100 experiences"],
  },
  "home.activitiesCount": {
    ar: ["لا توجد تجارب بعد", "تجربة واحدة", "تجربتان", "3 تجارب", "11 تجربة", "100 تجربة"],
    en: ["0 experiences", "1 experience", "2 experiences", "3 experiences", "11 experiences", "100 experiences"],
  },
  "search.total": {
    ar: ["لم نجد أي تجربة", "وجدنا تجربة واحدة", "وجدنا تجربتين", "وجدنا 3 تجارب", "وجدنا 11 تجربة", "وجدنا 100 تجربة"],
    en: [
      "0 experiences found",
      "1 experience found",
      "2 experiences found",
      "3 experiences found",
      "11 experiences found",
      "100 experiences found",
    ],
  },
  "search.values.rating.atLeast": {
    ar: ["أي تقييم", "نجمة واحدة فأكثر", "نجمتان فأكثر", "3 نجوم فأكثر", "11 نجمة فأكثر", "100 نجمة فأكثر"],
    en: ["0 stars and up", "1 star and up", "2 stars and up", "3 stars and up", "11 stars and up", "100 stars and up"],
  },
  "catalogue.hoursInCompound": {
    ar: ["0 ساعة", "ساعة", "ساعتان", "3 ساعات", "11 ساعة", "100 ساعة"],
    en: ["0 hours", "1 hour", "2 hours", "3 hours", "11 hours", "100 hours"],
  },
  "catalogue.ratingSentence": {
    values: { rating: "4.5" },
    ar: [
      "لا توجد تقييمات بعد",
      "4.5 من 5 نجوم، تقييم واحد",
      "4.5 من 5 نجوم، تقييمان",
      "4.5 من 5 نجوم، 3 تقييمات",
      "4.5 من 5 نجوم، 11 تقييمًا",
      "4.5 من 5 نجوم، 100 تقييم",
    ],
    en: [
      "No reviews yet",
      "4.5 out of 5 stars, 1 review",
      "4.5 out of 5 stars, 2 reviews",
      "4.5 out of 5 stars, 3 reviews",
      "4.5 out of 5 stars, 11 reviews",
      "4.5 out of 5 stars, 100 reviews",
    ],
  },
  "activity.fullRefundUntil": {
    ar: [
      "إلغاء مجاني حتى موعد البدء مع استرداد المبلغ كاملًا.",
      "إلغاء مجاني حتى ساعة واحدة قبل الموعد مع استرداد المبلغ كاملًا.",
      "إلغاء مجاني حتى ساعتين قبل الموعد مع استرداد المبلغ كاملًا.",
      "إلغاء مجاني حتى 3 ساعات قبل الموعد مع استرداد المبلغ كاملًا.",
      "إلغاء مجاني حتى 11 ساعة قبل الموعد مع استرداد المبلغ كاملًا.",
      "إلغاء مجاني حتى 100 ساعة قبل الموعد مع استرداد المبلغ كاملًا.",
    ],
    en: [0, 1, 2, 3, 11, 100].map(
      (n) => `Free cancellation up to ${n} hour${n === 1 ? "" : "s"} before the start, with a full refund.`,
    ),
  },
  "activity.feeWithin": {
    values: { percent: 50 },
    ar: [
      "الإلغاء بعد بدء الموعد: رسوم بنسبة 50%.",
      "الإلغاء قبل الموعد بأقل من ساعة: رسوم بنسبة 50%.",
      "الإلغاء قبل الموعد بأقل من ساعتين: رسوم بنسبة 50%.",
      "الإلغاء قبل الموعد بأقل من 3 ساعات: رسوم بنسبة 50%.",
      "الإلغاء قبل الموعد بأقل من 11 ساعة: رسوم بنسبة 50%.",
      "الإلغاء قبل الموعد بأقل من 100 ساعة: رسوم بنسبة 50%.",
    ],
    en: [0, 1, 2, 3, 11, 100].map(
      (n) => `Cancelling less than ${n} hour${n === 1 ? "" : "s"} before the start: 50% fee.`,
    ),
  },
  "booking.maxPerItem": {
    ar: [
      "لا يتّسع الحجز لأي شخص",
      "الحد الأقصى شخص واحد لكل مجموعة",
      "الحد الأقصى شخصان لكل مجموعة",
      "الحد الأقصى 3 أشخاص لكل مجموعة",
      "الحد الأقصى 11 شخصًا لكل مجموعة",
      "الحد الأقصى 100 شخص لكل مجموعة",
    ],
    en: ["max 0 per item", "max 1 per item", "max 2 per item", "max 3 per item", "max 11 per item", "max 100 per item"],
  },
  "booking.agesUpTo": {
    ar: ["أقل من سنة", "حتى سنة واحدة", "حتى سنتين", "حتى 3 سنوات", "حتى 11 سنة", "حتى 100 سنة"],
    en: ["up to 0 years", "up to 1 year", "up to 2 years", "up to 3 years", "up to 11 years", "up to 100 years"],
  },
  "booking.agesRange": {
    values: { min: 3 },
    ar: [
      "أقل من سنة",
      "من 3 إلى سنة واحدة",
      "من 3 إلى سنتين",
      "من 3 إلى 3 سنوات",
      "من 3 إلى 11 سنة",
      "من 3 إلى 100 سنة",
    ],
    en: ["ages 3–0", "ages 3–1", "ages 3–2", "ages 3–3", "ages 3–11", "ages 3–100"],
  },
  "booking.travellers.adult": {
    ar: ["لا بالغين", "بالغ واحد", "بالغان", "3 بالغين", "11 بالغًا", "100 بالغ"],
    en: ["0 adults", "1 adult", "2 adults", "3 adults", "11 adults", "100 adults"],
  },
  "booking.travellers.child": {
    ar: ["لا أطفال", "طفل واحد", "طفلان", "3 أطفال", "11 طفلًا", "100 طفل"],
    en: ["0 children", "1 child", "2 children", "3 children", "11 children", "100 children"],
  },
  "booking.travellers.infant": {
    ar: ["لا رضّع", "رضيع واحد", "رضيعان", "3 رضّع", "11 رضيعًا", "100 رضيع"],
    en: ["0 infants", "1 infant", "2 infants", "3 infants", "11 infants", "100 infants"],
  },
  "cancellation.freeBefore": {
    ar: [
      "إلغاء مجاني حتى موعد البدء",
      "إلغاء مجاني حتى ساعة واحدة قبل الموعد",
      "إلغاء مجاني حتى ساعتين قبل الموعد",
      "إلغاء مجاني حتى 3 ساعات قبل الموعد",
      "إلغاء مجاني حتى 11 ساعة قبل الموعد",
      "إلغاء مجاني حتى 100 ساعة قبل الموعد",
    ],
    en: [
      "Free cancellation until the start",
      "Free cancellation up to 1 hour before",
      "Free cancellation up to 2 hours before",
      "Free cancellation up to 3 hours before",
      "Free cancellation up to 11 hours before",
      "Free cancellation up to 100 hours before",
    ],
  },
  "booking.peopleCount": {
    ar: ["لا أحد", "شخص واحد", "شخصان", "3 أشخاص", "11 شخصًا", "100 شخص"],
    en: ["0 people", "1 person", "2 people", "3 people", "11 people", "100 people"],
  },
  "booking.seatsLeft": {
    ar: [
      "نفدت المقاعد",
      "بقي مقعد واحد فقط",
      "بقي مقعدان فقط",
      "بقيت 3 مقاعد فقط",
      "بقي 11 مقعدًا فقط",
      "بقي 100 مقعد فقط",
    ],
    en: [
      "Only 0 seats left",
      "Only 1 seat left",
      "Only 2 seats left",
      "Only 3 seats left",
      "Only 11 seats left",
      "Only 100 seats left",
    ],
  },
  "header.cartCount": {
    ar: [
      "سلة التسوق فارغة",
      "سلة التسوق، فيها تجربة واحدة",
      "سلة التسوق، فيها تجربتان",
      "سلة التسوق، فيها 3 تجارب",
      "سلة التسوق، فيها 11 تجربة",
      "سلة التسوق، فيها 100 تجربة",
    ],
    en: ["Cart, 0 items", "Cart, 1 item", "Cart, 2 items", "Cart, 3 items", "Cart, 11 items", "Cart, 100 items"],
  },
  "travelDocs.calendar.travellers": {
    ar: ["لا مسافرين", "مسافر واحد", "مسافران", "3 مسافرين", "11 مسافرًا", "100 مسافر"],
    en: ["0 travellers", "1 traveller", "2 travellers", "3 travellers", "11 travellers", "100 travellers"],
  },
  "wishlist.count": {
    ar: [
      "قائمة الأمنيات، لا توجد تجارب محفوظة",
      "قائمة الأمنيات، تجربة واحدة محفوظة",
      "قائمة الأمنيات، تجربتان محفوظتان",
      "قائمة الأمنيات، 3 تجارب محفوظة",
      "قائمة الأمنيات، 11 تجربة محفوظة",
      "قائمة الأمنيات، 100 تجربة محفوظة",
    ],
    en: [
      "Wishlist, 0 saved",
      "Wishlist, 1 saved",
      "Wishlist, 2 saved",
      "Wishlist, 3 saved",
      "Wishlist, 11 saved",
      "Wishlist, 100 saved",
    ],
  },
};

describe("plural keys", () => {
  // English reads only one and other (and zero, for 0); it carries all six so both files have the same keys.
  it("give both languages all six forms, for the same set of counted strings", () => {
    const arKeys = pluralKeys(arStrings);
    const enKeys = pluralKeys(enStrings);
    expect([...arKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
    for (const [base, forms] of arKeys) expect(forms.slice().sort(), `ar ${base}`).toEqual(AR_FORMS.slice().sort());
    for (const [base, forms] of enKeys) expect(forms.slice().sort(), `en ${base}`).toEqual(AR_FORMS.slice().sort());
    for (const base of arKeys.keys())
      expect(arStrings[base], `${base} also exists without a plural suffix`).toBeUndefined();
  });

  it("count through {{count}}, never a number placed before a fixed word", () => {
    for (const [key, value] of [...Object.entries(arStrings), ...Object.entries(enStrings)]) {
      expect(value, key).not.toMatch(/\{\{n\}\}/);
      if (/\{\{count(, number)?\}\}/.test(value))
        expect(key, `${key} interpolates a count without plural forms`).toMatch(PLURAL_SUFFIX);
    }
  });

  it("are exactly the counted strings this test knows the reading of", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...pluralKeys(arStrings).keys()].sort());
  });
});

describe.each(Object.entries(EXPECTED))("%s", (key, expected) => {
  it.each(SAMPLES.map((n, i) => [n, expected.ar[i], expected.en[i]] as const))(
    "reads right for %i",
    (count, arabic, english) => {
      const values = { rating: String(count), ...expected.values, count };
      expect(serverI18n("ar").t(key, values)).toBe(arabic);
      expect(serverI18n("en").t(key, values)).toBe(english);
    },
  );
});

describe("large counts", () => {
  it("group their digits as the locale writes them, in Latin digits", () => {
    expect(serverI18n("ar").t("search.total", { count: 1382 })).toBe("وجدنا 1,382 تجربة");
    expect(serverI18n("en").t("search.total", { count: 1382 })).toBe("1,382 experiences found");
  });
});

describe("fractions", () => {
  it("take the form plural rules give them (4.5 stars: the singular after a decimal in Arabic)", () => {
    expect(serverI18n("ar").t("search.values.rating.atLeast", { count: 4.5, rating: "4.5" })).toBe("4.5 نجمة فأكثر");
    expect(serverI18n("ar").t("search.values.rating.atLeast", { count: 4, rating: "4" })).toBe("4 نجوم فأكثر");
    expect(serverI18n("en").t("search.values.rating.atLeast", { count: 4.5, rating: "4.5" })).toBe("4.5 stars and up");
  });
});

describe("durations", () => {
  const ar = serverI18n("ar").t;
  const en = serverI18n("en").t;
  it.each([
    [60, "ساعة واحدة", "1 hour"],
    [120, "ساعتان", "2 hours"],
    [180, "3 ساعات", "3 hours"],
    [18 * 60, "18 ساعة", "18 hours"],
    [24 * 60, "يوم واحد", "1 day"],
    [48 * 60, "يومان", "2 days"],
    [45, "45 دقيقة", "45 minutes"],
    [150, "ساعتان و30 دقيقة", "2 hours 30 minutes"],
    [61, "ساعة ودقيقة واحدة", "1 hour 1 minute"],
    [90, "ساعة و30 دقيقة", "1 hour 30 minutes"],
  ])("%i minutes read %s / %s", (minutes, arabic, english) => {
    expect(formatDuration(minutes, ar)).toBe(arabic);
    expect(formatDuration(minutes, en)).toBe(english);
  });
});

describe("rendered pages", () => {
  beforeAll(async () => {
    await seedDatabase(env.DB);
    await seedSites(env.SITE);
  });
  // "Number + fixed plural word" where the number needs another form: what the site said before plural rules.
  const ARABIC_SLIPS =
    /(?<![\d.])(1|2) (ساعات|أيام|نجوم|تقييمات|تجارب|سنوات|دقائق)|من التقييمات|عدد التجارب|(?<![\d.])(1[1-9]|[2-9]\d) (ساعات|أيام|نجوم|تقييمات|تجارب|سنوات|دقائق)/;
  const ENGLISH_SLIPS = /(?<![\d.])1 (hours|days|minutes|stars|reviews|experiences|years)\b/;
  /** Each slip with a little context, so a failure says where it is. */
  const slips = (body: string, pattern: RegExp) =>
    [...body.matchAll(new RegExp(pattern.source, "g"))].map((m) =>
      body.slice(Math.max(0, m.index - 60), m.index + m[0].length + 20),
    );

  it.each(["/", "/things-to-do-in-dubai", "/things-to-do", "/search/dubai", "/search/safari"])(
    "%s reads right in both languages",
    async (path) => {
      const { body: arabic } = await html(path === "/" ? "/ar" : `/ar${path}`);
      const { body: english } = await html(path);
      expect(slips(arabic, ARABIC_SLIPS)).toEqual([]);
      expect(slips(english, ENGLISH_SLIPS)).toEqual([]);
    },
  );

  it("experience pages whose counts need the singular, dual or few forms read right in both languages", async () => {
    // One page per case the old strings got wrong: 1 or 2 hours or days, ages 1–3, 1, 2 or a few reviews.
    const { results } = await env.DB.prepare(
      `SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.id IN (
         SELECT min(id) FROM activities WHERE duration_minutes IN (60, 120, 1440, 2880) GROUP BY duration_minutes
         UNION SELECT min(id) FROM activities WHERE min_age BETWEEN 1 AND 3 GROUP BY min_age
         UNION SELECT min(id) FROM activities WHERE review_count BETWEEN 1 AND 12 GROUP BY review_count)`,
    ).all<{ slug: string; city: string }>();
    expect(results.length).toBeGreaterThanOrEqual(4);
    for (const { slug, city } of results) {
      const path = `/things-to-do-in-${city}/${slug}`;
      const arabic = await html(`/ar${path}`);
      expect(arabic.res.status).toBe(200);
      expect(slips(arabic.body, ARABIC_SLIPS)).toEqual([]);
      expect(slips((await html(path)).body, ENGLISH_SLIPS)).toEqual([]);
    }
  });
});
