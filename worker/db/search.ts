// Search queries over the FTS5 index, and rebuilding the index from the catalogue.
import type { Locale } from "../../client/lib/locales.ts";
import type { ActivityCard, CityHit, Suggestion } from "../../client/lib/catalogue.ts";
import { normalizeSearchText } from "../services/search-text.ts";
import { encodeMask, facetValues } from "../services/search-facets.ts";
import { CARD_COLUMNS, jsonList, loc, toCard, type CardRow } from "./rows.ts";

/** What filtering and sorting need of each matching activity. */
export type SearchRow = { id: number; score: number; fromPrice: number; popularity: number; maskLo: number; maskHi: number };

const MAX_BOUND = 100; // D1's limit of bound values per statement

/** Re-creates the index for every city and activity (after seeding or a bulk catalogue change). */
export async function rebuildSearchIndex(db: D1Database): Promise<void> {
  const [activities, cities] = await db.batch<Record<string, string | number>>([
    db.prepare(
      `SELECT a.id, a.title_en, a.title_ar, a.summary_en, a.summary_ar, c.name_en AS city_en, c.name_ar AS city_ar,
         g.name_en AS category_en, g.name_ar AS category_ar, a.address_en, a.address_ar, a.from_price, a.popularity,
         a.duration_minutes, a.min_age, a.rating_avg, a.time_of_day, a.languages, a.occasions, a.labels, a.best_for
       FROM activities a JOIN cities c ON c.id = a.city_id JOIN categories g ON g.id = a.category_id`,
    ),
    db.prepare("SELECT id, name_en, name_ar, country_code FROM cities"),
  ]);
  const n = (...parts: (string | number)[]) => normalizeSearchText(parts.join(" "));
  const statements: D1PreparedStatement[] = ["activity_fts", "city_fts", "search_meta"].map((t) => db.prepare(`DELETE FROM ${t}`));
  const insert = (table: string, columns: string[], list: (string | number)[][]) => {
    const perStatement = Math.floor(MAX_BOUND / columns.length);
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    for (let i = 0; i < list.length; i += perStatement) {
      const chunk = list.slice(i, i + perStatement);
      statements.push(db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`).bind(...chunk.flat()));
    }
  };
  insert("city_fts", ["rowid", "title", "places"], cities.results.map((c) => [Number(c.id), n(c.name_en, c.name_ar), n(c.country_code)]));
  insert(
    "activity_fts",
    ["rowid", "title", "places", "body"],
    activities.results.map((a) => [
      Number(a.id),
      n(a.title_en, a.title_ar),
      n(a.city_en, a.city_ar, a.category_en, a.category_ar, a.address_en, a.address_ar),
      n(a.summary_en, a.summary_ar),
    ]),
  );
  insert(
    "search_meta",
    ["id", "price", "popularity", "mask_lo", "mask_hi"],
    activities.results.map((a) => [
      Number(a.id),
      Number(a.from_price),
      Number(a.popularity),
      ...encodeMask(
        facetValues({
          fromPrice: Number(a.from_price),
          durationMinutes: Number(a.duration_minutes),
          minAge: Number(a.min_age),
          rating: Number(a.rating_avg),
          timeOfDay: jsonList(a.time_of_day),
          languages: jsonList(a.languages),
          occasions: jsonList(a.occasions),
          labels: jsonList(a.labels),
          bestFor: jsonList(a.best_for),
        }),
      ),
    ]),
  );
  // Modest batches: very large ones have failed on the local D1 proxy while seeding 10,000 activities.
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50));
}

// bm25 column weights: title, places, body.
const ACTIVITY_SCORE = "bm25(activity_fts, 10.0, 4.0, 1.0)";

/** Every matching activity with what filtering and sorting need: the FTS rowid joins a narrow table, nothing else. */
export async function matchActivities(db: D1Database, match: string): Promise<SearchRow[]> {
  const rows = await db
    .prepare(
      `SELECT m.id, ${ACTIVITY_SCORE}, m.price, m.popularity, m.mask_lo, m.mask_hi
       FROM activity_fts JOIN search_meta m ON m.id = activity_fts.rowid WHERE activity_fts MATCH ?1`,
    )
    .bind(match)
    .raw<[number, number, number, number, number, number]>();
  return rows.map(([id, score, fromPrice, popularity, maskLo, maskHi]) => ({ id, score, fromPrice, popularity, maskLo, maskHi }));
}

export async function matchCities(db: D1Database, match: string, locale: Locale, limit = 6): Promise<CityHit[]> {
  const { results } = await db
    .prepare(
      `SELECT c.slug, c.name_en, c.name_ar, c.country_code, (SELECT count(*) FROM activities a WHERE a.city_id = c.id) AS activity_count
       FROM city_fts JOIN cities c ON c.id = city_fts.rowid WHERE city_fts MATCH ?1 ORDER BY bm25(city_fts) LIMIT ?2`,
    )
    .bind(match, limit)
    .all<Record<string, unknown>>();
  return results.map((r) => ({ slug: String(r.slug), name: loc(r, "name", locale), countryCode: String(r.country_code), activityCount: Number(r.activity_count) }));
}

/** Cards for the given ids, in the given order. */
export async function cardsByIds(db: D1Database, ids: number[], locale: Locale): Promise<ActivityCard[]> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare(`SELECT ${CARD_COLUMNS} FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<CardRow>();
  const byId = new Map(results.map((row) => [Number(row.id), toCard(row, locale)]));
  return ids.map((id) => byId.get(id)).filter((card): card is ActivityCard => Boolean(card));
}

/** A few cities and the best-matching popular activities, for the search box. */
export async function suggest(db: D1Database, match: string, locale: Locale, limit = 6): Promise<Suggestion[]> {
  const [cities, activities] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT c.slug, c.name_en, c.name_ar FROM city_fts JOIN cities c ON c.id = city_fts.rowid
         WHERE city_fts MATCH ?1 ORDER BY bm25(city_fts) LIMIT 3`,
      )
      .bind(match),
    db
      .prepare(
        `SELECT a.slug, a.title_en, a.title_ar, c.slug AS city_slug, c.name_en AS city_name_en, c.name_ar AS city_name_ar
         FROM activity_fts JOIN activities a ON a.id = activity_fts.rowid JOIN cities c ON c.id = a.city_id
         WHERE activity_fts MATCH ?1 ORDER BY ${ACTIVITY_SCORE} - a.popularity / 500.0 LIMIT ?2`,
      )
      .bind(match, limit),
  ]);
  return [
    ...cities.results.map((c) => ({ kind: "city" as const, slug: String(c.slug), title: loc(c, "name", locale), citySlug: String(c.slug), cityName: loc(c, "name", locale) })),
    ...activities.results.map((a) => ({
      kind: "activity" as const,
      slug: String(a.slug),
      title: loc(a, "title", locale),
      citySlug: String(a.city_slug),
      cityName: loc(a, "city_name", locale),
    })),
  ];
}
