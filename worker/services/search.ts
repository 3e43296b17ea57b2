// Search results from SQL counts: facet values in their display order with counts and selection, and the paging.
import { FACETS, AGE_GROUPS, DURATIONS, PRICE_BUCKETS, RATINGS, TIMES_OF_DAY, type Facet, type FacetValue, type SearchState } from "../../client/lib/search-filters.ts";
import { searchActivities } from "../db/search.ts";

export const SEARCH_PAGE_SIZE = 24;
const FIXED_ORDER: Partial<Record<Facet, readonly string[]>> = { price: PRICE_BUCKETS, duration: DURATIONS, age: AGE_GROUPS, time: TIMES_OF_DAY, rating: RATINGS };

export type SearchOutcome = { ids: number[]; total: number; pageCount: number; facets: Record<Facet, FacetValue[]> };

export async function runSearch(db: D1Database, match: string | null, state: SearchState, pageSize = SEARCH_PAGE_SIZE): Promise<SearchOutcome> {
  const empty = { ids: [], total: 0, counts: Object.fromEntries(FACETS.map((f) => [f, new Map()])) as Record<Facet, Map<string, number>> };
  const { ids, total, counts } = match ? await searchActivities(db, match, state, pageSize) : empty;
  const facets = {} as Record<Facet, FacetValue[]>;
  for (const facet of FACETS) {
    const count = counts[facet];
    const order = FIXED_ORDER[facet] ?? [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)! || a.localeCompare(b));
    facets[facet] = order
      .map((value) => ({ value, count: count.get(value) ?? 0, selected: state.filters[facet].includes(value) }))
      .filter((v) => v.count > 0 || v.selected);
  }
  return { ids, total, pageCount: Math.max(1, Math.ceil(total / pageSize)), facets };
}
