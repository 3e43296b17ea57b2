// A browse page asks D1 in as few round trips as it can: its reads go out in one batch (docs/decisions/016).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { ORIGIN } from "./helpers.ts";

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
      withSession: (constraint?: string) => wrap((inner as D1Database).withSession(constraint as never) as unknown as D1Database),
      getBookmark: () => (inner as D1DatabaseSession).getBookmark?.(),
      exec: (query: string) => (inner as D1Database).exec(query),
      dump: () => (inner as D1Database).dump(),
    }) as unknown as D1Database;
  return wrap(db);
}

/** The D1 calls one uncached render of `path` makes (a session cookie keeps the edge cache out of it). */
async function callsFor(path: string): Promise<Call[]> {
  const calls: Call[] = [];
  const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
  const res = await worker.fetch(new Request(ORIGIN + path, { headers: { cookie: "__Host-session=none; lang=en" } }), { ...env, DB: counted(env.DB, calls) }, ctx);
  expect(res.status, path).toBe(200);
  await res.text();
  return calls;
}

beforeAll(async () => {
  const { seedDatabase } = await import("../../scripts/seed/index.ts");
  await seedDatabase(env.DB);
});

describe("D1 round trips per page", () => {
  // With and without stays: a nightly option's further nights come in the same batch.
  for (const stays of [0, 1]) {
    it(`an experience page${stays ? " with nightly or daily options" : ""}: its activity, then everything else in one batch`, async () => {
      const { slug, city } = (await env.DB.prepare(
        `SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id JOIN options o ON o.activity_id = a.id
         WHERE a.bookable = 1 GROUP BY a.id HAVING (sum(o.pricing_unit IN ('nightly', 'daily')) > 0) = ? ORDER BY a.slug LIMIT 1`,
      ).bind(stays).first<{ slug: string; city: string }>())!;
      expect(await callsFor(`/things-to-do-in-${city}/${slug}`)).toEqual(["first", "batch"]);
    });
  }

  it("a city listing: its city, chips and rows in one batch, then the page's cards", async () => {
    expect(await callsFor("/things-to-do-in-dubai")).toEqual(["batch", "all"]);
  });

  it("a category listing, likewise", async () => {
    expect(await callsFor("/desert-safaris")).toEqual(["batch", "all"]);
  });
});
