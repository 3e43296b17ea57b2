// The console's inbox reads (everything waiting for a person, one query per kind, in one batch) and the statements
// its retries need: a refused payment operation or an unsent message put back in line for one more attempt now.
import type { Locale } from "../../shared/locales.ts";
import type { PaymentTask, PaymentTaskOp } from "./payment-tasks.ts";
import type { MailDelivery } from "./mail-deliveries.ts";
import { withAttachments, type MailKind } from "./mail-messages.ts";
import type { RefundToRetry } from "./invoices.ts";

/** How many rows of each kind the inbox reads at most (the oldest): more would not be read by a person either. */
const PER_KIND = 200;

export type WaitingBooking = {
  reference: string;
  orderId: string;
  placedAt: string;
  date: string;
  startTime: string;
  /** The country of the activity's city: its departure's clock. */
  country: string;
  travellers: number;
  leadName: string;
  title: string;
};
export type WaitingReview = { orderId: string; placedAt: string; leadName: string; total: number };
export type WaitingOffer = {
  id: string;
  receivedAt: string;
  title: string;
  groupSize: number;
  dateFrom: string;
  dateTo: string;
  name: string;
};
export type RefusedPaymentTask = {
  id: number;
  orderId: string;
  placedAt: string;
  op: PaymentTaskOp;
  amount: number;
  attempts: number;
  lastError: string | null;
  state: "pending" | "reported";
  nextAttemptAt: string;
};
export type RefusedRefund = {
  reference: string;
  orderId: string;
  amount: number;
  cancelledAt: string;
  title: string;
};
export type UnsentMail = {
  id: number;
  orderId: string | null;
  kind: MailKind;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  state: "pending" | "failed";
  createdAt: string;
  nextAttemptAt: string;
};

export type WaitingRows = {
  bookings: WaitingBooking[];
  reviews: WaitingReview[];
  offers: WaitingOffer[];
  paymentTasks: RefusedPaymentTask[];
  refunds: RefusedRefund[];
  mail: UnsentMail[];
};

type Row = Record<string, unknown>;
const text = (v: unknown) => String(v ?? "");
const num = (v: unknown) => Number(v ?? 0);
const orNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * What waits for a person, in one round trip. `supplierId` limits it to that supplier's on-request bookings (a
 * supplier's inbox); `everything` false reads nothing but those bookings.
 */
