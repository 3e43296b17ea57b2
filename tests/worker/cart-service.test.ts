// The cart service without HTTP: adding (every refusal of spec §5 and the widget's rules), changing travellers,
// removing, versions, and priceCart's re-check (prices from D1, flags, the four outcomes of spec §4).
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { availabilityOutcome } from "../../shared/cart.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import {
  acceptCurrentPrices,
  addToCart,
  cartCount,
  emptyCart,
  newCartId,
  priceCart,
  removeCartItems,
  updateCartItem,
  MAX_CART_ITEMS,
} from "../../worker/services/cart.ts";
import { bumpCartVersion } from "../../worker/db/cart-writes.ts";
import {
  cartVersion,
  makeActivity,
  makeHold,
  makeSlot,
  setSlotPrice,
  storedItems,
} from "../fixtures/cart-factories.ts";

const db = env.DB;
const now = new Date();

async function added(
  cartId: string | null,
  slotId: number,
  counts: Record<string, number> = { adult: 1 },
  extras: number[] = [],
) {
  const result = await addToCart(db, cartId, { slotId, counts, extras }, now);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe("addToCart", () => {
  it("starts a cart under a fresh random id, prices the item from D1 and counts it", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity, { price: 20000 });
    const result = await added(null, slot, { adult: 2, child: 1 }, [activity.extraPerPerson, activity.extraPerItem]);
    expect(result.cartId).toMatch(/^[0-9a-f]{64}$/);
    expect(result.count).toBe(1);
    // 2 adults at 200, a child at 75 %, a per-person extra for 3, a per-item extra once.
    const [item] = await storedItems(db, result.cartId);
    expect(item.quoted_price).toBe(2 * 20000 + 15000 + 3 * 15000 + 9900);
    expect(item.counts).toEqual({ adult: 2, child: 1 });
    expect(await cartVersion(db, result.cartId)).toBe(1);
  });

  it("adds to the same cart and bumps its version; an unknown (forged) id starts a new cart instead", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity);
    const first = await added(null, slot);
    const second = await added(first.cartId, slot);
    expect(second.cartId).toBe(first.cartId);
    expect(second.count).toBe(2);
    expect(await cartVersion(db, first.cartId)).toBe(2);
    const forged = "f".repeat(64);
    const other = await added(forged, slot);
    expect(other.cartId).not.toBe(forged);
    expect(await cartVersion(db, forged)).toBe(-1);
  });

  it("issues ids that do not repeat", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newCartId()));
    expect(ids.size).toBe(200);
  });

  const refusals: [
    string,
    (
      a: Awaited<ReturnType<typeof makeActivity>>,
    ) => Promise<{ slotId: number; counts: Record<string, number>; extras?: number[] }>,
    string,
    number?,
  ][] = [
    ["a departure that does not exist", async () => ({ slotId: 987654, counts: { adult: 1 } }), "slot_missing"],
    [
      "a date that has passed (Gulf time)",
      async (a) => ({ slotId: await makeSlot(db, a, { daysAhead: -1 }), counts: { adult: 1 } }),
      "date_past",
    ],
    ["no travellers", async (a) => ({ slotId: await makeSlot(db, a), counts: { adult: 0 } }), "no_travellers"],
    [
      "children without an adult",
      async (a) => ({ slotId: await makeSlot(db, a), counts: { child: 2 } }),
      "adult_required",
    ],
    [
      "an extra of another option",
      async (a) => ({
        slotId: await makeSlot(db, a),
        counts: { adult: 1 },
        extras: [(await makeActivity(db)).extraPerItem],
      }),
      "extra_not_allowed",
    ],
    [
      "more travellers than the item takes",
      async (a) => ({ slotId: await makeSlot(db, a), counts: { adult: 5, child: 2 } }),
      "over_capacity",
      6,
    ],
    [
      "more travellers than seats left",
      async (a) => ({ slotId: await makeSlot(db, a, { capacity: 10, sold: 7 }), counts: { adult: 4 } }),
      "not_enough_seats",
      3,
    ],
    [
      "a sold-out departure",
      async (a) => ({ slotId: await makeSlot(db, a, { capacity: 10, sold: 10 }), counts: { adult: 1 } }),
      "sold_out",
    ],
  ];
  for (const [what, selection, reason, limit] of refusals) {
    it(`refuses ${what} (${reason})`, async () => {
      const activity = await makeActivity(db);
      const { slotId, counts, extras = [] } = await selection(activity);
      const result = await addToCart(db, null, { slotId, counts, extras }, now);
      expect(result).toMatchObject({ ok: false, reason, ...(limit !== undefined ? { limit } : {}) });
    });
  }

  it("refuses a departure of today whose start time has passed (Gulf time), and flags it in a cart priced later", async () => {
    const activity = await makeActivity(db);
    const at = new Date("2030-03-15T10:00:00+04:00");
    const started = await makeSlot(db, activity, { date: "2030-03-15", startTime: "09:59" });
    const later = await makeSlot(db, activity, { date: "2030-03-15", startTime: "10:01" });
    expect(await addToCart(db, null, { slotId: started, counts: { adult: 1 }, extras: [] }, at)).toMatchObject({
      ok: false,
      reason: "date_past",
    });
    const added = await addToCart(db, null, { slotId: later, counts: { adult: 1 }, extras: [] }, at);
    expect(added.ok).toBe(true);
    const cartId = added.ok ? added.cartId : "";
    expect((await priceCart(db, cartId, "en", at)).items[0]!.unavailable).toBe(false);
    // Two minutes on, the 10:01 departure has left: checkout would find it unavailable.
    expect((await priceCart(db, cartId, "en", new Date(at.getTime() + 2 * 60_000))).items[0]!.unavailable).toBe(true);
  });

  it("refuses an activity that cannot be booked, an expired option, and categories the option does not take", async () => {
    const closed = await makeActivity(db, { bookable: false });
    expect(
      await addToCart(db, null, { slotId: await makeSlot(db, closed), counts: { adult: 1 }, extras: [] }, now),
    ).toMatchObject({ ok: false, reason: "not_bookable" });
    const expired = await makeActivity(db, { expiresOn: addDays(todayInGulf(now), -1) });
    expect(
      await addToCart(db, null, { slotId: await makeSlot(db, expired), counts: { adult: 1 }, extras: [] }, now),
    ).toMatchObject({ ok: false, reason: "option_expired" });
    const lastDay = await makeActivity(db, { expiresOn: todayInGulf(now) });
    expect(
      (await addToCart(db, null, { slotId: await makeSlot(db, lastDay), counts: { adult: 1 }, extras: [] }, now)).ok,
    ).toBe(true);
    const adultsOnly = await makeActivity(db, { categories: ["adult"] });
    expect(
      await addToCart(
        db,
        null,
        { slotId: await makeSlot(db, adultsOnly), counts: { adult: 1, infant: 1 }, extras: [] },
        now,
      ),
    ).toMatchObject({
      ok: false,
      reason: "category_not_allowed",
      category: "infant",
    });
    // A zero count of a category the option does not take is no traveller at all.
    expect(
      (
        await addToCart(
          db,
          null,
          { slotId: await makeSlot(db, adultsOnly), counts: { adult: 1, infant: 0 }, extras: [] },
          now,
        )
      ).ok,
    ).toBe(true);
  });

  it("takes today's departures that have not started (Gulf time, whatever the time zone of the server)", async () => {
    const activity = await makeActivity(db);
    // 01:30 in Dubai is still the previous day in UTC: the departure is today's in the Gulf.
    const at = new Date("2030-03-15T01:30:00+04:00");
    const slotId = await makeSlot(db, activity, { date: "2030-03-15", startTime: "23:00" });
    expect((await addToCart(db, null, { slotId, counts: { adult: 1 }, extras: [] }, at)).ok).toBe(true);
  });

  it("counts seats held by a checkout whose hold has expired as free, and unexpired ones as taken", async () => {
    const activity = await makeActivity(db);
    const lapsed = await makeSlot(db, activity, { capacity: 4 });
    await makeHold(db, lapsed, 3, new Date(now.getTime() - 60_000));
    expect((await addToCart(db, null, { slotId: lapsed, counts: { adult: 4 }, extras: [] }, now)).ok).toBe(true);
    const live = await makeSlot(db, activity, { capacity: 4 });
    await makeHold(db, live, 3, new Date(now.getTime() + 10 * 60_000));
    expect(await addToCart(db, null, { slotId: live, counts: { adult: 4 }, extras: [] }, now)).toMatchObject({
      ok: false,
      reason: "not_enough_seats",
      limit: 1,
    });
  });

  it("counts the seats the cart's other items already take on the same departure", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity, { capacity: 8 });
    const first = await added(null, slot, { adult: 5 });
    expect(await addToCart(db, first.cartId, { slotId: slot, counts: { adult: 4 }, extras: [] }, now)).toMatchObject({
      ok: false,
      reason: "not_enough_seats",
      limit: 3,
    });
    // Another visitor's cart is not a hold: it takes nothing from this one.
    expect((await addToCart(db, null, { slotId: slot, counts: { adult: 6 }, extras: [] }, now)).ok).toBe(true);
  });

  it("per-item options take one unit of the departure, whatever the group's size", async () => {
    const car = await makeActivity(db, { pricingUnit: "per_item", categories: ["adult"], capacityPerItem: 4 });
    const slot = await makeSlot(db, car, { capacity: 1, price: 50000 });
    const result = await added(null, slot, { adult: 4 });
    expect((await storedItems(db, result.cartId))[0].quoted_price).toBe(50000);
    expect(await addToCart(db, result.cartId, { slotId: slot, counts: { adult: 1 }, extras: [] }, now)).toMatchObject({
      ok: false,
      reason: "sold_out",
    });
  });

  it(`holds at most ${MAX_CART_ITEMS} items`, async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity, { capacity: 100 });
    let cartId: string | null = null;
    for (let i = 0; i < MAX_CART_ITEMS; i++) cartId = (await added(cartId, slot)).cartId;
    expect(await addToCart(db, cartId, { slotId: slot, counts: { adult: 1 }, extras: [] }, now)).toMatchObject({
      ok: false,
      reason: "cart_full",
    });
  });
});

