// Delivers one booking event on each of its channels, at most once per (event, channel): a channel already sent is
// skipped, one claimed by another delivery is left to it, one that fails is recorded and retried by the queue (or
// dead at once when retrying cannot help). Nothing here touches the booking the event is about.
import type { Channel, WhatsAppTemplateMessage } from "../../../shared/notifications.ts";
import { NOTIFY_LEASE_SECONDS } from "../../../shared/notifications.ts";
import type { MailMessage } from "../../db/mail-messages.ts";
import {
  claimSend,
  dropUnsentSend,
  eventById,
  findSend,
  forgetEventData,
  markSendFailed,
  markSendSent,
} from "../../db/notifications.ts";
import type { Mailer } from "../mail/mailer.ts";
import { errorFields, logEvent } from "../log.ts";
import { isPermanent, type WhatsAppTransport } from "./channel.ts";
import { composeNotification, SENT_ONCE_KEYS, type ComposeDeps } from "./compose.ts";

export type DeliveryDeps = Omit<ComposeDeps, "now"> & {
  email: Mailer;
  whatsapp: WhatsAppTransport;
  now: () => Date;
};

/** done: nothing is left to send; retry: a channel failed (or is still being sent elsewhere) and may succeed later. */
export type DeliveryOutcome = { kind: "done" } | { kind: "retry"; error: string };

type Attempt = { channel: Channel; recipient: string; send: () => Promise<string | null> };

async function attempt(deps: DeliveryDeps, eventId: string, kind: string, a: Attempt): Promise<string | null> {
  const now = deps.now();
  const lease = new Date(now.getTime() + NOTIFY_LEASE_SECONDS * 1000);
  if (!(await claimSend(deps.db, eventId, a.channel, a.recipient, now, lease))) {
    const send = await findSend(deps.db, eventId, a.channel);
    // Sent or dead: nothing to do. Still being sent by another delivery: look again later.
    return send?.state === "sending" ? "being sent by another delivery" : null;
  }
  try {
    const providerId = await a.send();
    await markSendSent(deps.db, eventId, a.channel, providerId, deps.now());
    return null;
  } catch (error) {
    const message = errorFields(error).message;
    const permanent = isPermanent(error);
    await markSendFailed(deps.db, eventId, a.channel, message, permanent, deps.now());
    logEvent(permanent ? "error" : "warn", permanent ? "notification_refused" : "notification_retry", {
      eventId,
      kind,
      channel: a.channel,
      ...errorFields(error),
    });
    return permanent ? null : message;
  }
}

export async function deliverEvent(deps: DeliveryDeps, eventId: string): Promise<DeliveryOutcome> {
  const event = await eventById(deps.db, eventId);
  // An event that is not there (storage reset, or a message from elsewhere) has nothing to send.
  if (!event) return { kind: "done" };
  // Links go to the site the traveller was on when the event happened (the request's origin), else the configured one.
  const origin = typeof event.data.origin === "string" ? event.data.origin : deps.origin;
  const composed = await composeNotification({ ...deps, origin, now: deps.now() }, event);
  const attempts: Attempt[] = [];
  const email: MailMessage | null = composed.email;
  if (email)
    attempts.push({
      channel: "email",
      recipient: email.to,
      send: async () => {
        await deps.email.send(email);
        return null;
      },
    });
  const whatsapp: WhatsAppTemplateMessage | null = composed.whatsapp;
  if (whatsapp)
    attempts.push({
      channel: "whatsapp",
      recipient: whatsapp.to,
      send: async () => (await deps.whatsapp.send(whatsapp, event.id)).providerId,
    });
  // A channel waiting for its next try that has nothing to send any more (consent withdrawn meanwhile) is dropped.
  for (const channel of ["email", "whatsapp"] as const)
    if (!attempts.some((a) => a.channel === channel)) await dropUnsentSend(deps.db, event.id, channel);
  const errors: string[] = [];
  for (const a of attempts) {
    const error = await attempt(deps, event.id, event.kind, a);
    if (error) errors.push(`${a.channel}: ${error}`);
  }
  if (errors.length) return { kind: "retry", error: errors.join("; ") };
  const held = SENT_ONCE_KEYS.filter((key) => key in event.data);
  if (held.length) {
    const sends = await Promise.all(attempts.map((a) => findSend(deps.db, event.id, a.channel)));
    if (sends.every((s) => s?.state === "sent")) await forgetEventData(deps.db, event.id, held);
  }
  return { kind: "done" };
}
