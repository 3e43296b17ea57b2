// Every Intl formatter the site uses, built once each, with the Gregorian calendar and Latin digits named explicitly.
import { LOCALE_INFO, type Locale } from "./locales.ts";

/**
 * Some browsers give `ar-SA` the Umm al-Qura calendar and Arabic-Indic digits by default; Gulf sites write
 * Gregorian dates and Latin digits, so both are named in the tag and in the options.
 */
const FIXED = { calendar: "gregory", numberingSystem: "latn" } as const;

/** "ar-SA-u-ca-gregory-nu-latn", "en-US-u-ca-gregory-nu-latn". */
export function intlTag(locale: Locale): string {
  return `${LOCALE_INFO[locale].tag}-u-ca-gregory-nu-latn`;
}

const cache = new Map<string, unknown>();
function memo<T>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** Calendar dates are wall-clock days (YYYY-MM-DD), so they are formatted in UTC unless a zone is named. */
export function dateFormatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(
    `date|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlTag(locale), { timeZone: "UTC", ...options, ...FIXED }),
  );
}

export function numberFormatter(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo(
    `number|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlTag(locale), { ...options, numberingSystem: FIXED.numberingSystem }),
  );
}

/** How many minor digits a currency has, from the runtime's CLDR data: 2 for AED and USD, 3 for KWD, BHD, OMR, 0 for JPY. */
export function currencyMinorDigits(currency: string): number {
  return memo(
    `digits|${currency}`,
    () => new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2,
  );
}

/**
 * A currency formatter showing exactly the currency's minor digits; "strip" drops them when they are all zero
 * ("AED 150", but "KWD 12.540"). Amounts are never rounded here: callers pass values already in minor-unit steps.
 */
export function currencyFormatter(locale: Locale, currency: string, fraction: "full" | "strip"): Intl.NumberFormat {
  const digits = currencyMinorDigits(currency);
  return memo(
    `currency|${locale}|${currency}|${fraction}`,
    () =>
      new Intl.NumberFormat(intlTag(locale), {
        style: "currency",
        currency,
        numberingSystem: FIXED.numberingSystem,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        trailingZeroDisplay: fraction === "strip" ? "stripIfInteger" : "auto",
      }),
  );
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** "16 November 2026" / "16 نوفمبر 2026" for a YYYY-MM-DD (or ISO timestamp) date. */
export function formatDate(date: string, locale: Locale, options: Intl.DateTimeFormatOptions = LONG_DATE): string {
  return dateFormatter(locale, options).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** Today's (or `now`'s) calendar date in a time zone, as YYYY-MM-DD. */
export function calendarDateIn(timeZone: string, now: Date): string {
  const parts = memo(
    `iso|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(`en-US-u-ca-gregory-nu-latn`, {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        ...FIXED,
      }),
  ).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (whole seconds). */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  const format = memo(
    `wall|${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US-u-ca-gregory-nu-latn", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  );
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return (
    Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) -
    Math.floor(instant / 1000) * 1000
  );
}

/** "14:00": an instant on `timeZone`'s 24-hour clock, with Latin digits in both languages. */
export function formatClock(at: Date, locale: Locale, timeZone: string): string {
  return memo(
    `clock|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlTag(locale), {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        ...FIXED,
      }),
  ).format(at);
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormatter(locale, options).format(value);
}

/**
 * The plural form of `count` ("zero", "one", "two", "few", "many", "other"), as i18next picks a key's `_zero`…`_other`
 * suffix: the cardinal rules of the bare language (Arabic has all six). The browser's `t` (client/i18n/translate.ts)
 * takes its forms from here, so it chooses what the server's i18next does.
 */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  return memo(`plural|${locale}`, () => new Intl.PluralRules(locale, { type: "cardinal" })).select(count);
}

/** A rating with one decimal: "4.5". */
export function formatRating(rating: number, locale: Locale): string {
  return formatNumber(rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A whole-number percentage as the catalogue stores it: 25 → "25%". */
export function formatPercent(percent: number, locale: Locale): string {
  // CLDR pairs ar-SA's Latin digits with the Arabic percent sign ("100٪"); Latin digits take the Latin sign,
  // as they already do for ar-AE and plain ar.
  return numberFormatter(locale, { style: "percent", maximumFractionDigits: 2 })
    .formatToParts(percent / 100)
    .map((p) => (p.type === "percentSign" ? "%" : p.value))
    .join("");
}

/** Language names from the runtime's own data, in the page's language. */
export function languageName(code: string, locale: Locale): string {
  try {
    return (
      memo(`lang|${locale}`, () => new Intl.DisplayNames([intlTag(locale)], { type: "language" })).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** Country and region names from the runtime's own data, in the page's language: "AE" → "United Arab Emirates". */
export function countryName(code: string, locale: Locale): string {
  try {
    return (
      memo(`region|${locale}`, () => new Intl.DisplayNames([intlTag(locale)], { type: "region" })).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** Currency names from the runtime's own data, in the page's language: "KWD" → "Kuwaiti Dinar", "دينار كويتي". */
export function currencyName(code: string, locale: Locale): string {
  try {
    return (
      memo(`currency-name|${locale}`, () => new Intl.DisplayNames([intlTag(locale)], { type: "currency" })).of(code) ??
      code
    );
  } catch {
    return code;
  }
}

/** Compares two names as the page's language sorts them. */
export function compareNames(a: string, b: string, locale: Locale): number {
  return memo(`collator|${locale}`, () => new Intl.Collator(intlTag(locale))).compare(a, b);
}

/** "English, Arabic and French" / "الإنجليزية والعربية والفرنسية". */
export function formatList(items: string[], locale: Locale, type: Intl.ListFormatType = "conjunction"): string {
  return memo(`list|${locale}|${type}`, () => new Intl.ListFormat(intlTag(locale), { type })).format(items);
}

/**
 * A span of time in hours and minutes, as the console's deadlines show it: "5 hr, 12 min" / "5 س و12 د"; from two
 * days on, in days and hours ("6 days, 23 hr"), as an operator reads a week-long deadline.
 */
export function formatTimeSpan(ms: number, locale: Locale): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  const unit = (value: number, name: "day" | "hour" | "minute") =>
    formatNumber(value, locale, { style: "unit", unit: name, unitDisplay: "short" });
  if (hours >= 48) {
    const days = Math.floor(hours / 24);
    return hours % 24 === 0
      ? unit(days, "day")
      : formatList([unit(days, "day"), unit(hours % 24, "hour")], locale, "unit");
  }
  if (hours === 0) return unit(minutes, "minute");
  if (minutes % 60 === 0) return unit(hours, "hour");
  return formatList([unit(hours, "hour"), unit(minutes % 60, "minute")], locale, "unit");
}

/** A moment as the console lists it, on the Gulf's clock unless a zone is named: "27 Nov 2026, 09:12". */
export function formatMoment(at: string | Date, locale: Locale, timeZone = "Asia/Dubai"): string {
  return memo(
    `moment|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlTag(locale), {
        timeZone,
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        ...FIXED,
      }),
  ).format(typeof at === "string" ? new Date(at) : at);
}
