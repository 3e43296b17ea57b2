// Formats AED minor units in the visitor's currency and locale (Latin digits, as Gulf price tags use).
import { LOCALE_INFO, type Locale } from "./locales.ts";
import type { Currency } from "./constants.ts";

export type Fx = { currency: Currency; rate: number };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: Currency, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(`${LOCALE_INFO[locale].tag}-u-nu-latn`, {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** `exact` shows minor units (totals); otherwise whole units (cards, calendars). */
export function formatMoney(aedMinor: number, locale: Locale, fx: Fx, exact = false): string {
  const amount = (aedMinor / 100) * fx.rate;
  return formatter(locale, fx.currency, exact ? 2 : 0).format(exact ? amount : Math.ceil(amount));
}
