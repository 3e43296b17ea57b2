// Stays: a nightly or daily option booked for several consecutive nights or days takes one unit on every covered
// day's departure, all or none; it is priced night by night; lapsed, failed and cancelled stays give every night back;
// ranges that are too long, not offered, or have a missing or full day are refused with a message a person can act on.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { addToCart, priceCart } from "../../worker/services/cart.ts";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout, type StartResult } from "../../worker/services/checkout/attempt.ts";
import { cancelItem } from "../../worker/services/cancellation.ts";
import { releaseAllExpired } from "../../worker/db/holds.ts";
import { departuresOn } from "../../worker/db/availability.ts";
import { loadOrderView } from "../../worker/db/orders.ts";
import { loadInvoice, loadVoucher } from "../../worker/db/invoices.ts";
import { HOLD_MINUTES } from "../../shared/constants.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { formatStayRange } from "../../shared/stay.ts";
import { fakeDeps } from "../fixtures/fakes.ts";
import { later, makeBookable, makeSlot, minutes, startInput, stockOf } from "../fixtures/booking-factories.ts";
import { get, ORIGIN } from "./helpers.ts";

const db = env.DB;

/** A nightly (or daily) option with a departure at 15:00 on each of `prices.length` consecutive days from `daysAhead`. */
async function stayOption(
  prices: number[],
  opts: { unit?: "nightly" | "daily"; capacity?: number[]; daysAhead?: number } = {},
  now = new Date(),
) {
  const activity = await makeBookable(db, {
    pricingUnit: opts.unit ?? "nightly",
    capacityPerItem: 4,
    freeCancellation: true,
    tiers: [{ days: 1, penaltyPercent: 100 }],
  });
  const first = addDays(todayInGulf(now), opts.daysAhead ?? 20);
  const slots: number[] = [];
  for (const [i, price] of prices.entries()) {
    slots.push(
      await makeSlot(
        db,
        activity,
        { date: addDays(first, i), startTime: "15:00", price, capacity: opts.capacity?.[i] ?? 3 },
        now,
      ),
    );
  }
  return { activity, first, slots };
}

const stay = (slotId: number, units: number, adults = 2) => ({
  slotId,
  counts: { adult: adults },
  extras: [] as number[],
  units,
});

async function paid(deps: ReturnType<typeof fakeDeps>, result: StartResult, now: Date) {
  if (result.kind !== "payment") throw new Error(`expected the payment page, got ${result.kind}`);
  const payment = [...deps.provider.payments.values()].find((p) => p.input.orderId === result.orderId)!;
  return returnFromPayment(deps, deps.provider.returnFor(payment.id, "authorized"), now);
}

