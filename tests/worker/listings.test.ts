// Listings (all experiences, a city, a category) run on search's engine: the same sorts, facets and counts; a date
// and party ("When") narrow them to what has seats and price cards on that day; a supplier's site lists only its own.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";
import type { ResultsData } from "../../client/islands/SearchResults.tsx";
import { parseSearchState } from "../../shared/search-filters.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { runSearch, SEARCH_PAGE_SIZE } from "../../worker/services/search.ts";
import { scopeRows } from "../../worker/db/listing.ts";
import { bumpCacheVersion } from "../../worker/db/cache-version.ts";

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
});

async function payload(path: string, host?: string): Promise<ResultsData> {
  const [pathname, query = ""] = path.split("?");
  const res = await get(`${pathname}/_payload.json${query ? `?${query}` : ""}`, host ? { host } : {});
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: ResultsData }).data;
}

/** Every card of every page of a listing, in order. */
async function allCards(path: string, host?: string) {
  const first = await payload(path, host);
  const cards = [...first.cards];
  const joiner = path.includes("?") ? "&" : "?";
  for (let page = 2; page <= first.pageCount; page++)
    cards.push(...(await payload(`${path}${joiner}page=${page}`, host)).cards);
  return { first, cards };
}

const one = async <T>(sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<T>())!;
const ids = async (sql: string, ...values: unknown[]) =>
  new Set(
    (
      await env.DB.prepare(sql)
        .bind(...values)
        .all<{ id: number }>()
    ).results.map((r) => r.id),
  );

/** The city with the most activities (more than a page of them), found by property, not by name. */
const biggestCity = () =>
  one<{ slug: string; n: number }>(
    "SELECT c.slug, count(*) AS n FROM activities a JOIN cities c ON c.id = a.city_id GROUP BY c.id ORDER BY n DESC LIMIT 1",
  );

describe("listings share search's sorts, filters and counts", () => {
  it("a city listing's facets, total and order are runSearch's over that city's activities", async () => {
    const city = await biggestCity();
    expect(city.n).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const data = await payload(`/things-to-do-in-${city.slug}`);
    const expected = runSearch(
      await scopeRows(env.DB, { citySlug: city.slug }),
      parseSearchState(new URLSearchParams()),
    );
    expect(data.total).toBe(city.n);
    expect(data.facets).toEqual(expected.facets);
    expect(data.cards.map((c) => c.id)).toEqual(expected.ids);
    expect(data.pageCount).toBe(Math.ceil(city.n / SEARCH_PAGE_SIZE));
  });

  it("sorts by price across pages, and a facet value's count is the total it gives", async () => {
    const city = await biggestCity();
    const { cards } = await allCards(`/things-to-do-in-${city.slug}?sort=price-asc`);
    const prices = cards.map((c) => c.fromPrice);
    expect(cards).toHaveLength(city.n);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const data = await payload(`/things-to-do-in-${city.slug}`);
    const value = data.facets.duration.find((v) => v.count > 0 && v.count < data.total)!;
    expect(value, "a duration that narrows the city").toBeTruthy();
    const narrowed = await payload(`/things-to-do-in-${city.slug}?duration=${value.value}&sort=price-desc`);
    expect(narrowed.total).toBe(value.count);
    expect(narrowed.state).toMatchObject({ sort: "price-desc", filters: { duration: [value.value] } });
    const narrowedPrices = narrowed.cards.map((c) => c.fromPrice);
    expect(narrowedPrices).toEqual([...narrowedPrices].sort((a, b) => b - a));
  });

  it("all experiences and a category listing answer with the same data as search", async () => {
    const search = await payload("/search/desert");
    const all = await payload("/things-to-do");
    const category = await one<{ slug: string }>("SELECT slug FROM categories ORDER BY position LIMIT 1");
    const cat = await payload(`/${category.slug}`);
    for (const data of [all, cat]) {
      expect(
        Object.keys(data)
          .filter((k) => k !== "query")
          .sort(),
      ).toEqual(
        Object.keys(search)
          .filter((k) => k !== "query")
          .sort(),
      );
      expect(Object.keys(data.facets)).toEqual(Object.keys(search.facets));
    }
    expect(all.total).toBe((await one<{ n: number }>("SELECT count(*) AS n FROM activities")).n);
  });
});

