// Guards: conditions a statement adds to its WHERE, read when the statement runs, so they see the batch's earlier
// writes. Every status or existence check a batch's later statements depend on is built here.
import type { ItemStatus, OrderStatus } from "../../shared/order.ts";

/** A condition the caller adds to a statement's WHERE clause, with its own `?` parameters. */
export type Guard = { sql: string; params: unknown[] };

/** ` AND (<guard>)`, or nothing. */
export const and = (guard?: Guard) => (guard ? ` AND (${guard.sql})` : "");
/** The guard's parameters, or none. */
export const params = (guard?: Guard) => guard?.params ?? [];

/** Appended to a transition right after another statement: it applies only if that statement changed a row. */
export const AFTER_PREVIOUS: Guard = { sql: "changes() = 1", params: [] };
/** The same after a statement that may change several rows (a whole day's departures): it changed at least one. */
export const AFTER_ANY_CHANGE: Guard = { sql: "changes() > 0", params: [] };

/** The order is in `status`. */
export const orderStatusIs = (orderId: string, status: OrderStatus): Guard => ({
  sql: "(SELECT status FROM orders WHERE id = ?) = ?",
  params: [orderId, status],
});
/** The order exists: its items and holds are written only if the batch's insert made it. */
export const orderExists = (orderId: string): Guard => ({
  sql: "EXISTS (SELECT 1 FROM orders WHERE id = ?)",
  params: [orderId],
});
/** No order has the attempt's key yet: a second request for the same attempt takes no seats. */
export const noOrderWithKey = (idempotencyKey: string): Guard => ({
  sql: "NOT EXISTS (SELECT 1 FROM orders WHERE idempotency_key = ?)",
  params: [idempotencyKey],
});
/** The item is in `status`. */
export const itemStatusIs = (itemId: number, status: ItemStatus): Guard => ({
  sql: "(SELECT status FROM order_items WHERE id = ?) = ?",
  params: [itemId, status],
});
/** None of the item's holds became sold seats: its hold was lost. */
export const noSoldHold = (itemId: number): Guard => ({
  sql: "NOT EXISTS (SELECT 1 FROM holds WHERE order_item_id = ? AND state = 'sold')",
  params: [itemId],
});
