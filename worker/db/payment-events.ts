// Payment events: what a provider said about an order's payment, recorded once per event (replays change nothing).
/** How an authorisation held for review is recorded (a resumed booking must still hold it). */
export const REVIEW_KIND = "authorized_review";

/** The provider's payment status, or an authorisation held for review. */
export type PaymentEventKind = "authorized" | "declined" | "expired" | "open" | typeof REVIEW_KIND;

/** The event's record; it changes no row when the provider's event id was recorded already. */
export function recordPaymentEvent(
  db: D1Database,
  provider: string,
  eventId: string,
  orderId: string,
  kind: PaymentEventKind,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT OR IGNORE INTO payment_events (provider, event_id, order_id, kind, received_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(provider, eventId, orderId, kind, now.toISOString());
}

/** Whether the order's payment was authorised under review. */
export async function authorisedUnderReview(db: D1Database, orderId: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS review FROM payment_events WHERE order_id = ? AND kind = ?")
    .bind(orderId, REVIEW_KIND)
    .first<{ review: number }>();
  return row !== null;
}
