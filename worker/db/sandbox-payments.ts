// The sandbox provider's ledger (sandbox_payments, sandbox_operations): a payment as its hosted page and verifications see
// it, and the conditional statements that are its only changes.
export type SandboxLedgerStatus = "open" | "authorized" | "declined" | "captured" | "voided" | "refunded" | "expired";

export type SandboxPayment = {
  id: string;
  idempotencyKey: string;
  orderId: string;
  amount: number;
  currency: string;
  status: SandboxLedgerStatus;
  /** Authorised with the authorise-only card: capture waits for an operator. */
  review: boolean;
  captured: number;
  refunded: number;
  cardLast4: string | null;
  returnUrl: string;
  cancelUrl: string;
  locale: "en" | "ar";
  expiresAt: string;
  createdAt: string;
};

type Row = {
  id: string;
  idempotency_key: string;
  order_id: string;
  amount: number;
  currency: string;
  status: SandboxLedgerStatus;
  review: number;
  captured: number;
  refunded: number;
  card_last4: string | null;
  return_url: string;
  cancel_url: string;
  locale: "en" | "ar";
  expires_at: string;
  created_at: string;
};

const COLUMNS =
  "id, idempotency_key, order_id, amount, currency, status, review, captured, refunded, card_last4, return_url, cancel_url, locale, expires_at, created_at";

function toPayment(row: Row): SandboxPayment {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    orderId: row.order_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    review: row.review === 1,
    captured: row.captured,
    refunded: row.refunded,
    cardLast4: row.card_last4,
    returnUrl: row.return_url,
    cancelUrl: row.cancel_url,
    locale: row.locale,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
  };
}

export async function findSandboxPayment(db: D1Database, id: string): Promise<SandboxPayment | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM sandbox_payments WHERE id = ?`).bind(id).first<Row>();
  return row ? toPayment(row) : null;
}

/** The statement that reads a payment by its idempotency key (run in the batch that may have just created it). */
export function sandboxPaymentByKey(db: D1Database, idempotencyKey: string): D1PreparedStatement {
  return db.prepare(`SELECT ${COLUMNS} FROM sandbox_payments WHERE idempotency_key = ?`).bind(idempotencyKey);
}

export function rowToSandboxPayment(row: unknown): SandboxPayment {
  return toPayment(row as Row);
}

/** Closes an open payment page (it becomes expired and can no longer be paid); true when it was open. */
export async function closeSandboxPayment(db: D1Database, id: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE sandbox_payments SET status = 'expired' WHERE id = ? AND status = 'open'")
    .bind(id)
    .run();
  return result.meta.changes === 1;
}

export type NewSandboxPayment = {
  id: string;
  idempotencyKey: string;
  orderId: string;
  amount: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  locale: "en" | "ar";
  expiresAt: Date;
};

/** A new open payment, unless its idempotency key already has one (read it back with sandboxPaymentByKey). */
export function insertSandboxPayment(db: D1Database, p: NewSandboxPayment, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sandbox_payments (id, idempotency_key, order_id, amount, currency, status, return_url, cancel_url, locale, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      p.id,
      p.idempotencyKey,
      p.orderId,
      p.amount,
      p.currency,
      p.returnUrl,
      p.cancelUrl,
      p.locale,
      p.expiresAt.toISOString(),
      now.toISOString(),
    );
}

/** A ledger operation and the conditional UPDATE that applies it: each only from the state the bank would allow. */
export type SandboxOperation = { op: "capture"; amount: number } | { op: "void" } | { op: "refund"; amount: number };

function operationUpdate(paymentId: string, operation: SandboxOperation): { sql: string; values: unknown[] } {
  switch (operation.op) {
    case "capture":
      return {
        sql: "UPDATE sandbox_payments SET status = 'captured', captured = ? WHERE id = ? AND status = 'authorized' AND captured = 0 AND ? <= amount",
        values: [operation.amount, paymentId, operation.amount],
      };
    case "void":
      return {
        sql: "UPDATE sandbox_payments SET status = 'voided' WHERE id = ? AND status = 'authorized'",
        values: [paymentId],
      };
    case "refund":
      return {
        sql: `UPDATE sandbox_payments SET refunded = refunded + ?, status = CASE WHEN refunded + ? = captured THEN 'refunded' ELSE status END
         WHERE id = ? AND status = 'captured' AND refunded + ? <= captured`,
        values: [operation.amount, operation.amount, paymentId, operation.amount],
      };
  }
}

/**
 * One ledger operation once per idempotency key: its conditional UPDATE (which also requires the key to be unused),
 * then the record of the key in sandbox_operations when the UPDATE changed the row. The first result's `meta.changes`
 * is 1 when it applied.
 */
export function sandboxOperationStatements(
  db: D1Database,
  paymentId: string,
  operation: SandboxOperation,
  idempotencyKey: string,
  now: Date,
): D1PreparedStatement[] {
  const { sql, values } = operationUpdate(paymentId, operation);
  const unused =
    "NOT EXISTS (SELECT 1 FROM sandbox_operations WHERE payment_id = ? AND op = ? AND idempotency_key = ?)";
  return [
    db.prepare(`${sql} AND ${unused}`).bind(...values, paymentId, operation.op, idempotencyKey),
    db
      .prepare(
        "INSERT INTO sandbox_operations (payment_id, op, idempotency_key, applied_at) SELECT ?, ?, ?, ? WHERE changes() = 1",
      )
      .bind(paymentId, operation.op, idempotencyKey, now.toISOString()),
  ];
}

/** Whether the operation with this idempotency key was applied before (a repeat is a no-op). */
export async function sandboxOperationApplied(
  db: D1Database,
  paymentId: string,
  op: SandboxOperation["op"],
  idempotencyKey: string,
): Promise<boolean> {
  const seen = await db
    .prepare("SELECT 1 AS seen FROM sandbox_operations WHERE payment_id = ? AND op = ? AND idempotency_key = ?")
    .bind(paymentId, op, idempotencyKey)
    .first();
  return seen !== null;
}

/** An open payment past its expiry becomes expired. */
export async function expireSandboxPaymentIfDue(db: D1Database, id: string, now: Date): Promise<void> {
  await db
    .prepare("UPDATE sandbox_payments SET status = 'expired' WHERE id = ? AND status = 'open' AND expires_at <= ?")
    .bind(id, now.toISOString())
    .run();
}

/** The hosted page's answer: an open, unexpired payment becomes authorized or declined; true when it was. */
export async function answerSandboxPayment(
  db: D1Database,
  id: string,
  outcome: { status: "authorized" | "declined"; review: boolean; cardLast4: string | null },
  now: Date,
): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE sandbox_payments SET status = ?, review = ?, card_last4 = ? WHERE id = ? AND status = 'open' AND expires_at > ?",
    )
    .bind(outcome.status, outcome.review ? 1 : 0, outcome.cardLast4, id, now.toISOString())
    .run();
  return result.meta.changes === 1;
}
