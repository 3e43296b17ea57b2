// Checkout attempts' statements: an order's details while it waits for payment, its payment id, the cart's next version.
import type { Lead } from "../../shared/order.ts";
import type { Locale } from "../../shared/locales.ts";
import { orderStatusIs } from "./guards.ts";

/** The traveller's latest lead details and language, while the order still waits for payment. */
export function updateLeadDetails(
  db: D1Database,
  orderId: string,
  lead: Lead,
  locale: Locale,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET lead_first_name = ?, lead_last_name = ?, lead_email = ?, lead_country = ?, lead_phone = ?, locale = ?, updated_at = ?
         WHERE id = ? AND status = 'pending_payment'`,
    )
    .bind(lead.firstName, lead.lastName, lead.email, lead.country, lead.phone, locale, now.toISOString(), orderId);
}

/** One item's answers (by its position in the order), while the order still waits for payment. */
export function updateItemAnswers(
  db: D1Database,
  orderId: string,
  position: number,
  answers: Record<string, unknown>,
): D1PreparedStatement {
  const pending = orderStatusIs(orderId, "pending_payment");
  return db
    .prepare(`UPDATE order_items SET answers = ? WHERE order_id = ? AND position = ? AND ${pending.sql}`)
    .bind(JSON.stringify(answers), orderId, position, ...pending.params);
}

/** The provider's payment of an order waiting for it (never replacing another payment's id). */
export async function storePaymentId(
  db: D1Database,
  orderId: string,
  paymentId: string,
  provider: string,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      "UPDATE orders SET payment_id = ?, provider = ?, updated_at = ? WHERE id = ? AND status = 'pending_payment' AND (payment_id IS NULL OR payment_id = ?)",
    )
    .bind(paymentId, provider, now.toISOString(), orderId, paymentId)
    .run();
}

/** The cart version an attempt was made for: the last part of its key (`${cartId}:${version}`). */
export const attemptVersion = (idempotencyKey: string): number =>
  Number(idempotencyKey.slice(idempotencyKey.lastIndexOf(":") + 1));

/**
 * The cart's version moves on when the attempt that ended as `endedAs` was its current one, so "Try again" is a new
 * attempt (an attempt the cart had already moved past leaves the cart alone).
 */
export function nextCartVersion(
  db: D1Database,
  order: { id: string; cartId: string; idempotencyKey: string },
  endedAs: "payment_failed" | "failed",
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE carts SET version = version + 1, updated_at = ? WHERE id = ? AND version = ? AND (SELECT status FROM orders WHERE id = ?) = ?",
    )
    .bind(now.toISOString(), order.cartId, attemptVersion(order.idempotencyKey), order.id, endedAs);
}
