// A price in the visitor's currency (stored in AED minor units): never rounded up; `exact` keeps a zero fraction.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PricingUnit } from "../../../shared/catalogue.ts";
import { usePageContext } from "../page-context.tsx";
import { formatMoney } from "../../../shared/money.ts";
import { fromPriceReading, priceOnReading } from "./format.ts";

export function Price({
  amount,
  exact = false,
  className = "",
}: {
  amount: number;
  exact?: boolean;
  className?: string;
}) {
  const { locale, fx } = usePageContext();
  // Isolated, with the direction of its own text: Intl writes Arabic amounts right to left ("‏150 د.إ.‏").
  return (
    <bdi className={className} data-price="">
      {formatMoney(amount, locale, fx, exact)}
    </bdi>
  );
}

/**
 * "From AED 250 per person": the lowest price and its pricing unit, wherever an activity is offered. Shown in three
 * sizes, said as one sentence (format.ts), so a screen reader does not stop at each piece.
 */
export function FromPrice({
  amount,
  unit,
  size = "text-lg",
  unitClassName = "text-xs",
}: {
  amount: number;
  unit: PricingUnit;
  size?: string;
  unitClassName?: string;
}) {
  const { t } = useTranslation();
  const { locale, fx } = usePageContext();
  return (
    <>
      <span aria-hidden="true">
        {`${t("catalogue.from")} `}
        <Price amount={amount} className={`amount ${size}`} />{" "}
        <span className={unitClassName}>{t(`catalogue.unit.${unit}`)}</span>
      </span>
      <span className="sr-only">{fromPriceReading(t, formatMoney(amount, locale, fx), unit)}</span>
    </>
  );
}

/** "On 3 Dec AED 120 per person": a listing card's price on the day the traveller chose, said as one sentence. */
export function PriceOn({ amount, unit, date }: { amount: number; unit: PricingUnit; date: string }) {
  const { t } = useTranslation();
  const { locale, fx } = usePageContext();
  return (
    <>
      <span aria-hidden="true">
        {`${t("catalogue.priceOn", { date })} `}
        <Price amount={amount} className="amount text-lg" />{" "}
        <span className="text-xs">{t(`catalogue.unit.${unit}`)}</span>
      </span>
      <span className="sr-only">{priceOnReading(t, date, formatMoney(amount, locale, fx), unit)}</span>
    </>
  );
}
