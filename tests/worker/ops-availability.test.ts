// The console's availability section (issue 30): who may see and change which departures (everyone else gets a 404
// and nothing changes), stop-sale on a departure and a day made effective wherever a traveller can buy (calendar,
// departures, cart, the atomic hold), capacity never below sold + held even against a checkout racing it, a day's
// price on the experience page, one audit entry per change and a new cache version after each.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { CACHE_VERSION_KEY } from "../../shared/cache-version.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { unpackDays, type PackedDays } from "../../shared/day-columns.ts";
import type { Departure } from "../../shared/catalogue.ts";
import { parsePriceInput } from "../../shared/ops-availability.ts";
import availabilityStrings from "../../client/i18n/ops/availability.json";
import { listAudit } from "../../worker/db/audit-log.ts";
import { availableDays, departuresOn } from "../../worker/db/availability.ts";
import { acquireSeats } from "../../worker/db/holds.ts";
import { whenPrices } from "../../worker/db/listing.ts";
import { addToCart, priceCart } from "../../worker/services/cart.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { setCapacity } from "../../worker/services/ops/availability.ts";
import { staffActor } from "../../worker/services/ops/actor.ts";
import { staffBySessionHash } from "../../worker/db/staff.ts";
import { tokenHash } from "../../worker/crypto/tokens.ts";
import { activity, departure, session, staffMember, supplier, user, type Activity } from "../factories/index.ts";
import { makeCart, startInput, stockOf } from "../fixtures/booking-factories.ts";
import { fakeDeps } from "../fixtures/fakes.ts";
import { ORIGIN, get, html } from "./helpers.ts";

const db = env.DB;
const PAGE = "/ops/availability";

type Row = { capacity: number; sold: number; held: number; price: number; closed: number };
const rowOf = (slotId: number) =>
  db
    .prepare("SELECT capacity, sold, held, price, closed FROM availability WHERE id = ?")
    .bind(slotId)
    .first<Row>() as Promise<Row>;
const version = () => env.SITE.get(CACHE_VERSION_KEY);
const entries = async (target: string) => (await listAudit(db, { target, limit: 100 })).reverse();

