// The results island's reducer and rules: a choice shown at once and its payload after, a failed load, the When
// fields' draft, the phone sheet, filters toggled and cleared, and which edits of the dates load results.
import { describe, expect, it } from "vitest";
import {
  chosenCount,
  clearedFilters,
  draftWhen,
  resultsReducer,
  toggledFilter,
  whenToLoad,
  type ResultsData,
  type ResultsState,
} from "../../client/islands/search-results/results-state.ts";
import { FACETS, parseSearchState, type SearchState } from "../../shared/search-filters.ts";

const TODAY = "2026-03-01";
const noFilters = parseSearchState(new URLSearchParams());
const facets = Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as ResultsData["facets"];
facets.price = [
  { value: "0-100", count: 4, selected: false },
  { value: "100-250", count: 2, selected: true },
];
const data: ResultsData = {
  state: { ...noFilters, filters: { ...noFilters.filters, price: ["100-250"] } },
  when: null,
  whenBounds: { min: TODAY, max: "2026-12-31" },
  total: 2,
  pageCount: 1,
  cards: [],
  cities: [],
  facets,
};
const initial: ResultsState = { data, draft: { from: "", to: "", guests: 2 }, loading: false, sheetOpen: false };

describe("resultsReducer", () => {
  it("shows a requested choice at once: its state, its When and its ticked values, while loading", () => {
    const next: SearchState = {
      ...data.state,
      sort: "price-asc",
      filters: { ...data.state.filters, price: ["0-100"] },
    };
    const when = { from: "2026-03-05", to: "2026-03-05", guests: 3 };
    const state = resultsReducer(initial, { type: "requested", state: next, when });
    expect(state.loading).toBe(true);
    expect(state.data.state).toBe(next);
    expect(state.data.when).toBe(when);
    expect(state.data.facets.price.map((v) => [v.value, v.selected, v.count])).toEqual([
      ["0-100", true, 4],
      ["100-250", false, 2],
    ]);
    expect(state.data.total).toBe(2);
  });

  it("takes the payload when it arrives, and stops loading when it does not", () => {
    const requested = resultsReducer(initial, { type: "requested", state: noFilters, when: null });
    const payload = { ...data, total: 9 };
    expect(resultsReducer(requested, { type: "loaded", data: payload })).toMatchObject({
      data: payload,
      loading: false,
    });
    expect(resultsReducer(requested, { type: "failed" })).toMatchObject({ loading: false });
  });

  it("keeps the fields' draft and the sheet's state", () => {
    const draft = { from: "2026-03-0", to: "", guests: 2 };
    expect(resultsReducer(initial, { type: "draftSet", draft }).draft).toBe(draft);
    expect(resultsReducer(initial, { type: "sheetSet", open: true }).sheetOpen).toBe(true);
    expect(
      resultsReducer(resultsReducer(initial, { type: "sheetSet", open: true }), { type: "sheetSet", open: false })
        .sheetOpen,
    ).toBe(false);
  });
});

describe("filters", () => {
  const page3: SearchState = { ...noFilters, page: 3 };
  it("a value turned on or off goes back to the first page", () => {
    const on = toggledFilter(page3, "duration", "1-4h", true);
    expect(on).toMatchObject({ page: 1, filters: { duration: ["1-4h"] } });
    expect(
      toggledFilter(toggledFilter(on, "duration", "up-to-1h", true), "duration", "1-4h", false).filters.duration,
    ).toEqual(["up-to-1h"]);
  });

  it("a rating replaces the one chosen, and turning it off leaves none", () => {
    const four = toggledFilter(noFilters, "rating", "4", true);
    expect(toggledFilter(four, "rating", "4.5", true).filters.rating).toEqual(["4.5"]);
    expect(toggledFilter(four, "rating", "4", false).filters.rating).toEqual([]);
  });

  it("counts the chosen values and clears them all", () => {
    const chosen = toggledFilter(
      toggledFilter({ ...page3, sort: "price-desc" }, "age", "teens", true),
      "time",
      "night",
      true,
    );
    expect(chosenCount(chosen)).toBe(2);
    const cleared = clearedFilters({ ...chosen, page: 4 });
    expect(chosenCount(cleared)).toBe(0);
    expect(cleared).toMatchObject({ page: 1, sort: "price-desc" });
  });
});

describe("the When fields", () => {
  it("a draft names a When as the URL would", () => {
    expect(draftWhen({ from: "2026-03-05", to: "2026-03-07", guests: 4 }, TODAY)).toEqual({
      from: "2026-03-05",
      to: "2026-03-07",
      guests: 4,
    });
    expect(draftWhen({ from: "", to: "", guests: 2 }, TODAY)).toBeNull();
  });

  it("loads a changed When, or none once the date is emptied, and waits while a date is half typed", () => {
    const when = { from: "2026-03-05", to: "2026-03-05", guests: 2 };
    expect(whenToLoad({ from: "2026-03-05", to: "", guests: 3 }, when, TODAY)).toEqual({ ...when, guests: 3 });
    expect(whenToLoad({ from: "", to: "", guests: 2 }, when, TODAY)).toBeNull();
    expect(whenToLoad({ from: "2026-03-0", to: "", guests: 2 }, when, TODAY)).toBeUndefined();
    expect(whenToLoad({ from: "2026-03-05", to: "", guests: 2 }, when, TODAY)).toBeUndefined();
    expect(whenToLoad({ from: "", to: "", guests: 5 }, null, TODAY)).toBeUndefined();
  });
});
