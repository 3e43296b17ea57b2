// Content pages in both locales, page payloads, and the document's security properties.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";

beforeAll(async () => {
  await seedDatabase(env.DB);
});

const PAGES: [path: string, en: string, ar: string][] = [
  ["/", "Find unforgettable things to do in the Gulf", "اكتشف تجارب لا تُنسى في الخليج"],
  ["/about", "Our story", "قصتنا"],
  ["/contact-us", "Chat on WhatsApp", "تحدث معنا على واتساب"],
  ["/faq", "Do I need to print my ticket?", "هل أحتاج إلى طباعة التذكرة؟"],
  ["/privacy-policy", "What we collect", "ما الذي نجمعه"],
  ["/terms-and-conditions", "Governing law", "القانون الواجب التطبيق"],
];

describe.each(PAGES)("%s", (path, english, arabic) => {
  it("renders in English and Arabic", async () => {
    const en = await html(path);
    expect(en.res.status).toBe(200);
    expect(en.body).toContain(english);
    const ar = await html(path === "/" ? "/ar" : `/ar${path}`);
    expect(ar.res.status).toBe(200);
    expect(ar.body).toContain(arabic);
    expect(ar.body).not.toContain(english);
  });

  it("has a title and description", async () => {
    const { body } = await html(path);
    expect(body).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
  });
});

describe("the phone menu", () => {
  it.each(["/about", "/ar/about"])("%s sends its drawer as a native popover its button opens", async (path) => {
    const { body } = await html(path);
    const toggle = /<button[^>]*data-testid="menu-toggle"[^>]*>/.exec(body)![0];
    expect(toggle).toContain('aria-expanded="false"');
    expect(toggle).toMatch(/ popovertarget="mobile-menu-layer"/i); // HTML attribute names are case-insensitive
    expect(body).toMatch(/<div id="mobile-menu-layer" popover="auto"/);
    expect(body).toContain('id="mobile-menu"');
    expect(body).toContain('data-testid="menu-wishlist"');
  });
});

describe("home marketing claims (spec §1)", () => {
  it("shows the claims as copy, counting the real catalogue and dating the brand from its site's facts", async () => {
    const { body } = await html("/");
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM activities").first<{ n: number }>())!;
    for (const claim of [
      `${n} hand-picked experiences`,
      "Free cancellation",
      "24/7 support",
      "Local experts since 2011",
    ]) {
      expect(body).toContain(claim);
    }
    const about = await html("/ar/about");
    expect(about.body).toContain("بدأنا في دبي عام 2011");
  });

  it("tells a supplier's own history on its site, never ours", async () => {
    await seedSites(env.SITE);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM activities WHERE supplier_id = 1").first<{
      n: number;
    }>())!;
    const home = await html("/", { host: "supplier.localhost" });
    expect(home.body).toContain(`${n} hand-picked experiences`);
    expect(home.body).toContain("Local experts since 2009");
    expect(home.body).not.toContain("2011");
    const about = await html("/about", { host: "supplier.localhost" });
    expect(about.body).toContain("We started in Dubai in 2009");
    expect(about.body).not.toContain("2011");
  });
});

describe("FAQ", () => {
  it("renders every question from D1 as an accordion item, grouped by topic", async () => {
    const { body } = await html("/faq");
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM faqs").first<{ n: number }>())!;
    expect(body.match(/data-testid="faq-item"/g)?.length).toBe(n);
    expect(body.match(/<details/g)?.length).toBe(n);
    for (const topic of ["Booking", "Payment", "Cancellation and refunds", "On the day"])
      expect(body).toContain(`>${topic}</h2>`);
  });
});

describe("page payloads", () => {
  it("{path}/_payload.json returns the loader data", async () => {
    const res = await get("/ar/faq/_payload.json");
    expect(res.status).toBe(200);
    const data = (await res.json()) as { topics: { topic: string; entries: { question: string }[] }[] };
    expect(data.topics[0].topic).toBe("booking");
    expect(data.topics[0].entries[0].question).toBe("كيف أحجز تجربة؟");
    const home = (await (await get("/_payload.json")).json()) as { allExperiencesPath: string };
    expect(home.allExperiencesPath).toBe("/things-to-do");
  });
});

describe("security", () => {
  it("every executable script carries this response's CSP nonce, and data blocks none", async () => {
    const { res, body } = await html("/faq");
    const csp = res.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const isData = (tag: string) => /type="application\/(ld\+)?json"/.test(tag);
    expect(scripts.filter((tag) => !isData(tag)).length).toBeGreaterThanOrEqual(2);
    expect(scripts.filter(isData).length).toBeGreaterThan(1);
    for (const tag of scripts) {
      if (isData(tag)) expect(tag).not.toContain("nonce");
      else expect(tag).toContain(`nonce="${nonce}"`);
    }
    const again = (await get("/faq")).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("sends protective headers", async () => {
    const res = await get("/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-request-id")).toMatch(/[\w-]{8,}/);
  });

  it("refuses unsafe requests from another origin, JSON included", async () => {
    const foreign = await get("/api/redirect?path=/", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toContain("did not come from this site");
    const none = await get("/api/redirect?path=/", { method: "POST", body: "{}" });
    expect(none.status).toBe(403);
  });

  it("island props are escaped inside their script block", async () => {
    const { body } = await html("/");
    const blocks = [...body.matchAll(/<script type="application\/json" id="[^"]+"[^>]*>([^<]*)<\/script>/g)];
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const [, json] of blocks) expect(() => JSON.parse(json)).not.toThrow();
  });
});

describe("builds manifest (spec §7)", () => {
  it("latest.json names the current build, and its meta file exists", async () => {
    const latest = (await (await get(`/builds/latest.json?t=${Date.now()}`)).json()) as { id: string };
    expect(latest.id).toMatch(/^[\w-]+$/);
    const { body } = await html("/");
    expect(body).toContain(`<meta name="build-id" content="${latest.id}"/>`);
    expect((await get(`/builds/meta/${latest.id}.json`)).status).toBe(200);
    expect((await get(`/builds/meta/old-build.json`)).status).toBe(404);
  });
});
