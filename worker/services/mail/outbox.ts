// The local mailer: every message is kept in D1's mail_outbox (read at /dev/outbox and by tests), nothing is sent.
import type { Mailer, MailMessage } from "./mailer.ts";

export function createOutboxMailer(db: D1Database, now: () => Date = () => new Date()): Mailer {
  return {
    async send(message: MailMessage): Promise<void> {
      await db
        .prepare("INSERT INTO mail_outbox (kind, order_id, to_address, subject, html, text, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        .bind(message.kind, message.orderId, message.to, message.subject, message.html, message.text, message.locale, now().toISOString())
        .run();
    },
  };
}
