// "Send again" for a booking notification that ran out of attempts (the console's inbox): the dead (event, channel) is
// put back in line with its audit entry in one batch, then the event goes on the NOTIFICATIONS queue again. The
// consumer claims only channels not yet sent, so a channel that already went out is never sent twice.
import type { Channel, SendState } from "../../../shared/notifications.ts";
import { findSend, reviveSend } from "../../db/notifications.ts";
import { awaitQueueStatement } from "../../db/ops-notifications.ts";
import { AFTER_PREVIOUS } from "../../db/guards.ts";
import { enqueueEvents, type EventQueue } from "../notifications/notifier.ts";
import { audited, type Actor } from "./actor.ts";

/**
 * The audit log's name for it (audit_log.action). Its target is `<channel>:<event id>`, as the inbox names the row
 * (short enough for the audit log's prefix filter: D1 allows LIKE patterns of 50 bytes).
 */
export const NOTIFICATION_RESEND_ACTION = "notification.resend";

/**
 * queued: revived and on the queue (`onQueue` false when the queue refused it: the scheduled handler puts it on
 * later); gone: it was not dead (sent meanwhile, or someone else sent it again first), and nothing was written.
 */
export type SendAgainOutcome = { kind: "queued"; onQueue: boolean } | { kind: "gone" };

export async function sendNotificationAgain(
  db: D1Database,
  queue: EventQueue | undefined,
  actor: Actor,
  eventId: string,
  channel: Channel,
  now: Date,
): Promise<SendAgainOutcome> {
  const send = await findSend(db, eventId, channel);
  if (send?.state !== "dead") return { kind: "gone" };
  const change = {
    action: NOTIFICATION_RESEND_ACTION,
    target: `${channel}:${eventId}`,
    orderId: send.orderId,
    supplierId: null,
    before: {
      kind: send.kind,
      channel,
      subject: send.subject,
      to: send.recipient,
      state: send.state,
      attempts: send.attempts,
      error: send.lastError,
    },
  };
  const [revived] = await db.batch([
    reviveSend(db, eventId, channel, now),
    awaitQueueStatement(db, eventId, AFTER_PREVIOUS),
    audited(db, actor, change, now, AFTER_PREVIOUS),
  ]);
  if (revived.meta.changes === 0) return { kind: "gone" };
  const onQueue = queue ? await enqueueEvents(db, queue, [eventId], now) : false;
  return { kind: "queued", onQueue };
}

/** Where a notification sent again stands now, for the inbox's notice; null when there is no such delivery. */
export async function sentAgainState(
  db: D1Database,
  eventId: string,
  channel: Channel,
): Promise<{ state: SendState; error: string | null } | null> {
  const send = await findSend(db, eventId, channel);
  return send ? { state: send.state, error: send.lastError } : null;
}
