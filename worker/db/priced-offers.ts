// Priced offers (the `offers` table, issue 30 §6): an operator's answer to a custom offer request, read for the
// traveller (their account, the request's page, the offer's own page) and the console, and the statements that send,
// withdraw, expire and accept one. A status changes only through a conditional UPDATE; the console's two changes
// (send, decline) also refuse loudly when the request has moved on, so their batch, audit entry included, rolls back.
import type { Locale } from "../../shared/locales.ts";
import type { Counts } from "../../shared/booking-math.ts";
import type { PricedOfferStatus, PricedOfferView } from "../../shared/offer.ts";
import { ANSWERABLE_REQUEST_STATUSES } from "../../shared/offer.ts";
import { timeZoneOfCountry } from "../../shared/dates.ts";
import { loc } from "./rows.ts";

/** An offers row with its activity's and option's titles, and the order that booked it (if any). */
type D1OfferView = {
  id: number;
  request_id: string;
  activity_id: number;
  option_id: number;
  slot_id: number;
  counts: string;
  travellers: number;
  currency: string;
  total: number;
  aed_total: number;
  message: string;
  status: PricedOfferStatus;
  expires_at: string;
  cart_id: string | null;
  accepted_at: string | null;
  created_at: string;
  sent_by_email: string | null;
  title_en: string;
  title_ar: string;
  option_title_en: string;
  option_title_ar: string;
  date: string;
  start_time: string;
  city_country: string | null;
  activity_slug: string;
  city_slug: string;
  order_id: string | null;
};

/** An offer as its pages read it, with what the console and the acceptance need beside the traveller's view. */
export type PricedOfferRow = PricedOfferView & {
  requestId: string;
  activityId: number;
  optionId: number;
  slotId: number;
  cartId: string | null;
  sentByEmail: string | null;
  /** The departure's city's time zone (its date and start time are that wall clock). */
  timeZone: string;
  activitySlug: string;
  citySlug: string;
};

/**
 * SQL for the order that booked offer `alias`, or NULL: its latest item past payment (an attempt still at the payment
 * page, or one that failed, has booked nothing).
 */
export const bookedIn = (
  alias: string,
) => `(SELECT oi.order_id FROM order_items oi JOIN orders ord ON ord.id = oi.order_id
  WHERE oi.offer_id = ${alias}.id AND ord.status NOT IN ('pending_payment', 'payment_failed', 'failed') ORDER BY oi.id DESC LIMIT 1)`;

const OFFER_COLUMNS = `o.id, o.request_id, o.activity_id, o.option_id, o.slot_id, o.counts, o.travellers, o.currency, o.total,
  o.aed_total, o.message, o.status, o.expires_at, o.cart_id, o.accepted_at, o.created_at,
  (SELECT email FROM users WHERE id = o.sent_by) AS sent_by_email,
  a.title_en, a.title_ar, op.title_en AS option_title_en, op.title_ar AS option_title_ar, av.date, av.start_time,
  c.country_code AS city_country, a.slug AS activity_slug, c.slug AS city_slug,
  ${bookedIn("o")} AS order_id`;
const OFFER_JOINS = `JOIN activities a ON a.id = o.activity_id JOIN cities c ON c.id = a.city_id
  JOIN options op ON op.id = o.option_id JOIN availability av ON av.id = o.slot_id`;

function parseCounts(raw: string): Counts {
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).filter(([, n]) => Number.isInteger(n) && (n as number) > 0));
  } catch {
    return {};
  }
}

function reshapeOffer(r: D1OfferView, locale: Locale): PricedOfferRow {
  return {
    id: r.id,
    requestId: r.request_id,
    activityId: r.activity_id,
    optionId: r.option_id,
    slotId: r.slot_id,
    status: r.status,
    activityTitle: loc(r, "title", locale),
    optionTitle: loc(r, "option_title", locale),
    date: r.date,
    startTime: r.start_time,
    timeZone: timeZoneOfCountry(r.city_country ?? ""),
    activitySlug: r.activity_slug,
    citySlug: r.city_slug,
    counts: parseCounts(r.counts),
    travellers: r.travellers,
    total: r.total,
    currency: r.currency,
    aedTotal: r.aed_total,
    expiresAt: r.expires_at,
    message: r.message,
    createdAt: r.created_at,
    acceptedAt: r.accepted_at ?? null,
    cartId: r.cart_id ?? null,
    orderId: r.order_id ?? null,
    sentByEmail: r.sent_by_email ?? null,
  };
}

