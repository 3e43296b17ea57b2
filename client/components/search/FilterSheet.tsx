// The results' filters: a column on wide screens, a bottom sheet on phones (opened by #filters without JavaScript, as
// a dialog once hydrated) with "Clear all" and "Show N results".
import type { RefObject } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { FACETS, type Facet, type FacetValue } from "../../../shared/search-filters.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { StateLink } from "../../islands/search-results/use-search-results.ts";
import { FacetGroup } from "./FacetGroup.tsx";

type FilterSheetProps = {
  facets: Record<Facet, FacetValue[]>;
  total: number;
  locale: Locale;
  open: boolean;
  enhanced: boolean;
  filtersOn: boolean;
  /** The link to the same results with no filters. */
  clearAll: StateLink;
  closeButton: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onToggle: (facet: Facet, value: string, on: boolean) => void;
};

export function FilterSheet({
  facets,
  total,
  locale,
  open,
  enhanced,
  filtersOn,
  clearAll,
  closeButton,
  onClose,
  onToggle,
}: FilterSheetProps) {
  const { t } = useTranslation();
  return (
    <div
      id="filters"
      className={`${open ? "block" : "hidden"} ${enhanced ? "" : "target:block"} lg:block`}
      data-testid="filters"
    >
      {/* biome-ignore lint/a11y/useValidAnchor: the backdrop: closes the :target sheet without JavaScript; hidden from readers and the tab order, which reach the close button */}
      {/* biome-ignore lint/a11y/useAnchorContent: the backdrop: closes the :target sheet without JavaScript; hidden from readers and the tab order, which reach the close button */}
      <a
        href="#"
        aria-hidden="true"
        tabIndex={-1}
        onClick={(e) => {
          if (enhanced) {
            e.preventDefault();
            onClose();
          }
        }}
        className="fixed inset-0 z-40 bg-black/40 lg:hidden"
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: an aside is a complementary landmark, which takes a name */}
      <aside
        aria-label={t("search.filtersTitle")}
        role={open ? "dialog" : undefined}
        aria-modal={open ? true : undefined}
        className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-2xl bg-white shadow-2xl lg:static lg:z-auto lg:max-h-none lg:rounded-none lg:bg-transparent lg:shadow-none"
        data-testid="filter-sheet"
      >
        <div className="flex items-center justify-between gap-3 border-b border-black/10 px-4 py-3 lg:border-0 lg:p-0">
          <h2 className="text-lg font-bold">{t("search.filtersTitle")}</h2>
          {filtersOn && (
            <a {...clearAll} className="hidden text-sm text-primary underline lg:inline">
              {t("search.clearFilters")}
            </a>
          )}
          {enhanced ? (
            <button
              ref={closeButton}
              type="button"
              onClick={onClose}
              aria-label={t("discovery.closeFilters")}
              className="rounded-full p-2 text-xl leading-none hover:bg-black/5 lg:hidden"
            >
              ✕
            </button>
          ) : (
            <a
              // biome-ignore lint/a11y/useValidAnchor: without JavaScript, closing the :target sheet is a link to #; with it, a button replaces this
              href="#"
              aria-label={t("discovery.closeFilters")}
              className="rounded-full p-2 text-xl leading-none lg:hidden"
            >
              ✕
            </a>
          )}
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-4 lg:overflow-visible lg:px-0">
          {FACETS.map((facet) => (
            <FacetGroup key={facet} facet={facet} values={facets[facet]} locale={locale} onToggle={onToggle} />
          ))}
          {!enhanced && (
            <button
              type="submit"
              className="mt-4 hidden w-full rounded-lg bg-primary px-4 py-2 font-semibold text-white lg:block"
            >
              {t("search.applyFilters")}
            </button>
          )}
        </div>
        <div className="flex items-center gap-3 border-t border-black/10 px-4 py-3 lg:hidden">
          <a {...clearAll} className="px-2 py-2 font-semibold text-primary underline" data-testid="sheet-clear">
            {t("discovery.clearAll")}
          </a>
          <button
            type={enhanced ? "button" : "submit"}
            onClick={enhanced ? onClose : undefined}
            className="flex-1 rounded-lg bg-primary px-4 py-3 font-bold text-white"
            data-testid="sheet-show"
          >
            {t("discovery.showResults", { count: total })}
          </button>
        </div>
      </aside>
    </div>
  );
}
