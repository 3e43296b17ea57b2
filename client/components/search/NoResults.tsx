// What the results say when nothing matches: tips for a search, and links that clear the filters or the dates.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { StateLink } from "../../islands/search-results/use-search-results.ts";

type NoResultsProps = {
  /** A search (it has text to respell), not a listing. */
  searched: boolean;
  /** The link that clears the filters, when some are chosen. */
  clearFilters: StateLink | null;
  /** The link that clears the dates, when some are chosen. */
  clearWhen: StateLink | null;
};

export function NoResults({ searched, clearFilters, clearWhen }: NoResultsProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-black/20 p-8 text-center" data-testid="no-results">
      <p className="text-2xl font-bold">{t("search.noResults")}</p>
      <ul className="mx-auto mt-4 max-w-md space-y-1 text-start text-slate-600">
        {searched && <li>• {t("search.tipSpelling")}</li>}
        {searched && <li>• {t("search.tipFewerWords")}</li>}
        {clearFilters && <li>• {t("search.tipFilters")}</li>}
      </ul>
      {clearFilters && (
        <a
          {...clearFilters}
          className="mt-5 inline-flex rounded-lg border border-primary px-4 py-2 font-semibold text-primary"
        >
          {t("search.clearFilters")}
        </a>
      )}
      {clearWhen && (
        <a
          {...clearWhen}
          className="ms-2 mt-5 inline-flex rounded-lg border border-primary px-4 py-2 font-semibold text-primary"
        >
          {t("discovery.clearWhen")}
        </a>
      )}
    </div>
  );
}
