// Orders' writes: every status change is the conditional UPDATE the state machine allows (order-machine.ts), built
// here for the caller's db.batch(); plus new order ids and booking references.
import type { ItemStatus } from "../../shared/order.ts";
import { ITEM_TRANSITIONS, sourcesOf, type ItemEvent, type OrderEvent } from "./order-machine.ts";
import type { Guard } from "./holds.ts";
import type { OrderRow } from "../db/orders.ts";

/** Crockford's base32: no I, L, O or U, so a reference read aloud or typed from an email is never ambiguous. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function randomCode(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => CROCKFORD[b & 31]).join("");
}

/** An order's public id, e.g. "RH-7K3QZ9M2" (40 random bits). */
export const newOrderId = (): string => `RH-${randomCode(8)}`;
/** A booking reference of one item, the one the traveller and the supplier see, e.g. "RB-X4T2N8PQ". */
export const newItemReference = (): string => `RB-${randomCode(8)}`;

export const ORDER_ID_PATTERN = /^RH-[0-9A-HJKMNP-TV-Z]{8}$/;
export const ITEM_REFERENCE_PATTERN = /^RB-[0-9A-HJKMNP-TV-Z]{8}$/;

/** Columns a transition may set along with the status (amounts settled, payment id stored). */
export type OrderChanges = { captured?: number; refunded?: number; payment_id?: string; provider?: string };

type TransitionOptions = { set?: OrderChanges; guard?: Guard };

const setClause = (set: Record<string, unknown>) =>
  Object.keys(set)
    .map((column) => `, ${column} = ?`)
    .join("");

/**
 * `UPDATE orders SET status = <to> WHERE id = ? AND status IN (<every status the event is allowed in>)`: the only
 * way an order's status changes. A result with `meta.changes === 0` means the event did not apply (a duplicate, or
 * the order had moved on), and the caller must not act on it.
 */
export function transition(db: D1Database, orderId: string, event: OrderEvent, now: Date, options: TransitionOptions = {}): D1PreparedStatement {
  const { from, to } = sourcesOf(event);
  const set = options.set ?? {};
  return db
    .prepare(
      `UPDATE orders SET status = ?, updated_at = ?${setClause(set)} WHERE id = ? AND status IN (${from.map(() => "?").join(", ")})` +
        (options.guard ? ` AND (${options.guard.sql})` : ""),
    )
    .bind(to, now.toISOString(), ...Object.values(set), orderId, ...from, ...(options.guard?.params ?? []));
}

/** Every item status `event` may be applied in, and the one it leads to. */
export function itemSourcesOf(event: ItemEvent): { from: ItemStatus[]; to: ItemStatus } {
  const from = (Object.keys(ITEM_TRANSITIONS) as ItemStatus[]).filter((s) => ITEM_TRANSITIONS[s][event]);
  const targets = new Set(from.map((s) => ITEM_TRANSITIONS[s][event]));
  if (targets.size !== 1) throw new Error(`item event ${event} must lead to exactly one status`);
  return { from, to: [...targets][0]! };
}

/** The item's counterpart of `transition`; `decided_at` records when a supplier's (or our) answer came. */
export function itemTransition(
  db: D1Database,
  itemId: number,
  event: ItemEvent,
  now: Date,
  options: { supplierRef?: string | null; guard?: Guard } = {},
): D1PreparedStatement {
  const { from, to } = itemSourcesOf(event);
  const decided = to === "pending_supplier" ? null : now.toISOString();
  const ref = options.supplierRef !== undefined ? ", supplier_ref = ?" : "";
  return db
    .prepare(
      `UPDATE order_items SET status = ?, decided_at = ?${ref} WHERE id = ? AND status IN (${from.map(() => "?").join(", ")})` +
        (options.guard ? ` AND (${options.guard.sql})` : ""),
    )
    .bind(to, decided, ...(options.supplierRef !== undefined ? [options.supplierRef] : []), itemId, ...from, ...(options.guard?.params ?? []));
}

