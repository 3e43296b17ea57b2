// Above the results: the phones' Filters button (with how many are chosen), the sort, and the number of results.
import type { RefObject } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { SORTS, type Sort } from "../../../shared/search-filters.ts";

type ResultsToolbarProps = {
  chosen: number;
  sort: Sort;
  total: number;
  enhanced: boolean;
  sheetOpen: boolean;
  opener: RefObject<HTMLAnchorElement | null>;
  onOpenSheet: () => void;
  onSort: (sort: Sort) => void;
};

export function ResultsToolbar({
  chosen,
  sort,
  total,
  enhanced,
  sheetOpen,
  opener,
  onOpenSheet,
  onSort,
}: ResultsToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* biome-ignore lint/a11y/useValidAnchor: opens the :target sheet without JavaScript; the handler only improves it */}
      <a
        ref={opener}
        href="#filters"
        aria-controls="filters"
        aria-expanded={enhanced ? sheetOpen : undefined}
        onClick={(e) => {
          if (!enhanced) return;
          e.preventDefault();
          onOpenSheet();
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
          value={sort}
          onChange={(e) => onSort(e.target.value as Sort)}
          className="rounded-md border border-black/15 bg-white px-2 py-1.5"
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`search.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {/* A heading, so the cards' h3 titles follow an h2 (Lighthouse heading order). */}
      <h2 className="w-full text-sm text-slate-600 lg:w-auto" data-testid="search-total" aria-live="polite">
        {t("search.total", { count: total })}
      </h2>
    </div>
  );
}
