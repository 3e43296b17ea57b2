// A page of reviews: each one's stars, its own words in its own language and direction, then who wrote it, when,
// whether the booking is verified, and the language it is written in when not the page's.
import { useTranslation } from "../../i18n/use-translation.ts";
import { LOCALE_INFO, type Locale } from "../../../shared/locales.ts";
import type { ListedReview } from "../../../shared/reviews.ts";
import { formatDate, languageName } from "../../../shared/intl.ts";
import { Stars } from "../catalogue/Rating.tsx";

export function ReviewList({ reviews, locale }: { reviews: ListedReview[]; locale: Locale }) {
  const { t } = useTranslation();
  if (reviews.length === 0) {
    return (
      <p className="mt-6 text-slate-600" data-testid="review-no-match">
        {t("reviewList.noMatch")}
      </p>
    );
  }
  return (
    <ul className="mt-4 space-y-6" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} data-testid="review">
          <article data-review-id={review.id} data-rating={review.rating} data-locale={review.locale}>
            <span role="img" aria-label={t("reviewList.rated", { rating: review.rating })}>
              <Stars rating={review.rating} />
            </span>
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
                  <span
                    className="inline-flex items-center gap-0.5 font-semibold text-emerald-700"
                    data-testid="verified-booking"
                  >
                    <span aria-hidden="true">✓</span>
                    {t("review.verified")}
                  </span>
                </>
              )}
              {review.locale !== locale && (
                <> · {t("activity.writtenIn", { language: languageName(review.locale, locale) })}</>
              )}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
