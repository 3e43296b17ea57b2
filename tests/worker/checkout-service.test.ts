// Checkout at the service level, one outcome at a time: success, partial, error, on hold (on request and payment
// review), pay later, payment declined, a hold that ran out before payment, and prices that only ever come from D1.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { applyPaymentResult, returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { retryFailedItems } from "../../worker/services/checkout/retry.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { confirmPendingItem } from "../../worker/services/bookings-ops.ts";
import { createBuiltinConnector } from "../../worker/services/suppliers/builtin.ts";
import { loadOrderView } from "../../worker/db/orders.ts";
import { priceCart } from "../../worker/services/cart.ts";
import { HOLD_MINUTES } from "../../shared/constants.ts";
import { fakeDeps, type FakeDeps } from "../fixtures/fakes.ts";
import {
  beforeNextBatch,
  itemRows,
  later,
  makeCart,
  makeDeparture,
  makePromo,
  makeSlot,
  minutes,
  orderRow,
  startInput,
  stockOf,
  type Selection,
} from "../fixtures/booking-factories.ts";

const db = env.DB;

/** Checks out the cart paying now; returns the order and its payment at the fake provider. */
async function checkout(deps: FakeDeps, cartId: string, now: Date) {
  const started = await startCheckout(deps, startInput(cartId, now));
  if (started.kind !== "payment") throw new Error(`expected a payment, got ${JSON.stringify(started)}`);
  const paymentId =
    deps.provider.createCalls.at(-1) &&
    [...deps.provider.payments.values()].find((p) => p.input.orderId === started.orderId)!.id;
  return { orderId: started.orderId, paymentId: paymentId!, redirectUrl: started.redirectUrl };
}

async function cartVersion(cartId: string): Promise<number> {
  return (await db.prepare("SELECT version FROM carts WHERE id = ?").bind(cartId).first<{ version: number }>())!
    .version;
}

async function cartItemCount(cartId: string): Promise<number> {
  return (await db
    .prepare("SELECT count(*) AS n FROM cart_items WHERE cart_id = ?")
    .bind(cartId)
    .first<{ n: number }>())!.n;
}

describe("paying now, every item confirmed", () => {
  it("holds the seats, sends the traveller to the provider, then books, captures the total once and mails the confirmation", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 10, price: 20000 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2, child: 1 } }], now);

    const { orderId, paymentId, redirectUrl } = await checkout(deps, cartId, now);
    expect(orderId).toMatch(/^RH-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(redirectUrl).toBe(`https://pay.example/${paymentId}`);
    const create = deps.provider.createCalls[0];
    expect(create).toMatchObject({
      orderId,
      amount: 55000,
      currency: "AED",
      idempotencyKey: `${cartId}:${await cartVersion(cartId)}`,
      customerEmail: "sara@example.com",
    });
    expect(create.returnUrl).toBe("https://example.com/checkout/return");
    expect(create.expiresAt.getTime()).toBe(now.getTime() + HOLD_MINUTES * 60_000);
    expect(await stockOf(db, slotId)).toMatchObject({ held: 3, sold: 0, activeHoldSeats: 3 });
    expect((await orderRow(db, orderId)).status).toBe("pending_payment");

    const back = await returnFromPayment(
      deps,
      deps.provider.returnFor(paymentId, "authorized"),
      later(now, minutes(2)),
    );
    expect(back).toEqual({ orderId, page: "success" });
    const order = await orderRow(db, orderId);
    expect(order).toMatchObject({
      status: "confirmed",
      total: 55000,
      captured: 55000,
      refunded: 0,
      payment_id: paymentId,
    });
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["confirmed"]);
    expect(deps.provider.captures).toEqual([{ paymentId, amount: 55000, key: `${orderId}:capture` }]);
    expect(deps.provider.voids).toEqual([]);
    expect(deps.mailer.kinds(orderId)).toEqual(["confirmation"]);
    expect(deps.mailer.sent[0].to).toBe("sara@example.com");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 0, sold: 3, activeHoldSeats: 0, soldHoldSeats: 3 });
    expect(await cartItemCount(cartId)).toBe(0);
  });

  it("answers through the built-in connector as the activity says: instant confirmed, on request pending, refusing refused", async () => {
    const now = new Date();
    const deps = { ...fakeDeps(db, () => now), connector: createBuiltinConnector(db) };
    const instant = await makeDeparture(db, {}, {}, now);
    const onRequest = await makeDeparture(db, { confirmation: "on_request" }, {}, now);
    const refusing = await makeDeparture(db, { refuses: true }, {}, now);
    const cartId = await makeCart(
      db,
      [instant, onRequest, refusing].map((d) => ({ slotId: d.slotId, counts: { adult: 1 } })),
      now,
    );
    const { orderId, paymentId } = await checkout(deps as FakeDeps, cartId, now);
    const back = await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now);
    expect(back.page).toBe("on_hold");
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["confirmed", "pending_supplier", "failed"]);
  });
});

