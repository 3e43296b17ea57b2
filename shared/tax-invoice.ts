// Tax invoices and credit notes as the worker stores them and the pages show them (docs/decisions/023-travel-documents.md):
// the seller an order was sold by (snapshotted at checkout), the frozen lines of a numbered document, and the view the
// invoice and credit-note pages get. Money is whole minor units of the document's currency.
import type { InvoiceView } from "./invoice.ts";
import { VAT_RATE_BP, type SiteTax, type TaxRegime } from "./site-config.ts";
import { calendarDateIn } from "./intl.ts";

type Localized = { en: string; ar: string };

/** Who sold the order, as the site's tax settings said at checkout, with the series its documents are numbered in. */
export type SellerSnapshot = {
  series: string;
  prefix: string;
  regime: TaxRegime;
  rateBp: number;
  legalName: Localized;
  address: Localized;
  registrationNumber: string;
};

/** The seller an order placed now on a site with these settings keeps (null: the site issues no tax invoices). */
export function sellerSnapshot(tax: SiteTax | null): SellerSnapshot | null {
  if (!tax) return null;
  return {
    series: tax.series,
    prefix: tax.invoicePrefix,
    regime: tax.regime,
    rateBp: VAT_RATE_BP[tax.regime],
    legalName: { en: tax.legalName.en, ar: tax.legalName.ar },
    address: { en: tax.address.en, ar: tax.address.ar },
    registrationNumber: tax.registrationNumber,
  };
}

/** One line of a document, frozen with it (titles included): gross = net + vat, in minor units. */
export type TaxLine = {
  itemId: number;
  reference: string;
  title: Localized;
  option: Localized;
  date: string;
  quantity: number;
  gross: number;
  net: number;
  vat: number;
};

export type TaxDocumentKind = "invoice" | "credit_note";
export type CreditReason = "cancelled" | "rejected" | "refund";

export type TaxDocument = {
  id: number;
  kind: TaxDocumentKind;
  /** As printed: INV-000042, INV-CN-000003. */
  number: string;
  orderId: string;
  regime: TaxRegime;
  rateBp: number;
  currency: string;
  total: number;
  vat: number;
  net: number;
  lines: TaxLine[];
  seller: SellerSnapshot;
  issuedAt: string;
  /** A credit note's invoice (number and issue date), and why it was issued; null for an invoice. */
  credits: { number: string; issuedAt: string; reason: CreditReason } | null;
};

/** An order's tax documents: its invoice (null before it is issued, or for an order from before tax invoices). */
export type TaxInvoiceView = {
  invoice: TaxDocument | null;
  creditNotes: TaxDocument[];
  /** True when the order was placed with a seller: it gets a tax invoice once booked (on hold: not yet). */
  taxable: boolean;
  /** The ZATCA QR (an SVG) of a Saudi simplified invoice; null otherwise (the route draws it). */
  zatcaSvg: string | null;
  /** Each credit note's page (by number), filled by the route. */
  creditNoteHrefs: Record<string, string>;
};

export type TaxedInvoiceView = InvoiceView & { tax: TaxInvoiceView };

/** The title of a document: the UAE's "Tax Invoice" and "Tax Credit Note", Saudi Arabia's simplified ones. */
export function taxTitleKey(regime: TaxRegime, kind: TaxDocumentKind): string {
  if (kind === "credit_note")
    return regime === "ksa" ? "taxInvoice.simplifiedCreditNoteTitle" : "taxInvoice.creditNoteTitle";
  return regime === "ksa" ? "taxInvoice.simplifiedTitle" : "taxInvoice.title";
}

/** A document number as it appears in a path segment (letters, digits and dashes only). */
export const TAX_NUMBER_PATTERN = /^[A-Z]{2,6}(?:-CN)?-\d{6,}$/;

const REGIME_TIME_ZONE: Record<TaxRegime, string> = { uae: "Asia/Dubai", ksa: "Asia/Riyadh" };

/** A document's date of issue (YYYY-MM-DD) on the seller's own calendar (Dubai or Riyadh), not UTC's. */
export function issueDateOf(doc: { issuedAt: string; regime: TaxRegime }): string {
  return calendarDateIn(REGIME_TIME_ZONE[doc.regime], new Date(doc.issuedAt));
}
