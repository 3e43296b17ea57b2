// What signing in brings along: the guest orders and offer requests placed with the account's (verified) email, and
// the anonymous cart, merged into the account's saved cart.
import { moveDraftStatement } from "../../db/checkout-drafts.ts";

/** Orders and offer requests made as a guest with this email become the account's. Only for a verified email. */
export function claimGuestRecords(db: D1Database, userId: string, email: string): D1PreparedStatement[] {
  const normal = email.trim().toLowerCase();
  return [
    db.prepare("UPDATE orders SET user_id = ? WHERE user_id IS NULL AND lower(lead_email) = ?").bind(userId, normal),
    db.prepare("UPDATE offer_requests SET user_id = ? WHERE user_id IS NULL AND lower(email) = ?").bind(userId, normal),
  ];
}

/** An anonymous cart becomes the account's (a cart another account owns is left alone). */
export async function claimCart(db: D1Database, cartId: string, userId: string): Promise<void> {
  await db.prepare("UPDATE carts SET user_id = ? WHERE id = ? AND user_id IS NULL").bind(userId, cartId).run();
}

/**
 * The cart the browser carries on with after sign-in. The anonymous cart's items move into the account's latest
 * cart (its version changes, so an attempt started before is not resumed); without a saved cart the anonymous one is
 * simply claimed. Null when there is neither.
 */
export async function mergeCarts(db: D1Database, userId: string, anonymousCartId: string | null, now: Date): Promise<string | null> {
  const saved = await db.prepare("SELECT id FROM carts WHERE user_id = ? ORDER BY updated_at DESC, id LIMIT 1").bind(userId).first<{ id: string }>();
  const anonymous = anonymousCartId
    ? await db.prepare("SELECT id, user_id FROM carts WHERE id = ?").bind(anonymousCartId).first<{ id: string; user_id: string | null }>()
    : null;
  const usable = anonymous && (anonymous.user_id === null || anonymous.user_id === userId) ? anonymous : null;
  if (!usable) return saved?.id ?? null;
  if (!saved || saved.id === usable.id) {
    await claimCart(db, usable.id, userId);
    return usable.id;
  }
  const at = now.toISOString();
  await db.batch([
    db.prepare("UPDATE cart_items SET cart_id = ?1 WHERE cart_id = ?2").bind(saved.id, usable.id),
    // What was typed at checkout comes along (each item's answers travel with the item itself).
    moveDraftStatement(db, usable.id, saved.id),
    db
      .prepare("UPDATE carts SET version = version + 1, updated_at = ?1, promo_code = COALESCE(promo_code, (SELECT promo_code FROM carts WHERE id = ?3)) WHERE id = ?2")
      .bind(at, saved.id, usable.id),
    db.prepare("DELETE FROM carts WHERE id = ? AND user_id IS NULL").bind(usable.id),
  ]);
  return saved.id;
}