describe("partial and failed bookings", () => {
  it("captures only the confirmed items' amount after their share of the promo, and gives the refused item's seats back", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    await makePromo(db, { code: "TENOFF", kind: "percent", value: 10 }, now);
    const good = await makeDeparture(db, {}, { capacity: 5, price: 30000 }, now);
    const bad = await makeDeparture(db, {}, { capacity: 5, price: 10000 }, now);
    deps.connector.answer(bad.activity.activityId, "refused");
    const cartId = await makeCart(
      db,
      [
        { slotId: good.slotId, counts: { adult: 1 } },
        { slotId: bad.slotId, counts: { adult: 2 } },
      ],
      now,
    );
    await db.prepare("UPDATE carts SET promo_code = 'TENOFF' WHERE id = ?").bind(cartId).run();

    const { orderId, paymentId } = await checkout(deps, cartId, now);
    expect(deps.provider.createCalls[0].amount).toBe(45000);
    const back = await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now);
    expect(back.page).toBe("partial");

    const items = await itemRows(db, orderId);
    expect(items.map((i) => [i.status, i.price, i.discount])).toEqual([
      ["confirmed", 30000, 3000],
      ["failed", 20000, 2000],
    ]);
    expect(await orderRow(db, orderId)).toMatchObject({
      status: "partially_confirmed",
      subtotal: 50000,
      discount: 5000,
      total: 45000,
      captured: 27000,
      refunded: 18000,
    });
    expect(deps.provider.captures).toEqual([{ paymentId, amount: 27000, key: `${orderId}:capture` }]);
    expect(await stockOf(db, good.slotId)).toMatchObject({ sold: 1, held: 0 });
    expect(await stockOf(db, bad.slotId)).toMatchObject({ sold: 0, held: 0, soldHoldSeats: 0 });
    expect(deps.mailer.kinds(orderId)).toEqual(["confirmation"]);
    const view = await loadOrderView(db, orderId, "en");
    expect(view).toMatchObject({ captured: 27000, returned: 18000, status: "partially_confirmed" });

    // "Retry" puts the refused item back in the (now empty) cart, once, with the same selection.
    expect(await cartItemCount(cartId)).toBe(0);
    const retried = await retryFailedItems(deps, cartId, orderId, now);
    expect(retried).toEqual({ cartId, added: 1, refused: [] });
    expect(await retryFailedItems(deps, cartId, orderId, now)).toEqual({ cartId, added: 0, refused: [] });
    const cart = await priceCart(db, cartId, "en", now);
    expect(cart.items.map((i) => [i.activityId, i.counts])).toEqual([[bad.activity.activityId, { adult: 2 }]]);
    // Another visitor's cart cannot retry someone else's order.
    expect(await retryFailedItems(deps, "f".repeat(64), orderId, now)).toMatchObject({ added: 0 });
  });

  it("releases the whole authorisation when no item could be booked, keeps the cart and moves its version on", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const a = await makeDeparture(db, {}, {}, now);
    const b = await makeDeparture(db, {}, {}, now);
    deps.connector.answer(a.activity.activityId, "refused").answer(b.activity.activityId, "throw");
    const cartId = await makeCart(
      db,
      [a, b].map((d) => ({ slotId: d.slotId, counts: { adult: 1 } })),
      now,
    );
    const { orderId, paymentId } = await checkout(deps, cartId, now);
    const version = await cartVersion(cartId);

    const back = await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now);
    expect(back.page).toBe("error");
    expect(await orderRow(db, orderId)).toMatchObject({ status: "failed", captured: 0, refunded: 40000 });
    expect(deps.provider.captures).toEqual([]);
    expect(deps.provider.voids).toEqual([{ paymentId, key: `${orderId}:void` }]);
    expect(deps.mailer.kinds(orderId)).toEqual(["rejection"]);
    for (const d of [a, b]) expect(await stockOf(db, d.slotId)).toMatchObject({ sold: 0, held: 0 });
    expect(await cartItemCount(cartId)).toBe(2);
    expect(await cartVersion(cartId)).toBe(version + 1);
  });
});

