// The rows behind GET /api/account/offline-vouchers: an account's confirmed items on orders that have an invoice, from
// a little before today (a stay may still be running); the route keeps those whose offline time has not passed.
import type { PricingUnit } from "../../shared/catalogue.ts";
import { INVOICED_ORDER_STATUSES } from "../../shared/invoice.ts";

export type OfflineVoucherRow = {
  reference: string;
  date: string;
  units: number;
  pricingUnit: PricingUnit;
  countryCode: string;
};

const ORDER_IN = INVOICED_ORDER_STATUSES.map((s) => `'${s}'`).join(", ");

/** The account's confirmed items dated on or after `fromDate` (YYYY-MM-DD), soonest first, at most `limit`. */
export async function confirmedItemsOf(
  db: D1Database,
  userId: string,
  fromDate: string,
  limit: number,
): Promise<OfflineVoucherRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.reference, i.date, i.units, o2.pricing_unit, c.country_code
       FROM orders o JOIN order_items i ON i.order_id = o.id
       JOIN activities a ON a.id = i.activity_id JOIN cities c ON c.id = a.city_id JOIN options o2 ON o2.id = i.option_id
       WHERE o.user_id = ?1 AND o.status IN (${ORDER_IN}) AND i.status = 'confirmed' AND i.date >= ?2
       ORDER BY i.date, i.reference LIMIT ?3`,
    )
    .bind(userId, fromDate, limit)
    .all<{ reference: string; date: string; units: number | null; pricing_unit: PricingUnit; country_code: string }>();
  return results.map((r) => ({
    reference: r.reference,
    date: r.date,
    units: r.units ?? 1,
    pricingUnit: r.pricing_unit,
    countryCode: r.country_code,
  }));
}
