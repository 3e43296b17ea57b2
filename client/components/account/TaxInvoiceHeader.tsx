// The head of a tax document (docs/decisions/023-travel-documents.md): the seller as it was when the order was placed
// (legal name, address, TRN or VAT number), the title the regime requires, number and date of issue, a Saudi simplified
// invoice's ZATCA QR, and the customer. Compact so that an invoice of up to four lines prints on one A4 page.
import { useTranslation } from "../../i18n/use-translation.ts";
import { issueDateOf, taxTitleKey, type TaxDocument } from "../../../shared/tax-invoice.ts";
import { formatDate } from "../../../shared/intl.ts";
import type { Lead } from "../../../shared/order.ts";
import { tIsolated } from "../../../shared/bidi.tsx";
import { usePageContext } from "../page-context.tsx";
import { Fact, Phone } from "./parts.tsx";

export function TaxInvoiceHeader({
  doc,
  lead,
  orderId,
  zatcaSvg,
}: {
  doc: TaxDocument;
  lead: Lead;
  orderId: string;
  zatcaSvg: string | null;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const seller = doc.seller;
  const credit = doc.credits;
  // A <div>, not a <header>: print hides the site's header elements, and this one belongs to the document.
  return (
    <div
      className="grid gap-4 border-b border-black/10 pb-4 print:gap-2 print:border-black print:pb-2"
      data-testid="tax-header"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 print:flex-nowrap">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold sm:text-3xl print:text-xl" data-testid="tax-title">
            {t(taxTitleKey(doc.regime, doc.kind))}
          </h1>
          {credit && (
            <p className="mt-1 text-sm font-semibold [&_bdi]:whitespace-nowrap" data-testid="credit-note-for">
              {tIsolated(t, "taxInvoice.creditFor", {
                number: doc.number,
                invoice: credit.number,
                date: formatDate(issueDateOf({ issuedAt: credit.issuedAt, regime: doc.regime }), locale),
              })}
            </p>
          )}
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 print:mt-1 print:grid-cols-3 print:gap-y-1">
            <Fact label={t(credit ? "taxInvoice.creditNumber" : "taxInvoice.number")} testId="tax-number">
              <bdi dir="ltr" className="font-mono">
                {doc.number}
              </bdi>
            </Fact>
            <Fact label={t("taxInvoice.issueDate")} testId="tax-issue-date">
              {formatDate(issueDateOf(doc), locale)}
            </Fact>
            <Fact label={t("taxInvoice.orderId")} testId="invoice-order-id">
              <bdi dir="ltr" className="font-mono">
                {orderId}
              </bdi>
            </Fact>
            {credit && (
              <Fact label={t("taxInvoice.reasonLabel")} testId="credit-note-reason">
                {t(`taxInvoice.reason.${credit.reason}`)}
              </Fact>
            )}
          </dl>
        </div>
        {zatcaSvg && (
          <div
            role="img"
            aria-label={t("taxInvoice.zatcaQr")}
            className="w-28 shrink-0 print:w-24 [&>svg]:h-auto [&>svg]:w-full"
            data-testid="zatca-qr"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's SVG of the invoice's own TLV (digits and base64 only)
            dangerouslySetInnerHTML={{ __html: zatcaSvg }}
          />
        )}
      </div>
      <div className="grid gap-4 text-sm sm:grid-cols-2 print:grid-cols-2 print:gap-2">
        <section data-testid="tax-seller">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500 print:text-black">
            {t("taxInvoice.seller")}
          </h2>
          <p className="mt-0.5 font-bold" data-testid="seller-name">
            {seller.legalName[locale]}
          </p>
          {locale === "en" ? null : (
            <p className="text-end text-slate-600 print:text-black" lang="en" dir="ltr" data-testid="seller-name-en">
              {seller.legalName.en}
            </p>
          )}
          <p data-testid="seller-address">{seller.address[locale]}</p>
          <p>
            {t(seller.regime === "ksa" ? "taxInvoice.vatNumber" : "taxInvoice.trn")}:{" "}
            <bdi dir="ltr" className="font-mono" data-testid="seller-trn">
              {seller.registrationNumber}
            </bdi>
          </p>
        </section>
        <section data-testid="tax-buyer">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500 print:text-black">
            {t("taxInvoice.buyer")}
          </h2>
          <p className="mt-0.5 font-bold">
            <bdi>
              {lead.firstName} {lead.lastName}
            </bdi>
          </p>
          <p>
            <bdi dir="ltr">{lead.email}</bdi>
          </p>
          <p>
            <Phone value={lead.phone} />
          </p>
        </section>
      </div>
    </div>
  );
}