describe("a stay in the cart", () => {
  it("is priced as the sum of its nights' own prices, with the span the cart shows", async () => {
    const now = new Date();
    const { slots, first } = await stayOption([50000, 65000, 80000, 99000], {}, now);
    const added = await addToCart(db, null, { ...stay(slots[0], 3), extras: [] }, now);
    expect(added.ok).toBe(true);
    const cart = await priceCart(db, added.ok ? added.cartId : null, "en", now);
    expect(cart.items[0]).toMatchObject({
      price: 50000 + 65000 + 80000,
      quotedPrice: 195000,
      unavailable: false,
      stay: { units: 3, unit: "nightly", endDate: addDays(first, 3) },
    });
    expect(cart.items[0].lines).toEqual([{ kind: "item", travellers: 2, aed: 195000, units: 3 }]);
    expect(cart.subtotal).toBe(195000);
  });

  it("ends on the last day for a daily option (3 days from the 1st return on the 3rd)", async () => {
    const now = new Date();
    const { slots, first } = await stayOption([10000, 10000, 12000], { unit: "daily" }, now);
    const cartId = await addToCart(db, null, stay(slots[0], 3), now).then((r) => (r.ok ? r.cartId : null));
    const item = (await priceCart(db, cartId, "en", now)).items[0];
    expect(item).toMatchObject({ price: 32000, stay: { units: 3, unit: "daily", endDate: addDays(first, 2) } });
    expect(formatStayRange(first, 3, "daily", "en")).toMatch(/\d+\s*[–-]\s*\d+/);
  });

  it("refuses a night that is full, naming it, and stores nothing", async () => {
    const now = new Date();
    const { slots, first } = await stayOption([50000, 50000, 50000], { capacity: [3, 3, 0] }, now);
    const refused = await addToCart(db, null, stay(slots[0], 3), now);
    expect(refused).toEqual({ ok: false, reason: "stay_day_full", date: addDays(first, 2), unit: "nightly" });
    expect(await addToCart(db, null, stay(slots[0], 2), now)).toMatchObject({ ok: true });
  });

  it("refuses a range with a missing day, a stay on a per-person option, and a range past 14 over HTTP", async () => {
    const now = new Date();
    const { slots } = await stayOption([50000, 50000], {}, now);
    expect(await addToCart(db, null, stay(slots[0], 3), now)).toMatchObject({ ok: false, reason: "stay_day_full" });
    const perPerson = await makeBookable(db, {});
    const slot = await makeSlot(db, perPerson, { daysAhead: 20 }, now);
    expect(await addToCart(db, null, stay(slot, 2), now)).toEqual({ ok: false, reason: "stay_not_offered" });

    const post = (body: unknown, path = "/cart/items") =>
      get(path, {
        method: "POST",
        headers: { origin: ORIGIN, accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    for (const units of [0, 15, 2.5, "x"]) {
      const res = await post({ slotId: slots[0], counts: { adult: 1 }, units });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Choose from 1 to 14 nights or days.");
    }
    const full = await post({ slotId: slots[0], counts: { adult: 1 }, units: 3 });
    expect(full.status).toBe(422);
    expect(((await full.json()) as { error: string }).error).toMatch(
      /^This stay is full on the night of (\w{3} \d{1,2}|\d{1,2} \w{3}); choose fewer nights or another date\.$/,
    );
    const ar = await post({ slotId: slots[0], counts: { adult: 1 }, units: 3 }, "/ar/cart/items");
    expect(((await ar.json()) as { error: string }).error).toContain("اختر عددًا أقل من الليالي");
  });

  it("says how many nights each departure can start (the widget's stepper limit) in the departures read", async () => {
    const now = new Date();
    const { first, slots } = await stayOption([50000, 60000, 70000, 80000], { capacity: [3, 3, 0, 3] }, now);
    const [departure] = await departuresOn(
      db,
      (await db
        .prepare("SELECT activity_id FROM availability WHERE id = ?")
        .bind(slots[0])
        .first<{ activity_id: number }>())!.activity_id,
      first,
      now,
    );
    expect(departure.run).toEqual([50000, 60000]);
  });
});

describe("a stay at checkout", () => {
  it("holds one unit on each of its 3 nights in one batch, and selling it sells all 3", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slots } = await stayOption([50000, 50000, 50000, 50000], {}, now);
    const cartId = await makeCartWithStay(slots[0], 3, now);
    const result = await startCheckout(deps, startInput(cartId, now));
    expect(result.kind).toBe("payment");
    for (const slotId of slots.slice(0, 3))
      expect(await stockOf(db, slotId)).toMatchObject({ held: 1, activeHoldSeats: 1, sold: 0 });
    expect(await stockOf(db, slots[3])).toMatchObject({ held: 0, activeHoldSeats: 0 });
    expect(deps.provider.payments.size).toBe(1);
    expect([...deps.provider.payments.values()][0].input.amount).toBe(150000);

    expect((await paid(deps, result, now)).page).toBe("success");
    for (const slotId of slots.slice(0, 3))
      expect(await stockOf(db, slotId)).toMatchObject({ held: 0, sold: 1, soldHoldSeats: 1 });
    const orderId = result.kind === "payment" ? result.orderId : "";
    const view = await loadOrderView(db, orderId, "en");
    expect(view!.items[0].stay).toMatchObject({ units: 3, unit: "nightly" });
    // The confirmation email, the invoice and the voucher carry the span.
    const span = `3 nights · ${formatStayRange(view!.items[0].date, 3, "nightly", "en")}`;
    expect(deps.mailer.sent.find((m) => m.orderId === orderId)!.text).toContain(span);
    expect((await loadInvoice(db, orderId, "en"))!.items[0].stay).toEqual(view!.items[0].stay);
    expect((await loadVoucher(db, view!.items[0].reference, "en"))!.stay).toEqual(view!.items[0].stay);
  });

  it("holds nothing at all when one night is taken between the re-check and the hold (no partial write)", async () => {
    const now = new Date();
    const { slots } = await stayOption([50000, 50000, 50000], { capacity: [1, 1, 1] }, now);
    const cartId = await makeCartWithStay(slots[0], 3, now);
    // The last unit of the third night goes to someone else right before the checkout's hold batch (the big one).
    let raced = false;
    const racing = new Proxy(db, {
      get(target, prop) {
        if (prop === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            if (!raced && statements.length >= 10) {
              raced = true;
              await target.prepare("UPDATE availability SET sold = 1 WHERE id = ?").bind(slots[2]).run();
            }
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await startCheckout({ ...fakeDeps(db, () => now), db: racing }, startInput(cartId, now));
    expect(raced).toBe(true);
    expect(result).toEqual({ kind: "cart_changed", outcome: "none" });
    for (const slotId of slots.slice(0, 2))
      expect(await stockOf(db, slotId)).toMatchObject({ held: 0, activeHoldSeats: 0, sold: 0 });
    expect(await stockOf(db, slots[2])).toMatchObject({ held: 0, sold: 1 });
    const orders = await db
      .prepare("SELECT count(*) AS n FROM orders WHERE cart_id = ?")
      .bind(cartId)
      .first<{ n: number }>();
    expect(orders!.n).toBe(0);
  });

  it("gives all 3 nights back when its hold lapses, and releases them together when another traveller holds one of them", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slots } = await stayOption([50000, 50000, 50000], { capacity: [1, 1, 1] }, now);
    expect((await startCheckout(deps, startInput(await makeCartWithStay(slots[0], 3, now), now))).kind).toBe("payment");

    // Lapsed: another traveller holding only the middle night frees the stay's other nights too.
    const lapsed = later(now, minutes(HOLD_MINUTES) + 1);
    const middle = await makeCartWithStay(slots[1], 1, lapsed);
    expect((await startCheckout(deps, startInput(middle, lapsed))).kind).toBe("payment");
    expect(await stockOf(db, slots[0])).toMatchObject({ held: 0, activeHoldSeats: 0 });
    expect(await stockOf(db, slots[1])).toMatchObject({ held: 1, activeHoldSeats: 1 });
    expect(await stockOf(db, slots[2])).toMatchObject({ held: 0, activeHoldSeats: 0 });

    // And the scheduled sweep returns what is left once that hold lapses as well.
    await db.batch(releaseAllExpired(db, later(lapsed, minutes(HOLD_MINUTES) + 1)));
    for (const slotId of slots) expect(await stockOf(db, slotId)).toMatchObject({ held: 0, activeHoldSeats: 0 });
  });

  it("sells every night again when paid after its hold was released, or fails whole when one is gone", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slots } = await stayOption([50000, 50000], { capacity: [1, 1] }, now);
    const result = await startCheckout(deps, startInput(await makeCartWithStay(slots[0], 2, now), now));
    const lapsed = later(now, minutes(HOLD_MINUTES) + 1);
    await db.batch(releaseAllExpired(db, lapsed));
    expect(await stockOf(db, slots[1])).toMatchObject({ held: 0 });
    const back = await paid(deps, result, lapsed);
    expect(back.page).toBe("success");
    for (const slotId of slots) expect(await stockOf(db, slotId)).toMatchObject({ sold: 1, soldHoldSeats: 1, held: 0 });

    // Another stay whose second night is sold meanwhile: no night is sold to it, and it is not charged.
    const other = await stayOption([50000, 50000], { capacity: [1, 1] }, now);
    const second = await startCheckout(deps, startInput(await makeCartWithStay(other.slots[0], 2, now), now));
    await db.batch(releaseAllExpired(db, lapsed));
    await db.prepare("UPDATE availability SET sold = 1 WHERE id = ?").bind(other.slots[1]).run();
    expect((await paid(deps, second, lapsed)).page).not.toBe("success");
    expect(await stockOf(db, other.slots[0])).toMatchObject({ sold: 0, soldHoldSeats: 0, held: 0 });
    const item = await db
      .prepare("SELECT status FROM order_items WHERE order_id = ?")
      .bind(second.kind === "payment" ? second.orderId : "")
      .first<{ status: string }>();
    expect(item!.status).toBe("failed");
  });

  it("returns every night when the stay is cancelled", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slots } = await stayOption([50000, 50000, 50000], {}, now);
    const result = await startCheckout(deps, startInput(await makeCartWithStay(slots[0], 3, now), now));
    await paid(deps, result, now);
    const reference = (await db
      .prepare("SELECT reference FROM order_items WHERE order_id = ?")
      .bind(result.kind === "payment" ? result.orderId : "")
      .first<{ reference: string }>())!.reference;
    const outcome = await cancelItem(deps, { reference, by: "account", now });
    expect(outcome.kind).toBe("cancelled");
    for (const slotId of slots) expect(await stockOf(db, slotId)).toMatchObject({ sold: 0, soldHoldSeats: 0, held: 0 });
    const states = await db
      .prepare("SELECT state, count(*) AS n FROM holds WHERE slot_id IN (?, ?, ?) GROUP BY state")
      .bind(...slots)
      .all();
    expect(states.results).toEqual([{ state: "returned", n: 3 }]);
  });
});

async function makeCartWithStay(slotId: number, units: number, now: Date): Promise<string> {
  const added = await addToCart(db, null, stay(slotId, units, 1), now);
  if (!added.ok) throw new Error(`could not add the stay: ${added.reason}`);
  return added.cartId;
}
