// VAT on tax-inclusive prices (shared/vat.ts, docs/decisions/023-travel-documents.md): half up per line, in integers,
// for every Gulf currency's minor digits; lines always add up to the document's totals.
import { describe, expect, it } from "vitest";
import { decimalText, rateText, vatBreakdown, vatOf } from "../../shared/vat.ts";
import { formatMinor } from "../../shared/money.ts";
import type { Currency } from "../../shared/constants.ts";

/** The exact rational rounding, half up, with BigInt: (2g·r + 10000 + r) div (2(10000 + r)). */
const exact = (gross: number, rateBp: number) =>
  Number((2n * BigInt(gross) * BigInt(rateBp) + 10000n + BigInt(rateBp)) / (2n * (10000n + BigInt(rateBp))));

/** A small seeded PRNG (mulberry32), so the random orders are the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("vatOf: the decision's worked table", () => {
  const rows: [string, Currency, number, number[], number][] = [
    ["AED 350.00 at 5%", "AED", 500, [35000], 1667],
    ["AED 199.99 at 5%", "AED", 500, [19999], 952],
    ["AED 3 × 10.01 at 5%: per line 1.44, not 1.43 on the total", "AED", 500, [1001, 1001, 1001], 144],
    ["SAR 115.00 at 15%: exactly 15.00", "SAR", 1500, [11500], 1500],
    ["SAR 99.99 at 15%", "SAR", 1500, [9999], 1304],
    ["KWD 3 × 1.001 at 15%: per line 0.393, not 0.392 on the total", "KWD", 1500, [1001, 1001, 1001], 393],
    ["KWD 12.345 at 5%", "KWD", 500, [12345], 588],
    ["BHD 3.335 at 5%", "BHD", 500, [3335], 159],
    ["OMR 7.250 at 5%", "OMR", 500, [7250], 345],
  ];
  for (const [name, currency, rate, lines, vat] of rows)
    it(name, () => {
      const { totals, lines: out } = vatBreakdown(
        lines.map((gross) => ({ gross })),
        rate,
      );
      expect(totals.vat).toBe(vat);
      expect(totals.net + totals.vat).toBe(totals.gross);
      for (const line of out) expect(line.net + line.vat).toBe(line.gross);
      // Printed in the currency's own digits.
      expect(decimalText(totals.vat, currency)).toMatch(
        currency === "KWD" || currency === "BHD" || currency === "OMR" ? /^\d+\.\d{3}$/ : /^\d+\.\d{2}$/,
      );
    });

  it("on the total the same AED and KWD orders would round one minor unit lower: the rule is per line", () => {
    expect(vatOf(3003, 500)).toBe(143);
    expect(vatOf(3003, 1500)).toBe(392);
  });

  it("refuses what is not whole minor units", () => {
    expect(() => vatOf(10.5, 500)).toThrow(RangeError);
    expect(() => vatOf(-1, 500)).toThrow(RangeError);
    expect(vatOf(0, 1500)).toBe(0);
  });
});

describe("vatBreakdown on random orders", () => {
  const currencies: Currency[] = ["AED", "SAR", "QAR", "OMR", "BHD", "KWD"];
  const rates = [500, 1000, 1500];
  it("10 000 seeded orders of 1–8 lines: lines sum to the totals exactly, each line is the exact rounding", () => {
    const random = prng(32);
    for (let n = 0; n < 10_000; n++) {
      const rate = rates[n % rates.length]!;
      const count = 1 + Math.floor(random() * 8);
      const lines = Array.from({ length: count }, () => ({ gross: 1 + Math.floor(random() * 1e9) }));
      const { lines: out, totals } = vatBreakdown(lines, rate);
      let gross = 0;
      let vat = 0;
      let net = 0;
      for (const line of out) {
        expect(line.vat).toBe(exact(line.gross, rate));
        gross += line.gross;
        vat += line.vat;
        net += line.net;
      }
      expect(totals).toEqual({ gross, vat, net });
      expect(totals.net + totals.vat).toBe(totals.gross);
      // Per-line rounding strays from "VAT on the total" by at most half a minor unit a line.
      expect(Math.abs(totals.vat - exact(totals.gross, rate))).toBeLessThanOrEqual(Math.ceil(count / 2));
    }
  });

  it("works past 2^53 / (2·rate) through BigInt", () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(vatOf(big, 1500)).toBe(exact(big, 1500));
  });

  for (const currency of currencies)
    it(`${currency}: formatMinor shows its own minor digits in both languages`, () => {
      const digits = ["OMR", "BHD", "KWD"].includes(currency) ? 3 : 2;
      const minor = 10 ** digits * 12 + 345;
      expect(formatMinor(minor, "en", currency)).toMatch(new RegExp(`\\.\\d{${digits}}$`));
      expect(formatMinor(minor, "ar", currency)).toMatch(new RegExp(`[.٫]\\d{${digits}}`));
      expect(decimalText(minor, currency)).toBe(digits === 3 ? "12.345" : "15.45");
    });
});

describe("decimalText and rateText", () => {
  it("prints amounts with integers only, in the currency's digits", () => {
    expect(decimalText(1150_00, "SAR")).toBe("1150.00");
    expect(decimalText(150_00, "SAR")).toBe("150.00");
    expect(decimalText(12345, "KWD")).toBe("12.345");
    expect(decimalText(5, "AED")).toBe("0.05");
    expect(decimalText(7, "BHD")).toBe("0.007");
    expect(decimalText(-50, "AED")).toBe("-0.50");
  });
  it("prints rates in both languages", () => {
    expect(rateText(500, "en")).toBe("5%");
    expect(rateText(1500, "ar")).toMatch(/^15\s?%$/);
  });
});