function post(path: string, cookie: string | null, fields: Record<string, string | number>): Promise<Response> {
  return get(path, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
}

/** A supplier with one activity and one departure `days` ahead; the supplier's staff member signed in with a passkey. */
async function supplierWithDeparture(spec: { seats?: number; sold?: number; held?: number; daysAhead?: number } = {}) {
  const supplierId = await supplier();
  const made = await activity({ supplierId });
  const date = addDays(todayInGulf(), spec.daysAhead ?? 7);
  const slotId = await departure({
    activity: made,
    date,
    seats: spec.seats ?? 10,
    sold: spec.sold ?? 0,
    held: spec.held ?? 0,
    startTime: "09:00",
  });
  const staff = await staffMember({ role: "supplier", supplierId });
  return { supplierId, activity: made, date, slotId, staff };
}

const experiencePayload = async (a: Activity, date: string) => {
  const res = await get(`/things-to-do-in-${a.citySlug}/${a.slug}/_payload.json?date=${date}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { booking: { initialDays: PackedDays; initialDepartures: Departure[] } };
};

describe("who may use /ops/availability", () => {
  it("is a 404 for guests, travellers and marketing, on the page and on every form, and nothing changes", async () => {
    const { slotId, activity: a, date } = await supplierWithDeparture();
    const traveller = await user();
    const travellerCookie = (await session(traveller)).cookie;
    const marketing = await staffMember({ role: "marketing" });
    const before = await rowOf(slotId);
    for (const cookie of [null, travellerCookie, marketing.cookie]) {
      for (const prefix of ["", "/ar"]) {
        expect((await get(`${prefix}${PAGE}?activity=${a.id}`, { headers: cookie ? { cookie } : {} })).status).toBe(
          404,
        );
        expect((await post(`${prefix}${PAGE}/departure`, cookie, { slot: slotId, closed: 1 })).status).toBe(404);
        expect((await post(`${prefix}${PAGE}/day`, cookie, { activity: a.id, date, closed: 1 })).status).toBe(404);
        expect((await post(`${prefix}${PAGE}/capacity`, cookie, { slot: slotId, capacity: 3 })).status).toBe(404);
        const price = { activity: a.id, option: a.optionId, date, price: "1" };
        expect((await post(`${prefix}${PAGE}/price`, cookie, price)).status).toBe(404);
      }
    }
    expect(await rowOf(slotId)).toEqual(before);
    expect(await entries(`slot:${slotId}`)).toEqual([]);
  });

  it("shows a supplier only their own activities, and an operator everyone's, never cached and not indexed", async () => {
    const mine = await supplierWithDeparture();
    const theirs = await supplierWithDeparture();
    const operator = await staffMember({ role: "operator" });
    const { res, body } = await html(PAGE, { headers: { cookie: mine.staff.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(body).toContain(`value="${mine.activity.id}"`);
    expect(body).not.toContain(`value="${theirs.activity.id}"`);
    const all = await html(PAGE, { headers: { cookie: operator.cookie } });
    expect(all.body).toContain(`value="${mine.activity.id}"`);
    expect(all.body).toContain(`value="${theirs.activity.id}"`);
    // Another supplier's activity is a 404, as an unknown one is; the operator opens it.
    expect(
      (await get(`${PAGE}?activity=${theirs.activity.id}`, { headers: { cookie: mine.staff.cookie } })).status,
    ).toBe(404);
    expect((await get(`${PAGE}?activity=999999`, { headers: { cookie: mine.staff.cookie } })).status).toBe(404);
    const opened = await html(`/ar${PAGE}?activity=${theirs.activity.id}&from=${theirs.date}&to=${theirs.date}`, {
      headers: { cookie: operator.cookie },
    });
    expect(opened.res.status).toBe(200);
    expect(opened.body).toContain(`data-slot="${theirs.slotId}"`);
  });

  it("refuses a supplier every change to another supplier's departure with a 404, and changes nothing", async () => {
    const mine = await supplierWithDeparture();
    const theirs = await supplierWithDeparture({ seats: 10, sold: 2 });
    const before = await rowOf(theirs.slotId);
    const versionBefore = await version();
    const cookie = mine.staff.cookie;
    expect((await post(`${PAGE}/departure`, cookie, { slot: theirs.slotId, closed: 1 })).status).toBe(404);
    expect((await post(`${PAGE}/capacity`, cookie, { slot: theirs.slotId, capacity: 5 })).status).toBe(404);
    expect((await post(`${PAGE}/capacity`, cookie, { slot: theirs.slotId, capacity: "lots" })).status).toBe(404);
    const day = { activity: theirs.activity.id, date: theirs.date, closed: 1 };
    expect((await post(`${PAGE}/day`, cookie, day)).status).toBe(404);
    const price = { activity: theirs.activity.id, option: theirs.activity.optionId, date: theirs.date };
    expect((await post(`${PAGE}/price`, cookie, { ...price, price: "1" })).status).toBe(404);
    expect((await post(`${PAGE}/price`, cookie, { ...price, price: "-1" })).status).toBe(404);
    // An option of the supplier's own activity on another's departure day is not a way in either.
    const mixed = { activity: mine.activity.id, option: theirs.activity.optionId, date: theirs.date, price: "1" };
    expect((await post(`${PAGE}/price`, cookie, mixed)).status).toBe(404);
    expect(await rowOf(theirs.slotId)).toEqual(before);
    expect(await entries(`slot:${theirs.slotId}`)).toEqual([]);
    expect(await listAudit(db, { actor: mine.staff.id })).toEqual([]);
    expect(await version()).toBe(versionBefore);
  });
});

describe("stop-sale on a departure", () => {
  it("closes it everywhere a traveller can buy, with one audit entry and a new cache version, until it is reopened", async () => {
    const { slotId, activity: a, date, staff } = await supplierWithDeparture({ seats: 10 });
    const now = new Date();
    const from = todayInGulf(now);
    // A cart filled while it was on sale, to check out after it closes.
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const versionBefore = await version();

    const closed = await post(`${PAGE}/departure`, staff.cookie, { slot: slotId, closed: 1, from, to: date });
    expect(closed.status).toBe(303);
    expect(closed.headers.get("location")).toBe(
      `${PAGE}?activity=${a.id}&from=${from}&to=${date}&done=closed&slot=${slotId}#slot-${slotId}`,
    );
    expect(await rowOf(slotId)).toMatchObject({ closed: 1, capacity: 10, sold: 0, held: 0 });
    expect(await version()).not.toBe(versionBefore);
    const [entry, ...more] = await entries(`slot:${slotId}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: staff.id,
      actorEmail: staff.email,
      role: "supplier",
      action: "slot.close",
      before: { closed: false },
      after: { closed: true },
      supplierId: staff.supplierId,
    });
    expect(entry.requestId).toBeTruthy();

    // The notice names the departure; the page shows it closed, with the button to reopen it.
    const page = await html(closed.headers.get("location")!.split("#")[0], { headers: { cookie: staff.cookie } });
    expect(page.body).toContain("Closed 09:00 on");
    expect(page.body).toMatch(new RegExp(`data-slot="${slotId}" data-closed="true"`));

    // Calendar, departures, listing filter, experience page data: unavailable, and "not available" rather than sold out.
    expect(await availableDays(db, a.id, from, addDays(from, 30))).toEqual([]);
    expect(await departuresOn(db, a.id, date)).toEqual([
      expect.objectContaining({ slotId, remaining: 0, closed: true }),
    ]);
    expect((await whenPrices(db, { from: date, to: date, guests: 1 }, { citySlug: a.citySlug })).has(a.id)).toBe(false);
    const data = await experiencePayload(a, date);
    expect(data.booking.initialDepartures).toEqual([expect.objectContaining({ slotId, remaining: 0, closed: true })]);
    expect(unpackDays(data.booking.initialDays).map((d) => d.date)).not.toContain(date);

    // Adding to a cart and holding seats are refused; the cart filled before cannot check out.
    const added = await addToCart(db, null, { slotId, counts: { adult: 1 }, extras: [] }, now);
    expect(added).toMatchObject({ ok: false, reason: "not_available" });
    const [held] = await db.batch(acquireSeats(db, [{ slotId, seats: 1 }]));
    expect(held.meta.changes).toBe(0);
    expect((await priceCart(db, cartId, "en", now)).items[0].unavailable).toBe(true);
    expect(
      await startCheckout(
        fakeDeps(db, () => now),
        startInput(cartId, now),
      ),
    ).toMatchObject({
      kind: "cart_changed",
    });
    expect(await rowOf(slotId)).toMatchObject({ held: 0, sold: 0 });

    // Closing it again changes nothing and writes nothing.
    const again = await post(`${PAGE}/departure`, staff.cookie, { slot: slotId, closed: 1 });
    expect(again.headers.get("location")).toContain("done=unchanged");
    expect(await entries(`slot:${slotId}`)).toHaveLength(1);

    // Reopened: sellable again.
    const versionClosed = await version();
    const opened = await post(`/ar${PAGE}/departure`, staff.cookie, { slot: slotId, closed: 0 });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(new RegExp(`^/ar${PAGE}\\?activity=${a.id}&.*done=opened`));
    expect(await version()).not.toBe(versionClosed);
    expect((await entries(`slot:${slotId}`)).map((e) => e.action)).toEqual(["slot.close", "slot.open"]);
    expect(await departuresOn(db, a.id, date)).toEqual([expect.objectContaining({ slotId, remaining: 10 })]);
    expect((await departuresOn(db, a.id, date))[0]).not.toHaveProperty("closed");
    expect((await availableDays(db, a.id, from, addDays(from, 30))).map((d) => d.date)).toEqual([date]);
    expect(await addToCart(db, null, { slotId, counts: { adult: 1 }, extras: [] }, now)).toMatchObject({ ok: true });
    expect(
      await startCheckout(
        fakeDeps(db, () => now),
        startInput(cartId, now),
      ),
    ).toMatchObject({ kind: "payment" });
    expect(await rowOf(slotId)).toMatchObject({ held: 2 });
  });

  it("closes and reopens every departure of a day at once, with one audit entry each time", async () => {
    const { slotId, activity: a, date, staff } = await supplierWithDeparture();
    const second = await departure({ activity: a, date, startTime: "16:00", seats: 8 });
    const nextDay = await departure({ activity: a, date: addDays(date, 1), startTime: "09:00", seats: 8 });
    const versionBefore = await version();
    const res = await post(`${PAGE}/day`, staff.cookie, { activity: a.id, date, closed: 1 });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain(`done=dayClosed&day=${date}#day-${date}`);
    expect((await rowOf(slotId)).closed).toBe(1);
    expect((await rowOf(second)).closed).toBe(1);
    expect((await rowOf(nextDay)).closed).toBe(0);
    expect(await version()).not.toBe(versionBefore);
    const [entry, ...more] = await entries(`activity:${a.id}@${date}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: "slot.close_day", after: { closed: [slotId, second] } });
    const from = todayInGulf();
    expect((await availableDays(db, a.id, from, addDays(from, 30))).map((d) => d.date)).toEqual([addDays(date, 1)]);
    const page = await html(`${PAGE}?activity=${a.id}&from=${date}&to=${date}`, { headers: { cookie: staff.cookie } });
    expect(page.body).toMatch(new RegExp(`data-date="${date}" data-closed="true"`));

    expect((await post(`${PAGE}/day`, staff.cookie, { activity: a.id, date, closed: 0 })).status).toBe(303);
    expect((await rowOf(slotId)).closed).toBe(0);
    expect((await rowOf(second)).closed).toBe(0);
    expect((await entries(`activity:${a.id}@${date}`)).map((e) => e.action)).toEqual([
      "slot.close_day",
      "slot.open_day",
    ]);
    // A day with no departures of the activity names nothing.
    const empty = { activity: a.id, date: addDays(date, 5), closed: 1 };
    expect((await post(`${PAGE}/day`, staff.cookie, empty)).status).toBe(404);
  });
});

describe("capacity", () => {
  it("says its floor, refuses going below sold + held with the current numbers, and saves at the floor", async () => {
    const { slotId, activity: a, date, staff } = await supplierWithDeparture({ seats: 10, sold: 5, held: 2 });
    const page = await html(`${PAGE}?activity=${a.id}&from=${date}&to=${date}`, { headers: { cookie: staff.cookie } });
    expect(page.body).toContain("At least 7: 5 sold, 2 held");
    const ar = await html(`/ar${PAGE}?activity=${a.id}&from=${date}&to=${date}`, { headers: { cookie: staff.cookie } });
    expect(ar.body).toContain("لا تقل عن 7 (المباع: 5، المحجوز مؤقتًا: 2)");

    const versionBefore = await version();
    const refused = await post(`${PAGE}/capacity`, staff.cookie, { slot: slotId, capacity: 6, from: date, to: date });
    expect(refused.status).toBe(409);
    const body = await refused.text();
    expect(body).toContain("Not changed: 09:00 on");
    expect(body).toContain("now has 5 sold and 2 held, so its capacity must be at least 7.");
    expect(body).toMatch(/name="capacity"[^>]*value="6"|value="6"[^>]*name="capacity"/);
    expect(await rowOf(slotId)).toMatchObject({ capacity: 10 });
    expect(await entries(`slot:${slotId}`)).toEqual([]);
    expect(await version()).toBe(versionBefore);

    const typo = await post(`${PAGE}/capacity`, staff.cookie, { slot: slotId, capacity: "ten" });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain("enter the capacity as a whole number from 7 to 5,000");

    const saved = await post(`${PAGE}/capacity`, staff.cookie, { slot: slotId, capacity: 7 });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toContain(`done=capacity&slot=${slotId}`);
    expect(await rowOf(slotId)).toMatchObject({ capacity: 7, sold: 5, held: 2 });
    expect(await version()).not.toBe(versionBefore);
    const [entry, ...more] = await entries(`slot:${slotId}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "slot.capacity",
      before: { capacity: 10, sold: 5, held: 2 },
      after: { capacity: 7 },
    });
    // The same capacity again: nothing to write.
    const same = await post(`${PAGE}/capacity`, staff.cookie, { slot: slotId, capacity: 7 });
    expect(same.headers.get("location")).toContain("done=unchanged");
    expect(await entries(`slot:${slotId}`)).toHaveLength(1);
  });

  it("never goes below sold + held against a checkout racing it, whichever lands first, and the loser is told why", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const now = new Date();
      const { slotId, staff } = await supplierWithDeparture({ seats: 10, sold: 5 });
      const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
      const view = (await staffBySessionHash(db, await tokenHash(staff.token), now))!;
      const cut = () => setCapacity({ db, kv: env.SITE }, staffActor(view, `race-${round}`), slotId, 6, now);
      const checkout = () =>
        startCheckout(
          fakeDeps(db, () => now),
          startInput(cartId, now),
        );
      // Both orders on purpose, then both at once.
      const [capacity, hold] =
        round % 3 === 0
          ? [await cut(), await checkout()]
          : round % 3 === 1
            ? await checkout().then(async (h) => [await cut(), h] as const)
            : await Promise.all([cut(), checkout()]);
      const stock = await stockOf(db, slotId);
      expect(stock.sold + stock.held).toBeLessThanOrEqual(stock.capacity);
      if (capacity.ok) {
        // The cut landed first: the checkout found one seat for two travellers and says the cart changed.
        expect(stock).toMatchObject({ capacity: 6, sold: 5, held: 0 });
        expect(hold).toMatchObject({ kind: "cart_changed" });
        expect((await priceCart(db, cartId, "en", now)).items[0].unavailable).toBe(true);
        outcomes.add("cut first");
      } else {
        // The hold landed first: the cut is refused with the floor as it now is.
        expect(capacity).toEqual({
          ok: false,
          reason: "below_floor",
          activityId: expect.any(Number),
          date: expect.any(String),
          sold: 5,
          held: 2,
        });
        expect(hold).toMatchObject({ kind: "payment" });
        expect(stock).toMatchObject({ capacity: 10, sold: 5, held: 2 });
        outcomes.add("hold first");
      }
      expect((await entries(`slot:${slotId}`)).length).toBe(capacity.ok ? 1 : 0);
    }
    expect([...outcomes].sort()).toEqual(["cut first", "hold first"]);
  });

  it("frees holds that ran out before judging the floor", async () => {
    const now = new Date();
    const { slotId, staff } = await supplierWithDeparture({ seats: 4 });
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 3 } }], now);
    expect(
      await startCheckout(
        fakeDeps(db, () => now),
        startInput(cartId, now),
      ),
    ).toMatchObject({ kind: "payment" });
    expect(await rowOf(slotId)).toMatchObject({ held: 3 });
    const later = new Date(now.getTime() + 60 * 60_000);
    const view = (await staffBySessionHash(db, await tokenHash(staff.token), now))!;
    const result = await setCapacity({ db, kv: env.SITE }, staffActor(view, null), slotId, 1, later);
    expect(result).toMatchObject({ ok: true, changed: true });
    expect(await rowOf(slotId)).toMatchObject({ capacity: 1, held: 0 });
  });
});

