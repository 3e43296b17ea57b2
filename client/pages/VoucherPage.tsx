// A booked item's voucher (/vouchers/{reference}): a QR code of its signed check-in text drawn on the server, the
// activity, date, travellers, where to meet (or the pick-up), and who to call: the supplier, or the marketplace when
// none is recorded. Add-to-calendar links; one A4 page in print (no links or buttons). A hidden "saved on this phone"
// note that the service worker reveals in its offline copy (the contract in shared/offline.ts).
import { useTranslation } from "../i18n/use-translation.ts";
import type { VoucherView } from "../../shared/invoice.ts";
import { whatsappHref } from "../../shared/invoice.ts";
import { formatDate } from "../../shared/intl.ts";
import { StaySpan } from "../components/booking/StaySpan.tsx";
import { CancellationClaim } from "../components/booking/CancellationClaim.tsx";
import { usePageContext } from "../components/page-context.tsx";
import { tIsolated } from "../../shared/bidi.tsx";
import { Island } from "../components/Island.tsx";
import PrintButton, { PrintHint } from "../components/account/PrintButton.tsx";
import { Fact, Panel, Phone, StatusBadge } from "../components/account/parts.tsx";
import { AddToCalendar, type CalendarLinks } from "../components/booking/AddToCalendar.tsx";
import { SAVED_MARK } from "../../shared/offline.ts";
import { NewTabLink } from "../components/ui/NewTabLink.tsx";

export type VoucherPageProps = {
  voucher: VoucherView;
  /**
   * The QR code: its text (the reference and its check-in signature, decision 023) and its SVG markup (uqr's
   * renderSVG of that text); null when the voucher is not valid.
   */
  qr: { text: string; svg: string } | null;
  /** The .ics and Google Calendar links; null when the booking is not confirmed. */
  calendar: CalendarLinks | null;
  back: { href: string; label: string } | null;
  /** When the page was made (ISO): what cancelling costs is stated for that moment, with absolute dates. */
  now: string;
};

const linkClass = "font-semibold text-primary underline-offset-2 hover:underline print:text-black print:no-underline";

