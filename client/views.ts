// The client's face to the server, as client/entry.tsx is its face to the browser: every page the worker renders by
// name, storefront and console. The view layer (worker/render/views.ts) takes components from here alone, so a route
// chooses a page by name, types its props from it, and never imports a component.
import { ErrorPage, NotFoundPage, OfflinePage, UnavailablePage } from "./pages/ErrorPages.tsx";
import { CreditNotePage, InvoicePage } from "./pages/InvoicePage.tsx";
import { OfferNewPage, OfferQuotePage, OfferReceivedPage } from "./pages/OfferPages.tsx";
import { VoucherPage } from "./pages/VoucherPage.tsx";

export { OPS_PAGES } from "./pages/ops/index.ts";

export const PAGES = {
  invoice: InvoicePage,
  creditNote: CreditNotePage,
  voucher: VoucherPage,
  offline: OfflinePage,
  notFound: NotFoundPage,
  error: ErrorPage,
  unavailable: UnavailablePage,
  offerNew: OfferNewPage,
  offerReceived: OfferReceivedPage,
  offerQuote: OfferQuotePage,
} as const;
