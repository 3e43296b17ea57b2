// The console's bookings (issue 30): finding orders (by reference, order id, email, phone or activity date, within a
// supplier's own items when the viewer is one), what a booking page adds to the order view (suppliers, party, answers,
// check-ins, cancellations, partial refunds), the rows its timeline merges, and the statements of its actions.
import type { Locale } from "../../shared/locales.ts";
import { bookingStatusOf, type ItemStatus, type Lead, type OrderStatus, type PaymentMode } from "../../shared/order.ts";
import type { RefundState } from "../../shared/invoice.ts";
import type { StaffRole } from "../../shared/staff.ts";
import type { BookingQuery, BookingSearchRow, CancelledBy, ItemRefundView } from "../../shared/ops-bookings.ts";
import { loc } from "./rows.ts";
import type { Guard } from "./guards.ts";
import {
  orderDeliveriesOf,
  orderDeliveriesStatement,
  orderWhatsAppStatusesStatement,
  type OrderDelivery,
} from "./ops-notifications.ts";

const parse = <T>(raw: string | null, fallback: T): T => {
  try {
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
};

const fullName = (first: string | null, last: string | null, email: string | null) =>
  `${first ?? ""} ${last ?? ""}`.trim() || email || "";

// ---- search ----

/** The condition each kind of query puts on an order (o) and its item (i). */
const MATCH: Record<BookingQuery["kind"], (value: string) => Guard> = {
  reference: (v) => ({ sql: "i.reference = ?", params: [v] }),
  order: (v) => ({ sql: "o.id = ?", params: [v] }),
  // A reference or order number read out without its prefix ("7K3QZ9M2") finds it too.
  text: (v) => ({
    sql: "(i.reference IN (?, 'RB-' || ?) OR o.id IN (?, 'RH-' || ?) OR i.supplier_ref = ?)",
    params: [v, v, v, v, v],
  }),
  email: (v) => ({ sql: "o.lead_email = ? COLLATE NOCASE", params: [v] }),
  phone: (v) => ({ sql: "o.lead_phone = ?", params: [v] }),
  date: (v) => ({ sql: "i.date = ?", params: [v] }),
};

type SearchRow = {
  id: string;
  status: OrderStatus;
  payment_mode: PaymentMode;
  created_at: string;
  lead_first_name: string;
  lead_last_name: string;
  total: number;
  reference: string;
  date: string;
  start_time: string;
  item_status: ItemStatus;
  price: number;
  discount: number;
  title_en: string;
  title_ar: string;
  others_waiting: number;
};

/**
 * Orders with an item matching every query (one item must match them all: a date and a phone find that traveller's
 * booking on that day), newest first. `supplierId` limits both the match and the items returned to that supplier's.
 */
export async function searchOrders(
  db: D1Database,
  queries: BookingQuery[],
  supplierId: number | null,
  locale: Locale,
  limit: number,
): Promise<BookingSearchRow[]> {
  if (queries.length === 0) return [];
  const guards = queries.map((q) => MATCH[q.kind](q.value));
  if (supplierId !== null) guards.push({ sql: "a.supplier_id = ?", params: [supplierId] });
  const scope = supplierId !== null ? "WHERE a.supplier_id = ?" : "";
  const { results } = await db
    .prepare(
      `WITH found AS (
         SELECT DISTINCT o.id, o.created_at FROM orders o JOIN order_items i ON i.order_id = o.id
           JOIN activities a ON a.id = i.activity_id
         WHERE ${guards.map((g) => `(${g.sql})`).join(" AND ")} ORDER BY o.created_at DESC, o.id LIMIT ?)
       SELECT o.id, o.status, o.payment_mode, o.created_at, o.lead_first_name, o.lead_last_name, o.total,
         i.reference, i.date, i.start_time, i.status AS item_status, i.price, i.discount, a.title_en, a.title_ar,
         EXISTS (SELECT 1 FROM order_items s WHERE s.order_id = o.id AND s.id <> i.id AND s.status = 'pending_supplier') AS others_waiting
       FROM found f JOIN orders o ON o.id = f.id JOIN order_items i ON i.order_id = o.id
         JOIN activities a ON a.id = i.activity_id ${scope}
       ORDER BY f.created_at DESC, o.id, i.position`,
    )
    .bind(...guards.flatMap((g) => g.params), limit, ...(supplierId !== null ? [supplierId] : []))
    .all<SearchRow>();
  const orders = new Map<string, BookingSearchRow>();
  for (const r of results) {
    let row = orders.get(r.id);
    if (!row) {
      row = {
        orderId: r.id,
        status: r.status,
        paymentMode: r.payment_mode,
        placedAt: r.created_at,
        leadName: fullName(r.lead_first_name, r.lead_last_name, null),
        items: [],
        total: supplierId === null ? r.total : 0,
      };
      orders.set(r.id, row);
    }
    if (supplierId !== null) row.total += r.price - r.discount;
    row.items.push({
      reference: r.reference,
      title: loc(r, "title", locale),
      date: r.date,
      startTime: r.start_time,
      status: r.item_status,
      bookingStatus: bookingStatusOf(
        { status: r.status, paymentMode: r.payment_mode },
        { status: r.item_status },
        r.others_waiting === 1,
      ),
    });
  }
  return [...orders.values()];
}

// ---- the booking page ----

/** Which supplier each of an order's items belongs to (null: the marketplace's own); empty for an unknown order. */
export async function itemSuppliers(db: D1Database, orderId: string): Promise<Map<number, number | null>> {
  const { results } = await db
    .prepare(
      "SELECT i.id, a.supplier_id FROM order_items i JOIN activities a ON a.id = i.activity_id WHERE i.order_id = ?",
    )
    .bind(orderId)
    .all<{ id: number; supplier_id: number | null }>();
  return new Map(results.map((r) => [r.id, r.supplier_id]));
}

/** What captured money an item holds, and how much of it may still be refunded (what was captured less its refunds). */
export type ItemMoney = { captured: number; refundable: number };

/**
 * An item's captured amount: its price less its discount once its order captured the booked items (pay now), for an
 * item that was booked (confirmed, or cancelled after). The same rule as migration 0022's trigger and refund insert.
 */
const CAPTURED_FOR_ITEM = `CASE WHEN o.payment_mode = 'now' AND o.captured > 0 AND i.status IN ('confirmed', 'cancelled')
  THEN i.price - i.discount ELSE 0 END`;
/** What has been (or is being) given back of it: a cancellation's refund to the card and partial refunds not refused. */
const REFUNDED_FOR_ITEM = `coalesce((SELECT c.refund FROM cancellations c WHERE c.order_item_id = i.id AND c.refund_state <> 'none'), 0)
  + coalesce((SELECT sum(r.amount) FROM item_refunds r WHERE r.order_item_id = i.id AND r.state <> 'failed'), 0)`;

export type BookingExtraRow = {
  itemId: number;
  supplierId: number | null;
  supplierName: string | null;
  supplierRef: string | null;
  counts: Record<string, number>;
  answers: Record<string, unknown>;
  money: ItemMoney;
  checkIn: { at: string; by: string; source: "scan" | "typed" } | null;
  cancellation: {
    penaltyPercent: number;
    penalty: number;
    refund: number;
    refundState: RefundState;
    cancelledAt: string;
    by: CancelledBy;
  } | null;
};

type ExtraRow = {
  id: number;
  supplier_id: number | null;
  supplier_name_en: string | null;
  supplier_name_ar: string | null;
  supplier_ref: string | null;
  counts: string;
  answers: string;
  captured: number;
  refunded: number;
  checked_in_at: string | null;
  checked_in_source: "scan" | "typed" | null;
  checker_first: string | null;
  checker_last: string | null;
  checker_email: string | null;
  penalty_percent: number | null;
  penalty: number | null;
  refund: number | null;
  refund_state: RefundState | null;
  cancelled_at: string | null;
  cancelled_by: CancelledBy | null;
};

/** What the booking page adds to each item of the order view: its supplier, party, answers, money, check-in, cancellation. */
export async function bookingExtras(db: D1Database, orderId: string, locale: Locale): Promise<BookingExtraRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.id, a.supplier_id, s.name_en AS supplier_name_en, s.name_ar AS supplier_name_ar, i.supplier_ref, i.counts, i.answers,
         ${CAPTURED_FOR_ITEM} AS captured, ${REFUNDED_FOR_ITEM} AS refunded,
         ci.checked_in_at, ci.source AS checked_in_source, u.first_name AS checker_first, u.last_name AS checker_last, u.email AS checker_email,
         c.penalty_percent, c.penalty, c.refund, c.refund_state, c.cancelled_at, c.cancelled_by
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN activities a ON a.id = i.activity_id
         LEFT JOIN suppliers s ON s.id = a.supplier_id
         LEFT JOIN check_ins ci ON ci.order_item_id = i.id LEFT JOIN users u ON u.id = ci.checked_in_by
         LEFT JOIN cancellations c ON c.order_item_id = i.id
       WHERE i.order_id = ? ORDER BY i.position`,
    )
    .bind(orderId)
    .all<ExtraRow>();
  return results.map((r) => ({
    itemId: r.id,
    supplierId: r.supplier_id,
    supplierName: r.supplier_id === null ? null : locale === "ar" ? r.supplier_name_ar : r.supplier_name_en,
    supplierRef: r.supplier_ref,
    counts: parse(r.counts, {}),
    answers: parse(r.answers, {}),
    money: { captured: r.captured, refundable: Math.max(0, r.captured - r.refunded) },
    checkIn:
      r.checked_in_at && r.checked_in_source
        ? {
            at: r.checked_in_at,
            by: fullName(r.checker_first, r.checker_last, r.checker_email),
            source: r.checked_in_source,
          }
        : null,
    cancellation:
      r.cancelled_at !== null
        ? {
            penaltyPercent: r.penalty_percent!,
            penalty: r.penalty!,
            refund: r.refund!,
            refundState: r.refund_state!,
            cancelledAt: r.cancelled_at,
            by: r.cancelled_by!,
          }
        : null,
  }));
}

/** What may still be refunded of one item (what was captured for it less its refunds); 0 for an unknown item. */
export async function refundableOfItem(db: D1Database, itemId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT ${CAPTURED_FOR_ITEM} - (${REFUNDED_FOR_ITEM}) AS left FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = ?`,
    )
    .bind(itemId)
    .first<{ left: number }>();
  return Math.max(0, row?.left ?? 0);
}

