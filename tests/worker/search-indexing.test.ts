// What search engines may index (docs/decisions/026-what-search-engines-index.md): no search results page, whatever its
// query, sort, filters or page, in either language (its links are still followed); a listing with filters or dates is
// canonical to the plain listing, which may be indexed.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { ORIGIN, html } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
});

const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1].replaceAll("&amp;", "&");
const NOINDEX = '<meta name="robots" content="noindex"/>';

describe("search results pages", () => {
  it("are never indexed, plain, sorted, filtered, paged or empty, in English and Arabic; each is its own canonical", async () => {
    for (const prefix of ["", "/ar"]) {
      for (const query of ["?", "?sort=price-asc", "?rating=4.5", "?sort=price-desc&duration=1-4h", "?page=2"]) {
        const path = `${prefix}/search/dubai${query === "?" ? "" : query}`;
        const { res, body } = await html(path);
        expect(res.status, path).toBe(200);
        expect(body, path).toContain(NOINDEX);
        expect(canonicalOf(body), path).toMatch(new RegExp(`^${ORIGIN}${prefix}/search/dubai`));
      }
      const none = await html(`${prefix}/search/zzqqxx`);
      expect(none.body).toContain(NOINDEX);
    }
  });
});

describe("listings", () => {
  it("with filters or dates are canonical to the plain listing, which may be indexed", async () => {
    for (const prefix of ["", "/ar"]) {
      const plain = await html(`${prefix}/things-to-do`);
      expect(plain.body).not.toContain('name="robots"');
      expect(canonicalOf(plain.body)).toBe(`${ORIGIN}${prefix}/things-to-do`);
      const filtered = await html(`${prefix}/things-to-do?sort=price-asc&rating=4.5`);
      expect(canonicalOf(filtered.body)).toBe(`${ORIGIN}${prefix}/things-to-do`);
    }
  });
});
