// Booking notifications in D1 (notification_events, notification_sends): an event written once, and for each channel
// a claim with a lease, so a redelivered queue message sends nothing twice, and its outcome.
import type {
  Channel,
  DeliveryStatus,
  NotificationKind,
  NotificationSendView,
  SendState,
} from "../../shared/notifications.ts";

export type NotificationEvent = {
  id: string;
  kind: NotificationKind;
  orderId: string | null;
  subject: string | null;
  data: Record<string, unknown>;
  createdAt: string;
};

type EventRow = {
  id: string;
  kind: NotificationKind;
  order_id: string | null;
  subject: string | null;
  data: string;
  created_at: string;
};

const eventOf = (r: EventRow): NotificationEvent => ({
  id: r.id,
  kind: r.kind,
  orderId: r.order_id,
  subject: r.subject,
  data: JSON.parse(r.data) as Record<string, unknown>,
  createdAt: r.created_at,
});

/** Writes an event; an event whose id exists already (a natural key such as reminder:<reference>) is left as it is. */
export function insertEvent(db: D1Database, event: NotificationEvent): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO notification_events (id, kind, order_id, subject, data, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
    )
    .bind(event.id, event.kind, event.orderId, event.subject, JSON.stringify(event.data), event.createdAt);
}

export async function markEnqueued(db: D1Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.batch(
    ids.map((id) =>
      db
        .prepare("UPDATE notification_events SET enqueued_at = ? WHERE id = ? AND enqueued_at IS NULL")
        .bind(now.toISOString(), id),
    ),
  );
}

/** Events the queue never took (its send failed), written before `before`: the scheduled handler puts them on again. */
export async function unqueuedEvents(db: D1Database, before: Date, limit = 100): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT id FROM notification_events WHERE enqueued_at IS NULL AND created_at <= ? ORDER BY created_at LIMIT ?",
    )
    .bind(before.toISOString(), limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

export async function eventById(db: D1Database, id: string): Promise<NotificationEvent | null> {
  const row = await db
    .prepare("SELECT id, kind, order_id, subject, data, created_at FROM notification_events WHERE id = ?")
    .bind(id)
    .first<EventRow>();
  return row ? eventOf(row) : null;
}

/** Drops what an event held only until it was sent (an offer's single-use link). */
export async function forgetEventData(db: D1Database, id: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .prepare(`UPDATE notification_events SET data = json_remove(data, ${keys.map(() => "?").join(", ")}) WHERE id = ?`)
    .bind(...keys.map((k) => `$.${k}`), id)
    .run();
}

/**
 * Claims an (event, channel) for one attempt: true when this caller may send. A row already sent or dead, or claimed
 * by another delivery whose lease has not run out, is not claimed again.
 */
export async function claimSend(
  db: D1Database,
  eventId: string,
  channel: Channel,
  recipient: string,
  now: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .prepare(
      `INSERT INTO notification_sends (event_id, channel, state, attempts, lease_until, recipient, created_at, updated_at)
       VALUES (?, ?, 'sending', 1, ?, ?, ?, ?)
       ON CONFLICT (event_id, channel) DO UPDATE SET
         state = 'sending', attempts = attempts + 1, lease_until = excluded.lease_until, recipient = excluded.recipient,
         updated_at = excluded.updated_at
       WHERE state = 'failed' OR (state = 'sending' AND lease_until <= ?)`,
    )
    .bind(eventId, channel, leaseUntil.toISOString(), recipient, at, at, at)
    .run();
  return result.meta.changes > 0;
}

export async function markSendSent(
  db: D1Database,
  eventId: string,
  channel: Channel,
  providerId: string | null,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      // WhatsApp's status webhook may have reported on the message before this row knew its id: take the furthest.
      `UPDATE notification_sends SET state = 'sent', provider_id = ?1,
         delivery = CASE WHEN ?1 IS NULL THEN NULL ELSE coalesce(
           (SELECT status FROM whatsapp_statuses WHERE provider_id = ?1
            ORDER BY CASE status WHEN 'failed' THEN 4 WHEN 'read' THEN 3 WHEN 'delivered' THEN 2 ELSE 1 END DESC LIMIT 1),
           'sent') END,
         last_error = NULL, lease_until = NULL, sent_at = ?2, updated_at = ?2
       WHERE event_id = ?3 AND channel = ?4 AND state = 'sending'`,
    )
    .bind(providerId, now.toISOString(), eventId, channel)
    .run();
}

/** After a failed attempt: `dead` when no attempt is left (or none could help), else `failed` for the next delivery. */
export async function markSendFailed(
  db: D1Database,
  eventId: string,
  channel: Channel,
  error: string,
  dead: boolean,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      "UPDATE notification_sends SET state = ?, last_error = ?, lease_until = NULL, updated_at = ? WHERE event_id = ? AND channel = ? AND state IN ('sending', 'failed')",
    )
    .bind(dead ? "dead" : "failed", error.slice(0, 1000), now.toISOString(), eventId, channel)
    .run();
}

