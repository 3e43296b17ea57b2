// Seat holds as statements for the caller's db.batch(): stock changes only through conditional UPDATEs, and a hold
// leaves 'active' or 'sold' only in the batch that moves its seats (docs/decisions/011-bookings-have-one-home.md).
import { and, params, type Guard } from "./guards.ts";

/** Seats wanted on one departure (several items on one departure are summed first). */
export type SeatNeed = { slotId: number; seats: number };

/** A hold row to create for the item at `position` of `orderId` (an item made in the same batch has no id yet). */
export type NewHold = { orderId: string; position: number; slotId: number; seats: number };

/**
 * Frees one departure's active holds that have run out: `held` loses their seats, then they become 'released'. Goes
 * first in any batch that holds seats on the departure, so a lapsed hold never keeps a seat from the next traveller.
 * A stay's item holds one seat on each covered departure; its other holds (same item, same expiry) are released with
 * it, so an item's holds are always all active or none.
 */
export function releaseExpiredOnSlot(db: D1Database, slotId: number, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  const items = "SELECT order_item_id FROM holds WHERE slot_id = ?1 AND state = 'active' AND expires_at <= ?2";
  return [
    db
      .prepare(
        `UPDATE availability SET held = held - (SELECT sum(h.seats) FROM holds h WHERE h.slot_id = availability.id AND h.state = 'active'
           AND h.expires_at <= ?2 AND h.order_item_id IN (${items}))
         WHERE id IN (SELECT slot_id FROM holds WHERE state = 'active' AND expires_at <= ?2 AND order_item_id IN (${items}))`,
      )
      .bind(slotId, at),
    db
      .prepare(
        `UPDATE holds SET state = 'released' WHERE state = 'active' AND expires_at <= ?2 AND order_item_id IN (${items})`,
      )
      .bind(slotId, at),
  ];
}

/** The same for every departure (the scheduled handler's sweep). */
export function releaseAllExpired(db: D1Database, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare(
        `UPDATE availability SET held = held - (SELECT sum(h.seats) FROM holds h WHERE h.slot_id = availability.id AND h.state = 'active' AND h.expires_at <= ?1)
         WHERE id IN (SELECT slot_id FROM holds WHERE state = 'active' AND expires_at <= ?1)`,
      )
      .bind(at),
    db.prepare("UPDATE holds SET state = 'released' WHERE state = 'active' AND expires_at <= ?").bind(at),
  ];
}

/**
 * Adds `held` on every departure of `needs`, all or none. The first UPDATE checks that every departure has the seats
 * (and the caller's guard); each following one runs only if the one before it changed its row (`changes() = 1`), so
 * the statement right after these sees `changes() = 1` exactly when all the seats were taken. Each UPDATE also keeps
 * its own `capacity - sold - held >= n` condition: no seat is ever taken without it, nor on a closed departure
 * (stop-sale: `closed = 0`).
 */
export function acquireSeats(db: D1Database, needs: SeatNeed[], guard?: Guard): D1PreparedStatement[] {
  if (needs.length === 0) throw new Error("acquireSeats needs at least one departure");
  // The needs go in as one JSON value: a cart of stays can cover hundreds of departures, and D1 binds at most 100 values.
  const fits = `SELECT count(*) FROM json_each(?) j JOIN availability x
    ON x.id = json_extract(j.value, '$[0]') AND x.closed = 0 AND x.capacity - x.sold - x.held >= json_extract(j.value, '$[1]')`;
  const [first, ...rest] = needs;
  return [
    db
      .prepare(
        `UPDATE availability SET held = held + ? WHERE id = ? AND closed = 0 AND capacity - sold - held >= ?
         AND (${fits}) = ?${and(guard)}`,
      )
      .bind(
        first.seats,
        first.slotId,
        first.seats,
        JSON.stringify(needs.map((n) => [n.slotId, n.seats])),
        needs.length,
        ...params(guard),
      ),
    ...rest.map((n) =>
      db
        .prepare(
          "UPDATE availability SET held = held + ? WHERE id = ? AND closed = 0 AND capacity - sold - held >= ? AND changes() = 1",
        )
        .bind(n.seats, n.slotId, n.seats),
    ),
  ];
}

/** Hold rows for items created in the same batch, each found by its order and position; only when `guard` holds. */
export function insertHolds(db: D1Database, holds: NewHold[], expiresAt: Date, guard: Guard): D1PreparedStatement[] {
  return holds.map((h) =>
    db
      .prepare(
        `INSERT INTO holds (order_item_id, slot_id, seats, expires_at, state)
         SELECT (SELECT id FROM order_items WHERE order_id = ? AND position = ?), ?, ?, ?, 'active' WHERE ${guard.sql}`,
      )
      .bind(h.orderId, h.position, h.slotId, h.seats, expiresAt.toISOString(), ...guard.params),
  );
}

