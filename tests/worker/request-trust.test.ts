// What a request says about itself is not trusted: Host, X-Request-Id, and id or date spellings; nothing per-request reaches the browser.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { get, html } from "./helpers.ts";
import { seedFaq, seedSites } from "../../scripts/seed/index.ts";
import { activity, indexForSearch } from "../factories/index.ts";
import { siteKey } from "../../worker/services/site-config.ts";
import { FALLBACK_PUBLIC_ORIGIN } from "../../worker/services/public-origin.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { bumpCacheVersion } from "../../worker/db/cache-version.ts";

type Env = typeof env;

/** Calls the worker with some bindings changed (e.g. PUBLIC_ORIGIN unset), as a deployment without them would. */
async function fetchWith(overrides: Partial<Env>, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(url, { redirect: "manual", ...init }),
    { ...env, ...overrides } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** Every absolute URL a page or the sitemap builds: canonical, hreflang, og:url, og:image, JSON-LD, <loc>. */
function absoluteUrls(text: string): string[] {
  return [
    ...text.matchAll(
      /(?:href|content)="(https?:\/\/[^"]+)"|"(?:item|url|image|@id)":"(https?:\/\/[^"]+)"|"(https?:\/\/[^"]+)"|<loc>(https?:\/\/[^<]+)<\/loc>/g,
    ),
  ]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? m[4])
    .filter(
      (u) =>
        !/wa\.me|instagram|facebook|x\.com|tiktok|youtube|google|openstreetmap|schema\.org|sitemaps\.org|w3\.org/.test(
          u,
        ),
    );
}

let activityPath = "";

beforeAll(async () => {
  // A bookable activity in Dubai (its page, Dubai's listing and search), the questions on /faq, and the demo sites.
  const dubai = await activity({ city: "dubai", seats: 8 });
  await indexForSearch();
  await seedFaq(env.DB);
  await seedSites(env.SITE);
  activityPath = `/things-to-do-in-${dubai.citySlug}/${dubai.slug}`;
});