/**
 * The dead-letter queue's record: every channel of the event not yet sent is dead, with `error` where it has none (a
 * channel never reached because the message itself kept failing).
 */
export async function markEventDead(db: D1Database, eventId: string, error: string, now: Date): Promise<number> {
  const result = await db
    .prepare(
      "UPDATE notification_sends SET state = 'dead', last_error = coalesce(last_error, ?), lease_until = NULL, updated_at = ? WHERE event_id = ? AND state IN ('sending', 'failed')",
    )
    .bind(error.slice(0, 1000), now.toISOString(), eventId)
    .run();
  return result.meta.changes;
}

/**
 * Forgets a channel's unsent delivery that no longer applies (the traveller turned WhatsApp updates off while it was
 * waiting for its next try): nothing will be sent, so nothing should say it will be.
 */
export async function dropUnsentSend(db: D1Database, eventId: string, channel: Channel): Promise<void> {
  await db
    .prepare("DELETE FROM notification_sends WHERE event_id = ? AND channel = ? AND state = 'failed'")
    .bind(eventId, channel)
    .run();
}

/** A dead (event, channel) back in line for one more try (the console's "Send again"); true when it was dead. */
export function reviveSend(db: D1Database, eventId: string, channel: Channel, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE notification_sends SET state = 'failed', updated_at = ? WHERE event_id = ? AND channel = ? AND state = 'dead'",
    )
    .bind(now.toISOString(), eventId, channel);
}

/** A delivery row with its event's kind, order and subject (SEND_COLUMNS). */
export type SendRow = {
  event_id: string;
  kind: NotificationKind;
  order_id: string | null;
  subject: string | null;
  channel: Channel;
  state: SendState;
  attempts: number;
  recipient: string | null;
  provider_id: string | null;
  delivery: DeliveryStatus | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
};

/** The columns of SendRow, from notification_sends `s` joined to notification_events `e`. */
export const SEND_COLUMNS = `s.event_id, e.kind, e.order_id, e.subject, s.channel, s.state, s.attempts, s.recipient,
  s.provider_id, s.delivery, s.last_error, s.created_at, s.updated_at, s.sent_at`;

export const sendOf = (r: SendRow): NotificationSendView => ({
  eventId: r.event_id,
  kind: r.kind,
  orderId: r.order_id,
  subject: r.subject,
  channel: r.channel,
  state: r.state,
  attempts: r.attempts,
  recipient: r.recipient,
  delivery: r.delivery,
  lastError: r.last_error,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  sentAt: r.sent_at,
});

/** Deliveries that ran out of attempts, oldest first (the operations inbox and `npm run bookings -- list`). */
export async function deadSends(db: D1Database, limit = 200): Promise<NotificationSendView[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SEND_COLUMNS} FROM notification_sends s JOIN notification_events e ON e.id = s.event_id
       WHERE s.state = 'dead' ORDER BY s.updated_at LIMIT ?`,
    )
    .bind(limit)
    .all<SendRow>();
  return results.map(sendOf);
}

export async function findSend(
  db: D1Database,
  eventId: string,
  channel: Channel,
): Promise<NotificationSendView | null> {
  const row = await db
    .prepare(
      `SELECT ${SEND_COLUMNS} FROM notification_sends s JOIN notification_events e ON e.id = s.event_id
       WHERE s.event_id = ? AND s.channel = ?`,
    )
    .bind(eventId, channel)
    .first<SendRow>();
  return row ? sendOf(row) : null;
}

/** A booked item that may be due its day-before reminder, with what decides when. */
export type ReminderCandidate = {
  orderId: string;
  reference: string;
  date: string;
  startTime: string;
  country: string;
  placedAt: string;
};

/** Confirmed items dated between `from` and `to` (inclusive) whose reminder has not been written yet. */
export async function reminderCandidates(db: D1Database, from: string, to: string): Promise<ReminderCandidate[]> {
  const { results } = await db
    .prepare(
      `SELECT i.order_id, i.reference, i.date, i.start_time, c.country_code, o.created_at
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN activities a ON a.id = i.activity_id
         JOIN cities c ON c.id = a.city_id
       WHERE i.status = 'confirmed' AND i.date BETWEEN ? AND ?
         AND NOT EXISTS (SELECT 1 FROM notification_events e WHERE e.id = 'reminder:' || i.reference)
       LIMIT 500`,
    )
    .bind(from, to)
    .all<{
      order_id: string;
      reference: string;
      date: string;
      start_time: string;
      country_code: string;
      created_at: string;
    }>();
  return results.map((r) => ({
    orderId: r.order_id,
    reference: r.reference,
    date: r.date,
    startTime: r.start_time,
    country: r.country_code,
    placedAt: r.created_at,
  }));
}
