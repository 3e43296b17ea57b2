// The operator's answers to on-request bookings (`npm run bookings`): confirm captures once nothing waits, reject
// returns the seats and releases the money, and every answer applies once.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import {
  BookingOpsError,
  confirmPendingItem,
  listAwaiting,
  rejectPendingItem,
} from "../../worker/services/bookings-ops.ts";
import { fakeDeps, type FakeDeps } from "../fixtures/fakes.ts";
import { itemRows, makeCart, makeDeparture, orderRow, startInput, stockOf } from "../fixtures/booking-factories.ts";

const db = env.DB;

/** A paid order of one instant and `onRequest` on-request items (AED 100 a seat, one seat each). */
async function orderWithPending(deps: FakeDeps, now: Date, onRequest = 1, mode: "now" | "later" = "now", instant = 1) {
  const departures = [];
  for (let i = 0; i < instant; i++) departures.push(await makeDeparture(db, {}, { capacity: 3, price: 10000 }, now));
  for (let i = 0; i < onRequest; i++) {
    const d = await makeDeparture(db, { confirmation: "on_request" }, { capacity: 3, price: 10000 * (i + 2) }, now);
    deps.connector.answer(d.activity.activityId, "pending");
    departures.push(d);
  }
  const cartId = await makeCart(
    db,
    departures.map((d) => ({ slotId: d.slotId, counts: { adult: 1 } })),
    now,
  );
  const started = await startCheckout(deps, startInput(cartId, now, { paymentMode: mode }));
  let paymentId: string | null = null;
  if (started.kind === "payment") {
    paymentId = [...deps.provider.payments.values()].find((p) => p.input.orderId === started.orderId)!.id;
    await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now);
  }
  const orderId = (started as { orderId: string }).orderId;
  const items = await itemRows(db, orderId);
  const pending = items.filter((i) => i.status === "pending_supplier").map((i) => String(i.reference));
  return { orderId, paymentId, pending, departures };
}

describe("confirming", () => {
  it("confirms the item and, with nothing else waiting, captures the order's total and mails the confirmation", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, paymentId, pending } = await orderWithPending(deps, now);
    expect((await orderRow(db, orderId)).status).toBe("on_hold");

    const result = await confirmPendingItem(deps, pending[0].toLowerCase(), now);
    expect(result).toEqual({
      reference: pending[0],
      orderId,
      itemStatus: "confirmed",
      orderStatus: "confirmed",
      paymentMode: "now",
      seats: 1,
      captured: 30000,
      returned: 0,
      paymentError: null,
    });
    expect(deps.connector.confirmed).toEqual([pending[0]]);
    expect(deps.provider.captures).toEqual([{ paymentId, amount: 30000, key: `${orderId}:capture` }]);
    expect(deps.mailer.kinds(orderId)).toEqual(["on_hold", "confirmation"]);
    expect((await itemRows(db, orderId)).every((i) => i.decided_at !== null)).toBe(true);

    await expect(confirmPendingItem(deps, pending[0], now)).rejects.toThrow(/already confirmed/);
    expect(deps.provider.captures).toHaveLength(1);
  });

  it("tells the operator when the provider would not capture, and keeps the booking", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, pending } = await orderWithPending(deps, now);
    deps.provider.failing.capture = true;
    const result = await confirmPendingItem(deps, pending[0], now);
    expect(result).toMatchObject({ orderStatus: "confirmed", itemStatus: "confirmed" });
    expect(result.paymentError).toMatch(new RegExp(`capturing payment .* failed \\(key ${orderId}:capture\\)`));
    expect(deps.mailer.kinds(orderId)).toEqual(["on_hold", "confirmation"]);
  });

  it("for a pay-later order keeps it awaiting payment and mails the confirmation once nothing waits", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, pending } = await orderWithPending(deps, now, 1, "later");
    expect((await orderRow(db, orderId)).status).toBe("awaiting_payment");
    await confirmPendingItem(deps, pending[0], now);
    expect((await orderRow(db, orderId)).status).toBe("awaiting_payment");
    expect(deps.provider.captures).toEqual([]);
    expect(deps.mailer.kinds(orderId)).toEqual(["pay_later", "confirmation"]);
  });
});

