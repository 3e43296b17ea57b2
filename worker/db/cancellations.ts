// Cancellations' statements: the record of a cancelled item (its penalty and refund) and its refund's state.
import type { RefundState } from "../../shared/invoice.ts";

export type NewCancellation = {
  itemId: number;
  orderId: string;
  penaltyPercent: number;
  penalty: number;
  refund: number;
  refundState: RefundState;
  by: "account" | "manage_link" | "operator";
};

/**
 * Records the cancellation, only while the item is still confirmed and not already cancelled (the unique key on
 * order_item_id): `meta.changes` is 0 for a repeat.
 */
export function insertCancellation(db: D1Database, c: NewCancellation, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cancellations (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM order_items WHERE id = ? AND order_id = ? AND status = 'confirmed')
       ON CONFLICT (order_item_id) DO NOTHING`,
    )
    .bind(
      c.itemId,
      c.orderId,
      c.penaltyPercent,
      c.penalty,
      c.refund,
      c.refundState,
      c.by,
      now.toISOString(),
      c.itemId,
      c.orderId,
    );
}

/** The provider refused the refund (or it could not be asked): the scheduler retries it. */
export function markRefundFailed(db: D1Database, itemId: number): D1PreparedStatement {
  return db
    .prepare("UPDATE cancellations SET refund_state = 'failed' WHERE order_item_id = ? AND refund_state = 'pending'")
    .bind(itemId);
}

/** The refund went through: the cancellation says so, then the order's refunded amount grows (only if it did). */
export function markRefunded(
  db: D1Database,
  target: { itemId: number; orderId: string; refund: number },
  now: Date,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "UPDATE cancellations SET refund_state = 'refunded', refunded_at = ? WHERE order_item_id = ? AND refund_state IN ('pending', 'failed')",
      )
      .bind(now.toISOString(), target.itemId),
    db
      .prepare("UPDATE orders SET refunded = refunded + ?, updated_at = ? WHERE id = ? AND changes() = 1")
      .bind(target.refund, now.toISOString(), target.orderId),
  ];
}
