// Search results page: the query, then the results island (dates, filters, sorts, cities and activities).
import { useTranslation } from "../i18n/use-translation.ts";
import { Island } from "../components/Island.tsx";
import { SearchForm } from "../components/catalogue/SearchForm.tsx";
import { tIsolated } from "../../shared/bidi.tsx";
import SearchResults, {
  browserResultsProps,
  type ResultsData,
  type SearchResultsProps,
} from "../islands/SearchResults.tsx";

/** The server renders the cards: its data always has them. */
export type SearchPageProps = SearchResultsProps & { data: ResultsData };

export function SearchPage(props: SearchPageProps) {
  const { t } = useTranslation();
  const results = { ...props, priorityCount: 1 };
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:py-8">
      <div className="max-w-2xl">
        <SearchForm defaultValue={props.data.query ?? ""} id="page-search" />
      </div>
      <h1 className="mt-4 text-xl font-extrabold md:mt-6 md:text-3xl">
        {tIsolated(t, "search.heading", { query: props.data.query ?? "" })}
      </h1>
      {/* The first result is on a phone's first screen: its image loads at once, at high priority (LCP). */}
      <Island
        name="SearchResults"
        component={SearchResults}
        props={results}
        browserProps={browserResultsProps(results)}
        when="interaction"
      />
    </div>
  );
}
