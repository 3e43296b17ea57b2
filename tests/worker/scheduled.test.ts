// The scheduled handler: attempts whose hold ran out before payment end with their seats back, lapsed holds are
// swept, unanswered on-request bookings time out; and the worker's cron export runs it.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import worker from "../../worker/index.ts";
import { STALLED_BOOKING_MINUTES } from "../../worker/services/checkout/booking.ts";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { transition } from "../../worker/services/orders.ts";
import { runScheduledWith } from "../../worker/services/scheduled.ts";
import { HOLD_MINUTES, ON_REQUEST_TIMEOUT_HOURS } from "../../shared/constants.ts";
import { fakeDeps } from "../fixtures/fakes.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { SESSION_DAYS } from "../../shared/account.ts";
import {
  itemRows,
  later,
  makeCart,
  makeDeparture,
  minutes,
  orderRow,
  startInput,
  stockOf,
} from "../fixtures/booking-factories.ts";

const db = env.DB;
const hours = (n: number) => minutes(60 * n);

async function version(cartId: string): Promise<number> {
  return (await db.prepare("SELECT version FROM carts WHERE id = ?").bind(cartId).first<{ version: number }>())!
    .version;
}

describe("attempts whose hold ran out", () => {
  it("end as payment failed with their seats back and the cart on a new attempt; fresh ones are left alone", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 5 }, now);
    const oldCart = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const old = await startCheckout(deps, startInput(oldCart, now));
    const lapsed = later(now, minutes(HOLD_MINUTES) + 1000);
    const freshCart = await makeCart(db, [{ slotId, counts: { adult: 1 } }], lapsed);
    const fresh = await startCheckout(deps, startInput(freshCart, later(now, minutes(5))));
    const before = await version(oldCart);

    const report = await runScheduledWith(deps, lapsed);
    expect(report).toMatchObject({ expiredOrders: 1, errors: 0 });
    const oldId = (old as { orderId: string }).orderId;
    expect((await orderRow(db, oldId)).status).toBe("payment_failed");
    expect((await itemRows(db, oldId)).map((i) => i.status)).toEqual(["released"]);
    expect((await orderRow(db, (fresh as { orderId: string }).orderId)).status).toBe("pending_payment");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 1, activeHoldSeats: 1 });
    expect(await version(oldCart)).toBe(before + 1);
    expect(deps.mailer.sent).toEqual([]);

    // Running again changes nothing.
    expect(await runScheduledWith(deps, lapsed)).toMatchObject({ expiredOrders: 0, releasedHolds: 0 });
    expect(await stockOf(db, slotId)).toMatchObject({ held: 1 });
  });

  it("sweeps any other lapsed hold, so held always equals the seats of active holds", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 5 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 3 } }], now);
    const started = await startCheckout(deps, startInput(cartId, now));
    // An order that has moved on (say, an operator's manual fix) but whose hold was left active.
    await db
      .prepare("UPDATE orders SET status = 'processing' WHERE id = ?")
      .bind((started as { orderId: string }).orderId)
      .run();
    const report = await runScheduledWith(deps, later(now, minutes(HOLD_MINUTES + 1)));
    expect(report).toMatchObject({ expiredOrders: 0, releasedHolds: 1 });
    expect(await stockOf(db, slotId)).toMatchObject({ held: 0, activeHoldSeats: 0 });
  });
});

describe("on-request bookings nobody answers", () => {
  it(`are rejected after ${ON_REQUEST_TIMEOUT_HOURS} hours: seats back, money released, traveller told`, async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId, activity } = await makeDeparture(
      db,
      { confirmation: "on_request" },
      { capacity: 4, price: 10000 },
      now,
    );
    deps.connector.answer(activity.activityId, "pending");
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const started = await startCheckout(deps, startInput(cartId, now));
    const orderId = (started as { orderId: string }).orderId;
    const paymentId = [...deps.provider.payments.values()].find((p) => p.input.orderId === orderId)!.id;
    await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now);
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 2 });

    expect(await runScheduledWith(deps, later(now, hours(ON_REQUEST_TIMEOUT_HOURS) - minutes(1)))).toMatchObject({
      timedOut: 0,
    });
    expect((await itemRows(db, orderId))[0].status).toBe("pending_supplier");

    const report = await runScheduledWith(deps, later(now, hours(ON_REQUEST_TIMEOUT_HOURS)));
    expect(report).toMatchObject({ timedOut: 1, errors: 0 });
    expect((await itemRows(db, orderId))[0].status).toBe("rejected");
    expect(await orderRow(db, orderId)).toMatchObject({ status: "failed", captured: 0, refunded: 20000 });
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 0, held: 0 });
    expect(deps.provider.voids.map((v) => v.key)).toEqual([`${orderId}:void`]);
    expect(deps.mailer.kinds(orderId)).toEqual(["on_hold", "rejection"]);
  });
});

describe("bookings whose request died while processing", () => {
  it("are resumed once, keeping a payment held for review on hold", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 4, price: 10000 }, now);
    const orders: string[] = [];
    for (const review of [false, true]) {
      const cartId = await makeCart(db, [{ slotId, counts: { adult: 1 } }], now);
      const started = await startCheckout(deps, startInput(cartId, now));
      const orderId = (started as { orderId: string }).orderId;
      // The move to processing and its event were written, then the request died before booking anything.
      await db.batch([
        db
          .prepare(
            "INSERT INTO payment_events (provider, event_id, order_id, kind, received_at) VALUES ('sandbox', ?, ?, ?, 'x')",
          )
          .bind(`died-${orderId}`, orderId, review ? "authorized_review" : "authorized"),
        transition(db, orderId, "payment_authorized", now),
      ]);
      orders.push(orderId);
    }
    expect(await runScheduledWith(deps, later(now, minutes(STALLED_BOOKING_MINUTES) - 1000))).toMatchObject({
      resumed: 0,
    });

    const at = later(now, minutes(STALLED_BOOKING_MINUTES));
    const reports = await Promise.all([runScheduledWith(deps, at), runScheduledWith(deps, at)]);
    expect(reports.reduce((n, r) => n + r.resumed, 0)).toBe(2);
    expect(await orderRow(db, orders[0])).toMatchObject({ status: "confirmed", captured: 10000 });
    expect((await orderRow(db, orders[1])).status).toBe("on_hold");
    expect(deps.connector.booked).toHaveLength(2);
    expect(deps.provider.captures).toHaveLength(1);
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 2, held: 0, soldHoldSeats: 2 });
  });
});

describe("lapsed sessions", () => {
  it("are deleted once they expire; live ones stay", async () => {
    const user = await makeUser(env.DB);
    const now = new Date("2026-05-01T10:00:00Z");
    await signedIn(env.DB, user.id, new Date(now.getTime() - (SESSION_DAYS + 1) * 86_400_000));
    await signedIn(env.DB, user.id, now);
    const count = () =>
      env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(user.id).first<number>("n");
    expect(await count()).toBe(2);
    await runScheduledWith(fakeDeps(env.DB), now);
    expect(await count()).toBe(1);
  });
});

describe("the worker's cron export", () => {
  it("runs the scheduled work with the worker's own bindings", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 2 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const started = await startCheckout(deps, startInput(cartId, now));
    const waits: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext;
    const controller = {
      scheduledTime: later(now, minutes(HOLD_MINUTES + 1)).getTime(),
      cron: "* * * * *",
      noRetry() {},
    } as ScheduledController;
    await worker.scheduled(controller, env, ctx);
    await Promise.all(waits);
    expect((await orderRow(db, (started as { orderId: string }).orderId)).status).toBe("payment_failed");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 0 });
  });
});
