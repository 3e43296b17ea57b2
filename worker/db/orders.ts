// Order reads: rows for the checkout services, and the OrderView the result pages and emails show.
import type { Locale } from "../../shared/locales.ts";
import { bookingStatusesOf, type ItemStatus, type Lead, type OrderItemView, type OrderStatus, type OrderView, type PaymentMode } from "../../shared/order.ts";
import { timeZoneOfCountry } from "../../shared/dates.ts";
import { CURRENCIES } from "../../shared/constants.ts";
import { activityPath } from "../../shared/paths.ts";
import type { PricingUnit } from "../../shared/catalogue.ts";
import { stayOf } from "../../shared/stay.ts";
import { POLICY_COLUMNS, loc, policyOf } from "./rows.ts";

type R = Record<string, unknown>;

export type OrderRow = {
  id: string;
  cartId: string;
  /** The account it belongs to: placed while signed in, or claimed once the lead's email was verified. */
  userId: string | null;
  idempotencyKey: string;
  status: OrderStatus;
  paymentMode: PaymentMode;
  locale: Locale;
  displayCurrency: string;
  /** The total checkout showed, in the display currency's minor units (null for orders from before it was kept). */
  displayTotal: number | null;
  lead: Lead;
  /** The traveller asked at checkout for booking updates on WhatsApp. */
  whatsappUpdates: boolean;
  subtotal: number;
  discount: number;
  total: number;
  promoCode: string | null;
  provider: string | null;
  paymentId: string | null;
  captured: number;
  refunded: number;
  holdExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** An item with what booking it needs: its seats (from its latest hold) and the state of that hold. */
export type OrderItemRow = {
  id: number;
  orderId: string;
  position: number;
  activityId: number;
  optionId: number;
  slotId: number;
  date: string;
  startTime: string;
  counts: Record<string, number>;
  extras: number[];
  travellers: number;
  price: number;
  discount: number;
  status: ItemStatus;
  reference: string;
  supplierRef: string | null;
  answers: Record<string, unknown>;
  /** Nights or days of a stay (1 otherwise), and every departure its holds cover (its own departure when none). */
  units: number;
  slotIds: number[];
  seats: number;
  holdState: "active" | "released" | "sold" | "returned" | null;
};

const parse = <T>(raw: unknown, fallback: T): T => {
  try {
    return JSON.parse(String(raw)) as T;
  } catch {
    return fallback;
  }
};

/** What checkout showed, when that was in another currency than the AED it charges. */
function shownTotalOf(order: OrderRow): OrderView["shownTotal"] {
  const currency = CURRENCIES.find((code) => code === order.displayCurrency);
  return currency && currency !== "AED" && order.displayTotal !== null ? { currency, minor: order.displayTotal } : null;
}

function toOrder(r: R): OrderRow {
  return {
    id: String(r.id),
    cartId: String(r.cart_id),
    userId: r.user_id == null ? null : String(r.user_id),
    idempotencyKey: String(r.idempotency_key),
    status: r.status as OrderStatus,
    paymentMode: r.payment_mode === "later" ? "later" : "now",
    locale: r.locale === "ar" ? "ar" : "en",
    displayCurrency: String(r.display_currency),
    displayTotal: r.display_total == null ? null : Number(r.display_total),
    lead: {
      firstName: String(r.lead_first_name),
      lastName: String(r.lead_last_name),
      email: String(r.lead_email),
      country: String(r.lead_country),
      phone: String(r.lead_phone),
    },
    whatsappUpdates: Number(r.whatsapp_updates) === 1,
    subtotal: Number(r.subtotal),
    discount: Number(r.discount),
    total: Number(r.total),
    promoCode: (r.promo_code as string | null) ?? null,
    provider: (r.provider as string | null) ?? null,
    paymentId: (r.payment_id as string | null) ?? null,
    captured: Number(r.captured),
    refunded: Number(r.refunded),
    holdExpiresAt: (r.hold_expires_at as string | null) ?? null,
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  };
}

// The latest hold of each item (holds are never deleted; a re-acquired seat makes a newer row).
const ITEM_COLUMNS = `i.*, h.seats AS hold_seats, h.state AS hold_state,
  (SELECT group_concat(DISTINCT slot_id) FROM holds WHERE order_item_id = i.id) AS hold_slot_ids FROM order_items i
  LEFT JOIN holds h ON h.id = (SELECT max(id) FROM holds WHERE order_item_id = i.id)`;

function toItem(r: R): OrderItemRow {
  return {
    id: Number(r.id),
    orderId: String(r.order_id),
    position: Number(r.position),
    activityId: Number(r.activity_id),
    optionId: Number(r.option_id),
    slotId: Number(r.slot_id),
    date: String(r.date),
    startTime: String(r.start_time),
    counts: parse(r.counts, {}),
    extras: parse(r.extras, []),
    travellers: Number(r.travellers),
    price: Number(r.price),
    discount: Number(r.discount),
    status: r.status as ItemStatus,
    reference: String(r.reference),
    supplierRef: (r.supplier_ref as string | null) ?? null,
    answers: parse(r.answers, {}),
    units: Number(r.units ?? 1),
    slotIds: r.hold_slot_ids ? String(r.hold_slot_ids).split(",").map(Number) : [Number(r.slot_id)],
    seats: Number(r.hold_seats ?? 0),
    holdState: (r.hold_state as OrderItemRow["holdState"]) ?? null,
  };
}

export async function findOrder(db: D1Database, orderId: string): Promise<OrderRow | null> {
  const row = await db.prepare("SELECT * FROM orders WHERE id = ?").bind(orderId).first<R>();
  return row ? toOrder(row) : null;
}

/** The order of one checkout attempt (cart id and version), if it was made. */
export async function findOrderByKey(db: D1Database, idempotencyKey: string): Promise<OrderRow | null> {
  const row = await db.prepare("SELECT * FROM orders WHERE idempotency_key = ?").bind(idempotencyKey).first<R>();
  return row ? toOrder(row) : null;
}

export async function orderItems(db: D1Database, orderId: string): Promise<OrderItemRow[]> {
  const { results } = await db.prepare(`SELECT ${ITEM_COLUMNS} WHERE i.order_id = ? ORDER BY i.position`).bind(orderId).all<R>();
  return results.map(toItem);
}

/** One item by its booking reference, with its order. */
export async function findItemByReference(db: D1Database, reference: string): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
  const row = await db.prepare(`SELECT ${ITEM_COLUMNS} WHERE i.reference = ?`).bind(reference).first<R>();
  if (!row) return null;
  const order = await findOrder(db, String(row.order_id));
  return order ? { item: toItem(row), order } : null;
}

