// The console's availability reads and writes (issue 30): the activities a staff member may manage, their departures
// with stock and price, and the statements that close or open them, change a capacity or a day's price. A supplier's
// staff are bound into every statement (`scope`): another supplier's activity or departure matches nothing, exactly
// as an id that names nothing, so a route answers both with the same 404.
import type { Locale } from "../../shared/locales.ts";
import type { PricingUnit } from "../../shared/catalogue.ts";
import type { OpsDeparture } from "../../shared/ops-availability.ts";
import { soldOnSite, type SupplierScope } from "./site-scope.ts";

/** The staff member's supplier (null for an operator): the same predicate a supplier's own site uses. */
const scope = (activityId: string, supplier: string) => soldOnSite(activityId, supplier);

export type ManagedActivity = {
  id: number;
  slug: string;
  title: string;
  citySlug: string;
  cityName: string;
  bookable: boolean;
  supplierId: number | null;
  supplierName: string | null;
};

type ActivityRow = {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  bookable: number;
  supplier_id: number | null;
  city_slug: string;
  city_en: string;
  city_ar: string;
  supplier_en: string | null;
  supplier_ar: string | null;
};

const reshapeActivity = (row: ActivityRow, locale: Locale): ManagedActivity => ({
  id: row.id,
  slug: row.slug,
  title: locale === "ar" ? row.title_ar : row.title_en,
  citySlug: row.city_slug,
  cityName: locale === "ar" ? row.city_ar : row.city_en,
  bookable: row.bookable === 1,
  supplierId: row.supplier_id,
  supplierName: (locale === "ar" ? row.supplier_ar : row.supplier_en) ?? null,
});

const ACTIVITY_SELECT = `SELECT a.id, a.slug, a.title_en, a.title_ar, a.bookable, a.supplier_id, c.slug AS city_slug, c.name_en AS city_en,
    c.name_ar AS city_ar, s.name_en AS supplier_en, s.name_ar AS supplier_ar
  FROM activities a JOIN cities c ON c.id = a.city_id LEFT JOIN suppliers s ON s.id = a.supplier_id`;

/** Every activity the staff member manages: all of them for an operator, their supplier's for a supplier. */
export async function managedActivities(
  db: D1Database,
  supplierId: SupplierScope,
  locale: Locale,
): Promise<ManagedActivity[]> {
  const { results } = await db
    .prepare(`${ACTIVITY_SELECT} WHERE ${scope("a.id", "?1")} ORDER BY a.id`)
    .bind(supplierId)
    .all<ActivityRow>();
  return results.map((row) => reshapeActivity(row, locale));
}

export type ManagedOption = { id: number; title: string; pricingUnit: PricingUnit };

/** One activity the staff member manages, with its options in their order; null when it is unknown or not theirs. */
export async function managedActivity(
  db: D1Database,
  activityId: number,
  supplierId: SupplierScope,
  locale: Locale,
): Promise<{ activity: ManagedActivity; options: ManagedOption[] } | null> {
  const [activities, options] = (await db.batch([
    db.prepare(`${ACTIVITY_SELECT} WHERE a.id = ?1 AND ${scope("a.id", "?2")}`).bind(activityId, supplierId),
    db
      .prepare(
        `SELECT id, title_en, title_ar, pricing_unit FROM options WHERE activity_id = ?1 AND ${scope("?1", "?2")} ORDER BY position, id`,
      )
      .bind(activityId, supplierId),
  ])) as [
    D1Result<ActivityRow>,
    D1Result<{ id: number; title_en: string; title_ar: string; pricing_unit: PricingUnit }>,
  ];
  const row = activities.results[0];
  if (!row) return null;
  return {
    activity: reshapeActivity(row, locale),
    options: options.results.map((o) => ({
      id: o.id,
      title: locale === "ar" ? o.title_ar : o.title_en,
      pricingUnit: o.pricing_unit,
    })),
  };
}

type DepartureRow = {
  id: number;
  activity_id: number;
  supplier_id: number | null;
  option_id: number;
  date: string;
  start_time: string;
  capacity: number;
  sold: number;
  held: number;
  price: number;
  closed: number;
  lapsed: number;
};

/** Seats of active holds on departure `av` that ran out at the time bound as ?1: freed by the next change. */
const LAPSED = `coalesce((SELECT sum(h.seats) FROM holds h WHERE h.slot_id = av.id AND h.state = 'active'
  AND h.expires_at <= ?1), 0) AS lapsed`;
const DEPARTURE_SELECT = `SELECT av.id, av.activity_id,
  (SELECT supplier_id FROM activities WHERE id = av.activity_id) AS supplier_id, av.option_id, av.date, av.start_time, av.capacity, av.sold, av.held,
  av.price, av.closed, ${LAPSED} FROM availability av`;

