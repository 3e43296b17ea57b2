// The long sections of an experience page after the booking area: highlights, options, what is included, the
// itinerary, the cancellation policy, practical notes, the meeting point, reviews and the way to a custom offer. They
// depend on the experience, its reviews page and the language alone, so the page sends them as remembered markup.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityDetail } from "../../../shared/catalogue.ts";
import type { ReviewPage } from "../../../shared/reviews.ts";
import { cancellationLines } from "../../../shared/cancellation.ts";
import { localePath } from "../../../shared/locales.ts";
import { usePageContext } from "../page-context.tsx";
import { formatDuration } from "./format.ts";
import { StickyBookingBar } from "./StickyBookingBar.tsx";
import { ButtonLink } from "../ui/Button.tsx";
import { PageSection } from "./PageSection.tsx";
import { OptionDetails } from "./OptionDetails.tsx";
import { MeetingPoint } from "./MeetingPoint.tsx";
import { ReviewsSection } from "./ReviewsSection.tsx";

export type ActivitySectionsProps = { activity: ActivityDetail; reviews: ReviewPage; bookable: boolean };

function Bullets({ items, mark = "•" }: { items: string[]; mark?: string }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-primary">
            {mark}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function ActivitySections({ activity, reviews, bookable }: ActivitySectionsProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <>
      <PageSection id="highlights" title={t("activity.highlights")}>
        <Bullets items={activity.highlights} mark="★" />
      </PageSection>
      <PageSection id="options" title={t("experience.options")} collapsible>
        <OptionDetails activity={activity} />
      </PageSection>
      <PageSection id="includes" title={t("activity.includes")} collapsible>
        <div className="grid gap-6 sm:grid-cols-2">
          <Bullets items={activity.includes} mark="✓" />
          {activity.excludes.length > 0 && (
            <div>
              <h3 className="mb-2 font-semibold">{t("activity.notIncluded")}</h3>
              <Bullets items={activity.excludes} mark="✗" />
            </div>
          )}
        </div>
      </PageSection>
      <PageSection id="itinerary" title={t("activity.itinerary")} collapsible>
        <ol className="relative space-y-5 border-s-2 border-primary/30 ps-6">
          {activity.itinerary.map((step, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the itinerary is fixed for the page; its order is its identity
            <li key={i} className="relative">
              <span aria-hidden="true" className="step-number">
                {i + 1}
              </span>
              <p className="font-semibold">
                {step.title}{" "}
                <span className="text-sm font-normal text-slate-500">· {formatDuration(step.durationMinutes, t)}</span>
              </p>
              <p className="mt-1 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="cancellation-policy" title={t("activity.cancellationPolicy")} collapsible>
        <Bullets items={cancellationLines(activity.cancellation, t)} />
      </PageSection>
      <PageSection id="know-before-you-go" title={t("activity.knowBefore")} collapsible>
        <Bullets items={activity.knowBefore} />
      </PageSection>
      <PageSection id="what-to-bring" title={t("activity.whatToBring")} collapsible>
        <Bullets items={activity.whatToBring} />
      </PageSection>
      <PageSection id="location" title={t("activity.location")} deferred="location-later">
        <MeetingPoint activity={activity} />
      </PageSection>
      <PageSection id="reviews" title={t("activity.reviews")} deferred="reviews-later">
        <ReviewsSection activity={activity} reviews={reviews} />
      </PageSection>
      {/* A link, not the form: the form is personal (it starts from a signed-in traveller's details) and would weigh
          a sixth of this cached page (docs/decisions/016-speed.md). */}
      <PageSection id="custom-offer" title={t("offer.heading")}>
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-black/10 p-4 sm:p-5">
          <p className="min-w-0 flex-1 basis-64 text-slate-700">{t("offer.teaser")}</p>
          {/* nofollow like the review link: the form is a personal, noindex page. */}
          <ButtonLink
            variant="outlined"
            className="shrink-0"
            href={`${localePath(locale, "/offers/new")}?activity=${encodeURIComponent(activity.slug)}`}
            rel="nofollow"
            data-testid="custom-offer-link"
          >
            {t("offer.start")}
          </ButtonLink>
        </div>
      </PageSection>
      {/* Last in the column after the widget: it shows once the traveller has scrolled past the widget, and comes
          to rest in its own place at the end (never over the widget, the last section or the footer). */}
      {bookable && (
        <StickyBookingBar fromPrice={activity.fromPrice} pricingUnit={activity.pricingUnit} target="booking" />
      )}
    </>
  );
}
