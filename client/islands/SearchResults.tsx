// Results with dates, sorts and filters, for search and every listing (all experiences, a city, a category).
// Server-rendered as a plain GET form (works without JavaScript: the phone filter sheet opens with #filters); once
// hydrated, every change updates the URL and fetches the page's payload instead of reloading. Its state is a reducer
// (search-results/results-state.ts); its parts are in components/search.
import { useTranslation } from "../i18n/use-translation.ts";
import { withWhen } from "../../shared/when.ts";
import { PageContextProvider, type PageContextValue } from "../components/page-context.tsx";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { Pagination } from "../components/catalogue/Pagination.tsx";
import { KeptMarkup } from "../components/KeptMarkup.tsx";
import { WhenFields } from "../components/catalogue/WhenFields.tsx";
import { FilterSheet } from "../components/search/FilterSheet.tsx";
import { ResultsToolbar } from "../components/search/ResultsToolbar.tsx";
import { CityResults, WhenChip } from "../components/search/ResultsChips.tsx";
import { NoResults } from "../components/search/NoResults.tsx";
import {
  chosenCount,
  clearedFilters,
  type ResultsData,
  type ResultsDataInPage,
} from "./search-results/results-state.ts";
import { useSearchResults } from "./search-results/use-search-results.ts";

export type { ResultsData, ResultsDataInPage };
/** Search's name for the same data. */
export type SearchData = ResultsData;

export type SearchResultsProps = {
  data: ResultsDataInPage;
  basePath: string;
  context: PageContextValue;
  priorityCount?: number;
};

/** The props the browser hydrates with: the cards (most of a listing's data) stay in the markup only. */
export const browserResultsProps = (props: SearchResultsProps): SearchResultsProps => ({
  ...props,
  data: { ...props.data, cards: null },
});

export default function SearchResults({ data: initial, basePath, context, priorityCount = 0 }: SearchResultsProps) {
  const { t } = useTranslation();
  const results = useSearchResults(initial, basePath);
  const { data, draft, loading, enhanced, linkTo, load } = results;
  const { state, when } = data;
  const chosen = chosenCount(state);
  const cleared = clearedFilters(state);
  const cardQuery = withWhen("", when);

  return (
    <PageContextProvider value={context}>
      <form method="get" action={basePath} className="mt-4" onSubmit={(e) => enhanced && e.preventDefault()}>
        <fieldset
          className="flex flex-wrap items-end gap-2 rounded-xl border border-black/10 bg-slate-50 p-2 sm:p-3"
          data-testid="when-form"
        >
          <legend className="sr-only">{t("discovery.whenTitle")}</legend>
          <div className="min-w-0 flex-1 basis-72 lg:max-w-xl">
            <WhenFields
              idPrefix="results-when"
              bounds={data.whenBounds}
              value={draft}
              onChange={enhanced ? results.changeWhen : undefined}
            />
          </div>
          {/* Kept once hydrated (dates then apply as they change): removing it would move the results up. */}
          <button type="submit" className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white">
            {t("discovery.apply")}
          </button>
        </fieldset>

        <div className="mt-4 grid gap-8 lg:grid-cols-[260px_1fr]">
          <FilterSheet
            facets={data.facets}
            total={data.total}
            locale={context.locale}
            open={results.sheetOpen}
            enhanced={enhanced}
            filtersOn={chosen > 0}
            clearAll={linkTo(cleared)}
            closeButton={results.sheetClose}
            onClose={results.closeSheet}
            onToggle={results.toggle}
          />

          <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : ""}>
            <ResultsToolbar
              chosen={chosen}
              sort={state.sort}
              total={data.total}
              enhanced={enhanced}
              sheetOpen={results.sheetOpen}
              opener={results.sheetOpener}
              onOpenSheet={results.openSheet}
              onSort={(sort) => void load({ ...state, page: 1, sort }, when)}
            />

            {when && <WhenChip when={when} locale={context.locale} clear={linkTo({ ...state, page: 1 }, null)} />}

            {data.cities.length > 0 && <CityResults cities={data.cities} locale={context.locale} query={cardQuery} />}

            {data.total === 0 ? (
              <NoResults
                searched={data.query !== undefined}
                clearFilters={chosen > 0 ? linkTo(cleared) : null}
                clearWhen={when ? linkTo({ ...state, page: 1 }, null) : null}
              />
            ) : (
              <KeptMarkup id="results-cards" className="mt-4">
                {data.cards ? (
                  <ActivityGrid
                    activities={data.cards}
                    priorityCount={state.page === 1 ? priorityCount : 0}
                    query={cardQuery}
                  />
                ) : null}
              </KeptMarkup>
            )}

            <Pagination
              basePath={basePath}
              page={state.page}
              pageCount={data.pageCount}
              hrefFor={(page) => results.hrefOf({ ...state, page })}
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
