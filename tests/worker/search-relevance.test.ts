// The relevance set (tests/fixtures/search-relevance.ts) against the seeded demo catalogue, through the same search
// service the results page uses: analysed query → FTS match → filtering and sorting.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { LOCAL_PLACEMENTS } from "../../scripts/seed/content/local.ts";
import { RELEVANCE, type ActivityPick } from "../fixtures/search-relevance.ts";
import { matchActivities, matchCities } from "../../worker/db/search.ts";
import { matchExpression } from "../../shared/search-text.ts";
import { runSearch } from "../../worker/services/search.ts";
import { parseSearchState } from "../../shared/search-filters.ts";

type Activity = { id: number; title_en: string; category: string; city: string; country: string };
let activities: Activity[] = [];

beforeAll(async () => {
  await seedDatabase(env.DB);
  activities = (
    await env.DB.prepare(
      `SELECT a.id, a.title_en, g.slug AS category, c.slug AS city, c.country_code AS country
       FROM activities a JOIN categories g ON g.id = a.category_id JOIN cities c ON c.id = a.city_id`,
    ).all<Activity>()
  ).results;
});

/** A template's activities are those carrying one of the titles it has in the cities it runs in (content/local.ts). */
function titlePattern(key: string): { test: (title: string) => boolean } {
  const placements = LOCAL_PLACEMENTS[key];
  if (!placements) throw new Error(`no template ${key}`);
  const titles = new Set(Object.values(placements).map((p) => p.title.en));
  return { test: (title) => titles.has(title) };
}

function pick(p: ActivityPick): number[] {
  const title = p.template ? titlePattern(p.template) : null;
  return activities
    .filter(
      (a) =>
        (!title || title.test(a.title_en)) &&
        (!p.category || a.category === p.category) &&
        (!p.city || a.city === p.city) &&
        (!p.country || a.country === p.country),
    )
    .map((a) => a.id);
}

async function results(query: string): Promise<number[]> {
  const match = matchExpression(query);
  if (!match) return [];
  return runSearch(
    await matchActivities(env.DB, match),
    parseSearchState(new URLSearchParams()),
    Number.MAX_SAFE_INTEGER,
  ).ids;
}

describe("search relevance set", () => {
  it.each(RELEVANCE.map((c) => [c.query, c] as const))("%s", async (_query, c) => {
    const found = new Set(await results(c.query));
    for (const p of c.mustFind) {
      const ids = pick(p);
      expect(ids.length, `${JSON.stringify(p)} selects seeded activities`).toBeGreaterThan(0);
      expect(
        ids.filter((id) => !found.has(id)),
        `"${c.query}" finds every ${JSON.stringify(p)}`,
      ).toEqual([]);
    }
    for (const p of c.mustNotFind ?? []) {
      expect(
        pick(p).filter((id) => found.has(id)),
        `"${c.query}" finds no ${JSON.stringify(p)}`,
      ).toEqual([]);
    }
    if (c.cities) {
      const match = matchExpression(c.query)!;
      const slugs = (await matchCities(env.DB, match, "en", 20)).map((city) => city.slug);
      expect(slugs, `"${c.query}" shows these cities`).toEqual(expect.arrayContaining(c.cities));
    }
    if (c.sameAs)
      expect(
        [...found].sort((a, b) => a - b),
        `"${c.query}" finds what "${c.sameAs}" finds`,
      ).toEqual((await results(c.sameAs)).sort((a, b) => a - b));
  });
});
