// The order on its booking page: the lead guest and how to reach them, how it is paid, its money (a supplier's share
// only, for a supplier), and the order's own actions: resend its email, change the lead's contact details.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { Fact, Panel, Phone, aed } from "../../account/parts.tsx";
import { Button } from "../../ui/Button.tsx";
import { formatMinor } from "../../../../shared/money.ts";
import { languageName } from "../../../../shared/intl.ts";
import { tIsolated } from "../../../../shared/bidi.tsx";
import type { Currency } from "../../../../shared/constants.ts";
import type { CountryChoice } from "../../../../shared/checkout-fields.ts";
import type { BookingAction, OpsBookingView } from "../../../../shared/ops-bookings.ts";
import type { BookingForm } from "../../../pages/ops/BookingPage.tsx";
import { formatMoment } from "./parts.tsx";
import { ContactForm } from "./ContactForm.tsx";

export function OrderPanel({
  booking,
  actions,
  paths,
  form,
  countries,
}: {
  booking: OpsBookingView;
  actions: BookingAction[];
  paths: Record<BookingAction, string>;
  form: BookingForm | null;
  countries: CountryChoice[];
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { lead } = booking;
  const money: [string, number, string][] = [
    [t("ops.bookings.order.subtotal"), booking.subtotal, "subtotal"],
    ...(booking.discount
      ? [
          [
            booking.promoCode
              ? t("ops.bookings.order.promo", { code: booking.promoCode })
              : t("ops.bookings.order.discount"),
            -booking.discount,
            "discount",
          ] as [string, number, string],
        ]
      : []),
    [t("ops.bookings.order.total"), booking.total, "total"],
    [t("ops.bookings.order.captured"), booking.captured, "captured"],
    [t("ops.bookings.order.refunded"), booking.refunded, "refunded"],
  ];
  return (
    <Panel title={t("ops.bookings.order.heading")} testId="booking-order">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t("ops.bookings.order.lead")} testId="booking-lead">
          <bdi>
            {lead.firstName} {lead.lastName}
          </bdi>
        </Fact>
        <Fact label={t("ops.bookings.order.contact")}>
          <a
            href={`mailto:${lead.email}`}
            className="flex min-h-6 items-center break-all text-primary"
            data-testid="booking-email"
          >
            <bdi dir="ltr">{lead.email}</bdi>
          </a>
          <a
            href={`tel:${lead.phone}`}
            className="inline-flex min-h-6 items-center text-primary"
            data-testid="booking-phone"
          >
            <Phone value={booking.readablePhone} />
          </a>
          {booking.whatsappUpdates && (
            <span className="block text-xs text-slate-500">{t("ops.bookings.order.whatsapp")}</span>
          )}
        </Fact>
        <Fact label={t("ops.bookings.order.payment")}>{t(`ops.bookings.paymentMode.${booking.paymentMode}`)}</Fact>
        <Fact label={t("ops.bookings.order.placed")}>{formatMoment(booking.placedAt, locale)}</Fact>
        <Fact label={t("ops.bookings.order.locale")}>{languageName(booking.locale, locale)}</Fact>
        <Fact label={t("ops.bookings.order.currency")} testId="booking-currency">
          {t("ops.bookings.order.chargedIn", { currency: "AED" })}
          {booking.shownTotal && (
            <span className="block text-xs text-slate-500">
              {t("ops.bookings.order.shownAs", {
                amount: formatMinor(booking.shownTotal.minor, locale, booking.shownTotal.currency as Currency),
              })}
            </span>
          )}
        </Fact>
        {booking.provider && (
          <Fact label={t("ops.bookings.order.provider")}>
            {booking.provider}
            {booking.paymentId && (
              <span className="block break-all font-mono text-xs text-slate-500">
                <bdi dir="ltr">{booking.paymentId}</bdi>
              </span>
            )}
          </Fact>
        )}
      </dl>
      <dl className="mt-4 grid gap-1 border-t border-black/10 pt-3 text-sm" data-testid="booking-money">
        {money.map(([label, amount, key]) => (
          <div key={key} className={`flex justify-between gap-3 ${key === "total" ? "font-bold" : ""}`}>
            <dt>{label}</dt>
            <dd data-testid={`booking-${key}`}>{aed(amount, locale)}</dd>
          </div>
        ))}
      </dl>
      {!booking.whole && <p className="mt-2 text-xs text-slate-500">{t("ops.bookings.order.supplierShare")}</p>}
      {(actions.includes("resend") || actions.includes("contact")) && (
        <div className="mt-4 grid gap-3 border-t border-black/10 pt-4">
          {actions.includes("resend") && (
            <form method="post" action={paths.resend} className="grid gap-2 sm:flex sm:items-center sm:gap-4">
              <Button type="submit" variant="outlined" className="shrink-0" data-testid="booking-resend">
                {t("ops.bookings.actions.resend")}
              </Button>
              <p className="text-xs text-slate-500">
                {tIsolated(t, "ops.bookings.actions.resendHint", { email: lead.email })}
              </p>
            </form>
          )}
          {actions.includes("contact") && (
            <ContactForm action={paths.contact} lead={lead} form={form} countries={countries} />
          )}
        </div>
      )}
    </Panel>
  );
}
