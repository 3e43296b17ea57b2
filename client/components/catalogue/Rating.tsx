// Star rating with its number and review count, read as one sentence in the page's language ("4.5 out of 5 stars,
// 21 reviews"): the stars, number and count are for the eye only, the sentence beside them for screen readers.
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../page-context.tsx";
import { formatRating } from "../../../shared/intl.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { TFunction } from "i18next";

export function Stars({ rating, size = "text-sm" }: { rating: number; size?: string }) {
  const full = Math.round(rating);
  return (
    <span aria-hidden="true" className={`stars ${size}`}>
      {"★".repeat(full)}
      <span className="stars-off">{"★".repeat(5 - full)}</span>
    </span>
  );
}

/** "4.5 out of 5 stars, 21 reviews" / "4.5 من 5 نجوم، 21 تقييمًا": the rating in the locale's digits, the count's plural. */
export function ratingSentence(t: TFunction, locale: Locale, rating: number, count: number): string {
  return t("catalogue.ratingSentence", { rating: formatRating(rating, locale), count });
}

export function Rating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  if (!count) return <span className="text-sm text-slate-500">{t("catalogue.noReviewsYet")}</span>;
  return (
    <span className="rating" data-testid="rating">
      <Stars rating={rating} />
      <span aria-hidden="true" className="font-semibold">
        {formatRating(rating, locale)}
      </span>
      <span aria-hidden="true" className="text-slate-500">{`(${count})`}</span>
      <span className="sr-only">{ratingSentence(t, locale, rating, count)}</span>
    </span>
  );
}
