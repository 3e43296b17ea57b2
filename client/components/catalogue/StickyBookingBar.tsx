// Phones and tablets (below lg): a bar stuck to the bottom of the screen with the from-price and a link to the
// booking widget. Server-rendered, no JavaScript: position: sticky at the end of the column the widget follows, so it
// comes to rest just above the widget (never over its buttons, never over the footer).
import { useTranslation } from "react-i18next";
import type { PricingUnit } from "../../lib/catalogue.ts";
import { buttonClass } from "../ui/Button.tsx";
import { Price } from "./Price.tsx";

export function StickyBookingBar({ fromPrice, pricingUnit, target }: { fromPrice: number; pricingUnit: PricingUnit; target: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="sticky bottom-0 z-20 -me-4 -ms-4 mt-2 border-t border-black/10 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
      role="region"
      aria-label={t("booking.bookThis")}
      data-testid="sticky-booking-bar"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm leading-tight text-slate-600">
          {t("catalogue.from")} <Price amount={fromPrice} className="text-lg font-extrabold text-slate-900" />{" "}
          <span className="text-xs">{t(`catalogue.unit.${pricingUnit}`)}</span>
        </p>
        <a href={`#${target}`} className={buttonClass("primary", "shrink-0 px-4")} data-testid="check-availability">
          {t("booking.checkAvailability")}
        </a>
      </div>
    </div>
  );
}