describe("a day's price", () => {
  it("sets every departure of the option that day, shows on the experience page at once, and refuses negatives", async () => {
    const { slotId, activity: a, date, staff } = await supplierWithDeparture({ seats: 10 });
    const evening = await departure({ activity: a, date, startTime: "18:00", seats: 10, price: 30000 });
    const otherDay = await departure({ activity: a, date: addDays(date, 1), startTime: "09:00", price: 20000 });
    // The page is rendered (and cached) before the change.
    expect((await experiencePayload(a, date)).booking.initialDepartures.map((d) => d.price)).toEqual([20000, 30000]);
    const versionBefore = await version();

    const res = await post(`${PAGE}/price`, staff.cookie, {
      activity: a.id,
      option: a.optionId,
      date,
      price: "250.50",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain(`done=price&day=${date}&option=${a.optionId}#day-${date}`);
    expect((await rowOf(slotId)).price).toBe(25050);
    expect((await rowOf(evening)).price).toBe(25050);
    expect((await rowOf(otherDay)).price).toBe(20000);
    expect(await version()).not.toBe(versionBefore);
    const data = await experiencePayload(a, date);
    expect(data.booking.initialDepartures.map((d) => d.price)).toEqual([25050, 25050]);
    expect(unpackDays(data.booking.initialDays).find((d) => d.date === date)?.fromPrice).toBe(25050);
    const [entry, ...more] = await entries(`option:${a.optionId}@${date}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "slot.price",
      before: {
        prices: [
          { slot: slotId, price: 20000 },
          { slot: evening, price: 30000 },
        ],
      },
      after: { price: 25050 },
    });
    const notice = await html(res.headers.get("location")!.split("#")[0], { headers: { cookie: staff.cookie } });
    expect(notice.body).toMatch(/now costs AED\s250\.50/);

    for (const [typed, message] of [
      ["-5", "Not changed: a price can&#x27;t be negative."],
      ["2,5O", "Not changed: enter the price in AED, such as 250 or 250.50."],
    ]) {
      const refused = await post(`${PAGE}/price`, staff.cookie, {
        activity: a.id,
        option: a.optionId,
        date,
        price: typed,
      });
      expect(refused.status).toBe(400);
      const body = await refused.text();
      expect(body).toContain(message);
      expect(body).toContain(`value="${typed}"`);
    }
    expect((await rowOf(slotId)).price).toBe(25050);
    expect(await entries(`option:${a.optionId}@${date}`)).toHaveLength(1);
  });

  it("reads typed prices exactly, in either script", () => {
    expect(parsePriceInput("250")).toEqual({ ok: true, minor: 25000 });
    expect(parsePriceInput(" 1,250.5 ")).toEqual({ ok: true, minor: 125050 });
    expect(parsePriceInput("٢٥٠٫٧٥")).toEqual({ ok: true, minor: 25075 });
    expect(parsePriceInput("0.07")).toEqual({ ok: true, minor: 7 });
    expect(parsePriceInput("-1")).toEqual({ ok: false, reason: "negative" });
    expect(parsePriceInput("1.005")).toEqual({ ok: false, reason: "format" });
    expect(parsePriceInput("1e3")).toEqual({ ok: false, reason: "format" });
    expect(parsePriceInput("2000000")).toEqual({ ok: false, reason: "too_high" });
  });
});

describe("the section's strings", () => {
  it("have every key in English and in Arabic, none empty", () => {
    const keys = (node: unknown, at = ""): string[] =>
      typeof node === "string"
        ? [node.trim() ? at : `${at} (empty)`]
        : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, at ? `${at}.${k}` : k));
    expect(keys(availabilityStrings.ar).sort()).toEqual(keys(availabilityStrings.en).sort());
    expect(keys(availabilityStrings.en).filter((k) => k.endsWith("(empty)"))).toEqual([]);
  });
});
