// An experience's reviews: the average and its breakdown, the reviews themselves, and where to write one.
import { useTranslation } from "react-i18next";
import type { ActivityDetail, Review } from "../../lib/catalogue.ts";
import { usePageContext } from "../page-context.tsx";
import { LOCALE_INFO, localePath } from "../../lib/locales.ts";
import { Stars } from "./Rating.tsx";
import { formatDate, formatRating, languageName } from "../../lib/intl.ts";
import { ButtonLink } from "../ui/Button.tsx";

export type ReviewsSectionProps = { activity: Pick<ActivityDetail, "slug" | "rating" | "reviewCount" | "ratingBreakdown">; reviews: Review[] };

export function ReviewsSection({ activity, reviews }: ReviewsSectionProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const totalReviews = activity.reviewCount;
  return (
    <>
    {/* A static link (this page never reads the session): the review page signs in and checks the booking. */}
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{t("review.invite")}</p>
      <ButtonLink href={`${localePath(locale, "/reviews/new")}?activity=${encodeURIComponent(activity.slug)}`} variant="outlined" rel="nofollow" data-testid="write-review">
        {t("review.write")}
      </ButtonLink>
    </div>
    {totalReviews === 0 ? (
      <p className="text-slate-600">{t("catalogue.noReviewsYet")}</p>
    ) : (
      <div className="grid gap-8 md:grid-cols-[220px_1fr]">
        <div>
          <p className="text-5xl font-extrabold">{formatRating(activity.rating, locale)}</p>
          <Stars rating={activity.rating} size="text-lg" />
          <p className="text-sm text-slate-500">{t("activity.basedOn", { count: totalReviews })}</p>
          <ul className="mt-4 space-y-1 text-sm" data-testid="rating-breakdown">
            {([5, 4, 3, 2, 1] as const).map((stars) => {
              const n = activity.ratingBreakdown[stars];
              return (
                <li key={stars} className="flex items-center gap-2">
                  <span className="w-20 shrink-0 whitespace-nowrap">{t("activity.stars", { count: stars })}</span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                    <span className="block h-full bg-amber-500" style={{ width: `${Math.round((n / totalReviews) * 100)}%` }} />
                  </span>
                  <span className="w-6 text-end">{n}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <ul className="space-y-6">
          {reviews.map((review) => (
            <li key={review.id} data-testid="review">
              <Stars rating={review.rating} />
              {/* The review's own words follow its own language and direction; the line under them is the page's. */}
              <div lang={review.locale} dir={LOCALE_INFO[review.locale].dir} data-testid="review-text">
                <p className="mt-1 font-semibold">{review.title}</p>
                <p className="mt-1 text-slate-700">{review.body}</p>
              </div>
              <p className="mt-1 text-xs text-slate-500" data-testid="review-meta">
                <bdi>{review.author}</bdi> · <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
                {review.verified && (
                  <>
                    {" · "}
                    <span className="inline-flex items-center gap-0.5 font-semibold text-emerald-700" data-testid="verified-booking">
                      <span aria-hidden="true">✓</span>
                      {t("review.verified")}
                    </span>
                  </>
                )}
                {review.locale !== locale && <> · {t("activity.writtenIn", { language: languageName(review.locale, locale) })}</>}
              </p>
            </li>
          ))}
        </ul>
      </div>
    )}
    </>
  );
}
