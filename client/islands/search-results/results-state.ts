// The results island's state as a pure reducer (the data shown, the When fields' draft, loading, the phone sheet),
// and the pure rules of its choices: a filter toggled, filters cleared, the When a draft names. No DOM here
// (use-search-results.ts does the fetching and the address), so it is tested as plain functions.
import type { ActivityCard, CityHit } from "../../../shared/catalogue.ts";
import { FACETS, type Facet, type FacetValue, type SearchState } from "../../../shared/search-filters.ts";
import { parseWhen, type When } from "../../../shared/when.ts";
import type { WhenDraft } from "../../components/catalogue/WhenFields.tsx";

export type ResultsData = {
  /** The search text (search only; listings have none). */
  query?: string;
  state: SearchState;
  when: When | null;
  /** The days a When may name (today … the end of the booking window). */
  whenBounds: { min: string; max: string };
  total: number;
  pageCount: number;
  cards: ActivityCard[];
  cities: CityHit[];
  facets: Record<Facet, FacetValue[]>;
};

/** The data as the browser first gets it: its cards already in the page's markup (null), not again in the props. */
export type ResultsDataInPage = Omit<ResultsData, "cards"> & { cards: ActivityCard[] | null };

export type ResultsState = { data: ResultsDataInPage; draft: WhenDraft; loading: boolean; sheetOpen: boolean };

export type ResultsAction =
  | { type: "requested"; state: SearchState; when: When | null }
  | { type: "loaded"; data: ResultsData }
  | { type: "failed" }
  | { type: "draftSet"; draft: WhenDraft }
  | { type: "sheetSet"; open: boolean };

export function resultsReducer(current: ResultsState, action: ResultsAction): ResultsState {
  switch (action.type) {
    case "requested": {
      // Show the choice at once; counts and results follow when the payload arrives.
      const { state, when } = action;
      const facets = Object.fromEntries(
        FACETS.map((f) => [
          f,
          current.data.facets[f].map((v) => ({ ...v, selected: state.filters[f].includes(v.value) })),
        ]),
      ) as ResultsData["facets"];
      return { ...current, data: { ...current.data, state, when, facets }, loading: true };
    }
    case "loaded":
      return { ...current, data: action.data, loading: false };
    case "failed":
      return { ...current, loading: false };
    case "draftSet":
      return { ...current, draft: action.draft };
    case "sheetSet":
      return { ...current, sheetOpen: action.open };
  }
}

/** How many filter values are chosen. */
export const chosenCount = (state: SearchState) => FACETS.reduce((n, f) => n + state.filters[f].length, 0);

/** The state with one filter value turned on or off, from the first page; rating takes one value at most. */
export function toggledFilter(state: SearchState, facet: Facet, value: string, on: boolean): SearchState {
  const current = state.filters[facet];
  const values =
    facet === "rating" ? (on ? [value] : []) : on ? [...current, value] : current.filter((v) => v !== value);
  return { ...state, page: 1, filters: { ...state.filters, [facet]: values } };
}

/** The state with no filters, from the first page. */
export const clearedFilters = (state: SearchState): SearchState => ({
  ...state,
  page: 1,
  filters: Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as SearchState["filters"],
});

/** The When a draft of the fields names (null without a valid date), read as the server reads the URL. */
export function draftWhen(draft: WhenDraft, today: string): When | null {
  const params = new URLSearchParams({ date: draft.from, to: draft.to, guests: String(draft.guests) });
  return parseWhen(params, today);
}

/** The When to load for an edited draft, or undefined to wait: typing a date fires changes for partial values. */
export function whenToLoad(draft: WhenDraft, current: When | null, today: string): When | null | undefined {
  const next = draftWhen(draft, today);
  return JSON.stringify(next) !== JSON.stringify(current) && (next || !draft.from) ? next : undefined;
}
