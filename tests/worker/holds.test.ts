// Seat holds: the SQLite behaviour they rest on, all-or-none holds, lapsed holds released by the next hold on their
// departure and seen as free by every availability read, and the 50-travellers-for-10-seats race.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { acquireSeats, releaseExpiredOnSlot } from "../../worker/db/holds.ts";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout, type StartResult } from "../../worker/services/checkout/attempt.ts";
import {
  availableDays,
  departuresOn,
  departuresOnFirstAvailableDay,
  firstAvailableDate,
} from "../../worker/db/availability.ts";
import { priceCart } from "../../worker/services/cart.ts";
import { HOLD_MINUTES } from "../../shared/constants.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { fakeDeps } from "../fixtures/fakes.ts";
import {
  later,
  makeCart,
  makeDeparture,
  makeSlot,
  minutes,
  startInput,
  stockOf,
} from "../fixtures/booking-factories.ts";

const db = env.DB;

describe("the SQLite behaviour holds rely on", () => {
  it("changes() in a D1 batch sees the statement just before it", async () => {
    const now = new Date();
    const { slotId } = await makeDeparture(db, {}, { capacity: 2 }, now);
    const marker = (tag: string) =>
      db
        .prepare(
          "INSERT INTO payment_events (provider, event_id, kind, received_at) SELECT 'test', ?, 'marker', 'x' WHERE changes() = 1",
        )
        .bind(tag);
    const results = await db.batch([
      db.prepare("UPDATE availability SET held = held + 2 WHERE id = ? AND capacity - sold - held >= 2").bind(slotId),
      marker(`fit-${slotId}`),
      db.prepare("UPDATE availability SET held = held + 1 WHERE id = ? AND capacity - sold - held >= 1").bind(slotId),
      marker(`full-${slotId}`),
    ]);
    expect(results.map((r) => r.meta.changes)).toEqual([1, 1, 0, 0]);
    const { results: rows } = await db
      .prepare("SELECT event_id FROM payment_events WHERE provider = 'test' AND event_id LIKE ?")
      .bind(`%-${slotId}`)
      .all();
    expect(rows).toEqual([{ event_id: `fit-${slotId}` }]);
  });
});

describe("acquireSeats", () => {
  it("takes the seats of every departure, or of none, and never more than are left", async () => {
    const now = new Date();
    const a = await makeDeparture(db, {}, { capacity: 4 }, now);
    const b = await makeSlot(db, a.activity, { capacity: 2 }, now);
    const after = (tag: string) =>
      db
        .prepare(
          "INSERT INTO payment_events (provider, event_id, kind, received_at) SELECT 'acq', ?, 'x', 'x' WHERE changes() = 1",
        )
        .bind(tag);

    const refused = await db.batch([
      ...acquireSeats(db, [
        { slotId: a.slotId, seats: 3 },
        { slotId: b, seats: 3 },
      ]),
      after(`no-${b}`),
    ]);
    expect(refused.map((r) => r.meta.changes)).toEqual([0, 0, 0]);
    expect(await stockOf(db, a.slotId)).toMatchObject({ held: 0 });
    // The first departure is short, the second has room: the second is not taken either.
    const firstShort = await db.batch([
      ...acquireSeats(db, [
        { slotId: a.slotId, seats: 5 },
        { slotId: b, seats: 1 },
      ]),
      after(`short-${b}`),
    ]);
    expect(firstShort.map((r) => r.meta.changes)).toEqual([0, 0, 0]);
    expect(await stockOf(db, b)).toMatchObject({ held: 0 });

    const taken = await db.batch([
      ...acquireSeats(db, [
        { slotId: a.slotId, seats: 3 },
        { slotId: b, seats: 2 },
      ]),
      after(`yes-${b}`),
    ]);
    expect(taken.map((r) => r.meta.changes)).toEqual([1, 1, 1]);
    expect(await stockOf(db, a.slotId)).toMatchObject({ held: 3 });
    expect(await stockOf(db, b)).toMatchObject({ held: 2 });

    // The caller's guard stops it too.
    const guarded = await db.batch(acquireSeats(db, [{ slotId: a.slotId, seats: 1 }], { sql: "1 = ?", params: [0] }));
    expect(guarded[0].meta.changes).toBe(0);
  });

  it("takes more departures at once than D1 binds values in one statement (a cart of long stays)", async () => {
    const now = new Date();
    const first = await makeDeparture(db, {}, { capacity: 2 }, now);
    const slots = [first.slotId];
    for (let i = 1; i < 70; i++) slots.push(await makeSlot(db, first.activity, { capacity: 2 }, now));
    const taken = await db.batch(
      acquireSeats(
        db,
        slots.map((slotId) => ({ slotId, seats: 2 })),
      ),
    );
    expect(taken.every((r) => r.meta.changes === 1)).toBe(true);
    expect(await Promise.all(slots.map(async (id) => (await stockOf(db, id)).held))).toEqual(slots.map(() => 2));
  });
});