export function VoucherPage({ voucher, qr, calendar, back, now }: VoucherPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { supplier } = voucher;
  return (
    <div
      className="mx-auto max-w-3xl px-4 py-8 sm:py-10 print:max-w-none print:p-0"
      data-testid="voucher-page"
      data-reference={voucher.reference}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-slate-600 print:hidden">
        {back && (
          <a href={back.href} className={linkClass} data-testid="voucher-back">
            {back.label}
          </a>
        )}
        {/* Shown only in the copy kept on the phone: the service worker fills in when it was saved. */}
        <p data-testid="voucher-saved" data-saved-at={SAVED_MARK} hidden>
          {t("travelDocs.savedOnPhone")}
          <time data-saved-time="" />
        </p>
      </div>
      <div className="mt-4 rounded-2xl border-2 border-dashed border-black/20 bg-white p-5 sm:p-8 print:mt-0 print:break-inside-avoid print:rounded-none print:border-black print:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary print:text-black">
              {t("invoice.voucher")}
            </p>
            <h1 className="mt-1 text-2xl font-extrabold" data-testid="voucher-title">
              {voucher.title}
            </h1>
            <p className="text-slate-600 print:text-black">{voucher.optionTitle}</p>
          </div>
          <StatusBadge status={voucher.bookingStatus} />
        </div>

        <div className="mt-6 flex flex-col items-center gap-6 sm:flex-row sm:items-start print:mt-4 print:flex-row print:items-start print:gap-5">
          {qr ? (
            <figure className="shrink-0 text-center">
              <div
                role="img"
                aria-label={t("invoice.qrLabel", { reference: voucher.reference })}
                className="h-48 w-48 bg-white p-2 print:h-[45mm] print:w-[45mm] print:p-0 [&>svg]:h-full [&>svg]:w-full"
                data-testid="voucher-qr"
                data-qr-text={qr.text}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the QR encoder drew from the signed reference alone
                dangerouslySetInnerHTML={{ __html: qr.svg }}
              />
              <figcaption className="mt-2 font-mono text-lg font-bold" dir="ltr" data-testid="voucher-reference">
                {voucher.reference}
              </figcaption>
            </figure>
          ) : (
            <p
              role="status"
              className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 print:border-black print:bg-white print:text-black"
              data-testid="voucher-invalid"
            >
              {tIsolated(t, voucher.status === "cancelled" ? "invoice.voucherCancelled" : "invoice.voucherPending", {
                reference: voucher.reference,
              })}
            </p>
          )}
          <dl className="grid w-full gap-3 text-sm sm:grid-cols-2">
            <Fact label={t("invoice.date")} testId="voucher-date">
              {formatDate(voucher.date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}
              {voucher.stay && (
                <StaySpan date={voucher.date} stay={voucher.stay} locale={locale} className="block font-semibold" />
              )}
            </Fact>
            <Fact label={t("invoice.time")} testId="voucher-time">
              <bdi dir="ltr">{voucher.startTime}</bdi>
            </Fact>
            <Fact label={t("invoice.travellers")} testId="voucher-travellers">
              <ul>
                {voucher.guests.map((g) => (
                  <li key={g.category}>{t(`booking.travellers.${g.category}`, { count: g.count })}</li>
                ))}
              </ul>
            </Fact>
            <Fact label={t("invoice.leadGuest")} testId="voucher-lead">
              <bdi>{voucher.leadName}</bdi>
            </Fact>
            <Fact label={t("invoice.orderId")}>
              <bdi dir="ltr" className="font-mono">
                {voucher.orderId}
              </bdi>
            </Fact>
            {voucher.status === "confirmed" && (
              <Fact label={t("invoice.cancellation")} testId="voucher-cancellation" wide>
                <CancellationClaim
                  policy={voucher.cancellation}
                  date={voucher.date}
                  startTime={voucher.startTime}
                  timeZone={voucher.timeZone}
                  now={now}
                  relative={false}
                  locale={locale}
                />
              </Fact>
            )}
            {voucher.pickup ? (
              <Fact label={t("invoice.pickup")} testId="voucher-pickup" wide>
                {tIsolated(t, "invoice.pickupAt", { name: voucher.pickup.name, time: voucher.pickup.time })}
              </Fact>
            ) : (
              <Fact label={t("invoice.meetingPoint")} testId="voucher-meeting" wide>
                <span>{voucher.meetingPoint}</span>{" "}
                <NewTabLink href={voucher.mapHref} className={`${linkClass} print:hidden`} data-testid="show-on-map">
                  {t("invoice.showOnMap")}
                </NewTabLink>
              </Fact>
            )}
          </dl>
        </div>
        {qr && <p className="mt-6 text-sm text-slate-600 print:mt-3 print:text-black">{t("invoice.showVoucher")}</p>}
      </div>

      <div className="mt-4 print:mt-3">
        <Panel
          title={supplier.isMarketplace ? t("invoice.contactUs") : t("invoice.supplier")}
          testId="voucher-supplier"
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact label={t("invoice.name")} testId="supplier-name">
              <bdi>{supplier.name}</bdi>
            </Fact>
            <Fact label={t("invoice.phone")} testId="supplier-phone">
              <a href={`tel:${supplier.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                <Phone value={supplier.phone} />
              </a>
            </Fact>
            <Fact label={t("invoice.email")} testId="supplier-email">
              <a href={`mailto:${supplier.email}`} className={linkClass}>
                <bdi dir="ltr">{supplier.email}</bdi>
              </a>
            </Fact>
            {supplier.whatsapp && (
              <Fact label={t("invoice.whatsapp")} testId="supplier-whatsapp">
                <NewTabLink href={whatsappHref(supplier.whatsapp)} className={linkClass}>
                  {t("invoice.whatsappChat")}
                </NewTabLink>
              </Fact>
            )}
          </dl>
        </Panel>
      </div>
      {calendar && (
        <div className="mt-4 print:hidden">
          <AddToCalendar links={calendar} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
        <Island name="PrintButton" component={PrintButton} props={{ label: t("invoice.print") }} when="visible" />
        <PrintHint />
      </div>
    </div>
  );
}
