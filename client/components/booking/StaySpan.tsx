// A stay's span as every booking summary shows it: "3 nights · 12–15 Dec" (or "3 days · 12–14 Dec").
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Locale } from "../../../shared/locales.ts";
import { stayText, type Stay } from "../../../shared/stay.ts";

export function StaySpan({
  date,
  stay,
  locale,
  className,
}: {
  date: string;
  stay: Stay;
  locale: Locale;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={className} data-testid="stay-span">
      {stayText(t, locale, date, stay)}
    </span>
  );
}
