// Money in the visitor's currency: each currency's minor digits from Intl, never rounded up, lines that add up.
import { describe, expect, it } from "vitest";
import { displayBreakdown, formatMinor, formatMoney, toMinor, type Fx } from "../../shared/money.ts";
import { currencyMinorDigits } from "../../shared/intl.ts";
import { FALLBACK_RATES } from "../../worker/services/currency.ts";
import { CURRENCIES, type Currency } from "../../shared/constants.ts";
import type { Locale } from "../../shared/locales.ts";
import { selectionLines } from "../../shared/booking-math.ts";
import { testOption } from "../fixtures/options.ts";

/** The exact conversion, rounded down, in integer arithmetic from the rate's decimal digits (no floating point). */
function exactMinor(aedMinor: number, fx: Fx): bigint {
  const [whole, fraction = ""] = String(fx.rate).split(".");
  expect(String(fx.rate)).toMatch(/^\d+(\.\d+)?$/);
  const rate = BigInt(whole + fraction);
  const numerator = BigInt(aedMinor) * rate * 10n ** BigInt(currencyMinorDigits(fx.currency));
  return numerator / (10n ** BigInt(fraction.length) * 100n);
}

/** The number a formatted price shows, in minor units ("KWD 1,234.560" → 1234560), read from its Latin digits. */
function shownMinor(text: string, currency: Currency): number {
  const match = /\d[\d,]*(?:\.(\d+))?/.exec(text)!;
  const digits = currencyMinorDigits(currency);
  const fraction = (match[1] ?? "").padEnd(digits, "0");
  expect(fraction.length, text).toBe(digits);
  return Number(match[0].split(".")[0].replaceAll(",", "") + fraction);
}

/** Rates that make floating point stumble (0.1 × 3, 0.7 × 100…), the built-in ones, and long KV-style decimals. */
const AWKWARD_RATES: Record<string, number[]> = {
  KWD: [FALLBACK_RATES.KWD, 0.0817, 0.1, 0.3, 0.7, 0.08361234],
  BHD: [FALLBACK_RATES.BHD, 0.1027, 0.7, 1.1],
  OMR: [FALLBACK_RATES.OMR, 0.1048],
  USD: [FALLBACK_RATES.USD, 0.27229, 0.3, 0.57, 1.1],
  SAR: [FALLBACK_RATES.SAR, 1.0211],
  INR: [FALLBACK_RATES.INR, 22.7],
  AED: [1],
};
const AMOUNTS = [
  1, 3, 7, 10, 29, 30, 70, 99, 100, 101, 333, 1000, 1001, 9999, 10000, 12345, 15000, 29900, 100000, 123456, 999999,
  12345678,
];

