// Catalogue listings: cities, categories, activity cards by city/category/all, related activities.
import type { Locale } from "../../shared/locales.ts";
import type { ActivityCard, Category, City, Page } from "../../shared/catalogue.ts";
import { CARD_COLUMNS, image, loc, toCard, type CardRow } from "./rows.ts";
import { scopeCondition, type ListingScope } from "./listing.ts";
import { readOne, type Read } from "./batch.ts";

/** Counts a city's or category's activities, only the supplier's own on a supplier site (?1 NULL: all of them). */
const COUNT_OF = (column: string) =>
  `(SELECT count(*) FROM activities a WHERE a.${column} AND (?1 IS NULL OR a.supplier_id = ?1)) AS activity_count`;

export const PAGE_SIZE = 24;

export function listCitiesRead(db: D1Database, locale: Locale, supplierId: number | null = null): Read<City[]> {
  return {
    statements: [
      db.prepare(`SELECT c.*, ${COUNT_OF("city_id = c.id")} FROM cities c ORDER BY c.position`).bind(supplierId),
    ],
    map: ([rows]) => rows.results.map((row) => toCity(row, locale)),
    remember: `cities:${supplierId}`,
  };
}

export function findCityRead(
  db: D1Database,
  slug: string,
  locale: Locale,
  supplierId: number | null = null,
): Read<City | null> {
  return {
    statements: [
      db.prepare(`SELECT c.*, ${COUNT_OF("city_id = c.id")} FROM cities c WHERE c.slug = ?2`).bind(supplierId, slug),
    ],
    map: ([rows]) => (rows.results[0] ? toCity(rows.results[0], locale) : null),
    remember: `city:${supplierId}:${slug}`,
  };
}

export function listCategoriesRead(db: D1Database, locale: Locale, supplierId: number | null = null): Read<Category[]> {
  return {
    statements: [
      db
        .prepare(`SELECT g.*, ${COUNT_OF("category_id = g.id")} FROM categories g ORDER BY g.position`)
        .bind(supplierId),
    ],
    map: ([rows]) => rows.results.map((row) => toCategory(row, locale)),
    remember: `categories:${supplierId}`,
  };
}

export function findCategoryRead(
  db: D1Database,
  slug: string,
  locale: Locale,
  supplierId: number | null = null,
): Read<Category | null> {
  return {
    statements: [
      db
        .prepare(`SELECT g.*, ${COUNT_OF("category_id = g.id")} FROM categories g WHERE g.slug = ?2`)
        .bind(supplierId, slug),
    ],
    map: ([rows]) => (rows.results[0] ? toCategory(rows.results[0], locale) : null),
    remember: `category:${supplierId}:${slug}`,
  };
}

export type ListingFilter = ListingScope;

/** One page of activity cards, most popular first (home sections, a story's suggestions). */
export function listActivitiesRead(
  db: D1Database,
  locale: Locale,
  filter: ListingFilter,
  page: number,
): Read<Page<ActivityCard>> {
  const where = scopeCondition(filter, 3);
  const counted = scopeCondition(filter);
  const offset = (page - 1) * PAGE_SIZE;
  return {
    statements: [
      db.prepare(`SELECT count(*) AS n FROM activities a WHERE ${counted.sql}`).bind(...counted.params),
      db
        .prepare(
          `SELECT ${CARD_COLUMNS} FROM activities a JOIN cities c ON c.id = a.city_id WHERE ${where.sql} ORDER BY a.popularity DESC, a.id LIMIT ?1 OFFSET ?2`,
        )
        .bind(PAGE_SIZE, offset, ...where.params),
    ],
    map: ([count, rows]) => {
      const total = (count.results[0] as { n: number }).n;
      return {
        items: (rows.results as CardRow[]).map((row) => toCard(row, locale)),
        page,
        pageSize: PAGE_SIZE,
        total,
        pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      };
    },
    remember: `activities:${JSON.stringify([filter.citySlug ?? null, filter.categorySlug ?? null, filter.supplierId ?? null, page])}`,
  };
}

export const listActivities = (db: D1Database, locale: Locale, filter: ListingFilter, page: number) =>
  readOne(db, listActivitiesRead(db, locale, filter, page));

/** Popular activities in the same category, nearest city first, excluding the activity itself. */
export function relatedActivitiesRead(
  db: D1Database,
  locale: Locale,
  activityId: number,
  supplierId: number | null = null,
  limit = 8,
): Read<ActivityCard[]> {
  return {
    statements: [
      db
        .prepare(
          `SELECT ${CARD_COLUMNS} FROM activities a JOIN cities c ON c.id = a.city_id
           WHERE a.category_id = (SELECT category_id FROM activities WHERE id = ?1) AND a.id != ?1 AND (?3 IS NULL OR a.supplier_id = ?3)
           ORDER BY (a.city_id = (SELECT city_id FROM activities WHERE id = ?1)) DESC, a.popularity DESC LIMIT ?2`,
        )
        .bind(activityId, limit, supplierId),
    ],
    map: ([rows]) => (rows.results as CardRow[]).map((row) => toCard(row, locale)),
    remember: `related:${activityId}:${supplierId}:${limit}`,
    rememberValue: locale,
  };
}

/** A cities row with its activity count (its localised columns are read with loc()). */
type CityRow = {
  slug: string;
  country_code: string;
  image_key: string;
  latitude: number;
  longitude: number;
  activity_count: number | null;
};

/** A categories row with its activity count. */
type CategoryRow = { slug: string; icon: string; image_key: string; activity_count: number | null };

function toCity(row: Record<string, unknown>, locale: Locale): City {
  const r = row as CityRow;
  const name = loc(r, "name", locale);
  return {
    slug: r.slug,
    name,
    countryCode: r.country_code,
    description: loc(r, "description", locale),
    image: image(r.image_key, 1600, 1000, name),
    latitude: r.latitude,
    longitude: r.longitude,
    activityCount: r.activity_count ?? 0,
  };
}

function toCategory(row: Record<string, unknown>, locale: Locale): Category {
  const r = row as CategoryRow;
  const name = loc(r, "name", locale);
  return {
    slug: r.slug,
    name,
    description: loc(r, "description", locale),
    icon: r.icon,
    image: image(r.image_key, 1600, 1000, name),
    activityCount: r.activity_count ?? 0,
  };
}
