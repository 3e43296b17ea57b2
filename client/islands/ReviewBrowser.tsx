// An experience's reviews to browse: the average and a breakdown whose star rows filter, language chips, a sort, the
// list and its pages. Server-rendered as plain GET links and a form (they work before JavaScript); once hydrated it
// updates in place from the reviews endpoint and keeps the address in step. Signed in, it asks whether the traveller
// may review this experience and, if so, invites them. Its state is a reducer (review-browser/review-state.ts); its
// parts are in components/reviews.
import { useTranslation } from "../i18n/use-translation.ts";
import type { Locale } from "../../shared/locales.ts";
import { KeptMarkup } from "../components/KeptMarkup.tsx";
import { ReviewInvite } from "../components/reviews/ReviewInvite.tsx";
import { ReviewFilters } from "../components/reviews/ReviewFilters.tsx";
import { ReviewSortForm } from "../components/reviews/ReviewSortForm.tsx";
import { ReviewList } from "../components/reviews/ReviewList.tsx";
import { ReviewPageLinks } from "../components/reviews/ReviewPageLinks.tsx";
import type { ReviewPageInPage } from "./review-browser/review-state.ts";
import { useReviewBrowser } from "./review-browser/use-review-browser.ts";
import { useEnhanced } from "./use-enhanced.ts";

export type { ReviewPageInPage };

export type ReviewBrowserProps = {
  locale: Locale;
  activitySlug: string;
  /** The experience page's path (with its locale prefix) and query as served: links keep its other parameters. */
  base: string;
  rating: number;
  reviewCount: number;
  writeHref: string;
  initial: ReviewPageInPage;
};

/** The props the browser hydrates with: the reviews (most of the island's data) stay in the markup only. */
export const browserReviewProps = (props: ReviewBrowserProps): ReviewBrowserProps => ({
  ...props,
  initial: { ...props.initial, reviews: null },
});

export default function ReviewBrowser({
  locale,
  activitySlug,
  base,
  rating,
  reviewCount,
  writeHref,
  initial,
}: ReviewBrowserProps) {
  const { t } = useTranslation();
  const hydrated = useEnhanced();
  const { data, busy, failed, eligibility, listTop, show, linkTo } = useReviewBrowser(initial, activitySlug, base);
  const { query } = data;

  return (
    <div data-testid="review-browser" data-hydrated={hydrated ? "true" : undefined} aria-busy={busy}>
      <ReviewInvite eligibility={eligibility} writeHref={writeHref} />

      {reviewCount === 0 ? (
        <p className="text-slate-600">{t("catalogue.noReviewsYet")}</p>
      ) : (
        <div className="grid gap-8 md:grid-cols-[240px_1fr]">
          <ReviewFilters data={data} rating={rating} reviewCount={reviewCount} locale={locale} linkTo={linkTo} />

          <div ref={listTop} className="scroll-mt-4 min-w-0">
            <ReviewSortForm
              data={data}
              base={base}
              busy={busy}
              hydrated={hydrated}
              onSort={(sort) => void show({ ...query, page: 1, sort }, false)}
            />
            {failed && (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {t("reviewList.loadError")}
              </p>
            )}
            <KeptMarkup id="review-list-area" className={busy ? "opacity-50 transition-opacity" : "transition-opacity"}>
              {data.reviews === null ? null : <ReviewList reviews={data.reviews} locale={locale} />}
            </KeptMarkup>
            {data.pageCount > 1 && <ReviewPageLinks query={query} pageCount={data.pageCount} linkTo={linkTo} />}
          </div>
        </div>
      )}
    </div>
  );
}
