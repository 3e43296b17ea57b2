// Results with dates, sorts and filters, for search and every listing (all experiences, a city, a category).
// Server-rendered as a plain GET form (works without JavaScript: the phone filter sheet opens with #filters); once
// hydrated, every change updates the URL and fetches the page's payload instead of reloading.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import type { ActivityCard, CityHit } from "../../shared/catalogue.ts";
import { FACETS, FACET_PARAM, SORTS, priceBucketBounds, searchQueryString, parseSearchState, type Facet, type FacetValue, type SearchState } from "../../shared/search-filters.ts";
import { parseWhen, withWhen, type When } from "../../shared/when.ts";
import { PageContextProvider, usePageContext, type PageContextValue } from "../components/page-context.tsx";
import { formatMoney, type Fx } from "../../shared/money.ts";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { Pagination } from "../components/catalogue/Pagination.tsx";
import { KeptMarkup } from "../components/KeptMarkup.tsx";
import { WhenFields, emptyDraft, whenLabel, type WhenDraft } from "../components/catalogue/WhenFields.tsx";
import { cityPath } from "../../shared/paths.ts";
import { formatNumber, languageName } from "../../shared/intl.ts";
import { PinIcon } from "../components/icons/island-icons.tsx";
import type { TFunction } from "i18next";

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
/** Search's name for the same data. */
export type SearchData = ResultsData;

/** The data as the browser first gets it: its cards already in the page's markup (null), not again in the props. */
export type ResultsDataInPage = Omit<ResultsData, "cards"> & { cards: ActivityCard[] | null };

export type SearchResultsProps = { data: ResultsDataInPage; basePath: string; context: PageContextValue; priorityCount?: number };

/** The props the browser hydrates with: the cards (most of a listing's data) stay in the markup only. */
export const browserResultsProps = (props: SearchResultsProps): SearchResultsProps => ({ ...props, data: { ...props.data, cards: null } });

type FacetGroupProps = { facet: Facet; values: FacetValue[]; locale: PageContextValue["locale"]; onToggle: (facet: Facet, value: string, on: boolean) => void };

/** A price bucket in the chosen currency: its AED bounds converted as card prices are, so the cards it keeps fall within it. */
export function priceBucketLabel(bucket: string, t: TFunction, locale: PageContextValue["locale"], fx: Fx): string {
  const { min, max } = priceBucketBounds(bucket);
  const amount = (aedMinor: number) => formatMoney(aedMinor, locale, fx);
  if (max === null) return t("search.values.price.atLeast", { min: amount(min) });
  if (min === 0) return t("search.values.price.under", { max: amount(max) });
  return t("search.values.price.between", { min: amount(min), max: amount(max) });
}

