// The booking's price lines as shown in the chosen currency, and their total; the server prices the booking again in
// AED, and that is what is charged.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityOption } from "../../../shared/catalogue.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { PriceLine } from "../../../shared/booking-math.ts";
import { displayBreakdown, formatMinor, type Fx } from "../../../shared/money.ts";
import { totalReading } from "../catalogue/format.ts";

type PriceBreakdownProps = {
  lines: PriceLine[];
  option: ActivityOption;
  stayUnit: "nightly" | "daily" | null;
  locale: Locale;
  fx: Fx;
};

export function PriceBreakdown({ lines, option, stayUnit, locale, fx }: PriceBreakdownProps) {
  const { t } = useTranslation();
  const breakdown = displayBreakdown(lines, fx);
  const shown = (minor: number) => formatMinor(minor, locale, fx.currency);
  const lineLabel = (line: PriceLine) => {
    if (line.kind === "participants") return t(`booking.travellers.${line.category}`, { count: line.count });
    if (line.kind === "item" && line.units) {
      return t("stay.line", {
        length: t(line.units && stayUnit === "daily" ? "stay.days" : "stay.nights", { count: line.units }),
        people: t("booking.peopleCount", { count: line.travellers }),
      });
    }
    if (line.kind === "item") return t("booking.peopleCount", { count: line.travellers });
    const extra = option.extras.find((e) => e.id === line.extraId);
    return extra?.unit === "per_person"
      ? t("booking.extraFor", { title: extra.title, travellers: t("booking.peopleCount", { count: line.count }) })
      : (extra?.title ?? "");
  };
  return (
    <>
      <ul
        className="mt-5 space-y-1 border-t border-black/10 pt-4 text-sm"
        aria-label={t("booking.breakdown")}
        data-testid="price-breakdown"
      >
        {breakdown.lines.map((line) => (
          <li
            key={
              line.kind === "participants" ? line.category : line.kind === "extra" ? `extra-${line.extraId}` : line.kind
            }
            className="flex items-baseline justify-between gap-3"
            data-testid="price-line"
          >
            <span>{lineLabel(line)}</span>
            <bdi className="shrink-0" data-testid="price-line-amount">
              {line.aed === 0 ? t("booking.free") : shown(line.minor)}
            </bdi>
          </li>
        ))}
      </ul>
      {/* The total is said whole ("Total: AED 438.00"), and again, once, each time it changes: the sentence is the
          only live text, the pieces laid out apart are hidden from screen readers. */}
      <p className="mt-3 flex items-baseline justify-between gap-3" aria-live="polite" data-testid="total-live">
        <span className="font-bold" aria-hidden="true">
          {t("booking.total")}
        </span>
        <bdi className="text-2xl font-extrabold" data-testid="total-price" aria-hidden="true">
          {shown(breakdown.total)}
        </bdi>
        <span className="sr-only">{totalReading(t, shown(breakdown.total))}</span>
      </p>
    </>
  );
}
