// Writes to a traveller's wishlist: save, remove, and the merge of a signed-out browser's list at sign-in. On a
// supplier's own site (`supplierId`) another supplier's activity is treated as one that does not exist: it cannot be
// saved there, and removing it there changes nothing (the account keeps it for the site that sells it).
import { WISHLIST_MAX } from "../../shared/wishlist.ts";
import { deleteWishlistItem, existingActivityIds, insertWishlistItem, wishlistSize } from "../db/wishlist.ts";
import type { SupplierScope } from "../db/site-scope.ts";

export type SaveResult = "saved" | "unknown_activity" | "full";

export async function saveToWishlist(
  db: D1Database,
  userId: string,
  activityId: number,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<SaveResult> {
  if (!(await existingActivityIds(db, [activityId], supplierId)).has(activityId)) return "unknown_activity";
  if ((await wishlistSize(db, userId)) >= WISHLIST_MAX) return "full";
  await insertWishlistItem(db, userId, activityId, now).run();
  return "saved";
}

/** Removes a saved activity; on a supplier's own site only one it sells (a marketplace removes even ids no longer activities). */
export async function removeFromWishlist(
  db: D1Database,
  userId: string,
  activityId: number,
  supplierId: SupplierScope = null,
): Promise<void> {
  if (supplierId !== null && !(await existingActivityIds(db, [activityId], supplierId)).has(activityId)) return;
  await deleteWishlistItem(db, userId, activityId).run();
}

/**
 * Adds a browser's locally saved ids (at most 100) to the account: duplicates and ids already saved are kept once,
 * ids that are no longer activities, or that the site does not sell, are skipped (a local list can outlive a listing),
 * the list's cap still holds.
 * The local list is oldest first, so the newest local save stays the newest.
 */
export async function mergeWishlist(
  db: D1Database,
  userId: string,
  ids: number[],
  now: Date,
  supplierId: SupplierScope = null,
): Promise<{ added: number; skipped: number }> {
  const unique = [...new Set(ids)];
  const existing = await existingActivityIds(db, unique, supplierId);
  const room = Math.max(0, WISHLIST_MAX - (await wishlistSize(db, userId)));
  const known = unique.filter((id) => existing.has(id));
  const kept = room === 0 ? [] : known.slice(-room);
  if (kept.length) {
    await db.batch(kept.map((id, i) => insertWishlistItem(db, userId, id, new Date(now.getTime() + i))));
  }
  return { added: kept.length, skipped: unique.length - kept.length };
}
