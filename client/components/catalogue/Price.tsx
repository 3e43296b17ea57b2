// A price in the visitor's currency (stored in AED minor units).
import { usePageContext } from "../page-context.tsx";
import { formatMoney } from "../../lib/money.ts";

export function Price({ amount, exact = false, className = "" }: { amount: number; exact?: boolean; className?: string }) {
  const { locale, fx } = usePageContext();
  return (
    <span className={className} dir="ltr">
      {formatMoney(amount, locale, fx, exact)}
    </span>
  );
}
