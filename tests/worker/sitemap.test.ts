// The sitemap: valid XML from D1, every page in both locales with alternates, an index past 50,000 URLs.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ORIGIN, get } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";
import { renderSitemap, type SitemapEntry } from "../../worker/services/sitemap.ts";

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
});

const parser = new XMLParser({ ignoreAttributes: false });
type Url = { loc: string; "xhtml:link": { "@_hreflang": string; "@_href": string }[] };

/** Spec §2's content pages; the all-experiences listing depends on the layout. */
const STATIC_PAGES = ["/", "/about", "/contact-us", "/faq", "/privacy-policy", "/terms-and-conditions", "/blog"];
const arabic = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);

/** The pages a site lists; a supplier's site (supplier.localhost belongs to supplier 1) only its own and their places. */
async function expectedPages(layout: "default" | "supplier"): Promise<string[]> {
  const rows = async (sql: string) => (await env.DB.prepare(sql).all<{ slug: string; city: string }>()).results;
  const own = layout === "supplier" ? "a.supplier_id = 1" : "1";
  const [cities, categories, activities, posts] = await Promise.all([
    rows(`SELECT slug FROM cities c WHERE EXISTS (SELECT 1 FROM activities a WHERE a.city_id = c.id AND ${own})`),
    rows(
      `SELECT slug FROM categories g WHERE EXISTS (SELECT 1 FROM activities a WHERE a.category_id = g.id AND ${own})`,
    ),
    rows(`SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id WHERE ${own}`),
    rows("SELECT slug FROM blog_posts"),
  ]);
  expect(Math.min(cities.length, categories.length, activities.length, posts.length)).toBeGreaterThan(0);
  return [
    ...STATIC_PAGES,
    layout === "supplier" ? "/experiences" : "/things-to-do",
    ...cities.map((c) => `/things-to-do-in-${c.slug}`),
    ...categories.map((c) => `/${c.slug}`),
    ...activities.map((a) =>
      layout === "supplier" ? `/experiences/${a.slug}` : `/things-to-do-in-${a.city}/${a.slug}`,
    ),
    ...posts.map((p) => `/blog/${p.slug}`),
  ];
}

async function sitemapUrls(host?: string): Promise<Url[]> {
  const res = await get("/sitemap.xml", host ? { host } : {});
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/xml");
  const body = await res.text();
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body).urlset.url as Url[];
}

describe("/sitemap.xml", () => {
  it("lists every content page, city, category, activity and article in both locales, with alternates", async () => {
    const urls = await sitemapUrls();
    const pages = await expectedPages("default");
    expect(urls.map((u) => u.loc).sort()).toEqual(pages.flatMap((p) => [ORIGIN + p, ORIGIN + arabic(p)]).sort());
    const englishOf = new Map(pages.flatMap((p) => [[ORIGIN + p, p] as const, [ORIGIN + arabic(p), p] as const]));
    for (const url of urls) {
      const path = englishOf.get(url.loc)!;
      expect(
        url["xhtml:link"].map((l) => [l["@_hreflang"], l["@_href"]]),
        url.loc,
      ).toEqual([
        ["en", ORIGIN + path],
        ["ar", ORIGIN + arabic(path)],
        ["x-default", ORIGIN + path],
      ]);
    }
  });

  it("uses the supplier layout's paths on a supplier site, and lists only that supplier's activities", async () => {
    const paths = (await sitemapUrls("supplier.localhost")).map((u) => new URL(u.loc).pathname);
    const pages = await expectedPages("supplier");
    expect(paths.sort()).toEqual(pages.flatMap((p) => [p, arabic(p)]).sort());
  });

  it("lists only canonical URLs: each answers 200, names itself as canonical and may be indexed, on both sites", async () => {
    for (const host of [undefined, "supplier.localhost"]) {
      const urls = (await sitemapUrls(host)).map((u) => u.loc);
      // Every page of every kind, and every seventh experience (the same template hundreds of times).
      const experience = (url: string) => /\/(things-to-do-in-[^/]+|experiences)\/[^/]+$/.test(new URL(url).pathname);
      const checked = urls.filter((url, i) => !experience(url) || i % 7 === 0);
      expect(checked.filter(experience).length).toBeGreaterThan(4);
      for (const url of checked) {
        const res = await get(new URL(url).pathname, host ? { host } : {});
        expect(res.status, url).toBe(200);
        const body = await res.text();
        expect(/<link rel="canonical" href="([^"]+)"/.exec(body)?.[1].replaceAll("&amp;", "&"), url).toBe(url);
        expect(body, url).not.toContain('name="robots"');
        expect(res.headers.get("x-robots-tag") ?? "", url).not.toMatch(/noindex/);
      }
    }
  }, 180_000);
});

describe("sitemap index", () => {
  const entries: SitemapEntry[] = Array.from({ length: 12 }, (_, i) => ({ path: `/p${i}` }));

  it("stays one urlset while it fits and becomes an index past the limit", () => {
    expect(renderSitemap(entries, "https://x.test", undefined, 24)).toContain("<urlset");
    const index = renderSitemap(entries, "https://x.test", undefined, 10)!;
    expect(XMLValidator.validate(index)).toBe(true);
    expect(parser.parse(index).sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      "https://x.test/sitemap-1.xml",
      "https://x.test/sitemap-2.xml",
      "https://x.test/sitemap-3.xml",
    ]);
    const second = renderSitemap(entries, "https://x.test", 2, 10)!;
    expect(parser.parse(second).urlset.url).toHaveLength(10);
    expect(renderSitemap(entries, "https://x.test", 4, 10)).toBeNull();
  });
});