export async function waitingRows(
  db: D1Database,
  scope: { supplierId: number | null; everything: boolean },
  locale: Locale,
): Promise<WaitingRows> {
  const title = locale === "ar" ? "a.title_ar" : "a.title_en";
  const bookings = db
    .prepare(
      `SELECT i.reference, i.order_id, o.created_at, i.date, i.start_time, i.travellers, o.lead_first_name,
         o.lead_last_name, ${title} AS title, c.country_code
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN activities a ON a.id = i.activity_id
       JOIN cities c ON c.id = a.city_id
       WHERE i.status = 'pending_supplier'${scope.supplierId === null ? "" : " AND a.supplier_id = ?2"}
       ORDER BY o.created_at, i.position LIMIT ?1`,
    )
    .bind(...(scope.supplierId === null ? [PER_KIND] : [PER_KIND, scope.supplierId]));
  if (!scope.everything) {
    const { results } = await bookings.all<Row>();
    return { bookings: results.map(waitingBooking), reviews: [], offers: [], paymentTasks: [], refunds: [], mail: [] };
  }
  const [b, reviews, offers, tasks, refunds, mail] = await db.batch<Row>([
    bookings,
    db
      .prepare(
        `SELECT o.id, o.created_at, o.lead_first_name, o.lead_last_name, o.total FROM orders o
         WHERE o.status = 'on_hold' AND NOT EXISTS
           (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.status IN ('pending_supplier', 'held'))
         ORDER BY o.created_at LIMIT ?`,
      )
      .bind(PER_KIND),
    db
      .prepare(
        `SELECT r.id, r.created_at, ${title} AS title, r.group_size, r.date_from, r.date_to, r.first_name, r.last_name
         FROM offer_requests r JOIN activities a ON a.id = r.activity_id
         WHERE r.status = 'received' ORDER BY r.created_at LIMIT ?`,
      )
      .bind(PER_KIND),
    db
      .prepare(
        `SELECT t.id, t.order_id, o.created_at, t.op, t.amount, t.attempts, t.last_error, t.state, t.next_attempt_at
         FROM payment_tasks t JOIN orders o ON o.id = t.order_id
         WHERE t.state = 'reported' OR (t.state = 'pending' AND t.last_error IS NOT NULL)
         ORDER BY o.created_at LIMIT ?`,
      )
      .bind(PER_KIND),
    db
      .prepare(
        `SELECT i.reference, c.order_id, c.refund, c.cancelled_at, ${title} AS title
         FROM cancellations c JOIN order_items i ON i.id = c.order_item_id JOIN activities a ON a.id = i.activity_id
         WHERE c.refund_state = 'failed' ORDER BY c.cancelled_at LIMIT ?`,
      )
      .bind(PER_KIND),
    db
      .prepare(
        `SELECT id, order_id, kind, to_address, subject, attempts, last_error, state, created_at, next_attempt_at
         FROM mail_deliveries WHERE state = 'failed' OR (state = 'pending' AND last_error IS NOT NULL)
         ORDER BY created_at LIMIT ?`,
      )
      .bind(PER_KIND),
  ]);
  return {
    bookings: b.results.map(waitingBooking),
    reviews: reviews.results.map((r) => ({
      orderId: text(r.id),
      placedAt: text(r.created_at),
      leadName: `${text(r.lead_first_name)} ${text(r.lead_last_name)}`.trim(),
      total: num(r.total),
    })),
    offers: offers.results.map((r) => ({
      id: text(r.id),
      receivedAt: text(r.created_at),
      title: text(r.title),
      groupSize: num(r.group_size),
      dateFrom: text(r.date_from),
      dateTo: text(r.date_to),
      name: `${text(r.first_name)} ${text(r.last_name)}`.trim(),
    })),
    paymentTasks: tasks.results.map((r) => ({
      id: num(r.id),
      orderId: text(r.order_id),
      placedAt: text(r.created_at),
      op: text(r.op) as PaymentTaskOp,
      amount: num(r.amount),
      attempts: num(r.attempts),
      lastError: orNull(r.last_error),
      state: r.state === "reported" ? "reported" : "pending",
      nextAttemptAt: text(r.next_attempt_at),
    })),
    refunds: refunds.results.map((r) => ({
      reference: text(r.reference),
      orderId: text(r.order_id),
      amount: num(r.refund),
      cancelledAt: text(r.cancelled_at),
      title: text(r.title),
    })),
    mail: mail.results.map((r) => ({
      id: num(r.id),
      orderId: orNull(r.order_id),
      kind: text(r.kind) as MailKind,
      to: text(r.to_address),
      subject: text(r.subject),
      attempts: num(r.attempts),
      lastError: orNull(r.last_error),
      state: r.state === "failed" ? "failed" : "pending",
      createdAt: text(r.created_at),
      nextAttemptAt: text(r.next_attempt_at),
    })),
  };
}

function waitingBooking(r: Row): WaitingBooking {
  return {
    reference: text(r.reference),
    orderId: text(r.order_id),
    placedAt: text(r.created_at),
    date: text(r.date),
    startTime: text(r.start_time),
    country: text(r.country_code),
    travellers: num(r.travellers),
    leadName: `${text(r.lead_first_name)} ${text(r.lead_last_name)}`.trim(),
    title: text(r.title),
  };
}

/** The supplier an activity belongs to (null: the marketplace's own), or undefined for no such activity. */
export async function supplierOfActivity(db: D1Database, activityId: number): Promise<number | null | undefined> {
  const row = await db
    .prepare("SELECT supplier_id FROM activities WHERE id = ?")
    .bind(activityId)
    .first<{ supplier_id: number | null }>();
  return row ? (row.supplier_id ?? null) : undefined;
}

