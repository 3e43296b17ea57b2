// Above the list of reviews: "Showing 11–20 of 45" (or "Loading…") and the sort, a GET form that keeps the page's
// other parameters and the chosen filters, with an Apply button until JavaScript sorts on change.
import { useTranslation } from "../../i18n/use-translation.ts";
import { REVIEW_PARAMS, REVIEW_SORTS, type ReviewQuery } from "../../../shared/reviews.ts";
import { keptParams, shownRange, type ReviewPageInPage } from "../../islands/review-browser/review-state.ts";
import { buttonClass } from "../ui/Button.tsx";

type ReviewSortFormProps = {
  data: ReviewPageInPage;
  base: string;
  busy: boolean;
  hydrated: boolean;
  onSort: (sort: ReviewQuery["sort"]) => void;
};

export function ReviewSortForm({ data, base, busy, hydrated, onSort }: ReviewSortFormProps) {
  const { t } = useTranslation();
  const { query } = data;
  const { from, to } = shownRange(data);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-black/10 pb-3">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="review-summary">
        {busy ? t("reviewList.loading") : t("reviewList.showing", { count: data.total, from, to })}
      </p>
      <form method="get" action={`${base.split("?")[0]}#reviews`} className="flex items-center gap-2 text-sm">
        {keptParams(base).map(([k, v], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a parameter name; the position keeps the keys apart
          <input key={`${k}${i}`} type="hidden" name={k} value={v} />
        ))}
        {query.stars.map((s) => (
          <input key={`s${s}`} type="hidden" name={REVIEW_PARAMS.stars} value={s} />
        ))}
        {query.languages.map((l) => (
          <input key={`l${l}`} type="hidden" name={REVIEW_PARAMS.language} value={l} />
        ))}
        <label htmlFor="reviews-sort" className="text-slate-600">
          {t("reviewList.sortLabel")}
        </label>
        <select
          id="reviews-sort"
          name={REVIEW_PARAMS.sort}
          value={query.sort}
          onChange={(e) => onSort(e.target.value as ReviewQuery["sort"])}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
          data-testid="review-sort"
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`reviewList.sort.${sort}`)}
            </option>
          ))}
        </select>
        {!hydrated && (
          <button type="submit" className={buttonClass("third", "!px-3 !py-1.5")}>
            {t("reviewList.apply")}
          </button>
        )}
      </form>
    </div>
  );
}