describe("updateCartItem and removeCartItems", () => {
  it("changes travellers with the same checks, re-quotes the item at today's price and bumps the version", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity, { price: 10000, capacity: 10 });
    const { cartId, itemId } = await added(null, slot, { adult: 1 });
    await setSlotPrice(db, slot, 12000);
    expect(await updateCartItem(db, cartId, itemId, { adult: 2, child: 2 }, now)).toMatchObject({ ok: true, count: 1 });
    expect(await storedItems(db, cartId)).toMatchObject([
      { counts: { adult: 2, child: 2 }, quoted_price: 2 * 12000 + 2 * 9000 },
    ]);
    expect(await cartVersion(db, cartId)).toBe(2);
    expect(await updateCartItem(db, cartId, itemId, { adult: 7 }, now)).toMatchObject({
      ok: false,
      reason: "over_capacity",
      limit: 6,
    });
    expect(await updateCartItem(db, cartId, itemId, { child: 1 }, now)).toMatchObject({
      ok: false,
      reason: "adult_required",
    });
    expect(await cartVersion(db, cartId)).toBe(2);
  });

  it("never touches another cart's items", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity);
    const mine = await added(null, slot);
    const theirs = await added(null, slot);
    expect(await updateCartItem(db, mine.cartId, theirs.itemId, { adult: 2 }, now)).toMatchObject({
      ok: false,
      reason: "item_missing",
    });
    expect(await removeCartItems(db, mine.cartId, [theirs.itemId], now)).toBe(1);
    expect(await cartCount(db, theirs.cartId)).toBe(1);
    // Nothing of this cart went, so it is the same checkout attempt as before.
    expect(await cartVersion(db, mine.cartId)).toBe(1);
    expect(await removeCartItems(db, mine.cartId, [mine.itemId], now)).toBe(0);
    expect(await cartCount(db, mine.cartId)).toBe(0);
    expect(await cartVersion(db, mine.cartId)).toBe(2);
  });

  it("emptyCart drops items and promo code and bumps the version; bumpCartVersion is a statement for a caller's batch", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity);
    const { cartId } = await added(null, slot);
    await db
      .prepare(
        "INSERT INTO promo_codes (code, kind, value, valid_from, valid_to) VALUES ('EMPTYME', 'percent', 5, '2000-01-01', '2999-12-31')",
      )
      .run();
    await db.prepare("UPDATE carts SET promo_code = 'EMPTYME' WHERE id = ?").bind(cartId).run();
    await emptyCart(db, cartId, now);
    expect(await cartCount(db, cartId)).toBe(0);
    expect(await db.prepare("SELECT promo_code FROM carts WHERE id = ?").bind(cartId).first("promo_code")).toBeNull();
    expect(await cartVersion(db, cartId)).toBe(2);
    await db.batch([bumpCartVersion(db, cartId, now)]);
    expect(await cartVersion(db, cartId)).toBe(3);
  });
});

