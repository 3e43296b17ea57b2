// The demo catalogue is the same whatever day it is generated: only availability dates (and review dates) move.
import { describe, expect, it } from "vitest";
import { buildCatalogue, type Catalogue, type CatalogueOptions, type Row } from "../../scripts/seed/catalogue.ts";
import { addDays } from "../../shared/dates.ts";

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Every table but availability, with each review's date and activity's listing date written as days before the run's today. */
function stableTables(catalogue: Catalogue, today: string): Record<string, Row[]> {
  const { availability: _, ...rest } = catalogue.tables;
  const reviews = rest.reviews.map(({ created_at, ...row }) => ({
    ...row,
    days_ago: dayNumber(today) - dayNumber(String(created_at)),
  }));
  const activities = rest.activities.map(({ listed_on, ...row }) => ({
    ...row,
    listed_days_ago: dayNumber(today) - dayNumber(String(listed_on)),
  }));
  return { ...rest, reviews, activities };
}

/** Availability keyed by option, date and start time (slot ids are a load order, not an identity). */
function slots(catalogue: Catalogue): Map<string, Row> {
  return new Map(
    catalogue.tables.availability.map(
      ({ id: _, ...row }) => [`${row.option_id} ${row.date} ${row.start_time}`, row] as const,
    ),
  );
}

/** The first row that differs between two versions of a table, column by column, or null (readable on 90,000 rows). */
function firstDifference(a: Row[], b: Row[]): { index: number; columns: Record<string, unknown[]> } | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const keys = [...new Set([...Object.keys(a[i] ?? {}), ...Object.keys(b[i] ?? {})])];
    const differing = keys.filter((k) => a[i]?.[k] !== b[i]?.[k]);
    if (differing.length)
      return { index: i, columns: Object.fromEntries(differing.map((k) => [k, [a[i]?.[k], b[i]?.[k]]])) };
  }
  return null;
}

type Run = { options: CatalogueOptions; catalogue: Catalogue };
const run = (options: CatalogueOptions): Run => ({ options, catalogue: buildCatalogue(options) });

function expectSameCatalogue(
  { options: first, catalogue: a }: Run,
  { options: later, catalogue: b }: Run,
  days: number,
) {
  const stableA = stableTables(a, first.today);
  const stableB = stableTables(b, later.today);
  expect(Object.keys(stableB)).toEqual(Object.keys(stableA));
  for (const table of Object.keys(stableA)) {
    expect({ table, difference: firstDifference(stableA[table], stableB[table]) }).toEqual({ table, difference: null });
  }
  expect(b.images).toEqual(a.images);

  // Days both runs cover hold the same departures, at the same price, capacity and sales.
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings: Math.max would turn them into NaN
  const overlapFrom = later.today > first.today ? later.today : first.today;
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings: Math.min would turn them into NaN
  const overlapTo = addDays(later.today > first.today ? first.today : later.today, days - 1);
  const inOverlap = (key: string) => {
    const date = key.split(" ")[1];
    return date >= overlapFrom && date <= overlapTo;
  };
  const slotsA = slots(a);
  const slotsB = slots(b);
  const sharedA = [...slotsA.keys()].filter(inOverlap).sort();
  const sharedB = [...slotsB.keys()].filter(inOverlap).sort();
  expect(sharedA.length).toBeGreaterThan(0);
  expect({
    missing: sharedA.filter((k) => !slotsB.has(k)).slice(0, 5),
    extra: sharedB.filter((k) => !slotsA.has(k)).slice(0, 5),
  }).toEqual({ missing: [], extra: [] });
  const differing = sharedA.filter((k) => JSON.stringify(slotsA.get(k)) !== JSON.stringify(slotsB.get(k)));
  expect({ count: differing.length, first: differing.slice(0, 3).map((k) => [slotsA.get(k), slotsB.get(k)]) }).toEqual({
    count: 0,
    first: [],
  });
}

describe("demo catalogue does not depend on the day it is generated", () => {
  const DAYS = 10;
  // Fourteen consecutive start dates, once within a month and once across a month (and year) end.
  for (const start of ["2026-03-01", "2026-12-25"]) {
    it(`is the same for 14 start dates from ${start}`, () => {
      const runs = Array.from({ length: 14 }, (_, offset) => run({ today: addDays(start, offset), days: DAYS }));
      // Neighbours share nine days of availability; equality of the other tables carries along the chain.
      for (let i = 1; i < runs.length; i++) expectSameCatalogue(runs[i - 1], runs[i], DAYS);
    });
  }

  it("is the same at full size (90 days), a month apart", () => {
    expectSameCatalogue(run({ today: "2026-02-20" }), run({ today: "2026-03-22" }), 90);
  });

  it("is the same with benchmark variants (--activities)", () => {
    expectSameCatalogue(
      run({ today: "2026-04-29", days: 3, activities: 600 }),
      run({ today: "2026-04-30", days: 3, activities: 600 }),
      3,
    );
  });

  it("moves availability with today: every run starts on its own today", () => {
    for (const today of ["2026-03-01", "2026-03-02"]) {
      const dates = buildCatalogue({ today, days: DAYS }).tables.availability.map((row) => String(row.date));
      // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings: Math.min would turn them into NaN
      expect(dates.reduce((min, d) => (d < min ? d : min))).toBe(today);
      // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings: Math.max would turn them into NaN
      expect(dates.reduce((max, d) => (d > max ? d : max))).toBe(addDays(today, DAYS - 1));
    }
  });
});

describe("demo prices", () => {
  it('never put a card\'s "from" price above what any of its departures costs', () => {
    const { tables } = buildCatalogue({ today: "2026-11-23" });
    const from = new Map(tables.activities.map((a) => [Number(a.id), Number(a.from_price)]));
    const under = tables.availability.filter((slot) => Number(slot.price) < from.get(Number(slot.activity_id))!);
    expect(tables.availability.length).toBeGreaterThan(1000);
    expect(under.slice(0, 3)).toEqual([]);
  });
});
