// Filtering, facet counts, sorting and paging of search matches (pure: the rows come from worker/db/search.ts).
import { FACETS, FACET_VALUES, type Facet, type FacetValue, type SearchState } from "../../shared/search-filters.ts";
import { FACET_BITS, hasBit } from "../../shared/search-facets.ts";
import type { SearchRow } from "../db/search.ts";

export const SEARCH_PAGE_SIZE = 24;

function compare(sort: SearchState["sort"]) {
  const relevance = (r: SearchRow) => r.score - r.popularity / 500; // bm25 is lower-is-better
  if (sort === "price-asc")
    return (a: SearchRow, b: SearchRow) => a.fromPrice - b.fromPrice || relevance(a) - relevance(b);
  if (sort === "price-desc")
    return (a: SearchRow, b: SearchRow) => b.fromPrice - a.fromPrice || relevance(a) - relevance(b);
  return (a: SearchRow, b: SearchRow) => relevance(a) - relevance(b) || a.id - b.id;
}

export type SearchOutcome = { ids: number[]; total: number; pageCount: number; facets: Record<Facet, FacetValue[]> };

/**
 * Filters are AND across facets and OR within one. Each facet's counts cover the rows that every *other* facet
 * accepts, so a count says what choosing that value would give: a row that fails no facet counts everywhere, a row
 * that fails exactly one facet counts only in that one. One pass over the rows, bit tests only.
 */
export function runSearch(rows: SearchRow[], state: SearchState, pageSize = SEARCH_PAGE_SIZE): SearchOutcome {
  const active = FACETS.filter((f) => state.filters[f].length > 0).map(
    (f) => [f, state.filters[f].map((v) => FACET_BITS[f].get(v)!)] as const,
  );
  const bitsOf = Object.fromEntries(FACETS.map((f) => [f, [...FACET_BITS[f].values()]])) as Record<Facet, number[]>;
  const counts = Object.fromEntries(FACETS.map((f) => [f, new Array<number>(64).fill(0)])) as Record<Facet, number[]>;
  const bump = (facet: Facet, bits: readonly number[], row: SearchRow) => {
    for (const bit of bits) if (hasBit(row.maskLo, row.maskHi, bit)) counts[facet][bit]++;
  };
  const matching: SearchRow[] = [];
  for (const row of rows) {
    let failed: Facet | null = null;
    let failures = 0;
    for (const [facet, bits] of active) {
      if (!bits.some((bit) => hasBit(row.maskLo, row.maskHi, bit))) {
        failed = facet;
        if (++failures > 1) break;
      }
    }
    if (failures === 0) {
      matching.push(row);
      for (const facet of FACETS) bump(facet, bitsOf[facet], row);
    } else if (failures === 1) bump(failed!, bitsOf[failed!], row);
  }
  matching.sort(compare(state.sort));

  const facets = {} as Record<Facet, FacetValue[]>;
  for (const facet of FACETS) {
    const values = FACET_VALUES[facet].map((value) => ({
      value,
      count: counts[facet][FACET_BITS[facet].get(value)!],
      selected: state.filters[facet].includes(value),
    }));
    // Fixed scales keep their order; open lists (languages, occasions…) put the commonest first.
    const ordered = ["price", "duration", "age", "time", "rating"].includes(facet)
      ? values
      : values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    facets[facet] = ordered.filter((v) => v.count > 0 || v.selected);
  }
  const start = (state.page - 1) * pageSize;
  return {
    ids: matching.slice(start, start + pageSize).map((r) => r.id),
    total: matching.length,
    pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
    facets,
  };
}
