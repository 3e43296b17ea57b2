// Availability reads: per-day lowest price for a month, and the departures of one date. Seats left count active holds
// past their expiry as free (docs/decisions/011): a lapsed hold is released by the next hold on its departure. A
// closed departure (stop-sale, availability.closed) has no seats left for anyone, whatever its capacity.
import type { DayAvailability, Departure } from "../../shared/catalogue.ts";
import { MAX_STAY_UNITS, type StayRun } from "../../shared/stay.ts";
import { addDays } from "../../shared/dates.ts";
import { departureStartUtcSql } from "./rows.ts";
import { readOne, type Read } from "./batch.ts";
import { soldOnSite, type SupplierScope } from "./site-scope.ts";

/** Seats left on departure `av` at the time bound as ?1: none while it is closed. */
export const SEATS_LEFT = `(CASE WHEN av.closed = 1 THEN 0 ELSE av.capacity - av.sold - av.held + coalesce((SELECT sum(h.seats) FROM holds h
  WHERE h.slot_id = av.id AND h.state = 'active' AND h.expires_at <= ?1), 0) END)`;

/**
 * The departures of the activity bound as ?2, with their seats left now: none once a departure has started. On a
 * supplier's own site (its supplier bound as ?3) another supplier's activity has no departures, as an unknown id has none.
 */
const SLOTS = `(SELECT av.id, av.option_id, av.date, av.start_time, av.price, av.closed,
  CASE WHEN ${departureStartUtcSql("av.date", "av.start_time")} <= datetime(?1) THEN 0 ELSE ${SEATS_LEFT} END AS remaining
  FROM availability av WHERE av.activity_id = ?2 AND ${soldOnSite("?2", "?3")})`;

/** Binds the clock as ?1, the activity as ?2 and the site's supplier as ?3, then the query's own values as ?4, ?5… */
const bindWith = (
  statement: D1PreparedStatement,
  now: Date,
  activityId: number,
  supplierId: SupplierScope,
  ...values: unknown[]
) => statement.bind(now.toISOString(), activityId, supplierId, ...values);

/** Days in [from, to] with at least one departure that has seats left, and the lowest price that day. */
export function availableDaysRead(
  db: D1Database,
  activityId: number,
  from: string,
  to: string,
  now = new Date(),
  supplierId: SupplierScope = null,
): Read<DayAvailability[]> {
  return {
    statements: [
      bindWith(
        // One row holding every day as JSON: turning D1's rows into objects cost more than the query (a 90-day window).
        db.prepare(
          `SELECT json_group_array(json_array(date, from_price, remaining) ORDER BY date) AS days FROM (
             SELECT date, min(price) AS from_price, sum(remaining) AS remaining FROM ${SLOTS}
             WHERE date BETWEEN ?4 AND ?5 AND remaining > 0 GROUP BY date)`,
        ),
        now,
        activityId,
        supplierId,
        from,
        to,
      ),
    ],
    map: ([days]) =>
      (
        JSON.parse((days.results[0] as { days: string | null } | undefined)?.days ?? "[]") as [string, number, number][]
      ).map(([date, fromPrice, remaining]) => ({ date, fromPrice, remaining })),
  };
}

export const availableDays = (
  db: D1Database,
  activityId: number,
  from: string,
  to: string,
  now = new Date(),
  supplierId: SupplierScope = null,
) => readOne(db, availableDaysRead(db, activityId, from, to, now, supplierId));

type DepartureRow = {
  id: number;
  option_id: number;
  start_time: string;
  remaining: number;
  price: number;
  date: string;
  closed: number;
};
const toDeparture = (r: DepartureRow): Departure => ({
  slotId: r.id,
  optionId: r.option_id,
  startTime: r.start_time,
  remaining: r.remaining,
  price: r.price,
  ...(r.closed === 1 ? { closed: true as const } : {}),
});
const DEPARTURE_COLUMNS = "id, option_id, start_time, remaining, price, date, closed";

/** A departure of a date; nightly and daily options' departures also say how long a stay from them can be. */
export type StayDeparture = Departure & StayRun;

/**
 * The departures of the day `dateSql` (?4, or a subquery for the first day with seats) and, beside them, the
 * departures of the activity's nightly and daily options over the MAX_STAY_UNITS days from it: how long a stay from
 * each can be. One read, so a page asks for both in the same round trip.
 */