describe("When: a date and a party", () => {
  it("drops an activity whose departures that day have too few seats for the party, keeps it for a smaller party", async () => {
    const day = addDays(todayInGulf(), 20);
    // A per-person activity with departures that day, in the biggest city.
    const city = await biggestCity();
    const target = await one<{ id: number }>(
      `SELECT a.id FROM activities a JOIN cities c ON c.id = a.city_id WHERE c.slug = ?1
       AND NOT EXISTS (SELECT 1 FROM options o WHERE o.activity_id = a.id AND o.pricing_unit != 'per_person')
       AND EXISTS (SELECT 1 FROM availability av WHERE av.activity_id = a.id AND av.date = ?2 AND av.capacity - av.sold - av.held >= 3)
       ORDER BY a.id LIMIT 1`,
      city.slug,
      day,
    );
    const path = (guests: number) => `/things-to-do-in-${city.slug}?date=${day}&guests=${guests}`;
    const before = await allCards(path(2));
    expect(before.cards.map((c) => c.id)).toContain(target.id);
    // Leave one seat on every departure that day.
    await env.DB.prepare("UPDATE availability SET sold = capacity - held - 1 WHERE activity_id = ? AND date = ?")
      .bind(target.id, day)
      .run();
    // Sales do not bump the edge cache's version (cached listings follow seats within FRESH_SECONDS): this checks the query.
    await bumpCacheVersion(env.SITE);
    const forTwo = await allCards(path(2));
    expect(forTwo.cards.map((c) => c.id)).not.toContain(target.id);
    expect(forTwo.first.total).toBe(before.first.total - 1);
    expect(forTwo.first.when).toEqual({ from: day, to: day, guests: 2 });
    expect((await allCards(path(1))).cards.map((c) => c.id)).toContain(target.id);
  });

  it("prices each card at its lowest price with seats in the range, and sorts by it", async () => {
    const from = addDays(todayInGulf(), 30);
    const to = addDays(from, 3);
    const city = await biggestCity();
    const slot = await one<{ id: number; activity_id: number; date: string }>(
      `SELECT av.id, av.activity_id, av.date FROM availability av JOIN activities a ON a.id = av.activity_id JOIN cities c ON c.id = a.city_id
       WHERE c.slug = ?1 AND av.date BETWEEN ?2 AND ?3 AND av.capacity - av.sold - av.held >= 2 ORDER BY av.id LIMIT 1`,
      city.slug,
      addDays(from, 1),
      to,
    );
    await env.DB.prepare("UPDATE availability SET price = 100 WHERE id = ?").bind(slot.id).run();
    const data = await payload(`/things-to-do-in-${city.slug}?date=${from}&to=${to}&sort=price-asc`);
    expect(data.when).toEqual({ from, to, guests: 2 });
    expect(data.cards[0]).toMatchObject({ id: slot.activity_id, priceOn: { date: slot.date, price: 100 } });
    for (const card of data.cards) {
      expect(card.priceOn!.date >= from && card.priceOn!.date <= to, `${card.id} priced on ${card.priceOn?.date}`).toBe(
        true,
      );
      const lowest = await one<{ p: number }>(
        "SELECT min(price) AS p FROM availability WHERE activity_id = ? AND date BETWEEN ? AND ? AND capacity - sold - held >= 1",
        card.id,
        from,
        to,
      );
      expect(card.priceOn!.price).toBeGreaterThanOrEqual(lowest.p);
    }
    const prices = data.cards.map((c) => c.priceOn!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Search narrows and prices the same way.
    const search = await payload(`/search/${city.slug}?date=${from}&to=${to}`);
    expect(search.cards.every((c) => c.priceOn && c.priceOn.date >= from && c.priceOn.date <= to)).toBe(true);
  });

  it("ignores dates and party sizes that are not valid, without failing", async () => {
    const plain = await payload("/things-to-do");
    const soon = addDays(todayInGulf(), 5);
    for (const query of [
      "date=2020-01-01",
      "date=nonsense&guests=abc",
      `date=${addDays(todayInGulf(), 400)}`,
      "date=2026-02-30",
      "guests=5",
    ]) {
      const data = await payload(`/things-to-do?${query}`);
      expect(data.when, query).toBeNull();
      expect(data.total, query).toBe(plain.total);
    }
    expect((await payload(`/things-to-do?date=${soon}&guests=0`)).when).toEqual({ from: soon, to: soon, guests: 2 });
    expect((await payload(`/things-to-do?date=${soon}&guests=99`)).when).toEqual({ from: soon, to: soon, guests: 2 });
    expect((await payload(`/things-to-do?date=${soon}&to=${addDays(soon, -1)}&guests=4`)).when).toEqual({
      from: soon,
      to: soon,
      guests: 4,
    });
    expect((await payload(`/things-to-do?date=${soon}&to=${addDays(soon, 30)}`)).when).toEqual({
      from: soon,
      to: soon,
      guests: 2,
    });
    expect((await get(`/search/desert?date=%00&guests=-1&to=x`)).status).toBe(200);
  });

  it("the home page's plain form carries the date to every experience, dropping empty fields", async () => {
    const soon = addDays(todayInGulf(), 5);
    const withDate = await get(`/ar/search?q=&date=${soon}&to=&guests=3`);
    expect(withDate.status).toBe(302);
    expect(withDate.headers.get("location")).toBe(`/ar/things-to-do?date=${soon}&guests=3`);
    const noDate = await get("/search?q=desert&date=&to=&guests=2");
    expect(noDate.headers.get("location")).toBe("/search/desert");
  });
});

describe("a supplier's site lists only its own activities", () => {
  const host = "supplier.localhost"; // supplier 1's site (scripts/seed/sites.ts)

  it("on every listing, search and the search box's suggestions", async () => {
    const own = await ids("SELECT id FROM activities WHERE supplier_id = 1");
    expect(own.size).toBeGreaterThan(0);
    const all = await allCards("/experiences", host);
    expect(new Set(all.cards.map((c) => c.id))).toEqual(own);

    const city = await one<{ slug: string; name_en: string }>(
      "SELECT c.slug, c.name_en FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.supplier_id = 1 GROUP BY c.id ORDER BY count(*) DESC LIMIT 1",
    );
    const inCity = await ids(
      "SELECT a.id FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.supplier_id = 1 AND c.slug = ?",
      city.slug,
    );
    expect(new Set((await allCards(`/things-to-do-in-${city.slug}`, host)).cards.map((c) => c.id))).toEqual(inCity);
    const marketplace = await payload(`/things-to-do-in-${city.slug}`);
    expect(marketplace.total).toBeGreaterThan(inCity.size); // the marketplace shows other suppliers' too

    const searched = await allCards(`/search/${encodeURIComponent(city.name_en)}`, host);
    expect(searched.cards.length).toBeGreaterThan(0);
    for (const card of searched.cards) expect(own.has(card.id), `${card.slug} is supplier 1's`).toBe(true);
    for (const hit of searched.first.cities)
      expect(hit.activityCount).toBe(
        (
          await ids(
            "SELECT a.id FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.supplier_id = 1 AND c.slug = ?",
            hit.slug,
          )
        ).size,
      );

    const ownSlugs = new Set(
      (await env.DB.prepare("SELECT slug FROM activities WHERE supplier_id = 1").all<{ slug: string }>()).results.map(
        (r) => r.slug,
      ),
    );
    const res = await get(`/api/search/suggest?q=${encodeURIComponent(city.name_en.slice(0, 4))}`, { host });
    const { suggestions } = (await res.json()) as { suggestions: { kind: string; slug: string }[] };
    const activities = suggestions.filter((s) => s.kind === "activity");
    expect(activities.length).toBeGreaterThan(0);
    for (const s of activities) expect(ownSlugs.has(s.slug), s.slug).toBe(true);
  });

  it("its home page's sections hold only its activities and places", async () => {
    const res = await get("/_payload.json", { host });
    const home = (await res.json()) as { popular: { id: number }[]; cities: { slug: string; activityCount: number }[] };
    const own = await ids("SELECT id FROM activities WHERE supplier_id = 1");
    expect(home.popular.length).toBeGreaterThan(0);
    for (const card of home.popular) expect(own.has(card.id)).toBe(true);
    for (const city of home.cities) expect(city.activityCount).toBeGreaterThan(0);
  });
});
