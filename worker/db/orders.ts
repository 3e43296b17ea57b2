// Order reads: rows for the checkout services, and the OrderView the result pages and emails show.
import type { Locale } from "../../shared/locales.ts";
import {
  bookingStatusesOf,
  type ItemStatus,
  type Lead,
  type OrderItemView,
  type OrderStatus,
  type OrderView,
  type PaymentMode,
} from "../../shared/order.ts";
import { timeZoneOfCountry } from "../../shared/dates.ts";
import { CURRENCIES } from "../../shared/constants.ts";
import { activityPath } from "../../shared/paths.ts";
import type { PricingUnit } from "../../shared/catalogue.ts";
import { stayOf } from "../../shared/stay.ts";
import type { SellerSnapshot } from "../../shared/tax-invoice.ts";
import { POLICY_COLUMNS, loc, policyOf, type PickupPointRow } from "./rows.ts";

/** An orders row as D1 returns it. */
type D1Order = {
  id: string;
  cart_id: string;
  user_id: string | null;
  idempotency_key: string;
  status: OrderStatus;
  payment_mode: string;
  locale: string;
  display_currency: string;
  display_total: number | null;
  currency?: string;
  display_rate?: number | null;
  seller?: string | null;
  lead_first_name: string;
  lead_last_name: string;
  lead_email: string;
  lead_country: string;
  lead_phone: string;
  whatsapp_updates: number;
  subtotal: number;
  discount: number;
  total: number;
  promo_code: string | null;
  provider: string | null;
  payment_id: string | null;
  captured: number;
  refunded: number;
  hold_expires_at: string | null;
  created_at: string;
  updated_at: string;
};

/** An order_items row as D1 returns it. */
type D1OrderItem = {
  id: number;
  order_id: string;
  position: number;
  activity_id: number;
  option_id: number;
  slot_id: number;
  date: string;
  start_time: string;
  counts: string;
  extras: string;
  travellers: number;
  price: number;
  discount: number;
  status: ItemStatus;
  reference: string;
  supplier_ref: string | null;
  answers: string;
  units: number | null;
  offer_id?: number | null;
};

/** An item with its latest hold (ITEM_COLUMNS). */
type D1HeldItem = D1OrderItem & {
  hold_seats: number | null;
  hold_state: OrderItemRow["holdState"];
  hold_slot_ids: string | null;
};

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
  /** What the order is charged (and invoiced) in. */
  currency: string;
  /** The display currency's rate from the charged one at checkout (null for orders from before it was kept). */
  displayRate: number | null;
  /** Who sold it, as the site's tax settings said at checkout (null: no tax invoice, e.g. an order from before them). */
  seller: SellerSnapshot | null;
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
  /** The custom offer it books (issue 30 §6), or null. */
  offerId: number | null;
};

const parse = <T>(raw: string, fallback: T): T => {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
};

/** What checkout showed, when that was in another currency than the AED it charges. */
function shownTotalOf(order: OrderRow): OrderView["shownTotal"] {
  const currency = CURRENCIES.find((code) => code === order.displayCurrency);
  return currency && currency !== "AED" && order.displayTotal !== null ? { currency, minor: order.displayTotal } : null;
}

