// Promo code rules as one pure function: validity dates (inclusive, Gulf time), active flag, minimum, the discount.
import type { PromoRefusal } from "../../shared/cart.ts";
import type { PromoCode } from "../db/promo-codes.ts";

export type PromoEvaluation =
  | { ok: true; discount: number }
  | {
      ok: false;
      reason: Exclude<PromoRefusal, "one_per_cart" | "limited">;
      date?: string;
      minSubtotal?: number;
      missing?: number;
    };

/** How codes are compared and stored: trimmed, upper case ("welcome10 " is WELCOME10). */
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * Whether `promo` applies to a subtotal (AED minor units) on `today` (YYYY-MM-DD in the Gulf), and its discount:
 * a percentage rounded down to the minor unit, or a fixed amount; never more than the subtotal. An inactive code
 * reads as unknown to the traveller: it is not theirs to know it once existed.
 */
export function evaluatePromo(promo: PromoCode | null, subtotal: number, today: string): PromoEvaluation {
  if (!promo?.active) return { ok: false, reason: "unknown" };
  if (today < promo.validFrom) return { ok: false, reason: "not_started", date: promo.validFrom };
  if (today > promo.validTo) return { ok: false, reason: "expired", date: promo.validTo };
  if (subtotal <= 0) return { ok: false, reason: "empty_cart" };
  if (subtotal < promo.minSubtotal)
    return {
      ok: false,
      reason: "below_minimum",
      minSubtotal: promo.minSubtotal,
      missing: promo.minSubtotal - subtotal,
    };
  const discount = promo.kind === "percent" ? Math.floor((subtotal * promo.value) / 100) : promo.value;
  return { ok: true, discount: Math.min(discount, subtotal) };
}
