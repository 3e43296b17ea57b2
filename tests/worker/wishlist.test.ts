// The wishlist API (private, signed-in only, zod-validated), the public cards-by-ids endpoint and the wishlist page.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { isKnownSection } from "../../worker/routing/rules.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { activity } from "../factories/index.ts";
import { ORIGIN, get } from "./helpers.ts";

const db = env.DB;
const ids: number[] = [];

beforeAll(async () => {
  for (let n = 0; n < 3; n++) ids.push((await activity()).id);
});

const send = (path: string, method: string, cookie?: string, body?: unknown) =>
  get(path, {
    method,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("wishlist API", () => {
  it("answers 401 to a signed-out visitor's changes, privately, and an empty signed-out list to a read", async () => {
    const read = await send("/api/wishlist", "GET");
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect(await read.json()).toEqual({ ids: [], signedIn: false });
    for (const [path, method] of [
      [`/api/wishlist/${ids[0]}`, "PUT"],
      [`/api/wishlist/${ids[0]}`, "DELETE"],
    ] as const) {
      const res = await send(path, method);
      expect(res.status).toBe(401);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect((await send("/api/wishlist/merge", "POST", undefined, { ids })).status).toBe(401);
  });

  it("adds, lists (newest first) and removes", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    expect(await (await send(`/api/wishlist/${ids[0]}`, "PUT", cookie)).json()).toEqual({ ids: [ids[0]] });
    expect(await (await send(`/api/wishlist/${ids[1]}`, "PUT", cookie)).json()).toEqual({ ids: [ids[1], ids[0]] });
    // Saving twice keeps one.
    expect(await (await send(`/api/wishlist/${ids[1]}`, "PUT", cookie)).json()).toEqual({ ids: [ids[1], ids[0]] });
    expect(await (await send(`/api/wishlist/${ids[1]}`, "DELETE", cookie)).json()).toEqual({ ids: [ids[0]] });
    const listed = await send("/api/wishlist", "GET", cookie);
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    expect(await listed.json()).toEqual({ ids: [ids[0]] });
  });

  it("merges a local list: duplicates once, unknown activities skipped", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    await send(`/api/wishlist/${ids[0]}`, "PUT", cookie);
    const res = await send("/api/wishlist/merge", "POST", cookie, {
      ids: [ids[1], ids[2], ids[1], ids[0], 999_999_999],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ids: number[]; skipped: number };
    expect([...body.ids].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(body.skipped).toBe(1);
  });

  it("rejects ids that are not activities or not ids with a 4xx that says why", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const unknown = await send("/api/wishlist/999999999", "PUT", cookie);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/no experience/);
    for (const bad of ["abc", "0", "-1", "1.5"])
      expect((await send(`/api/wishlist/${bad}`, "PUT", cookie)).status).toBe(400);
    for (const body of [{ ids: "1,2" }, { ids: [1.5] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, {}]) {
      const res = await send("/api/wishlist/merge", "POST", cookie, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(5);
    }
  });
});

describe("cards by ids", () => {
  it("returns the cards asked for, in order, and validates the list", async () => {
    const res = await get(`/api/activities/cards?ids=${ids[1]},${ids[0]},999999999&locale=ar`);
    expect(res.status).toBe(200);
    const { cards } = (await res.json()) as { cards: { id: number; badges: string[] }[] };
    expect(cards.map((c) => c.id)).toEqual([ids[1], ids[0]]);
    expect(Array.isArray(cards[0]!.badges)).toBe(true);
    for (const bad of ["", "a,b", "1,,2", Array.from({ length: 101 }, (_, i) => i + 1).join(",")])
      expect((await get(`/api/activities/cards?ids=${bad}`)).status).toBe(400);
  });
});

describe("wishlist page", () => {
  it("is a known section, private, no-store and noindex in both locales", async () => {
    expect(isKnownSection("wishlist")).toBe(true);
    for (const path of ["/wishlist", "/ar/wishlist"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).toContain('name="robots" content="noindex"');
    }
  });

  it("shows the signed-in traveller's saved activities, and Remove works without JavaScript", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    await send(`/api/wishlist/${ids[2]}`, "PUT", cookie);
    const page = await get("/wishlist", { headers: { cookie } });
    const body = await page.text();
    expect(body).toContain('data-testid="wishlist-items"');
    expect(body).toContain(`name="activityId" value="${ids[2]}"`);
    const removed = await get("/wishlist/remove", {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: `activityId=${ids[2]}`,
    });
    expect(removed.status).toBe(303);
    expect(await (await send("/api/wishlist", "GET", cookie)).json()).toEqual({ ids: [] });
  });
});