const reshapeDeparture = (row: DepartureRow): OpsDeparture => ({
  id: row.id,
  optionId: row.option_id,
  date: row.date,
  startTime: row.start_time,
  capacity: row.capacity,
  sold: row.sold,
  held: row.held - row.lapsed,
  price: row.price,
  closed: row.closed === 1,
});

/** An activity's departures from `from` to `to` (inclusive), by day, time and option (the activity is already scoped). */
export async function departuresBetween(
  db: D1Database,
  activityId: number,
  from: string,
  to: string,
  now: Date,
): Promise<OpsDeparture[]> {
  const { results } = await db
    .prepare(
      `${DEPARTURE_SELECT} JOIN options o ON o.id = av.option_id
       WHERE av.activity_id = ?2 AND av.date BETWEEN ?3 AND ?4 ORDER BY av.date, av.start_time, o.position, o.id`,
    )
    .bind(now.toISOString(), activityId, from, to)
    .all<DepartureRow>();
  return results.map(reshapeDeparture);
}

/** One departure the staff member manages, with its activity; null when it is unknown or another supplier's. */
export async function managedDeparture(
  db: D1Database,
  slotId: number,
  supplierId: SupplierScope,
  now: Date,
): Promise<(OpsDeparture & { activityId: number; supplierId: number | null }) | null> {
  const row = await db
    .prepare(`${DEPARTURE_SELECT} WHERE av.id = ?2 AND ${scope("av.activity_id", "?3")}`)
    .bind(now.toISOString(), slotId, supplierId)
    .first<DepartureRow>();
  return row ? { ...reshapeDeparture(row), activityId: row.activity_id, supplierId: row.supplier_id } : null;
}

/** The departures of one option (or every option) of an activity on one day, when the staff member manages it. */
export async function managedDay(
  db: D1Database,
  activityId: number,
  date: string,
  optionId: number | null,
  supplierId: SupplierScope,
  now: Date,
): Promise<(OpsDeparture & { supplierId: number | null })[]> {
  const { results } = await db
    .prepare(
      `${DEPARTURE_SELECT} WHERE av.activity_id = ?2 AND av.date = ?3 AND (?4 IS NULL OR av.option_id = ?4)
       AND ${scope("av.activity_id", "?5")} ORDER BY av.start_time, av.option_id`,
    )
    .bind(now.toISOString(), activityId, date, optionId, supplierId)
    .all<DepartureRow>();
  return results.map((row) => ({ ...reshapeDeparture(row), supplierId: row.supplier_id }));
}

// ---- writes: each changes only what is not already so, so `changes()` after it says whether anything changed ----

/** Closes (stop-sale) or opens one departure; its seats, holds and price are kept. */
export function setDepartureClosedStatement(
  db: D1Database,
  slotId: number,
  closed: boolean,
  supplierId: SupplierScope,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE availability SET closed = ?1 WHERE id = ?2 AND closed != ?1 AND ${scope("availability.activity_id", "?3")}`,
    )
    .bind(closed ? 1 : 0, slotId, supplierId);
}

/** Closes or opens every departure of an activity on one day (a stormy day), those not already so. */
export function setDayClosedStatement(
  db: D1Database,
  activityId: number,
  date: string,
  closed: boolean,
  supplierId: SupplierScope,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE availability SET closed = ?1 WHERE activity_id = ?2 AND date = ?3 AND closed != ?1 AND ${scope("availability.activity_id", "?4")}`,
    )
    .bind(closed ? 1 : 0, activityId, date, supplierId);
}

/**
 * A departure's capacity, in ONE conditional statement: only while every sold and held seat still fits
 * (`sold + held <= capacity`), read as the statement runs, so a checkout's hold landing first is never squeezed and
 * a hold landing after sees the new capacity. Batch it after releaseExpiredOnSlot, so lapsed holds do not count.
 */
export function setCapacityStatement(
  db: D1Database,
  slotId: number,
  capacity: number,
  supplierId: SupplierScope,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE availability SET capacity = ?1 WHERE id = ?2 AND sold + held <= ?1 AND capacity != ?1 AND ${scope("availability.activity_id", "?3")}`,
    )
    .bind(capacity, slotId, supplierId);
}

/** The price (AED minor units) of every departure of one option of an activity on one day. */
export function setDayPriceStatement(
  db: D1Database,
  activityId: number,
  optionId: number,
  date: string,
  price: number,
  supplierId: SupplierScope,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE availability SET price = ?1 WHERE activity_id = ?2 AND option_id = ?3 AND date = ?4 AND price != ?1
       AND ${scope("availability.activity_id", "?5")}`,
    )
    .bind(price, activityId, optionId, date, supplierId);
}
