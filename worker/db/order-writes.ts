// Orders' and order items' statements for the caller's db.batch(): a status change is a conditional UPDATE from the
// statuses the state machine allows (the caller names them), and new orders and items go in only after their seats.
import type { ItemStatus, OrderStatus } from "../../shared/order.ts";
import { and, type Guard } from "./guards.ts";
import type { OrderRow } from "./orders.ts";

/** Columns a transition may set along with the status (amounts settled, payment id stored). */
export type OrderChanges = { captured?: number; refunded?: number; payment_id?: string; provider?: string };

const setClause = (set: Record<string, unknown>) =>
  Object.keys(set)
    .map((column) => `, ${column} = ?`)
    .join("");

const placeholders = (list: unknown[]) => list.map(() => "?").join(", ");

/** `UPDATE orders SET status = <to> WHERE id = ? AND status IN (<from>)`, with `set`'s columns and the caller's guard. */
export function setOrderStatus(
  db: D1Database,
  orderId: string,
  change: { from: OrderStatus[]; to: OrderStatus },
  now: Date,
  options: { set?: OrderChanges; guard?: Guard } = {},
): D1PreparedStatement {
  const set = options.set ?? {};
  return db
    .prepare(
      `UPDATE orders SET status = ?, updated_at = ?${setClause(set)} WHERE id = ? AND status IN (${placeholders(change.from)})${and(options.guard)}`,
    )
    .bind(
      change.to,
      now.toISOString(),
      ...Object.values(set),
      orderId,
      ...change.from,
      ...(options.guard?.params ?? []),
    );
}

/** An item's status from one of `from` to `to`; `decided` is when an answer came (null while one is awaited). */
export function setItemStatus(
  db: D1Database,
  itemId: number,
  change: { from: ItemStatus[]; to: ItemStatus; decided: Date | null },
  options: { supplierRef?: string | null; guard?: Guard } = {},
): D1PreparedStatement {
  const ref = options.supplierRef !== undefined ? ", supplier_ref = ?" : "";
  return db
    .prepare(
      `UPDATE order_items SET status = ?, decided_at = ?${ref} WHERE id = ? AND status IN (${placeholders(change.from)})${and(options.guard)}`,
    )
    .bind(
      change.to,
      change.decided?.toISOString() ?? null,
      ...(options.supplierRef !== undefined ? [options.supplierRef] : []),
      itemId,
      ...change.from,
      ...(options.guard?.params ?? []),
    );
}

/** Every item of an order in one of `from` moves to `to`, when `guard` holds. */
export function setOrderItemsStatus(
  db: D1Database,
  orderId: string,
  change: { from: ItemStatus[]; to: ItemStatus },
  now: Date,
  guard?: Guard,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE order_items SET status = ?, decided_at = ? WHERE order_id = ? AND status IN (${placeholders(change.from)})${and(guard)}`,
    )
    .bind(change.to, now.toISOString(), orderId, ...change.from, ...(guard?.params ?? []));
}

/** An order as it is first written: its row's own fields, with a new attempt's status and the hold's end as a Date. */
export type NewOrder = Omit<
  OrderRow,
  "status" | "paymentId" | "captured" | "refunded" | "holdExpiresAt" | "createdAt" | "updatedAt"
> & {
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
  /** The custom offer the item books (issue 30 §6), if it is one. */
  offerId?: number | null;
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
         display_total, whatsapp_updates, currency, display_rate, seller)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      order.id,
      order.cartId,
      order.idempotencyKey,
      order.status,
      order.paymentMode,
      order.locale,
      order.displayCurrency,
      order.lead.firstName,
      order.lead.lastName,
      order.lead.email,
      order.lead.country,
      order.lead.phone,
      order.subtotal,
      order.discount,
      order.total,
      order.promoCode,
      order.provider,
      order.holdExpiresAt.toISOString(),
      at,
      at,
      order.userId,
      order.displayTotal,
      order.whatsappUpdates ? 1 : 0,
      order.currency,
      order.displayRate,
      order.seller ? JSON.stringify(order.seller) : null,
    );
}

/** An order's items, inserted only when the order row `orderId` exists (it was created earlier in the same batch). */
export function insertOrderItems(
  db: D1Database,
  orderId: string,
  items: NewOrderItem[],
  initialStatus: ItemStatus,
): D1PreparedStatement[] {
  return items.map((item) =>
    db
      .prepare(
        `INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, extras, travellers,
           price, discount, status, reference, answers, units, offer_id)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?)`,
      )
      .bind(
        orderId,
        item.position,
        item.activityId,
        item.optionId,
        item.slotId,
        item.date,
        item.startTime,
        JSON.stringify(item.counts),
        JSON.stringify(item.extras),
        item.travellers,
        item.price,
        item.discount,
        initialStatus,
        item.reference,
        JSON.stringify(item.answers),
        item.units ?? 1,
        item.offerId ?? null,
        orderId,
      ),
  );
}
