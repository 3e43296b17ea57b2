// An experience's reviews, a page at a time: sorted, filtered by stars and language, with the counts the filters show.
import type { Locale } from "../../shared/locales.ts";
import {
  REVIEW_LANGUAGES,
  REVIEWS_PER_PAGE,
  STAR_VALUES,
  type ListedReview,
  type ReviewPage,
  type ReviewQuery,
  type StarValue,
} from "../../shared/reviews.ts";

import { readOne, type Read } from "./batch.ts";

export { parseReviewQuery } from "../../shared/reviews.ts";

/** A reviews row, the columns a page shows. */
type ReviewRow = {
  id: number;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  locale: string;
  created_at: string;
  verified: number;
};

/** The facet counts: reviews per rating and language. */
type FacetRow = { rating: StarValue; locale: Locale; n: number };

/** Ties (same stars, same moment) fall back to the id, so every review sits on exactly one page. */
const ORDER: Record<ReviewQuery["sort"], string> = {
  newest: "created_at DESC, id DESC",
  highest: "rating DESC, created_at DESC, id DESC",
  lowest: "rating ASC, created_at DESC, id DESC",
};

function reshapeReview(r: ReviewRow): ListedReview {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: r.author_name,
    locale: r.locale === "ar" ? "ar" : "en",
    date: r.created_at,
    verified: r.verified === 1,
  };
}

/** `column IN (?, ?, …)` for a non-empty list, or nothing. */
function inList(column: string, values: readonly unknown[]): { sql: string; binds: unknown[] } {
  return values.length
    ? { sql: ` AND ${column} IN (${values.map(() => "?").join(", ")})`, binds: [...values] }
    : { sql: "", binds: [] };
}

/**
 * One page of the activity's reviews for `query`; a page past the last one answers the last (read again then). `_locale`
 * is the page's language: reviews are shown in the language they were written in, whatever it is.
 */
export function reviewPageRead(
  db: D1Database,
  activityId: number,
  _locale: Locale,
  query: ReviewQuery,
): Read<ReviewPage> {
  const stars = inList("rating", query.stars);
  const languages = inList("locale", query.languages);
  const where = `activity_id = ?${stars.sql}${languages.sql}`;
  const binds = [activityId, ...stars.binds, ...languages.binds];
  const pageOf = (page: number) =>
    db
      // Named columns only: the reviewer's country (and user id) never leave the database from here.
      .prepare(
        `SELECT id, rating, title, body, author_name, locale, created_at, verified FROM reviews WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`,
      )
      .bind(...binds, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE);
  return {
    statements: [
      db
        .prepare("SELECT rating, locale, count(*) AS n FROM reviews WHERE activity_id = ? GROUP BY rating, locale")
        .bind(activityId),
      pageOf(query.page),
    ],
    map: async ([facets, first]) => {
      const starCounts = Object.fromEntries(STAR_VALUES.map((s) => [s, 0])) as Record<StarValue, number>;
      const languageCounts = Object.fromEntries(REVIEW_LANGUAGES.map((l) => [l, 0])) as Record<Locale, number>;
      let total = 0;
      for (const row of facets.results as FacetRow[]) {
        const { rating, locale, n } = row;
        const starOk = !query.stars.length || query.stars.includes(rating);
        const languageOk = !query.languages.length || query.languages.includes(locale);
        if (languageOk && rating in starCounts) starCounts[rating] += n;
        if (starOk && locale in languageCounts) languageCounts[locale] += n;
        if (starOk && languageOk) total += n;
      }
      const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
      const page = Math.min(query.page, pageCount);
      const rows = page === query.page ? (first.results as ReviewRow[]) : (await pageOf(page).all<ReviewRow>()).results;
      return {
        query: { ...query, page },
        reviews: rows.map(reshapeReview),
        total,
        pageCount,
        starCounts,
        languageCounts,
      };
    },
    remember: `reviews:${activityId}:${JSON.stringify([query.sort, query.page, query.stars, query.languages])}`,
  };
}

export const loadReviewPage = (
  db: D1Database,
  activityId: number,
  locale: Locale,
  query: ReviewQuery,
): Promise<ReviewPage> => readOne(db, reviewPageRead(db, activityId, locale, query));
