// The console's reads and writes of booking notifications (issue 31): an order's deliveries with what WhatsApp reported
// for each (the booking timeline), and the statement that puts a revived event back in line for the queue.
import type { DeliveryStatus, NotificationSendView } from "../../shared/notifications.ts";
import type { Guard } from "./guards.ts";
import { SEND_COLUMNS, sendOf, type SendRow } from "./notifications.ts";
import { and, params } from "./guards.ts";

/** One status WhatsApp reported for a message, as it happened (its own clock), with its error for `failed`. */
export type ReportedStatus = { status: DeliveryStatus; at: string; error: string | null };

/** A delivery of one of the order's events, with every status WhatsApp reported for it, oldest first. */
export type OrderDelivery = NotificationSendView & { reported: ReportedStatus[] };

type StatusRow = { provider_id: string; status: DeliveryStatus; at: string; error: string | null };

/** Every delivery of the order's events (each event's channels), oldest first. */
export function orderDeliveriesStatement(db: D1Database, orderId: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${SEND_COLUMNS}
       FROM notification_sends s JOIN notification_events e ON e.id = s.event_id
       WHERE e.order_id = ? ORDER BY s.created_at, s.channel`,
    )
    .bind(orderId);
}

/** What WhatsApp reported for the order's messages. */
export function orderWhatsAppStatusesStatement(db: D1Database, orderId: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT w.provider_id, w.status, w.at, w.error FROM whatsapp_statuses w
       JOIN notification_sends s ON s.provider_id = w.provider_id JOIN notification_events e ON e.id = s.event_id
       WHERE e.order_id = ? ORDER BY w.at`,
    )
    .bind(orderId);
}

/** The two statements' results as one list: each delivery with its reported statuses. */
export function orderDeliveriesOf(sends: D1Result<unknown>, statuses: D1Result<unknown>): OrderDelivery[] {
  const byMessage = new Map<string, ReportedStatus[]>();
  for (const r of statuses.results as StatusRow[]) {
    const list = byMessage.get(r.provider_id) ?? [];
    list.push({ status: r.status, at: r.at, error: r.error });
    byMessage.set(r.provider_id, list);
  }
  return (sends.results as SendRow[]).map((r) => ({
    ...sendOf(r),
    reported: r.provider_id ? (byMessage.get(r.provider_id) ?? []) : [],
  }));
}

/**
 * The event waits for the queue again (enqueued_at cleared, as when the queue never took it): batched right after a
 * revive, with AFTER_PREVIOUS, so the scheduled handler puts it on the queue even if the console's own send fails.
 */
export function awaitQueueStatement(db: D1Database, eventId: string, guard?: Guard): D1PreparedStatement {
  return db
    .prepare(`UPDATE notification_events SET enqueued_at = NULL WHERE id = ?${and(guard)}`)
    .bind(eventId, ...params(guard));
}
