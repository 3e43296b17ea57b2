// The invoice of an order as spec §3 lists it: order and invoice ids, purchase and booking dates, each experience
// (date, time, location with "Show on map", pick-up), guest info, additional services and price details. Shown to the
// account's owner (/invoices/{id}) and through a manage-booking link; prints as a plain black-on-white document.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { InvoiceItem } from "../../../shared/invoice.ts";
import type { TaxedInvoiceView } from "../../../shared/tax-invoice.ts";
import { formatDate, formatPercent } from "../../../shared/intl.ts";
import { StaySpan } from "../booking/StaySpan.tsx";
import { CancellationClaim } from "../booking/CancellationClaim.tsx";
import { usePageContext } from "../page-context.tsx";
import { tIsolated } from "../../../shared/bidi.tsx";
import { Island } from "../Island.tsx";
import PrintButton, { PrintHint } from "./PrintButton.tsx";
import { Fact, Panel, Phone, StatusBadge, aed } from "./parts.tsx";
import { TaxInvoiceHeader } from "./TaxInvoiceHeader.tsx";
import { TaxLinesTable } from "./TaxLinesTable.tsx";
import { CreditNoteList } from "./CreditNoteList.tsx";
import { NewTabLink } from "../ui/NewTabLink.tsx";

const LONG = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
const linkClass = "font-semibold text-primary underline-offset-2 hover:underline print:text-black print:no-underline";

function Guests({ item }: { item: InvoiceItem }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-0.5">
      {item.guests.map((g) => (
        <li key={g.category}>{t(`booking.travellers.${g.category}`, { count: g.count })}</li>
      ))}
    </ul>
  );
}

function ItemPanel({ item, now }: { item: InvoiceItem; now: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <section
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5 print:break-inside-avoid print:rounded-none print:border-black/40 print:p-3"
      data-testid="invoice-item"
      data-reference={item.reference}
      data-status={item.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold">
            <a href={item.href} className="hover:underline print:no-underline" data-testid="item-title">
              {item.title}
            </a>
          </h2>
          <p className="text-sm text-slate-600 print:text-black" data-testid="item-option">
            {item.optionTitle}
          </p>
        </div>
        <StatusBadge status={item.bookingStatus} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Fact label={t("invoice.reference")} testId="item-reference">
          <bdi dir="ltr" className="font-mono">
            {item.reference}
          </bdi>
        </Fact>
        <Fact label={t("invoice.date")} testId="item-date">
          {formatDate(item.date, locale, LONG)}
          {item.stay && <StaySpan date={item.date} stay={item.stay} locale={locale} className="block font-semibold" />}
        </Fact>
        <Fact label={t("invoice.time")} testId="item-time">
          <bdi dir="ltr">{item.startTime}</bdi>
        </Fact>
        <Fact label={t("invoice.guests")} testId="item-guests">
          <Guests item={item} />
        </Fact>
        <Fact label={t("invoice.location")} testId="item-location" wide>
          <span>{item.address}</span>{" "}
          <NewTabLink
            href={item.mapHref}
            className={`${linkClass} print:hidden`}
            data-testid="show-on-map"
            aria-label={t("invoice.showOnMapFor", { title: item.title })}
          >
            {t("invoice.showOnMap")}
          </NewTabLink>
        </Fact>
        {item.pickup && (
          <Fact label={t("invoice.pickup")} testId="item-pickup" wide>
            {tIsolated(t, "invoice.pickupAt", { name: item.pickup.name, time: item.pickup.time })}
          </Fact>
        )}
        {item.discount > 0 ? (
          <>
            <Fact label={t("invoice.originalPrice")} testId="item-original-price">
              <bdi>{aed(item.price, locale)}</bdi>
            </Fact>
            <Fact label={t("invoice.promoDiscount")} testId="item-discount">
              <bdi>{aed(-item.discount, locale)}</bdi>
            </Fact>
            <Fact label={t("invoice.price")} testId="item-price">
              <bdi>{aed(item.price - item.discount, locale)}</bdi>
            </Fact>
          </>
        ) : (
          <Fact label={t("invoice.price")} testId="item-price">
            <bdi>{aed(item.price, locale)}</bdi>
          </Fact>
        )}
        {item.status === "confirmed" && (
          <Fact label={t("invoice.cancellation")} testId="item-cancellation-claim" wide>
            <CancellationClaim
              policy={item.cancellation}
              date={item.date}
              startTime={item.startTime}
              timeZone={item.timeZone}
              now={now}
              relative={false}
              locale={locale}
            />
          </Fact>
        )}
        {item.cancelled && (
          <Fact label={t("invoice.cancellation")} testId="item-cancellation" wide>
            <span className="block">{formatDate(item.cancelled.cancelledAt, locale, LONG)}</span>
            <span className="block">
              {t("invoice.penalty")}: <bdi data-testid="item-penalty">{aed(item.cancelled.penalty, locale)}</bdi> (
              <bdi>{formatPercent(item.cancelled.penaltyPercent, locale)}</bdi>)
            </span>
            <span className="block">
              {t("invoice.refund")}: <bdi data-testid="item-refund">{aed(item.cancelled.refund, locale)}</bdi> ·{" "}
              {t(`invoice.refundState.${item.cancelled.refundState}`)}
            </span>
          </Fact>
        )}
      </dl>
      {(item.links.voucher || item.links.cancel) && (
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          {item.links.voucher && (
            <a
              href={item.links.voucher}
              className="inline-flex items-center rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
              data-testid="voucher-link"
              aria-label={t("invoice.viewVoucherFor", { title: item.title })}
            >
              {t("invoice.viewVoucher")}
            </a>
          )}
          {item.links.cancel && (
            <a
              href={item.links.cancel}
              className="inline-flex items-center rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              data-testid="cancel-link"
              aria-label={t("invoice.cancelFor", { title: item.title })}
            >
              {t("invoice.cancel")}
            </a>
          )}
        </div>
      )}
    </section>
  );
}

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? "border-t border-black/10 pt-2.5 text-base font-extrabold" : ""}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

