// Which filter values an activity has, worked out once when it is indexed and kept as a 64-bit set: every
// (facet, value) pair has a bit, so filtering and counting a search's matches is bit tests, not strings.
import { FACETS, FACET_VALUES, PRICE_BUCKETS, RATINGS, priceBucketBounds, type Facet } from "./search-filters.ts";

export type FacetValues = Record<Facet, string[]>;
export type FacetSource = {
  fromPrice: number;
  durationMinutes: number;
  minAge: number;
  rating: number;
  timeOfDay: string[];
  languages: string[];
  occasions: string[];
  labels: string[];
  bestFor: string[];
};

function priceBucket(fromPrice: number): string {
  return PRICE_BUCKETS.find((bucket) => {
    const { min, max } = priceBucketBounds(bucket);
    return fromPrice >= min && (max === null || fromPrice < max);
  })!;
}

function durationBucket(minutes: number): string {
  return minutes <= 60 ? "up-to-1h" : minutes <= 240 ? "1-4h" : minutes < 1440 ? "4h-1d" : "multi-day";
}

/** Age groups an activity welcomes, from its minimum age. */
function ageGroups(minAge: number): string[] {
  const groups: string[] = [];
  if (minAge === 0) groups.push("infants");
  if (minAge <= 6) groups.push("children");
  if (minAge <= 12) groups.push("teens");
  if (minAge >= 18) groups.push("adults-only");
  return groups;
}

export function facetValues(a: FacetSource): FacetValues {
  return {
    price: [priceBucket(a.fromPrice)],
    duration: [durationBucket(a.durationMinutes)],
    age: ageGroups(a.minAge),
    time: a.timeOfDay,
    rating: RATINGS.filter((threshold) => a.rating >= Number(threshold)),
    language: a.languages,
    occasion: a.occasions,
    label: a.labels,
    bestFor: a.bestFor,
  };
}

/** Bit number of each (facet, value), in FACETS order. */
export const FACET_BITS: Record<Facet, Map<string, number>> = (() => {
  let bit = 0;
  const bits = {} as Record<Facet, Map<string, number>>;
  for (const facet of FACETS) bits[facet] = new Map(FACET_VALUES[facet].map((value) => [value, bit++]));
  if (bit > 64) throw new Error(`facet values need ${bit} bits; the index keeps 64`);
  return bits;
})();

/** The set as two unsigned 32-bit halves (D1 integers and JS bitwise operators are both safe at 32 bits). */
export function encodeMask(values: FacetValues): [lo: number, hi: number] {
  let lo = 0;
  let hi = 0;
  for (const facet of FACETS) {
    for (const value of values[facet]) {
      const bit = FACET_BITS[facet].get(value);
      if (bit === undefined) continue;
      if (bit < 32) lo |= 1 << bit;
      else hi |= 1 << (bit - 32);
    }
  }
  return [lo >>> 0, hi >>> 0];
}

export function hasBit(lo: number, hi: number, bit: number): boolean {
  return bit < 32 ? ((lo >>> bit) & 1) === 1 : ((hi >>> (bit - 32)) & 1) === 1;
}