describe("absolute URLs never come from an unknown Host", () => {
  const pages = () => [
    "/",
    "/ar/faq",
    activityPath,
    `/ar${activityPath}`,
    "/search/dubai",
    "/search/dubai/_payload.json",
    "/sitemap.xml",
  ];

  it("with PUBLIC_ORIGIN unset, Host: evil.com yields the fallback origin everywhere", async () => {
    for (const path of pages()) {
      const body = await (await fetchWith({ PUBLIC_ORIGIN: "" }, `https://evil.com${path}`)).text();
      const urls = absoluteUrls(body);
      // Pages and the sitemap build absolute URLs; a payload has none, but must not name the Host either.
      expect(urls.length > 0 || path.endsWith("_payload.json"), path).toBe(true);
      expect(body, path).not.toContain("evil.com");
      for (const url of urls) expect(new URL(url).origin, `${path}: ${url}`).toBe(FALLBACK_PUBLIC_ORIGIN);
    }
  });

  it("PUBLIC_ORIGIN wins over any Host", async () => {
    for (const path of pages()) {
      const body = await (
        await fetchWith({ PUBLIC_ORIGIN: "https://www.rihla.test" }, `https://evil.com${path}`)
      ).text();
      for (const url of absoluteUrls(body))
        expect(new URL(url).origin, `${path}: ${url}`).toBe("https://www.rihla.test");
    }
  });

  it("a hostname with a site entry of its own links to itself, over https, whether or not PUBLIC_ORIGIN is set", async () => {
    await env.SITE.put(siteKey("tours.partner.test"), JSON.stringify({ layoutType: "supplier" }));
    for (const PUBLIC_ORIGIN of ["", "https://www.rihla.test"]) {
      const body = await (await fetchWith({ PUBLIC_ORIGIN }, "http://tours.partner.test/faq")).text();
      expect(body, PUBLIC_ORIGIN).toContain('<link rel="canonical" href="https://tours.partner.test/faq"/>');
    }
  });

  it("a malformed PUBLIC_ORIGIN is ignored (and reported), not a 500", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetchWith({ PUBLIC_ORIGIN: "not a url" }, "https://evil.com/faq");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<link rel="canonical" href="${FALLBACK_PUBLIC_ORIGIN}/faq"/>`);
    expect(error.mock.calls.some(([m]) => String(m).includes("PUBLIC_ORIGIN is not an http(s) URL"))).toBe(true);
    error.mockRestore();
  });

  it("local development hosts keep their own origin and port", async () => {
    const body = await (await fetchWith({ PUBLIC_ORIGIN: "" }, "http://supplier.localhost:8787/ar/faq")).text();
    expect(body).toContain('<link rel="canonical" href="http://supplier.localhost:8787/ar/faq"/>');
    const local = await (await fetchWith({ PUBLIC_ORIGIN: "" }, "http://localhost:8787/faq")).text();
    expect(local).toContain('<link rel="alternate" hrefLang="ar" href="http://localhost:8787/ar/faq"/>');
  });
});

describe("nothing per-request reaches the browser as data", () => {
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")![1];
  const jsonScripts = (body: string) =>
    [...body.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[0]);

  it.each(["/search/dubai", "/ar/search/%D8%AF%D8%A8%D9%8A", "/", "/things-to-do-in-dubai"])(
    "%s: island props and JSON-LD carry no nonce or request id",
    async (path) => {
      const { res, body } = await html(path);
      expect(res.status).toBe(200);
      const nonce = nonceOf(res);
      const requestId = res.headers.get("x-request-id")!;
      const scripts = jsonScripts(body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script).not.toContain(nonce);
        expect(script).not.toContain(requestId);
      }
      // The nonce appears only where CSP needs it: on executable scripts and module preloads.
      const attributes = body.split(nonce).length - 1;
      expect(attributes).toBe((body.match(/ nonce="/g) ?? []).length);
      expect(body).not.toContain(requestId);
    },
  );

  it.each(["/search/dubai", "/", "/things-to-do-in-dubai", "/faq"])(
    "%s/_payload.json carries no nonce or request id",
    async (path) => {
      const res = await get(`${path === "/" ? "" : path}/_payload.json`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toMatch(/"nonce"|"requestId"/);
      expect(text).not.toContain(res.headers.get("x-request-id")!);
    },
  );
});

describe("security headers agree", () => {
  it("X-Frame-Options matches CSP frame-ancestors 'none'", async () => {
    const res = await get("/");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("API ids and dates accept only canonical spellings", () => {
  let id = 0;
  const from = () => addDays(todayInGulf(), 1);
  beforeAll(async () => {
    id = (await env.DB.prepare("SELECT id FROM activities WHERE bookable = 1 ORDER BY id LIMIT 1").first<{
      id: number;
    }>())!.id;
  });

  it.each(["0x10", "1e3", "+1", "00001", "1.0", "-1", "0", " 1", "1 ", "9999999999999999999"])(
    "id %j is a 400 with a reason",
    async (bad) => {
      for (const path of [
        `/api/activities/${encodeURIComponent(bad)}/availability?from=${from()}&to=${from()}`,
        `/api/activities/${encodeURIComponent(bad)}/departures?date=${from()}`,
      ]) {
        const res = await get(path);
        expect(res.status, path).toBe(400);
        expect(((await res.json()) as { error: string }).error).toContain("positive whole number");
      }
    },
  );

  it.each(["2026-02-30", "2026-13-01", "2026-04-31", "2026-2-03", "20260203", "2026-02-03T00:00"])(
    "date %j is a 400 with a reason",
    async (bad) => {
      for (const path of [
        `/api/activities/${id}/availability?from=${bad}&to=${bad}`,
        `/api/activities/${id}/departures?date=${bad}`,
      ]) {
        const res = await get(path);
        expect(res.status, path).toBe(400);
        expect(((await res.json()) as { error: string }).error).toContain("real date");
      }
    },
  );

  it("canonical ids and real dates are answered", async () => {
    expect((await get(`/api/activities/${id}/availability?from=${from()}&to=${addDays(from(), 6)}`)).status).toBe(200);
    expect((await get(`/api/activities/${id}/departures?date=${from()}`)).status).toBe(200);
    expect((await get(`/api/activities/${id}/availability?from=2028-02-29&to=2028-02-29`)).status).toBe(200);
  });
});

describe("the request id is ours", () => {
  it("a client-sent X-Request-Id is not echoed into the response, the error page or the log", async () => {
    const hostile = "attacker-chosen-id";
    const ok = await get("/faq", { headers: { "X-Request-Id": hostile } });
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("DROP TABLE faqs");
    await bumpCacheVersion(env.SITE); // else the edge cache answers with the copy made a moment ago
    const { res, body } = await html("/faq", { headers: { "X-Request-Id": hostile } });
    expect(res.status).toBe(500);
    const ours = res.headers.get("x-request-id")!;
    expect(ours).not.toBe(hostile);
    expect(body).toContain(ours);
    expect(body).not.toContain(hostile);
    expect(log.mock.calls.length).toBeGreaterThan(0);
    expect(JSON.stringify(log.mock.calls.map((call) => call.map(String)))).not.toContain(hostile);
    log.mockRestore();
  });
});
