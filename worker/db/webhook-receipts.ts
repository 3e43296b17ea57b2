// Signed webhook bodies already taken, by source and the SHA-256 of the raw body: a replay of one changes nothing.

/** Whether this body from `source` was taken before. */
export async function webhookReceiptExists(db: D1Database, source: string, bodySha256: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS seen FROM webhook_receipts WHERE source = ? AND body_sha256 = ?")
    .bind(source, bodySha256)
    .first<{ seen: number }>();
  return row !== null;
}

/**
 * The receipt of a body. A plain INSERT on purpose: in a batch, a second copy of the same body (two deliveries at
 * once) fails on the primary key and takes the batch's other writes down with it.
 */
export function recordWebhookReceipt(
  db: D1Database,
  source: string,
  bodySha256: string,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO webhook_receipts (source, body_sha256, received_at) VALUES (?, ?, ?)")
    .bind(source, bodySha256, now.toISOString());
}

/** True for the error of a batch refused because its receipt was already there. */
export function isReceiptConflict(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return /UNIQUE constraint failed: webhook_receipts\./.test(message);
}
