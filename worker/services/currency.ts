// Display-currency rates from KV (marketing/ops keep them current); prices are stored and charged in AED.
import { z } from "zod";
import type { Currency } from "../../shared/constants.ts";

export const RATES_KEY = "config:currency-rates";

/** Units of each currency per 1 AED; used only when KV has no (valid) rates. Gulf currencies are pegged to USD. */
export const FALLBACK_RATES: Record<Currency, number> = {
  AED: 1,
  SAR: 1.0211,
  QAR: 0.9912,
  OMR: 0.1047,
  BHD: 0.1026,
  KWD: 0.0836,
  USD: 0.2723,
  EUR: 0.2505,
  GBP: 0.2148,
  INR: 23.52,
};

// Each rate stands alone: one missing or bad entry (or one for a currency we do not offer) spoils no other.
const rateSchema = z.number().positive().finite();
const ratesSchema = z.object({ rates: z.record(z.string(), z.unknown()) });

/** The rate from AED to the visitor's currency: KV's when it is a positive number, else the built-in one. */
export async function rateFor(kv: KVNamespace, currency: Currency): Promise<number> {
  if (currency === "AED") return 1;
  const raw = await kv.get(RATES_KEY, "json").catch(() => null);
  const parsed = ratesSchema.safeParse(raw);
  const rate = rateSchema.safeParse(parsed.success ? parsed.data.rates[currency] : undefined);
  return rate.success ? rate.data : FALLBACK_RATES[currency];
}
