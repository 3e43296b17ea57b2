// Availability changes from the console (issue 30): stop-sale on a departure or a whole day, a departure's capacity
// (never below its sold and held seats), and an option's price for a day. Each is one batch: the conditional change
// and its audit entry, written only if the change changed something. Then the cache version moves, so the experience
// page, its calendar and listings show the change on the next request.
import { capacityFloor } from "../../../shared/ops-availability.ts";
import { bumpCacheVersion } from "../../db/cache-version.ts";
import { AFTER_ANY_CHANGE } from "../../db/guards.ts";
import { releaseExpiredOnSlot } from "../../db/holds.ts";
import {
  managedDay,
  managedDeparture,
  setCapacityStatement,
  setDayClosedStatement,
  setDayPriceStatement,
  setDepartureClosedStatement,
} from "../../db/ops-availability.ts";
import { audited, type Actor } from "./actor.ts";

export type AvailabilityDeps = { db: D1Database; kv: KVNamespace };

/** Done (`changed` false when it already was so: nothing written, nothing audited), or why not. */
export type AvailabilityResult =
  | { ok: true; changed: boolean; activityId: number; date: string }
  | { ok: false; reason: "not_found" }
  /** The capacity asked for is below the seats sold and held now (as read after the refusal). */
  | { ok: false; reason: "below_floor"; activityId: number; date: string; sold: number; held: number };

const NOT_FOUND = { ok: false, reason: "not_found" } as const;

/** Runs the change and its audit entry in one batch; true when the change changed a row (the version then moves). */
async function apply(deps: AvailabilityDeps, statements: D1PreparedStatement[], change: number): Promise<boolean> {
  const results = await deps.db.batch(statements);
  const changed = (results[change]?.meta.changes ?? 0) > 0;
  if (changed) await bumpCacheVersion(deps.kv);
  return changed;
}

/** Stop-sale on one departure (`closed`), or back on sale. */
export async function setDepartureClosed(
  deps: AvailabilityDeps,
  actor: Actor,
  slotId: number,
  closed: boolean,
  now: Date,
): Promise<AvailabilityResult> {
  const { db } = deps;
  const departure = await managedDeparture(db, slotId, actor.supplierId, now);
  if (!departure) return NOT_FOUND;
  const changed = await apply(
    deps,
    [
      setDepartureClosedStatement(db, slotId, closed, actor.supplierId),
      audited(
        db,
        actor,
        {
          action: closed ? "slot.close" : "slot.open",
          target: `slot:${slotId}`,
          supplierId: departure.supplierId,
          before: { closed: departure.closed },
          after: { closed },
        },
        now,
        AFTER_ANY_CHANGE,
      ),
    ],
    0,
  );
  return { ok: true, changed, activityId: departure.activityId, date: departure.date };
}

/** Stop-sale on every departure of an activity on one day (a stormy day), or the whole day back on sale. */
export async function setDayClosed(
  deps: AvailabilityDeps,
  actor: Actor,
  activityId: number,
  date: string,
  closed: boolean,
  now: Date,
): Promise<AvailabilityResult> {
  const { db } = deps;
  const departures = await managedDay(db, activityId, date, null, actor.supplierId, now);
  if (departures.length === 0) return NOT_FOUND;
  const changed = await apply(
    deps,
    [
      setDayClosedStatement(db, activityId, date, closed, actor.supplierId),
      audited(
        db,
        actor,
        {
          action: closed ? "slot.close_day" : "slot.open_day",
          target: `activity:${activityId}@${date}`,
          supplierId: departures[0].supplierId,
          before: { closed: departures.filter((d) => d.closed).map((d) => d.id) },
          after: { closed: closed ? departures.map((d) => d.id) : [] },
        },
        now,
        AFTER_ANY_CHANGE,
      ),
    ],
    0,
  );
  return { ok: true, changed, activityId, date };
}

/**
 * A departure's capacity: one conditional UPDATE that holds only while sold + held seats fit (after freeing lapsed
 * holds in the same batch), so a checkout racing it either lands first and keeps its seats (this is refused with the
 * new floor) or lands after and finds the smaller capacity.
 */
export async function setCapacity(
  deps: AvailabilityDeps,
  actor: Actor,
  slotId: number,
  capacity: number,
  now: Date,
): Promise<AvailabilityResult> {
  const { db } = deps;
  let departure = await managedDeparture(db, slotId, actor.supplierId, now);
  // A refusal is explained by the departure as it is after it; if seats were freed in between, it is tried again.
  for (let attempt = 0; departure && attempt < 3; attempt++) {
    if (departure.capacity === capacity)
      return { ok: true, changed: false, activityId: departure.activityId, date: departure.date };
    const released = releaseExpiredOnSlot(db, slotId, now);
    const changed = await apply(
      deps,
      [
        ...released,
        setCapacityStatement(db, slotId, capacity, actor.supplierId),
        audited(
          db,
          actor,
          {
            action: "slot.capacity",
            target: `slot:${slotId}`,
            supplierId: departure.supplierId,
            before: { capacity: departure.capacity, sold: departure.sold, held: departure.held },
            after: { capacity },
          },
          now,
          AFTER_ANY_CHANGE,
        ),
      ],
      released.length,
    );
    if (changed) return { ok: true, changed, activityId: departure.activityId, date: departure.date };
    departure = await managedDeparture(db, slotId, actor.supplierId, now);
    if (departure && capacity < capacityFloor(departure)) return belowFloor(departure);
  }
  return departure ? belowFloor(departure) : NOT_FOUND;
}

const belowFloor = (d: { activityId: number; date: string; sold: number; held: number }): AvailabilityResult => ({
  ok: false,
  reason: "below_floor",
  activityId: d.activityId,
  date: d.date,
  sold: d.sold,
  held: d.held,
});

/** The price (AED minor units) of every departure of one option on one day. */
export async function setDayPrice(
  deps: AvailabilityDeps,
  actor: Actor,
  activityId: number,
  optionId: number,
  date: string,
  price: number,
  now: Date,
): Promise<AvailabilityResult> {
  const { db } = deps;
  const departures = await managedDay(db, activityId, date, optionId, actor.supplierId, now);
  if (departures.length === 0) return NOT_FOUND;
  const changed = await apply(
    deps,
    [
      setDayPriceStatement(db, activityId, optionId, date, price, actor.supplierId),
      audited(
        db,
        actor,
        {
          action: "slot.price",
          target: `option:${optionId}@${date}`,
          supplierId: departures[0].supplierId,
          before: { prices: departures.map((d) => ({ slot: d.id, price: d.price })) },
          after: { price },
        },
        now,
        AFTER_ANY_CHANGE,
      ),
    ],
    0,
  );
  return { ok: true, changed, activityId, date };
}
