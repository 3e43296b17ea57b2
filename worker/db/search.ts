// Search queries over the FTS5 index, and rebuilding the index from the catalogue.
import type { Locale } from "../../shared/locales.ts";
import type { ActivityCard, CityHit, Suggestion } from "../../shared/catalogue.ts";
import { createSearchIndexer, type SynonymRow } from "../../shared/search-index.ts";
import { encodeMask, facetValues } from "../../shared/search-facets.ts";
import { CARD_COLUMNS, jsonList, loc, toCard, type CardRow } from "./rows.ts";
import { readAll, readOne, type Read } from "./batch.ts";
import { soldOnSite, type SupplierScope } from "./site-scope.ts";

/** What filtering and sorting need of each matching activity. */
export type SearchRow = {
  id: number;
  score: number;
  fromPrice: number;
  popularity: number;
  maskLo: number;
  maskHi: number;
};

const MAX_BOUND = 100; // D1's limit of bound values per statement

/** An activity as the index reads it: its texts in both languages, its place, and what its filter bits come from. */
type IndexActivityRow = {
  id: number;
  title_en: string;
  title_ar: string;
  summary_en: string;
  summary_ar: string;
  highlights: string;
  city_en: string;
  city_ar: string;
  country_code: string;
  category_en: string;
  category_ar: string;
  address_en: string;
  address_ar: string;
  from_price: number;
  popularity: number;
  duration_minutes: number;
  min_age: number;
  rating_avg: number;
  time_of_day: string;
  languages: string;
  occasions: string;
  labels: string;
  badges: string;
  best_for: string;
};

type IndexCityRow = { id: number; name_en: string; name_ar: string; country_code: string };

