// Star rating with its number and review count.
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../page-context.tsx";
import { formatRating } from "../../../shared/intl.ts";

export function Stars({ rating, size = "text-sm" }: { rating: number; size?: string }) {
  const full = Math.round(rating);
  return (
    <span aria-hidden="true" className={`stars ${size}`}>
      {"★".repeat(full)}
      <span className="stars-off">{"★".repeat(5 - full)}</span>
    </span>
  );
}

export function Rating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  if (!count) return <span className="text-sm text-slate-500">{t("catalogue.noReviewsYet")}</span>;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: issue 34 (accessibility) gives ratings a role and a spoken sentence
    <span className="rating" aria-label={t("catalogue.ratingLabel", { rating: formatRating(rating, locale), count })}>
      <Stars rating={rating} />
      <span className="font-semibold">{formatRating(rating, locale)}</span>
      <span className="text-slate-500">{`(${count})`}</span>
    </span>
  );
}