/** The same event for every item of an order that is in one of its source statuses, when `guard` holds. */
export function orderItemsTransition(db: D1Database, orderId: string, event: ItemEvent, now: Date, guard?: Guard): D1PreparedStatement {
  const { from, to } = itemSourcesOf(event);
  return db
    .prepare(
      `UPDATE order_items SET status = ?, decided_at = ? WHERE order_id = ? AND status IN (${from.map(() => "?").join(", ")})` +
        (guard ? ` AND (${guard.sql})` : ""),
    )
    .bind(to, now.toISOString(), orderId, ...from, ...(guard?.params ?? []));
}

/** True when the statement's UPDATE changed a row: the caller won the transition. */
export const applied = (result: D1Result) => result.meta.changes > 0;

/** An order as it is first written: its row's own fields, with a new attempt's status and the hold's end as a Date. */
export type NewOrder = Omit<OrderRow, "status" | "paymentId" | "captured" | "refunded" | "holdExpiresAt" | "createdAt" | "updatedAt"> & {
  status: "pending_payment" | "processing";
  holdExpiresAt: Date;
};

export type NewOrderItem = {
  position: number;
  reference: string;
  activityId: number;
  optionId: number;
  slotId: number;
  date: string;
  startTime: string;
  counts: Record<string, number | undefined>;
  extras: number[];
  travellers: number;
  price: number;
  discount: number;
  answers: Record<string, unknown>;
  /** Nights or days of a stay (default 1). */
  units?: number;
};

/**
 * The order row, inserted only when the statement before it changed a row (`changes() = 1`: the seats were held)
 * and no order has its idempotency key yet.
 */
export function insertOrderAfterSeats(db: D1Database, order: NewOrder, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO orders (id, cart_id, idempotency_key, status, payment_mode, locale, display_currency, lead_first_name, lead_last_name,
         lead_email, lead_country, lead_phone, subtotal, discount, total, promo_code, provider, hold_expires_at, created_at, updated_at, user_id,
         display_total, whatsapp_updates)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      order.id, order.cartId, order.idempotencyKey, order.status, order.paymentMode, order.locale, order.displayCurrency,
      order.lead.firstName, order.lead.lastName, order.lead.email, order.lead.country, order.lead.phone,
      order.subtotal, order.discount, order.total, order.promoCode, order.provider, order.holdExpiresAt.toISOString(), at, at,
      order.userId, order.displayTotal, order.whatsappUpdates ? 1 : 0,
    );
}

/** An order's items, inserted only when the order row `orderId` exists (it was created earlier in the same batch). */
export function insertOrderItems(db: D1Database, orderId: string, items: NewOrderItem[], initialStatus: ItemStatus): D1PreparedStatement[] {
  return items.map((item) =>
    db
      .prepare(
        `INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, extras, travellers,
           price, discount, status, reference, answers, units)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?)`,
      )
      .bind(
        orderId, item.position, item.activityId, item.optionId, item.slotId, item.date, item.startTime, JSON.stringify(item.counts),
        JSON.stringify(item.extras), item.travellers, item.price, item.discount, initialStatus, item.reference, JSON.stringify(item.answers), item.units ?? 1, orderId,
      ),
  );
}

/** Shares the order's discount among its items in proportion to their prices; the shares add up to the discount. */
export function splitDiscount(prices: number[], discount: number): number[] {
  const subtotal = prices.reduce((a, b) => a + b, 0);
  if (discount <= 0 || subtotal <= 0) return prices.map(() => 0);
  const total = Math.min(discount, subtotal);
  const shares = prices.map((p) => Math.floor((total * p) / subtotal));
  let rest = total - shares.reduce((a, b) => a + b, 0);
  // The few fils flooring left over go to the dearest items, never past an item's own price.
  const order = prices.map((p, i) => i).sort((a, b) => prices[b] - prices[a] || a - b);
  for (let k = 0; rest > 0; k = (k + 1) % order.length) {
    const i = order[k];
    if (shares[i] < prices[i]) {
      shares[i]++;
      rest--;
    }
  }
  return shares;
}
