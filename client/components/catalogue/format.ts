// Durations in the page's language, counted through plural rules (dates and numbers are in lib/intl.ts).
import type { TFunction } from "i18next";

/** "3 hours", "ساعتان و30 دقيقة", "يوم واحد": whole days, or hours and minutes, each counted through plural rules. */
export function formatDuration(minutes: number, t: TFunction): string {
  const day = 24 * 60;
  if (minutes >= day && minutes % day === 0) return t("catalogue.days", { count: minutes / day });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return t("catalogue.minutes", { count: m });
  if (!m) return t("catalogue.hours", { count: h });
  // Inside a compound, one hour is "ساعة" (not "ساعة واحدة"): "ساعة و30 دقيقة".
  return t("catalogue.hoursAndMinutes", {
    hours: t("catalogue.hoursInCompound", { count: h }),
    minutes: t("catalogue.minutes", { count: m }),
  });
}
