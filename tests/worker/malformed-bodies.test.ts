// A body that cannot be parsed is the sender's mistake, never a 500: every route that takes an unsafe method is sent
// an unterminated multipart body, broken JSON and broken percent-encoding, in both languages, signed in and with a cart.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { app } from "../../worker/app.ts";
import { CART_COOKIE } from "../../shared/cart.ts";
import { makeCart, makeDeparture, makeSandboxPayment } from "../fixtures/booking-factories.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { ORIGIN, get } from "./helpers.ts";

const UNSAFE = new Set(["POST", "PUT", "DELETE", "PATCH"]);

const BODIES = {
  "an unterminated multipart body": {
    type: "multipart/form-data; boundary=zz",
    body: '--zz\r\nContent-Disposition: form-data; name="code"\r\n\r\nWELCOME10',
  },
  "a multipart body with no parts": { type: "multipart/form-data; boundary=zz", body: "not multipart at all" },
  "broken JSON": { type: "application/json", body: '{"slotId": 1, "counts": {' },
  "broken percent-encoding": { type: "application/x-www-form-urlencoded", body: "code=%E0%A4%A&slotId=%%" },
};

let cookie = "";
let itemId = 0;
let paymentId = "";

beforeAll(async () => {
  const { slotId } = await makeDeparture(env.DB);
  const cartId = await makeCart(env.DB, [{ slotId, counts: { adult: 1 } }]);
  itemId = (await env.DB.prepare("SELECT id FROM cart_items WHERE cart_id = ?").bind(cartId).first<{ id: number }>())!
    .id;
  const user = await makeUser(env.DB);
  cookie = `${(await signedIn(env.DB, user.id)).cookie}; ${CART_COOKIE}=${cartId}`;
  paymentId = await makeSandboxPayment(env.DB, env.SANDBOX_SIGNING_SECRET!, ORIGIN);
});

/** A concrete path for a route pattern: each parameter given a value the route accepts. */
function pathOf(pattern: string): string[] {
  const values: Record<string, string[]> = {
    provider: ["sandbox", "stripe"],
    paymentId: [paymentId],
    id: [String(itemId)],
    activityId: ["1"],
    reference: ["RB-AAAAAAAA"],
  };
  let paths = [pattern];
  for (const [, name] of pattern.matchAll(/:(\w+)(\{[^}]*\})?/g)) {
    paths = paths.flatMap((p) =>
      (values[name] ?? ["1"]).map((v) => p.replace(new RegExp(`:${name}(\\{[^}]*\\})?`), v)),
    );
  }
  return paths;
}

const routes = () => [...new Set(app.routes.filter((r) => UNSAFE.has(r.method)).map((r) => `${r.method} ${r.path}`))];

describe("malformed request bodies", () => {
  it("find every route that reads one", () => {
    expect(routes().length).toBeGreaterThan(40);
    for (const route of [
      "POST /cart/items",
      "POST /cart/promo",
      "POST /cart/proceed",
      "POST /cart/items/:id",
      "POST /ar/checkout",
      "PUT /api/wishlist/:activityId",
    ]) {
      expect(routes()).toContain(route);
    }
  });

  for (const [what, { type, body }] of Object.entries(BODIES)) {
    it(`answer ${what} with a 4xx on every route, never a 500`, async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const failures: string[] = [];
      for (const route of routes()) {
        const [method, pattern] = route.split(" ");
        for (const path of pathOf(pattern)) {
          const res = await get(path, { method, body, headers: { origin: ORIGIN, "content-type": type, cookie } });
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`${method} ${path}: ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
      expect(errors.mock.calls.filter((c) => String(c[0]).includes('"event":"unhandled_error"'))).toEqual([]);
      vi.restoreAllMocks();
    });
  }

  it("on the cart's routes, is a 400 that says what went wrong in the page's language", async () => {
    const { type, body } = BODIES["an unterminated multipart body"];
    for (const path of [
      "/cart/items",
      "/cart/promo",
      "/cart/proceed",
      `/cart/items/${itemId}`,
      "/ar/cart/items",
      "/ar/cart/promo",
    ]) {
      const res = await get(path, { method: "POST", body, headers: { origin: ORIGIN, "content-type": type, cookie } });
      expect(res.status, path).toBe(400);
      const page = await res.text();
      expect(page, path).toContain(path.startsWith("/ar") ? 'lang="ar-SA"' : 'lang="en-US"');
    }
    const json = await get("/cart/promo", {
      method: "POST",
      body,
      headers: { origin: ORIGIN, "content-type": type, cookie, accept: "application/json" },
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ error: expect.any(String) });
  });
});
