// The first screen's price and "Check availability" (phones and tablets): a plain link to the booking widget,
// which the page moves focus to (the widget's aside is focusable), so it works before any JavaScript.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PricingUnit } from "../../../shared/catalogue.ts";
import { buttonClass } from "../ui/Button.tsx";
import { FromPrice } from "./Price.tsx";

export function PriceSummary({
  fromPrice,
  pricingUnit,
  target,
}: {
  fromPrice: number;
  pricingUnit: PricingUnit;
  target: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl border border-black/10 bg-white p-3 shadow-sm lg:hidden">
      <p className="min-w-0 text-sm leading-tight text-slate-600" data-testid="detail-price">
        <FromPrice amount={fromPrice} unit={pricingUnit} size="text-xl" unitClassName="whitespace-nowrap" />
      </p>
      <a href={`#${target}`} className={buttonClass("primary", "shrink-0 px-4")} data-testid="check-availability-top">
        {t("booking.checkAvailability")}
      </a>
    </div>
  );
}
