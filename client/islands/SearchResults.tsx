// Search results with sorts and filters. Server-rendered as a plain GET form (works without JavaScript); once
// hydrated, every change updates the URL and fetches the page's payload instead of reloading.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActivityCard } from "../lib/catalogue.ts";
import { FACETS, FACET_PARAM, SORTS, priceBucketBounds, searchQueryString, parseSearchState, type Facet, type FacetValue, type SearchState } from "../lib/search-filters.ts";
import { PageContextProvider, usePageContext, type PageContextValue } from "../components/page-context.tsx";
import { formatMoney, type Fx } from "../lib/money.ts";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { cityPath } from "../components/catalogue/paths.ts";
import { formatNumber, languageName } from "../lib/intl.ts";
import { PinIcon } from "../components/icons/island-icons.tsx";
import type { CityHit } from "../lib/catalogue.ts";
import type { TFunction } from "i18next";

export type SearchData = {
  query: string;
  state: SearchState;
  total: number;
  pageCount: number;
  cards: ActivityCard[];
  cities: CityHit[];
  facets: Record<Facet, FacetValue[]>;
};

export type SearchResultsProps = { data: SearchData; basePath: string; context: PageContextValue };

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
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type={facet === "rating" ? "radio" : "checkbox"}
                name={FACET_PARAM[facet]}
                value={v.value}
                checked={v.selected}
                onChange={(e) => onToggle(facet, v.value, e.target.checked)}
                className="h-4 w-4 accent-[var(--c-primary)]"
              />
              <span className="flex-1">{label(v.value)}</span>
              <span className="text-slate-500" data-testid="facet-count">
                {v.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export default function SearchResults({ data: initial, basePath, context }: SearchResultsProps) {
  const { t } = useTranslation();
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const { state } = data;
  const filtersOn = FACETS.some((f) => state.filters[f].length > 0);

  useEffect(() => {
    setEnhanced(true);
    const onPop = () => void load(parseSearchState(new URLSearchParams(location.search)), false);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  async function load(next: SearchState, push = true) {
    const qs = searchQueryString(next);
    if (push) history.pushState(null, "", basePath + qs);
    // Show the choice at once; counts and results follow when the payload arrives.
    setData((prev) => ({
      ...prev,
      state: next,
      facets: Object.fromEntries(
        FACETS.map((f) => [f, prev.facets[f].map((v) => ({ ...v, selected: next.filters[f].includes(v.value) }))]),
      ) as SearchData["facets"],
    }));
    setLoading(true);
    try {
      const res = await fetch(`${basePath}/_payload.json${qs}`, { headers: { accept: "application/json" } });
      if (res.ok) setData(((await res.json()) as { data: SearchData }).data);
    } finally {
      setLoading(false);
    }
  }

  const toggle = (facet: Facet, value: string, on: boolean) => {
    const current = state.filters[facet];
    const values = facet === "rating" ? (on ? [value] : []) : on ? [...current, value] : current.filter((v) => v !== value);
    void load({ ...state, page: 1, filters: { ...state.filters, [facet]: values } });
  };
  /** A link to another state: a real href without JavaScript, an in-place update with it. */
  const linkTo = (next: SearchState) => ({
    href: basePath + searchQueryString(next),
    onClick: (e: React.MouseEvent) => {
      if (!enhanced) return;
      e.preventDefault();
      void load(next);
    },
  });
  const cleared: SearchState = { ...state, page: 1, filters: Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as SearchState["filters"] };

  return (
    <PageContextProvider value={context}>
      <form method="get" action={basePath} className="mt-6 grid gap-8 lg:grid-cols-[260px_1fr]" onSubmit={(e) => enhanced && e.preventDefault()}>
        <aside aria-label={t("search.filtersTitle")}>
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-bold">{t("search.filtersTitle")}</h2>
            {filtersOn && (
              <a {...linkTo(cleared)} className="text-sm text-primary underline">
                {t("search.clearFilters")}
              </a>
            )}
          </div>
          {FACETS.map((facet) => (
            <FacetGroup key={facet} facet={facet} values={data.facets[facet]} locale={context.locale} onToggle={toggle} />
          ))}
          {!enhanced && (
            <button type="submit" className="mt-4 w-full rounded-lg bg-primary px-4 py-2 font-semibold text-white">
              {t("search.applyFilters")}
            </button>
          )}
        </aside>
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : ""}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" data-testid="search-total" aria-live="polite">
              {t("search.total", { count: data.total })}
            </p>
            <label className="flex items-center gap-2 text-sm">
              {t("search.sortBy")}
              <select
                name="sort"
                value={state.sort}
                onChange={(e) => void load({ ...state, page: 1, sort: e.target.value as SearchState["sort"] })}
                className="rounded-md border border-black/15 bg-white px-2 py-1"
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`search.sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {data.cities.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("search.citiesTitle")} data-testid="city-results">
              {data.cities.map((city) => (
                <li key={city.slug}>
                  <a href={cityPath(context.locale, city.slug)} className="inline-flex items-center gap-2 rounded-full border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary hover:text-white">
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
                <li>• {t("search.tipSpelling")}</li>
                <li>• {t("search.tipFewerWords")}</li>
                {filtersOn && <li>• {t("search.tipFilters")}</li>}
              </ul>
              {filtersOn && (
                <a {...linkTo(cleared)} className="mt-5 inline-flex rounded-lg border border-primary px-4 py-2 font-semibold text-primary">
                  {t("search.clearFilters")}
                </a>
              )}
            </div>
          ) : (
            <div className="mt-5">
              <ActivityGrid activities={data.cards} priorityCount={0} />
            </div>
          )}

          {data.pageCount > 1 && (
            <nav aria-label={t("catalogue.pagination")} className="mt-10 flex items-center justify-center gap-3">
              {state.page > 1 && (
                <a rel="prev" {...linkTo({ ...state, page: state.page - 1 })} className="rounded-lg border border-black/15 px-3 py-2">
                  {t("catalogue.previous")}
                </a>
              )}
              <span className="text-sm">{t("search.pageOf", { page: state.page, pages: data.pageCount })}</span>
              {state.page < data.pageCount && (
                <a rel="next" {...linkTo({ ...state, page: state.page + 1 })} className="rounded-lg border border-black/15 px-3 py-2">
                  {t("catalogue.next")}
                </a>
              )}
            </nav>
          )}
        </div>
      </form>
    </PageContextProvider>
  );
}