describe("on hold", () => {
  it("keeps an on-request item's seats sold and captures nothing until it is answered", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const instant = await makeDeparture(db, {}, { price: 10000 }, now);
    const onRequest = await makeDeparture(db, { confirmation: "on_request" }, { price: 20000 }, now);
    deps.connector.answer(onRequest.activity.activityId, "pending");
    const cartId = await makeCart(
      db,
      [instant, onRequest].map((d) => ({ slotId: d.slotId, counts: { adult: 1 } })),
      now,
    );
    const { orderId, paymentId } = await checkout(deps, cartId, now);

    expect((await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now)).page).toBe("on_hold");
    expect(await orderRow(db, orderId)).toMatchObject({ status: "on_hold", captured: 0, refunded: 0 });
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["confirmed", "pending_supplier"]);
    expect(await stockOf(db, onRequest.slotId)).toMatchObject({ sold: 1, held: 0 });
    expect(deps.provider.captures).toEqual([]);
    expect(deps.mailer.kinds(orderId)).toEqual(["on_hold"]);
  });

  it("holds a payment under review until an operator accepts it, then captures", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { price: 12500 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const { orderId, paymentId } = await checkout(deps, cartId, now);

    const back = await returnFromPayment(
      deps,
      deps.provider.returnFor(paymentId, "authorized", { underReview: true }),
      now,
    );
    expect(back.page).toBe("on_hold");
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["confirmed"]);
    expect(deps.provider.captures).toEqual([]);

    const accepted = await confirmPendingItem(deps, orderId, now);
    expect(accepted).toMatchObject({ orderStatus: "confirmed", captured: 25000 });
    expect(deps.provider.captures).toEqual([{ paymentId, amount: 25000, key: `${orderId}:capture` }]);
    expect(deps.mailer.kinds(orderId)).toEqual(["on_hold", "confirmation"]);
  });
});

describe("pay later", () => {
  it("books at once without the provider, sells the seats and tells the traveller the team will arrange payment", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 4 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);

    const started = await startCheckout(deps, startInput(cartId, now, { paymentMode: "later" }));
    expect(started).toMatchObject({ kind: "result", page: "pay_later" });
    const orderId = (started as { orderId: string }).orderId;
    expect(await orderRow(db, orderId)).toMatchObject({
      status: "awaiting_payment",
      payment_mode: "later",
      provider: null,
      captured: 0,
    });
    expect(deps.provider.createCalls).toEqual([]);
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 2, held: 0 });
    expect(deps.mailer.kinds(orderId)).toEqual(["pay_later"]);
    expect(await cartItemCount(cartId)).toBe(0);
  });

  it("fails a pay-later order whose every item was refused, with the seats back", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId, activity } = await makeDeparture(db, {}, {}, now);
    deps.connector.answer(activity.activityId, "refused");
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const started = await startCheckout(deps, startInput(cartId, now, { paymentMode: "later" }));
    expect(started).toMatchObject({ kind: "result", page: "error" });
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 0, held: 0 });
  });
});

