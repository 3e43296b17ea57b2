// Custom offer requests: one request for its page, the account page's list, and the insert of a new one.
import type { OfferStatus, OfferView } from "../../shared/offer.ts";
import { offersOfRequests, travellerOfferView } from "./priced-offers.ts";
import type { Locale } from "../../shared/locales.ts";
import { activityPath } from "../../shared/paths.ts";
import type { LayoutType } from "../../shared/site-config.ts";

type Row = {
  id: string;
  status: OfferStatus;
  date_from: string;
  date_to: string;
  group_size: number;
  budget: number;
  budget_currency: string;
  created_at: string;
  decline_message: string | null;
  title: string;
  slug: string;
  city_slug: string;
};

/**
 * A traveller's requests, newest first, with the activity's title in `locale`, its link on the site's layout and the
 * latest priced offer: the account's own, and those made as a guest with its (verified) email not claimed yet.
 */
export async function listOffersForUser(
  db: D1Database,
  userId: string,
  locale: Locale,
  layout: LayoutType,
  email: string | null = null,
): Promise<OfferView[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.status, o.date_from, o.date_to, o.group_size, o.budget, o.budget_currency, o.created_at, o.decline_message,
              ${locale === "ar" ? "a.title_ar" : "a.title_en"} AS title, a.slug, c.slug AS city_slug
       FROM offer_requests o JOIN activities a ON a.id = o.activity_id JOIN cities c ON c.id = a.city_id
       WHERE o.user_id = ?1 OR (o.user_id IS NULL AND ?2 IS NOT NULL AND o.email = lower(?2)) ORDER BY o.created_at DESC, o.id`,
    )
    .bind(userId, email)
    .all<Row>();
  const offers = await offersOfRequests(
    db,
    results.map((r) => r.id),
    locale,
  );
  const latest = new Map(offers.map((offer) => [offer.requestId, travellerOfferView(offer)]));
  return results.map((r) => ({
    id: r.id,
    status: r.status,
    activityTitle: r.title,
    activityHref: activityPath(locale, layout, r.city_slug, r.slug),
    dateFrom: r.date_from,
    dateTo: r.date_to,
    groupSize: r.group_size,
    budget: r.budget,
    budgetCurrency: r.budget_currency,
    createdAt: r.created_at,
    offer: latest.get(r.id) ?? null,
    declineMessage: r.decline_message ?? null,
  }));
}

/** A request as its page shows it, with who owns it (to let the owner in without the key). */
export type OfferDetail = OfferView & {
  message: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userId: string | null;
};

export async function loadOffer(
  db: D1Database,
  id: string,
  locale: Locale,
  layout: LayoutType,
): Promise<OfferDetail | null> {
  const r = await db
    .prepare(
      `SELECT o.*, a.title_en, a.title_ar, a.slug, c.slug AS city_slug
       FROM offer_requests o JOIN activities a ON a.id = o.activity_id JOIN cities c ON c.id = a.city_id WHERE o.id = ?`,
    )
    .bind(id)
    .first<OfferDetailRow>();
  if (!r) return null;
  const offers = await offersOfRequests(db, [id], locale);
  const latest = offers.at(-1);
  return { ...reshapeOfferDetail(r, locale, layout), offer: latest ? travellerOfferView(latest) : null };
}

/** An offer_requests row with its activity's titles and slugs. */
type OfferDetailRow = Omit<Row, "title"> & {
  message: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  user_id: string | null;
  title_en: string;
  title_ar: string;
};

const reshapeOfferDetail = (r: OfferDetailRow, locale: Locale, layout: LayoutType): OfferDetail => ({
  id: r.id,
  status: r.status,
  activityTitle: locale === "ar" ? r.title_ar : r.title_en,
  activityHref: activityPath(locale, layout, r.city_slug, r.slug),
  dateFrom: r.date_from,
  dateTo: r.date_to,
  groupSize: r.group_size,
  budget: r.budget,
  budgetCurrency: r.budget_currency,
  createdAt: r.created_at,
  offer: null,
  declineMessage: r.decline_message ?? null,
  message: r.message,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  userId: r.user_id || null,
});

export type NewOfferRequest = {
  id: string;
  activityId: number;
  userId: string | null;
  dateFrom: string;
  dateTo: string;
  groupSize: number;
  /** Minor units of `currency`. */
  budget: number;
  currency: string;
  message: string;
  contact: { firstName: string; lastName: string; email: string; country: string; phone: string };
  locale: Locale;
};

/** Stores a request as received (its email lower case, so an account of that address can claim it later). */
export function insertOfferRequest(db: D1Database, offer: NewOfferRequest, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  const { contact } = offer;
  return db
    .prepare(
      `INSERT INTO offer_requests (id, activity_id, user_id, status, date_from, date_to, group_size, budget, budget_currency, message,
         first_name, last_name, email, country, phone, locale, created_at, updated_at)
       VALUES (?, ?, ?, 'received', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      offer.id,
      offer.activityId,
      offer.userId,
      offer.dateFrom,
      offer.dateTo,
      offer.groupSize,
      offer.budget,
      offer.currency,
      offer.message,
      contact.firstName,
      contact.lastName,
      contact.email.toLowerCase(),
      contact.country,
      contact.phone,
      offer.locale,
      at,
      at,
    );
}
