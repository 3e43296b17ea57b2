// Gulf formats: every date and number formatter comes from shared/intl.ts, with the Gregorian calendar and Latin
// digits named, and percentages use the Latin sign with Latin digits.
import { describe, expect, it } from "vitest";
import {
  calendarDateIn,
  dateFormatter,
  formatDate,
  formatList,
  formatPercent,
  formatRating,
  intlTag,
  languageName,
  numberFormatter,
} from "../../shared/intl.ts";
import { formatMoney } from "../../shared/money.ts";
import { GULF_TIME_ZONE, todayInGulf } from "../../shared/dates.ts";
import { createI18n } from "../../client/i18n/index.ts";
import { LOCALES } from "../../shared/locales.ts";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";

/** The source of every module in client/, shared/ and worker/, read at build time (the test runs in workerd, without a disk). */
const SOURCES = import.meta.glob(["/client/**/*.{ts,tsx}", "/shared/**/*.{ts,tsx}", "/worker/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/**
 * Building an Intl date or number formatter or plural rules, or the toLocale…String shortcuts that build one with the bare locale.
 * (Names of languages and regions carry no digits or calendar; they may be looked up elsewhere.)
 */
const BUILDS_FORMATTER =
  /\bIntl\s*\.\s*(DateTimeFormat|NumberFormat|RelativeTimeFormat|PluralRules)\s*\(|\.toLocale(Date|Time)?String\s*\(/;

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe("one home for Intl formatters", () => {
  it("no module in client/, shared/ or worker/ but shared/intl.ts builds a date or number formatter", () => {
    const files = Object.keys(SOURCES);
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain("/shared/intl.ts");
    // The pattern does see a formatter being built (intl.ts builds them all), so a clean result means something.
    expect(SOURCES["/shared/intl.ts"]).toMatch(BUILDS_FORMATTER);
    const offenders = files.filter((file) => file !== "/shared/intl.ts" && BUILDS_FORMATTER.test(SOURCES[file]));
    expect(offenders).toEqual([]);
  });
});

describe("dates", () => {
  it("name the Gregorian calendar and Latin digits, since browsers may default ar-SA to Umm al-Qura and Arabic-Indic digits", () => {
    for (const locale of LOCALES) {
      expect(intlTag(locale)).toMatch(/-u-ca-gregory-nu-latn$/);
      const options = dateFormatter(locale, { day: "numeric", month: "long", year: "numeric" }).resolvedOptions();
      expect(options.calendar).toBe("gregory");
      expect(options.numberingSystem).toBe("latn");
      expect(numberFormatter(locale).resolvedOptions().numberingSystem).toBe("latn");
    }
  });

  it("come out Gregorian with Latin digits in Arabic", () => {
    expect(formatDate("2026-11-16", "ar")).toBe("16 نوفمبر 2026");
    expect(formatDate("2026-03-01T10:00:00Z", "ar")).toBe("1 مارس 2026");
    expect(formatDate("2026-11-16", "en")).toBe("November 16, 2026");
    expect(formatDate("2026-11-16", "ar", { weekday: "long", day: "numeric", month: "long" })).toBe(
      "الاثنين، 16 نوفمبر",
    );
  });

  it("today's date is the Gulf's calendar day, as YYYY-MM-DD", () => {
    expect(calendarDateIn("Asia/Dubai", new Date("2026-11-15T19:59:59Z"))).toBe("2026-11-15");
    expect(calendarDateIn("Asia/Dubai", new Date("2026-11-15T20:00:00Z"))).toBe("2026-11-16");
    expect(calendarDateIn("UTC", new Date("2026-01-05T00:00:00Z"))).toBe("2026-01-05");
  });
});

describe("today in the Gulf", () => {
  it("is the date Intl gives in Asia/Dubai, on both sides of midnight there, all year", () => {
    const checked = [];
    for (let day = 0; day < 366; day += 7) {
      for (const hourUtc of [0, 19, 19.99, 20, 20.01, 23.99]) {
        const now = new Date(Date.UTC(2026, 0, 1 + day) + hourUtc * 3_600_000);
        checked.push(now);
        expect(todayInGulf(now), now.toISOString()).toBe(calendarDateIn(GULF_TIME_ZONE, now));
      }
    }
    expect(checked.length).toBeGreaterThan(300);
  });
});

describe("numbers", () => {
  it("ratings, language names and lists use Latin digits and the page's language", () => {
    expect(formatRating(4.5, "ar")).toBe("4.5");
    expect(formatRating(4, "en")).toBe("4.0");
    expect(languageName("ar", "ar")).toBe("العربية");
    expect(languageName("ar", "en")).toBe("Arabic");
    expect(formatList(["الإنجليزية", "العربية"], "ar")).toBe("الإنجليزية والعربية");
    expect(formatMoney(123456789, "ar", { currency: "AED", rate: 1 })).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it("percentages pair Latin digits with the Latin percent sign", () => {
    expect(formatPercent(100, "ar")).toBe("100%");
    expect(formatPercent(25, "en")).toBe("25%");
    expect(formatPercent(12.5, "ar")).toBe("12.5%");
  });
});

describe("translations", () => {
  const strings = (node: unknown, path = ""): [string, string][] =>
    typeof node === "string"
      ? [[path, node]]
      : Object.entries(node as object).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));

  it("write no percent sign by hand: a percentage is interpolated as {{x, percent}}", () => {
    for (const [path, text] of [...strings(en), ...strings(ar)]) expect(text, path).not.toMatch(/[%٪]/);
  });

  it("format percentages and numbers through lib/intl.ts", () => {
    const tAr = createI18n("ar", ar).t;
    const fee = tAr("activity.feeWithin", { count: 3, percent: 100 });
    expect(fee).toContain("100%");
    expect(fee).not.toMatch(/٪|{{/);
    expect(createI18n("en", en).t("activity.feeWithin", { count: 3, percent: 50 })).toContain("50%");
    const numbers = createI18n("ar", { n: "{{n, number}}", p: "{{p, percent}}" });
    expect(numbers.t("n", { n: 1234.5 })).toBe("1,234.5");
    expect(numbers.t("p", { p: 75 })).toBe("75%");
  });
});
