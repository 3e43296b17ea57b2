// What the WhatsApp Cloud API reported for each sent message (whatsapp_statuses, once per message and status), and the
// furthest of it on the send itself (notification_sends.delivery), moved by one conditional UPDATE.
import type { DeliveryStatus } from "../../shared/notifications.ts";

export type WhatsAppStatusRecord = {
  /** The message's wamid. */
  providerId: string;
  status: DeliveryStatus;
  /** When WhatsApp says it happened (ISO). */
  at: string;
  error: string | null;
};

/** Records one status of one message; a status already recorded for that message stays as it was. */
export function recordWhatsAppStatus(db: D1Database, record: WhatsAppStatusRecord, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "INSERT OR IGNORE INTO whatsapp_statuses (provider_id, status, at, error, received_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(record.providerId, record.status, record.at, record.error, now.toISOString());
}

/**
 * Moves the WhatsApp send of this message to `status`, only from no status or from one of `from` (the statuses it
 * may follow); `error`, when given, becomes its last error. Changes no row otherwise, or when no send has this id.
 */
export function advanceDeliveryStatement(
  db: D1Database,
  providerId: string,
  status: DeliveryStatus,
  from: readonly DeliveryStatus[],
  error: string | null,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE notification_sends SET delivery = ?, last_error = COALESCE(?, last_error), updated_at = ?
       WHERE provider_id = ? AND channel = 'whatsapp'
         AND (delivery IS NULL OR delivery IN (SELECT value FROM json_each(?)))`,
    )
    .bind(status, error, now.toISOString(), providerId, JSON.stringify(from));
}

type StatusRow = { provider_id: string; status: DeliveryStatus; at: string; error: string | null };

/** Every status recorded for these messages, oldest first (for a booking's timeline). */
export async function whatsAppStatusesFor(db: D1Database, providerIds: string[]): Promise<WhatsAppStatusRecord[]> {
  if (providerIds.length === 0) return [];
  const { results } = await db
    .prepare(
      "SELECT provider_id, status, at, error FROM whatsapp_statuses WHERE provider_id IN (SELECT value FROM json_each(?)) ORDER BY at, rowid",
    )
    .bind(JSON.stringify(providerIds))
    .all<StatusRow>();
  return results.map((row) => ({ providerId: row.provider_id, status: row.status, at: row.at, error: row.error }));
}
