// Honest badges (docs/decisions/013): the pure rules at their boundaries, then a recompute over the seeded catalogue
// that follows bookings, listing dates and sales, with search's label facet bits following the badges.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { FACET_BITS, hasBit } from "../../shared/search-facets.ts";
import { recomputeBadges, withBadgeBits } from "../../worker/services/badges.ts";
import {
  BESTSELLER_MIN_SEATS,
  NEW_DAYS,
  SELL_OUT_MIN_DEMAND,
  SELL_OUT_WINDOW_DAYS,
  bestsellerSlots,
  bestsellers,
  computeBadges,
  isLikelyToSellOut,
  isNew,
} from "../../worker/services/badge-rules.ts";
import type { SalesFacts } from "../../worker/db/badges.ts";

const db = env.DB;
const TODAY = "2026-03-10";

const facts = (over: Partial<SalesFacts> = {}): SalesFacts => ({
  id: 1,
  cityId: 1,
  categoryId: 1,
  listedOn: null,
  windowCapacity: 0,
  windowSeatsLeft: 0,
  windowSold: 0,
  recentSeats: 0,
  periodSold: 0,
  ...over,
});

describe("badge rules", () => {
  it("likely to sell out: at most a quarter of the window's seats left, with real demand", () => {
    expect(isLikelyToSellOut(facts({ windowCapacity: 100, windowSeatsLeft: 25, windowSold: 75 }))).toBe(true);
    expect(isLikelyToSellOut(facts({ windowCapacity: 100, windowSeatsLeft: 26, windowSold: 74 }))).toBe(false);
    // Few seats but hardly any booked (a tiny departure): no demand, no badge.
    expect(
      isLikelyToSellOut(facts({ windowCapacity: 4, windowSeatsLeft: 0, windowSold: SELL_OUT_MIN_DEMAND - 1 })),
    ).toBe(false);
    expect(isLikelyToSellOut(facts({ windowCapacity: 4, windowSeatsLeft: 0, windowSold: 4, recentSeats: 1 }))).toBe(
      true,
    );
    expect(isLikelyToSellOut(facts({ windowCapacity: 0, windowSeatsLeft: 0, windowSold: 0, recentSeats: 50 }))).toBe(
      false,
    );
  });

  it("new: listed today up to NEW_DAYS days ago, not before, not in the future, not when unknown", () => {
    expect(isNew(TODAY, TODAY)).toBe(true);
    expect(isNew(addDays(TODAY, -NEW_DAYS), TODAY)).toBe(true);
    expect(isNew(addDays(TODAY, -NEW_DAYS - 1), TODAY)).toBe(false);
    expect(isNew(addDays(TODAY, 1), TODAY)).toBe(false);
    expect(isNew(null, TODAY)).toBe(false);
  });

  it("bestseller: the top tenth of a city or a category (rounded up), never under the seat minimum", () => {
    expect([0, 1, 10, 11, 20].map(bestsellerSlots)).toEqual([0, 1, 1, 2, 2]);
    // One city of 11, spread over 11 categories: the city's top two win; each one-activity category's only member
    // wins too when it sells enough.
    const city = Array.from({ length: 11 }, (_, i) =>
      facts({ id: i + 1, cityId: 1, categoryId: 100 + i, periodSold: (i + 1) * 2 }),
    );
    const winners = bestsellers(city);
    // Categories of one: every member is its category's top seller, so the seat minimum decides.
    expect([...winners].sort((a, b) => a - b)).toEqual(
      city.filter((f) => f.periodSold >= BESTSELLER_MIN_SEATS).map((f) => f.id),
    );
    const shared = Array.from({ length: 11 }, (_, i) =>
      facts({ id: i + 1, cityId: 1, categoryId: 1, periodSold: 100 - i }),
    );
    expect([...bestsellers(shared)]).toEqual([1, 2]);
    // A tie at the boundary goes to the lower id.
    const tie = Array.from({ length: 10 }, (_, i) => facts({ id: i + 1, periodSold: 50 }));
    expect([...bestsellers(tie)]).toEqual([1]);
    expect([...bestsellers([facts({ periodSold: BESTSELLER_MIN_SEATS - 1 })])]).toEqual([]);
  });

  it("orders badges by importance", () => {
    const all = facts({ listedOn: TODAY, windowCapacity: 10, windowSeatsLeft: 0, windowSold: 10, periodSold: 500 });
    expect(computeBadges([all], TODAY).get(1)).toEqual(["likely-to-sell-out", "bestseller", "new"]);
  });

  it("swaps only the data badges' label bits in search's filter mask", () => {
    const skip = FACET_BITS.label.get("skip-the-line")!;
    const best = FACET_BITS.label.get("bestseller")!;
    const set = (bit: number): [number, number] => (bit < 32 ? [(1 << bit) >>> 0, 0] : [0, (1 << (bit - 32)) >>> 0]);
    const [lo0, hi0] = [set(skip)[0] | set(best)[0], set(skip)[1] | set(best)[1]];
    const [lo, hi] = withBadgeBits(lo0, hi0, ["new"]);
    expect(hasBit(lo, hi, skip)).toBe(true);
    expect(hasBit(lo, hi, best)).toBe(false);
    expect(hasBit(lo, hi, FACET_BITS.label.get("new")!)).toBe(true);
  });
});