/** An order's partial refunds by item, oldest first, with who asked for each. */
export async function itemRefunds(db: D1Database, orderId: string): Promise<(ItemRefundView & { itemId: number })[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.order_item_id, r.amount, r.state, r.reason, r.requested_at, r.requested_by, u.first_name, u.last_name, u.email
       FROM item_refunds r LEFT JOIN users u ON u.id = r.requested_by WHERE r.order_id = ? ORDER BY r.id`,
    )
    .bind(orderId)
    .all<{
      id: number;
      order_item_id: number;
      amount: number;
      state: ItemRefundView["state"];
      reason: string;
      requested_at: string;
      requested_by: string;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
    }>();
  return results.map((r) => ({
    id: r.id,
    itemId: r.order_item_id,
    amount: r.amount,
    state: r.state,
    reason: r.reason,
    requestedAt: r.requested_at,
    by: fullName(r.first_name, r.last_name, r.email) || r.requested_by,
  }));
}

// ---- the timeline's sources ----

export type TimelineSources = {
  statuses: { id: number; itemId: number | null; at: string; from: string | null; to: string }[];
  payments: { provider: string; kind: string; at: string }[];
  tasks: { op: string; state: string; amount: number; at: string }[];
  /** Mail recorded for delivery, and mail the local outbox kept (the same message may be in both). */
  deliveries: { kind: string; to: string; subject: string; state: "pending" | "sent" | "failed"; at: string }[];
  outbox: { kind: string; to: string; subject: string; at: string }[];
  checkIns: { itemId: number; at: string; source: "scan" | "typed"; byId: string }[];
  /** Booking notifications, each (event, channel) with what WhatsApp reported (ops-notifications.ts). */
  notifications: OrderDelivery[];
  /** The traveller turning WhatsApp updates on or off after checkout (migration 0026's trigger). */
  consent: { on: boolean; at: string }[];
};

/** Every row of an order's history the timeline merges (the audit log's come from audit-log.ts's auditForOrder). */
export async function timelineSources(db: D1Database, orderId: string): Promise<TimelineSources> {
  const [statuses, payments, tasks, deliveries, outbox, checkIns, sends, reported, consent] = (await db.batch([
    db
      .prepare("SELECT id, item_id, at, from_status, to_status FROM order_timeline WHERE order_id = ? ORDER BY id")
      .bind(orderId),
    db
      .prepare("SELECT provider, kind, received_at FROM payment_events WHERE order_id = ? ORDER BY received_at")
      .bind(orderId),
    db
      .prepare("SELECT op, state, amount, created_at FROM payment_tasks WHERE order_id = ? ORDER BY created_at")
      .bind(orderId),
    db
      .prepare(
        "SELECT kind, to_address, subject, state, created_at FROM mail_deliveries WHERE order_id = ? ORDER BY id",
      )
      .bind(orderId),
    db
      .prepare("SELECT kind, to_address, subject, created_at FROM mail_outbox WHERE order_id = ? ORDER BY id")
      .bind(orderId),
    db
      .prepare(
        `SELECT ci.order_item_id, ci.checked_in_at, ci.source, ci.checked_in_by FROM check_ins ci
         JOIN order_items i ON i.id = ci.order_item_id WHERE i.order_id = ?`,
      )
      .bind(orderId),
    orderDeliveriesStatement(db, orderId),
    orderWhatsAppStatusesStatement(db, orderId),
    db
      .prepare("SELECT whatsapp_updates, at FROM whatsapp_consent_changes WHERE order_id = ? ORDER BY id")
      .bind(orderId),
  ])) as [
    D1Result<{ id: number; item_id: number | null; at: string; from_status: string | null; to_status: string }>,
    D1Result<{ provider: string; kind: string; received_at: string }>,
    D1Result<{ op: string; state: string; amount: number; created_at: string }>,
    D1Result<{
      kind: string;
      to_address: string;
      subject: string;
      state: "pending" | "sent" | "failed";
      created_at: string;
    }>,
    D1Result<{ kind: string; to_address: string; subject: string; created_at: string }>,
    D1Result<{ order_item_id: number; checked_in_at: string; source: "scan" | "typed"; checked_in_by: string }>,
    D1Result<unknown>,
    D1Result<unknown>,
    D1Result<{ whatsapp_updates: number; at: string }>,
  ];
  return {
    statuses: statuses.results.map((r) => ({
      id: r.id,
      itemId: r.item_id,
      at: r.at,
      from: r.from_status,
      to: r.to_status,
    })),
    payments: payments.results.map((r) => ({ provider: r.provider, kind: r.kind, at: r.received_at })),
    tasks: tasks.results.map((r) => ({ op: r.op, state: r.state, amount: r.amount, at: r.created_at })),
    deliveries: deliveries.results.map((r) => ({
      kind: r.kind,
      to: r.to_address,
      subject: r.subject,
      state: r.state,
      at: r.created_at,
    })),
    outbox: outbox.results.map((r) => ({ kind: r.kind, to: r.to_address, subject: r.subject, at: r.created_at })),
    checkIns: checkIns.results.map((r) => ({
      itemId: r.order_item_id,
      at: r.checked_in_at,
      source: r.source,
      byId: r.checked_in_by,
    })),
    notifications: orderDeliveriesOf(sends, reported),
    consent: consent.results.map((r) => ({ on: r.whatsapp_updates === 1, at: r.at })),
  };
}

/** Staff and travellers named in a timeline, by user id: their name and (for staff) their role now. */
export async function peopleByIds(
  db: D1Database,
  ids: string[],
): Promise<Map<string, { name: string; role: StaffRole | null }>> {
  const unique = [...new Set(ids)].filter((id) => id.startsWith("usr_") || !id.includes(":"));
  if (unique.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT u.id, u.first_name, u.last_name, u.email, st.role FROM users u LEFT JOIN staff st ON st.user_id = u.id
       WHERE u.id IN (${unique.map(() => "?").join(", ")})`,
    )
    .bind(...unique)
    .all<{ id: string; first_name: string; last_name: string; email: string; role: StaffRole | null }>();
  return new Map(results.map((r) => [r.id, { name: fullName(r.first_name, r.last_name, r.email), role: r.role }]));
}