/**
 * Turns an item's active holds (one per departure it covers) into sold seats (`held` → `sold`). An active hold still
 * counts in `held` even past its expiry, so selling it never oversells; once released, acquireSold must find the seats
 * again.
 */
export function sellItemHold(db: D1Database, orderItemId: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE availability SET held = held - h.seats, sold = sold + h.seats
         FROM (SELECT slot_id, seats FROM holds WHERE order_item_id = ? AND state = 'active') AS h WHERE availability.id = h.slot_id`,
      )
      .bind(orderItemId),
    db
      .prepare("UPDATE holds SET state = 'sold' WHERE order_item_id = ? AND state = 'active' AND changes() > 0")
      .bind(orderItemId),
  ];
}

/**
 * Sells `seats` on each departure of `slotIds` (one, or every day of a stay) to an item whose holds ran out, all or
 * none, with the same conditional updates as a new hold (the decision for payment after expiry: the seats are taken
 * again if they are all still free and on sale, else the item fails). A sold hold row follows for each departure taken.
 */
export function acquireSold(
  db: D1Database,
  orderItemId: number,
  slotIds: number | number[],
  seats: number,
  now: Date,
): D1PreparedStatement[] {
  const ids = typeof slotIds === "number" ? [slotIds] : slotIds;
  if (ids.length === 0) throw new Error("acquireSold needs at least one departure");
  const [first, ...rest] = ids;
  return [
    db
      .prepare(
        `UPDATE availability SET sold = sold + ? WHERE id = ? AND closed = 0 AND capacity - sold - held >= ?
         AND (SELECT count(*) FROM availability WHERE id IN (${ids.map(() => "?").join(", ")}) AND closed = 0 AND capacity - sold - held >= ?) = ?
         AND NOT EXISTS (SELECT 1 FROM holds WHERE order_item_id = ? AND state IN ('active', 'sold'))`,
      )
      .bind(seats, first, seats, ...ids, seats, ids.length, orderItemId),
    ...rest.map((slotId) =>
      db
        .prepare(
          "UPDATE availability SET sold = sold + ? WHERE id = ? AND closed = 0 AND capacity - sold - held >= ? AND changes() = 1",
        )
        .bind(seats, slotId, seats),
    ),
    ...ids.map((slotId) =>
      db
        .prepare(
          "INSERT INTO holds (order_item_id, slot_id, seats, expires_at, state) SELECT ?, ?, ?, ?, 'sold' WHERE changes() = 1",
        )
        .bind(orderItemId, slotId, seats, now.toISOString()),
    ),
  ];
}

/**
 * Gives an item's seats back to its departure while its hold is in `from` (`column` -= seats), then moves the hold to
 * `to`, when `guard` holds: the one shape of every per-item return.
 */
function giveItemSeatsBack(
  db: D1Database,
  orderItemId: number,
  from: "active" | "sold",
  to: "released" | "returned",
  guard?: Guard,
): D1PreparedStatement[] {
  const column = from === "active" ? "held" : "sold";
  return [
    db
      .prepare(
        `UPDATE availability SET ${column} = ${column} - h.seats
         FROM (SELECT slot_id, seats FROM holds WHERE order_item_id = ? AND state = '${from}') AS h WHERE availability.id = h.slot_id${and(guard)}`,
      )
      .bind(orderItemId, ...params(guard)),
    db
      .prepare(`UPDATE holds SET state = '${to}' WHERE order_item_id = ? AND state = '${from}'${and(guard)}`)
      .bind(orderItemId, ...params(guard)),
  ];
}

/** Every active hold of an order given back (payment failed or expired), when `guard` holds. */
export function releaseOrderHolds(db: D1Database, orderId: string, guard?: Guard): D1PreparedStatement[] {
  const active =
    "SELECT h.slot_id, h.seats FROM holds h JOIN order_items i ON i.id = h.order_item_id WHERE i.order_id = ? AND h.state = 'active'";
  return [
    db
      .prepare(
        `UPDATE availability SET held = held - h.seats
         FROM (SELECT slot_id, sum(seats) AS seats FROM (${active}) GROUP BY slot_id) AS h WHERE availability.id = h.slot_id${and(guard)}`,
      )
      .bind(orderId, ...params(guard)),
    db
      .prepare(
        `UPDATE holds SET state = 'released' WHERE state = 'active' AND order_item_id IN (SELECT id FROM order_items WHERE order_id = ?)${and(guard)}`,
      )
      .bind(orderId, ...params(guard)),
  ];
}

/** Returns an item's sold seats to the departure (`sold` -= seats; the hold becomes 'returned'), when `guard` holds. */
export function returnItemSeats(db: D1Database, orderItemId: number, guard?: Guard): D1PreparedStatement[] {
  return giveItemSeatsBack(db, orderItemId, "sold", "returned", guard);
}
