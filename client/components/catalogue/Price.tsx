// A price in the visitor's currency (stored in AED minor units): never rounded up; `exact` keeps a zero fraction.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PricingUnit } from "../../../shared/catalogue.ts";
import { usePageContext } from "../page-context.tsx";
import { formatMoney } from "../../../shared/money.ts";

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

/** "From AED 250 per person": the lowest price and its pricing unit, wherever an activity is offered. */
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
  return (
    <>
      {`${t("catalogue.from")} `}
      <Price amount={amount} className={`amount ${size}`} />{" "}
      <span className={unitClassName}>{t(`catalogue.unit.${unit}`)}</span>
    </>
  );
}