describe("lapsed holds", () => {
  it("are released by the next hold attempt on their departure, in its batch", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 3 }, now);
    const first = await makeCart(db, [{ slotId, counts: { adult: 3 } }], now);
    expect((await startCheckout(deps, startInput(first, now))).kind).toBe("payment");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 3 });

    const lapsed = later(now, minutes(HOLD_MINUTES) + 1);
    const second = await makeCart(db, [{ slotId, counts: { adult: 2 } }], lapsed);
    expect((await startCheckout(deps, startInput(second, lapsed))).kind).toBe("payment");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2, activeHoldSeats: 2 });
    const states = await db
      .prepare("SELECT state, count(*) AS n FROM holds WHERE slot_id = ? GROUP BY state ORDER BY state")
      .bind(slotId)
      .all();
    expect(states.results).toEqual([
      { state: "active", n: 1 },
      { state: "released", n: 1 },
    ]);
  });

  it("leave holds that have not run out alone", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 3 }, now);
    const first = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    await startCheckout(deps, startInput(first, now));
    const [freed] = await db.batch(releaseExpiredOnSlot(db, slotId, later(now, minutes(HOLD_MINUTES) - 1)));
    expect(freed.meta.changes).toBe(0);
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2, activeHoldSeats: 2 });
  });

  it("count as free seats in every availability read and in the cart", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId, activity } = await makeDeparture(db, {}, { capacity: 2, daysAhead: 3 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    await startCheckout(deps, startInput(cartId, now));
    const date = addDays(todayInGulf(now), 3);
    const from = todayInGulf(now);

    const during = later(now, minutes(1));
    expect((await departuresOn(db, activity.activityId, date, during))[0].remaining).toBe(0);
    expect(await availableDays(db, activity.activityId, from, addDays(from, 30), during)).toEqual([]);
    expect(await firstAvailableDate(db, activity.activityId, from, during)).toBeNull();
    expect(await departuresOnFirstAvailableDay(db, activity.activityId, from, during)).toEqual([]);

    const lapsed = later(now, minutes(HOLD_MINUTES));
    expect((await departuresOn(db, activity.activityId, date, lapsed))[0].remaining).toBe(2);
    expect(await availableDays(db, activity.activityId, from, addDays(from, 30), lapsed)).toEqual([
      { date, fromPrice: 20000, remaining: 2 },
    ]);
    expect(await firstAvailableDate(db, activity.activityId, from, lapsed)).toBe(date);
    expect(
      (await departuresOnFirstAvailableDay(db, activity.activityId, from, lapsed)).map((d) => [d.slotId, d.remaining]),
    ).toEqual([[slotId, 2]]);
    // The stock itself is untouched until something releases the hold.
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2 });
    const other = await makeCart(db, [{ slotId, counts: { adult: 2 } }], lapsed);
    expect((await priceCart(db, other, "en", lapsed)).items[0].unavailable).toBe(false);
  });
});

describe("departures that have started", () => {
  it("have no seats left in any availability read, so the calendar moves on to the next one", async () => {
    const at = new Date("2030-03-15T10:00:00+04:00");
    const { slotId, activity } = await makeDeparture(db, {}, { date: "2030-03-15", startTime: "09:30", capacity: 6 });
    const evening = await makeSlot(db, activity, { date: "2030-03-15", startTime: "18:00", capacity: 6 });
    expect((await departuresOn(db, activity.activityId, "2030-03-15", at)).map((d) => [d.slotId, d.remaining])).toEqual(
      [
        [slotId, 0],
        [evening, 6],
      ],
    );
    expect(
      (await departuresOnFirstAvailableDay(db, activity.activityId, "2030-03-15", at)).find((d) => d.slotId === slotId)
        ?.remaining,
    ).toBe(0);
    // At 18:00 the evening one has left too: nothing that day.
    const six = new Date("2030-03-15T18:00:00+04:00");
    expect(await availableDays(db, activity.activityId, "2030-03-15", "2030-03-15", six)).toEqual([]);
    expect(await firstAvailableDate(db, activity.activityId, "2030-03-15", six)).toBeNull();
    // A minute before, it still has its seats.
    expect(
      await availableDays(db, activity.activityId, "2030-03-15", "2030-03-15", new Date(six.getTime() - 60_000)),
    ).toEqual([{ date: "2030-03-15", fromPrice: 20000, remaining: 6 }]);
  });
});

