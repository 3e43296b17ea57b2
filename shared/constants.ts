// Product constants from spec §9 that both the worker and the client read.
export const LOCALE_COOKIE = "lang";
export const CURRENCY_COOKIE = "currency";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Toasts: the app shows each for 1000 ms, top-right; collapse animation 300 ms. */
export const TOAST_DURATION_MS = 1000;
export const TOAST_POSITION = "top-right" as const;

/** A chunk-load failure reloads the page at most once per 10 seconds per path. */
export const RELOAD_GUARD_MS = 10_000;

export const CURRENCIES = ["AED", "SAR", "QAR", "OMR", "BHD", "KWD", "USD", "EUR", "GBP", "INR"] as const;
export type Currency = (typeof CURRENCIES)[number];
export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** Checkout's processing screen gives up waiting for the payment page after this long (spec §9). */
export const CHECKOUT_PROCESSING_LIMIT_MS = 20_000;
/** Seats are held this long while the traveller pays; the payment page shows the countdown. */
export const HOLD_MINUTES = 15;
/** An on-request booking nobody answers within this many hours is rejected by the scheduled handler. */
export const ON_REQUEST_TIMEOUT_HOURS = 24;
/** The sandbox provider's test cards (its hosted page lists them). */
export const SANDBOX_CARDS = {
  success: "4242424242424242",
  decline: "4000000000000002",
  authoriseOnly: "4000000000003220",
} as const;
