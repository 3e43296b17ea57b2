// Display currency: the `currency` cookie picks it, KV holds the rates (FALLBACK_RATES when KV has none or garbage).
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { html } from "./helpers.ts";
import { activity, indexForSearch } from "../factories/index.ts";
import { FALLBACK_RATES, RATES_KEY, rateFor } from "../../worker/services/currency.ts";
import { formatMoney } from "../../shared/money.ts";
import { CURRENCIES, type Currency } from "../../shared/constants.ts";
import type { Locale } from "../../shared/locales.ts";

/** Dubai's listing: prices whose conversions round (down) at different places. */
beforeAll(async () => {
  for (const price of [12345, 9999, 100001, 27550])
    await activity({ city: "dubai", fromPrice: price, seats: 6, price });
  await indexForSearch();
});

/** Far from FALLBACK_RATES.USD (0.2723), so a price at one rate can't pass for the other. */
const KV_USD = 0.5;
const putRates = (rates: Partial<Record<Currency, number>>) =>
  env.SITE.put(RATES_KEY, JSON.stringify({ base: "AED", rates, updatedAt: "2026-01-01T00:00:00.000Z" }));

/** Every card on a listing: its activity's AED from-price (from D1) and the price text the card shows. */
async function cardPrices(path: string, cookie?: string): Promise<{ aed: number; shown: string }[]> {
  const { res, body } = await html(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(res.status).toBe(200);
  const cards = body
    .split('data-testid="activity-card"')
    .slice(1)
    .map((card) => ({
      slug: /<a href="[^"]*\/([a-z0-9-]+)"/.exec(card)![1],
      shown: /data-price=""[^>]*>([^<]+)</.exec(card)![1],
    }));
  expect(cards.length).toBeGreaterThan(0);
  const { results } = await env.DB.prepare(
    `SELECT slug, from_price FROM activities WHERE slug IN (${cards.map(() => "?").join(",")})`,
  )
    .bind(...cards.map((c) => c.slug))
    .all<{ slug: string; from_price: number }>();
  const aedOf = new Map(results.map((r) => [r.slug, r.from_price]));
  return cards.map((c) => ({ aed: aedOf.get(c.slug)!, shown: c.shown }));
}

async function expectPricesAt(locale: Locale, currency: Currency, rate: number, cookie?: string) {
  for (const { aed, shown } of await cardPrices(`${locale === "ar" ? "/ar" : ""}/things-to-do-in-dubai`, cookie)) {
    expect(shown).toBe(formatMoney(aed, locale, { currency, rate }));
    // Rounded down to the currency's minor unit (0.01 for these), never up.
    const amount = Number(/\d[\d,]*(?:\.\d+)?/.exec(shown)![0].replaceAll(",", ""));
    const exact = (aed / 100) * rate;
    expect(exact - amount, shown).toBeGreaterThanOrEqual(-1e-9);
    expect(exact - amount, shown).toBeLessThan(0.01);
  }
}

describe("prices on a page", () => {
  it("are the AED price times the KV rate of the currency in the cookie, in both locales", async () => {
    await putRates({ ...FALLBACK_RATES, USD: KV_USD });
    await expectPricesAt("en", "USD", KV_USD, "currency=USD");
    await expectPricesAt("ar", "USD", KV_USD, "currency=USD");
  });

  it("are in the site's default currency (AED) without a cookie or with an unknown one", async () => {
    await putRates({ ...FALLBACK_RATES, USD: KV_USD });
    await expectPricesAt("en", "AED", 1);
    await expectPricesAt("en", "AED", 1, "currency=XYZ");
  });

  it("use FALLBACK_RATES when the KV value is malformed", async () => {
    await env.SITE.put(RATES_KEY, '{"rates": {"USD": 0.5,');
    await expectPricesAt("en", "USD", FALLBACK_RATES.USD, "currency=USD");
  });
});

describe("rateFor", () => {
  it("is 1 for AED whatever KV says", async () => {
    await putRates({ ...FALLBACK_RATES, AED: 2 });
    expect(await rateFor(env.SITE, "AED")).toBe(1);
  });

  it("reads every other currency's rate from KV", async () => {
    const rates = Object.fromEntries(
      CURRENCIES.map((c, i) => [c, c === "AED" ? 1 : FALLBACK_RATES[c] * 1.5 + i]),
    ) as Record<Currency, number>;
    await putRates(rates);
    for (const currency of CURRENCIES.filter((c) => c !== "AED"))
      expect(await rateFor(env.SITE, currency), currency).toBe(rates[currency]);
  });

  it("falls back when KV has no rates", async () => {
    await env.SITE.delete(RATES_KEY);
    expect(await rateFor(env.SITE, "EUR")).toBe(FALLBACK_RATES.EUR);
  });

  it.each([
    ["not JSON", "rates: USD 0.5"],
    ["no rates object", JSON.stringify({ base: "AED", USD: KV_USD })],
    ["a zero rate", JSON.stringify({ rates: { ...FALLBACK_RATES, USD: 0 } })],
    ["a negative rate", JSON.stringify({ rates: { ...FALLBACK_RATES, USD: -KV_USD } })],
    ["a rate as text", JSON.stringify({ rates: { ...FALLBACK_RATES, USD: "0.5" } })],
  ])("falls back when the KV value has %s", async (_label, raw) => {
    await env.SITE.put(RATES_KEY, raw);
    expect(await rateFor(env.SITE, "USD")).toBe(FALLBACK_RATES.USD);
  });

  it("falls back for a currency KV leaves out, and still reads the ones it gives", async () => {
    await putRates({ AED: 1, USD: KV_USD });
    expect(await rateFor(env.SITE, "USD")).toBe(KV_USD);
    expect(await rateFor(env.SITE, "EUR")).toBe(FALLBACK_RATES.EUR);
  });
});
