// The local WhatsApp channel's store (whatsapp_outbox): each template message kept as it would be sent, newest first,
// for /dev/whatsapp and tests.
import type { WhatsAppTemplateMessage } from "../../shared/notifications.ts";

export type KeptWhatsApp = WhatsAppTemplateMessage & {
  id: number;
  providerId: string;
  eventId: string | null;
  orderId: string | null;
  createdAt: string;
};

type Row = {
  id: number;
  provider_id: string;
  event_id: string | null;
  order_id: string | null;
  to_number: string;
  template: string;
  locale: "en" | "ar";
  parameters: string;
  created_at: string;
};

const kept = (r: Row): KeptWhatsApp => ({
  id: r.id,
  providerId: r.provider_id,
  eventId: r.event_id,
  orderId: r.order_id,
  to: r.to_number,
  template: r.template,
  locale: r.locale,
  parameters: JSON.parse(r.parameters) as string[],
  createdAt: r.created_at,
});

/** Keeps a message; its order is its event's. */
export function insertWhatsApp(
  db: D1Database,
  message: WhatsAppTemplateMessage,
  ids: { providerId: string; eventId: string },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO whatsapp_outbox (provider_id, event_id, order_id, to_number, template, locale, parameters, created_at) VALUES (?, ?, (SELECT order_id FROM notification_events WHERE id = ?), ?, ?, ?, ?, ?)",
    )
    .bind(
      ids.providerId,
      ids.eventId,
      ids.eventId,
      message.to,
      message.template,
      message.locale,
      JSON.stringify(message.parameters),
      now.toISOString(),
    );
}

export async function listWhatsApp(db: D1Database, limit = 200): Promise<KeptWhatsApp[]> {
  const { results } = await db
    .prepare("SELECT * FROM whatsapp_outbox ORDER BY created_at DESC, id DESC LIMIT ?")
    .bind(limit)
    .all<Row>();
  return results.map(kept);
}

export async function findWhatsApp(db: D1Database, id: number): Promise<KeptWhatsApp | null> {
  const row = await db.prepare("SELECT * FROM whatsapp_outbox WHERE id = ?").bind(id).first<Row>();
  return row ? kept(row) : null;
}