/** Re-creates the index for every city and activity (after seeding or a bulk catalogue change). */
export async function rebuildSearchIndex(db: D1Database): Promise<void> {
  const [activities, cities, options, synonyms] = (await db.batch([
    db.prepare(
      `SELECT a.id, a.title_en, a.title_ar, a.summary_en, a.summary_ar, a.highlights, c.name_en AS city_en, c.name_ar AS city_ar,
         c.country_code, g.name_en AS category_en, g.name_ar AS category_ar, a.address_en, a.address_ar, a.from_price, a.popularity,
         a.duration_minutes, a.min_age, a.rating_avg, a.time_of_day, a.languages, a.occasions, a.labels, a.badges, a.best_for
       FROM activities a JOIN cities c ON c.id = a.city_id JOIN categories g ON g.id = a.category_id`,
    ),
    db.prepare("SELECT id, name_en, name_ar, country_code FROM cities"),
    db.prepare(
      "SELECT activity_id, group_concat(title_en || ' ' || title_ar, ' ') AS titles FROM options GROUP BY activity_id",
    ),
    db.prepare("SELECT group_key, term FROM search_synonyms"),
  ])) as [
    D1Result<IndexActivityRow>,
    D1Result<IndexCityRow>,
    D1Result<{ activity_id: number; titles: string }>,
    D1Result<SynonymRow>,
  ];
  const indexer = createSearchIndexer(synonyms.results);
  const optionTitles = new Map(options.results.map((o) => [o.activity_id, o.titles]));
  const statements: D1PreparedStatement[] = [
    ...["activity_fts", "city_fts"].map((t) => db.prepare(`INSERT INTO ${t} (${t}) VALUES ('delete-all')`)),
    db.prepare("DELETE FROM search_meta"),
  ];
  const insert = (table: string, columns: string[], list: (string | number)[][]) => {
    const perStatement = Math.floor(MAX_BOUND / columns.length);
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    for (let i = 0; i < list.length; i += perStatement) {
      const chunk = list.slice(i, i + perStatement);
      statements.push(
        db
          .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`)
          .bind(...chunk.flat()),
      );
    }
  };
  // Countries go in as phrase tokens (search-index.ts), so their names' words ("arab", "عربي") match nothing.
  const cityRow = (c: IndexCityRow) => {
    const country = indexer.country(c.country_code);
    const title = indexer.text(c.name_en, c.name_ar);
    return [
      c.id,
      title,
      country.index,
      indexer.synonyms(title),
      `${indexer.typed(c.name_en, c.name_ar)} ${country.typed}`.trim(),
    ];
  };
  insert("city_fts", ["rowid", "title", "places", "synonyms", "typed"], cities.results.map(cityRow));
  const activityRow = (a: IndexActivityRow) => {
    const country = indexer.country(a.country_code);
    const placeTexts = [a.city_en, a.city_ar, a.category_en, a.category_ar, a.address_en, a.address_ar];
    const detailTexts = [...bothLanguages(a.highlights), optionTitles.get(a.id)];
    const title = indexer.text(a.title_en, a.title_ar);
    const places = indexer.text(...placeTexts);
    const details = indexer.text(...detailTexts);
    const body = indexer.text(a.summary_en, a.summary_ar);
    const typed = indexer.typed(a.title_en, a.title_ar, ...placeTexts, ...detailTexts, a.summary_en, a.summary_ar);
    return [
      a.id,
      title,
      `${places} ${country.index}`.trim(),
      details,
      body,
      indexer.synonyms(title, places, details, body),
      `${typed} ${country.typed}`.trim(),
    ];
  };
  insert(
    "activity_fts",
    ["rowid", "title", "places", "details", "body", "synonyms", "typed"],
    activities.results.map(activityRow),
  );
  insert(
    "search_meta",
    ["id", "price", "popularity", "mask_lo", "mask_hi"],
    activities.results.map((a) => [
      a.id,
      a.from_price,
      a.popularity,
      ...encodeMask(
        facetValues({
          fromPrice: a.from_price,
          durationMinutes: a.duration_minutes,
          minAge: a.min_age,
          rating: a.rating_avg,
          timeOfDay: jsonList(a.time_of_day),
          languages: jsonList(a.languages),
          occasions: jsonList(a.occasions),
          labels: [...jsonList(a.labels), ...jsonList(a.badges)], // the catalogue's own labels and the data badges
          bestFor: jsonList(a.best_for),
        }),
      ),
    ]),
  );
  // Modest batches: very large ones have failed on the local D1 proxy while seeding 10,000 activities.
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50));
}

/** Every text of a JSON list of {en, ar} items (highlights). */
function bothLanguages(raw: string | null): string[] {
  return (JSON.parse(raw ?? "[]") as { en: string; ar: string }[]).flatMap((item) => [item.en, item.ar]);
}

// bm25 column weights: title, places (city, category, address, country), details (highlights, option titles), body
// (summary), synonyms of what the activity mentions, typed (unstemmed words, which only suggestions look up).
const ACTIVITY_SCORE = "bm25(activity_fts, 10.0, 4.0, 2.0, 1.0, 2.0, 1.0)";
const CITY_SCORE = "bm25(city_fts, 10.0, 2.0, 1.0, 1.0)";

/**
 * Every matching activity with what filtering and sorting need: the FTS rowid joins a narrow table, nothing else.
 * Remembered per expression until the version moves (search:rebuild and every catalogue change bump it).
 */
type MatchRow = { id: number; score: number; price: number; popularity: number; mask_lo: number; mask_hi: number };

export function matchActivitiesRead(
  db: D1Database,
  match: string,
  supplierId: number | null = null,
): Read<SearchRow[]> {
  return {
    // A supplier's site (supplierId set) sees only its own activities; ?2 IS NULL keeps the marketplace's plan simple.
    statements: [
      db
        .prepare(
          `SELECT m.id, ${ACTIVITY_SCORE} AS score, m.price, m.popularity, m.mask_lo, m.mask_hi
           FROM activity_fts JOIN search_meta m ON m.id = activity_fts.rowid
           WHERE activity_fts MATCH ?1 AND (?2 IS NULL OR m.id IN (SELECT id FROM activities WHERE supplier_id = ?2))`,
        )
        .bind(match, supplierId),
    ],
    map: ([rows]) =>
      (rows.results as MatchRow[]).map((r) => ({
        id: r.id,
        score: r.score,
        fromPrice: r.price,
        popularity: r.popularity,
        maskLo: r.mask_lo,
        maskHi: r.mask_hi,
      })),
    remember: `match:${supplierId}:${match}`,
  };
}

export const matchActivities = (db: D1Database, match: string, supplierId: number | null = null) =>
  readOne(db, matchActivitiesRead(db, match, supplierId));

/** Cities a supplier's site offers: those with at least one of its activities (every city when ?n is NULL). */
const SUPPLIER_CITY = (n: number) =>
  `(?${n} IS NULL OR EXISTS (SELECT 1 FROM activities s WHERE s.city_id = c.id AND s.supplier_id = ?${n}))`;

type CityMatchRow = { slug: string; name_en: string; name_ar: string; country_code: string; activity_count: number };

export function matchCitiesRead(
  db: D1Database,
  match: string,
  locale: Locale,
  limit = 6,
  supplierId: number | null = null,
): Read<CityHit[]> {
  return {
    statements: [
      db
        .prepare(
          `SELECT c.slug, c.name_en, c.name_ar, c.country_code,
             (SELECT count(*) FROM activities a WHERE a.city_id = c.id AND (?3 IS NULL OR a.supplier_id = ?3)) AS activity_count
           FROM city_fts JOIN cities c ON c.id = city_fts.rowid WHERE city_fts MATCH ?1 AND ${SUPPLIER_CITY(3)} ORDER BY ${CITY_SCORE} LIMIT ?2`,
        )
        .bind(match, limit, supplierId),
    ],
    map: ([rows]) =>
      (rows.results as CityMatchRow[]).map((r) => ({
        slug: r.slug,
        name: loc(r, "name", locale),
        countryCode: r.country_code,
        activityCount: r.activity_count,
      })),
    remember: `match-cities:${supplierId}:${limit}:${match}`,
  };
}

export const matchCities = (
  db: D1Database,
  match: string,
  locale: Locale,
  limit = 6,
  supplierId: number | null = null,
) => readOne(db, matchCitiesRead(db, match, locale, limit, supplierId));

/**
 * One activity's card row, remembered on its own: every listing and search shows the same cards in other orders. On a
 * supplier's own site (`supplierId`) another supplier's activity has no card, as an unknown id has none.
 */
function cardRowRead(db: D1Database, id: number, supplierId: SupplierScope): Read<CardRow | undefined> {
  return {
    statements: [
      db
        .prepare(
          `SELECT ${CARD_COLUMNS} FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.id = ?1 AND ${soldOnSite("a.id", "?2")}`,
        )
        .bind(id, supplierId),
    ],
    map: ([rows]) => rows.results[0] as CardRow | undefined,
    remember: `card:${supplierId}:${id}`,
  };
}

/** Cards for the given ids that the site sells, in the given order: those not remembered are read in one round trip. */
export async function cardsByIds(
  db: D1Database,
  ids: number[],
  locale: Locale,
  supplierId: SupplierScope = null,
): Promise<ActivityCard[]> {
  if (!ids.length) return [];
  const rows = await readAll(
    db,
    ids.map((id) => cardRowRead(db, id, supplierId)),
  );
  return rows.flatMap((row) => (row ? [toCard(row, locale)] : []));
}

/** A few cities and the best-matching popular activities, for the search box. */
export async function suggest(
  db: D1Database,
  match: string,
  locale: Locale,
  limit = 6,
  supplierId: number | null = null,
): Promise<Suggestion[]> {
  const [cities, activities] = (await db.batch([
    db
      .prepare(
        `SELECT c.slug, c.name_en, c.name_ar FROM city_fts JOIN cities c ON c.id = city_fts.rowid
         WHERE city_fts MATCH ?1 AND ${SUPPLIER_CITY(2)} ORDER BY ${CITY_SCORE} LIMIT 3`,
      )
      .bind(match, supplierId),
    db
      .prepare(
        `SELECT a.slug, a.title_en, a.title_ar, c.slug AS city_slug, c.name_en AS city_name_en, c.name_ar AS city_name_ar
         FROM activity_fts JOIN activities a ON a.id = activity_fts.rowid JOIN cities c ON c.id = a.city_id
         WHERE activity_fts MATCH ?1 AND (?3 IS NULL OR a.supplier_id = ?3) ORDER BY ${ACTIVITY_SCORE} - a.popularity / 500.0 LIMIT ?2`,
      )
      .bind(match, limit, supplierId),
  ])) as [
    D1Result<{ slug: string; name_en: string; name_ar: string }>,
    D1Result<{
      slug: string;
      title_en: string;
      title_ar: string;
      city_slug: string;
      city_name_en: string;
      city_name_ar: string;
    }>,
  ];
  return [
    ...cities.results.map((c) => ({
      kind: "city" as const,
      slug: c.slug,
      title: loc(c, "name", locale),
      citySlug: c.slug,
      cityName: loc(c, "name", locale),
    })),
    ...activities.results.map((a) => ({
      kind: "activity" as const,
      slug: a.slug,
      title: loc(a, "title", locale),
      citySlug: a.city_slug,
      cityName: loc(a, "city_name", locale),
    })),
  ];
}
