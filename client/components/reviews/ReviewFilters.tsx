// The reviews' average and their breakdown by stars, whose rows filter, then language chips and "clear filters".
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Locale } from "../../../shared/locales.ts";
import { REVIEW_LANGUAGES, STAR_VALUES, toggled, type ReviewQuery } from "../../../shared/reviews.ts";
import { formatRating, languageName } from "../../../shared/intl.ts";
import { starShare, type ReviewPageInPage } from "../../islands/review-browser/review-state.ts";
import type { ReviewLink } from "../../islands/review-browser/use-review-browser.ts";
import { Stars, ratingSentence } from "../catalogue/Rating.tsx";

type ReviewFiltersProps = {
  data: ReviewPageInPage;
  rating: number;
  reviewCount: number;
  locale: Locale;
  linkTo: (next: ReviewQuery) => ReviewLink;
};

export function ReviewFilters({ data, rating, reviewCount, locale, linkTo }: ReviewFiltersProps) {
  const { t } = useTranslation();
  const { query } = data;
  const filtered = query.stars.length > 0 || query.languages.length > 0;
  return (
    <div>
      {/* Read as one sentence ("4.5 out of 5 stars, 21 reviews"); the number, stars and count are for the eye. */}
      <p className="sr-only">{ratingSentence(t, locale, rating, reviewCount)}</p>
      <p aria-hidden="true" className="text-5xl font-extrabold">
        {formatRating(rating, locale)}
      </p>
      <Stars rating={rating} size="text-lg" />
      <p aria-hidden="true" className="text-sm text-slate-500">
        {t("activity.basedOn", { count: reviewCount })}
      </p>
      <h3 className="mt-5 text-sm font-semibold">{t("reviewList.filterStars")}</h3>
      <ul className="mt-2 space-y-1 text-sm" data-testid="rating-breakdown">
        {STAR_VALUES.map((stars) => {
          const active = query.stars.includes(stars);
          return (
            <li key={stars}>
              <a
                {...linkTo({ ...query, page: 1, stars: toggled(query.stars, stars) })}
                aria-current={active ? "true" : undefined}
                data-testid={`filter-stars-${stars}`}
                className={`flex items-center gap-2 rounded-md px-1.5 py-1 hover:bg-slate-100 ${active ? "bg-amber-50 font-semibold ring-1 ring-amber-400" : ""}`}
              >
                <span className="w-20 shrink-0 whitespace-nowrap">{t("activity.stars", { count: stars })}</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                  <span
                    className="block h-full bg-amber-500"
                    style={{ width: `${starShare(data.starCounts, stars)}%` }}
                  />
                </span>
                <span className="w-6 text-end">{data.starCounts[stars]}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-5 text-sm font-semibold">{t("reviewList.filterLanguage")}</h3>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {REVIEW_LANGUAGES.map((language) => {
          const active = query.languages.includes(language);
          return (
            <li key={language}>
              <a
                {...linkTo({ ...query, page: 1, languages: toggled(query.languages, language) })}
                aria-current={active ? "true" : undefined}
                data-testid={`filter-language-${language}`}
                className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 ${active ? "border-primary bg-primary text-white" : "border-slate-300 hover:border-primary"}`}
              >
                {languageName(language, locale)}{" "}
                <span className="tabular-nums opacity-80">({data.languageCounts[language]})</span>
              </a>
            </li>
          );
        })}
      </ul>
      {filtered && (
        <a
          {...linkTo({ ...query, page: 1, stars: [], languages: [] })}
          className="mt-3 inline-block text-sm font-semibold text-primary underline"
          data-testid="clear-review-filters"
        >
          {t("reviewList.clearFilters")}
        </a>
      )}
    </div>
  );
}
