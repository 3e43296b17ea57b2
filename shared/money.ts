// Shows AED minor units (fils) in the visitor's currency: that currency's own minor digits, never rounded up,
// and price lines that add up to the total shown. Prices are stored and charged in AED; this is display only.
import type { Locale } from "./locales.ts";
import type { Currency } from "./constants.ts";
import { currencyFormatter, currencyMinorDigits, numberFormatter } from "./intl.ts";

export type Fx = { currency: Currency; rate: number };

/** AED minor units → whole minor units of the display currency (fils, baisa, cents…), rounded down. */
export function toMinor(aedMinor: number, fx: Fx): number {
  const exact = aedMinor * fx.rate * 10 ** (currencyMinorDigits(fx.currency) - currencyMinorDigits("AED"));
  // 3 × 0.1 is 0.30000000000000004 and 0.3 / 0.1 is 2.9999999999999996: float noise, not a fraction of a minor
  // unit, so it is settled (a millionth of a millionth, relative) before rounding down.
  return Math.floor(exact + Math.abs(exact) * 1e-12);
}

/** Formats whole minor units; "strip" (cards, calendars, filters) drops an all-zero fraction: "AED 150", "KWD 12.540". */
export function formatMinor(
  minor: number,
  locale: Locale,
  currency: Currency,
  fraction: "full" | "strip" = "full",
): string {
  return currencyFormatter(locale, currency, fraction).format(minor / 10 ** currencyMinorDigits(currency));
}

/** `exact` (totals) always shows the minor digits; otherwise a zero fraction is dropped. Neither rounds up. */
export function formatMoney(aedMinor: number, locale: Locale, fx: Fx, exact = false): string {
  return formatMinor(toMinor(aedMinor, fx), locale, fx.currency, exact ? "full" : "strip");
}

/** The amount alone, for tight spaces that name the currency once nearby (calendar days): "13.125", "150". */
export function formatAmount(aedMinor: number, locale: Locale, fx: Fx): string {
  const digits = currencyMinorDigits(fx.currency);
  const format = numberFormatter(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    trailingZeroDisplay: "stripIfInteger",
  });
  return format.format(toMinor(aedMinor, fx) / 10 ** digits);
}

/** The currency's sign as its prices show it: "KWD", "$", "د.ك.". */
export function currencySymbol(locale: Locale, currency: Currency): string {
  return (
    currencyFormatter(locale, currency, "strip")
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? currency
  );
}

export type Breakdown<L> = { lines: (L & { minor: number })[]; total: number };

/**
 * Price lines (in AED minor units) as shown in the display currency: each line is converted and rounded down on its
 * own, and the total is the sum of the lines as shown, so what the traveller reads adds up. That total can sit a few
 * minor units under the exact conversion, never over it; the AED total worked out on the server is what is charged.
 */
export function displayBreakdown<L extends { aed: number; fixed?: FixedPrice | null }>(
  lines: L[],
  fx: Fx,
): Breakdown<L> {
  const shown = lines.map((line) => ({ ...line, minor: shownMinor(line, fx) }));
  return { lines: shown, total: shown.reduce((sum, line) => sum + line.minor, 0) };
}

/**
 * A price agreed in one currency (a custom offer's total, in its own minor units): shown exactly as agreed whenever the
 * display currency is that one, whatever the day's rate; the AED beside it is what is charged.
 */
export type FixedPrice = { currency: string; minor: number };

/** A line in the display currency: its agreed amount when it has one in that currency, else its AED converted. */
export function shownMinor(line: { aed: number; fixed?: FixedPrice | null }, fx: Fx): number {
  return line.fixed && line.fixed.currency === fx.currency ? line.fixed.minor : toMinor(line.aed, fx);
}

/**
 * The AED amount (minor units) that stands for `minor` of `fx.currency`: the largest whose conversion does not show
 * more than `minor`, so the charge never exceeds what was agreed at `fx.rate` (exactly `minor` for AED).
 */
export function aedEquivalent(minor: number, fx: Fx): number {
  if (fx.currency === "AED") return minor;
  const factor = fx.rate * 10 ** (currencyMinorDigits(fx.currency) - currencyMinorDigits("AED"));
  let aed = Math.max(0, Math.floor(minor / factor));
  while (aed > 0 && toMinor(aed, fx) > minor) aed--;
  while (toMinor(aed + 1, fx) <= minor) aed++;
  return aed;
}

/**
 * Checkout's lines as the traveller reads them: each item's price, then the discount as a line of its own (id 0), so
 * the total shown is the one checkout showed and the order keeps.
 */
export function checkoutBreakdown(
  items: { id: number; aed: number; fixed?: FixedPrice | null }[],
  discount: number,
  fx: Fx,
): Breakdown<{ id: number; aed: number; fixed?: FixedPrice | null }> {
  return displayBreakdown([...items, ...(discount ? [{ id: 0, aed: -discount }] : [])], fx);
}