/** The error of the order's capture or release that has not gone through yet, or null. */
export async function unsettledPaymentError(db: D1Database, orderId: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT last_error FROM payment_tasks WHERE order_id = ? AND op IN ('capture', 'void') AND state != 'done'
       AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1`,
    )
    .bind(orderId)
    .first<{ last_error: string }>();
  return row?.last_error ?? null;
}

// ---- Retries from the inbox ----

export type PaymentTaskState = PaymentTask & { state: "pending" | "done" | "reported"; outcome: string | null };

export async function paymentTaskById(db: D1Database, id: number): Promise<PaymentTaskState | null> {
  const r = await db
    .prepare(
      "SELECT id, order_id, payment_id, op, amount, idempotency_key, attempts, last_error, state, outcome FROM payment_tasks WHERE id = ?",
    )
    .bind(id)
    .first<Row>();
  if (!r) return null;
  return {
    id: num(r.id),
    orderId: text(r.order_id),
    paymentId: text(r.payment_id),
    op: text(r.op) as PaymentTaskOp,
    amount: num(r.amount),
    idempotencyKey: text(r.idempotency_key),
    attempts: num(r.attempts),
    lastError: orNull(r.last_error),
    state: text(r.state) as PaymentTaskState["state"],
    outcome: orNull(r.outcome),
  };
}

/**
 * A refused operation due again now (its retries may have run out: it is back in line), while it has not gone
 * through; the caller then claims it like the scheduled handler does.
 */
export function reopenPaymentTask(db: D1Database, id: number, attempts: number, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payment_tasks SET state = 'pending', next_attempt_at = ? WHERE id = ? AND attempts = ?
       AND (state = 'reported' OR (state = 'pending' AND last_error IS NOT NULL))`,
    )
    .bind(now.toISOString(), id, attempts);
}

export type DeliveryState = MailDelivery & { state: "pending" | "sent" | "failed"; lastError: string | null };

export async function deliveryById(db: D1Database, id: number): Promise<DeliveryState | null> {
  const r = await db
    .prepare(
      "SELECT id, kind, order_id, to_address, subject, html, text, locale, attempts, state, last_error, attachments FROM mail_deliveries WHERE id = ?",
    )
    .bind(id)
    .first<Row>();
  if (!r) return null;
  return {
    id: num(r.id),
    kind: text(r.kind) as MailKind,
    orderId: orNull(r.order_id),
    to: text(r.to_address),
    subject: text(r.subject),
    html: text(r.html),
    text: text(r.text),
    locale: r.locale === "ar" ? "ar" : "en",
    attempts: num(r.attempts),
    state: text(r.state) as DeliveryState["state"],
    lastError: orNull(r.last_error),
    ...withAttachments(orNull(r.attachments)),
  };
}

/** A message that could not be sent, due again now, while it has not been sent. */
export function reopenDelivery(db: D1Database, id: number, attempts: number, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE mail_deliveries SET state = 'pending', next_attempt_at = ? WHERE id = ? AND attempts = ?
       AND (state = 'failed' OR (state = 'pending' AND last_error IS NOT NULL))`,
    )
    .bind(now.toISOString(), id, attempts);
}

/** A cancellation's refund the provider refused (refund_state 'failed'), ready for refundItem; null otherwise. */
export async function refusedRefundOf(db: D1Database, reference: string): Promise<RefundToRetry | null> {
  const r = await db
    .prepare(
      `SELECT c.order_item_id, c.order_id, c.refund, i.reference, o.payment_id FROM cancellations c
       JOIN order_items i ON i.id = c.order_item_id JOIN orders o ON o.id = c.order_id
       WHERE i.reference = ? AND c.refund_state = 'failed'`,
    )
    .bind(reference)
    .first<Row>();
  if (!r) return null;
  return {
    itemId: num(r.order_item_id),
    orderId: text(r.order_id),
    reference: text(r.reference),
    refund: num(r.refund),
    paymentId: orNull(r.payment_id),
  };
}

/** What became of a cancellation's refund: its state and amount, or null when the item has no cancellation. */
export async function refundStateOf(
  db: D1Database,
  reference: string,
): Promise<{ state: string; amount: number; orderId: string } | null> {
  const r = await db
    .prepare(
      `SELECT c.refund_state, c.refund, c.order_id FROM cancellations c JOIN order_items i ON i.id = c.order_item_id
       WHERE i.reference = ?`,
    )
    .bind(reference)
    .first<Row>();
  return r ? { state: text(r.refund_state), amount: num(r.refund), orderId: text(r.order_id) } : null;
}