function FacetGroup({ facet, values, locale, onToggle }: FacetGroupProps) {
  const { t } = useTranslation();
  const { fx } = usePageContext();
  if (!values.length) return null;
  const label = (value: string) =>
    facet === "language"
      ? languageName(value, locale)
      : facet === "price"
        ? priceBucketLabel(value, t, locale, fx)
        : facet === "rating"
          ? t("search.values.rating.atLeast", { count: Number(value), rating: formatNumber(Number(value), locale) })
          : t(`search.values.${facet}.${value}`, { defaultValue: value });
  return (
    <fieldset className="border-b border-black/10 py-4" data-testid={`facet-${facet}`}>
      <legend className="mb-2 font-bold">{t(`search.facets.${facet}`)}</legend>
      <ul className="space-y-1.5">
        {values.map((v) => (
          <li key={v.value}>
            <label className="facet-option">
              <input
                type={facet === "rating" ? "radio" : "checkbox"}
                name={FACET_PARAM[facet]}
                value={v.value}
                checked={v.selected}
                onChange={(e) => onToggle(facet, v.value, e.target.checked)}
              />
              <span>{label(v.value)}</span>
              <span data-testid="facet-count">
                {v.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The When a draft of the fields names (null without a valid date), read as the server reads the URL. */
function draftWhen(draft: WhenDraft, today: string): When | null {
  const params = new URLSearchParams({ date: draft.from, to: draft.to, guests: String(draft.guests) });
  return parseWhen(params, today);
}

export default function SearchResults({ data: initial, basePath, context, priorityCount = 0 }: SearchResultsProps) {
  const { t } = useTranslation();
  const [data, setData] = useState(initial);
  const [draft, setDraft] = useState(() => emptyDraft(initial.when));
  const [loading, setLoading] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetClose = useRef<HTMLButtonElement>(null);
  const sheetOpener = useRef<HTMLAnchorElement>(null);
  /** The latest request: an older payload arriving after a newer choice must not undo it. */
  const latest = useRef(0);
  const { state, when } = data;
  const chosen = FACETS.reduce((n, f) => n + state.filters[f].length, 0);
  const filtersOn = chosen > 0;
  const hrefOf = (next: SearchState, nextWhen: When | null = when) => basePath + withWhen(searchQueryString(next), nextWhen);

  useEffect(() => {
    setEnhanced(true);
    const onPop = () => {
      const params = new URLSearchParams(location.search);
      const popped = parseWhen(params, initial.whenBounds.min);
      setDraft(emptyDraft(popped));
      void load(parseSearchState(params), popped, false);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // The phone sheet: Esc closes it, focus moves into it and back to the Filters button, the page behind stays still.
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
  }, [sheetOpen]); // eslint-disable-line react-hooks/exhaustive-deps

  function closeSheet() {
    setSheetOpen(false);
    sheetOpener.current?.focus();
  }

  async function load(next: SearchState, nextWhen: When | null, push = true) {
    const qs = withWhen(searchQueryString(next), nextWhen);
    if (push) history.pushState(null, "", basePath + qs);
    // Show the choice at once; counts and results follow when the payload arrives.
    setData((prev) => ({
      ...prev,
      state: next,
      when: nextWhen,
      facets: Object.fromEntries(FACETS.map((f) => [f, prev.facets[f].map((v) => ({ ...v, selected: next.filters[f].includes(v.value) }))])) as ResultsData["facets"],
    }));
    setLoading(true);
    const request = ++latest.current;
    const payload = await fetch(`${basePath}/_payload.json${qs}`, { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: ResultsData }>) : null))
      .then((body) => body?.data ?? null, () => null);
    if (request !== latest.current) return;
    setLoading(false);
    if (payload) setData(payload);
    // No results of its own to show (the server refused, or the network failed): the page itself, as without JavaScript.
    else location.assign(basePath + qs);
  }

  const toggle = (facet: Facet, value: string, on: boolean) => {
    const current = state.filters[facet];
    const values = facet === "rating" ? (on ? [value] : []) : on ? [...current, value] : current.filter((v) => v !== value);
    void load({ ...state, page: 1, filters: { ...state.filters, [facet]: values } }, when);
  };
  const changeWhen = (next: WhenDraft) => {
    setDraft(next);
    const nextWhen = draftWhen(next, data.whenBounds.min);
    // Typing a date fires changes for partial values: reload only when the When it names changes.
    if (JSON.stringify(nextWhen) !== JSON.stringify(when) && (nextWhen || !next.from)) void load({ ...state, page: 1 }, nextWhen);
  };
  /** A link to another state: a real href without JavaScript, an in-place update with it. */
  const linkTo = (next: SearchState, nextWhen: When | null = when) => ({
    href: hrefOf(next, nextWhen),
    onClick: (e: React.MouseEvent) => {
      if (!enhanced) return;
      e.preventDefault();
      if (nextWhen !== when) setDraft(emptyDraft(nextWhen));
      void load(next, nextWhen);
    },
  });
  const cleared: SearchState = { ...state, page: 1, filters: Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as SearchState["filters"] };
  const cardQuery = withWhen("", when);

  return (
    <PageContextProvider value={context}>
      <form method="get" action={basePath} className="mt-4" onSubmit={(e) => enhanced && e.preventDefault()}>
        <fieldset className="flex flex-wrap items-end gap-2 rounded-xl border border-black/10 bg-slate-50 p-2 sm:p-3" data-testid="when-form">
          <legend className="sr-only">{t("discovery.whenTitle")}</legend>
          <div className="min-w-0 flex-1 basis-72 lg:max-w-xl">
            <WhenFields idPrefix="results-when" bounds={data.whenBounds} value={draft} onChange={enhanced ? changeWhen : undefined} />
          </div>
          {/* Kept once hydrated (dates then apply as they change): removing it would move the results up. */}
          <button type="submit" className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white">
            {t("discovery.apply")}
          </button>
        </fieldset>

        <div className="mt-4 grid gap-8 lg:grid-cols-[260px_1fr]">
          <div id="filters" className={`${sheetOpen ? "block" : "hidden"} ${enhanced ? "" : "target:block"} lg:block`} data-testid="filters">
            <a href="#" aria-hidden="true" tabIndex={-1} onClick={(e) => { if (enhanced) { e.preventDefault(); closeSheet(); } }} className="fixed inset-0 z-40 bg-black/40 lg:hidden" />
            <aside
              aria-label={t("search.filtersTitle")}
              role={sheetOpen ? "dialog" : undefined}
              aria-modal={sheetOpen ? true : undefined}
              className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-2xl bg-white shadow-2xl lg:static lg:z-auto lg:max-h-none lg:rounded-none lg:bg-transparent lg:shadow-none"
              data-testid="filter-sheet"
            >
              <div className="flex items-center justify-between gap-3 border-b border-black/10 px-4 py-3 lg:border-0 lg:p-0">
                <h2 className="text-lg font-bold">{t("search.filtersTitle")}</h2>
                {filtersOn && (
                  <a {...linkTo(cleared)} className="hidden text-sm text-primary underline lg:inline">
                    {t("search.clearFilters")}
                  </a>
                )}
                {enhanced ? (
                  <button ref={sheetClose} type="button" onClick={closeSheet} aria-label={t("discovery.closeFilters")} className="rounded-full p-2 text-xl leading-none hover:bg-black/5 lg:hidden">
                    ✕
                  </button>
                ) : (
                  <a href="#" aria-label={t("discovery.closeFilters")} className="rounded-full p-2 text-xl leading-none lg:hidden">
                    ✕
                  </a>
                )}
              </div>
              <div className="flex-1 overflow-y-auto overscroll-contain px-4 lg:overflow-visible lg:px-0">
                {FACETS.map((facet) => (
                  <FacetGroup key={facet} facet={facet} values={data.facets[facet]} locale={context.locale} onToggle={toggle} />
                ))}
                {!enhanced && (
                  <button type="submit" className="mt-4 hidden w-full rounded-lg bg-primary px-4 py-2 font-semibold text-white lg:block">
                    {t("search.applyFilters")}
                  </button>
                )}
              </div>
              <div className="flex items-center gap-3 border-t border-black/10 px-4 py-3 lg:hidden">
                <a {...linkTo(cleared)} className="px-2 py-2 font-semibold text-primary underline" data-testid="sheet-clear">
                  {t("discovery.clearAll")}
                </a>
                <button
                  type={enhanced ? "button" : "submit"}
                  onClick={enhanced ? closeSheet : undefined}
                  className="flex-1 rounded-lg bg-primary px-4 py-3 font-bold text-white"
                  data-testid="sheet-show"
                >
                  {t("discovery.showResults", { count: data.total })}
                </button>
              </div>
            </aside>
          </div>

          <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : ""}>
            <div className="flex flex-wrap items-center gap-2">
              <a
                ref={sheetOpener}
                href="#filters"
                aria-controls="filters"
                aria-expanded={enhanced ? sheetOpen : undefined}
                onClick={(e) => {
                  if (!enhanced) return;
                  e.preventDefault();
                  setSheetOpen(true);
                }}
                className="inline-flex items-center gap-1 rounded-full border border-black/20 bg-white px-4 py-1.5 text-sm font-semibold lg:hidden"
                data-testid="filters-button"
              >
                {chosen > 0 ? t("discovery.filtersCount", { chosen }) : t("discovery.filters")}
              </a>
              <label className="ms-auto flex items-center gap-2 text-sm lg:order-last">
                <span className="max-lg:sr-only">{t("search.sortBy")}</span>
                <select
                  name="sort"
                  value={state.sort}
                  onChange={(e) => void load({ ...state, page: 1, sort: e.target.value as SearchState["sort"] }, when)}
                  className="rounded-md border border-black/15 bg-white px-2 py-1.5"
                >
                  {SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`search.sorts.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
              {/* A heading, so the cards' h3 titles follow an h2 (Lighthouse heading order). */}
              <h2 className="w-full text-sm text-slate-600 lg:w-auto" data-testid="search-total" aria-live="polite">
                {t("search.total", { count: data.total })}
              </h2>
            </div>

            {when && (
              <p className="mt-3">
                <a {...linkTo({ ...state, page: 1 }, null)} className="inline-flex items-center gap-2 rounded-full border border-primary bg-white px-3 py-1 text-sm font-semibold text-primary" data-testid="when-chip" aria-label={t("discovery.removeWhen", { when: whenLabel(when, context.locale, t) })}>
                  <span>{whenLabel(when, context.locale, t)}</span>
                  <span aria-hidden="true">✕</span>
                </a>
              </p>
            )}

            {data.cities.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("search.citiesTitle")} data-testid="city-results">
                {data.cities.map((city) => (
                  <li key={city.slug}>
                    <a href={cityPath(context.locale, city.slug) + cardQuery} className="inline-flex items-center gap-2 rounded-full border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary hover:text-white">
                      <PinIcon /> {city.name} <span className="text-xs font-normal">({city.activityCount})</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}

            {data.total === 0 ? (
              <div className="mt-8 rounded-2xl border border-dashed border-black/20 p-8 text-center" data-testid="no-results">
                <p className="text-2xl font-bold">{t("search.noResults")}</p>
                <ul className="mx-auto mt-4 max-w-md space-y-1 text-start text-slate-600">
                  {data.query !== undefined && <li>• {t("search.tipSpelling")}</li>}
                  {data.query !== undefined && <li>• {t("search.tipFewerWords")}</li>}
                  {filtersOn && <li>• {t("search.tipFilters")}</li>}
                </ul>
                {filtersOn && (
                  <a {...linkTo(cleared)} className="mt-5 inline-flex rounded-lg border border-primary px-4 py-2 font-semibold text-primary">
                    {t("search.clearFilters")}
                  </a>
                )}
                {when && (
                  <a {...linkTo({ ...state, page: 1 }, null)} className="ms-2 mt-5 inline-flex rounded-lg border border-primary px-4 py-2 font-semibold text-primary">
                    {t("discovery.clearWhen")}
                  </a>
                )}
              </div>
            ) : (
              <KeptMarkup id="results-cards" className="mt-4">
                {data.cards ? <ActivityGrid activities={data.cards} priorityCount={state.page === 1 ? priorityCount : 0} query={cardQuery} /> : null}
              </KeptMarkup>
            )}

            <Pagination
              basePath={basePath}
              page={state.page}
              pageCount={data.pageCount}
              hrefFor={(page) => hrefOf({ ...state, page })}
              onNavigate={(page, e) => {
                if (!enhanced) return;
                e.preventDefault();
                void load({ ...state, page }, when);
                window.scrollTo({ top: 0 });
              }}
            />
          </div>
        </div>
      </form>
    </PageContextProvider>
  );
}
