// The islands the client knows how to hydrate; names are the contract between server markup and client registry.
export const ISLAND_NAMES = [
  "CartButton",
  "Toasts",
  "BookingWidget",
  "SearchResults",
  "SearchBox",
  "CheckoutForm",
  "BusyForm",
  "PaymentCountdown",
  "AccountButton",
  "PasskeySignIn",
  "PasskeyManager",
  "PrintButton",
  "ReviewBrowser",
  "GalleryViewer",
  "WishlistItems",
  "CheckInScanner",
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