describe("payment declined", () => {
  it("releases the holds, moves the cart to a new attempt and mails the traveller; Try again makes a new order", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 3 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 3 } }], now);
    const { orderId, paymentId } = await checkout(deps, cartId, now);
    const version = await cartVersion(cartId);
    expect(await stockOf(db, slotId)).toMatchObject({ held: 3 });

    const back = await returnFromPayment(deps, deps.provider.returnFor(paymentId, "declined"), now);
    expect(back).toEqual({ orderId, page: "payment_failed" });
    expect(await stockOf(db, slotId)).toMatchObject({ held: 0, sold: 0, activeHoldSeats: 0 });
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["released"]);
    expect(await cartVersion(cartId)).toBe(version + 1);
    expect(deps.mailer.kinds(orderId)).toEqual(["payment_failed"]);
    expect(deps.provider.captures).toEqual([]);

    const again = await checkout(deps, cartId, now);
    expect(again.orderId).not.toBe(orderId);
    expect(again.paymentId).not.toBe(paymentId);
    expect(await stockOf(db, slotId)).toMatchObject({ held: 3 });
  });
});

describe("a hold that ran out before the payment came", () => {
  it("takes the seats again when they are still free", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 2 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const { orderId, paymentId } = await checkout(deps, cartId, now);
    const paidAt = later(now, minutes(HOLD_MINUTES + 1));
    // Someone else's hold attempt on the departure released the lapsed hold meanwhile.
    await db.batch([
      db.prepare("UPDATE availability SET held = held - 2 WHERE id = ?").bind(slotId),
      db.prepare("UPDATE holds SET state = 'released' WHERE slot_id = ?").bind(slotId),
    ]);
    const back = await returnFromPayment(
      deps,
      deps.provider.returnFor(paymentId, "authorized", { at: paidAt }),
      paidAt,
    );
    expect(back.page).toBe("success");
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 2, held: 0, soldHoldSeats: 2 });
    expect((await orderRow(db, orderId)).captured).toBe(40000);
  });

  it("fails the item when another traveller took the seats, and never charges for it", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 2 }, now);
    const first = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const { orderId, paymentId } = await checkout(deps, first, now);

    const paidAt = later(now, minutes(HOLD_MINUTES + 1));
    const second = await makeCart(db, [{ slotId, counts: { adult: 2 } }], paidAt);
    const rival = await startCheckout(deps, startInput(second, paidAt));
    expect(rival.kind).toBe("payment");

    const back = await returnFromPayment(
      deps,
      deps.provider.returnFor(paymentId, "authorized", { at: paidAt }),
      paidAt,
    );
    expect(back.page).toBe("error");
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["failed"]);
    expect(deps.provider.captures).toEqual([]);
    expect(deps.provider.voids.map((v) => v.key)).toEqual([`${orderId}:void`]);
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 0, held: 2, activeHoldSeats: 2 });
  });
});

