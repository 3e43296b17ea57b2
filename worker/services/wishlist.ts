// Writes to a traveller's wishlist: save, remove, and the merge of a signed-out browser's list at sign-in.
import { WISHLIST_MAX } from "../../client/lib/wishlist.ts";
import { existingActivityIds, wishlistSize } from "../db/wishlist.ts";

export type SaveResult = "saved" | "unknown_activity" | "full";

export async function saveToWishlist(db: D1Database, userId: string, activityId: number, now: Date): Promise<SaveResult> {
  if (!(await existingActivityIds(db, [activityId])).has(activityId)) return "unknown_activity";
  if ((await wishlistSize(db, userId)) >= WISHLIST_MAX) return "full";
  await db
    .prepare("INSERT INTO wishlist_items (user_id, activity_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (user_id, activity_id) DO NOTHING")
    .bind(userId, activityId, now.toISOString())
    .run();
  return "saved";
}

export async function removeFromWishlist(db: D1Database, userId: string, activityId: number): Promise<void> {
  await db.prepare("DELETE FROM wishlist_items WHERE user_id = ?1 AND activity_id = ?2").bind(userId, activityId).run();
}

/**
 * Adds a browser's locally saved ids (at most 100) to the account: duplicates and ids already saved are kept once,
 * ids that are no longer activities are skipped (a local list can outlive a listing), the list's cap still holds.
 * The local list is oldest first, so the newest local save stays the newest.
 */
export async function mergeWishlist(db: D1Database, userId: string, ids: number[], now: Date): Promise<{ added: number; skipped: number }> {
  const unique = [...new Set(ids)];
  const existing = await existingActivityIds(db, unique);
  const room = Math.max(0, WISHLIST_MAX - (await wishlistSize(db, userId)));
  const known = unique.filter((id) => existing.has(id));
  const kept = room === 0 ? [] : known.slice(-room);
  if (kept.length) {
    await db.batch(
      kept.map((id, i) =>
        db
          .prepare("INSERT INTO wishlist_items (user_id, activity_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (user_id, activity_id) DO NOTHING")
          .bind(userId, id, new Date(now.getTime() + i).toISOString()),
      ),
    );
  }
  return { added: kept.length, skipped: unique.length - kept.length };
}