export type InvoiceDocumentProps = {
  invoice: TaxedInvoiceView;
  /** The booking just cancelled from this page's link (a confirmation above the document). */
  cancelled: string | null;
  back: { href: string; label: string };
  /** When the page was made (ISO): what cancelling costs is stated for that moment, with absolute dates. */
  now: string;
  /** Shown after the guest's details (the manage-booking page's WhatsApp switch); never printed. */
  afterGuest?: ReactNode;
};

export function InvoiceDocument({ invoice, cancelled, back, now, afterGuest }: InvoiceDocumentProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const extras = invoice.items.flatMap((item) =>
    item.extras.map((extra) => ({ ...extra, item: item.title, reference: item.reference })),
  );
  const totalGuests = invoice.items.reduce((sum, item) => sum + item.travellers, 0);
  const taxDoc = invoice.tax.invoice;
  // Placed with a seller but not booked yet (on hold): a summary, said not to be a tax invoice.
  const summary = !taxDoc && invoice.tax.taxable;
  const printButton = (
    <div className="flex flex-col items-end gap-1">
      <Island name="PrintButton" component={PrintButton} props={{ label: t("invoice.print") }} when="visible" />
      <PrintHint />
    </div>
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10 print:max-w-none print:p-0" data-testid="invoice-page">
      <a href={back.href} className={`text-sm ${linkClass} print:hidden`} data-testid="invoice-back">
        {back.label}
      </a>
      {cancelled && (
        <div
          role="status"
          className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 print:hidden"
          data-testid="cancel-confirmation"
        >
          <p className="font-semibold">{tIsolated(t, "invoice.cancelledText", { reference: cancelled })}</p>
        </div>
      )}
      {taxDoc ? (
        <article
          className="relative mt-4 rounded-2xl border border-black/10 bg-white p-4 sm:p-6 print:mt-0 print:rounded-none print:border-0 print:p-0"
          data-testid="tax-document"
          data-kind="invoice"
        >
          <div className="mb-3 flex justify-end print:hidden">{printButton}</div>
          <TaxInvoiceHeader
            doc={taxDoc}
            lead={invoice.lead}
            orderId={invoice.orderId}
            zatcaSvg={invoice.tax.zatcaSvg}
          />
          <div className="mt-4 grid gap-4 print:mt-2 print:gap-2">
            <TaxLinesTable doc={taxDoc} />
            <CreditNoteList notes={invoice.tax.creditNotes} hrefs={invoice.tax.creditNoteHrefs} />
          </div>
        </article>
      ) : (
        <div className="mt-4 flex flex-wrap items-start justify-between gap-4 border-b border-black/10 pb-4 print:border-black">
          <div>
            <h1 className="text-2xl font-extrabold sm:text-3xl" data-testid="tax-title">
              {summary ? t("taxInvoice.summaryTitle") : t("invoice.invoice")}
            </h1>
            {summary && (
              <p className="mt-1 text-sm font-semibold text-amber-800 print:text-black" data-testid="not-tax-invoice">
                {t("taxInvoice.notYet")}
              </p>
            )}
            <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
              <Fact label={t("invoice.orderId")} testId="invoice-order-id">
                <bdi dir="ltr" className="font-mono">
                  {invoice.orderId}
                </bdi>
              </Fact>
              {!summary && (
                <Fact label={t("invoice.invoiceId")} testId="invoice-id">
                  <bdi dir="ltr" className="font-mono">
                    {invoice.invoiceId}
                  </bdi>
                </Fact>
              )}
              <Fact label={t("invoice.purchaseDate")} testId="invoice-purchase-date">
                {formatDate(invoice.purchasedAt, locale)}
              </Fact>
              <Fact label={t("invoice.bookingDate")} testId="invoice-booking-date">
                {formatDate(invoice.bookingDate, locale)}
              </Fact>
            </dl>
          </div>
          <div className="flex flex-col items-end gap-1 print:hidden">{printButton}</div>
        </div>
      )}

      {/* With a tax invoice, the document above is what prints; these panels are the screen's view of the booking. */}
      <div className={`mt-6 grid gap-4 ${taxDoc ? "print:hidden" : ""}`}>
        <h2 className="sr-only">{t("invoice.experienceInfo")}</h2>
        {invoice.items.map((item) => (
          <ItemPanel key={item.id} item={item} now={now} />
        ))}

        <Panel title={t("invoice.guestInfo")} testId="guest-info">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact label={t("invoice.name")} testId="guest-name">
              <bdi>
                {invoice.lead.firstName} {invoice.lead.lastName}
              </bdi>
            </Fact>
            <Fact label={t("invoice.guestsCount")} testId="guest-count">
              {t("booking.peopleCount", { count: totalGuests })}
            </Fact>
            <Fact label={t("invoice.phone")} testId="guest-phone">
              <Phone value={invoice.lead.phone} />
            </Fact>
            <Fact label={t("invoice.email")} testId="guest-email">
              <bdi dir="ltr">{invoice.lead.email}</bdi>
            </Fact>
          </dl>
        </Panel>

        {afterGuest}

        <Panel title={t("invoice.additionalServices")} testId="additional-services">
          {extras.length === 0 ? (
            <p className="text-sm text-slate-600 print:text-black">{t("invoice.noAdditionalServices")}</p>
          ) : (
            <ul className="grid gap-1.5 text-sm">
              {extras.map((extra) => (
                <li
                  key={`${extra.reference}-${extra.title}`}
                  className="flex justify-between gap-4"
                  data-testid="extra"
                >
                  <span>
                    {extra.title} <span className="text-slate-500 print:text-black">· {extra.item}</span>
                    {extra.count > 1 && <bdi className="ms-1 text-slate-500 print:text-black">×{extra.count}</bdi>}
                  </span>
                  <bdi data-testid="extra-price">{aed(extra.price, locale)}</bdi>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title={t("invoice.priceDetails")} testId="price-details">
          <dl className="text-sm">
            <Row label={t("invoice.subtotal")} value={aed(invoice.subtotal, locale)} testId="price-subtotal" />
            {invoice.discount > 0 && (
              <Row label={t("invoice.promoDiscount")} value={aed(-invoice.discount, locale)} testId="price-discount" />
            )}
            <Row label={t("invoice.total")} value={aed(invoice.total, locale)} testId="price-total" strong />
            {invoice.refunded > 0 && (
              <Row label={t("invoice.refunded")} value={aed(invoice.refunded, locale)} testId="price-refunded" />
            )}
          </dl>
        </Panel>
      </div>
    </div>
  );
}
