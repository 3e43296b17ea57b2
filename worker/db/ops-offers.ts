// The console's reads for custom offers (/ops/offers): the requests with their latest offer, one request in full,
// and what the answer form offers to choose from (activities of the request's city, an activity's options, an
// option's departures with their seats left).
import type { Locale } from "../../shared/locales.ts";
import type { ActivityOption } from "../../shared/catalogue.ts";
import type {
  ActivityChoice,
  ConsoleRequest,
  ConsoleRequestRow,
  DepartureChoice,
  OfferStatus,
  PricedOfferStatus,
} from "../../shared/offer.ts";
import { loc, toOption, type ExtraRow, type OptionRow, type ParticipantRow } from "./rows.ts";
import { SEATS_LEFT } from "./availability.ts";
import { departureStartUtcSql } from "./rows.ts";
import { bookedIn } from "./priced-offers.ts";

type D1RequestListRow = {
  id: string;
  status: OfferStatus;
  title_en: string;
  title_ar: string;
  date_from: string;
  date_to: string;
  group_size: number;
  budget: number;
  budget_currency: string;
  first_name: string;
  last_name: string;
  email: string;
  locale: string;
  created_at: string;
  offer_status: PricedOfferStatus | null;
  offer_expires_at: string | null;
  offer_total: number | null;
  offer_currency: string | null;
  offer_order_id: string | null;
};

const LATEST_OFFER = "LEFT JOIN offers o ON o.id = (SELECT max(id) FROM offers WHERE request_id = r.id)";

/** The newest requests (at most `limit`), newest first, with their latest offer. */
export async function listRequestsForConsole(
  db: D1Database,
  locale: Locale,
  limit = 200,
): Promise<ConsoleRequestRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.status, a.title_en, a.title_ar, r.date_from, r.date_to, r.group_size, r.budget, r.budget_currency,
         r.first_name, r.last_name, r.email, r.locale, r.created_at,
         o.status AS offer_status, o.expires_at AS offer_expires_at, o.total AS offer_total, o.currency AS offer_currency,
         ${bookedIn("o")} AS offer_order_id
       FROM offer_requests r JOIN activities a ON a.id = r.activity_id ${LATEST_OFFER}
       ORDER BY r.created_at DESC, r.id LIMIT ?`,
    )
    .bind(limit)
    .all<D1RequestListRow>();
  return results.map((r) => ({
    id: r.id,
    status: r.status,
    activityTitle: loc(r, "title", locale),
    dateFrom: r.date_from,
    dateTo: r.date_to,
    groupSize: r.group_size,
    budget: r.budget,
    budgetCurrency: r.budget_currency,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    locale: r.locale === "ar" ? "ar" : "en",
    createdAt: r.created_at,
    latest:
      r.offer_status && r.offer_expires_at
        ? {
            status: r.offer_status,
            expiresAt: r.offer_expires_at,
            total: r.offer_total ?? 0,
            currency: r.offer_currency ?? r.budget_currency,
            orderId: r.offer_order_id ?? null,
          }
        : null,
  }));
}

type D1ConsoleRequest = {
  id: string;
  status: OfferStatus;
  activity_id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  city_slug: string;
  city_id: number;
  date_from: string;
  date_to: string;
  group_size: number;
  budget: number;
  budget_currency: string;
  message: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  phone: string;
  locale: string;
  user_id: string | null;
  decline_message: string | null;
  created_at: string;
  updated_at: string;
};

export async function consoleRequest(db: D1Database, id: string, locale: Locale): Promise<ConsoleRequest | null> {
  const r = await db
    .prepare(
      `SELECT r.*, a.slug, a.title_en, a.title_ar, c.slug AS city_slug, c.id AS city_id
       FROM offer_requests r JOIN activities a ON a.id = r.activity_id JOIN cities c ON c.id = a.city_id WHERE r.id = ?`,
    )
    .bind(id)
    .first<D1ConsoleRequest>();
  if (!r) return null;
  return {
    id: r.id,
    status: r.status,
    activityId: r.activity_id,
    activitySlug: r.slug,
    activityTitle: loc(r, "title", locale),
    citySlug: r.city_slug,
    cityId: r.city_id,
    dateFrom: r.date_from,
    dateTo: r.date_to,
    groupSize: r.group_size,
    budget: r.budget,
    budgetCurrency: r.budget_currency,
    message: r.message,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    country: r.country,
    phone: r.phone,
    locale: r.locale === "ar" ? "ar" : "en",
    userId: r.user_id ?? null,
    declineMessage: r.decline_message ?? null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Activities of a city, by title in `locale`: what an offer for a request there may be for. */
export async function activitiesInCity(db: D1Database, cityId: number, locale: Locale): Promise<ActivityChoice[]> {
  const { results } = await db
    .prepare("SELECT id, slug, title_en, title_ar FROM activities WHERE city_id = ? ORDER BY id")
    .bind(cityId)
    .all<{ id: number; slug: string; title_en: string; title_ar: string }>();
  return results.map((r) => ({ id: r.id, slug: r.slug, title: loc(r, "title", locale) }));
}

/** An activity's options with their traveller categories and extras, in `locale`. */
export async function activityOptions(db: D1Database, activityId: number, locale: Locale): Promise<ActivityOption[]> {
  const [options, participants, extras] = (await db.batch([
    db.prepare("SELECT * FROM options WHERE activity_id = ? ORDER BY position, id").bind(activityId),
    db
      .prepare(
        "SELECT * FROM option_participants WHERE option_id IN (SELECT id FROM options WHERE activity_id = ?) ORDER BY min_age DESC",
      )
      .bind(activityId),
    db
      .prepare(
        "SELECT * FROM option_extras WHERE option_id IN (SELECT id FROM options WHERE activity_id = ?) ORDER BY id",
      )
      .bind(activityId),
  ])) as [D1Result<OptionRow>, D1Result<ParticipantRow>, D1Result<ExtraRow>];
  return options.results.map((o) => toOption(o, participants.results, extras.results, locale));
}

/**
 * An option's departures from `from` to `to` (inclusive, YYYY-MM-DD) that have not started, with seats left now
 * (lapsed holds counted as free), at most `limit`.
 */
export async function optionDepartures(
  db: D1Database,
  optionId: number,
  range: { from: string; to: string },
  now: Date,
  limit = 120,
): Promise<DepartureChoice[]> {
  const { results } = await db
    .prepare(
      `SELECT av.id, av.date, av.start_time, av.price, ${SEATS_LEFT} AS seats_left FROM availability av
       WHERE av.option_id = ?2 AND av.date BETWEEN ?3 AND ?4 AND ${departureStartUtcSql("av.date", "av.start_time")} > datetime(?1)
       ORDER BY av.date, av.start_time LIMIT ?5`,
    )
    .bind(now.toISOString(), optionId, range.from, range.to, limit)
    .all<{ id: number; date: string; start_time: string; price: number; seats_left: number }>();
  return results.map((r) => ({
    id: r.id,
    date: r.date,
    startTime: r.start_time,
    price: r.price,
    seatsLeft: Math.max(0, r.seats_left),
  }));
}
