// A browse page asks D1 in as few round trips as it can: its reads go out in one batch, and catalogue reads are
// remembered in the isolate until the cache version moves (docs/decisions/016).
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { ORIGIN } from "./helpers.ts";
import { BOOKMARK_COOKIE } from "../../worker/middleware/d1-session.ts";
import { bumpCacheVersion } from "../../worker/db/cache-version.ts";
import { FRESH_SECONDS } from "../../worker/middleware/edge-cache.ts";
import { briefly, readAll, rememberReads, type Read } from "../../worker/db/batch.ts";

type Call = "batch" | "first" | "all" | "raw" | "run";

/** The binding with every call to D1 noted: one entry per round trip (a batch is one). */
function counted(db: D1Database, calls: Call[]): D1Database {
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, name) {
        const value = Reflect.get(target, name, target);
        if (name === "bind") return (...args: unknown[]) => statement(value.apply(target, args));
        if (name === "first" || name === "all" || name === "raw" || name === "run") {
          return (...args: unknown[]) => {
            calls.push(name);
            return value.apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const wrap = (inner: D1Database | D1DatabaseSession): D1Database =>
    ({
      prepare: (query: string) => statement(inner.prepare(query)),
      batch: (statements: D1PreparedStatement[]) => {
        calls.push("batch");
        return inner.batch(statements.map((s) => (s as unknown as { __target?: D1PreparedStatement }).__target ?? s));
      },
      withSession: (constraint?: string) =>
        wrap((inner as D1Database).withSession(constraint as never) as unknown as D1Database),
      getBookmark: () => (inner as D1DatabaseSession).getBookmark?.(),
      exec: (query: string) => (inner as D1Database).exec(query),
      dump: () => (inner as D1Database).dump(),
    }) as unknown as D1Database;
  return wrap(db);
}

/** The D1 calls one render of `path` makes (by default uncached: a session cookie keeps the edge cache out of it). */
async function callsFor(path: string, cookie = "__Host-session=none; lang=en"): Promise<Call[]> {
  const calls: Call[] = [];
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  const res = await worker.fetch(
    new Request(ORIGIN + path, { headers: { cookie } }),
    { ...env, DB: counted(env.DB, calls) },
    ctx,
  );
  expect(res.status, path).toBe(200);
  await res.text();
  return calls;
}

/** A traveller who just wrote carries the session's bookmark (middleware/d1-session.ts). */
const AFTER_A_WRITE = `__Host-session=none; lang=en; ${BOOKMARK_COOKIE}=00000000-0000-0000-0000-000000000000`;

beforeAll(async () => {
  const { seedDatabase } = await import("../../scripts/seed/index.ts");
  await seedDatabase(env.DB);
});

// Every test starts on a new version, so nothing read by an earlier one is remembered.
beforeEach(() => bumpCacheVersion(env.SITE));
afterEach(() => vi.restoreAllMocks());

/** Moves this isolate's clock `ms` ahead of the real one. */
function later(ms: number) {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, "now").mockImplementation(() => now() + ms);
}

describe("D1 round trips per page", () => {
  // With and without stays: a nightly option's further nights come in the same batch.
  for (const stays of [0, 1]) {
    it(`an experience page${stays ? " with nightly or daily options" : ""}: its activity, then one batch; once remembered, none until its seats are a minute old`, async () => {
      const { slug, city } = (await env.DB.prepare(
        `SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id JOIN options o ON o.activity_id = a.id
         WHERE a.bookable = 1 GROUP BY a.id HAVING (sum(o.pricing_unit IN ('nightly', 'daily')) > 0) = ? ORDER BY a.slug LIMIT 1`,
      )
        .bind(stays)
        .first<{ slug: string; city: string }>())!;
      const path = `/things-to-do-in-${city}/${slug}`;
      expect(await callsFor(path)).toEqual(["batch", "batch"]);
      // The catalogue part is remembered until the next bump; seats for as long as a cached page counts as fresh.
      expect(await callsFor(path)).toEqual([]);
      later(FRESH_SECONDS * 1000 - 1_000);
      expect(await callsFor(path)).toEqual([]);
      vi.restoreAllMocks();
      later(FRESH_SECONDS * 1000 + 1_000);
      expect(await callsFor(path)).toEqual(["batch"]);
      vi.restoreAllMocks();
      // A page the edge cache will store reads its seats afresh: a cached page's seats are as old as the page.
      expect(await callsFor(path, "lang=en")).toEqual(["batch"]);
      // A traveller who just wrote reads everything from D1, so their own change shows.
      expect(await callsFor(path, AFTER_A_WRITE)).toEqual(["batch", "batch"]);
      await bumpCacheVersion(env.SITE);
      expect(await callsFor(path)).toEqual(["batch", "batch"]);
    });
  }

  it("the booking widget's departures stay live: read from D1 on every call, right after a page has shown them", async () => {
    const { id, slug, city, date } = (await env.DB.prepare(
      `SELECT a.id, a.slug, c.slug AS city, min(av.date) AS date FROM activities a JOIN cities c ON c.id = a.city_id
       JOIN availability av ON av.activity_id = a.id WHERE a.bookable = 1 AND av.date > date('now', '+2 days') GROUP BY a.id ORDER BY a.slug LIMIT 1`,
    ).first<{ id: number; slug: string; city: string; date: string }>())!;
    await callsFor(`/things-to-do-in-${city}/${slug}?date=${date}`);
    expect(await callsFor(`/things-to-do-in-${city}/${slug}?date=${date}`)).toEqual([]);
    expect(await callsFor(`/api/activities/${id}/departures?date=${date}`)).toEqual(["batch"]);
    expect(await callsFor(`/api/activities/${id}/departures?date=${date}`)).toEqual(["batch"]);
  });

  it("a city listing: its city, chips and rows in one batch, then the page's cards; none once remembered", async () => {
    expect(await callsFor("/things-to-do-in-dubai")).toEqual(["batch", "batch"]);
    expect(await callsFor("/things-to-do-in-dubai")).toEqual([]);
    expect(await callsFor("/things-to-do-in-dubai", AFTER_A_WRITE)).toEqual(["batch", "batch"]);
  });

  it("a category listing, likewise; its cards in another order need no round trip at all", async () => {
    // A category whose every card fits on its first page: another sort shows the same cards.
    const { slug } = (await env.DB.prepare(
      "SELECT g.slug FROM categories g JOIN activities a ON a.category_id = g.id GROUP BY g.id HAVING count(*) BETWEEN 2 AND 24 ORDER BY g.slug LIMIT 1",
    ).first<{ slug: string }>())!;
    expect(await callsFor(`/${slug}`)).toEqual(["batch", "batch"]);
    expect(await callsFor(`/${slug}`)).toEqual([]);
    expect(await callsFor(`/${slug}?sort=price-desc`)).toEqual([]);
  });

  it("the home page: its sections in one batch; none once remembered", async () => {
    expect(await callsFor("/")).toEqual(["batch"]);
    expect(await callsFor("/")).toEqual([]);
    expect(await callsFor("/", AFTER_A_WRITE)).toEqual(["batch"]);
  });

  it("a search: its matches and cities in one batch, then the page's cards; none once remembered", async () => {
    expect(await callsFor("/search/desert")).toEqual(["batch", "batch"]);
    expect(await callsFor("/search/desert")).toEqual([]);
    expect(await callsFor("/search/desert", AFTER_A_WRITE)).toEqual(["batch", "batch"]);
  });

  it("a remembered read shows a change once the version moves", async () => {
    await callsFor("/desert-safaris");
    const { id, title } = (await env.DB.prepare(
      "SELECT a.id, a.title_en AS title FROM activities a WHERE a.category_id = (SELECT id FROM categories WHERE slug = 'desert-safaris') ORDER BY a.popularity DESC, a.id LIMIT 1",
    ).first<{ id: number; title: string }>())!;
    await env.DB.prepare("UPDATE activities SET title_en = ?2 WHERE id = ?1").bind(id, `${title} (renamed)`).run();
    try {
      const page = async () =>
        (
          await worker.fetch(
            new Request(`${ORIGIN}/desert-safaris`, { headers: { cookie: "__Host-session=none; lang=en" } }),
            env,
            { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
          )
        ).text();
      expect(await page()).not.toContain(`${title} (renamed)`);
      await bumpCacheVersion(env.SITE);
      expect(await page()).toContain(`${title} (renamed)`);
    } finally {
      await env.DB.prepare("UPDATE activities SET title_en = ?2 WHERE id = ?1").bind(id, title).run();
    }
  });

  it("brief reads of one call are kept or read again together, so seats shown together were read together", async () => {
    const statements: number[] = [];
    const db = {
      prepare: (query: string) => env.DB.prepare(query),
      batch: (list: D1PreparedStatement[]) => {
        statements.push(list.length);
        return env.DB.batch(list);
      },
    } as D1Database;
    rememberReads(db, env.SITE);
    const seats = (key: string): Read<number> =>
      briefly({ statements: [db.prepare("SELECT 1 AS n")], map: ([rows]) => Number(rows.results[0]!.n) }, key, 60_000);
    await readAll(db, [seats("first"), seats("day:a")]);
    await readAll(db, [seats("first"), seats("day:a")]);
    // One of the two is new: both are read, not the new one beside a kept one.
    await readAll(db, [seats("first"), seats("day:b")]);
    await readAll(db, [seats("first"), seats("day:b")]);
    expect(statements).toEqual([2, 2]);
  });

  it("a read's value kept with its rows is mapped once per key, shared and frozen, until the version moves", async () => {
    const db = {
      prepare: (query: string) => env.DB.prepare(query),
      batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    } as D1Database;
    rememberReads(db, env.SITE);
    let maps = 0;
    const read = (locale: string): Read<{ n: number; list: number[] }> => ({
      statements: [db.prepare("SELECT 1 AS n")],
      map: ([rows]) => {
        maps++;
        return { n: Number(rows.results[0]!.n), list: [locale.length] };
      },
      remember: "test:value",
      rememberValue: locale,
    });
    const [first] = await readAll(db, [read("en")]);
    const [again] = await readAll(db, [read("en")]);
    expect(maps).toBe(1);
    expect(again).toBe(first);
    expect(Object.isFrozen(first.list)).toBe(true);
    await readAll(db, [read("ar")]);
    expect(maps).toBe(2);
    await bumpCacheVersion(env.SITE);
    await readAll(db, [read("en")]);
    expect(maps).toBe(3);
  });
});
