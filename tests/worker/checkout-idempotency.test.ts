// One checkout attempt, whatever the traveller or the network repeats: double clicks, reloads and the back button
// find the same order, holds and payment; replayed and racing callbacks book, capture and mail once.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { handleWebhook, returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { priceCart } from "../../worker/services/cart.ts";
import { HOLD_MINUTES } from "../../shared/constants.ts";
import { fakeDeps, type FakeDeps } from "../fixtures/fakes.ts";
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

async function ordersOf(cartId: string): Promise<{ id: string; status: string }[]> {
  return (
    await db
      .prepare("SELECT id, status FROM orders WHERE cart_id = ? ORDER BY created_at, id")
      .bind(cartId)
      .all<{ id: string; status: string }>()
  ).results;
}

async function holdsOf(cartId: string): Promise<{ state: string; seats: number }[]> {
  return (
    await db
      .prepare(
        "SELECT h.state, h.seats FROM holds h JOIN order_items i ON i.id = h.order_item_id JOIN orders o ON o.id = i.order_id WHERE o.cart_id = ? ORDER BY h.id",
      )
      .bind(cartId)
      .all<{ state: string; seats: number }>()
  ).results;
}

async function paidOrder(deps: FakeDeps, now: Date, spec: Parameters<typeof makeDeparture>[1] = {}) {
  const { slotId, activity } = await makeDeparture(db, spec, { capacity: 6, price: 15000 }, now);
  const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
  const started = await startCheckout(deps, startInput(cartId, now));
  if (started.kind !== "payment") throw new Error("expected a payment");
  const paymentId = [...deps.provider.payments.values()].find((p) => p.input.orderId === started.orderId)!.id;
  return { cartId, slotId, activity, orderId: started.orderId, paymentId };
}

describe("starting checkout again", () => {
  it("re-checks the cart with its own held seats counted as its own, so going back from payment is not a sell-out", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 3 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 3 } }], now);
    const rival = await makeCart(db, [{ slotId, counts: { adult: 1 } }], now);
    const first = await startCheckout(deps, startInput(cartId, now));
    expect(first.kind).toBe("payment");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 3 });

    // The traveller presses back: the cart still shows the item as bookable, and checkout finds the same attempt.
    const back = later(now, minutes(2));
    expect((await priceCart(db, cartId, "en", back)).items.map((i) => i.unavailable)).toEqual([false]);
    expect(await startCheckout(deps, startInput(cartId, back))).toEqual(first);
    // Anyone else sees those seats taken.
    expect((await priceCart(db, rival, "en", back)).items.map((i) => i.unavailable)).toEqual([true]);
  });

  it("finds the same order, holds and payment after a reload or the back button", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 5 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);

    const first = await startCheckout(deps, startInput(cartId, now));
    const reload = await startCheckout(deps, startInput(cartId, later(now, minutes(1))));
    const back = await startCheckout(
      deps,
      startInput(cartId, later(now, minutes(3)), {
        lead: {
          firstName: "Sara",
          lastName: "Haddad",
          email: "sara@example.com",
          country: "AE",
          phone: "+971559876543",
        },
      }),
    );
    expect(first.kind).toBe("payment");
    expect(reload).toEqual(first);
    expect(back).toEqual(first);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await holdsOf(cartId)).toEqual([{ state: "active", seats: 2 }]);
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2 });
    // The provider was asked with one key each time, so it made one payment.
    expect(deps.provider.payments.size).toBe(1);
    expect(new Set(deps.provider.createCalls.map((c) => c.idempotencyKey)).size).toBe(1);
    // The details typed the last time are the order's (a new email would be a new payment: see webhooks.test.ts).
    expect(await orderRow(db, (first as { orderId: string }).orderId)).toMatchObject({
      lead_last_name: "Haddad",
      lead_phone: "+971559876543",
    });
  });

  it("makes one order, one hold set and one payment for a double click (concurrent requests)", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 5 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);

    const clicks = await Promise.all([1, 2, 3].map(() => startCheckout(deps, startInput(cartId, now))));
    expect(new Set(clicks.map((c) => JSON.stringify(c))).size).toBe(1);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect(await holdsOf(cartId)).toEqual([{ state: "active", seats: 2 }]);
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2, activeHoldSeats: 2 });
    expect(deps.provider.payments.size).toBe(1);
  });

  it("shows the result of an attempt that was already paid instead of starting another", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { cartId, orderId, paymentId } = await paidOrder(deps, now);
    const key = String((await orderRow(db, orderId)).idempotency_key);
    const bookedItems = await db
      .prepare("SELECT * FROM cart_items WHERE cart_id = ?")
      .bind(cartId)
      .all<Record<string, unknown>>();
    await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now);
    // A second tab that priced the cart before it was emptied posts the same attempt (the cart as it was then).
    await db.batch([
      db.prepare("UPDATE carts SET version = ? WHERE id = ?").bind(Number(key.split(":")[1]), cartId),
      ...bookedItems.results.map((r) =>
        db
          .prepare(
            "INSERT INTO cart_items (cart_id, activity_id, option_id, slot_id, counts, extras, quoted_price, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          )
          .bind(r.cart_id, r.activity_id, r.option_id, r.slot_id, r.counts, r.extras, r.quoted_price, r.created_at),
      ),
    ]);
    const again = await startCheckout(deps, startInput(cartId, now));
    expect(again).toEqual({ kind: "result", orderId, page: "success" });
    expect(await ordersOf(cartId)).toHaveLength(1);
  });

  it("ends the attempt and starts a new one when the traveller switches to pay later, or the hold ran out", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 2 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const first = await startCheckout(deps, startInput(cartId, now));
    expect(first.kind).toBe("payment");

    const lapsed = later(now, minutes(HOLD_MINUTES + 1));
    const second = await startCheckout(deps, startInput(cartId, lapsed));
    expect(second.kind).toBe("payment");
    expect((second as { orderId: string }).orderId).not.toBe((first as { orderId: string }).orderId);

    const third = await startCheckout(deps, startInput(cartId, lapsed, { paymentMode: "later" }));
    expect(third).toMatchObject({ kind: "result", page: "pay_later" });
    expect((await ordersOf(cartId)).map((o) => o.status).sort()).toEqual([
      "awaiting_payment",
      "payment_failed",
      "payment_failed",
    ]);
    expect(await stockOf(db, slotId)).toEqual({ capacity: 2, sold: 2, held: 0, activeHoldSeats: 0, soldHoldSeats: 2 });
    expect(deps.mailer.kinds()).toEqual(["pay_later"]);
  });
});

