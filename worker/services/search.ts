// Filtering, facet counts, sorting and paging of search matches (pure: the rows come from worker/db/search.ts).
import { FACETS, AGE_GROUPS, DURATIONS, PRICE_BUCKETS, RATINGS, TIMES_OF_DAY, type Facet, type FacetValue, type SearchState } from "../../client/lib/search-filters.ts";
import type { SearchRow } from "../db/search.ts";

export const SEARCH_PAGE_SIZE = 24;
const FIXED_ORDER: Partial<Record<Facet, readonly string[]>> = { price: PRICE_BUCKETS, duration: DURATIONS, age: AGE_GROUPS, time: TIMES_OF_DAY, rating: RATINGS };

function compare(sort: SearchState["sort"]) {
  const relevance = (r: SearchRow) => r.score - r.popularity / 500; // bm25 is lower-is-better
  if (sort === "price-asc") return (a: SearchRow, b: SearchRow) => a.fromPrice - b.fromPrice || relevance(a) - relevance(b);
  if (sort === "price-desc") return (a: SearchRow, b: SearchRow) => b.fromPrice - a.fromPrice || relevance(a) - relevance(b);
  return (a: SearchRow, b: SearchRow) => relevance(a) - relevance(b) || a.id - b.id;
}

export type SearchOutcome = { ids: number[]; total: number; pageCount: number; facets: Record<Facet, FacetValue[]> };

/**
 * Filters are AND across facets and OR within one. Each facet's counts cover the rows that every *other* facet
 * accepts, so a count says what choosing that value would give: a row that fails no facet counts everywhere, a row
 * that fails exactly one facet counts only in that one. One pass over the rows.
 */
export function runSearch(rows: SearchRow[], state: SearchState, pageSize = SEARCH_PAGE_SIZE): SearchOutcome {
  const active = FACETS.filter((f) => state.filters[f].length > 0).map((f) => [f, new Set(state.filters[f])] as const);
  const counts = Object.fromEntries(FACETS.map((f) => [f, new Map<string, number>()])) as Record<Facet, Map<string, number>>;
  const bump = (facet: Facet, row: SearchRow) => {
    for (const value of row.values[facet]) counts[facet].set(value, (counts[facet].get(value) ?? 0) + 1);
  };
  const matching: SearchRow[] = [];
  for (const row of rows) {
    let failed: Facet | null = null;
    let failures = 0;
    for (const [facet, selected] of active) {
      if (!row.values[facet].some((v) => selected.has(v))) {
        failed = facet;
        if (++failures > 1) break;
      }
    }
    if (failures === 0) {
      matching.push(row);
      for (const facet of FACETS) bump(facet, row);
    } else if (failures === 1) bump(failed!, row);
  }
  matching.sort(compare(state.sort));

  const facets = {} as Record<Facet, FacetValue[]>;
  for (const facet of FACETS) {
    const count = counts[facet];
    const order = FIXED_ORDER[facet] ?? [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)! || a.localeCompare(b));
    facets[facet] = order
      .map((value) => ({ value, count: count.get(value) ?? 0, selected: state.filters[facet].includes(value) }))
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
