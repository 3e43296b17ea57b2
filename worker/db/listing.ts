// Listing reads: the rows of a scope (city, category, supplier) for runSearch, and which of them have seats on a When.
import type { When } from "../../shared/when.ts";
import type { SearchRow } from "./search.ts";
import { SEATS_LEFT } from "./availability.ts";
import { departureStartUtcSql } from "./rows.ts";
import { readOne, type Read } from "./batch.ts";

/** What a listing covers; every part optional (all experiences), supplierId set on a supplier's own site. */
export type ListingScope = { citySlug?: string; categorySlug?: string; supplierId?: number | null };

/** The scope as a WHERE condition on `a` (activities) with numbered placeholders from ?first, and its values. */
export function scopeCondition(scope: ListingScope, first = 1): { sql: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const next = () => `?${first + params.length}`;
  if (scope.citySlug) {
    parts.push(`a.city_id = (SELECT id FROM cities WHERE slug = ${next()})`);
    params.push(scope.citySlug);
  }
  if (scope.categorySlug) {
    parts.push(`a.category_id = (SELECT id FROM categories WHERE slug = ${next()})`);
    params.push(scope.categorySlug);
  }
  if (scope.supplierId) {
    parts.push(`a.supplier_id = ${next()}`);
    params.push(scope.supplierId);
  }
  return { sql: parts.length ? parts.join(" AND ") : "1", params };
}

/** Every activity of a scope with what filtering and sorting need (no text score: popularity ranks them). */
export function scopeRowsRead(db: D1Database, scope: ListingScope): Read<SearchRow[]> {
  const where = scopeCondition(scope);
  return {
    statements: [
      db
        .prepare(
          `SELECT m.id, m.price, m.popularity, m.mask_lo, m.mask_hi FROM search_meta m JOIN activities a ON a.id = m.id WHERE ${where.sql}`,
        )
        .bind(...where.params),
    ],
    map: ([rows]) =>
      (rows.results as { id: number; price: number; popularity: number; mask_lo: number; mask_hi: number }[]).map(
        (r) => ({
          id: r.id,
          score: 0,
          fromPrice: r.price,
          popularity: r.popularity,
          maskLo: r.mask_lo,
          maskHi: r.mask_hi,
        }),
      ),
    remember: `scope:${JSON.stringify([scope.citySlug ?? null, scope.categorySlug ?? null, scope.supplierId ?? null])}`,
  };
}

export const scopeRows = (db: D1Database, scope: ListingScope) => readOne(db, scopeRowsRead(db, scope));

export type WhenPrice = { date: string; price: number };

/**
 * The activities of a scope with a departure on a day of the When that has seats for the party (per-person options
 * need a seat each, per-item, daily and nightly ones one unit that takes the whole party), each with its lowest such
 * price and that day. Activities that cannot be booked and options expired by that day are left out.
 * Departures that have started count as full. One query over availability's (date, activity) index.
 */
export async function whenPrices(
  db: D1Database,
  when: When,
  scope: ListingScope,
  now = new Date(),
): Promise<Map<number, WhenPrice>> {
  const where = scopeCondition(scope, 5);
  // SQLite gives a bare column (av.date) the value of the row min() picked.
  const rows = await db
    .prepare(
      `SELECT av.activity_id, min(av.price) AS price, av.date FROM availability av
       JOIN options o ON o.id = av.option_id JOIN activities a ON a.id = av.activity_id
       WHERE av.date BETWEEN ?2 AND ?3 AND ${where.sql}
         AND ${departureStartUtcSql("av.date", "av.start_time")} > datetime(?1)
         AND a.bookable = 1 AND (o.expires_on IS NULL OR o.expires_on >= av.date)
         AND ${SEATS_LEFT} >= CASE WHEN o.pricing_unit = 'per_person' THEN ?4 ELSE 1 END
         AND (o.pricing_unit = 'per_person' OR o.capacity_per_item >= ?4)
       GROUP BY av.activity_id`,
    )
    .bind(now.toISOString(), when.from, when.to, when.guests, ...where.params)
    .raw<[number, number, string]>();
  return new Map(rows.map(([id, price, date]) => [id, { date, price }]));
}
