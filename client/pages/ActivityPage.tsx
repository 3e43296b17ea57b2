// Experience detail: gallery, facts, every section of the spec, reviews with a breakdown, related experiences,
// the option-selection island (a plain add-to-cart form until it hydrates) and, on phones, a sticky booking bar.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ActivityCard, ActivityDetail, Review } from "../lib/catalogue.ts";
import { cancellationLines } from "../lib/cancellation.ts";
import { usePageContext } from "../components/page-context.tsx";
import { localePath } from "../lib/locales.ts";
import { Island } from "../components/Island.tsx";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { Breadcrumbs, type Crumb } from "../components/catalogue/Breadcrumbs.tsx";
import { JsonLd } from "../components/catalogue/JsonLd.tsx";
import { Price } from "../components/catalogue/Price.tsx";
import { Rating } from "../components/catalogue/Rating.tsx";
import { formatDuration } from "../components/catalogue/format.ts";
import { formatList, languageName } from "../lib/intl.ts";
import BookingWidget, { type BookingWidgetProps } from "../islands/BookingWidget.tsx";
import { StickyBookingBar } from "../components/catalogue/StickyBookingBar.tsx";
import { OfferForm } from "../components/catalogue/OfferForm.tsx";
import { Gallery } from "../components/catalogue/Gallery.tsx";
import { ReviewsSection } from "../components/catalogue/ReviewsSection.tsx";

export type ActivityPageProps = {
  activity: ActivityDetail;
  reviews: Review[];
  related: ActivityCard[];
  breadcrumbs: Crumb[];
  booking: BookingWidgetProps;
  jsonLd: unknown[];
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-black/10 py-8" data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

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
  const mapHref = `https://www.google.com/maps/search/?api=1&query=${activity.latitude},${activity.longitude}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd data={jsonLd} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-2xl font-extrabold leading-tight md:text-4xl">{activity.title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Rating rating={activity.rating} count={activity.reviewCount} />
        <span className="text-slate-600">{activity.address}</span>
      </div>

      <Gallery images={activity.images} title={activity.title} />

      {/* One track exactly the page's width on phones: the sticky bar's full-bleed margins must not scroll sideways. */}
      <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[1fr_380px]">
        <div>
          <ul className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" data-testid="facts">
            <li className="rounded-xl bg-slate-50 p-3">
              <span className="block text-slate-500">{t("activity.duration")}</span>
              <strong>{formatDuration(activity.durationMinutes, t)}</strong>
            </li>
            <li className="rounded-xl bg-slate-50 p-3">
              <span className="block text-slate-500">{t("activity.confirmation")}</span>
              <strong>{t(`activity.confirmationKind.${activity.confirmation}`)}</strong>
            </li>
            <li className="rounded-xl bg-slate-50 p-3">
              <span className="block text-slate-500">{t("activity.languages")}</span>
              <strong>{formatList(activity.languages.map((code) => languageName(code, locale)), locale)}</strong>
            </li>
            <li className="rounded-xl bg-slate-50 p-3">
              <span className="block text-slate-500">{t("activity.ages")}</span>
              <strong>{activity.minAge ? t("activity.minAge", { count: activity.minAge }) : t("activity.allAges")}</strong>
            </li>
            <li className="rounded-xl bg-slate-50 p-3 sm:col-span-2">
              <span className="block text-slate-500">{t("activity.cancellation")}</span>
              <strong>{cancellationLines(activity.cancellation, t)[0]}</strong>
            </li>
          </ul>

          <Section id="overview" title={t("activity.overview")}>
            <p className="leading-relaxed">{activity.overview}</p>
          </Section>
          <Section id="highlights" title={t("activity.highlights")}>
            <Bullets items={activity.highlights} mark="★" />
          </Section>
          <Section id="includes" title={t("activity.includes")}>
            <div className="grid gap-6 sm:grid-cols-2">
              <Bullets items={activity.includes} mark="✓" />
              {activity.excludes.length > 0 && (
                <div>
                  <h3 className="mb-2 font-semibold">{t("activity.notIncluded")}</h3>
                  <Bullets items={activity.excludes} mark="✗" />
                </div>
              )}
            </div>
          </Section>
          <Section id="itinerary" title={t("activity.itinerary")}>
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
          </Section>
          <Section id="cancellation-policy" title={t("activity.cancellationPolicy")}>
            <Bullets items={cancellationLines(activity.cancellation, t)} />
          </Section>
          <Section id="know-before-you-go" title={t("activity.knowBefore")}>
            <Bullets items={activity.knowBefore} />
          </Section>
          <Section id="what-to-bring" title={t("activity.whatToBring")}>
            <Bullets items={activity.whatToBring} />
          </Section>
          <Section id="location" title={t("activity.location")}>
            <p>{activity.address}</p>
            <p className="mt-1 text-sm text-slate-500">
              <bdi dir="ltr" data-testid="coordinates">
                {`${activity.latitude.toFixed(4)}, ${activity.longitude.toFixed(4)}`}
              </bdi>
            </p>
            <a href={mapHref} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex font-semibold text-primary underline" data-testid="show-on-map">
              {t("activity.showOnMap")}
            </a>
          </Section>
          <Section id="reviews" title={t("activity.reviews")}>
            <ReviewsSection activity={activity} reviews={reviews} />
          </Section>
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
          {/* Last in the column the widget follows on phones: it stops short of the widget instead of covering it. */}
          {booking.firstAvailable && <StickyBookingBar fromPrice={activity.fromPrice} pricingUnit={activity.pricingUnit} target="booking" />}
        </div>

        <aside id="booking" className="scroll-mt-4 lg:sticky lg:top-4 lg:self-start" aria-label={t("booking.selectDate")}>
          <p className="mb-3 text-sm text-slate-600">
            {t("catalogue.from")} <Price amount={activity.fromPrice} className="text-2xl font-extrabold text-slate-900" />{" "}
            {t(`catalogue.unit.${activity.pricingUnit}`)}
          </p>
          <Island name="BookingWidget" component={BookingWidget} props={{ ...booking, backHref: localePath(locale, routePath) }} when="visible" />
        </aside>
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
