// A paginated listing of activities: one city, one category, or everything.
import { useTranslation } from "react-i18next";
import type { ActivityCard, Category, Page } from "../lib/catalogue.ts";
import { usePageContext } from "../components/page-context.tsx";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { Breadcrumbs, type Crumb } from "../components/catalogue/Breadcrumbs.tsx";
import { Pagination } from "../components/catalogue/Pagination.tsx";
import { categoryPath } from "../components/catalogue/paths.ts";
import { CategoryIcon } from "../components/icons/CategoryIcon.tsx";

export type ListingPageProps = {
  heading: string;
  intro: string;
  breadcrumbs: Crumb[];
  basePath: string;
  results: Page<ActivityCard>;
  /** Category chips to narrow down (on city and all-experience listings). */
  categories: Category[];
  currentCategory?: string;
};

export function ListingPage({ heading, intro, breadcrumbs, basePath, results, categories, currentCategory }: ListingPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-3xl font-extrabold md:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-3xl text-slate-600">{intro}</p>
      {categories.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("catalogue.categories")}>
          {categories.map((c) => (
            <li key={c.slug}>
              <a
                href={categoryPath(locale, c.slug)}
                aria-current={c.slug === currentCategory ? "page" : undefined}
                className={`inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm ${c.slug === currentCategory ? "border-primary bg-primary text-white" : "border-black/15 hover:border-primary"}`}
              >
                <CategoryIcon name={c.icon} className="h-4 w-4" /> {c.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-slate-500" data-testid="result-count">
        {t("catalogue.resultCount", { count: results.total })}
      </p>
      <div className="mt-4">
        <ActivityGrid activities={results.items} priorityCount={results.page === 1 ? 4 : 0} />
      </div>
      <Pagination basePath={basePath} page={results.page} pageCount={results.pageCount} />
    </div>
  );
}
