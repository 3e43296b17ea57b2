// Supplier sites sell only their own supplier (README "Site settings per hostname"): on a hostname whose site config
// has `supplierId`, another supplier's activity or departure answers exactly as one that does not exist (departures,
// availability, cards, add to cart, the signed-in wishlist), while that supplier's own still work and the marketplace
// serves both. A cart that already holds another supplier's item (added on the marketplace, same cookie) shows it
// unavailable on the shop, and the shop's checkout books nothing of it: no order, no hold, no seat.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { addDays } from "../../shared/dates.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";
import { SUPPLIER_SITES } from "../../scripts/seed/sites.ts";
import { retryFailedItems } from "../../worker/services/checkout/retry.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { get } from "./helpers.ts";
import { pickActivity, validForm, type Pick } from "./checkout-pages.fixtures.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { fakeDeps } from "../fixtures/fakes.ts";
import { makePromo, startInput, stockOf } from "../fixtures/booking-factories.ts";
import { applyPromo, priceCart } from "../../worker/services/cart.ts";

const db = env.DB;
const SHOP = "supplier.localhost";
const MARKET = "example.com"; // the helpers' own origin: no site config, so the marketplace
const SUPPLIER = SUPPLIER_SITES[SHOP]!.supplierId!;
const PREFIXES = ["", "/ar"] as const;

type Picked = Pick & { date: string; titles: { en: string; ar: string } };

let own: Picked; // an activity of the shop's supplier, with a departure two or more days ahead
let other: Picked; // another supplier's (or no supplier's), likewise
let unknownActivity: number; // an id no activity has
let unknownSlot: number; // an id no departure has

async function picked(where: string): Promise<Picked> {
  // Room for the few carts and attempts below on the same departure.
  const pick = await pickActivity(`a.confirmation = 'instant' AND a.supplier_refuses = 0 AND ${where}`, [], 16);
  const row = await db
    .prepare(
      "SELECT v.date, a.title_en, a.title_ar FROM availability v JOIN activities a ON a.id = v.activity_id WHERE v.id = ?",
    )
    .bind(pick.slot)
    .first<{ date: string; title_en: string; title_ar: string }>();
  return { ...pick, date: row!.date, titles: { en: row!.title_en, ar: row!.title_ar } };
}

beforeAll(async () => {
  await seedDatabase(db);
  await seedSites(env.SITE);
  own = await picked(`a.supplier_id = ${SUPPLIER}`);
  other = await picked(`a.supplier_id IS NOT ${SUPPLIER}`);
  unknownActivity = (await db.prepare("SELECT max(id) + 1000 AS n FROM activities").first<{ n: number }>())!.n;
  unknownSlot = (await db.prepare("SELECT max(id) + 1000 AS n FROM availability").first<{ n: number }>())!.n;
});

type Init = { method?: string; cookie?: string; json?: unknown; form?: Record<string, string | number> };

