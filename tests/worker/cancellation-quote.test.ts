// The cancellation quote (shared/cancellation.ts): the penalty of every tier of the demo policies and of a synthetic
// one with hours and minutes, both sides of each boundary and exactly at it, refusals, rounding, and Gulf time.
import { describe, expect, it } from "vitest";
import { cancellationQuote } from "../../shared/cancellation.ts";
import { departureStart, GULF_UTC_OFFSET } from "../../shared/dates.ts";
import type { CancellationTier } from "../../shared/catalogue.ts";

/** The demo policies, as scripts/seed/catalogue.ts defines them ([days, hours, minutes, percent]). */
const DEMO: Record<string, { nonRefundable: boolean; tiers: [number, number, number, number][] }> = {
  "free-24h": { nonRefundable: false, tiers: [[1, 0, 0, 100]] },
  "free-48h": { nonRefundable: false, tiers: [[2, 0, 0, 100]] },
  "partial-72h": {
    nonRefundable: false,
    tiers: [
      [3, 0, 0, 50],
      [1, 0, 0, 100],
    ],
  },
  "non-refundable": { nonRefundable: true, tiers: [[0, 0, 0, 100]] },
};
const policyOf = (nonRefundable: boolean, tiers: [number, number, number, number][]) => ({
  nonRefundable,
  tiers: tiers.map(
    ([days, hours, minutes, penaltyPercent]): CancellationTier => ({ days, hours, minutes, penaltyPercent }),
  ),
});

const START = departureStart("2030-03-15", "09:30");
const MINUTE = 60_000;
/** `ms` before the start. */
const before = (ms: number) => new Date(START.getTime() - ms);
const windowOf = ([d, h, m]: [number, number, number, number]) => ((d * 24 + h) * 60 + m) * MINUTE;
const AMOUNT = 40000;

function percentAt(policy: ReturnType<typeof policyOf>, now: Date): number | string {
  const quote = cancellationQuote({ policy, start: START, now, amount: AMOUNT });
  return quote.ok ? quote.penaltyPercent : quote.reason;
}

describe("departureStart", () => {
  it("reads the date and start time in Gulf time (+04:00), one named offset", () => {
    expect(GULF_UTC_OFFSET).toBe("+04:00");
    expect(START.toISOString()).toBe("2030-03-15T05:30:00.000Z");
    expect(departureStart("2030-01-01", "02:00").toISOString()).toBe("2029-12-31T22:00:00.000Z");
  });
});

describe("the demo policies", () => {
  const REFUNDABLE = ["free-24h", "free-48h", "partial-72h"];
  it.each(REFUNDABLE)("%s: free well before its first tier", (code) => {
    const policy = policyOf(false, DEMO[code]!.tiers);
    expect(percentAt(policy, before(30 * 24 * 60 * MINUTE))).toBe(0);
  });

  for (const [code, { tiers }] of Object.entries(DEMO).filter(([, p]) => !p.nonRefundable)) {
    const policy = policyOf(false, tiers);
    // The percent that applies just inside each tier's window: the highest among the tiers whose window contains it.
    const inside = (tier: [number, number, number, number]) =>
      Math.max(...tiers.filter((t) => windowOf(t) >= windowOf(tier)).map((t) => t[3]));
    const outside = (tier: [number, number, number, number]) =>
      Math.max(0, ...tiers.filter((t) => windowOf(t) > windowOf(tier)).map((t) => t[3]));
    for (const tier of tiers) {
      it(`${code}: the ${tier[0]}-day tier applies one minute inside its window, not exactly at it nor one minute before`, () => {
        expect(percentAt(policy, before(windowOf(tier) + MINUTE))).toBe(outside(tier));
        expect(percentAt(policy, before(windowOf(tier)))).toBe(outside(tier));
        expect(percentAt(policy, before(windowOf(tier) - MINUTE))).toBe(inside(tier));
      });
    }
  }

  it("partial-72h: 0 % before 3 days, 50 % between 3 days and 1 day, 100 % within a day", () => {
    const policy = policyOf(false, DEMO["partial-72h"]!.tiers);
    expect(percentAt(policy, before(4 * 24 * 60 * MINUTE))).toBe(0);
    expect(percentAt(policy, before(2 * 24 * 60 * MINUTE))).toBe(50);
    expect(percentAt(policy, before(23 * 60 * MINUTE))).toBe(100);
    expect(percentAt(policy, before(MINUTE))).toBe(100);
  });

  it("non-refundable refuses, even weeks before the start", () => {
    const policy = policyOf(true, DEMO["non-refundable"]!.tiers);
    expect(cancellationQuote({ policy, start: START, now: before(60 * 24 * 60 * MINUTE), amount: AMOUNT })).toEqual({
      ok: false,
      reason: "non_refundable",
    });
  });
});