describe("prices come from D1 only", () => {
  it("charges the departure's price, whatever the cart once quoted or the form carries", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { price: 20000 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 1 } }], now);
    // A tampered quote never becomes the charge: the re-check sends the traveller back to the cart.
    await db.prepare("UPDATE cart_items SET quoted_price = 1 WHERE cart_id = ?").bind(cartId).run();
    expect(await startCheckout(deps, startInput(cartId, now))).toEqual({
      kind: "cart_changed",
      outcome: "prices_changed",
    });
    expect(deps.provider.createCalls).toEqual([]);

    await db.prepare("UPDATE cart_items SET quoted_price = 20000 WHERE cart_id = ?").bind(cartId).run();
    const form = { answers: {}, price: 1, total: 1 } as unknown as Parameters<typeof startInput>[2];
    const started = await startCheckout(deps, startInput(cartId, now, form));
    expect(started.kind).toBe("payment");
    expect(deps.provider.createCalls[0].amount).toBe(20000);
    const orderId = (started as { orderId: string }).orderId;
    expect(await orderRow(db, orderId)).toMatchObject({ subtotal: 20000, total: 20000 });
    expect((await itemRows(db, orderId))[0].price).toBe(20000);
  });

  it("sends an unavailable cart back, and says when the cart is empty", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 2 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    await db.prepare("UPDATE availability SET sold = 2 WHERE id = ?").bind(slotId).run();
    expect(await startCheckout(deps, startInput(cartId, now))).toEqual({ kind: "cart_changed", outcome: "none" });
    expect(await startCheckout(deps, startInput("0".repeat(64), now))).toEqual({ kind: "empty" });
    expect(
      await db.prepare("SELECT count(*) AS n FROM orders WHERE cart_id = ?").bind(cartId).first<{ n: number }>(),
    ).toMatchObject({ n: 0 });
  });
});

describe("seats taken on several departures at once", () => {
  it("holds several travellers per item and items on two departures in one batch, or none of them", async () => {
    const now = new Date();
    const a = await makeDeparture(db, {}, { capacity: 5 }, now);
    const bSlot = await makeSlot(db, a.activity, { capacity: 3 }, now);
    const selections: Selection[] = [
      { slotId: a.slotId, counts: { adult: 2, child: 1 } },
      { slotId: bSlot, counts: { adult: 3 } },
    ];
    const cartId = await makeCart(db, selections, now);
    // The second departure loses a seat after the cart was priced, just before its seats are held.
    const raced = {
      ...fakeDeps(db, () => now),
      db: beforeNextBatch(db, () => db.prepare("UPDATE availability SET sold = 1 WHERE id = ?").bind(bSlot).run()),
    };
    expect(await startCheckout(raced, startInput(cartId, now))).toEqual({
      kind: "cart_changed",
      outcome: "some_unavailable",
    });
    expect(await stockOf(db, a.slotId)).toMatchObject({ held: 0, activeHoldSeats: 0 });
    expect(await stockOf(db, bSlot)).toMatchObject({ held: 0, sold: 1 });
    expect(
      await db.prepare("SELECT count(*) AS n FROM orders WHERE cart_id = ?").bind(cartId).first<{ n: number }>(),
    ).toMatchObject({ n: 0 });

    await db.prepare("UPDATE availability SET sold = 0 WHERE id = ?").bind(bSlot).run();
    const deps = fakeDeps(db, () => now);
    const started = await startCheckout(deps, startInput(cartId, now));
    expect(started.kind).toBe("payment");
    expect(await stockOf(db, a.slotId)).toMatchObject({ held: 3, activeHoldSeats: 3 });
    expect(await stockOf(db, bSlot)).toMatchObject({ held: 3, activeHoldSeats: 3 });
  });
});

describe("a verified result for another order's payment", () => {
  it("is refused", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, {}, now);
    const cartA = await makeCart(db, [{ slotId, counts: { adult: 1 } }], now);
    const cartB = await makeCart(db, [{ slotId, counts: { adult: 1 } }], now);
    const a = await checkout(deps, cartA, now);
    const b = await checkout(deps, cartB, now);
    await expect(
      applyPaymentResult(
        deps,
        { eventId: "e1", paymentId: b.paymentId, orderId: a.orderId, status: "authorized", underReview: false },
        now,
      ),
    ).rejects.toMatchObject({
      reason: "unknown_payment",
    });
    expect((await orderRow(db, a.orderId)).status).toBe("pending_payment");
  });
});
