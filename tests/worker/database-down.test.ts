// D1 unavailable (a double of the binding that fails as D1 does): browse pages with a stored copy are served from it at
// any age up to a week (stale-if-error); pages without one answer 503 with Retry-After and the localized page; the
// money path says booking is briefly unavailable, and a failure at any step of a checkout leaves nothing half-written.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { CART_COOKIE } from "../../shared/cart.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../../worker/services/database-errors.ts";
import { MAX_STALE_SECONDS } from "../../worker/middleware/edge-cache.ts";
import { failingD1, D1_DOWN } from "../fixtures/failing-d1.ts";
import { makeCart, makeDeparture } from "../fixtures/booking-factories.ts";
import { activity } from "../factories/index.ts";
import { seedFaq } from "../../scripts/seed/index.ts";
import { validForm } from "./checkout-pages.fixtures.ts";
import { eventually, ORIGIN } from "./helpers.ts";

type Env = typeof env;
const cache = (res: Response) => res.headers.get("x-edge-cache");

async function send(path: string, db: D1Database = env.DB, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== "GET") headers.set("origin", ORIGIN);
  return worker.fetch(
    new Request(ORIGIN + path, { redirect: "manual", ...init, headers }),
    { ...env, DB: db } as Env,
    createExecutionContext(),
  );
}

/** Asks for `path` until the copy stored after its first answer is served. */
async function primed(path: string, headers: Record<string, string> = {}): Promise<void> {
  await (await send(path, env.DB, { headers })).text();
  await eventually(async () => {
    const res = await send(path, env.DB, { headers });
    await res.text();
    return cache(res) === "HIT" ? true : null;
  });
}

/** Pages with something to store: the questions on /faq, an activity in Dubai. */
beforeAll(async () => {
  await seedFaq(env.DB);
  await activity({ city: "dubai", seats: 8 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("telling a database that is down from a query that is wrong", () => {
  it("reads D1's transient failures as unavailable, and a bad query or a constraint as a bug", () => {
    for (const message of [
      D1_DOWN,
      "D1_ERROR: database is locked: SQLITE_BUSY",
      "D1 DB is overloaded. Requests queued for too long.",
      "D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.",
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: new Error(D1_DOWN) }))).toBe(true);
    for (const message of [
      "D1_ERROR: no such table: orders: SQLITE_ERROR",
      "D1_ERROR: UNIQUE constraint failed: payment_events.event_id: SQLITE_CONSTRAINT",
      "Network connection lost.",
      "the supplier timed out",
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(false);
    }
  });
});

describe("browse pages while D1 is down", () => {
  it("are served from a fresh stored copy without asking D1", async () => {
    await primed("/faq");
    const db = failingD1(env.DB);
    const res = await send("/faq", db);
    expect(res.status).toBe(200);
    expect(cache(res)).toBe("HIT");
    expect(db.calls).toBe(0);
  });

  it("are served from a stored copy past its freshness and past a day (stale-if-error), to anyone, in both languages", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await primed("/blog");
    await primed("/ar/blog");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (MAX_STALE_SECONDS + 3600) * 1000);
    for (const [path, headers] of [
      ["/blog", {}],
      ["/ar/blog", {}],
      ["/blog", { cookie: `${CART_COOKIE}=some-cart` }],
    ] as const) {
      const db = failingD1(env.DB);
      const res = await send(path, db, { headers });
      expect(res.status, path).toBe(200);
      expect(cache(res), path).toBe("STALE");
      expect(res.headers.get("retry-after"), path).toBeNull();
      expect(res.headers.get("cache-control") ?? "", path).not.toContain("no-store");
      const body = await res.text();
      expect(body, path).toContain(path.startsWith("/ar") ? 'lang="ar-SA"' : 'lang="en-US"');
      expect(body, path).not.toContain("unavailable-page");
      expect(db.failed, `${path} tried to render first`).toBeGreaterThan(0);
    }
  });

  it("without a stored copy answer 503 with Retry-After and the localized page; the API and payloads answer JSON", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const en = await send("/things-to-do-in-dubai", failingD1(env.DB));
    expect(en.status).toBe(503);
    expect(en.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(en.headers.get("cache-control")).toBe("no-store");
    const enBody = await en.text();
    expect(enBody).toContain('data-kind="database"');
    expect(enBody).toContain("This page is briefly unavailable");
    const ar = await send("/ar/things-to-do-in-dubai", failingD1(env.DB));
    expect(ar.status).toBe(503);
    const arBody = await ar.text();
    expect(arBody).toMatch(/<html lang="ar-SA" dir="rtl"/);
    expect(arBody).toContain("هذه الصفحة غير متاحة لبرهة");
    for (const path of ["/api/search/suggest?q=dub", "/things-to-do-in-abu-dhabi/_payload.json"]) {
      const res = await send(path, failingD1(env.DB));
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(await res.json(), path).toMatchObject({
        reason: "database",
        error: expect.stringContaining("This page is briefly unavailable"),
      });
    }
  });

  it("logs the failure as the database's, with the request id", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await send("/things-to-do-in-sharjah", failingD1(env.DB));
    expect(res.status).toBe(503);
    const line = errors.mock.calls.map((c) => String(c[0])).find((l) => l.includes('"event":"database_unavailable"'));
    expect(JSON.parse(line!)).toMatchObject({
      level: "error",
      requestId: res.headers.get("x-request-id"),
      message: D1_DOWN,
    });
  });
});

