// Phones and tablets (below lg): a bar stuck to the bottom of the screen with the from-price and "Check
// availability", a link back to the booking widget. Server-rendered, no JavaScript: position: sticky at the end of the
// column that comes after the widget, so it appears only once the traveller has scrolled past the widget (the first
// screen has its own price and link), and it keeps its own place in the flow: at the end of the page it comes to rest
// below the last section, never over the widget, the last section or the footer.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PricingUnit } from "../../../shared/catalogue.ts";
import { buttonClass } from "../ui/Button.tsx";
import { FromPrice } from "./Price.tsx";

export function StickyBookingBar({
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
    // biome-ignore lint/a11y/useSemanticElements: issue 34 (accessibility) reviews the page's landmarks; this keeps today's markup
    <div
      className="sticky bottom-0 z-20 -me-4 -ms-4 mt-2 border-t border-black/10 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
      role="region"
      aria-label={t("booking.bookThis")}
      data-testid="sticky-booking-bar"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm leading-tight text-slate-600">
          <FromPrice amount={fromPrice} unit={pricingUnit} />
        </p>
        <a href={`#${target}`} className={buttonClass("primary", "shrink-0 px-4")} data-testid="check-availability">
          {t("booking.checkAvailability")}
        </a>
      </div>
    </div>
  );
}
