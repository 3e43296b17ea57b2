// A traveller's wishlist: saved ids, their cards, which activity ids exist, and the statements that save and remove. On a supplier's own site
// (`supplierId`) the list is the saved activities that site sells: the others stay in the account, unseen there.
import type { Locale } from "../../shared/locales.ts";
import type { ActivityCard } from "../../shared/catalogue.ts";
import { CARD_COLUMNS, toCard, type CardRow } from "./rows.ts";
import { soldOnSite, type SupplierScope } from "./site-scope.ts";

/** Saved activity ids the site sells, newest first. */
export async function wishlistIds(db: D1Database, userId: string, supplierId: SupplierScope = null): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT w.activity_id FROM wishlist_items w WHERE w.user_id = ?1 AND ${soldOnSite("w.activity_id", "?2")} ORDER BY w.created_at DESC, w.activity_id DESC`,
    )
    .bind(userId, supplierId)
    .all<{ activity_id: number }>();
  return results.map((r) => r.activity_id);
}

export async function wishlistCards(
  db: D1Database,
  userId: string,
  locale: Locale,
  supplierId: SupplierScope = null,
): Promise<ActivityCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM wishlist_items w JOIN activities a ON a.id = w.activity_id JOIN cities c ON c.id = a.city_id
       WHERE w.user_id = ?1 AND ${soldOnSite("a.id", "?2")} ORDER BY w.created_at DESC, a.id DESC`,
    )
    .bind(userId, supplierId)
    .all<CardRow>();
  return results.map((row) => toCard(row, locale));
}

/** Those of `ids` (at most 100) that are activities the site sells. */
export async function existingActivityIds(
  db: D1Database,
  ids: number[],
  supplierId: SupplierScope = null,
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { results } = await db
    .prepare(
      `SELECT a.id FROM activities a WHERE a.id IN (SELECT value FROM json_each(?1)) AND ${soldOnSite("a.id", "?2")}`,
    )
    .bind(JSON.stringify(ids), supplierId)
    .all<{ id: number }>();
  return new Set(results.map((r) => r.id));
}

export async function wishlistSize(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM wishlist_items WHERE user_id = ?1")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Saves an activity, saved at `at` (already saved: unchanged). */
export function insertWishlistItem(db: D1Database, userId: string, activityId: number, at: Date): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO wishlist_items (user_id, activity_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (user_id, activity_id) DO NOTHING",
    )
    .bind(userId, activityId, at.toISOString());
}

export function deleteWishlistItem(db: D1Database, userId: string, activityId: number): D1PreparedStatement {
  return db.prepare("DELETE FROM wishlist_items WHERE user_id = ?1 AND activity_id = ?2").bind(userId, activityId);
}
