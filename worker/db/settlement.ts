// Settlement's statements: the lease on a stalled booking and a waiting order's refund.

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
