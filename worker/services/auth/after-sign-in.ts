// What signing in brings along: the guest orders and offer requests placed with the account's (verified) email, and
// the anonymous cart, merged into the account's saved cart.
import { normalEmail } from "../../db/users.ts";
import {
  cartOwnership,
  claimCartStatement,
  claimGuestRecordsStatements,
  latestCartOf,
  mergeCartStatements,
} from "../../db/sign-in-claims.ts";

/** Orders and offer requests made as a guest with this email become the account's. Only for a verified email. */
export function claimGuestRecords(db: D1Database, userId: string, email: string): D1PreparedStatement[] {
  return claimGuestRecordsStatements(db, userId, normalEmail(email));
}

/** An anonymous cart becomes the account's (a cart another account owns is left alone). */
export async function claimCart(db: D1Database, cartId: string, userId: string): Promise<void> {
  await claimCartStatement(db, cartId, userId).run();
}

/**
 * The cart the browser carries on with after sign-in. The anonymous cart's items move into the account's latest
 * cart (its version changes, so an attempt started before is not resumed); without a saved cart the anonymous one is
 * simply claimed. Null when there is neither.
 */
export async function mergeCarts(
  db: D1Database,
  userId: string,
  anonymousCartId: string | null,
  now: Date,
): Promise<string | null> {
  const saved = await latestCartOf(db, userId);
  const anonymous = anonymousCartId ? await cartOwnership(db, anonymousCartId) : null;
  const usable = anonymous && (anonymous.userId === null || anonymous.userId === userId) ? anonymous : null;
  if (!usable) return saved;
  if (!saved || saved === usable.id) {
    await claimCart(db, usable.id, userId);
    return usable.id;
  }
  await db.batch(mergeCartStatements(db, usable.id, saved, now));
  return saved;
}
