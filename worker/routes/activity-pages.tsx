// The experience page: /things-to-do-in-{city}/{product} (our layout) and /experiences/{product} (supplier layouts).
import type { Hono } from "hono";
import type { TFunction } from "i18next";
import { registerPage, translator as translatorFor } from "../render/page.tsx";
import { imageUrl } from "../../shared/image-url.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { parseWhen } from "../../shared/when.ts";
import { packDays } from "../../shared/day-columns.ts";
import { ActivityPage } from "../../client/pages/ActivityPage.tsx";
import { activityPath, categoryPath, cityPath } from "../../shared/paths.ts";
import { relatedActivitiesRead } from "../db/catalogue.ts";
import { activityDetailRead, activityRowRead, startTimesRead } from "../db/activity.ts";
import { reviewPageRead, parseReviewQuery } from "../db/review-list.ts";
import {
  availableDaysRead,
  departuresOnFirstAvailableDayRead,
  departuresOnRead,
  firstAvailableDateRead,
} from "../db/availability.ts";
import { briefly, known, readAll, readOne, type Read } from "../db/batch.ts";
import { FRESH_SECONDS } from "../middleware/edge-cache.ts";
import { activityJsonLd, breadcrumbJsonLd } from "../services/structured-data.ts";
import { BOOKING_WINDOW_DAYS } from "../services/booking-window.ts";
import type { AppEnv } from "../env.ts";
import { SLUG, brandOf, home, type C } from "./catalogue-route-parts.ts";
import { bookingDayQuery } from "./booking-day-query.ts";

/** How old the seats an experience page shows may be: no older than on a cached page still served as fresh. */
const SEATS_FRESH_MS = FRESH_SECONDS * 1000;

export function registerActivityPages(pages: Hono<AppEnv>): void {
  const detail = {
    load: async (c: C) => {
      const locale = c.get("locale");
      const slug = c.req.param("product")!;
      // A supplier's own site shows only that supplier's experiences: another supplier's is a 404 there.
      // Remembered until the catalogue changes, so usually no round trip (db/batch.ts).
      const row = await readOne(c.env.DB, activityRowRead(c.env.DB, slug, c.get("site").supplierId));
      if (!row) return null;
      const citySegment = c.req.param("segment");
      if (citySegment && citySegment !== `things-to-do-in-${row.city_slug}`) return null;
      const today = todayInGulf();
      const lastDay = addDays(today, BOOKING_WINDOW_DAYS);
      // ?date= opens the calendar on a chosen day (shareable), ?month= on a month with no day chosen (the calendar's
      // links without JavaScript); otherwise, or when they cannot be opened on (said why), on the first day with seats.
      const asked = bookingDayQuery({ date: c.req.query("date"), month: c.req.query("month") }, today, lastDay);
      const chosen = asked.date;
      const bookable = row.bookable === 1;
      const db = c.env.DB;
      // Departures and seats change without a bump: the page may show them as old as a cached page's, since the booking
      // widget reads the open day again once live and booking checks seats itself (docs/decisions/016-speed.md).
      const seats = <T,>(read: Read<T>, key: string) => briefly(read, `seats:${row.id}:${key}`, SEATS_FRESH_MS);
      // Everything else in one round trip (a stay's further nights need one more).
      const [detail, startTimes, reviews, related, days, first, departures] = await readAll(db, [
        activityDetailRead(db, row, locale),
        seats(startTimesRead(db, row.id), "start-times"),
        reviewPageRead(db, row.id, locale, parseReviewQuery(new URL(c.req.url).searchParams)),
        relatedActivitiesRead(db, locale, row.id, c.get("site").supplierId),
        bookable ? seats(availableDaysRead(db, row.id, today, lastDay), `days:${today}:${lastDay}`) : known([]),
        bookable ? seats(firstAvailableDateRead(db, row.id, today), `first:${today}`) : known(null),
        !bookable
          ? known([])
          : chosen
            ? seats(departuresOnRead(db, row.id, chosen), `on:${chosen}`)
            : asked.month
              ? known([])
              : seats(departuresOnFirstAvailableDayRead(db, row.id, today), `on-first:${today}`),
      ]);
      const activity = { ...detail, startTimes };
      // A month asked for opens with no day chosen: the traveller picks one of its days.
      const initialDate = first && (chosen ?? (asked.month ? null : first));
      const t = translatorFor(c);
      const layout = c.get("site").layoutType;
      const canonical = activityPath(locale, layout, activity.city.slug, activity.slug);
      const breadcrumbs = [
        home(c, t),
        { name: activity.city.name, href: cityPath(locale, activity.city.slug) },
        { name: activity.category.name, href: categoryPath(locale, activity.category.slug) },
        { name: activity.title, href: canonical },
      ];
      const origin = c.get("origin");
      return {
        activity,
        reviews,
        related,
        breadcrumbs,
        booking: {
          activityId: activity.id,
          locale,
          fx: c.get("fx"),
          options: activity.options,
          today,
          lastDay,
          firstAvailable: first,
          initialDate,
          initialMonth: asked.month,
          refusal: asked.refusal,
          initialDays: packDays(days),
          initialDepartures: departures,
          similarHref: categoryPath(locale, activity.category.slug),
          weekStartsOn: c.get("site").weekStartsOn,
          cancellation: activity.cancellation,
          timeZone: activity.timeZone,
          // The listing's party and stay (?date=…&to=…&guests=…) carried into the widget; only for the day it opens on.
          ...(() => {
            const when = chosen ? parseWhen(new URL(c.req.url).searchParams, today) : null;
            return {
              initialGuests: when && c.req.query("guests") ? when.guests : null,
              initialTo: when && when.to !== when.from ? when.to : null,
            };
          })(),
        },
        jsonLd: [
          activityJsonLd(activity, origin + canonical, origin, c.get("site").brand.name[locale]),
          breadcrumbJsonLd(breadcrumbs, origin),
        ],
        canonicalPath: activityPath("en", layout, activity.city.slug, activity.slug), // canonical paths carry no locale prefix
      };
    },
    head: (
      p: { activity: { title: string; summary: string; images: { key: string }[] }; canonicalPath: string },
      _t: TFunction,
      c: C,
    ) => ({
      title: `${p.activity.title} | ${brandOf(c)}`,
      description: p.activity.summary,
      canonicalPath: p.canonicalPath,
      ogType: "product" as const,
      image: p.activity.images[0]
        ? imageUrl(p.activity.images[0].key, { width: 1280, height: 640, fit: "cover", format: "jpeg" })
        : undefined,
    }),
    Component: ActivityPage,
  };
  registerPage(pages, `/:segment{things-to-do-in-${SLUG}}/:product{${SLUG}}`, detail);
  registerPage(pages, `/experiences/:product{${SLUG}}`, detail);
}
