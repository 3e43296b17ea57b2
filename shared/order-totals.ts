// An order's totals as its result page and its emails state them: what checkout showed in the traveller's currency
// (named in words) and what the card is charged, holds or still owes in AED, each labelled.
import type { TFunction } from "i18next";
import type { Locale } from "./locales.ts";
import type { OrderView } from "./order.ts";
import { currencyName } from "./intl.ts";
import { formatMinor, formatMoney } from "./money.ts";

/** What the AED amount is: taken from the card, held on it until the suppliers answer, or to be paid later. */
export type ChargeKind = "charged" | "reserved" | "due";

export type TotalLine = { label: string; amount: string; strong?: boolean; testId: string };

/** An AED amount as the card sees it, with its minor digits. */
export const aedText = (amount: number, locale: Locale) =>
  formatMoney(amount, locale, { currency: "AED", rate: 1 }, true);

/**
 * The closing lines for `amount` (AED minor units): first, when checkout showed another currency and `amount` is the
 * whole order, the total it showed; then the AED amount under its kind.
 */
export function orderTotalLines(
  order: Pick<OrderView, "total" | "shownTotal">,
  charge: { kind: ChargeKind; amount: number },
  locale: Locale,
  t: TFunction,
): TotalLine[] {
  const shown = order.shownTotal && charge.amount === order.total ? order.shownTotal : null;
  return [
    ...(shown
      ? [
          {
            label: t("totals.shown", { currency: currencyName(shown.currency, locale) }),
            amount: formatMinor(shown.minor, locale, shown.currency),
            testId: "total-shown",
          },
        ]
      : []),
    {
      label: t(`totals.${charge.kind}`),
      amount: aedText(charge.amount, locale),
      strong: true,
      testId: "total-charged",
    },
  ];
}
