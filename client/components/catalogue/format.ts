// Small formatters for catalogue facts, in the page's language.
import type { TFunction } from "i18next";
import { LOCALE_INFO, type Locale } from "../../lib/locales.ts";

export function formatDuration(minutes: number, t: TFunction): string {
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) return t("catalogue.durationDays", { n: minutes / (24 * 60) });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return t("catalogue.durationMinutes", { m });
  return m ? t("catalogue.durationHoursMinutes", { h, m }) : t("catalogue.durationHours", { h });
}

export function formatDate(date: string, locale: Locale, options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" }): string {
  return new Intl.DateTimeFormat(`${LOCALE_INFO[locale].tag}-u-nu-latn`, { ...options, timeZone: "UTC" }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

export function formatRating(rating: number, locale: Locale): string {
  return new Intl.NumberFormat(`${LOCALE_INFO[locale].tag}-u-nu-latn`, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** Language names from the browser/runtime's own data, in the page's language. */
export function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
