// A stay's span as every booking summary shows it: "3 nights · 12–15 Dec" (or "3 days · 12–14 Dec").
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Locale } from "../../lib/locales.ts";
import { formatStayRange, type Stay } from "../../lib/stay.ts";

/** The span as text, for emails and plain-text lines. */
export function stayText(t: TFunction, locale: Locale, date: string, stay: Stay): string {
  const length = t(stay.unit === "daily" ? "stay.days" : "stay.nights", { count: stay.units });
  return String(t("stay.span", { length, range: formatStayRange(date, stay.units, stay.unit, locale) }));
}

export function StaySpan({ date, stay, locale, className }: { date: string; stay: Stay; locale: Locale; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className} data-testid="stay-span">
      {stayText(t, locale, date, stay)}
    </span>
  );
}
