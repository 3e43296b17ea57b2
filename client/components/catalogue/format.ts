// Small formatters for catalogue facts, in the page's language. Intl objects are costly to build, so each is made once.
import type { TFunction } from "i18next";
import { LOCALE_INFO, type Locale } from "../../lib/locales.ts";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();
function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const tag = (locale: Locale) => `${LOCALE_INFO[locale].tag}-u-nu-latn`;

export function formatDuration(minutes: number, t: TFunction): string {
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) return t("catalogue.durationDays", { n: minutes / (24 * 60) });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return t("catalogue.durationMinutes", { m });
  return m ? t("catalogue.durationHoursMinutes", { h, m }) : t("catalogue.durationHours", { h });
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

export function formatDate(date: string, locale: Locale, options: Intl.DateTimeFormatOptions = LONG_DATE): string {
  const format = memo(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag(locale), { ...options, timeZone: "UTC" }));
  return (format as Intl.DateTimeFormat).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

export function formatRating(rating: number, locale: Locale): string {
  const format = memo(`rating|${locale}`, () => new Intl.NumberFormat(tag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  return (format as Intl.NumberFormat).format(rating);
}

/** Language names from the runtime's own data, in the page's language. */
export function languageName(code: string, locale: Locale): string {
  try {
    return (memo(`lang|${locale}`, () => new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: "language" })) as Intl.DisplayNames).of(code) ?? code;
  } catch {
    return code;
  }
}
