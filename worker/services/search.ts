// Filtering, facet counts, sorting and paging of search matches (pure: the rows come from worker/db/search.ts).
import { AGE_GROUPS, DURATIONS, FACETS, PRICE_BUCKETS, RATINGS, TIMES_OF_DAY, type Facet, type FacetValue, type SearchState } from "../../client/lib/search-filters.ts";
import type { SearchRow } from "../db/search.ts";

export const SEARCH_PAGE_SIZE = 24;

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

/** The values a row has for a facet. */
export function valuesOf(row: SearchRow, facet: Facet): string[] {
  switch (facet) {
    case "price": return [priceBucket(row.fromPrice)];
    case "duration": return [durationBucket(row.durationMinutes)];
    case "age": return ageGroups(row.minAge);
    case "time": return row.timeOfDay;
    case "rating": return RATINGS.filter((threshold) => row.rating >= Number(threshold));
    case "language": return row.languages;
    case "occasion": return row.occasions;
    case "label": return row.labels;
    case "bestFor": return row.bestFor;
  }
}

const FIXED_ORDER: Partial<Record<Facet, readonly string[]>> = { price: PRICE_BUCKETS, duration: DURATIONS, age: AGE_GROUPS, time: TIMES_OF_DAY, rating: RATINGS };

function passes(row: SearchRow, state: SearchState, except?: Facet): boolean {
  return FACETS.every((facet) => {
    const selected = state.filters[facet];
    if (facet === except || !selected.length) return true;
    const values = valuesOf(row, facet);
    return selected.some((v) => values.includes(v));
  });
}

function compare(sort: SearchState["sort"]) {
  const relevance = (r: SearchRow) => r.score - r.popularity / 500; // bm25 is lower-is-better
  if (sort === "price-asc") return (a: SearchRow, b: SearchRow) => a.fromPrice - b.fromPrice || relevance(a) - relevance(b);
  if (sort === "price-desc") return (a: SearchRow, b: SearchRow) => b.fromPrice - a.fromPrice || relevance(a) - relevance(b);
  return (a: SearchRow, b: SearchRow) => relevance(a) - relevance(b) || a.id - b.id;
}

export type SearchOutcome = { ids: number[]; total: number; pageCount: number; facets: Record<Facet, FacetValue[]> };

export function runSearch(rows: SearchRow[], state: SearchState, pageSize = SEARCH_PAGE_SIZE): SearchOutcome {
  const matching = rows.filter((row) => passes(row, state)).sort(compare(state.sort));
  const facets = {} as Record<Facet, FacetValue[]>;
  for (const facet of FACETS) {
    // Each facet counts over the rows the *other* filters leave, so choosing a value shows how many it adds.
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (!passes(row, state, facet)) continue;
      for (const value of valuesOf(row, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const order = FIXED_ORDER[facet];
    const values = order ? [...order] : [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
    facets[facet] = values
      .map((value) => ({ value, count: counts.get(value) ?? 0, selected: state.filters[facet].includes(value) }))
      .filter((v) => v.count > 0 || v.selected);
  }
  const start = (state.page - 1) * pageSize;
  return {
    ids: matching.slice(start, start + pageSize).map((r) => r.id),
    total: matching.length,
    pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
    facets,
  };
}
