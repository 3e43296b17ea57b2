// Reads for the badge service: each activity's sales facts, and its current badges, labels and search filter bits.
import type { SalesFacts } from "../services/badge-rules.ts";

export type BadgeState = SalesFacts & { badges: string; labels: string; maskLo: number | null; maskHi: number | null };

/** Order items that still hold seats (held, waiting for the supplier, or booked). */
const LIVE_ITEM_STATUSES = "('held', 'pending_supplier', 'confirmed')";

export async function badgeStates(
  db: D1Database,
  w: { sellOutFrom: string; sellOutTo: string; periodFrom: string; periodTo: string; recentSince: string },
): Promise<BadgeState[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.city_id, a.category_id, a.listed_on, a.badges, a.labels, m.mask_lo, m.mask_hi,
         COALESCE(win.capacity, 0) AS window_capacity, COALESCE(win.seats_left, 0) AS window_seats_left,
         COALESCE(win.sold, 0) AS window_sold, COALESCE(per.sold, 0) AS period_sold, COALESCE(rec.seats, 0) AS recent_seats
       FROM activities a
       LEFT JOIN search_meta m ON m.id = a.id
       LEFT JOIN (SELECT activity_id, SUM(capacity) AS capacity, SUM(capacity - sold - held) AS seats_left, SUM(sold) AS sold
                  FROM availability WHERE date >= ?1 AND date < ?2 GROUP BY activity_id) win ON win.activity_id = a.id
       LEFT JOIN (SELECT activity_id, SUM(sold) AS sold
                  FROM availability WHERE date >= ?3 AND date < ?4 GROUP BY activity_id) per ON per.activity_id = a.id
       LEFT JOIN (SELECT i.activity_id, SUM(i.travellers) AS seats FROM order_items i JOIN orders o ON o.id = i.order_id
                  WHERE o.created_at >= ?5 AND i.status IN ${LIVE_ITEM_STATUSES} GROUP BY i.activity_id) rec ON rec.activity_id = a.id
       ORDER BY a.id`,
    )
    .bind(w.sellOutFrom, w.sellOutTo, w.periodFrom, w.periodTo, w.recentSince)
    .all<Record<string, unknown>>();
  return results.map((r) => ({
    id: Number(r.id),
    cityId: Number(r.city_id),
    categoryId: Number(r.category_id),
    listedOn: (r.listed_on as string | null) ?? null,
    windowCapacity: Number(r.window_capacity),
    windowSeatsLeft: Number(r.window_seats_left),
    windowSold: Number(r.window_sold),
    recentSeats: Number(r.recent_seats),
    periodSold: Number(r.period_sold),
    badges: String(r.badges ?? "[]"),
    labels: String(r.labels ?? "[]"),
    maskLo: r.mask_lo === null || r.mask_lo === undefined ? null : Number(r.mask_lo),
    maskHi: r.mask_hi === null || r.mask_hi === undefined ? null : Number(r.mask_hi),
  }));
}

/** When the badges were last worked out, or null. */
export async function lastBadgeRun(db: D1Database): Promise<string | null> {
  const row = await db.prepare("SELECT computed_at FROM badge_runs WHERE id = 1").first<{ computed_at: string }>();
  return row?.computed_at ?? null;
}
