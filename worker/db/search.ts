// Search queries over the FTS5 index, and rebuilding the index from the catalogue.
import type { Locale } from "../../client/lib/locales.ts";
import type { ActivityCard } from "../../client/lib/catalogue.ts";
import { normalizeSearchText } from "../services/search-text.ts";
import { facetValues } from "../services/search-facets.ts";
import { FACETS, type Facet, type SearchState } from "../../client/lib/search-filters.ts";
import { CARD_COLUMNS, jsonList, loc, toCard, type CardRow } from "./rows.ts";

type IndexRow = [kind: string, refId: number, price: number, popularity: number, title: string, places: string, body: string];
type FacetRow = [activityId: number, facet: Facet, value: string];
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
  const rows: IndexRow[] = [
    ...cities.results.map((c): IndexRow => ["city", Number(c.id), 0, 0, n(c.name_en, c.name_ar), n(c.country_code), ""]),
    ...activities.results.map((a): IndexRow => [
      "activity", Number(a.id), Number(a.from_price), Number(a.popularity),
      n(a.title_en, a.title_ar), n(a.city_en, a.city_ar, a.category_en, a.category_ar, a.address_en, a.address_ar), n(a.summary_en, a.summary_ar),
    ]),
  ];
  const facetRows: FacetRow[] = activities.results.flatMap((a) => {
    const values = facetValues({
        fromPrice: Number(a.from_price),
        durationMinutes: Number(a.duration_minutes),
        minAge: Number(a.min_age),
        rating: Number(a.rating_avg),
        timeOfDay: jsonList(a.time_of_day),
        languages: jsonList(a.languages),
        occasions: jsonList(a.occasions),
        labels: jsonList(a.labels),
        bestFor: jsonList(a.best_for),
    });
    return FACETS.flatMap((facet) => [...new Set(values[facet])].map((value): FacetRow => [Number(a.id), facet, value]));
  });
  const statements: D1PreparedStatement[] = [db.prepare("DELETE FROM search_fts"), db.prepare("DELETE FROM search_facets")];
  const insert = (table: string, columns: string[], list: (string | number)[][]) => {
    const perStatement = Math.floor(MAX_BOUND / columns.length);
    for (let i = 0; i < list.length; i += perStatement) {
      const chunk = list.slice(i, i + perStatement);
      const tuple = `(${columns.map(() => "?").join(", ")})`;
      statements.push(db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`).bind(...chunk.flat()));
    }
  };
  insert("search_fts", ["kind", "ref_id", "price", "popularity", "title", "places", "body"], rows);
  insert("search_facets", ["activity_id", "facet", "value"], facetRows);
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
}

// bm25 weights follow the column order: kind, ref_id, price, popularity (unindexed), title, places, body.
const SCORE = "bm25(search_fts, 0, 0, 0, 0, 10.0, 4.0, 1.0)";
const MATCHING = "FROM search_fts WHERE search_fts MATCH ?1 AND kind = 'activity'";
const ORDER: Record<SearchState["sort"], string> = {
  // bm25 is lower-is-better; popularity nudges equally relevant activities
  recommended: `${SCORE} - popularity / 500.0, ref_id`,
  "price-asc": `price, ${SCORE} - popularity / 500.0, ref_id`,
  "price-desc": `price DESC, ${SCORE} - popularity / 500.0, ref_id`,
};

export type SearchPage = { ids: number[]; total: number; counts: Record<Facet, Map<string, number>> };

/**
 * One round trip: a page of matching ids, their total, and for each facet the count of every value among the
 * matches that all *other* selected filters accept (AND across facets, OR within one). Facet names come from the
 * fixed list; the text and every value are bound parameters.
 */
export async function searchActivities(db: D1Database, match: string, state: SearchState, pageSize: number): Promise<SearchPage> {
  const active = FACETS.filter((f) => state.filters[f].length > 0);
  const where = (except: Facet | null, params: (string | number)[]) =>
    active
      .filter((f) => f !== except)
      .map((f) => {
        const values = state.filters[f];
        params.push(f, ...values);
        return ` AND ref_id IN (SELECT activity_id FROM search_facets WHERE facet = ?${params.length - values.length} AND value IN (${values.map((_, i) => `?${params.length - values.length + 1 + i}`).join(", ")}))`;
      })
      .join("");
  const statement = (sql: (p: (string | number)[]) => string) => {
    const params: (string | number)[] = [match];
    const text = sql(params);
    return db.prepare(text).bind(...params);
  };
  const pageStatement = statement((p) => {
    const filters = where(null, p);
    p.push(pageSize, (state.page - 1) * pageSize);
    return `SELECT ref_id ${MATCHING}${filters} ORDER BY ${ORDER[state.sort]} LIMIT ?${p.length - 1} OFFSET ?${p.length}`;
  });
  const totalStatement = statement((p) => `SELECT count(*) AS n ${MATCHING}${where(null, p)}`);
  const facetStatements = FACETS.map((facet) =>
    statement((p) => {
      const filters = where(facet, p);
      p.push(facet);
      return `SELECT f.value, count(*) AS n FROM search_facets f WHERE f.facet = ?${p.length} AND f.activity_id IN (SELECT ref_id ${MATCHING}${filters}) GROUP BY f.value`;
    }),
  );
  const [page, total, ...facetResults] = await db.batch<Record<string, unknown>>([pageStatement, totalStatement, ...facetStatements]);
  const counts = {} as Record<Facet, Map<string, number>>;
  FACETS.forEach((facet, i) => {
    counts[facet] = new Map(facetResults[i].results.map((r) => [String(r.value), Number(r.n)]));
  });
  return { ids: page.results.map((r) => Number(r.ref_id)), total: Number(total.results[0].n), counts };
}

export type CityHit = { slug: string; name: string; countryCode: string; activityCount: number };

export async function matchCities(db: D1Database, match: string, locale: Locale, limit = 6): Promise<CityHit[]> {
  const { results } = await db
    .prepare(
      `SELECT c.slug, c.name_en, c.name_ar, c.country_code, (SELECT count(*) FROM activities a WHERE a.city_id = c.id) AS activity_count
       FROM (SELECT ref_id, ${SCORE} AS score FROM search_fts WHERE search_fts MATCH ?1 AND kind = 'city') s
       JOIN cities c ON c.id = s.ref_id ORDER BY s.score LIMIT ?2`,
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

export type Suggestion = { kind: "city" | "activity"; slug: string; title: string; citySlug: string; cityName: string };

/** A few cities and the best-matching popular activities, for the search box. */
export async function suggest(db: D1Database, match: string, locale: Locale, limit = 6): Promise<Suggestion[]> {
  const [cities, activities] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT c.slug, c.name_en, c.name_ar FROM (SELECT ref_id, ${SCORE} AS score FROM search_fts WHERE search_fts MATCH ?1 AND kind = 'city') s
         JOIN cities c ON c.id = s.ref_id ORDER BY s.score LIMIT 3`,
      )
      .bind(match),
    db
      .prepare(
        `SELECT a.slug, a.title_en, a.title_ar, c.slug AS city_slug, c.name_en AS city_name_en, c.name_ar AS city_name_ar
         FROM (SELECT ref_id, ${SCORE} AS score FROM search_fts WHERE search_fts MATCH ?1 AND kind = 'activity') s
         JOIN activities a ON a.id = s.ref_id JOIN cities c ON c.id = a.city_id
         ORDER BY s.score - a.popularity / 500.0 LIMIT ?2`,
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