describe("an attempt the cart has moved past", () => {
  it("ends when the edited cart is checked out, giving its seats to the new attempt", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 3 }, now);
    const other = await makeDeparture(db, {}, { capacity: 3 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 3 } }], now);
    const first = await startCheckout(deps, startInput(cartId, now));
    expect(await stockOf(db, slotId)).toMatchObject({ held: 3 });

    // Back to the cart, another experience added (a new version), checkout again: the same three seats are needed.
    const { addToCart } = await import("../../worker/services/cart.ts");
    expect((await addToCart(db, cartId, { slotId: other.slotId, counts: { adult: 1 }, extras: [] }, now)).ok).toBe(
      true,
    );
    const second = await startCheckout(deps, startInput(cartId, now));
    expect(second.kind).toBe("payment");
    expect((await orderRow(db, (first as { orderId: string }).orderId)).status).toBe("payment_failed");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 3, activeHoldSeats: 3 });
    expect(await stockOf(db, other.slotId)).toMatchObject({ held: 1 });
  });
});

describe("replayed and racing callbacks", () => {
  it("applies a return once: a replay changes nothing and shows the same page", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, paymentId } = await paidOrder(deps, now);
    const params = deps.provider.returnFor(paymentId, "authorized");

    expect(await returnFromPayment(deps, params, now)).toEqual({ orderId, page: "success" });
    expect(await returnFromPayment(deps, params, now)).toEqual({ orderId, page: "success" });
    expect(deps.provider.captures.map((c) => c.key)).toEqual([`${orderId}:capture`]);
    expect(deps.mailer.kinds(orderId)).toEqual(["confirmation"]);
    expect(deps.connector.booked).toHaveLength(1);
  });

  it("books, captures and mails once when the return and the webhook race, and their replays follow", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, paymentId, slotId } = await paidOrder(deps, now);
    const params = deps.provider.returnFor(paymentId, "authorized");
    const hook = deps.provider.webhookFor(paymentId, "authorized");

    const results = await Promise.all([
      returnFromPayment(deps, params, now),
      handleWebhook(deps, "sandbox", hook.body, hook.headers, now),
      returnFromPayment(deps, params, now),
      handleWebhook(deps, "sandbox", hook.body, hook.headers, now),
    ]);
    expect(results.filter((r) => "duplicate" in r && r.duplicate)).toHaveLength(1);
    expect(deps.connector.booked).toHaveLength(1);
    expect(deps.provider.captures).toHaveLength(1);
    expect(deps.mailer.kinds(orderId)).toEqual(["confirmation"]);
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 2, held: 0, soldHoldSeats: 2 });
    expect((await orderRow(db, orderId)).status).toBe("confirmed");
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["confirmed"]);
    const events = await db
      .prepare("SELECT count(*) AS n FROM payment_events WHERE order_id = ?")
      .bind(orderId)
      .first<{ n: number }>();
    expect(events!.n).toBe(2);

    expect(await handleWebhook(deps, "sandbox", hook.body, hook.headers, now)).toEqual({
      duplicate: true,
      ignored: false,
    });
    expect(deps.provider.captures).toHaveLength(1);
  });

  it("never lets a late decline undo a paid order", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, paymentId, slotId } = await paidOrder(deps, now);
    await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now);
    const declined = deps.provider.webhookFor(paymentId, "declined");
    expect(await handleWebhook(deps, "sandbox", declined.body, declined.headers, now)).toEqual({
      duplicate: false,
      ignored: false,
    });
    expect((await orderRow(db, orderId)).status).toBe("confirmed");
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 2 });
    expect(deps.mailer.kinds(orderId)).toEqual(["confirmation"]);
  });

  it("releases money authorised after the attempt had already ended, and charges nothing", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { orderId, paymentId, cartId } = await paidOrder(deps, now);
    const lapsed = later(now, minutes(HOLD_MINUTES + 1));
    // The traveller reloads checkout after the hold ran out: that attempt ends, a new one starts.
    await startCheckout(deps, startInput(cartId, lapsed));
    expect((await orderRow(db, orderId)).status).toBe("payment_failed");

    const back = await returnFromPayment(
      deps,
      deps.provider.returnFor(paymentId, "authorized", { at: lapsed }),
      lapsed,
    );
    expect(back).toEqual({ orderId, page: "payment_failed" });
    expect(deps.provider.captures).toEqual([]);
    expect(deps.provider.voids).toEqual([{ paymentId, key: `${orderId}:void` }]);
    expect(await orderRow(db, orderId)).toMatchObject({ status: "payment_failed", refunded: 30000 });
  });
});