describe("the money path while D1 is down", () => {
  const formBody = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" } as Record<string, string>,
  });

  it("says plainly that booking is briefly unavailable, in the visitor's language, and adds nothing to a cart", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { slotId } = await makeDeparture(env.DB);
    const carts = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM cart_items WHERE slot_id = ?")
        .bind(slotId)
        .first<{ n: number }>())!.n;
    for (const [path, words] of [
      ["/cart/items", "Nothing was booked and nothing was charged."],
      ["/ar/cart/items", "لم يتم أي حجز ولم يُخصم أي مبلغ."],
    ] as const) {
      const res = await send(path, failingD1(env.DB), formBody({ slotId: String(slotId), "counts.adult": "2" }));
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      const body = await res.text();
      expect(body, path).toContain('data-kind="booking"');
      expect(body, path).toContain(words);
    }
    expect(await carts()).toBe(0);
  });

  it("leaves nothing half-written whichever step of a checkout D1 fails at, and the next try goes on from there", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});

    /** A cart of 3 seats on a departure of its own, its checkout form, and a post of it on `db`. */
    async function checkout() {
      const { slotId } = await makeDeparture(env.DB, {}, { capacity: 10 });
      const cartId = await makeCart(env.DB, [{ slotId, counts: { adult: 3 } }]);
      const form = formBody(await validForm(cartId));
      const post = (db: D1Database) =>
        send("/checkout", db, { ...form, headers: { ...form.headers, cookie: `${CART_COOKIE}=${cartId}` } });
      return { slotId, cartId, post };
    }

    /** Seats held on the departure always equal its active holds, and an order exists whole or not at all. */
    async function consistent({ slotId, cartId }: { slotId: number; cartId: string }, step: number): Promise<void> {
      const slot = (await env.DB.prepare("SELECT held, sold FROM availability WHERE id = ?")
        .bind(slotId)
        .first<{ held: number; sold: number }>())!;
      const holds = (await env.DB.prepare(
        "SELECT coalesce(sum(seats), 0) AS seats FROM holds WHERE slot_id = ? AND state = 'active'",
      )
        .bind(slotId)
        .first<{ seats: number }>())!;
      expect(slot.held, `step ${step}: held seats are the active holds`).toBe(holds.seats);
      expect(slot.sold, `step ${step}: nothing sold before payment`).toBe(0);
      const orders = (
        await env.DB.prepare(
          "SELECT o.id, (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) AS items FROM orders o WHERE o.cart_id = ?",
        )
          .bind(cartId)
          .all<{ id: string; items: number }>()
      ).results;
      expect(orders.length, `step ${step}: one attempt at most`).toBeLessThanOrEqual(1);
      expect(holds.seats, `step ${step}: seats are held exactly when the order exists`).toBe(orders.length ? 3 : 0);
      for (const order of orders) expect(order.items, `step ${step}: the order has its item`).toBe(1);
    }

    // How many D1 calls a whole checkout makes, on a copy of the binding that never fails.
    const counting = failingD1(env.DB, { after: Number.MAX_SAFE_INTEGER });
    expect((await (await checkout()).post(counting)).status).toBe(303);
    const total = counting.calls;
    expect(total).toBeGreaterThan(5);

    for (let step = 0; step < total; step++) {
      const attempt = await checkout();
      const res = await attempt.post(failingD1(env.DB, { after: step }));
      expect(res.status, `D1 failing from call ${step}`).toBe(503);
      expect(await res.text(), `step ${step}`).toContain('data-kind="booking"');
      await consistent(attempt, step);
      // D1 is back: the same checkout goes on from where it stopped, to the payment page.
      const again = await attempt.post(env.DB);
      expect(again.status, `retry after step ${step}`).toBe(303);
      expect(again.headers.get("location"), `retry after step ${step}`).toMatch(/^\/pay\/sbx_/);
      await consistent(attempt, step);
    }
  });
});
