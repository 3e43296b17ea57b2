// Publishing a booking event: written to D1 first (so it is never lost), then put on the NOTIFICATIONS queue, after the
// change it describes has committed. Publishing never throws: a booking is never blocked or undone by its notice.
import type { NotificationKind } from "../../../shared/notifications.ts";
import { insertEvent, markEnqueued } from "../../db/notifications.ts";
import { errorFields, logEvent } from "../log.ts";

export type NewEvent = {
  kind: NotificationKind;
  orderId: string | null;
  /** An item reference or an offer request id, when the event is about one. */
  subject?: string | null;
  /** Facts fixed at the moment (amounts, a link that is shown once). */
  data?: Record<string, unknown>;
  /** A natural key for an event that must happen once, whoever notices it first (reminder:<reference>). */
  id?: string;
};

export interface Notifier {
  publish(event: NewEvent): Promise<void>;
}

/** Puts event ids on the queue (one message each); the ids the queue took. */
export type EventQueue = { sendBatch(messages: { body: { eventId: string } }[]): Promise<unknown> };

/** Puts `ids` on the queue and records that it took them; a queue failure is logged and left for the scheduled retry. */
export async function enqueueEvents(db: D1Database, queue: EventQueue, ids: string[], now: Date): Promise<boolean> {
  if (ids.length === 0) return true;
  try {
    await queue.sendBatch(ids.map((eventId) => ({ body: { eventId } })));
  } catch (error) {
    logEvent("warn", "notification_enqueue_failed", { events: ids.length, ...errorFields(error) });
    return false;
  }
  await markEnqueued(db, ids, now);
  return true;
}

/** The notifier of a deployed worker (links in its messages are built on `origin`, the site the event happened on): D1, then the queue, whose consumer delivers (services/notifications/consumer.ts). */
export function queueNotifier(
  db: D1Database,
  queue: EventQueue,
  origin: string,
  now: () => Date = () => new Date(),
): Notifier {
  return {
    async publish(event: NewEvent): Promise<void> {
      const id = event.id ?? crypto.randomUUID();
      try {
        const at = now();
        const written = await insertEvent(db, {
          id,
          kind: event.kind,
          orderId: event.orderId,
          subject: event.subject ?? null,
          data: { origin, ...event.data },
          createdAt: at.toISOString(),
        }).run();
        // A natural key already written: that event is on its way.
        if (written.meta.changes === 0) return;
        await enqueueEvents(db, queue, [id], at);
      } catch (error) {
        logEvent("error", "notification_publish_failed", {
          kind: event.kind,
          orderId: event.orderId,
          ...errorFields(error),
        });
      }
    },
  };
}
