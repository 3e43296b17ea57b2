// The local mailer: every message is kept in D1's mail_outbox (read at /dev/outbox and by tests), nothing is sent.
import { insertOutboxMessage } from "../../db/outbox.ts";
import type { Mailer } from "./mailer.ts";
import type { MailMessage } from "../../db/mail-messages.ts";

export function createOutboxMailer(db: D1Database, now: () => Date = () => new Date()): Mailer {
  return {
    async send(message: MailMessage): Promise<void> {
      await insertOutboxMessage(db, message, now()).run();
    },
  };
}