function dayRead(
  db: D1Database,
  activityId: number,
  dateSql: string,
  date: string,
  now: Date,
  supplierId: SupplierScope,
): Read<StayDeparture[]> {
  // The day is worked out once per statement (for the first day with seats, a scan of the activity's departures).
  const day = `WITH day(d) AS MATERIALIZED (SELECT ${dateSql})`;
  return {
    statements: [
      bindWith(
        db.prepare(
          `${day} SELECT ${DEPARTURE_COLUMNS} FROM ${SLOTS} WHERE date = (SELECT d FROM day) ORDER BY option_id, start_time`,
        ),
        now,
        activityId,
        supplierId,
        date,
      ),
      bindWith(
        db.prepare(
          `${day} SELECT ${DEPARTURE_COLUMNS} FROM ${SLOTS} s, day WHERE s.date BETWEEN day.d AND date(day.d, '+${MAX_STAY_UNITS - 1} days')
           AND s.option_id IN (SELECT id FROM options WHERE activity_id = ?2 AND pricing_unit IN ('nightly', 'daily'))`,
        ),
        now,
        activityId,
        supplierId,
        date,
      ),
    ],
    map: ([departures, stays]) => withRuns(departures.results as DepartureRow[], stays.results as DepartureRow[]),
  };
}

/**
 * Adds `run` to the departures of nightly and daily options: each day's price from the departure's date while the
 * same option and start time has a unit free on the next consecutive day, up to MAX_STAY_UNITS days.
 */
function withRuns(rows: DepartureRow[], stays: DepartureRow[]): StayDeparture[] {
  const date = rows[0]?.date;
  const departures: StayDeparture[] = rows.map(toDeparture);
  if (!date || stays.length === 0) return departures;
  const byKey = new Map(stays.map((r) => [`${r.option_id}|${r.start_time}|${r.date}`, r]));
  return departures.map((d) => {
    if (!byKey.has(`${d.optionId}|${d.startTime}|${date}`)) return d;
    const run: number[] = [];
    for (let i = 0; i < MAX_STAY_UNITS; i++) {
      const day = byKey.get(`${d.optionId}|${d.startTime}|${addDays(date, i)}`);
      if (!day || day.remaining < 1) break;
      run.push(day.price);
    }
    return { ...d, run };
  });
}

/** Every departure on a date, sold-out ones included (shown as such). */
export function departuresOnRead(
  db: D1Database,
  activityId: number,
  date: string,
  now = new Date(),
  supplierId: SupplierScope = null,
): Read<StayDeparture[]> {
  return dayRead(db, activityId, "?4", date, now, supplierId);
}

export const departuresOn = (
  db: D1Database,
  activityId: number,
  date: string,
  now = new Date(),
  supplierId: SupplierScope = null,
) => readOne(db, departuresOnRead(db, activityId, date, now, supplierId));

/** The departures of the first day from `from` on with seats left (none when nothing can be booked). */
export function departuresOnFirstAvailableDayRead(
  db: D1Database,
  activityId: number,
  from: string,
  now = new Date(),
  supplierId: SupplierScope = null,
): Read<StayDeparture[]> {
  return dayRead(db, activityId, `min(date) FROM ${SLOTS} WHERE date >= ?4 AND remaining > 0`, from, now, supplierId);
}

export const departuresOnFirstAvailableDay = (
  db: D1Database,
  activityId: number,
  from: string,
  now = new Date(),
  supplierId: SupplierScope = null,
) => readOne(db, departuresOnFirstAvailableDayRead(db, activityId, from, now, supplierId));

/** The first date from `from` on that has seats left, or null when nothing can be booked. */
export function firstAvailableDateRead(
  db: D1Database,
  activityId: number,
  from: string,
  now = new Date(),
  supplierId: SupplierScope = null,
): Read<string | null> {
  return {
    statements: [
      bindWith(
        db.prepare(`SELECT min(date) AS date FROM ${SLOTS} WHERE date >= ?4 AND remaining > 0`),
        now,
        activityId,
        supplierId,
        from,
      ),
    ],
    map: ([rows]) => (rows.results[0]?.date as string | null | undefined) ?? null,
  };
}

export const firstAvailableDate = (
  db: D1Database,
  activityId: number,
  from: string,
  now = new Date(),
  supplierId: SupplierScope = null,
) => readOne(db, firstAvailableDateRead(db, activityId, from, now, supplierId));