describe("rejecting", () => {
  it("returns the seats, and with nothing booked fails the order, releases the authorisation and mails the rejection", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, paymentId, pending, departures } = await orderWithPending(deps, now, 1, "now", 0);
    const slotId = departures[0].slotId;
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 1 });

    const result = await rejectPendingItem(deps, pending[0], now);
    expect(result).toMatchObject({ itemStatus: "rejected", orderStatus: "failed", captured: 0, returned: 20000 });
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 0, held: 0, soldHoldSeats: 0 });
    expect(deps.connector.rejected).toEqual([pending[0]]);
    expect(deps.provider.voids).toEqual([{ paymentId, key: `${orderId}:void` }]);
    expect(deps.provider.captures).toEqual([]);
    expect(deps.mailer.kinds(orderId)).toEqual(["on_hold", "rejection"]);

    await expect(rejectPendingItem(deps, pending[0], now)).rejects.toThrow(/already rejected/);
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 0 });
  });

  it("settles a partly answered order only when the last item is answered, capturing what was confirmed", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, paymentId, pending } = await orderWithPending(deps, now, 2);

    const first = await rejectPendingItem(deps, pending[0], now);
    expect(first).toMatchObject({ orderStatus: "on_hold", returned: 20000 });
    expect(deps.provider.captures).toEqual([]);
    expect(deps.mailer.kinds(orderId)).toEqual(["on_hold", "rejection"]);

    const second = await confirmPendingItem(deps, pending[1], now);
    expect(second).toMatchObject({ orderStatus: "partially_confirmed", captured: 40000, returned: 20000 });
    expect(deps.provider.captures).toEqual([{ paymentId, amount: 40000, key: `${orderId}:capture` }]);
    expect(deps.mailer.kinds(orderId)).toEqual(["on_hold", "rejection", "confirmation"]);
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["confirmed", "rejected", "confirmed"]);
  });

  it("lets exactly one of two racing answers apply", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, pending, departures } = await orderWithPending(deps, now, 1, "now", 0);
    const outcomes = await Promise.allSettled([
      confirmPendingItem(deps, pending[0], now),
      rejectPendingItem(deps, pending[0], now),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const status = (await orderRow(db, orderId)).status;
    expect(["confirmed", "failed"]).toContain(status);
    expect((await stockOf(db, departures[0].slotId)).sold).toBe(status === "confirmed" ? 1 : 0);
    expect(deps.provider.captures.length + deps.provider.voids.length).toBe(1);
    expect(deps.connector.confirmed.length + deps.connector.rejected.length).toBe(1);
  });
});

describe("what the operator is told", () => {
  it("explains unknown and unanswerable references", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    await expect(confirmPendingItem(deps, "RB-NOPE0000", now)).rejects.toThrow(
      /No booking has the reference RB-NOPE0000/,
    );
    await expect(rejectPendingItem(deps, "RB-NOPE0000", now)).rejects.toBeInstanceOf(BookingOpsError);
    const { orderId } = await orderWithPending(deps, now, 1);
    const instant = (await itemRows(db, orderId)).find((i) => i.status === "confirmed")!;
    await expect(rejectPendingItem(deps, String(instant.reference), now)).rejects.toThrow(
      /already confirmed; only bookings awaiting confirmation/,
    );
    await expect(confirmPendingItem(deps, orderId, now)).rejects.toThrow(/still waits for RB-/);
  });

  it("lists the bookings awaiting an answer and the payments awaiting review", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, pending } = await orderWithPending(deps, now, 1);
    const rows = await listAwaiting(db);
    expect(rows.find((r) => r.reference === pending[0])).toMatchObject({
      orderId,
      orderStatus: "on_hold",
      travellers: 1,
      leadName: "Sara Al Mansoori",
    });
    expect(rows.some((r) => r.reference === null && r.orderId === orderId)).toBe(false);

    const { slotId } = await makeDeparture(db, {}, {}, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 1 } }], now);
    const started = await startCheckout(deps, startInput(cartId, now));
    const paymentId = [...deps.provider.payments.values()].find(
      (p) => p.input.orderId === (started as { orderId: string }).orderId,
    )!.id;
    await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized", { underReview: true }), now);
    const review = (await listAwaiting(db)).find((r) => r.orderId === (started as { orderId: string }).orderId);
    expect(review).toMatchObject({ reference: null, title: "payment under review" });
  });
});
