// A listing of activities (one city, one category, or everything): heading, category chips, then the same results
// island as search (dates, sorts, filters with counts, paging).
import { useTranslation } from "../i18n/use-translation.ts";
import type { Category } from "../../shared/catalogue.ts";
import { usePageContext } from "../components/page-context.tsx";
import { Island } from "../components/Island.tsx";
import { Breadcrumbs, type Crumb } from "../components/catalogue/Breadcrumbs.tsx";
import { categoryPath } from "../../shared/paths.ts";
import { CategoryIcon } from "../components/icons/CategoryIcon.tsx";
import { withWhen } from "../../shared/when.ts";
import SearchResults, {
  browserResultsProps,
  type ResultsData,
  type SearchResultsProps,
} from "../islands/SearchResults.tsx";

/** The server renders the cards: its data always has them. */
export type ListingPageProps = SearchResultsProps & {
  data: ResultsData;
  heading: string;
  intro: string;
  breadcrumbs: Crumb[];
  /** Category chips to narrow down (on city and all-experience listings). */
  categories: Category[];
  currentCategory?: string;
};

export function ListingPage({
  heading,
  intro,
  breadcrumbs,
  categories,
  currentCategory,
  data,
  basePath,
  context,
}: ListingPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const keepWhen = withWhen("", data.when);
  const results = { data, basePath, context, priorityCount: 1 };
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-2 text-2xl font-extrabold md:mt-4 md:text-4xl">{heading}</h1>
      <p className="mt-2 line-clamp-2 max-w-3xl text-sm text-slate-600 md:mt-3 md:line-clamp-none md:text-base">
        {intro}
      </p>
      {categories.length > 0 && (
        <ul
          className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:mt-6 md:flex-wrap md:overflow-visible md:px-0 [&>li]:shrink-0"
          aria-label={t("catalogue.categories")}
          data-testid="category-chips"
        >
          {categories.map((c) => (
            <li key={c.slug}>
              <a
                href={categoryPath(locale, c.slug) + keepWhen}
                aria-current={c.slug === currentCategory ? "page" : undefined}
                className={
                  c.slug === currentCategory
                    ? "chip border-primary bg-primary text-white"
                    : "chip border-black/15 hover:border-primary"
                }
              >
                <CategoryIcon name={c.icon} className="h-4 w-4" />
                {` ${c.name}`}
              </a>
            </li>
          ))}
        </ul>
      )}
      {/* One high-priority image: on a phone only the first card is on screen, and four fetched at high priority
          held its image back (Lighthouse mobile LCP 3.4 s → 2.3 s). */}
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
