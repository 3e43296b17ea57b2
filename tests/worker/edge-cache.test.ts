// The edge cache: anonymous browse pages miss then hit, a version bump misses, sessions and carts never touch it,
// cached HTML carries this request's nonce and nothing personal, and a stale copy is served while it refreshes.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bumpCacheVersion, cacheVersion } from "../../worker/db/cache-version.ts";
import { BUILD_ID, ENTRY_SCRIPT } from "../../worker/render/assets.ts";
import { FRESH_SECONDS } from "../../worker/middleware/edge-cache.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { activity } from "../factories/index.ts";
import { seedFaq } from "../../scripts/seed/index.ts";
import { eventually, get, html } from "./helpers.ts";

const status = (res: Response) => res.headers.get("x-edge-cache");
const RETURNING = { cookie: "lang=en; currency=AED" };

/** Requests `path` until the copy stored after its first answer is served (the store happens after the answer). */
async function primed(path: string, headers: Record<string, string> = RETURNING): Promise<void> {
  const first = await get(path, { headers });
  await first.text();
  expect(status(first), `first request of ${path}`).toBe("MISS");
  await eventually(async () => {
    const res = await get(path, { headers });
    await res.text();
    return status(res) === "HIT" ? true : null;
  });
}

function nonces(body: string): string[] {
  return [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
}

function headerNonce(res: Response): string {
  const csp = res.headers.get("content-security-policy") ?? "";
  const found = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(found, csp).toBeTruthy();
  return found!;
}

/** Browse pages with something on them: an activity on /things-to-do, the questions on /faq. */
beforeAll(async () => {
  await activity({ seats: 5 });
  await seedFaq(env.DB);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("edge cache", () => {
  it("misses, then hits, for the same page, locale and currency", async () => {
    await primed("/about");
    await primed("/ar/about");
    const other = await get("/about", { headers: { cookie: "lang=en; currency=USD" } });
    expect(status(other)).toBe("MISS");
  });

  it("keys the stored copy by build, so pages cached before a deploy (naming its hashed files) are not served after it", async () => {
    await primed("/privacy-policy");
    const version = await cacheVersion(env.SITE);
    const cache = (caches as unknown as { default: Cache }).default;
    const stored = await cache.match(
      `https://edge-cache.invalid/${BUILD_ID}/${version}/example.com/AED/privacy-policy?`,
    );
    expect(stored?.status).toBe(200);
    expect(await stored!.text()).toContain(ENTRY_SCRIPT);
  });

  it("misses once the version is bumped", async () => {
    await primed("/faq");
    await bumpCacheVersion(env.SITE);
    const res = await get("/faq", { headers: RETURNING });
    expect(status(res)).toBe("MISS");
  });

  it("never serves or stores a request with a session or a cart", async () => {
    await primed("/things-to-do");
    const user = await makeUser(env.DB, { firstName: "Zumurrud", lastName: "Qasimi" });
    const { cookie } = await signedIn(env.DB, user.id);
    const signed = await html("/things-to-do", { headers: { cookie: `${cookie}; lang=en; currency=AED` } });
    expect(status(signed.res)).toBe("BYPASS");
    const carted = await get("/things-to-do", { headers: { cookie: "__Host-cart=cart_123; lang=en; currency=AED" } });
    expect(status(carted)).toBe("BYPASS");
    // A fresh page that only a signed-in visitor asked for is not stored: an anonymous visitor still misses it.
    await get("/blog", { headers: { cookie: `${cookie}; lang=en; currency=AED` } }).then((r) => r.text());
    const after = await get("/blog", { headers: RETURNING });
    expect(status(after)).toBe("MISS");
    const anonymous = await html("/things-to-do", { headers: RETURNING });
    expect(status(anonymous.res)).toBe("HIT");
    for (const personal of [user.firstName, user.lastName, user.email]) expect(anonymous.body).not.toContain(personal);
  });

  it("serves cached HTML with this request's nonce in the header and on every inline script", async () => {
    await primed("/contact-us");
    const a = await html("/contact-us", { headers: RETURNING });
    const b = await html("/contact-us", { headers: RETURNING });
    expect(status(a.res)).toBe("HIT");
    expect(status(b.res)).toBe("HIT");
    const [na, nb] = [headerNonce(a.res), headerNonce(b.res)];
    expect(na).not.toBe(nb);
    expect(nonces(a.body).length).toBeGreaterThan(0);
    expect(new Set(nonces(a.body))).toEqual(new Set([na]));
    expect(new Set(nonces(b.body))).toEqual(new Set([nb]));
    expect(a.res.headers.get("set-cookie")).toBeNull();
  });

  it("serves a first visit from the cache and still sets the lang and currency cookies", async () => {
    await primed("/privacy-policy");
    const res = await get("/privacy-policy");
    expect(status(res)).toBe("HIT");
    const cookies = res.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/^lang=en;/m);
    expect(cookies).toMatch(/^currency=AED;/m);
  });

  it("keys by the parameters the page reads and ignores the others", async () => {
    await primed("/things-to-do?sort=price-asc");
    expect(status(await get("/things-to-do?utm_source=mail&sort=price-asc", { headers: RETURNING }))).toBe("HIT");
    expect(status(await get("/things-to-do?sort=price-desc", { headers: RETURNING }))).toBe("MISS");
    // Answered, but not stored: the copy would carry the visitor's own extra parameter in its language link.
    const tagged = await html("/terms-and-conditions?utm_source=mail", { headers: RETURNING });
    expect(status(tagged.res)).toBe("MISS");
    await new Promise((r) => setTimeout(r, 200));
    expect(status(await get("/terms-and-conditions", { headers: RETURNING }))).toBe("MISS");
  });

  it("passes personal pages and the API by", async () => {
    for (const path of [
      "/cart",
      "/ar/cart",
      "/checkout",
      "/account",
      "/wishlist",
      "/auth/login",
      "/invoices",
      "/api/search/suggest?q=dub&locale=en",
    ]) {
      const res = await get(path, { headers: RETURNING });
      await res.text();
      expect(status(res), path).toBe("BYPASS");
    }
  });

  it("serves a stale copy once and refreshes it behind the answer", async () => {
    await primed("/ar/faq");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (FRESH_SECONDS + 5) * 1000);
    const stale = await get("/ar/faq", { headers: RETURNING });
    await stale.text();
    expect(status(stale)).toBe("STALE");
    await eventually(async () => {
      const res = await get("/ar/faq", { headers: RETURNING });
      await res.text();
      return status(res) === "HIT" ? true : null;
    });
  });
});
