// Reads of a traveller's wishlist: saved ids, their cards, and which activity ids exist.
import type { Locale } from "../../client/lib/locales.ts";
import type { ActivityCard } from "../../client/lib/catalogue.ts";
import { CARD_COLUMNS, toCard, type CardRow } from "./rows.ts";

/** Saved activity ids, newest first. */
export async function wishlistIds(db: D1Database, userId: string): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT activity_id FROM wishlist_items WHERE user_id = ?1 ORDER BY created_at DESC, activity_id DESC")
    .bind(userId)
    .all<{ activity_id: number }>();
  return results.map((r) => Number(r.activity_id));
}

export async function wishlistCards(db: D1Database, userId: string, locale: Locale): Promise<ActivityCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM wishlist_items w JOIN activities a ON a.id = w.activity_id JOIN cities c ON c.id = a.city_id
       WHERE w.user_id = ?1 ORDER BY w.created_at DESC, a.id DESC`,
    )
    .bind(userId)
    .all<CardRow>();
  return results.map((row) => toCard(row, locale));
}

/** Those of `ids` (at most 100: D1's bound-parameter limit) that are activities. */
export async function existingActivityIds(db: D1Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { results } = await db
    .prepare(`SELECT id FROM activities WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<{ id: number }>();
  return new Set(results.map((r) => Number(r.id)));
}

export async function wishlistSize(db: D1Database, userId: string): Promise<number> {
  const row = await db.prepare("SELECT count(*) AS n FROM wishlist_items WHERE user_id = ?1").bind(userId).first<{ n: number }>();
  return Number(row?.n ?? 0);
}
