// The badge service's reads and writes: each activity's sales facts, its current badges, labels and search filter
// bits, the statements that store new ones, and when badges were last worked out.

/** What the badge rules know about one activity (services/badge-rules.ts). */
export type SalesFacts = {
  id: number;
  cityId: number;
  categoryId: number;
  listedOn: string | null;
  /** Seats on departures in the sell-out window: all of them, and those still free (capacity - sold - held). */
  windowCapacity: number;
  windowSeatsLeft: number;
  /** Seats sold on departures in the sell-out window. */
  windowSold: number;
  /** Travellers on live order items of orders created in the last RECENT_BOOKING_DAYS days. */
  recentSeats: number;
  /** Seats sold on departures in the bestseller window. */
  periodSold: number;
};

export type BadgeState = SalesFacts & { badges: string; labels: string; maskLo: number | null; maskHi: number | null };

type BadgeStateRow = {
  id: number;
  city_id: number;
  category_id: number;
  listed_on: string | null;
  badges: string | null;
  labels: string | null;
  mask_lo: number | null;
  mask_hi: number | null;
  window_capacity: number;
  window_seats_left: number;
  window_sold: number;
  period_sold: number;
  recent_seats: number;
};

/** Order items that still hold seats (held, waiting for the supplier, or booked). */
const LIVE_ITEM_STATUSES = "('held', 'pending_supplier', 'confirmed')";

const reshapeBadgeState = (r: BadgeStateRow): BadgeState => ({
  id: r.id,
  cityId: r.city_id,
  categoryId: r.category_id,
  listedOn: r.listed_on ?? null,
  windowCapacity: r.window_capacity,
  windowSeatsLeft: r.window_seats_left,
  windowSold: r.window_sold,
  recentSeats: r.recent_seats,
  periodSold: r.period_sold,
  badges: r.badges ?? "[]",
  labels: r.labels ?? "[]",
  maskLo: r.mask_lo ?? null,
  maskHi: r.mask_hi ?? null,
});

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
    .all<BadgeStateRow>();
  return results.map(reshapeBadgeState);
}

/** When the badges were last worked out, or null. */
export async function lastBadgeRun(db: D1Database): Promise<string | null> {
  const row = await db.prepare("SELECT computed_at FROM badge_runs WHERE id = 1").first<{ computed_at: string }>();
  return row?.computed_at ?? null;
}

/** An activity's data badges and catalogue labels (JSON lists) as worked out. */
export function setActivityBadges(
  db: D1Database,
  activityId: number,
  badgesJson: string,
  labelsJson: string,
): D1PreparedStatement {
  return db
    .prepare("UPDATE activities SET badges = ?2, labels = ?3 WHERE id = ?1")
    .bind(activityId, badgesJson, labelsJson);
}

/** An activity's search filter bits. */
export function setSearchMask(db: D1Database, activityId: number, lo: number, hi: number): D1PreparedStatement {
  return db.prepare("UPDATE search_meta SET mask_lo = ?2, mask_hi = ?3 WHERE id = ?1").bind(activityId, lo, hi);
}

/** Records when the badges were worked out (read back by lastBadgeRun). */
export function recordBadgeRun(db: D1Database, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO badge_runs (id, computed_at) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET computed_at = excluded.computed_at",
    )
    .bind(now.toISOString());
}
