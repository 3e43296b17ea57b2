// VAT on tax-inclusive prices, in whole minor units and integer arithmetic only (docs/decisions/023-travel-documents.md).
// The rule: VAT is worked out per line, on that line's gross (the item's price less its share of the promo discount,
// extras included), rounded half up to the currency's minor unit; net = gross − VAT; a document's totals are the sums
// of its lines, so the lines always add up to the total, to the minor unit, by construction.
import type { Locale } from "./locales.ts";
import { currencyMinorDigits, formatPercent } from "./intl.ts";

/** The VAT inside `gross` at `rateBp` basis points: gross·r/(10000+r), rounded half up, never through a float. */
export function vatOf(gross: number, rateBp: number): number {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError("gross must be whole minor units ≥ 0");
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new RangeError("a rate is whole basis points ≥ 0");
  const numerator = 2 * gross * rateBp + (10000 + rateBp);
  if (Number.isSafeInteger(numerator)) return Math.floor(numerator / (2 * (10000 + rateBp)));
  const r = BigInt(rateBp);
  return Number((2n * BigInt(gross) * r + 10000n + r) / (2n * (10000n + r)));
}

export type VatAmounts = { gross: number; net: number; vat: number };
export type VatLine<L> = L & VatAmounts;

/** Each line's VAT and net from its gross, and the document's totals as the sums of the lines. */
export function vatBreakdown<L extends { gross: number }>(
  lines: readonly L[],
  rateBp: number,
): { lines: VatLine<L>[]; totals: VatAmounts } {
  const out = lines.map((line) => {
    const vat = vatOf(line.gross, rateBp);
    return { ...line, gross: line.gross, net: line.gross - vat, vat };
  });
  const totals = out.reduce(
    (sum, line) => ({ gross: sum.gross + line.gross, net: sum.net + line.net, vat: sum.vat + line.vat }),
    { gross: 0, net: 0, vat: 0 },
  );
  return { lines: out, totals };
}

/** A rate as the document prints it: "5%", "15%". */
export const rateText = (rateBp: number, locale: Locale) => formatPercent(rateBp / 100, locale);

/** An amount as a plain decimal in the currency's own digits, from integers only: "1150.00", "12.345", "-0.50". */
export function decimalText(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError("an amount is whole minor units");
  const digits = currencyMinorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
