// One results engine for search and every listing: narrows rows to a When, then filters, counts, sorts and pages
// them with runSearch and loads the page's cards (priced on the When's day when there is one).
import type { Locale } from "../../shared/locales.ts";
import type { ActivityCard } from "../../shared/catalogue.ts";
import type { Facet, FacetValue, SearchState } from "../../shared/search-filters.ts";
import type { When } from "../../shared/when.ts";
import type { SearchRow } from "../db/search.ts";
import { cardsByIds } from "../db/search.ts";
import { whenPrices, type ListingScope } from "../db/listing.ts";
import { runSearch } from "./search.ts";

export type ListingResults = {
  total: number;
  pageCount: number;
  cards: ActivityCard[];
  facets: Record<Facet, FacetValue[]>;
};

/**
 * `rows` are the scope's (or the search's) candidates; `whenScope` bounds the availability query to the same
 * activities (a search passes only the supplier: its matches are intersected here). With a When, a row stays only if
 * it has seats then, and sorts and shows by that price. Null when the page is past the last one.
 */
export async function listingResults(
  db: D1Database,
  locale: Locale,
  rows: SearchRow[],
  state: SearchState,
  when: When | null,
  whenScope: ListingScope,
): Promise<ListingResults | null> {
  const prices = when ? await whenPrices(db, when, whenScope) : null;
  const candidates = prices
    ? rows.flatMap((row) => (prices.has(row.id) ? [{ ...row, fromPrice: prices.get(row.id)!.price }] : []))
    : rows;
  const outcome = runSearch(candidates, state);
  if (state.page > outcome.pageCount) return null;
  const cards = await cardsByIds(db, outcome.ids, locale);
  return {
    total: outcome.total,
    pageCount: outcome.pageCount,
    cards: prices ? cards.map((card) => ({ ...card, priceOn: prices.get(card.id) })) : cards,
    facets: outcome.facets,
  };
}