describe("recomputing badges over the catalogue", () => {
  const today = todayInGulf();
  const now = new Date(`${today}T12:00:00+04:00`);
  const badgesOf = async (id: number) =>
    JSON.parse(
      (await db.prepare("SELECT badges FROM activities WHERE id = ?").bind(id).first<{ badges: string }>())!.badges,
    ) as string[];
  const labelCount = async (label: string) => {
    const bit = FACET_BITS.label.get(label)!;
    const { results } = await db
      .prepare("SELECT mask_lo, mask_hi FROM search_meta")
      .all<{ mask_lo: number; mask_hi: number }>();
    return results.filter((r) => hasBit(r.mask_lo, r.mask_hi, bit)).length;
  };
  const withBadge = async (badge: string) =>
    Number(
      (await db
        .prepare("SELECT count(*) AS n FROM activities, json_each(activities.badges) b WHERE b.value = ?")
        .bind(badge)
        .first<{ n: number }>())!.n,
    );

  beforeAll(async () => {
    await seedDatabase(db);
  });

  it("stores badges from data, strips them from the template labels, and the label facet counts follow", async () => {
    await recomputeBadges(db, now);
    const stale = await db
      .prepare(
        "SELECT count(*) AS n FROM activities, json_each(activities.labels) l WHERE l.value IN ('bestseller', 'new', 'likely-to-sell-out')",
      )
      .first<{ n: number }>();
    expect(stale!.n).toBe(0);
    for (const badge of ["bestseller", "new", "likely-to-sell-out"])
      expect(await labelCount(badge)).toBe(await withBadge(badge));
  });

  it("a booked-out next week turns on 'Likely to sell out'", async () => {
    const quiet = await db
      .prepare(
        `SELECT a.id FROM activities a JOIN availability v ON v.activity_id = a.id AND v.date >= ?1 AND v.date < ?2
         WHERE a.badges NOT LIKE '%likely-to-sell-out%' GROUP BY a.id HAVING SUM(v.capacity) >= ?3 ORDER BY a.id LIMIT 1`,
      )
      .bind(today, addDays(today, SELL_OUT_WINDOW_DAYS), SELL_OUT_MIN_DEMAND)
      .first<{ id: number }>();
    const id = quiet!.id;
    expect(await badgesOf(id)).not.toContain("likely-to-sell-out");
    await db
      .prepare("UPDATE availability SET sold = capacity - held WHERE activity_id = ?1 AND date >= ?2 AND date < ?3")
      .bind(id, today, addDays(today, SELL_OUT_WINDOW_DAYS))
      .run();
    const before = await labelCount("likely-to-sell-out");
    await recomputeBadges(db, now);
    expect((await badgesOf(id))[0]).toBe("likely-to-sell-out");
    expect(await labelCount("likely-to-sell-out")).toBe(before + 1);
  });

  it("a listing of yesterday is 'New', one listed long ago is not", async () => {
    const [a, b] = (
      await db.prepare("SELECT id FROM activities ORDER BY id LIMIT 2").all<{ id: number }>()
    ).results.map((r) => r.id);
    await db.batch([
      db.prepare("UPDATE activities SET listed_on = ?2 WHERE id = ?1").bind(a, addDays(today, -1)),
      db.prepare("UPDATE activities SET listed_on = ?2 WHERE id = ?1").bind(b, addDays(today, -NEW_DAYS - 30)),
    ]);
    await recomputeBadges(db, now);
    expect(await badgesOf(a)).toContain("new");
    expect(await badgesOf(b)).not.toContain("new");
  });

  it("the top seller of a city is a 'Bestseller'", async () => {
    const city = await db
      .prepare("SELECT city_id AS id FROM activities GROUP BY city_id HAVING count(*) >= 3 ORDER BY city_id LIMIT 1")
      .first<{ id: number }>();
    // The city's not-yet-bestseller with the most seats in the window: sold out, it outsells every other activity there.
    const pick = await db
      .prepare(
        `SELECT a.id FROM activities a JOIN availability s ON s.activity_id = a.id AND s.date >= ?2 AND s.date < ?3
         WHERE a.city_id = ?1 AND a.badges NOT LIKE '%bestseller%' GROUP BY a.id ORDER BY sum(s.capacity) DESC, a.id LIMIT 1`,
      )
      .bind(city!.id, today, addDays(today, 60))
      .first<{ id: number }>();
    await db
      .prepare("UPDATE availability SET sold = capacity - held WHERE activity_id = ?1 AND date >= ?2 AND date < ?3")
      .bind(pick!.id, today, addDays(today, 60))
      .run();
    await recomputeBadges(db, now);
    expect(await badgesOf(pick!.id)).toContain("bestseller");
  });
});