describe("minor digits", () => {
  it("come from Intl: two for AED, USD, SAR; three for KWD, BHD, OMR; none for JPY", () => {
    expect(["AED", "USD", "SAR", "QAR", "EUR", "GBP", "INR"].map(currencyMinorDigits)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(["KWD", "BHD", "OMR"].map(currencyMinorDigits)).toEqual([3, 3, 3]);
    expect(currencyMinorDigits("JPY")).toBe(0);
  });

  it("are all shown in every offered currency", () => {
    for (const currency of CURRENCIES) {
      const text = formatMoney(123456, "en", { currency, rate: 1.5 }, true);
      expect(text, currency).toMatch(new RegExp(`\\.\\d{${currencyMinorDigits(currency)}}(?!\\d)`));
    }
  });
});

describe("conversion", () => {
  it("rounds down to the currency's minor unit, and float noise never costs or adds a unit", () => {
    for (const [currency, rates] of Object.entries(AWKWARD_RATES)) {
      for (const rate of rates) {
        for (const aed of AMOUNTS) {
          const fx = { currency: currency as Currency, rate };
          expect(toMinor(aed, fx), `${aed} fils at ${currency} ${rate}`).toBe(Number(exactMinor(aed, fx)));
        }
      }
    }
  });

  it("never overstates a price on a card, and drops only an all-zero fraction", () => {
    const kwd = { currency: "KWD" as const, rate: 0.0836 };
    // 149.99 AED is 12.539164 KWD: 12.539, where whole units rounded up used to show 13.
    expect(formatMoney(14999, "en", kwd)).toBe("KWD\u00a012.539");
    expect(formatMoney(15000, "en", kwd)).toBe("KWD\u00a012.540");
    expect(formatMoney(15000, "en", { currency: "AED", rate: 1 })).toBe("AED\u00a0150");
    expect(formatMoney(15000, "en", { currency: "AED", rate: 1 }, true)).toBe("AED\u00a0150.00");
    expect(formatMoney(15050, "en", { currency: "AED", rate: 1 })).toBe("AED\u00a0150.50");
    // 150 AED × 0.2723 = 40.845 USD: 40.84, not 40.85.
    expect(formatMoney(15000, "en", { currency: "USD", rate: 0.2723 })).toBe("$40.84");
    expect(formatMinor(1234, "en", "JPY" as Currency)).toBe("¥1,234");
  });

  it("shows Arabic amounts with Latin digits and the currency's own symbol", () => {
    const text = formatMoney(14999, "ar", { currency: "KWD", rate: 0.0836 });
    expect(text).toContain("12.539");
    expect(text).toContain("د.ك.");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe("displayBreakdown", () => {
  const LINE_SETS = [
    [29900, 29900, 22425, 0],
    [333, 333, 334],
    [1, 1, 1, 1, 1, 1, 1],
    [15000, 4999, 9900, 12345],
    [99999, 101, 7],
  ];
  const LOCALES: Locale[] = ["en", "ar"];

  it("shows lines that add up to the total shown, in KWD, BHD, USD and AED at awkward rates", () => {
    for (const currency of ["KWD", "BHD", "USD", "AED"] as Currency[]) {
      for (const rate of AWKWARD_RATES[currency]) {
        for (const amounts of LINE_SETS) {
          const fx = { currency, rate };
          const { lines, total } = displayBreakdown(
            amounts.map((aed) => ({ aed })),
            fx,
          );
          for (const locale of LOCALES) {
            const shownLines = lines.map((l) => shownMinor(formatMinor(l.minor, locale, currency), currency));
            const shownTotal = shownMinor(formatMinor(total, locale, currency), currency);
            expect(
              shownLines.reduce((a, b) => a + b, 0),
              `${amounts} at ${currency} ${rate}`,
            ).toBe(shownTotal);
          }
          // Never above the exact conversion of the AED total, and short of it by less than a minor unit a line.
          const exactTotal = Number(
            exactMinor(
              amounts.reduce((a, b) => a + b, 0),
              fx,
            ),
          );
          expect(total).toBeLessThanOrEqual(exactTotal);
          expect(exactTotal - total).toBeLessThan(Math.max(1, amounts.length));
          for (const line of lines) expect(line.minor).toBeLessThanOrEqual(Number(exactMinor(line.aed, fx)));
        }
      }
    }
  });

  it("in AED is the server's total to the fils", () => {
    const amounts = [29900, 22425, 0, 15000];
    expect(
      displayBreakdown(
        amounts.map((aed) => ({ aed })),
        { currency: "AED", rate: 1 },
      ).total,
    ).toBe(67325);
  });

  it("keeps each line's own fields", () => {
    const { lines } = displayBreakdown([{ aed: 15000, label: "adults" }], { currency: "KWD", rate: 0.0836 });
    expect(lines).toEqual([{ aed: 15000, label: "adults", minor: 12540 }]);
  });
});

describe("a selection's price lines", () => {
  const option = testOption();

  it("are one per participant category with its count, then each chosen extra, and add up to the total", () => {
    const counts = { adult: 2, child: 1, infant: 1 };
    const lines = selectionLines(option, 20000, counts, [7, 8]);
    expect(lines).toEqual([
      { kind: "participants", category: "adult", count: 2, aed: 40000 },
      { kind: "participants", category: "child", count: 1, aed: 15000 },
      { kind: "participants", category: "infant", count: 1, aed: 0 },
      { kind: "extra", extraId: 7, count: 4, aed: 60000 },
      { kind: "extra", extraId: 8, count: 1, aed: 9900 },
    ]);
  });

  it("price a per-item option once, for everyone travelling", () => {
    expect(selectionLines({ ...option, pricingUnit: "per_item" }, 120000, { adult: 3 }, [])).toEqual([
      { kind: "item", travellers: 3, aed: 120000 },
    ]);
  });
});
