// The cart's statements, for the cart service's batches: a new cart and its items, new counts and prices, removals,
// the promo code, and the version every edit moves (checkout's idempotency key is the cart id with its version).
import type { Counts } from "../../shared/booking-math.ts";

/** The statement that marks a cart edited: a new version (a new checkout attempt) and its time. */
export function bumpCartVersion(db: D1Database, cartId: string, now: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE carts SET version = version + 1, updated_at = ? WHERE id = ?")
    .bind(now.toISOString(), cartId);
}

export function insertCart(db: D1Database, cartId: string, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db.prepare("INSERT INTO carts (id, version, created_at, updated_at) VALUES (?, 1, ?, ?)").bind(cartId, at, at);
}

export type NewCartItem = {
  activityId: number;
  optionId: number;
  slotId: number;
  units: number;
  counts: Counts;
  extras: number[];
  quotedPrice: number;
};

/** Adds an item; its row answers `{ id }`. */
export function insertCartItem(db: D1Database, cartId: string, item: NewCartItem, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO cart_items (cart_id, activity_id, option_id, slot_id, units, counts, extras, quoted_price, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(
      cartId,
      item.activityId,
      item.optionId,
      item.slotId,
      item.units,
      JSON.stringify(item.counts),
      JSON.stringify(item.extras),
      item.quotedPrice,
      now.toISOString(),
    );
}

/** How many items the cart holds, as a statement for a batch: its row answers `{ n }`. */
export function countCartItemsStatement(db: D1Database, cartId: string): D1PreparedStatement {
  return db.prepare("SELECT count(*) AS n FROM cart_items WHERE cart_id = ?").bind(cartId);
}

/** New travellers for one item of the cart, with the price they were quoted at. */
export function setCartItemCounts(
  db: D1Database,
  cartId: string,
  itemId: number,
  counts: Counts,
  quotedPrice: number,
): D1PreparedStatement {
  return db
    .prepare("UPDATE cart_items SET counts = ?, quoted_price = ? WHERE id = ? AND cart_id = ?")
    .bind(JSON.stringify(counts), quotedPrice, itemId, cartId);
}

export function setQuotedPrice(
  db: D1Database,
  cartId: string,
  itemId: number,
  quotedPrice: number,
): D1PreparedStatement {
  return db
    .prepare("UPDATE cart_items SET quoted_price = ? WHERE id = ? AND cart_id = ?")
    .bind(quotedPrice, itemId, cartId);
}

/**
 * Statements that remove items, for callers that need them inside their own batch. The version moves only when an
 * item went (SQLite's changes() sees the DELETE just before it in the batch).
 */
export function removeCartItemsStatements(
  db: D1Database,
  cartId: string,
  itemIds: number[],
  now: Date,
): D1PreparedStatement[] {
  if (itemIds.length === 0) return [];
  return [
    db
      .prepare(`DELETE FROM cart_items WHERE cart_id = ? AND id IN (${itemIds.map(() => "?").join(", ")})`)
      .bind(cartId, ...itemIds),
    db
      .prepare("UPDATE carts SET version = version + 1, updated_at = ? WHERE id = ? AND changes() > 0")
      .bind(now.toISOString(), cartId),
  ];
}

/** Statements that empty the cart once its order is booked: items and promo code go, the version moves on. */
export function emptyCartStatements(db: D1Database, cartId: string, now: Date): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(cartId),
    db
      .prepare("UPDATE carts SET promo_code = NULL, version = version + 1, updated_at = ? WHERE id = ?")
      .bind(now.toISOString(), cartId),
  ];
}

/** Puts a promo code on the cart (a new version). */
export function setCartPromo(db: D1Database, cartId: string, code: string, now: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE carts SET promo_code = ?, version = version + 1, updated_at = ? WHERE id = ?")
    .bind(code, now.toISOString(), cartId);
}

/** Takes the cart's promo code off (a new version only when there was one: `meta.changes` says). */
export function clearCartPromo(db: D1Database, cartId: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE carts SET promo_code = NULL, version = version + 1, updated_at = ? WHERE id = ? AND promo_code IS NOT NULL",
    )
    .bind(now.toISOString(), cartId);
}