describe("priceCart", () => {
  it("is empty (no id, version 0) for no cart and for an unknown id", async () => {
    for (const id of [null, "0".repeat(64)]) {
      expect(await priceCart(db, id, "en", now)).toMatchObject({
        id: null,
        version: 0,
        items: [],
        subtotal: 0,
        total: 0,
      });
    }
  });

  it("prices every item from D1 with its lines, localised, with questions and pickup points", async () => {
    const activity = await makeActivity(db, { questions: ["pickup_point", "note", "bogus"] });
    await db
      .prepare(
        "INSERT INTO pickup_points (activity_id, position, name_en, name_ar, pickup_time) VALUES (?, 0, 'Marina Mall', 'مارينا مول', '07:30')",
      )
      .bind(activity.activityId)
      .run();
    const slot = await makeSlot(db, activity, { price: 20000, startTime: "09:30" });
    const { cartId } = await added(null, slot, { adult: 1, child: 1 }, [activity.extraPerItem]);
    const en = await priceCart(db, cartId, "en", now);
    expect(en.items).toHaveLength(1);
    const [item] = en.items;
    expect(item).toMatchObject({
      title: expect.stringMatching(/^Desert safari/),
      optionTitle: "Standard",
      startTime: "09:30",
      travellers: 2,
      unavailable: false,
      priceChanged: false,
    });
    expect(item.href).toBe(`/things-to-do-in-${activity.citySlug}/${activity.slug}`);
    expect(item.lines.map((l) => l.aed)).toEqual([20000, 15000, 9900]);
    expect(item.price).toBe(44900);
    expect(item.questions).toEqual(["pickup_point", "note"]);
    expect(item.pickupPoints).toEqual([{ id: expect.any(Number), name: "Marina Mall", time: "07:30" }]);
    expect(en).toMatchObject({ subtotal: 44900, discount: 0, total: 44900 });
    const ar = await priceCart(db, cartId, "ar", now);
    expect(ar.items[0]).toMatchObject({
      title: expect.stringMatching(/^رحلة سفاري/),
      optionTitle: "قياسي",
      pickupPoints: [{ name: "مارينا مول" }],
    });
    expect(ar.items[0].href).toMatch(/^\/ar\//);
  });

  it("limits each item to its per-item capacity and the seats left", async () => {
    const activity = await makeActivity(db, { capacityPerItem: 6 });
    const roomy = await makeSlot(db, activity, { capacity: 40 });
    const tight = await makeSlot(db, activity, { capacity: 10, sold: 6 });
    const { cartId } = await added(null, roomy, { adult: 2 });
    await added(cartId, tight, { adult: 1 });
    const view = await priceCart(db, cartId, "en", now);
    expect(view.items.map((i) => [i.maxTravellers, i.capacityPerItem])).toEqual([
      [6, 6],
      [4, 6],
    ]);
  });

  it("reports ok when nothing changed", async () => {
    const activity = await makeActivity(db);
    const { cartId } = await added(null, await makeSlot(db, activity));
    expect(availabilityOutcome((await priceCart(db, cartId, "en", now)).items)).toBe("ok");
  });

  it("flags a changed price (old and new) and reports prices_changed; accepting the new prices clears it and bumps the version", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity, { price: 20000 });
    const { cartId } = await added(null, slot, { adult: 2 });
    await setSlotPrice(db, slot, 23000);
    const view = await priceCart(db, cartId, "en", now);
    expect(view.items[0]).toMatchObject({ price: 46000, quotedPrice: 40000, priceChanged: true, unavailable: false });
    expect(view.subtotal).toBe(46000);
    expect(availabilityOutcome(view.items)).toBe("prices_changed");
    expect(await acceptCurrentPrices(db, cartId, now)).toBe(1);
    expect(await cartVersion(db, cartId)).toBe(2);
    expect(availabilityOutcome((await priceCart(db, cartId, "en", now)).items)).toBe("ok");
    expect(await acceptCurrentPrices(db, cartId, now)).toBe(0);
    expect(await cartVersion(db, cartId)).toBe(2);
  });

  it("flags items sold out since they were added, and leaves them out of the subtotal (some_unavailable)", async () => {
    const activity = await makeActivity(db);
    const gone = await makeSlot(db, activity, { capacity: 5 });
    const fine = await makeSlot(db, activity, { price: 30000 });
    const { cartId } = await added(null, gone, { adult: 2 });
    await added(cartId, fine, { adult: 1 });
    await db.prepare("UPDATE availability SET sold = 4 WHERE id = ?").bind(gone).run();
    const view = await priceCart(db, cartId, "en", now);
    expect(view.items.map((i) => i.unavailable)).toEqual([true, false]);
    expect(view.subtotal).toBe(30000);
    expect(availabilityOutcome(view.items)).toBe("some_unavailable");
  });

  it("reports both when one item is gone and another's price changed", async () => {
    const activity = await makeActivity(db);
    const gone = await makeSlot(db, activity);
    const dearer = await makeSlot(db, activity, { price: 10000 });
    const { cartId } = await added(null, gone);
    await added(cartId, dearer);
    await db.prepare("UPDATE activities SET bookable = 0 WHERE id = ?").bind(activity.activityId).run();
    // The whole activity closed: both its items are unavailable, so add one of another activity whose price moves.
    const other = await makeActivity(db);
    const moving = await makeSlot(db, other, { price: 10000 });
    await added(cartId, moving);
    await setSlotPrice(db, moving, 11000);
    const view = await priceCart(db, cartId, "en", now);
    expect(view.items.map((i) => [i.unavailable, i.priceChanged])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(availabilityOutcome(view.items)).toBe("both");
  });

  it("reports none when no item can be booked: past date, expired option, closed activity", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity);
    const { cartId } = await added(null, slot);
    await db
      .prepare("UPDATE availability SET date = ? WHERE id = ?")
      .bind(addDays(todayInGulf(now), -1), slot)
      .run();
    expect((await priceCart(db, cartId, "en", now)).items[0].unavailable).toBe(true);
    await db
      .prepare("UPDATE availability SET date = ? WHERE id = ?")
      .bind(addDays(todayInGulf(now), 3), slot)
      .run();
    expect((await priceCart(db, cartId, "en", now)).items[0].unavailable).toBe(false);
    await db
      .prepare("UPDATE options SET expires_on = ? WHERE id = ?")
      .bind(addDays(todayInGulf(now), -1), activity.optionId)
      .run();
    const view = await priceCart(db, cartId, "en", now);
    expect(view.items[0].unavailable).toBe(true);
    expect(availabilityOutcome(view.items)).toBe("none");
    expect(view).toMatchObject({ subtotal: 0, total: 0 });
  });

  it("counts lapsed holds as free seats when re-checking", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity, { capacity: 3 });
    const { cartId } = await added(null, slot, { adult: 3 });
    await makeHold(db, slot, 2, new Date(now.getTime() + 5 * 60_000));
    expect((await priceCart(db, cartId, "en", now)).items[0].unavailable).toBe(true);
    // Ten minutes on, that hold has lapsed: its seats are free again for this cart.
    expect((await priceCart(db, cartId, "en", new Date(now.getTime() + 10 * 60_000))).items[0].unavailable).toBe(false);
  });

  it("shares a departure's seats among the cart's items in the order they were added", async () => {
    const activity = await makeActivity(db);
    const slot = await makeSlot(db, activity, { capacity: 10 });
    const { cartId } = await added(null, slot, { adult: 4 });
    await added(cartId, slot, { adult: 4 });
    await db.prepare("UPDATE availability SET sold = 3 WHERE id = ?").bind(slot).run();
    const view = await priceCart(db, cartId, "en", now);
    expect(view.items.map((i) => i.unavailable)).toEqual([false, true]);
    expect(view.items.map((i) => i.maxTravellers)).toEqual([6, 3]);
  });
});
