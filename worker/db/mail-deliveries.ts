// The mail delivery log (mail_deliveries): each message written before it is sent, claimed for each attempt, and its
// body (and its attachments) dropped once it went out.
import { attachmentsColumn, withAttachments, type MailKind, type MailMessage } from "./mail-messages.ts";

export type MailDelivery = MailMessage & { id: number; attempts: number };

type Row = {
  id: number;
  kind: MailKind;
  order_id: string | null;
  to_address: string;
  subject: string;
  html: string | null;
  text: string | null;
  locale: "en" | "ar";
  attempts: number;
  attachments: string | null;
};

/** Records a message about to be sent; `leaseUntil` is when the scheduled handler may retry it if nothing is heard. */
export async function recordDelivery(
  db: D1Database,
  message: MailMessage,
  now: Date,
  leaseUntil: Date,
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO mail_deliveries (kind, order_id, to_address, subject, html, text, locale, attachments, state, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 1, ?, ?) RETURNING id`,
    )
    .bind(
      message.kind,
      message.orderId,
      message.to,
      message.subject,
      message.html,
      message.text,
      message.locale,
      attachmentsColumn(message),
      leaseUntil.toISOString(),
      now.toISOString(),
    )
    .first<{ id: number }>();
  return row!.id;
}

export async function markDeliverySent(db: D1Database, id: number, now: Date): Promise<void> {
  await db
    .prepare(
      "UPDATE mail_deliveries SET state = 'sent', sent_at = ?, html = NULL, text = NULL, attachments = NULL, last_error = NULL WHERE id = ? AND state = 'pending'",
    )
    .bind(now.toISOString(), id)
    .run();
}

/** After a failed attempt: try again at `retryAt`, or give up (`retryAt` null) and keep the message for operations. */
export async function markDeliveryFailed(
  db: D1Database,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .prepare(
      "UPDATE mail_deliveries SET state = ?, next_attempt_at = coalesce(?, next_attempt_at), last_error = ? WHERE id = ? AND state = 'pending'",
    )
    .bind(retryAt ? "pending" : "failed", retryAt?.toISOString() ?? null, error.slice(0, 1000), id)
    .run();
}

export async function dueDeliveries(db: D1Database, now: Date, limit: number): Promise<MailDelivery[]> {
  const { results } = await db
    .prepare(
      "SELECT id, kind, order_id, to_address, subject, html, text, locale, attempts, attachments FROM mail_deliveries WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
    )
    .bind(now.toISOString(), limit)
    .all<Row>();
  return results.map((r) => ({
    id: r.id,
    kind: r.kind,
    orderId: r.order_id,
    to: r.to_address,
    subject: r.subject,
    html: r.html ?? "",
    text: r.text ?? "",
    locale: r.locale,
    ...withAttachments(r.attachments),
    attempts: r.attempts,
  }));
}

/** Takes one due delivery for an attempt (true when this caller got it): two cron runs never send the same message. */
export async function claimDelivery(
  db: D1Database,
  id: number,
  attempts: number,
  now: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE mail_deliveries SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ? AND state = 'pending' AND attempts = ? AND next_attempt_at <= ?",
    )
    .bind(leaseUntil.toISOString(), id, attempts, now.toISOString())
    .run();
  return result.meta.changes === 1;
}

/** Sent mail older than `before` leaves the log (it holds addresses); failed mail stays for operations. */
export function purgeSentDeliveries(db: D1Database, before: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM mail_deliveries WHERE state = 'sent' AND created_at < ?").bind(before.toISOString());
}
