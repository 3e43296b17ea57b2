// The sitemap: valid XML from D1, every page in both locales with alternates, an index past 50,000 URLs.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { get } from "./helpers.ts";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { renderSitemap, type SitemapEntry } from "../../worker/services/sitemap.ts";

beforeAll(async () => {
  await seedDatabase(env.DB);
});

const parser = new XMLParser({ ignoreAttributes: false });

describe("/sitemap.xml", () => {
  it("is well-formed XML listing every page in both locales", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const body = await res.text();
    expect(XMLValidator.validate(body)).toBe(true);
    const urls = parser.parse(body).urlset.url as { loc: string; "xhtml:link": { "@_hreflang": string }[] }[];
    const { n } = (await env.DB.prepare(
      "SELECT (SELECT count(*) FROM activities) + (SELECT count(*) FROM cities) + (SELECT count(*) FROM categories) + (SELECT count(*) FROM blog_posts) AS n",
    ).first<{ n: number }>())!;
    expect(urls.length).toBe(2 * (n + 8));
    expect(urls.some((u) => u.loc === "https://example.com/ar/things-to-do-in-dubai")).toBe(true);
    for (const url of urls.slice(0, 50)) expect(url["xhtml:link"].map((l) => l["@_hreflang"])).toEqual(["en", "ar", "x-default"]);
  });

  it("every URL in a sample answers 200", async () => {
    const urls = (parser.parse(await (await get("/sitemap.xml")).text()).urlset.url as { loc: string }[]).map((u) => u.loc);
    const step = Math.max(1, Math.floor(urls.length / 40));
    const sample = urls.filter((_, i) => i % step === 0);
    for (const url of sample) {
      const res = await get(new URL(url).pathname);
      expect(res.status, url).toBe(200);
    }
  });
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
