// Verified reviews: a traveller's booked items and whether each may be reviewed now (docs/decisions/012), and the
// statements that write a review with the activity's rating and search bits.
import type { Locale } from "../../shared/locales.ts";
import { RATINGS } from "../../shared/search-filters.ts";
import { FACET_BITS } from "../../shared/search-facets.ts";
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
export async function reviewCandidates(
  db: D1Database,
  userId: string,
  now: Date,
  locale: Locale,
  filter: CandidateFilter = {},
): Promise<ReviewCandidate[]> {
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
    .all<CandidateRow>();
  return results.map((r) => reshapeCandidate(r, locale));
}

type CandidateRow = {
  id: number;
  reference: string;
  date: string;
  start_time: string;
  activity_id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  city_slug: string;
  option_en: string;
  option_ar: string;
  lead_country: string;
  state: ReviewState;
};

const reshapeCandidate = (r: CandidateRow, locale: Locale): ReviewCandidate => ({
  itemId: r.id,
  reference: r.reference,
  activityId: r.activity_id,
  activitySlug: r.slug,
  citySlug: r.city_slug,
  activityTitle: loc(r, "title", locale),
  optionTitle: loc(r, "option", locale),
  date: r.date,
  startTime: r.start_time,
  leadCountry: r.lead_country,
  state: r.state,
});

/**
 * The search document's rating bits recomputed from the activity's stored rating, in SQL, so they follow exactly the
 * rating the same batch just wrote (shared/search-facets.ts sets them the same way at indexing time).
 */
function ratingMaskSql(half: "lo" | "hi"): string {
  const bits = RATINGS.map((threshold) => [threshold, FACET_BITS.rating.get(threshold)!] as const).filter(([, bit]) =>
    half === "lo" ? bit < 32 : bit >= 32,
  );
  if (!bits.length) return `mask_${half}`;
  const shift = (bit: number) => (half === "lo" ? bit : bit - 32);
  const clear = bits.reduce((mask, [, bit]) => mask + 2 ** shift(bit), 0);
  const set = bits
    .map(([threshold, bit]) => `(CASE WHEN a.rating_avg >= ${Number(threshold)} THEN ${2 ** shift(bit)} ELSE 0 END)`)
    .join(" + ");
  return `(mask_${half} & ~${clear}) | (SELECT ${set} FROM activities a WHERE a.id = search_meta.id)`;
}

export type NewReview = {
  userId: string;
  reference: string;
  activityId: number;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  locale: Locale;
};

/**
 * A review's batch: the INSERT … SELECT carries every eligibility condition (ELIGIBLE_SQL; the unique index on
 * order_item_id backs it), then the activity's count and average move only if that insert happened (changes() = 1),
 * then its search document's rating bits follow the new average. The first result's `meta.changes` is 1 when written.
 */
export function writeReviewStatements(db: D1Database, review: NewReview, now: Date): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO reviews (activity_id, rating, title, body, author_name, author_country, locale, created_at, order_item_id, user_id, verified)
         SELECT oi.activity_id, ?3, ?4, ?5, ?6, o.lead_country, ?7, ?2, oi.id, o.user_id, 1
         FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE oi.reference = ?8 AND oi.activity_id = ?9 AND ${ELIGIBLE_SQL}`,
      )
      .bind(
        review.userId,
        now.toISOString(),
        review.rating,
        review.title,
        review.text,
        review.authorName,
        review.locale,
        review.reference,
        review.activityId,
      ),
    db
      .prepare(
        `UPDATE activities SET review_count = review_count + 1, rating_avg = ((rating_avg * review_count) + ?1) / (review_count + 1)
         WHERE id = ?2 AND changes() = 1`,
      )
      .bind(review.rating, review.activityId),
    db
      .prepare(
        `UPDATE search_meta SET mask_lo = ${ratingMaskSql("lo")}, mask_hi = ${ratingMaskSql("hi")} WHERE id = ?1`,
      )
      .bind(review.activityId),
  ];
}
