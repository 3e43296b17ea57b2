// One booked item on its booking page: the activity, option, date and time, party, price and status, pick-up and
// the answers to the reservation questions, its check-in, cancellation and partial refunds, and (for an operator) the
// forms that cancel or refund it.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { Fact, StatusBadge, aed } from "../../account/parts.tsx";
import { formatDate, formatPercent } from "../../../../shared/intl.ts";
import { tIsolated } from "../../../../shared/bidi.tsx";
import type { BookingAction, OpsBookingItem, OpsBookingView } from "../../../../shared/ops-bookings.ts";
import type { BookingForm } from "../../../pages/ops/BookingPage.tsx";
import { formatMoment } from "./parts.tsx";
import { CancelForm, RefundForm } from "./ItemActions.tsx";

export function ItemPanel({
  item,
  booking,
  actions,
  paths,
  form,
  stepUpNeeded,
}: {
  item: OpsBookingItem;
  booking: OpsBookingView;
  actions: BookingAction[];
  paths: Record<BookingAction, string>;
  form: BookingForm | null;
  stepUpNeeded: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { answers } = item;
  const showCancel = actions.includes("cancel") && item.cancelQuote !== null;
  const showRefund = actions.includes("refund") && booking.paymentMode === "now" && item.captured > 0;
  const asked = answers.travellerNames.length > 0 || answers.pickupAddress || answers.pickupTime || answers.note;
  return (
    <section
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      data-testid="booking-item"
      data-reference={item.reference}
      aria-labelledby={`item-${item.id}-title`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`item-${item.id}-title`} className="text-lg font-bold">
            {item.title}
          </h2>
          <bdi dir="ltr" className="font-mono text-sm text-slate-600" data-testid="item-reference">
            {item.reference}
          </bdi>
        </div>
        <StatusBadge status={item.bookingStatus} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t("ops.bookings.item.option")}>{item.optionTitle}</Fact>
        <Fact label={t("ops.bookings.item.when")}>
          {formatDate(item.date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}{" "}
          <bdi dir="ltr">{item.startTime}</bdi>
        </Fact>
        <Fact label={t("ops.bookings.item.party")}>
          {item.guests.map((g) => t(`booking.travellers.${g.category}`, { count: g.count })).join(" · ")}
        </Fact>
        <Fact label={t("ops.bookings.item.price")}>
          {item.discount
            ? t("ops.bookings.item.priceWithDiscount", {
                price: aed(item.price - item.discount, locale),
                discount: aed(item.discount, locale),
              })
            : aed(item.price, locale)}
        </Fact>
        {item.supplierName && <Fact label={t("ops.bookings.item.supplier")}>{item.supplierName}</Fact>}
        {item.supplierRef && (
          <Fact label={t("ops.bookings.item.supplierRef")}>
            <bdi dir="ltr">{item.supplierRef}</bdi>
          </Fact>
        )}
        {item.pickup && (
          <Fact label={t("ops.bookings.item.pickup")}>
            {t("invoice.pickupAt", { name: item.pickup.name, time: item.pickup.time })}
          </Fact>
        )}
        <Fact label={t("ops.bookings.item.checkIn")} testId="item-check-in">
          {item.checkIn
            ? tIsolated(t, "ops.bookings.item.checkedIn", {
                at: formatMoment(item.checkIn.at, locale),
                name: item.checkIn.by,
              })
            : t("ops.bookings.item.notCheckedIn")}
        </Fact>
      </dl>
      {!asked && (
        <p className="mt-3 border-t border-black/5 pt-3 text-sm text-slate-500" data-testid="item-answers">
          {t("ops.bookings.item.noAnswers")}
        </p>
      )}
      {asked && (
        <dl className="mt-3 grid gap-3 border-t border-black/5 pt-3 text-sm sm:grid-cols-2" data-testid="item-answers">
          {answers.travellerNames.length > 0 && (
            <Fact label={t("ops.bookings.item.names")}>
              <bdi>{answers.travellerNames.join("، ")}</bdi>
            </Fact>
          )}
          {answers.pickupAddress && (
            <Fact label={t("ops.bookings.item.pickupAddress")}>
              <bdi>{answers.pickupAddress}</bdi>
            </Fact>
          )}
          {answers.pickupTime && (
            <Fact label={t("ops.bookings.item.pickupTime")}>
              <bdi dir="ltr">{answers.pickupTime}</bdi>
            </Fact>
          )}
          {answers.note && (
            <Fact label={t("ops.bookings.item.note")} wide>
              <bdi className="whitespace-pre-line">{answers.note}</bdi>
            </Fact>
          )}
        </dl>
      )}
      <ItemMoney item={item} />
      {(showCancel || showRefund) && (
        <div className="mt-4 grid gap-3">
          {showCancel && (
            <CancelForm
              item={item}
              paymentMode={booking.paymentMode}
              action={paths.cancel}
              form={form?.action === "cancel" ? form : null}
              stepUpNeeded={stepUpNeeded}
            />
          )}
          {showRefund && (
            <RefundForm
              item={item}
              action={paths.refund}
              form={form?.action === "refund" ? form : null}
              stepUpNeeded={stepUpNeeded}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** What was captured for the item and what may still come back; its cancellation and partial refunds. */
function ItemMoney({ item }: { item: OpsBookingItem }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const c = item.cancellation;
  return (
    <div className="mt-3 grid gap-2 border-t border-black/5 pt-3 text-sm" data-testid="item-money">
      {item.captured > 0 && (
        <dl className="grid grid-cols-2 gap-3">
          <Fact label={t("ops.bookings.item.captured")}>{aed(item.captured, locale)}</Fact>
          <Fact label={t("ops.bookings.item.refundable")} testId="item-refundable">
            {aed(item.refundable, locale)}
          </Fact>
        </dl>
      )}
      {c && (
        <p data-testid="item-cancellation">
          <span className="font-semibold">
            {t("ops.bookings.item.cancelled", { at: formatMoment(c.cancelledAt, locale) })}
          </span>{" "}
          {t(`ops.bookings.item.cancelledBy.${c.by}`)}
          {" · "}
          {t("ops.bookings.item.fee")} {aed(c.penalty, locale)} ({formatPercent(c.penaltyPercent, locale)}){" · "}
          {t("ops.bookings.item.refund")} {aed(c.refund, locale)} ({t(`ops.bookings.item.refundState.${c.refundState}`)}
          )
        </p>
      )}
      {item.refunds.length > 0 && (
        <div data-testid="item-refunds">
          <p className="font-semibold">{t("ops.bookings.item.refunds")}</p>
          <ul className="mt-1 grid gap-1">
            {item.refunds.map((r) => (
              <li key={r.id} data-state={r.state}>
                {tIsolated(t, "ops.bookings.item.refundLine", {
                  amount: aed(r.amount, locale),
                  at: formatMoment(r.requestedAt, locale),
                  name: r.by,
                  state: t(`ops.bookings.item.partialState.${r.state}`),
                })}
                <span className="block text-xs text-slate-500">
                  <bdi>{r.reason}</bdi>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
