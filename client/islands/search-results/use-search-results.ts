// The results island's state (results-state.ts) wired to the browser: every choice updates the address and fetches
// the page's payload, Back and Forward show their own results, and the phone filter sheet behaves as a dialog.
import { useEffect, useReducer, useRef, type MouseEvent } from "react";
import { parseSearchState, searchQueryString, type Facet, type SearchState } from "../../../shared/search-filters.ts";
import { parseWhen, withWhen, type When } from "../../../shared/when.ts";
import { emptyDraft, type WhenDraft } from "../../components/catalogue/WhenFields.tsx";
import { useEnhanced } from "../use-enhanced.ts";
import {
  resultsReducer,
  toggledFilter,
  whenToLoad,
  type ResultsData,
  type ResultsDataInPage,
} from "./results-state.ts";

/** A link to another state: a real href without JavaScript, an in-place update with it. */
export type StateLink = { href: string; onClick: (e: MouseEvent) => void };

export function useSearchResults(initial: ResultsDataInPage, basePath: string) {
  const [{ data, draft, loading, sheetOpen }, dispatch] = useReducer(resultsReducer, {
    data: initial,
    draft: emptyDraft(initial.when),
    loading: false,
    sheetOpen: false,
  });
  const enhanced = useEnhanced();
  const sheetClose = useRef<HTMLButtonElement>(null);
  const sheetOpener = useRef<HTMLAnchorElement>(null);
  /** The latest request: an older payload arriving after a newer choice must not undo it. */
  const latest = useRef(0);
  const { state, when } = data;
  const hrefOf = (next: SearchState, nextWhen: When | null = when) =>
    basePath + withWhen(searchQueryString(next), nextWhen);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one popstate listener for the island's life; it reads the latest state through the reducer
  useEffect(() => {
    const onPop = () => {
      const params = new URLSearchParams(location.search);
      const popped = parseWhen(params, initial.whenBounds.min);
      dispatch({ type: "draftSet", draft: emptyDraft(popped) });
      void load(parseSearchState(params), popped, false);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // The phone sheet: Esc closes it, focus moves into it and back to the Filters button, the page behind stays still.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet's listeners follow its open state only; closeSheet is stable in effect
  useEffect(() => {
    if (!sheetOpen) return;
    sheetClose.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && closeSheet();
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [sheetOpen]);

  function closeSheet() {
    dispatch({ type: "sheetSet", open: false });
    sheetOpener.current?.focus();
  }

  async function load(next: SearchState, nextWhen: When | null, push = true) {
    const qs = withWhen(searchQueryString(next), nextWhen);
    if (push) history.pushState(null, "", basePath + qs);
    dispatch({ type: "requested", state: next, when: nextWhen });
    const request = ++latest.current;
    const payload = await fetch(`${basePath}/_payload.json${qs}`, { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: ResultsData }>) : null))
      .then(
        (body) => body?.data ?? null,
        () => null,
      );
    if (request !== latest.current) return;
    dispatch(payload ? { type: "loaded", data: payload } : { type: "failed" });
    // No results of its own to show (the server refused, or the network failed): the page itself, as without JavaScript.
    if (!payload) location.assign(basePath + qs);
  }

  const toggle = (facet: Facet, value: string, on: boolean) => void load(toggledFilter(state, facet, value, on), when);
  const changeWhen = (next: WhenDraft) => {
    dispatch({ type: "draftSet", draft: next });
    const nextWhen = whenToLoad(next, when, data.whenBounds.min);
    if (nextWhen !== undefined) void load({ ...state, page: 1 }, nextWhen);
  };
  const linkTo = (next: SearchState, nextWhen: When | null = when): StateLink => ({
    href: hrefOf(next, nextWhen),
    onClick: (e) => {
      if (!enhanced) return;
      e.preventDefault();
      if (nextWhen !== when) dispatch({ type: "draftSet", draft: emptyDraft(nextWhen) });
      void load(next, nextWhen);
    },
  });
  const openSheet = () => dispatch({ type: "sheetSet", open: true });

  return {
    data,
    draft,
    loading,
    sheetOpen,
    enhanced,
    sheetClose,
    sheetOpener,
    hrefOf,
    load,
    toggle,
    changeWhen,
    linkTo,
    openSheet,
    closeSheet,
  };
}
