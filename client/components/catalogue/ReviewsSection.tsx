// An experience's reviews: the browsing island (average, breakdown filters, sort, list, pages) and where to write one.
import type { ActivityDetail } from "../../../shared/catalogue.ts";
import type { ReviewPage } from "../../../shared/reviews.ts";
import { usePageContext } from "../page-context.tsx";
import { localePath } from "../../../shared/locales.ts";
import { Island } from "../Island.tsx";
import ReviewBrowser, { browserReviewProps } from "../../islands/ReviewBrowser.tsx";

export type ReviewsSectionProps = {
  activity: Pick<ActivityDetail, "slug" | "rating" | "reviewCount">;
  reviews: ReviewPage;
};

export function ReviewsSection({ activity, reviews }: ReviewsSectionProps) {
  const { locale, routePath, search } = usePageContext();
  const props = {
    locale,
    activitySlug: activity.slug,
    base: localePath(locale, routePath) + search,
    rating: activity.rating,
    reviewCount: activity.reviewCount,
    writeHref: `${localePath(locale, "/reviews/new")}?activity=${encodeURIComponent(activity.slug)}`,
    initial: reviews,
  };
  return (
    <Island
      name="ReviewBrowser"
      component={ReviewBrowser}
      props={props}
      browserProps={browserReviewProps(props)}
      when="interaction"
    />
  );
}
