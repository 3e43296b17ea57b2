// Mail that is never lost: every message is recorded in D1 before it is handed to the transport (the outbox or
// send_email); a failure leaves it pending, and the scheduled handler retries it with back-off until it goes out, or
// reports it after the last attempt. Callers see a mailer that does not throw on a transport failure.
import type { Mailer } from "./mailer.ts";
import type { MailMessage } from "../../db/mail-messages.ts";
import {
  claimDelivery,
  dueDeliveries,
  markDeliveryFailed,
  markDeliverySent,
  recordDelivery,
} from "../../db/mail-deliveries.ts";
import { errorFields, logEvent } from "../log.ts";
import { deliveryById, reopenDelivery } from "../../db/ops-inbox.ts";
import { AFTER_PREVIOUS } from "../../db/guards.ts";
import { audited, type Actor } from "../ops/actor.ts";

/** Minutes after each failed attempt before the next: about a day in all, then operations are told. */
export const MAIL_RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720];
/** A send that has not been heard of for this long (the request died) is tried again. */
export const MAIL_LEASE_MINUTES = 2;

const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** When to try again after the `attempts`-th attempt failed; null when there are no attempts left. */
export function nextMailAttempt(now: Date, attempts: number): Date | null {
  const wait = MAIL_RETRY_MINUTES[attempts - 1];
  return wait === undefined ? null : later(now, wait);
}

async function attempt(
  db: D1Database,
  transport: Mailer,
  id: number,
  message: MailMessage,
  attempts: number,
  now: () => Date,
): Promise<boolean> {
  try {
    await transport.send(message);
  } catch (error) {
    const retryAt = nextMailAttempt(now(), attempts);
    await markDeliveryFailed(db, id, errorFields(error).message, retryAt);
    logEvent(retryAt ? "warn" : "error", retryAt ? "mail_retry_scheduled" : "mail_undeliverable", {
      deliveryId: id,
      kind: message.kind,
      orderId: message.orderId,
      attempts,
      ...errorFields(error),
    });
    return false;
  }
  await markDeliverySent(db, id, now());
  return true;
}

/** A mailer that records, then sends through `transport`; a transport failure is retried later, not thrown. */
export function createDeliveringMailer(db: D1Database, transport: Mailer, now: () => Date = () => new Date()): Mailer {
  return {
    async send(message: MailMessage): Promise<void> {
      const id = await recordDelivery(db, message, now(), later(now(), MAIL_LEASE_MINUTES));
      await attempt(db, transport, id, message, 1, now);
    },
  };
}

/** The scheduled handler's retry of mail that is due; returns how many went out. */
export async function retryDueMail(db: D1Database, transport: Mailer, now: Date, limit = 50): Promise<number> {
  let sent = 0;
  for (const delivery of await dueDeliveries(db, now, limit)) {
    if (!(await claimDelivery(db, delivery.id, delivery.attempts, now, later(now, MAIL_LEASE_MINUTES)))) continue;
    const { id, attempts, ...message } = delivery;
    if (await attempt(db, transport, id, message, attempts + 1, () => now)) sent++;
  }
  return sent;
}

/**
 * Sends a message that could not be sent once more, now, for a person (also after its retries ran out): put back in
 * line with the audit entry in one batch, claimed as the scheduled handler claims it, then handed to `transport`.
 */
export async function resendDelivery(
  db: D1Database,
  transport: Mailer,
  id: number,
  actor: Actor,
  now: Date,
): Promise<{ kind: "done" } | { kind: "refused"; error: string } | { kind: "gone" }> {
  const delivery = await deliveryById(db, id);
  if (!delivery || delivery.state === "sent") return { kind: "gone" };
  const change = {
    action: "mail.resend",
    target: `mail:${delivery.id}`,
    orderId: delivery.orderId,
    supplierId: null,
    before: { kind: delivery.kind, state: delivery.state, attempts: delivery.attempts, error: delivery.lastError },
  };
  const [reopened] = await db.batch([
    reopenDelivery(db, delivery.id, delivery.attempts, now),
    audited(db, actor, change, now, AFTER_PREVIOUS),
  ]);
  if (reopened.meta.changes === 0) return { kind: "gone" };
  if (!(await claimDelivery(db, delivery.id, delivery.attempts, now, later(now, MAIL_LEASE_MINUTES))))
    return { kind: "gone" };
  const { id: _id, attempts, state: _state, lastError: _error, ...message } = delivery;
  if (await attempt(db, transport, delivery.id, message, attempts + 1, () => now)) return { kind: "done" };
  return { kind: "refused", error: (await deliveryById(db, delivery.id))?.lastError ?? "" };
}
