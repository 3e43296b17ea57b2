// The reviews' pages: previous, the first, the last and the current one with its neighbours (gaps as "…"), next.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReviewQuery } from "../../../shared/reviews.ts";
import { pageWindow } from "../../islands/review-browser/review-state.ts";
import type { ReviewLink } from "../../islands/review-browser/use-review-browser.ts";
import { buttonClass } from "../ui/Button.tsx";

type ReviewPageLinksProps = {
  query: ReviewQuery;
  pageCount: number;
  linkTo: (next: ReviewQuery, scroll: boolean) => ReviewLink;
};

export function ReviewPageLinks({ query, pageCount, linkTo }: ReviewPageLinksProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("reviewList.pages")}
      className="mt-8 flex flex-wrap items-center justify-between gap-3 text-sm"
      data-testid="review-pages"
    >
      {query.page > 1 ? (
        <a
          {...linkTo({ ...query, page: query.page - 1 }, true)}
          className={buttonClass("outlined", "!px-4 !py-2")}
          data-testid="review-page-previous"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ‹
          </span>
          {t("reviewList.previous")}
        </a>
      ) : (
        <span />
      )}
      <ol className="flex items-center gap-1">
        {pageWindow(query.page, pageCount).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the gaps in the page list have no identity but their place
            <li key={`gap${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={p}>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: linkTo spreads the href, so this is a link and aria-current applies */}
              <a
                {...linkTo({ ...query, page: p }, true)}
                aria-current={p === query.page ? "page" : undefined}
                aria-label={t("reviewList.page", { page: p })}
                className={`grid h-9 min-w-9 place-items-center rounded-lg px-2 tabular-nums ${p === query.page ? "bg-primary font-bold text-white" : "hover:bg-slate-100"}`}
              >
                {p}
              </a>
            </li>
          ),
        )}
      </ol>
      {query.page < pageCount ? (
        <a
          {...linkTo({ ...query, page: query.page + 1 }, true)}
          className={buttonClass("outlined", "!px-4 !py-2")}
          data-testid="review-page-next"
        >
          {t("reviewList.next")}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ›
          </span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
