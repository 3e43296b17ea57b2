// What signing in claims for the account: guest orders and offer requests by their (normalised) email, an anonymous
// cart, or its items merged into the account's saved cart.
import { moveDraftStatement } from "./checkout-drafts.ts";

/** Orders and offer requests made as a guest with `email` (already normalised) become the account's. */
export function claimGuestRecordsStatements(db: D1Database, userId: string, email: string): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE orders SET user_id = ? WHERE user_id IS NULL AND lower(lead_email) = ?").bind(userId, email),
    db.prepare("UPDATE offer_requests SET user_id = ? WHERE user_id IS NULL AND lower(email) = ?").bind(userId, email),
  ];
}

/** An anonymous cart becomes the account's (a cart another account owns is left alone). */
export function claimCartStatement(db: D1Database, cartId: string, userId: string): D1PreparedStatement {
  return db.prepare("UPDATE carts SET user_id = ? WHERE id = ? AND user_id IS NULL").bind(userId, cartId);
}

/** The account's most recently updated cart, or null. */
export async function latestCartOf(db: D1Database, userId: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT id FROM carts WHERE user_id = ? ORDER BY updated_at DESC, id LIMIT 1")
    .bind(userId)
    .first<{ id: string }>();
  return row?.id ?? null;
}

/** A cart and its owner (null while it is anonymous), or null when there is no such cart. */
export async function cartOwnership(
  db: D1Database,
  cartId: string,
): Promise<{ id: string; userId: string | null } | null> {
  const row = await db
    .prepare("SELECT id, user_id FROM carts WHERE id = ?")
    .bind(cartId)
    .first<{ id: string; user_id: string | null }>();
  return row ? { id: row.id, userId: row.user_id } : null;
}

/**
 * The anonymous cart `fromId`'s items move into the account's cart `toId`, with what was typed at checkout (each
 * item's answers travel with the item itself); `toId` takes its promo code when it has none and a new version (an
 * attempt started before is not resumed), and the emptied cart goes.
 */
export function mergeCartStatements(db: D1Database, fromId: string, toId: string, now: Date): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE cart_items SET cart_id = ?1 WHERE cart_id = ?2").bind(toId, fromId),
    moveDraftStatement(db, fromId, toId),
    db
      .prepare(
        "UPDATE carts SET version = version + 1, updated_at = ?1, promo_code = COALESCE(promo_code, (SELECT promo_code FROM carts WHERE id = ?3)) WHERE id = ?2",
      )
      .bind(now.toISOString(), toId, fromId),
    db.prepare("DELETE FROM carts WHERE id = ? AND user_id IS NULL").bind(fromId),
  ];
}