// ---- the actions' statements ----

/**
 * Sets aside `amount` of an item's captured money for a refund, only while it fits in what was captured for the item
 * less everything already refunded or being refunded: one statement, so two refunds racing for the same money cannot
 * both have it. It returns the new refund's id; nothing (and `meta.changes` 0) when it does not fit, or the item has
 * nothing captured.
 */
export function reserveItemRefund(
  db: D1Database,
  refund: { itemId: number; orderId: string; amount: number; reason: string; by: string },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO item_refunds (order_item_id, order_id, amount, state, reason, requested_by, requested_at)
       SELECT i.id, i.order_id, ?1, 'pending', ?2, ?3, ?4 FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.id = ?5 AND i.order_id = ?6 AND o.payment_id IS NOT NULL
         AND ?1 <= ${CAPTURED_FOR_ITEM} - (${REFUNDED_FOR_ITEM})
       RETURNING id`,
    )
    .bind(refund.amount, refund.reason, refund.by, now.toISOString(), refund.itemId, refund.orderId);
}

/** The provider returned the money: the refund says so, then the order's refunded amount grows (only if it did). */
export function markItemRefunded(
  db: D1Database,
  refund: { id: number; orderId: string; amount: number },
  now: Date,
): D1PreparedStatement[] {
  return [
    db
      .prepare("UPDATE item_refunds SET state = 'refunded', settled_at = ? WHERE id = ? AND state = 'pending'")
      .bind(now.toISOString(), refund.id),
    db
      .prepare("UPDATE orders SET refunded = refunded + ?, updated_at = ? WHERE id = ? AND changes() = 1")
      .bind(refund.amount, now.toISOString(), refund.orderId),
  ];
}

/** The provider refused: nothing came back, and the amount may be refunded again. */
export function markItemRefundFailed(db: D1Database, id: number, error: string, now: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE item_refunds SET state = 'failed', settled_at = ?, error = ? WHERE id = ? AND state = 'pending'")
    .bind(now.toISOString(), error.slice(0, 1000), id);
}

/**
 * The lead guest's contact details from `before` to `after`, only while they are still `before` (someone else's
 * change in between makes it change nothing: `meta.changes` 0).
 */
export function updateLeadContact(
  db: D1Database,
  orderId: string,
  before: Lead,
  after: Lead,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET lead_first_name = ?, lead_last_name = ?, lead_email = ?, lead_country = ?, lead_phone = ?, updated_at = ?
       WHERE id = ? AND lead_first_name = ? AND lead_last_name = ? AND lead_email = ? AND lead_country = ? AND lead_phone = ?`,
    )
    .bind(
      after.firstName,
      after.lastName,
      after.email,
      after.country,
      after.phone,
      now.toISOString(),
      orderId,
      before.firstName,
      before.lastName,
      before.email,
      before.country,
      before.phone,
    );
}