describe("a synthetic policy with hours and minutes", () => {
  // 10 % within 7 days, 25 % within 2 days 12 hours, 60 % within 6 hours 30 minutes, 90 % within 45 minutes.
  const tiers: [number, number, number, number][] = [
    [7, 0, 0, 10],
    [2, 12, 0, 25],
    [0, 6, 30, 60],
    [0, 0, 45, 90],
  ];
  const policy = policyOf(false, tiers);
  const expected = [
    { label: "7 days", window: windowOf(tiers[0]!), outside: 0, inside: 10 },
    { label: "2 days 12 hours", window: windowOf(tiers[1]!), outside: 10, inside: 25 },
    { label: "6 hours 30 minutes", window: windowOf(tiers[2]!), outside: 25, inside: 60 },
    { label: "45 minutes", window: windowOf(tiers[3]!), outside: 60, inside: 90 },
  ];

  it.each(expected)(
    "$label: $outside % one minute before and exactly at the boundary, $inside % one minute inside",
    ({ window, outside, inside }) => {
      expect(percentAt(policy, before(window + MINUTE))).toBe(outside);
      expect(percentAt(policy, before(window))).toBe(outside);
      expect(percentAt(policy, before(window - MINUTE))).toBe(inside);
    },
  );

  it("takes the highest percent among the tiers that apply, whatever order they are listed in", () => {
    const shuffled = policyOf(false, [tiers[2]!, tiers[0]!, tiers[3]!, tiers[1]!]);
    expect(percentAt(shuffled, before(30 * MINUTE))).toBe(90);
    // A tier with a longer window but a higher percent still wins inside a shorter tier's window.
    const odd = policyOf(false, [
      [3, 0, 0, 80],
      [1, 0, 0, 20],
    ]);
    expect(percentAt(odd, before(12 * 60 * MINUTE))).toBe(80);
  });

  it("refuses once the departure has started: exactly at the start and after it", () => {
    expect(cancellationQuote({ policy, start: START, now: START, amount: AMOUNT })).toEqual({
      ok: false,
      reason: "started",
    });
    expect(
      cancellationQuote({ policy, start: START, now: new Date(START.getTime() + MINUTE), amount: AMOUNT }),
    ).toEqual({ ok: false, reason: "started" });
    expect(percentAt(policy, before(1000))).toBe(90);
  });
});

describe("amounts", () => {
  const policy = policyOf(false, [[1, 0, 0, 33]]);
  it("rounds the penalty up to the fil, so the refund never exceeds what the policy allows", () => {
    // 33 % of 10001 fils is 3300.33: the penalty is 3301 and the refund 6700.
    expect(cancellationQuote({ policy, start: START, now: before(MINUTE), amount: 10001 })).toEqual({
      ok: true,
      penaltyPercent: 33,
      penalty: 3301,
      refund: 6700,
      amount: 10001,
    });
    expect(cancellationQuote({ policy, start: START, now: before(MINUTE), amount: 30000 })).toMatchObject({
      penalty: 9900,
      refund: 20100,
    });
  });

  it("refunds everything outside every tier and nothing at 100 %", () => {
    expect(cancellationQuote({ policy, start: START, now: before(2 * 24 * 60 * MINUTE), amount: 12345 })).toMatchObject(
      { penaltyPercent: 0, penalty: 0, refund: 12345 },
    );
    const full = policyOf(false, [[1, 0, 0, 100]]);
    expect(cancellationQuote({ policy: full, start: START, now: before(MINUTE), amount: 12345 })).toMatchObject({
      penaltyPercent: 100,
      penalty: 12345,
      refund: 0,
    });
  });
});
