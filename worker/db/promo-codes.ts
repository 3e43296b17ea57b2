// Promo codes (promo_codes): the row as the promo rules read it.
import type { PromoKind } from "../../shared/cart.ts";

export type PromoCode = {
  code: string;
  kind: PromoKind;
  /** Percent 1..100, or AED minor units. */
  value: number;
  minSubtotal: number;
  /** YYYY-MM-DD, Gulf time, both inclusive. */
  validFrom: string;
  validTo: string;
  active: boolean;
};

type PromoRow = {
  code: string;
  kind: string;
  value: number;
  min_subtotal: number;
  valid_from: string;
  valid_to: string;
  active: number;
};

const reshapePromo = (row: PromoRow): PromoCode => ({
  code: row.code,
  kind: row.kind === "fixed" ? "fixed" : "percent",
  value: row.value,
  minSubtotal: row.min_subtotal,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  active: row.active === 1,
});

export async function findPromo(db: D1Database, code: string): Promise<PromoCode | null> {
  const row = await db
    .prepare("SELECT code, kind, value, min_subtotal, valid_from, valid_to, active FROM promo_codes WHERE code = ?")
    .bind(code)
    .first<PromoRow>();
  return row ? reshapePromo(row) : null;
}
