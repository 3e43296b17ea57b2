// Search against a seeded D1: both scripts from both locales, sorts, filters with counts, hostile input, suggestions.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html } from "./helpers.ts";
import { seedDatabase } from "../../scripts/seed/index.ts";
import type { SearchData } from "../../client/islands/SearchResults.tsx";
import { SEARCH_PAGE_SIZE } from "../../worker/services/search.ts";
import arText from "../../client/i18n/ar.json";

beforeAll(async () => {
  await seedDatabase(env.DB);
});

async function search(path: string): Promise<SearchData> {
  const [pathname, query = ""] = path.split("?");
  const res = await get(`${pathname}/_payload.json${query ? `?${query}` : ""}`);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: SearchData }).data;
}

const citySlugOf = async (ids: number[]) => {
  const { results } = await env.DB.prepare(
    `SELECT c.slug FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.id IN (${ids.join(",")})`,
  ).all<{ slug: string }>();
  return new Set(results.map((r) => r.slug));
};

describe("finding cities and activities", () => {
  it('"دبي" finds Dubai and its activities, from the English page', async () => {
    const data = await search(`/search/${encodeURIComponent("دبي")}`);
    expect(data.cities.map((c) => c.slug)).toContain("dubai");
    expect(data.total).toBeGreaterThan(10);
    expect(await citySlugOf(data.cards.map((c) => c.id))).toContain("dubai");
  });

  it('"dubai" finds it on the Arabic page, in Arabic', async () => {
    const data = await search("/ar/search/dubai");
    expect(data.cities[0]).toMatchObject({ slug: "dubai", name: "دبي" });
    expect(data.cards[0].city.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("every spelling of Abu Dhabi gives the same results", async () => {
    const a = await search(`/ar/search/${encodeURIComponent("ابوظبي")}`);
    const b = await search(`/ar/search/${encodeURIComponent("أبوظبي")}`);
    const c = await search(`/ar/search/${encodeURIComponent("أبوظبى")}`);
    expect(a.total).toBeGreaterThan(0);
    expect(b.total).toBe(a.total);
    expect(c.total).toBe(a.total);
    expect(b.cards.map((x) => x.id)).toEqual(a.cards.map((x) => x.id));
  });

  it("matches finished words whole in results; only suggestions match the word being typed as a prefix", async () => {
    const whole = await search("/search/desert%20safari");
    expect(whole.total).toBeGreaterThan(0);
    expect((await search("/search/desert%20saf")).total).toBe(0);
    const suggested = async (q: string) =>
      (
        (await (await get(`/api/search/suggest?q=${encodeURIComponent(q)}&locale=en`)).json()) as {
          suggestions: { kind: string; title: string }[];
        }
      ).suggestions;
    const typing = await suggested("desert saf");
    expect(typing.some((s) => s.kind === "activity" && /desert safari/i.test(s.title))).toBe(true);
    expect(await suggested("desert saf ")).toEqual([]); // a space after it: the word is finished
  });

  it("renders server-side in both locales, with the results island and a form that works without JavaScript", async () => {
    const en = await html("/search/dubai");
    expect(en.res.status).toBe(200);
    expect(en.body).toContain("Results for “dubai”");
    expect(en.body).toContain('data-island="SearchResults"');
    expect(en.body).toMatch(/<form[^>]*action="\/search\/dubai"[^>]*method="get"/);
    expect(en.body).toContain("Apply filters");
    const ar = await html(`/ar/search/${encodeURIComponent("سفاري")}`);
    expect(ar.res.status).toBe(200);
    expect(ar.body).toMatch(/dir="rtl"/);
    expect(ar.body).toContain("نتائج البحث عن «سفاري»");
  });

  it("/search?q= redirects to the results path, keeping filters and locale", async () => {
    const res = await get(`/ar/search?q=${encodeURIComponent("دبي مارينا")}&sort=price-asc`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/ar/search/${encodeURIComponent("دبي مارينا")}?sort=price-asc`);
  });
});

describe("sorting", () => {
  it("price-asc and price-desc order every page by the from price", async () => {
    // A city with more activities than one page holds, so its name has a second page of results.
    const city = (await env.DB.prepare(
      "SELECT c.name_en, count(*) AS n FROM cities c JOIN activities a ON a.city_id = c.id GROUP BY c.id HAVING n > ?1 ORDER BY n DESC LIMIT 1",
    )
      .bind(SEARCH_PAGE_SIZE)
      .first<{ name_en: string; n: number }>())!;
    expect(city, `a city with more than ${SEARCH_PAGE_SIZE} activities`).not.toBeNull();
    const path = `/search/${encodeURIComponent(city.name_en)}`;
    const pricesOf = async (sort: string, page: number) =>
      (await search(`${path}?sort=${sort}&page=${page}`)).cards.map((c) => c.fromPrice);
    const first = await search(`${path}?sort=price-asc`);
    expect(first.total).toBeGreaterThanOrEqual(city.n);
    expect(first.pageCount).toBeGreaterThanOrEqual(2);
    const firstPrices: number[] = [];
    for (const [sort, inOrder] of [
      ["price-asc", (a: number, b: number) => a - b],
      ["price-desc", (a: number, b: number) => b - a],
    ] as const) {
      const one = await pricesOf(sort, 1);
      const two = await pricesOf(sort, 2);
      expect(one).toHaveLength(SEARCH_PAGE_SIZE);
      expect(two.length).toBeGreaterThan(0);
      expect([...one, ...two], sort).toEqual([...one, ...two].sort(inOrder));
      firstPrices.push(one[0]);
    }
    expect(firstPrices[0]).toBeLessThan(firstPrices[1]);
  });

  it("recommended is the default and keeps the same set of results", async () => {
    const rec = await search("/search/dubai");
    const asc = await search("/search/dubai?sort=price-asc");
    expect(rec.state.sort).toBe("recommended");
    expect(rec.total).toBe(asc.total);
  });
});

describe("filters", () => {
  type Row = {
    id: number;
    from_price: number;
    duration_minutes: number;
    min_age: number;
    rating_avg: number;
    time_of_day: string;
    languages: string;
    occasions: string;
    labels: string;
    badges: string;
    best_for: string;
  };
  const rows = async (ids: number[]) =>
    (await env.DB.prepare(`SELECT * FROM activities WHERE id IN (${ids.join(",")})`).all<Row>()).results;
  const all = async (path: string) => {
    const first = await search(path);
    const ids = first.cards.map((c) => c.id);
    for (let page = 2; page <= first.pageCount; page++)
      ids.push(...(await search(`${path}${path.includes("?") ? "&" : "?"}page=${page}`)).cards.map((c) => c.id));
    return { first, ids };
  };

  it.each([
    ["price=100-250", (r: Row) => r.from_price >= 10000 && r.from_price < 25000],
    ["duration=1-4h", (r: Row) => r.duration_minutes > 60 && r.duration_minutes <= 240],
    ["age=children", (r: Row) => r.min_age <= 6],
    ["time=evening", (r: Row) => JSON.parse(r.time_of_day).includes("evening")],
    ["rating=4.5", (r: Row) => r.rating_avg >= 4.5],
    ["language=ru", (r: Row) => JSON.parse(r.languages).includes("ru")],
    ["occasion=romantic", (r: Row) => JSON.parse(r.occasions).includes("romantic")],
    // Data badges (docs/decisions/013) live in `badges`, the catalogue's own features in `labels`.
    ["label=bestseller", (r: Row) => JSON.parse(r.badges).includes("bestseller")],
    ["best_for=families", (r: Row) => JSON.parse(r.best_for).includes("families")],
  ])("%s keeps exactly the matching activities, and its count matches the results", async (filter, holds) => {
    const unfiltered = await all("/search/dubai");
    const expected = (await rows(unfiltered.ids)).filter(holds).map((r) => r.id);
    expect(expected.length, `seeded "dubai" results with ${filter}`).toBeGreaterThan(0);
    const [param, value] = filter.split("=");
    const facetKey = (param === "best_for" ? "bestFor" : param) as keyof SearchData["facets"];
    const shown = unfiltered.first.facets[facetKey].find((v) => v.value === value);
    const { first, ids } = await all(`/search/dubai?${filter}`);
    expect([...ids].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(first.total).toBe(ids.length);
    expect(shown?.count).toBe(first.total);
  });

  it("combines filters: AND across facets, OR within one", async () => {
    const { first, ids } = await all("/search/dubai?time=morning&time=evening&price=0-100&price=100-250");
    expect(first.total).toBe(ids.length);
    for (const row of await rows(ids)) {
      const times = JSON.parse(row.time_of_day) as string[];
      expect(times.includes("morning") || times.includes("evening")).toBe(true);
      expect(row.from_price).toBeLessThan(25000);
    }
    const morning = await search("/search/dubai?time=morning&price=0-100&price=100-250");
    expect(first.total).toBeGreaterThanOrEqual(morning.total);
  });

  it("every facet value shows a count, and the counts add up where values exclude each other", async () => {
    const data = await search("/search/dubai");
    expect(data.facets.price.reduce((n, v) => n + v.count, 0)).toBe(data.total);
    expect(data.facets.duration.reduce((n, v) => n + v.count, 0)).toBe(data.total);
    for (const facet of Object.values(data.facets)) for (const value of facet) expect(value.count).toBeGreaterThan(0);
  });

  it('filters that leave nothing give "Hmm... No results found!" with a way back', async () => {
    const { body } = await html("/search/dubai?price=1000-&age=infants&rating=4.5&label=new&occasion=ramadan");
    expect(body).toContain("Hmm... No results found!");
    expect(body).toContain("Clear all filters");
    const ar = await html(`/ar/search/${encodeURIComponent("زززز")}`);
    expect(ar.body).toContain(arText.search.noResults);
    expect(ar.body).not.toContain("امسح كل عوامل التصفية");
  });

  it("ignores unknown filter values instead of failing", async () => {
    const data = await search("/search/dubai?price=cheap&sort=random&rating=9&page=abc");
    expect(data.state).toMatchObject({ sort: "recommended", page: 1 });
    expect(data.state.filters.price).toEqual([]);
    expect(data.total).toBeGreaterThan(0);
  });
});

describe("hostile input", () => {
  it.each([
    ["a double quote", '"'],
    ["a single quote", "'"],
    ["a star", "*"],
    ["NEAR", "NEAR"],
    ["a NEAR group", "NEAR(dubai safari)"],
    ["parentheses", "("],
    ["a closing parenthesis", "dubai)"],
    ["an open quote", '"dubai'],
    ["boolean words", "a AND OR NOT b"],
    ["column syntax", "title:dubai"],
    ["2 KB of Latin", "x".repeat(2048)],
    ["2 KB of Arabic words", "دبي ".repeat(300)],
  ])("%s answers normally", async (_label, input) => {
    const res = await get(`/search/${encodeURIComponent(input)}`);
    expect(res.status).toBe(200);
    const api = await get(`/api/search/suggest?q=${encodeURIComponent(input)}`);
    expect(api.status).toBe(200);
  });
});

describe("suggestions", () => {
  it("suggests cities and activities in the requested language", async () => {
    const res = await get(`/api/search/suggest?q=${encodeURIComponent("دب")}&locale=ar`);
    const { suggestions } = (await res.json()) as { suggestions: { kind: string; slug: string; title: string }[] };
    expect(suggestions[0]).toMatchObject({ kind: "city", slug: "dubai", title: "دبي" });
    expect(suggestions.some((s) => s.kind === "activity")).toBe(true);
    const en = (await (await get("/api/search/suggest?q=safa&locale=en")).json()) as {
      suggestions: { title: string }[];
    };
    expect(en.suggestions.length).toBeGreaterThan(0);
    expect(en.suggestions.every((s) => /[a-z]/i.test(s.title))).toBe(true);
  });

  it("keeps suggesting while a word is typed letter by letter, before its suffix or after its article", async () => {
    const titles = async (q: string) =>
      (
        (await (await get(`/api/search/suggest?q=${encodeURIComponent(q)}&locale=ar`)).json()) as {
          suggestions: { kind: string; title: string }[];
        }
      ).suggestions;
    for (const typing of [
      "رحل",
      "رحلا",
      "رحلات",
      "الإ",
      "الإمار",
      "الإمارا",
      "الإمارات",
      "الد",
      "الإمارات العربية المت",
      "United Arab Em",
    ]) {
      expect((await titles(typing)).length, typing).toBeGreaterThan(0);
    }
    expect(
      (await titles("الدلا")).some((s) => s.title.includes("دلافين") || s.title.includes("الدلافين")),
      "الدلا",
    ).toBe(true);
  });

  it("rejects a missing query or an unknown locale with a readable 400", async () => {
    const missing = await get("/api/search/suggest");
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toContain("?q=");
    expect((await get("/api/search/suggest?q=x&locale=fr")).status).toBe(400);
  });
});