/** Every offer of these requests, oldest first (the last of each is its latest). */
export async function offersOfRequests(
  db: D1Database,
  requestIds: string[],
  locale: Locale,
): Promise<PricedOfferRow[]> {
  if (requestIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT ${OFFER_COLUMNS} FROM offers o ${OFFER_JOINS} WHERE o.request_id IN (${requestIds.map(() => "?").join(", ")}) ORDER BY o.id`,
    )
    .bind(...requestIds)
    .all<D1OfferView>();
  return results.map((r) => reshapeOffer(r, locale));
}

/** The request an offer answers, as the offer's page and its acceptance need it. */
export type OfferRequestRef = {
  id: string;
  status: string;
  firstName: string;
  email: string;
  locale: Locale;
  userId: string | null;
};

/** The offer whose link token hashes to `hash`, with its request; null when no offer has that token. */
export async function offerByTokenHash(
  db: D1Database,
  hash: string,
  locale: Locale,
): Promise<{ offer: PricedOfferRow; request: OfferRequestRef } | null> {
  const row = await db
    .prepare(
      `SELECT ${OFFER_COLUMNS}, r.status AS request_status, r.first_name, r.email, r.locale AS request_locale, r.user_id
       FROM offers o ${OFFER_JOINS} JOIN offer_requests r ON r.id = o.request_id WHERE o.token_hash = ?`,
    )
    .bind(hash)
    .first<
      D1OfferView & {
        request_status: string;
        first_name: string;
        email: string;
        request_locale: string;
        user_id: string | null;
      }
    >();
  if (!row) return null;
  return {
    offer: reshapeOffer(row, locale),
    request: {
      id: row.request_id,
      status: row.request_status,
      firstName: row.first_name,
      email: row.email,
      locale: row.request_locale === "ar" ? "ar" : "en",
      userId: row.user_id ?? null,
    },
  };
}

// ---- the console's two changes ----

const ANSWERABLE = ANSWERABLE_REQUEST_STATUSES.map((s) => `'${s}'`).join(", ");

/**
 * The request becomes "quoted". From any status but an answerable one it writes a status the table's CHECK refuses,
 * so the whole batch (the offer and its audit entry with it) rolls back instead of recording what did not happen.
 */
export function requestQuotedStatement(db: D1Database, requestId: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE offer_requests SET status = CASE WHEN status IN (${ANSWERABLE}) THEN 'quoted' ELSE 'refused' END, updated_at = ?
       WHERE id = ?`,
    )
    .bind(now.toISOString(), requestId);
}

/** The request becomes "declined" with its message; from a status that cannot be declined, the batch rolls back. */
export function requestDeclinedStatement(
  db: D1Database,
  requestId: string,
  message: string,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE offer_requests SET status = CASE WHEN status IN (${ANSWERABLE}) THEN 'declined' ELSE 'refused' END,
         decline_message = ?, updated_at = ? WHERE id = ?`,
    )
    .bind(message, now.toISOString(), requestId);
}

/** A request's offer that can still be accepted is withdrawn (status "declined"): a newer offer or a decline replaces it. */
export function withdrawLiveOfferStatement(db: D1Database, requestId: string, now: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE offers SET status = 'declined', updated_at = ? WHERE request_id = ? AND status = 'sent'")
    .bind(now.toISOString(), requestId);
}

export type NewPricedOffer = {
  requestId: string;
  activityId: number;
  optionId: number;
  slotId: number;
  counts: Counts;
  travellers: number;
  currency: string;
  total: number;
  aedTotal: number;
  rate: number;
  message: string;
  tokenHash: string;
  expiresAt: Date;
  sentBy: string;
};

/**
 * Inserts the offer, naming its request only while that request is "quoted" (requestQuotedStatement just before made
 * it so): otherwise its request_id is NULL and the NOT NULL constraint refuses the batch. Its row answers `{ id }`.
 */
export function insertOfferStatement(db: D1Database, offer: NewPricedOffer, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO offers (request_id, activity_id, option_id, slot_id, counts, travellers, currency, total, aed_total, rate,
         message, status, token_hash, expires_at, sent_by, created_at, updated_at)
       VALUES ((SELECT id FROM offer_requests WHERE id = ? AND status = 'quoted'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sent', ?, ?, ?, ?, ?)
       RETURNING id`,
    )
    .bind(
      offer.requestId,
      offer.activityId,
      offer.optionId,
      offer.slotId,
      JSON.stringify(offer.counts),
      offer.travellers,
      offer.currency,
      offer.total,
      offer.aedTotal,
      offer.rate,
      offer.message,
      offer.tokenHash,
      offer.expiresAt.toISOString(),
      offer.sentBy,
      at,
      at,
    );
}

