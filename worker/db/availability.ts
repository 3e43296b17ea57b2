// Availability reads: per-day lowest price for a month, and the departures of one date.
import type { DayAvailability, Departure } from "../../client/lib/catalogue.ts";

/** Days in [from, to] with at least one departure that has seats left, and the lowest price that day. */
export async function availableDays(db: D1Database, activityId: number, from: string, to: string): Promise<DayAvailability[]> {
  const { results } = await db
    .prepare(
      `SELECT date, min(price) AS from_price, sum(capacity - sold - held) AS remaining FROM availability
       WHERE activity_id = ? AND date BETWEEN ? AND ? AND capacity - sold - held > 0 GROUP BY date ORDER BY date`,
    )
    .bind(activityId, from, to)
    .all<{ date: string; from_price: number; remaining: number }>();
  return results.map((r) => ({ date: r.date, fromPrice: r.from_price, remaining: r.remaining }));
}

type DepartureRow = { id: number; option_id: number; start_time: string; remaining: number; price: number };
const toDeparture = (r: DepartureRow): Departure => ({ slotId: r.id, optionId: r.option_id, startTime: r.start_time, remaining: r.remaining, price: r.price });
const DEPARTURE_COLUMNS = "id, option_id, start_time, capacity - sold - held AS remaining, price";

/** Every departure on a date, sold-out ones included (shown as such). */
export async function departuresOn(db: D1Database, activityId: number, date: string): Promise<Departure[]> {
  const { results } = await db
    .prepare(`SELECT ${DEPARTURE_COLUMNS} FROM availability WHERE activity_id = ? AND date = ? ORDER BY option_id, start_time`)
    .bind(activityId, date)
    .all<DepartureRow>();
  return results.map(toDeparture);
}

/** The departures of the first day from `from` on with seats left (none when nothing can be booked). */
export async function departuresOnFirstAvailableDay(db: D1Database, activityId: number, from: string): Promise<Departure[]> {
  const { results } = await db
    .prepare(
      `SELECT ${DEPARTURE_COLUMNS} FROM availability WHERE activity_id = ?1 AND date = (
         SELECT min(date) FROM availability WHERE activity_id = ?1 AND date >= ?2 AND capacity - sold - held > 0
       ) ORDER BY option_id, start_time`,
    )
    .bind(activityId, from)
    .all<DepartureRow>();
  return results.map(toDeparture);
}

/** The first date from `from` on that has seats left, or null when nothing can be booked. */
export async function firstAvailableDate(db: D1Database, activityId: number, from: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT min(date) AS date FROM availability WHERE activity_id = ? AND date >= ? AND capacity - sold - held > 0")
    .bind(activityId, from)
    .first<{ date: string | null }>();
  return row?.date ?? null;
}
