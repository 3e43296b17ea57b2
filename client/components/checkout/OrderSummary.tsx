// Checkout's order summary: each item in the display currency with its cancellation claim, the discount and the total
// (and, in another currency, the AED amount that is charged).
import { useTranslation } from "../../i18n/use-translation.ts";
import { checkoutBreakdown, formatMinor, formatMoney } from "../../../shared/money.ts";
import { shownLine } from "../../../shared/cart.ts";
import { formatDate } from "../../../shared/intl.ts";
import { StaySpan } from "../booking/StaySpan.tsx";
import { CancellationClaim } from "../booking/CancellationClaim.tsx";
import { totalReading } from "../catalogue/format.ts";
import type { CheckoutFormProps } from "./types.ts";

export function OrderSummary({ props }: { props: CheckoutFormProps }) {
  const { t } = useTranslation();
  const { locale, fx, items } = props;
  // Lines as shown in the display currency add up to the total shown; AED is what is charged.
  const shown = checkoutBreakdown(items.map(shownLine), props.discount, fx);
  const money = (minor: number) => formatMinor(minor, locale, fx.currency);
  return (
    <section
      className="rounded-2xl border border-black/10 bg-slate-50 p-4 sm:p-5"
      aria-labelledby="summary-title"
      data-testid="order-summary"
    >
      <h2 id="summary-title" className="text-lg font-bold">
        {t("checkout.summary")}
      </h2>
      <ul className="mt-3 divide-y divide-black/10">
        {items.map((item, i) => (
          <li key={item.id} className="flex justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block font-semibold">{item.title}</span>
              <span className="block text-slate-600">
                {item.stay ? (
                  <StaySpan date={item.date} stay={item.stay} locale={locale} />
                ) : (
                  formatDate(item.date, locale, { day: "numeric", month: "short" })
                )}{" "}
                · <bdi dir="ltr">{item.startTime}</bdi> · {t("booking.peopleCount", { count: item.travellers })}
              </span>
              <CancellationClaim
                policy={item.cancellation}
                date={item.date}
                startTime={item.startTime}
                timeZone={item.timeZone}
                now={props.pricedAt}
                relative
                locale={locale}
                className="block"
              />
            </span>
            <bdi className="shrink-0 font-semibold">{money(shown.lines[i].minor)}</bdi>
          </li>
        ))}
      </ul>
      {props.discount > 0 && (
        <p
          className="flex justify-between gap-3 border-t border-black/10 py-2 text-sm text-emerald-700"
          data-testid="summary-discount"
        >
          <span>{t("checkout.discount", { code: props.promoCode ?? "" })}</span>
          <bdi>{money(shown.lines.at(-1)!.minor)}</bdi>
        </p>
      )}
      <p
        className="flex justify-between gap-3 border-t border-black/10 pt-3 text-lg font-extrabold"
        data-testid="summary-total"
      >
        <span aria-hidden="true">{t("checkout.total")}</span>
        <bdi aria-hidden="true">{money(shown.total)}</bdi>
        <span className="sr-only">{totalReading(t, money(shown.total))}</span>
      </p>
      {fx.currency !== "AED" && (
        <p className="mt-1 text-xs text-slate-600" data-testid="charged-in-aed">
          {t("checkout.chargedInAed", { amount: formatMoney(props.total, locale, { currency: "AED", rate: 1 }, true) })}
        </p>
      )}
    </section>
  );
}