// ---- the traveller's side ----

/** A sent offer past its expiry is written down as expired (what every read already shows). */
export function expireOfferStatement(db: D1Database, offerId: number, now: Date): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      "UPDATE offers SET status = 'expired', updated_at = ?1 WHERE id = ?2 AND status = 'sent' AND expires_at <= ?1",
    )
    .bind(at, offerId);
}

/**
 * Accepting an offer, as one batch: the offer goes from "sent" (unexpired, this token) to "accepted" into `cartId`, and
 * only if that UPDATE changed its row does the cart item bound to it go in (its departure, party and the offer's AED as
 * its price), the cart move to a new version and the request become "accepted". `newCart`: the cart does not exist
 * yet and is made first, only while the offer can still be accepted. Read the outcome with `offerAccepted`.
 */
export function acceptOfferStatements(
  db: D1Database,
  args: { offerId: number; tokenHash: string; cartId: string; newCart: boolean },
  now: Date,
): D1PreparedStatement[] {
  const at = now.toISOString();
  const { offerId, tokenHash, cartId } = args;
  const live = "id = ? AND token_hash = ? AND status = 'sent' AND expires_at > ?";
  return [
    ...(args.newCart
      ? [
          db
            .prepare(
              `INSERT INTO carts (id, version, created_at, updated_at) SELECT ?, 1, ?, ? WHERE EXISTS (SELECT 1 FROM offers WHERE ${live})`,
            )
            .bind(cartId, at, at, offerId, tokenHash, at),
        ]
      : []),
    db
      .prepare(`UPDATE offers SET status = 'accepted', accepted_at = ?, cart_id = ?, updated_at = ? WHERE ${live}`)
      .bind(at, cartId, at, offerId, tokenHash, at),
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, activity_id, option_id, slot_id, units, counts, extras, quoted_price, created_at, offer_id)
         SELECT ?, activity_id, option_id, slot_id, 1, counts, '[]', aed_total, ?, id FROM offers WHERE id = ? AND changes() = 1`,
      )
      .bind(cartId, at, offerId),
    db
      .prepare("UPDATE carts SET version = version + 1, updated_at = ? WHERE id = ? AND changes() = 1")
      .bind(at, cartId),
    db
      .prepare(
        `UPDATE offer_requests SET status = 'accepted', updated_at = ?
         WHERE id = (SELECT request_id FROM offers WHERE id = ?) AND status = 'quoted'
           AND EXISTS (SELECT 1 FROM cart_items WHERE offer_id = ? AND cart_id = ?)`,
      )
      .bind(at, offerId, offerId, cartId),
    db.prepare("SELECT count(*) AS n FROM cart_items WHERE cart_id = ?").bind(cartId),
  ];
}

/** Whether the batch of acceptOfferStatements accepted the offer, and how many items the cart then holds. */
export function offerAccepted(results: D1Result[], newCart: boolean): { accepted: boolean; count: number } {
  const update = results[newCart ? 1 : 0];
  const count = (results.at(-1) as D1Result<{ n: number }> | undefined)?.results[0]?.n ?? 0;
  return { accepted: (update?.meta.changes ?? 0) === 1, count };
}

/** What a traveller may see of an offer: none of the console's columns (who sent it, the cart it went into). */
export function travellerOfferView(r: PricedOfferRow): PricedOfferView {
  return {
    id: r.id,
    status: r.status,
    activityTitle: r.activityTitle,
    optionTitle: r.optionTitle,
    date: r.date,
    startTime: r.startTime,
    counts: r.counts,
    travellers: r.travellers,
    total: r.total,
    currency: r.currency,
    aedTotal: r.aedTotal,
    expiresAt: r.expiresAt,
    message: r.message,
    createdAt: r.createdAt,
    acceptedAt: r.acceptedAt,
    orderId: r.orderId,
  };
}
