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
