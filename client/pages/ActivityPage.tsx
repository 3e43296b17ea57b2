// Experience detail: gallery, key facts and the price in the first screen, the option-selection island (a plain
// add-to-cart form until it hydrates) right after the overview on phones and in a sticky aside on wide screens, every
// section of the spec (the long ones fold away), reviews after the booking area, related experiences and, on phones,
// a sticky booking bar once the traveller has scrolled past the widget.
import { useTranslation } from "../i18n/use-translation.ts";
import type { ActivityCard, ActivityDetail } from "../../shared/catalogue.ts";
import type { ReviewPage } from "../../shared/reviews.ts";
import { usePageContext } from "../components/page-context.tsx";
import { localePath } from "../../shared/locales.ts";
import { Island } from "../components/Island.tsx";
import { Remembered } from "../components/Remembered.tsx";
import { ActivitySections } from "../components/catalogue/ActivitySections.tsx";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { Breadcrumbs, type Crumb } from "../components/catalogue/Breadcrumbs.tsx";
import { JsonLd } from "../components/catalogue/JsonLd.tsx";
import { FromPrice } from "../components/catalogue/Price.tsx";
import { Rating } from "../components/catalogue/Rating.tsx";
import BookingWidget, { type BookingWidgetProps } from "../islands/BookingWidget.tsx";
import { Gallery } from "../components/catalogue/Gallery.tsx";
import { PageSection } from "../components/catalogue/PageSection.tsx";
import { KeyFacts } from "../components/catalogue/KeyFacts.tsx";
import { PriceSummary } from "../components/catalogue/PriceSummary.tsx";
import { SaveAndShare } from "../components/catalogue/SaveAndShare.tsx";

export type ActivityPageProps = {
  activity: ActivityDetail;
  reviews: ReviewPage;
  related: ActivityCard[];
  breadcrumbs: Crumb[];
  booking: BookingWidgetProps;
  jsonLd: unknown[];
};

/** The title block and the gallery. */
function ActivityHeading({
  activity,
  breadcrumbs,
  jsonLd,
}: Pick<ActivityPageProps, "activity" | "breadcrumbs" | "jsonLd">) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-2xl font-extrabold leading-tight md:text-4xl">{activity.title}</h1>
      <SaveAndShare activity={activity} />
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Rating rating={activity.rating} count={activity.reviewCount} />
        <span className="text-slate-600">{activity.address}</span>
      </div>

      <Gallery images={activity.images} title={activity.title} />
    </>
  );
}

/** Key facts, the price and the overview: the first screen's column beside the booking area. */
function ActivityIntro({ activity }: Pick<ActivityPageProps, "activity">) {
  const { t } = useTranslation();
  return (
    <>
      <div className="pb-6 lg:pb-8">
        <KeyFacts activity={activity} />
        <PriceSummary fromPrice={activity.fromPrice} pricingUnit={activity.pricingUnit} target="booking" />
      </div>
      <PageSection id="overview" title={t("activity.overview")}>
        <p className="leading-relaxed">{activity.overview}</p>
      </PageSection>
    </>
  );
}

export function ActivityPage({ activity, reviews, related, breadcrumbs, booking, jsonLd }: ActivityPageProps) {
  const { t } = useTranslation();
  const { locale, routePath } = usePageContext();
  // Everything but the booking area depends on the experience, its reviews page, the page context and the language
  // alone, so it is sent as remembered markup (components/Remembered.tsx); the widget is an island, remembered by props.
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Remembered
        name="ActivityHeading"
        component={ActivityHeading}
        props={{ activity, breadcrumbs, jsonLd }}
        className="contents"
      />

      {/* Phones: one column in reading order (facts and price, overview, the widget, the long sections, reviews).
          Wide screens: the widget's aside spans both rows of the second column and sticks. One track exactly the
          page's width on phones: the sticky bar's full-bleed margins must not scroll sideways. */}
      <div className="mt-5 grid grid-cols-1 gap-x-10 lg:grid-cols-[1fr_380px]">
        <Remembered
          name="ActivityIntro"
          component={ActivityIntro}
          props={{ activity }}
          className="min-w-0 lg:col-start-1"
        />

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
          <Island
            name="BookingWidget"
            component={BookingWidget}
            props={{ ...booking, backHref: localePath(locale, routePath) }}
            when="visible"
          />
        </aside>

        <Remembered
          name="ActivitySections"
          component={ActivitySections}
          props={{ activity, reviews, bookable: Boolean(booking.firstAvailable) }}
          className="min-w-0 lg:col-start-1"
        />
      </div>

      {related.length > 0 && (
        <section className="related-later border-t border-black/10 py-10" aria-labelledby="related-title">
          <h2 id="related-title" className="text-2xl font-bold">
            {t("activity.related")}
          </h2>
          <Remembered
            name="Related"
            component={ActivityGrid}
            props={{ activities: related.slice(0, 4) }}
            className="mt-5"
          />
        </section>
      )}
    </div>
  );
}
