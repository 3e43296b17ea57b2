// Which filter values an activity has, worked out once when it is indexed (rows of search_facets).
import { PRICE_BUCKETS, RATINGS, type Facet } from "../../client/lib/search-filters.ts";

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
  const aed = fromPrice / 100;
  return PRICE_BUCKETS.find((bucket) => {
    const [min, max] = bucket.split("-");
    return aed >= Number(min) && (max === "" || aed < Number(max));
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


