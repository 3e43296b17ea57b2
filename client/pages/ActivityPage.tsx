// Experience detail: gallery, key facts and the price in the first screen, the option-selection island (a plain
// add-to-cart form until it hydrates) right after the overview on phones and in a sticky aside on wide screens, every
// section of the spec (the long ones fold away), reviews after the booking area, related experiences and, on phones,
// a sticky booking bar once the traveller has scrolled past the widget.
import { useTranslation } from "../i18n/use-translation.ts";
import type { ActivityCard, ActivityDetail } from "../lib/catalogue.ts";
import type { ReviewPage } from "../lib/reviews.ts";
import { cancellationLines } from "../lib/cancellation.ts";
import { usePageContext } from "../components/page-context.tsx";
import { localePath } from "../lib/locales.ts";
import { Island } from "../components/Island.tsx";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { Breadcrumbs, type Crumb } from "../components/catalogue/Breadcrumbs.tsx";
import { JsonLd } from "../components/catalogue/JsonLd.tsx";
import { FromPrice } from "../components/catalogue/Price.tsx";
import { Rating } from "../components/catalogue/Rating.tsx";
import { formatDuration } from "../components/catalogue/format.ts";
import BookingWidget, { type BookingWidgetProps } from "../islands/BookingWidget.tsx";
import { StickyBookingBar } from "../components/catalogue/StickyBookingBar.tsx";
import { OfferForm } from "../components/catalogue/OfferForm.tsx";
import { Gallery } from "../components/catalogue/Gallery.tsx";
import { PageSection } from "../components/catalogue/PageSection.tsx";
import { KeyFacts } from "../components/catalogue/KeyFacts.tsx";
import { PriceSummary } from "../components/catalogue/PriceSummary.tsx";
import { OptionDetails } from "../components/catalogue/OptionDetails.tsx";
import { MeetingPoint } from "../components/catalogue/MeetingPoint.tsx";
import { ReviewsSection } from "../components/catalogue/ReviewsSection.tsx";
import { SaveAndShare } from "../components/catalogue/SaveAndShare.tsx";

export type ActivityPageProps = {
  activity: ActivityDetail;
  reviews: ReviewPage;
  related: ActivityCard[];
  breadcrumbs: Crumb[];
  booking: BookingWidgetProps;
  jsonLd: unknown[];
};

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

export function ActivityPage({ activity, reviews, related, breadcrumbs, booking, jsonLd }: ActivityPageProps) {
  const { t } = useTranslation();
  const { locale, routePath } = usePageContext();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd data={jsonLd} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-2xl font-extrabold leading-tight md:text-4xl">{activity.title}</h1>
      <SaveAndShare activity={activity} />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Rating rating={activity.rating} count={activity.reviewCount} />
        <span className="text-slate-600">{activity.address}</span>
      </div>

      <Gallery images={activity.images} title={activity.title} />

      {/* Phones: one column in reading order (facts and price, overview, the widget, the long sections, reviews).
          Wide screens: the widget's aside spans both rows of the second column and sticks. One track exactly the
          page's width on phones: the sticky bar's full-bleed margins must not scroll sideways. */}
      <div className="mt-5 grid grid-cols-1 gap-x-10 lg:grid-cols-[1fr_380px]">
        <div className="min-w-0 lg:col-start-1">
          <div className="pb-6 lg:pb-8">
            <KeyFacts activity={activity} />
            <PriceSummary fromPrice={activity.fromPrice} pricingUnit={activity.pricingUnit} target="booking" />
          </div>
          <PageSection id="overview" title={t("activity.overview")}>
            <p className="leading-relaxed">{activity.overview}</p>
          </PageSection>
        </div>

        {/* Focusable so "Check availability" (#booking) moves focus here, before and after JavaScript. */}
        <aside
          id="booking"
          tabIndex={-1}
          className="min-w-0 scroll-mt-4 pb-8 outline-none lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start lg:pb-0"
          aria-label={t("booking.selectDate")}
        >
          <p className="mb-3 hidden text-sm text-slate-600 lg:block">
            <FromPrice amount={activity.fromPrice} unit={activity.pricingUnit} size="text-2xl" unitClassName="" />
          </p>
          <Island name="BookingWidget" component={BookingWidget} props={{ ...booking, backHref: localePath(locale, routePath) }} when="visible" />
        </aside>

        <div className="min-w-0 lg:col-start-1">
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
                <li key={i} className="relative">
                  <span aria-hidden="true" className="absolute -start-[33px] top-0.5 grid h-5 w-5 place-items-center rounded-full bg-primary text-xs text-white">
                    {i + 1}
                  </span>
                  <p className="font-semibold">
                    {step.title} <span className="text-sm font-normal text-slate-500">· {formatDuration(step.durationMinutes, t)}</span>
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
          <PageSection id="location" title={t("activity.location")}>
            <MeetingPoint activity={activity} />
          </PageSection>
          <PageSection id="reviews" title={t("activity.reviews")}>
            <ReviewsSection activity={activity} reviews={reviews} />
          </PageSection>
          <section id="custom-offer" aria-labelledby="custom-offer-title" className="border-t border-black/10 py-8" data-testid="section-custom-offer">
            <details className="group rounded-2xl border border-black/10 p-4 sm:p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
                <span>
                  <span id="custom-offer-title" className="block text-xl font-bold">
                    {t("offer.heading")}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{t("offer.teaser")}</span>
                </span>
                <span aria-hidden="true" className="text-2xl text-primary transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <div className="mt-5">
                <OfferForm activitySlug={activity.slug} action={localePath(locale, "/offers")} />
              </div>
            </details>
          </section>
          {/* Last in the column after the widget: it shows once the traveller has scrolled past the widget, and comes
              to rest in its own place at the end (never over the widget, the last section or the footer). */}
          {booking.firstAvailable && <StickyBookingBar fromPrice={activity.fromPrice} pricingUnit={activity.pricingUnit} target="booking" />}
        </div>
      </div>

      {related.length > 0 && (
        <section className="border-t border-black/10 py-10" aria-labelledby="related-title">
          <h2 id="related-title" className="text-2xl font-bold">
            {t("activity.related")}
          </h2>
          <div className="mt-5">
            <ActivityGrid activities={related.slice(0, 4)} />
          </div>
        </section>
      )}
    </div>
  );
}