function reshapeOrder(r: D1Order): OrderRow {
  return {
    id: r.id,
    cartId: r.cart_id,
    userId: r.user_id ?? null,
    idempotencyKey: r.idempotency_key,
    status: r.status,
    paymentMode: r.payment_mode === "later" ? "later" : "now",
    locale: r.locale === "ar" ? "ar" : "en",
    displayCurrency: r.display_currency,
    displayTotal: r.display_total ?? null,
    currency: r.currency ?? "AED",
    displayRate: r.display_rate ?? null,
    seller: r.seller ? parse<SellerSnapshot | null>(r.seller, null) : null,
    lead: {
      firstName: r.lead_first_name,
      lastName: r.lead_last_name,
      email: r.lead_email,
      country: r.lead_country,
      phone: r.lead_phone,
    },
    whatsappUpdates: r.whatsapp_updates === 1,
    subtotal: r.subtotal,
    discount: r.discount,
    total: r.total,
    promoCode: r.promo_code ?? null,
    provider: r.provider ?? null,
    paymentId: r.payment_id ?? null,
    captured: r.captured,
    refunded: r.refunded,
    holdExpiresAt: r.hold_expires_at ?? null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

// The latest hold of each item (holds are never deleted; a re-acquired seat makes a newer row).
const ITEM_COLUMNS = `i.*, h.seats AS hold_seats, h.state AS hold_state,
  (SELECT group_concat(DISTINCT slot_id) FROM holds WHERE order_item_id = i.id) AS hold_slot_ids FROM order_items i
  LEFT JOIN holds h ON h.id = (SELECT max(id) FROM holds WHERE order_item_id = i.id)`;

function reshapeOrderItem(r: D1HeldItem): OrderItemRow {
  return {
    id: r.id,
    orderId: r.order_id,
    position: r.position,
    activityId: r.activity_id,
    optionId: r.option_id,
    slotId: r.slot_id,
    date: r.date,
    startTime: r.start_time,
    counts: parse(r.counts, {}),
    extras: parse(r.extras, []),
    travellers: r.travellers,
    price: r.price,
    discount: r.discount,
    status: r.status,
    reference: r.reference,
    supplierRef: r.supplier_ref ?? null,
    answers: parse(r.answers, {}),
    units: r.units ?? 1,
    slotIds: r.hold_slot_ids ? r.hold_slot_ids.split(",").map(Number) : [r.slot_id],
    seats: r.hold_seats ?? 0,
    holdState: r.hold_state ?? null,
    offerId: r.offer_id ?? null,
  };
}

export async function findOrder(db: D1Database, orderId: string): Promise<OrderRow | null> {
  const row = await db.prepare("SELECT * FROM orders WHERE id = ?").bind(orderId).first<D1Order>();
  return row ? reshapeOrder(row) : null;
}

/** The order of one checkout attempt (cart id and version), if it was made. */
export async function findOrderByKey(db: D1Database, idempotencyKey: string): Promise<OrderRow | null> {
  const row = await db.prepare("SELECT * FROM orders WHERE idempotency_key = ?").bind(idempotencyKey).first<D1Order>();
  return row ? reshapeOrder(row) : null;
}

export async function orderItems(db: D1Database, orderId: string): Promise<OrderItemRow[]> {
  const { results } = await db
    .prepare(`SELECT ${ITEM_COLUMNS} WHERE i.order_id = ? ORDER BY i.position`)
    .bind(orderId)
    .all<D1HeldItem>();
  return results.map(reshapeOrderItem);
}

/** One item by its booking reference, with its order. */
export async function findItemByReference(
  db: D1Database,
  reference: string,
): Promise<{ item: OrderItemRow; order: OrderRow } | null> {
  const row = await db.prepare(`SELECT ${ITEM_COLUMNS} WHERE i.reference = ?`).bind(reference).first<D1HeldItem>();
  if (!row) return null;
  const order = await findOrder(db, row.order_id);
  return order ? { item: reshapeOrderItem(row), order } : null;
}

/** Orders still waiting for payment whose seats' hold has run out. */
export async function expiredPendingOrders(db: D1Database, now: Date, limit = 100): Promise<OrderRow[]> {
  const { results } = await db
    .prepare(
      "SELECT * FROM orders WHERE status = 'pending_payment' AND hold_expires_at <= ? ORDER BY hold_expires_at LIMIT ?",
    )
    .bind(now.toISOString(), limit)
    .all<D1Order>();
  return results.map(reshapeOrder);
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

/** The awaiting items' rows (an order under review has no item columns). */
type AwaitingQueryRow = {
  order_id: string;
  status: OrderStatus;
  created_at: string;
  lead_first_name: string;
  lead_last_name: string;
  reference?: string;
  title_en?: string;
  date?: string;
  start_time?: string;
  travellers?: number;
};

/** What an operator must answer: on-request items awaiting their supplier, and orders whose payment awaits review. */
export async function awaitingConfirmation(db: D1Database): Promise<AwaitingRow[]> {
  const [items, reviews] = await db.batch<AwaitingQueryRow>([
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
  const lead = (r: AwaitingQueryRow) => `${r.lead_first_name} ${r.lead_last_name}`;
  return [
    ...items.results.map((r) => ({
      orderId: r.order_id,
      orderStatus: r.status,
      placedAt: r.created_at,
      reference: r.reference!,
      title: r.title_en!,
      date: r.date!,
      startTime: r.start_time!,
      travellers: r.travellers!,
      leadName: lead(r),
    })),
    ...reviews.results.map((r) => ({
      orderId: r.order_id,
      orderStatus: r.status,
      placedAt: r.created_at,
      reference: null,
      title: "payment under review",
      date: null,
      startTime: null,
      travellers: null,
      leadName: lead(r),
    })),
  ];
}

/** An item as the order view reads it: its row with its activity's, city's and option's columns. */
type D1ViewItem = D1OrderItem & {
  slug: string;
  title_en: string;
  title_ar: string;
  address_en: string;
  address_ar: string;
  policy_non_refundable: number | null;
  policy_tiers: string | null;
  city_slug: string;
  city_country: string;
  option_title_en: string;
  option_title_ar: string;
  pricing_unit: PricingUnit;
};

/** An item's reservation answers as stored (JSON). */
type Answers = Record<string, unknown>;

/** The order as the result pages and emails show it, in `locale`, with the cart it came from (for ownership checks). */
export async function loadOrderView(
  db: D1Database,
  orderId: string,
  locale: Locale,
): Promise<(OrderView & { cartId: string; userId: string | null }) | null> {
  const [orders, items] = (await db.batch([
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
  ])) as [D1Result<D1Order>, D1Result<D1ViewItem>];
  const row = orders.results[0];
  if (!row) return null;
  const order = reshapeOrder(row);
  const pointIds = items.results
    .map((i) => Number(parse<Answers>(i.answers, {}).pickupPointId))
    .filter((id) => Number.isInteger(id) && id > 0);
  const points = new Map<number, PickupPointRow>();
  if (pointIds.length > 0) {
    const { results } = await db
      .prepare(`SELECT * FROM pickup_points WHERE id IN (${pointIds.map(() => "?").join(", ")})`)
      .bind(...pointIds)
      .all<PickupPointRow>();
    for (const p of results) points.set(p.id, p);
  }
  const statuses = bookingStatusesOf(
    order,
    items.results.map((i) => ({ status: i.status })),
  );
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
    whatsappUpdates: order.whatsappUpdates,
    items: items.results.map((i, index): OrderItemView => {
      const answers = parse<Answers>(i.answers, {});
      const point = points.get(Number(answers.pickupPointId));
      const pickup = point
        ? { name: loc(point, "name", locale), time: point.pickup_time }
        : typeof answers.pickupAddress === "string" && answers.pickupAddress
          ? { name: answers.pickupAddress, time: typeof answers.pickupTime === "string" ? answers.pickupTime : "" }
          : null;
      return {
        id: i.id,
        reference: i.reference,
        status: i.status,
        bookingStatus: statuses[index],
        timeZone: timeZoneOfCountry(i.city_country),
        activityId: i.activity_id,
        title: loc(i, "title", locale),
        href: activityPath(locale, "default", i.city_slug, i.slug),
        optionTitle: loc(i, "option_title", locale),
        date: i.date,
        startTime: i.start_time,
        stay: stayOf(i.date, i.units ?? 1, i.pricing_unit),
        travellers: i.travellers,
        price: i.price,
        discount: i.discount,
        meetingPoint: loc(i, "address", locale),
        pickup,
        cancellation: policyOf(i),
      };
    }),
  };
}

/** How the built-in supplier answers for an activity: at once or on request, and whether it refuses every booking. */
export async function supplierTerms(
  db: D1Database,
  activityId: number,
): Promise<{ confirmation: "instant" | "on_request"; refuses: boolean } | null> {
  const row = await db
    .prepare("SELECT confirmation, supplier_refuses FROM activities WHERE id = ?")
    .bind(activityId)
    .first<{ confirmation: string; supplier_refuses: number }>();
  return row
    ? {
        confirmation: row.confirmation === "on_request" ? "on_request" : "instant",
        refuses: row.supplier_refuses === 1,
      }
    : null;
}

/** A cart's items as selections (departure, counts, extras), to find the ones an order took or a retry would repeat. */
export type CartSelectionRow = {
  id: number;
  slotId: number;
  units: number;
  counts: Record<string, number>;
  extras: number[];
  slotIds: number[];
};

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
    .all<{
      id: number;
      slot_id: number;
      units: number | null;
      counts: string;
      extras: string;
      slot_ids: string | null;
    }>();
  return results.map((r) => ({
    id: r.id,
    slotId: r.slot_id,
    units: r.units ?? 1,
    counts: parse(r.counts, {}),
    extras: parse(r.extras, []),
    slotIds: r.slot_ids ? r.slot_ids.split(",").map(Number) : [],
  }));
}

/** A cart's checkout attempts still waiting for payment. */
export async function pendingOrdersOfCart(db: D1Database, cartId: string): Promise<OrderRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM orders WHERE cart_id = ? AND status = 'pending_payment'")
    .bind(cartId)
    .all<D1Order>();
  return results.map(reshapeOrder);
}

/** An order that never booked whose authorisation was voided: nothing of it will be charged (refunded = total). */
export function releasedAuthorisation(
  db: D1Database,
  orderId: string,
  paymentId: string,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE orders SET refunded = total, payment_id = coalesce(payment_id, ?), updated_at = ? WHERE id = ? AND status = 'payment_failed'",
    )
    .bind(paymentId, now.toISOString(), orderId);
}
