// Small formatters for catalogue facts, in the page's language. Dates, numbers and language names come from
// lib/intl.ts (Gregorian calendar, Latin digits); re-exported here for the components that import them from this module.
import type { TFunction } from "i18next";
export { formatDate, formatRating, languageName } from "../../lib/intl.ts";

/** "3 hours", "ساعتان و30 دقيقة", "يوم واحد": whole days, or hours and minutes, each counted through plural rules. */
export function formatDuration(minutes: number, t: TFunction): string {
  const day = 24 * 60;
  if (minutes >= day && minutes % day === 0) return t("catalogue.days", { count: minutes / day });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return t("catalogue.minutes", { count: m });
  if (!m) return t("catalogue.hours", { count: h });
  return t("catalogue.hoursAndMinutes", { hours: t("catalogue.hours", { count: h }), minutes: t("catalogue.minutes", { count: m }) });
}
