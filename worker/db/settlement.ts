// Settlement's statements: the lease on a stalled booking, a waiting order's refund, and the guards on an item's settling writes.
import type { ItemStatus } from "../../shared/order.ts";
import type { SqlGuard } from "./checkout-attempts.ts";

/** The item is in `status` when the statement runs (after the batch's earlier writes). */
export const itemStatusIs = (itemId: number, status: ItemStatus): SqlGuard => ({
  sql: "(SELECT status FROM order_items WHERE id = ?) = ?",
  params: [itemId, status],
});
/** None of the item's holds became sold seats: its hold was lost. */
export const noSoldHold = (itemId: number): SqlGuard => ({
  sql: "NOT EXISTS (SELECT 1 FROM holds WHERE order_item_id = ? AND state = 'sold')",
  params: [itemId],
});

/**
 * Takes over a booking still `processing` whose last change is at or before `stalledBefore`: moving its `updated_at`
 * on is the one-row lock, so only one caller resumes it.
 */
export function leaseStalledBooking(
  db: D1Database,
  orderId: string,
  stalledBefore: string,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare("UPDATE orders SET updated_at = ? WHERE id = ? AND status = 'processing' AND updated_at <= ?")
    .bind(now.toISOString(), orderId, stalledBefore);
}

/** What an order still waiting (on hold, or booked to pay later) no longer asks the traveller for. */
export async function setWaitingRefund(db: D1Database, orderId: string, refunded: number, now: Date): Promise<void> {
  await db
    .prepare(
      "UPDATE orders SET refunded = ?, updated_at = ? WHERE id = ? AND status IN ('on_hold', 'awaiting_payment')",
    )
    .bind(refunded, now.toISOString(), orderId)
    .run();
}
