// Payment operations to retry (payment_tasks): one per order and operation, claimed for each attempt, then done or
// reported to operations.
export type PaymentTaskOp = "capture" | "void" | "abandon";
export type PaymentTask = {
  id: number;
  orderId: string;
  paymentId: string;
  op: PaymentTaskOp;
  amount: number;
  idempotencyKey: string;
  attempts: number;
  lastError: string | null;
};

type Row = {
  id: number;
  order_id: string;
  payment_id: string;
  op: PaymentTaskOp;
  amount: number;
  idempotency_key: string;
  attempts: number;
  last_error: string | null;
};
const toTask = (r: Row): PaymentTask => ({
  id: r.id,
  orderId: r.order_id,
  paymentId: r.payment_id,
  op: r.op,
  amount: r.amount,
  idempotencyKey: r.idempotency_key,
  attempts: r.attempts,
  lastError: r.last_error,
});

export type NewPaymentTask = {
  orderId: string;
  paymentId: string;
  op: PaymentTaskOp;
  amount?: number;
  idempotencyKey: string;
};

/**
 * Queues an operation, due at `dueAt`, with `attempts` already made (and `error` the last one's); a second one for the
 * same order and operation is ignored, so a retried request queues it once.
 */
export function queuePaymentTask(
  db: D1Database,
  task: NewPaymentTask,
  now: Date,
  dueAt: Date,
  attempts = 0,
  error: string | null = null,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_tasks (order_id, payment_id, op, amount, idempotency_key, state, attempts, next_attempt_at, last_error, created_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT (order_id, op) DO NOTHING`,
    )
    .bind(
      task.orderId,
      task.paymentId,
      task.op,
      task.amount ?? 0,
      task.idempotencyKey,
      attempts,
      dueAt.toISOString(),
      error,
      now.toISOString(),
    );
}

/**
 * Queues closing the payment of an order that ended without being paid (its hold ran out, the traveller started over):
 * only while the order is payment_failed and has a payment, so a payment that went through is never touched.
 */
export function queueAbandonOfFailedOrder(db: D1Database, orderId: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_tasks (order_id, payment_id, op, amount, idempotency_key, state, attempts, next_attempt_at, created_at)
       SELECT id, payment_id, 'abandon', 0, id || ':abandon', 'pending', 0, ?, ? FROM orders WHERE id = ? AND status = 'payment_failed' AND payment_id IS NOT NULL
       ON CONFLICT (order_id, op) DO NOTHING`,
    )
    .bind(now.toISOString(), now.toISOString(), orderId);
}

export async function duePaymentTasks(db: D1Database, now: Date, limit: number): Promise<PaymentTask[]> {
  const { results } = await db
    .prepare(
      "SELECT id, order_id, payment_id, op, amount, idempotency_key, attempts, last_error FROM payment_tasks WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
    )
    .bind(now.toISOString(), limit)
    .all<Row>();
  return results.map(toTask);
}

/** Takes a due task for one attempt (true when this caller got it); `leaseUntil` covers a run that dies mid-call. */
export async function claimPaymentTask(
  db: D1Database,
  task: PaymentTask,
  now: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE payment_tasks SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ? AND state = 'pending' AND attempts = ? AND next_attempt_at <= ?",
    )
    .bind(leaseUntil.toISOString(), task.id, task.attempts, now.toISOString())
    .run();
  return result.meta.changes === 1;
}

export async function finishPaymentTask(db: D1Database, id: number, outcome: string, now: Date): Promise<void> {
  await db
    .prepare(
      "UPDATE payment_tasks SET state = 'done', outcome = ?, done_at = ?, last_error = NULL WHERE id = ? AND state = 'pending'",
    )
    .bind(outcome, now.toISOString(), id)
    .run();
}

/** After a failed attempt: again at `retryAt`, or (null) reported to operations and left for a person. */
export async function failPaymentTask(db: D1Database, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .prepare(
      "UPDATE payment_tasks SET state = ?, next_attempt_at = coalesce(?, next_attempt_at), last_error = ? WHERE id = ? AND state = 'pending'",
    )
    .bind(retryAt ? "pending" : "reported", retryAt?.toISOString() ?? null, error.slice(0, 1000), id)
    .run();
}
