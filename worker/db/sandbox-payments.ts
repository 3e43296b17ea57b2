// Reads of the sandbox provider's ledger (sandbox_payments): a payment as its hosted page and verifications see it.
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
  const result = await db.prepare("UPDATE sandbox_payments SET status = 'expired' WHERE id = ? AND status = 'open'").bind(id).run();
  return result.meta.changes === 1;
}