describe("many travellers racing for the last seats", () => {
  it("50 concurrent checkouts for 10 seats hold exactly 10; paying them all sells 10 with nothing left held", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 10 }, now);
    const carts: string[] = [];
    for (let i = 0; i < 50; i++) carts.push(await makeCart(db, [{ slotId, counts: { adult: 1 } }], now));

    const results = await Promise.all(carts.map((cartId) => startCheckout(deps, startInput(cartId, now))));
    const paying = results.filter((r): r is Extract<StartResult, { kind: "payment" }> => r.kind === "payment");
    expect(paying).toHaveLength(10);
    expect(results.filter((r) => r.kind === "cart_changed")).toHaveLength(40);
    expect(new Set(paying.map((p) => p.orderId)).size).toBe(10);
    expect(await stockOf(db, slotId)).toEqual({
      capacity: 10,
      sold: 0,
      held: 10,
      activeHoldSeats: 10,
      soldHoldSeats: 0,
    });
    const orders = await db
      .prepare("SELECT count(*) AS n FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.slot_id = ?")
      .bind(slotId)
      .first<{ n: number }>();
    expect(orders!.n).toBe(10);

    const paymentOf = (orderId: string) =>
      [...deps.provider.payments.values()].find((p) => p.input.orderId === orderId)!.id;
    const back = await Promise.all(
      paying.map((p) => returnFromPayment(deps, deps.provider.returnFor(paymentOf(p.orderId), "authorized"), now)),
    );
    expect(back.every((b) => b.page === "success")).toBe(true);
    expect(await stockOf(db, slotId)).toEqual({
      capacity: 10,
      sold: 10,
      held: 0,
      activeHoldSeats: 0,
      soldHoldSeats: 10,
    });
    expect(deps.provider.captures).toHaveLength(10);
  });

  it("keeps held equal to the seats of active holds with several travellers per cart on two departures", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const a = await makeDeparture(db, {}, { capacity: 7 }, now);
    const b = await makeSlot(db, a.activity, { capacity: 5 }, now);
    const wants = Array.from({ length: 12 }, (_, i) => ({
      a: { adult: 1 + (i % 2), child: i % 3 === 0 ? 1 : 0 },
      b: { adult: 1 + (i % 2) },
    }));
    const carts: string[] = [];
    for (const want of wants)
      carts.push(
        await makeCart(
          db,
          [
            { slotId: a.slotId, counts: want.a },
            { slotId: b, counts: want.b },
          ],
          now,
        ),
      );

    const results = await Promise.all(carts.map((cartId) => startCheckout(deps, startInput(cartId, now))));
    const won = results.filter((r) => r.kind === "payment").length;
    expect(won).toBeGreaterThan(0);
    expect(won).toBeLessThan(wants.length);
    const aStock = await stockOf(db, a.slotId);
    const bStock = await stockOf(db, b);
    for (const stock of [aStock, bStock]) {
      expect(stock.held).toBe(stock.activeHoldSeats);
      expect(stock.held).toBeLessThanOrEqual(stock.capacity);
    }
    // Every winning order holds both of its departures (all or none).
    const perOrder = await db
      .prepare(
        "SELECT i.order_id, count(*) AS n FROM holds h JOIN order_items i ON i.id = h.order_item_id WHERE h.state = 'active' AND i.slot_id IN (?, ?) GROUP BY i.order_id",
      )
      .bind(a.slotId, b)
      .all<{ n: number }>();
    expect(perOrder.results).toHaveLength(won);
    expect(perOrder.results.every((r) => r.n === 2)).toBe(true);
    // Holds only grew during the race, so a refused cart would not fit even now: nobody lost while seats were free.
    results.forEach((r, i) => {
      if (r.kind === "payment") return;
      const needA = wants[i].a.adult + wants[i].a.child;
      expect(
        aStock.capacity - aStock.held >= needA && bStock.capacity - bStock.held >= wants[i].b.adult,
        `cart ${i} was refused with room left`,
      ).toBe(false);
    });
  });
});