/** A request to `host` as its own pages would send it (same-site Origin), JSON or a plain form. */
function send(host: string, path: string, init: Init = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: `https://${host}` };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    headers.accept = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(Object.entries(init.form).map(([k, v]) => [k, String(v)])).toString();
  }
  return get(path, { host, method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

/** What a client can tell of a JSON answer: status, caching and body. */
async function answer(res: Response) {
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it compares
  return { status: res.status, cacheControl: res.headers.get("cache-control"), body: (await res.json()) as any };
}

const cookieValue = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0] ?? null;

describe("departures and availability on a supplier's site", () => {
  it("answer for another supplier's activity exactly as for an id that is no activity", async () => {
    const departures = (id: number, host: string) => send(host, `/api/activities/${id}/departures?date=${other.date}`);
    const shopOther = await answer(await departures(other.activity, SHOP));
    expect(shopOther).toEqual(await answer(await departures(unknownActivity, SHOP)));
    expect(shopOther.body).toEqual({ date: other.date, departures: [] });
    // The same departures exist: the marketplace lists them.
    const market = await answer(await departures(other.activity, MARKET));
    expect(market.body.departures.map((d: { slotId: number }) => d.slotId)).toContain(other.slot);

    const month = (id: number, from: string, host: string) =>
      send(host, `/api/activities/${id}/availability?from=${from}&to=${addDays(from, 30)}`);
    const shopDays = await answer(await month(other.activity, other.date, SHOP));
    expect(shopDays).toEqual(await answer(await month(unknownActivity, other.date, SHOP)));
    expect(shopDays.body).toEqual({ days: [] });
    const marketDays = await answer(await month(other.activity, other.date, MARKET));
    expect(marketDays.body.days.map((d: { date: string }) => d.date)).toContain(other.date);
  });

  it("still answer for the site's own supplier, and the marketplace for both", async () => {
    for (const host of [SHOP, MARKET]) {
      const departures = await answer(await send(host, `/api/activities/${own.activity}/departures?date=${own.date}`));
      expect(departures.status).toBe(200);
      expect(departures.body.departures.map((d: { slotId: number }) => d.slotId)).toContain(own.slot);
      const days = await answer(
        await send(host, `/api/activities/${own.activity}/availability?from=${own.date}&to=${addDays(own.date, 30)}`),
      );
      expect(days.body.days.map((d: { date: string }) => d.date)).toContain(own.date);
    }
  });
});

describe("the cards API on a supplier's site", () => {
  it("leaves another supplier's ids out exactly as unknown ones, in both languages; the marketplace keeps both", async () => {
    for (const locale of ["en", "ar"]) {
      const cards = (host: string, ids: number[]) =>
        send(host, `/api/activities/cards?ids=${ids.join(",")}&locale=${locale}`);
      const shop = await answer(await cards(SHOP, [other.activity, own.activity, unknownActivity]));
      expect(shop).toEqual(await answer(await cards(SHOP, [unknownActivity, own.activity, unknownActivity + 1])));
      expect(shop.body.cards.map((c: { id: number }) => c.id)).toEqual([own.activity]);
      expect(shop.body.cards[0].title).toBe(own.titles[locale as "en" | "ar"]);
      expect(await answer(await cards(SHOP, [other.activity]))).toEqual(
        await answer(await cards(SHOP, [unknownActivity])),
      );
      const market = await answer(await cards(MARKET, [other.activity, own.activity, unknownActivity]));
      expect(market.body.cards.map((c: { id: number }) => c.id)).toEqual([other.activity, own.activity]);
    }
  });
});

describe("adding to the cart on a supplier's site", () => {
  it("refuses another supplier's departure as one that does not exist: JSON, in the page's language", async () => {
    for (const prefix of PREFIXES) {
      const add = (slotId: number) => send(SHOP, `${prefix}/cart/items`, { json: { slotId, counts: { adult: 2 } } });
      const refusedOther = await add(other.slot);
      const refusedUnknown = await add(unknownSlot);
      expect(cookieValue(refusedOther, "__Host-cart")).toBeNull();
      const body = await answer(refusedOther);
      expect(body).toEqual(await answer(refusedUnknown));
      expect(body.status).toBe(422);
      expect(body.body.reason).toBe("slot_missing");
      expect(body.body.error).toBe(
        prefix
          ? "لم يعد وقت البدء هذا متاحًا. يرجى اختيار وقت آخر."
          : "This start time is no longer offered. Please choose another one.",
      );
    }
  });

  it("refuses it as one that does not exist to a plain form too: the same redirect and the same notice on the cart page", async () => {
    for (const prefix of PREFIXES) {
      const add = (slotId: number) =>
        send(SHOP, `${prefix}/cart/items`, { form: { slotId, "counts.adult": 2, intent: "book" } });
      const [a, b] = [await add(other.slot), await add(unknownSlot)];
      for (const res of [a, b]) {
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe(`${prefix}/cart`);
        expect(cookieValue(res, "__Host-cart")).toBeNull();
      }
      const flash = cookieValue(a, "__Host-cart_flash");
      expect(flash).toBe(cookieValue(b, "__Host-cart_flash"));
      const page = await (await send(SHOP, `${prefix}/cart`, { cookie: flash! })).text();
      const notice = /data-testid="cart-notice"[^>]*>\s*<p[^>]*>([^<]*)<\/p>/.exec(page)?.[1];
      expect(notice).toBe(
        prefix
          ? "لم يعد وقت البدء هذا متاحًا. يرجى اختيار وقت آخر."
          : "This start time is no longer offered. Please choose another one.",
      );
    }
  });

  it("adds the site's own supplier's departure, and the marketplace adds both", async () => {
    const shop = await answer(await send(SHOP, "/cart/items", { json: { slotId: own.slot, counts: { adult: 2 } } }));
    expect(shop.body).toMatchObject({ ok: true, count: 1 });
    for (const pick of [own, other]) {
      const market = await answer(
        await send(MARKET, "/cart/items", { json: { slotId: pick.slot, counts: { adult: 2 } } }),
      );
      expect(market.body).toMatchObject({ ok: true, count: 1 });
    }
  });
});

describe("the signed-in wishlist on a supplier's site", () => {
  /** Both activities' ids, in numeric order. */
  const both = () => [own.activity, other.activity].sort((a, b) => a - b);
  async function traveller(saved: number[]) {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    for (const id of saved)
      expect((await send(MARKET, `/api/wishlist/${id}`, { method: "PUT", cookie })).status).toBe(200);
    const list = async (host: string) =>
      ((await answer(await send(host, "/api/wishlist", { cookie }))).body as { ids: number[] }).ids;
    // Two saves may share a millisecond, so the marketplace's list is compared as a set.
    const all = async () => [...(await list(MARKET))].sort((a, b) => a - b);
    return { cookie, list, all };
  }

  it("lists only the site's own saved activities; the account keeps the others for the marketplace", async () => {
    const { list, all } = await traveller([own.activity, other.activity]);
    expect(await list(SHOP)).toEqual([own.activity]);
    expect(await all()).toEqual(both());
  });

  it("answers saving, removing and merging another supplier's activity exactly as an unknown id, and changes nothing", async () => {
    const { cookie, all } = await traveller([own.activity, other.activity]);
    const put = (id: number) => send(SHOP, `/api/wishlist/${id}`, { method: "PUT", cookie });
    const saved = await answer(await put(other.activity));
    expect(saved).toEqual(await answer(await put(unknownActivity)));
    expect(saved.status).toBe(404);
    const del = (id: number) => send(SHOP, `/api/wishlist/${id}`, { method: "DELETE", cookie });
    const removed = await answer(await del(other.activity));
    expect(removed).toEqual(await answer(await del(unknownActivity)));
    expect(removed.body).toEqual({ ids: [own.activity] });
    const merge = (ids: number[]) => send(SHOP, "/api/wishlist/merge", { json: { ids }, cookie });
    const merged = await answer(await merge([other.activity]));
    expect(merged).toEqual(await answer(await merge([unknownActivity])));
    expect(merged.body).toEqual({ ids: [own.activity], skipped: 1 });
    // Still saved on the account, where the marketplace shows it.
    expect(await all()).toEqual(both());
  });

  it("cannot add another supplier's activity there, by saving or merging", async () => {
    const { cookie, all } = await traveller([own.activity]);
    expect((await send(SHOP, `/api/wishlist/${other.activity}`, { method: "PUT", cookie })).status).toBe(404);
    expect(
      (await answer(await send(SHOP, "/api/wishlist/merge", { json: { ids: [other.activity] }, cookie }))).body,
    ).toEqual({ ids: [own.activity], skipped: 1 });
    expect(await all()).toEqual([own.activity]);
  });

  it("shows only the site's own saved activities on the wishlist page, in both languages, and its Remove form cannot remove the others", async () => {
    const { cookie, all } = await traveller([own.activity, other.activity]);
    for (const prefix of PREFIXES) {
      const locale = prefix ? "ar" : "en";
      const titles = async (host: string) =>
        (
          (await answer(await send(host, `${prefix}/wishlist/_payload.json`, { cookie }))).body as {
            cards: { id: number; title: string }[];
          }
        ).cards.map((c) => [c.id, c.title]);
      expect(await titles(SHOP)).toEqual([[own.activity, own.titles[locale]]]);
      expect((await titles(MARKET)).sort(([a], [b]) => Number(a) - Number(b))).toEqual(
        both().map((id) =>
          id === own.activity ? [own.activity, own.titles[locale]] : [other.activity, other.titles[locale]],
        ),
      );
      const page = await (await send(SHOP, `${prefix}/wishlist`, { cookie })).text();
      expect(page).toContain(`name="activityId" value="${own.activity}"`);
      expect(page).not.toContain(`name="activityId" value="${other.activity}"`);
    }
    const remove = (id: number) => send(SHOP, "/wishlist/remove", { form: { activityId: id }, cookie });
    const [a, b] = [await remove(other.activity), await remove(unknownActivity)];
    expect([a.status, a.headers.get("location")]).toEqual([b.status, b.headers.get("location")]);
    expect(await all()).toEqual(both());
  });
});

describe("a cart holding another supplier's item, on the supplier's site", () => {
  /** A cart filled on the marketplace; the same cookie then goes to the shop. */
  async function marketplaceCart(picks: Picked[]) {
    let cookie = "";
    for (const pick of picks) {
      const res = await send(MARKET, "/cart/items", { json: { slotId: pick.slot, counts: { adult: 2 } }, cookie });
      expect(res.status).toBe(200);
      cookie = cookieValue(res, "__Host-cart") ?? cookie;
    }
    const cartId = cookie.slice("__Host-cart=".length);
    const items = (
      await db
        .prepare("SELECT id, slot_id FROM cart_items WHERE cart_id = ?")
        .bind(cartId)
        .all<{ id: number; slot_id: number }>()
    ).results;
    const itemOf = (pick: Picked) => items.find((i) => i.slot_id === pick.slot)!.id;
    return { cookie, cartId, itemOf };
  }

  const ordersOf = async (cartId: string) =>
    (await db.prepare("SELECT count(*) AS n FROM orders WHERE cart_id = ?").bind(cartId).first<{ n: number }>())!.n;

  it("flags it unavailable at Checkout there, in both languages, while the marketplace would go on", async () => {
    const { cookie, itemOf } = await marketplaceCart([other, own]);
    const market = await answer(await send(MARKET, "/cart/proceed", { json: {}, cookie }));
    expect(market.body).toMatchObject({ ok: true, outcome: "ok" });

    const shop = await answer(await send(SHOP, "/cart/proceed", { json: {}, cookie }));
    expect(shop.body).toMatchObject({ ok: false, outcome: "some_unavailable" });
    const items = shop.body.cart.items as { id: number; unavailable: boolean; maxTravellers: number }[];
    expect(items.find((i) => i.id === itemOf(other))).toMatchObject({ unavailable: true, maxTravellers: 0 });
    expect(items.find((i) => i.id === itemOf(own))).toMatchObject({ unavailable: false });

    for (const prefix of PREFIXES) {
      const res = await send(SHOP, `${prefix}/cart/proceed`, { form: {}, cookie });
      expect(res.status).toBe(200);
      const page = await res.text();
      const tag = (item: number) => new RegExp(`<li[^>]*data-item-id="${item}"[^>]*>`).exec(page)?.[0] ?? "";
      expect(tag(itemOf(other))).toContain('data-unavailable="true"');
      expect(tag(itemOf(own))).not.toContain("data-unavailable");
      expect(page).toContain('data-outcome="some_unavailable"');
      expect(page).toContain(prefix ? "بعض الأنشطة غير متاحة!" : "Some activities are unavailable!");
    }
  });

  // The cart page and the checkout routes (routes/cart-pages.tsx, routes/checkout-pages.tsx) must hand the site's
  // supplier to priceCart, startCheckout and retryFailedItems as the cart actions do; until they do, these two fail
  // (the shop shows the item bookable and books it). Enable them with that change.
  it("shows it unavailable on the shop's cart page, in both languages", async () => {
    const { cookie, itemOf } = await marketplaceCart([other, own]);
    for (const prefix of PREFIXES) {
      const res = await send(SHOP, `${prefix}/cart`, { cookie });
      expect(res.status).toBe(200);
      const page = await res.text();
      const tag = (item: number) => new RegExp(`<li[^>]*data-item-id="${item}"[^>]*>`).exec(page)?.[0] ?? "";
      expect(tag(itemOf(other))).toContain('data-unavailable="true"');
      expect(tag(itemOf(own))).not.toContain("data-unavailable");
    }
    // The marketplace's own cart page shows both as bookable.
    const market = await (await send(MARKET, "/cart", { cookie })).text();
    expect(market).not.toContain("data-unavailable");
  });

  it("is not booked by a checkout posted on the shop: back to the cart, no order, no hold, no seat taken", async () => {
    const { cookie, cartId } = await marketplaceCart([other, own]);
    const before = [await stockOf(db, other.slot), await stockOf(db, own.slot)];
    const form = await validForm(cartId, "later");
    for (const prefix of PREFIXES) {
      const shown = await send(SHOP, `${prefix}/checkout`, { cookie });
      expect([shown.status, shown.headers.get("location")]).toEqual([303, `${prefix}/cart`]);
      const posted = await send(SHOP, `${prefix}/checkout`, { form, cookie });
      expect([posted.status, posted.headers.get("location")]).toEqual([303, `${prefix}/cart`]);
    }
    expect(await ordersOf(cartId)).toBe(0);
    expect([await stockOf(db, other.slot), await stockOf(db, own.slot)]).toEqual(before);
  });

  it("is never booked by the shop's checkout service: no order, no hold, no seat taken", async () => {
    const { cartId } = await marketplaceCart([other, own]);
    const before = [await stockOf(db, other.slot), await stockOf(db, own.slot)];
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const started = await startCheckout(deps, { ...startInput(cartId, now), supplierId: SUPPLIER });
    expect(started).toEqual({ kind: "cart_changed", outcome: "some_unavailable" });
    expect(await ordersOf(cartId)).toBe(0);
    expect(deps.provider.createCalls).toEqual([]);
    expect([await stockOf(db, other.slot), await stockOf(db, own.slot)]).toEqual(before);

    const alone = await marketplaceCart([other]);
    expect(await startCheckout(deps, { ...startInput(alone.cartId, now), supplierId: SUPPLIER })).toEqual({
      kind: "cart_changed",
      outcome: "none",
    });
    expect(await ordersOf(alone.cartId)).toBe(0);
  });

  it("does not resume on the shop an attempt the marketplace started for the same cart", async () => {
    const { cartId } = await marketplaceCart([other, own]);
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const market = await startCheckout(deps, startInput(cartId, now));
    expect(market.kind).toBe("payment");
    const held = [await stockOf(db, other.slot), await stockOf(db, own.slot)];
    const shop = await startCheckout(deps, { ...startInput(cartId, now), supplierId: SUPPLIER });
    expect(shop).toEqual({ kind: "cart_changed", outcome: "some_unavailable" });
    expect(await ordersOf(cartId)).toBe(1);
    expect(deps.provider.createCalls).toHaveLength(1);
    expect([await stockOf(db, other.slot), await stockOf(db, own.slot)]).toEqual(held);
  });

  it("goes on with the shop's own items once the traveller has seen the flag, leaving the other's seats alone", async () => {
    const { cookie, cartId, itemOf } = await marketplaceCart([other, own]);
    const otherStock = await stockOf(db, other.slot);
    const first = await answer(await send(SHOP, "/cart/proceed", { json: {}, cookie }));
    const again = await answer(
      await send(SHOP, "/cart/proceed", { json: { reviewed: first.body.cart.version }, cookie }),
    );
    expect(again.body).toEqual({ ok: true, outcome: "ok", redirect: "/checkout" });
    const left = (
      await db.prepare("SELECT id FROM cart_items WHERE cart_id = ?").bind(cartId).all<{ id: number }>()
    ).results.map((r) => r.id);
    expect(left).toEqual([itemOf(own)]);
    const now = new Date();
    const started = await startCheckout(
      fakeDeps(db, () => now),
      { ...startInput(cartId, now), supplierId: SUPPLIER },
    );
    expect(started.kind).toBe("payment");
    expect((await stockOf(db, own.slot)).activeHoldSeats).toBeGreaterThanOrEqual(2);
    expect(await stockOf(db, other.slot)).toEqual(otherStock);
  });

  it("is not put back by Retry on the shop after an order of both failed; the shop's own is, and the marketplace puts back both", async () => {
    const { cartId } = await marketplaceCart([other, own]);
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    deps.connector.answer(other.activity, "refused").answer(own.activity, "refused");
    const started = await startCheckout(deps, startInput(cartId, now, { paymentMode: "later" }));
    if (started.kind !== "result") throw new Error(`expected a result page, got ${started.kind}`);
    // The traveller emptied the cart meanwhile, so both could go back.
    await db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(cartId).run();
    const inCart = async () =>
      (
        await db
          .prepare("SELECT slot_id FROM cart_items WHERE cart_id = ? ORDER BY id")
          .bind(cartId)
          .all<{ slot_id: number }>()
      ).results.map((r) => r.slot_id);

    const shop = await retryFailedItems(deps, cartId, started.orderId, now, SUPPLIER);
    expect(shop).toMatchObject({ cartId, added: 1, refused: [{ reason: "slot_missing" }] });
    expect(await inCart()).toEqual([own.slot]);
    const market = await retryFailedItems(deps, cartId, started.orderId, now);
    expect(market).toMatchObject({ cartId, added: 1, refused: [] });
    expect(await inCart()).toEqual([own.slot, other.slot]);
  });

  it("does not count it toward a promo code's minimum there", async () => {
    const { cartId } = await marketplaceCart([other, own]);
    const now = new Date();
    // A minimum the shop's own item alone does not reach, and the two together do.
    const ownOnly = (await priceCart(db, cartId, "en", now, SUPPLIER)).subtotal;
    expect(ownOnly).toBeGreaterThan(0);
    await makePromo(db, { code: "SHOPMIN1", kind: "fixed", value: 1, minSubtotal: ownOnly + 1 });
    expect(await applyPromo(db, cartId, "SHOPMIN1", now, SUPPLIER)).toMatchObject({
      ok: false,
      reason: "below_minimum",
    });
    expect(await applyPromo(db, cartId, "SHOPMIN1", now)).toMatchObject({ ok: true, code: "SHOPMIN1" });
  });

  it("refuses new travellers for that item there as for a departure that does not exist; the marketplace takes them", async () => {
    const { cookie, itemOf } = await marketplaceCart([other]);
    const counts = async () =>
      (await db.prepare("SELECT counts FROM cart_items WHERE id = ?").bind(itemOf(other)).first<{ counts: string }>())!
        .counts;
    const shop = await answer(
      await send(SHOP, `/cart/items/${itemOf(other)}`, { json: { counts: { adult: 3 } }, cookie }),
    );
    expect(shop.status).toBe(422);
    expect(shop.body.reason).toBe("slot_missing");
    expect(await counts()).toBe(JSON.stringify({ adult: 2 }));
    const market = await answer(
      await send(MARKET, `/cart/items/${itemOf(other)}`, { json: { counts: { adult: 3 } }, cookie }),
    );
    expect(market.body).toMatchObject({ ok: true });
    expect(await counts()).toBe(JSON.stringify({ adult: 3 }));
  });
});
