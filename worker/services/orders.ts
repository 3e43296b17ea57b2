// Orders' writes: every status change is the conditional UPDATE the state machine allows (order-machine.ts), decided
// here and built by worker/db/order-writes.ts for the caller's db.batch(); plus new order ids and booking references.
import type { ItemStatus } from "../../shared/order.ts";
import { ITEM_TRANSITIONS, sourcesOf, type ItemEvent, type OrderEvent } from "./order-machine.ts";
import type { Guard } from "../db/guards.ts";
import { setItemStatus, setOrderItemsStatus, setOrderStatus, type OrderChanges } from "../db/order-writes.ts";

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

type TransitionOptions = { set?: OrderChanges; guard?: Guard };

/**
 * `UPDATE orders SET status = <to> WHERE id = ? AND status IN (<every status the event is allowed in>)`: the only
 * way an order's status changes. A result with `meta.changes === 0` means the event did not apply (a duplicate, or
 * the order had moved on), and the caller must not act on it.
 */
export function transition(
  db: D1Database,
  orderId: string,
  event: OrderEvent,
  now: Date,
  options: TransitionOptions = {},
): D1PreparedStatement {
  return setOrderStatus(db, orderId, sourcesOf(event), now, options);
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
  return setItemStatus(db, itemId, { from, to, decided: to === "pending_supplier" ? null : now }, options);
}

/** The same event for every item of an order that is in one of its source statuses, when `guard` holds. */
export function orderItemsTransition(
  db: D1Database,
  orderId: string,
  event: ItemEvent,
  now: Date,
  guard?: Guard,
): D1PreparedStatement {
  return setOrderItemsStatus(db, orderId, itemSourcesOf(event), now, guard);
}

/** True when the statement's UPDATE changed a row: the caller won the transition. */
export const applied = (result: D1Result) => result.meta.changes > 0;

/** Shares the order's discount among its items in proportion to their prices; the shares add up to the discount. */
export function splitDiscount(prices: number[], discount: number): number[] {
  const subtotal = prices.reduce((a, b) => a + b, 0);
  if (discount <= 0 || subtotal <= 0) return prices.map(() => 0);
  const total = Math.min(discount, subtotal);
  const shares = prices.map((p) => Math.floor((total * p) / subtotal));
  let rest = total - shares.reduce((a, b) => a + b, 0);
  // The few fils flooring left over go to the dearest items, never past an item's own price.
  const order = prices.map((_, i) => i).sort((a, b) => prices[b] - prices[a] || a - b);
  for (let k = 0; rest > 0; k = (k + 1) % order.length) {
    const i = order[k];
    if (shares[i] < prices[i]) {
      shares[i]++;
      rest--;
    }
  }
  return shares;
}
