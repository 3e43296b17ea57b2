// Reads of the local mail outbox (mail_outbox), newest first, for /dev/outbox and tests; and its one insert.
import {
  attachmentsColumn,
  attachmentsOf,
  type MailAttachment,
  type MailKind,
  type MailMessage,
} from "./mail-messages.ts";

export type OutboxSummary = {
  id: number;
  kind: MailKind;
  orderId: string | null;
  to: string;
  subject: string;
  locale: "en" | "ar";
  createdAt: string;
  /** The attached files' names. */
  attachmentNames: string[];
};
export type OutboxMessage = OutboxSummary & { html: string; text: string; attachments: MailAttachment[] };

type Row = {
  id: number;
  kind: MailKind;
  order_id: string | null;
  to_address: string;
  subject: string;
  locale: "en" | "ar";
  created_at: string;
  html?: string;
  text?: string;
  attachments: string | null;
};

const summary = (row: Row): OutboxSummary => ({
  id: row.id,
  kind: row.kind,
  orderId: row.order_id,
  to: row.to_address,
  subject: row.subject,
  locale: row.locale,
  createdAt: row.created_at,
  attachmentNames: (attachmentsOf(row.attachments) ?? []).map((a) => a.filename),
});

export async function listOutbox(db: D1Database, limit = 200): Promise<OutboxSummary[]> {
  const { results } = await db
    .prepare(
      "SELECT id, kind, order_id, to_address, subject, locale, created_at, attachments FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT ?",
    )
    .bind(limit)
    .all<Row>();
  return results.map(summary);
}

export async function findOutboxMessage(db: D1Database, id: number): Promise<OutboxMessage | null> {
  const row = await db
    .prepare(
      "SELECT id, kind, order_id, to_address, subject, locale, created_at, html, text, attachments FROM mail_outbox WHERE id = ?",
    )
    .bind(id)
    .first<Row>();
  return row
    ? { ...summary(row), html: row.html ?? "", text: row.text ?? "", attachments: attachmentsOf(row.attachments) ?? [] }
    : null;
}

/** Keeps a message in the outbox (the local mailer's whole job). */
export function insertOutboxMessage(db: D1Database, message: MailMessage, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO mail_outbox (kind, order_id, to_address, subject, html, text, locale, attachments, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
      now.toISOString(),
    );
}
