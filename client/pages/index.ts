// Every page the worker renders by name, storefront and console: the one place the view layer (worker/render/views.ts)
// takes components from, so a route chooses a page by name, types its props from it, and never imports a component.
import { OfflinePage } from "./ErrorPages.tsx";
import { CreditNotePage, InvoicePage } from "./InvoicePage.tsx";
import { OfferNewPage, OfferQuotePage, OfferReceivedPage } from "./OfferPages.tsx";
import { VoucherPage } from "./VoucherPage.tsx";

export { OPS_PAGES } from "./ops/index.ts";

export const PAGES = {
  invoice: InvoicePage,
  creditNote: CreditNotePage,
  voucher: VoucherPage,
  offline: OfflinePage,
  offerNew: OfferNewPage,
  offerReceived: OfferReceivedPage,
  offerQuote: OfferQuotePage,
} as const;
