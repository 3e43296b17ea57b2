// A price in the visitor's currency (stored in AED minor units): never rounded up; `exact` keeps a zero fraction.
import { usePageContext } from "../page-context.tsx";
import { formatMoney } from "../../lib/money.ts";

export function Price({ amount, exact = false, className = "" }: { amount: number; exact?: boolean; className?: string }) {
  const { locale, fx } = usePageContext();
  // Isolated, with the direction of its own text: Intl writes Arabic amounts right to left ("‏150 د.إ.‏").
  return (
    <bdi className={className} data-price="">
      {formatMoney(amount, locale, fx, exact)}
    </bdi>
  );
}
