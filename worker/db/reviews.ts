// Reads for verified reviews: a traveller's booked items and whether each may be reviewed now (docs/decisions/012).
import type { Locale } from "../../shared/locales.ts";
import { departureStartUtcSql, loc } from "./rows.ts";

/** Why an item of the traveller's can or cannot be reviewed. */
export type ReviewState = "eligible" | "reviewed" | "upcoming" | "cancelled" | "not_confirmed";

export type ReviewCandidate = {
  itemId: number;
  reference: string;
  activityId: number;
  activitySlug: string;
  citySlug: string;
  activityTitle: string;
  optionTitle: string;
  date: string;
  startTime: string;
  /** The order's lead country: the review's author country. */
  leadCountry: string;
  state: ReviewState;
};

/**
 * The start of an item in UTC, as SQLite datetimes compare: dates and times are Gulf time (UTC+4, no daylight saving).
 * `oi` is order_items.
 */
export const ITEM_START_UTC = departureStartUtcSql("oi.date", "oi.start_time");

/**
 * Every condition for reviewing an item, with ?1 the user's id and ?2 now (ISO): the traveller's own order, confirmed
 * and never cancelled, started, and not reviewed yet. The write repeats it, so a replay or a race cannot pass it twice.
 * Aliases: oi = order_items, o = orders.
 */
export const ELIGIBLE_SQL = `o.user_id = ?1 AND oi.status = 'confirmed' AND ${ITEM_START_UTC} <= datetime(?2)
  AND NOT EXISTS (SELECT 1 FROM cancellations x WHERE x.order_item_id = oi.id)
  AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_item_id = oi.id)`;

const STATE_SQL = `CASE
    WHEN oi.status = 'cancelled' OR EXISTS (SELECT 1 FROM cancellations x WHERE x.order_item_id = oi.id) THEN 'cancelled'
    WHEN EXISTS (SELECT 1 FROM reviews r WHERE r.order_item_id = oi.id) THEN 'reviewed'
    WHEN oi.status <> 'confirmed' THEN 'not_confirmed'
    WHEN ${ITEM_START_UTC} > datetime(?2) THEN 'upcoming'
    ELSE 'eligible' END`;

export type CandidateFilter = { activitySlug?: string; reference?: string };

/**
 * The traveller's booked items (of one activity, or one item by reference, or all), each with its review state;
 * eligible ones first, then by reference. Only items of orders that belong to `userId` are ever returned.
 */
export async function reviewCandidates(db: D1Database, userId: string, now: Date, locale: Locale, filter: CandidateFilter = {}): Promise<ReviewCandidate[]> {
  const where: string[] = ["o.user_id = ?1"];
  const binds: unknown[] = [userId, now.toISOString()];
  if (filter.activitySlug !== undefined) {
    binds.push(filter.activitySlug);
    where.push(`a.slug = ?${binds.length}`);
  }
  if (filter.reference !== undefined) {
    binds.push(filter.reference);
    where.push(`oi.reference = ?${binds.length}`);
  }
  const { results } = await db
    .prepare(
      `SELECT oi.id, oi.reference, oi.date, oi.start_time, a.id AS activity_id, a.slug, a.title_en, a.title_ar, c.slug AS city_slug,
         op.title_en AS option_en, op.title_ar AS option_ar, o.lead_country, ${STATE_SQL} AS state
       FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN activities a ON a.id = oi.activity_id
       JOIN cities c ON c.id = a.city_id JOIN options op ON op.id = oi.option_id
       WHERE ${where.join(" AND ")} AND oi.status NOT IN ('held', 'released')
       ORDER BY (state = 'eligible') DESC, oi.reference LIMIT 200`,
    )
    .bind(...binds)
    .all<Record<string, unknown>>();
  return results.map((r) => ({
    itemId: Number(r.id),
    reference: String(r.reference),
    activityId: Number(r.activity_id),
    activitySlug: String(r.slug),
    citySlug: String(r.city_slug),
    activityTitle: loc(r, "title", locale),
    optionTitle: loc(r, "option", locale),
    date: String(r.date),
    startTime: String(r.start_time),
    leadCountry: String(r.lead_country),
    state: r.state as ReviewState,
  }));
}