/** Orders still waiting for payment whose seats' hold has run out. */
export async function expiredPendingOrders(db: D1Database, now: Date, limit = 100): Promise<OrderRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM orders WHERE status = 'pending_payment' AND hold_expires_at <= ? ORDER BY hold_expires_at LIMIT ?")
    .bind(now.toISOString(), limit)
    .all<R>();
  return results.map(toOrder);
}

/** Orders still `processing` whose last change is older than `before` (their booking request died). */
export async function stalledBookings(db: D1Database, before: Date, limit = 100): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT id FROM orders WHERE status = 'processing' AND updated_at <= ? ORDER BY updated_at LIMIT ?")
    .bind(before.toISOString(), limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** References of on-request items still unanswered whose order was placed at or before `placedBy`. */
export async function unansweredItemsPlacedBy(db: D1Database, placedBy: Date, limit = 100): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT i.reference FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.status = 'pending_supplier' AND o.created_at <= ? ORDER BY o.created_at LIMIT ?`,
    )
    .bind(placedBy.toISOString(), limit)
    .all<{ reference: string }>();
  return results.map((r) => r.reference);
}

export type AwaitingRow = {
  orderId: string;
  orderStatus: OrderStatus;
  placedAt: string;
  /** The item waiting for its supplier, or null when the order waits for a review of its payment. */
  reference: string | null;
  title: string;
  date: string | null;
  startTime: string | null;
  travellers: number | null;
  leadName: string;
};

/** What an operator must answer: on-request items awaiting their supplier, and orders whose payment awaits review. */
export async function awaitingConfirmation(db: D1Database): Promise<AwaitingRow[]> {
  const [items, reviews] = await db.batch<R>([
    db.prepare(
      `SELECT o.id AS order_id, o.status, o.created_at, o.lead_first_name, o.lead_last_name, i.reference, a.title_en, i.date, i.start_time, i.travellers
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN activities a ON a.id = i.activity_id
       WHERE i.status = 'pending_supplier' ORDER BY o.created_at, i.position`,
    ),
    db.prepare(
      `SELECT o.id AS order_id, o.status, o.created_at, o.lead_first_name, o.lead_last_name FROM orders o
       WHERE o.status = 'on_hold' AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.status IN ('pending_supplier', 'held'))
       ORDER BY o.created_at`,
    ),
  ]);
  const lead = (r: R) => `${r.lead_first_name} ${r.lead_last_name}`;
  return [
    ...items.results.map((r) => ({
      orderId: String(r.order_id),
      orderStatus: r.status as OrderStatus,
      placedAt: String(r.created_at),
      reference: String(r.reference),
      title: String(r.title_en),
      date: String(r.date),
      startTime: String(r.start_time),
      travellers: Number(r.travellers),
      leadName: lead(r),
    })),
    ...reviews.results.map((r) => ({
      orderId: String(r.order_id),
      orderStatus: r.status as OrderStatus,
      placedAt: String(r.created_at),
      reference: null,
      title: "payment under review",
      date: null,
      startTime: null,
      travellers: null,
      leadName: lead(r),
    })),
  ];
}

/** The order as the result pages and emails show it, in `locale`, with the cart it came from (for ownership checks). */
export async function loadOrderView(db: D1Database, orderId: string, locale: Locale): Promise<(OrderView & { cartId: string; userId: string | null }) | null> {
  const [orders, items] = await db.batch<R>([
    db.prepare("SELECT * FROM orders WHERE id = ?").bind(orderId),
    db
      .prepare(
        `SELECT i.*, a.slug, a.title_en, a.title_ar, a.address_en, a.address_ar, ${POLICY_COLUMNS},
           c.slug AS city_slug, c.country_code AS city_country, o.title_en AS option_title_en, o.title_ar AS option_title_ar, o.pricing_unit
         FROM order_items i JOIN activities a ON a.id = i.activity_id JOIN cities c ON c.id = a.city_id
         JOIN options o ON o.id = i.option_id
         WHERE i.order_id = ? ORDER BY i.position`,
      )
      .bind(orderId),
  ]);
  const row = orders.results[0];
  if (!row) return null;
  const order = toOrder(row);
  const pointIds = items.results.map((i) => Number(parse<R>(i.answers, {}).pickupPointId)).filter((id) => Number.isInteger(id) && id > 0);
  const points = new Map<number, R>();
  if (pointIds.length > 0) {
    const { results } = await db.prepare(`SELECT * FROM pickup_points WHERE id IN (${pointIds.map(() => "?").join(", ")})`).bind(...pointIds).all<R>();
    for (const p of results) points.set(Number(p.id), p);
  }
  const statuses = bookingStatusesOf(order, items.results.map((i) => ({ status: i.status as ItemStatus })));
  return {
    id: order.id,
    cartId: order.cartId,
    userId: order.userId,
    status: order.status,
    paymentMode: order.paymentMode,
    locale: order.locale,
    createdAt: order.createdAt,
    lead: order.lead,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    shownTotal: shownTotalOf(order),
    captured: order.captured,
    refunded: order.refunded,
    returned: order.refunded,
    holdExpiresAt: order.holdExpiresAt,
    items: items.results.map((i, index): OrderItemView => {
      const answers = parse<R>(i.answers, {});
      const point = points.get(Number(answers.pickupPointId));
      const pickup = point
        ? { name: loc(point, "name", locale), time: String(point.pickup_time) }
        : typeof answers.pickupAddress === "string" && answers.pickupAddress
          ? { name: answers.pickupAddress, time: typeof answers.pickupTime === "string" ? answers.pickupTime : "" }
          : null;
      return {
        id: Number(i.id),
        reference: String(i.reference),
        status: i.status as ItemStatus,
        bookingStatus: statuses[index],
        timeZone: timeZoneOfCountry(String(i.city_country)),
        activityId: Number(i.activity_id),
        title: loc(i, "title", locale),
        href: activityPath(locale, "default", String(i.city_slug), String(i.slug)),
        optionTitle: loc(i, "option_title", locale),
        date: String(i.date),
        startTime: String(i.start_time),
        stay: stayOf(String(i.date), Number(i.units ?? 1), i.pricing_unit as PricingUnit),
        travellers: Number(i.travellers),
        price: Number(i.price),
        discount: Number(i.discount),
        meetingPoint: loc(i, "address", locale),
        pickup,
        cancellation: policyOf(i),
      };
    }),
  };
}

/** How the built-in supplier answers for an activity: at once or on request, and whether it refuses every booking. */
export async function supplierTerms(db: D1Database, activityId: number): Promise<{ confirmation: "instant" | "on_request"; refuses: boolean } | null> {
  const row = await db.prepare("SELECT confirmation, supplier_refuses FROM activities WHERE id = ?").bind(activityId).first<R>();
  return row ? { confirmation: row.confirmation === "on_request" ? "on_request" : "instant", refuses: row.supplier_refuses === 1 } : null;
}

/** A cart's items as selections (departure, counts, extras), to find the ones an order took or a retry would repeat. */
export type CartSelectionRow = { id: number; slotId: number; units: number; counts: Record<string, number>; extras: number[]; slotIds: number[] };

/**
 * A cart's items as selections (departure, nights or days, counts, extras), to find the ones an order took or a retry
 * would repeat; `slotIds` are the departures the item covers now (a stay's every day, in date order).
 */
export async function cartSelections(db: D1Database, cartId: string): Promise<CartSelectionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ci.id, ci.slot_id, ci.units, ci.counts, ci.extras,
         (SELECT group_concat(av.id) FROM availability s JOIN availability av ON av.option_id = s.option_id AND av.start_time = s.start_time
            AND av.date >= s.date AND av.date < date(s.date, '+' || ci.units || ' days') WHERE s.id = ci.slot_id) AS slot_ids
       FROM cart_items ci WHERE ci.cart_id = ? ORDER BY ci.id`,
    )
    .bind(cartId)
    .all<R>();
  return results.map((r) => ({
    id: Number(r.id),
    slotId: Number(r.slot_id),
    units: Number(r.units ?? 1),
    counts: parse(r.counts, {}),
    extras: parse(r.extras, []),
    slotIds: r.slot_ids ? String(r.slot_ids).split(",").map(Number) : [],
  }));
}

/** A cart's checkout attempts still waiting for payment. */
export async function pendingOrdersOfCart(db: D1Database, cartId: string): Promise<OrderRow[]> {
  const { results } = await db.prepare("SELECT * FROM orders WHERE cart_id = ? AND status = 'pending_payment'").bind(cartId).all<R>();
  return results.map(toOrder);
}

/** An order that never booked whose authorisation was voided: nothing of it will be charged (refunded = total). */
export function releasedAuthorisation(db: D1Database, orderId: string, paymentId: string, now: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE orders SET refunded = total, payment_id = coalesce(payment_id, ?), updated_at = ? WHERE id = ? AND status = 'payment_failed'")
    .bind(paymentId, now.toISOString(), orderId);
}
