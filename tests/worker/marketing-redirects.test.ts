// Marketing redirect rules in KV: internal, external, missing, refused, and the lookup API.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get } from "./helpers.ts";
import { redirectKey } from "../../shared/redirect-rules.ts";
import { bumpCacheVersion } from "../../worker/db/cache-version.ts";

/** Writes a rule as `npm run redirects` does: the rule, then a new cache version (rules are remembered until one). */
const rule = async (from: string, to: string, status: 301 | 302) => {
  await env.SITE.put(redirectKey(from), JSON.stringify({ to, status }));
  await bumpCacheVersion(env.SITE);
};

describe("KV redirect rules", () => {
  it("an internal rule redirects within the site and keeps the locale prefix", async () => {
    await rule("/summer", "/faq", 302);
    const en = await get("/summer");
    expect(en.status).toBe(302);
    expect(en.headers.get("location")).toBe("/faq");
    const ar = await get("/ar/summer?utm_campaign=s");
    expect(ar.headers.get("location")).toBe("/ar/faq?utm_campaign=s");
  });

  it("an external rule goes to that address", async () => {
    await rule("/chat", "https://wa.me/971500000000", 301);
    const res = await get("/ar/chat");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://wa.me/971500000000");
  });

  it("an external rule to a host off the allow-list is ignored", async () => {
    await rule("/phish", "https://evil.example/login", 302);
    const res = await get("/phish");
    expect(res.headers.get("location")).toBeNull();
    expect(res.status).toBe(404);
  });

  it("a missing rule leaves the request to routing", async () => {
    const res = await get("/faq");
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
  });

  it("a rule wins over the built-in rules, and a change applies on the next request after the version bump", async () => {
    await rule("/discover", "/about", 302);
    expect((await get("/discover")).headers.get("location")).toBe("/about");
    await env.SITE.delete(redirectKey("/discover"));
    // Until the version moves, this isolate keeps the rule it read (a request does not read KV for it again).
    expect((await get("/discover")).headers.get("location")).toBe("/about");
    await bumpCacheVersion(env.SITE);
    expect((await get("/discover")).headers.get("location")).toBe("/things-to-do");
  });
});

describe("GET /api/redirect", () => {
  const lookup = async (path: string) => {
    const res = await get(`/api/redirect?path=${encodeURIComponent(path)}`);
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it compares
    return { status: res.status, body: (await res.json()) as any };
  };

  it("answers a KV rule, a built-in rule, and no rule", async () => {
    await rule("/promo", "/about", 302);
    expect(await lookup("/ar/promo")).toEqual({
      status: 200,
      body: { redirect: { location: "/ar/about", status: 302, external: false } },
    });
    expect((await lookup("/dubai/desert-safari")).body.redirect).toEqual({
      location: "/things-to-do-in-dubai/desert-safari",
      status: 301,
      external: false,
    });
    await rule("/wa", "https://wa.me/971500000000", 302);
    expect((await lookup("/wa")).body.redirect).toEqual({
      location: "https://wa.me/971500000000",
      status: 302,
      external: true,
    });
    expect((await lookup("/faq")).body).toEqual({ redirect: null });
  });

  it("rejects a missing or malformed path with a 400 and a readable message", async () => {
    const missing = await get("/api/redirect");
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toContain("Add the path");
    const bad = await lookup("https://evil.example/");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("must start with /");
  });
});
