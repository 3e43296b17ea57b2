// Cart reads: a cart's items with their activity, option and departure as D1 holds them now, promo codes, counts.
import type { Locale } from "../../shared/locales.ts";
import type { ActivityOption, CancellationPolicy, ImageRef, PricingUnit } from "../../shared/catalogue.ts";
import { timeZoneOfCountry } from "../../shared/dates.ts";
import type { Counts } from "../../shared/booking-math.ts";
import { RESERVATION_QUESTIONS, type PickupPoint, type ReservationQuestion } from "../../shared/cart.ts";
import {
  image,
  jsonList,
  loc,
  POLICY_COLUMNS,
  policyOf,
  toOption,
  type ExtraRow,
  type OptionRow,
  type ParticipantRow,
  type PickupPointRow,
  type PolicyColumns,
} from "./rows.ts";
import { soldOnSite, type SupplierScope } from "./site-scope.ts";
import { countCartItemsStatement } from "./cart-writes.ts";

/** The departure columns of slotColumns. */
type SlotColumns = {
  slot_id: number;
  slot_option_id: number;
  slot_activity_id: number;
  slot_date: string;
  slot_start_time: string;
  slot_price: number;
  slot_closed: number;
  seats_left: number;
};

/** The same from a LEFT JOIN: all null when the departure is gone. */
type MaybeSlotColumns = { [K in keyof SlotColumns]: SlotColumns[K] | null };

/** A cart item as loadCart reads it: its row, its activity's and city's columns, its cover image and its departure. */
type CartItemQueryRow = PolicyColumns &
  MaybeSlotColumns & {
    id: number;
    units: number | null;
    option_id: number;
    counts: string;
    extras: string;
    quoted_price: number;
    activity_id: number;
    slug: string;
    title_en: string;
    title_ar: string;
    bookable: number;
    confirmation: string;
    questions: string;
    city_slug: string;
    city_country: string | null;
    city_name_en: string;
    city_name_ar: string;
    image_key: string | null;
    image_width: number | null;
    image_height: number | null;
    sold_here: number;
    offer_id: number | null;
    offer_currency: string | null;
    offer_total: number | null;
    offer_aed: number | null;
  };

/** A departure as stock sees it now: seats left count active holds past their expiry as free. */
export type SlotState = {
  id: number;
  optionId: number;
  activityId: number;
  date: string;
  startTime: string;
  price: number;
  seatsLeft: number;
  /** Stop-sale: the supplier closed it (its seats left are 0, beyond what the cart's own attempt holds). */
  closed: boolean;
};

export type CartActivity = {
  id: number;
  slug: string;
  title: string;
  citySlug: string;
  cityName: string;
  image: ImageRef;
  bookable: boolean;
  /** False on a supplier's own site for another supplier's activity: it cannot be booked there. */
  soldHere: boolean;
  confirmation: "instant" | "on_request";
  cancellation: CancellationPolicy;
  /** The activity's city's time zone. */
  timeZone: string;
  questions: ReservationQuestion[];
  pickupPoints: PickupPoint[];
};

export type StoredCartItem = {
  id: number;
  /** Nights or days booked from the item's departure (1 for anything that is not a stay). */
  units: number;
  /** A stay's departures after its first, in date order (fewer than units - 1 when some are gone). */
  stay: SlotState[];
  counts: Counts;
  extras: number[];
  quotedPrice: number;
  activity: CartActivity;
  /** null when the option or the departure is gone. */
  option: ActivityOption | null;
  slot: SlotState | null;
  /** The custom offer the item stands for: its agreed total (in `currency`) and the AED charged for it. */
  offer: StoredCartOffer | null;
};

export type StoredCartOffer = { id: number; currency: string; total: number; aed: number };

export type StoredCart = { id: string; version: number; promoCode: string | null; items: StoredCartItem[] };

/** What adding a selection needs: the departure, its option and activity, and the cart's seats already on it. */
export type Selectable = {
  slot: SlotState;
  option: ActivityOption;
  activityBookable: boolean;
  pricingUnit: PricingUnit;
};

/**
 * Seats left on a departure (alias `av`), with active holds whose expiry is at or before ?2 counted as free: the
 * same rule every availability read follows (docs/decisions/011), so the cart never refuses seats a lapsed hold keeps.
 * A closed departure (stop-sale) has none.
 */
const SEATS_LEFT = `(CASE WHEN av.closed = 1 THEN 0 ELSE av.capacity - av.sold - av.held + coalesce((SELECT sum(h.seats) FROM holds h
  WHERE h.slot_id = av.id AND h.state = 'active' AND h.expires_at <= ?2), 0) END)`;

/**
 * The cart's own seats: what its attempt still waiting for payment holds on the departure (cart id ?1). Going back from
 * the payment page re-checks the cart, and those seats are the traveller's, not taken.
 */
const OWN_HOLDS = `coalesce((SELECT sum(h.seats) FROM holds h JOIN order_items oi ON oi.id = h.order_item_id JOIN orders o ON o.id = oi.order_id
  WHERE h.slot_id = av.id AND h.state = 'active' AND h.expires_at > ?2 AND o.cart_id = ?1 AND o.status = 'pending_payment'), 0)`;

const slotColumns = (
  seatsLeft: string,
) => `av.id AS slot_id, av.option_id AS slot_option_id, av.activity_id AS slot_activity_id, av.date AS slot_date,
  av.start_time AS slot_start_time, av.price AS slot_price, av.closed AS slot_closed, ${seatsLeft} AS seats_left`;
const SLOT_COLUMNS = slotColumns(SEATS_LEFT);

function reshapeSlot(row: SlotColumns): SlotState {
  return {
    id: row.slot_id,
    optionId: row.slot_option_id,
    activityId: row.slot_activity_id,
    date: row.slot_date,
    startTime: row.slot_start_time,
    price: row.slot_price,
    seatsLeft: row.seats_left,
    closed: row.slot_closed === 1,
  };
}

/** The departure of a LEFT JOIN, or null when it is gone. */
const maybeSlot = (row: MaybeSlotColumns): SlotState | null =>
  row.slot_id === null || row.slot_id === undefined ? null : reshapeSlot(row as SlotColumns);

function toOptions(
  options: OptionRow[],
  participants: ParticipantRow[],
  extras: ExtraRow[],
  locale: Locale,
): Map<number, ActivityOption> {
  return new Map(options.map((o) => [o.id, toOption(o, participants, extras, locale)]));
}

function parseCounts(raw: string): Counts {
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).filter(([, n]) => Number.isInteger(n) && (n as number) >= 0),
    ) as Counts;
  } catch {
    return {};
  }
}

function parseIds(raw: string): number[] {
  return jsonList(raw).map(Number).filter(Number.isInteger);
}

const questionsOf = (raw: string): ReservationQuestion[] =>
  jsonList(raw).filter((q): q is ReservationQuestion => (RESERVATION_QUESTIONS as readonly string[]).includes(q));

const OPTION_SCOPE = "SELECT option_id FROM cart_items WHERE cart_id = ?1";

/**
 * The departures a stay covers after its first (alias `av`): the same option and start time on the following days up
 * to `units` days from the first (item alias `ci`, its first departure `s`).
 */
const STAY_DAYS = `av.option_id = s.option_id AND av.start_time = s.start_time AND av.date > s.date AND av.date < date(s.date, '+' || ci.units || ' days')`;

/**
 * The cart with every item as D1 holds it now, or null when there is no such cart. On a supplier's own site
 * (`supplierId`) an item of another supplier's activity is still the traveller's, but not sold there (`soldHere`).
 */
export async function loadCart(
  db: D1Database,
  cartId: string,
  locale: Locale,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<StoredCart | null> {
  const at = now.toISOString();
  const [carts, items, options, participants, extras, pickups, stays] = (await db.batch([
    db.prepare("SELECT id, version, promo_code FROM carts WHERE id = ?").bind(cartId),
    db
      .prepare(
        `SELECT ci.id, ci.units, ci.option_id, ci.counts, ci.extras, ci.quoted_price,
           a.id AS activity_id, a.slug, a.title_en, a.title_ar, a.bookable, a.confirmation, a.questions, ${POLICY_COLUMNS},
           c.slug AS city_slug, c.country_code AS city_country, c.name_en AS city_name_en, c.name_ar AS city_name_ar, i.r2_key AS image_key, i.width AS image_width,
           i.height AS image_height, ${soldOnSite("a.id", "?3")} AS sold_here, ${slotColumns(`${SEATS_LEFT} + ${OWN_HOLDS}`)},
           ci.offer_id, offer.currency AS offer_currency, offer.total AS offer_total, offer.aed_total AS offer_aed
         FROM cart_items ci JOIN activities a ON a.id = ci.activity_id JOIN cities c ON c.id = a.city_id
         LEFT JOIN activity_images i ON i.activity_id = a.id AND i.position = 0
         LEFT JOIN availability av ON av.id = ci.slot_id AND av.option_id = ci.option_id
         LEFT JOIN offers offer ON offer.id = ci.offer_id
         WHERE ci.cart_id = ?1 ORDER BY ci.id`,
      )
      .bind(cartId, at, supplierId),
    db.prepare(`SELECT * FROM options WHERE id IN (${OPTION_SCOPE})`).bind(cartId),
    db
      .prepare(`SELECT * FROM option_participants WHERE option_id IN (${OPTION_SCOPE}) ORDER BY min_age DESC`)
      .bind(cartId),
    db.prepare(`SELECT * FROM option_extras WHERE option_id IN (${OPTION_SCOPE}) ORDER BY id`).bind(cartId),
    db
      .prepare(
        "SELECT * FROM pickup_points WHERE activity_id IN (SELECT activity_id FROM cart_items WHERE cart_id = ?1) ORDER BY activity_id, position",
      )
      .bind(cartId),
    db
      .prepare(
        `SELECT ci.id AS item_id, ${slotColumns(`${SEATS_LEFT} + ${OWN_HOLDS}`)}
         FROM cart_items ci JOIN availability s ON s.id = ci.slot_id JOIN availability av ON ${STAY_DAYS}
         WHERE ci.cart_id = ?1 AND ci.units > 1 ORDER BY ci.id, av.date`,
      )
      .bind(cartId, at),
  ])) as [
    D1Result<{ id: string; version: number; promo_code: string | null }>,
    D1Result<CartItemQueryRow>,
    D1Result<OptionRow>,
    D1Result<ParticipantRow>,
    D1Result<ExtraRow>,
    D1Result<PickupPointRow>,
    D1Result<SlotColumns & { item_id: number }>,
  ];
  const cart = carts.results[0];
  if (!cart) return null;
  const byId = toOptions(options.results, participants.results, extras.results, locale);
  return {
    id: cart.id,
    version: cart.version,
    promoCode: cart.promo_code ?? null,
    items: items.results.map((row): StoredCartItem => {
      const title = loc(row, "title", locale);
      return {
        id: row.id,
        units: row.units ?? 1,
        stay: stays.results.filter((r) => r.item_id === row.id).map(reshapeSlot),
        counts: parseCounts(row.counts),
        extras: parseIds(row.extras),
        quotedPrice: row.quoted_price,
        activity: {
          id: row.activity_id,
          slug: row.slug,
          title,
          citySlug: row.city_slug,
          cityName: loc(row, "city_name", locale),
          image: image(row.image_key ?? "", row.image_width ?? 1600, row.image_height ?? 1000, title),
          bookable: row.bookable === 1,
          soldHere: row.sold_here === 1,
          confirmation: row.confirmation === "on_request" ? "on_request" : "instant",
          cancellation: policyOf(row),
          timeZone: timeZoneOfCountry(row.city_country ?? ""),
          questions: questionsOf(row.questions),
          // Only the points that collect for this item's departure (or for every departure).
          pickupPoints: pickups.results
            .filter(
              (p) =>
                p.activity_id === row.activity_id &&
                (p.departure_time == null || p.departure_time === row.slot_start_time),
            )
            .map((p) => ({ id: p.id, name: loc(p, "name", locale), time: p.pickup_time })),
        },
        option: byId.get(row.option_id) ?? null,
        slot: maybeSlot(row),
        offer:
          row.offer_id !== null && row.offer_id !== undefined
            ? {
                id: row.offer_id,
                currency: row.offer_currency ?? "AED",
                total: row.offer_total ?? 0,
                aed: row.offer_aed ?? 0,
              }
            : null,
      };
    }),
  };
}

/**
 * The departure a selection names, with its option and whether its activity can be booked; null when it is gone, or
 * on a supplier's own site (`supplierId`) when it is another supplier's: there it does not exist.
 */
export async function findSelectable(
  db: D1Database,
  slotId: number,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<Selectable | null> {
  const [slots, options, participants, extras] = (await db.batch([
    db
      .prepare(
        `SELECT ${SLOT_COLUMNS}, a.bookable FROM availability av JOIN activities a ON a.id = av.activity_id WHERE av.id = ?1 AND ${soldOnSite("a.id", "?3")}`,
      )
      .bind(slotId, now.toISOString(), supplierId),
    db.prepare("SELECT * FROM options WHERE id = (SELECT option_id FROM availability WHERE id = ?1)").bind(slotId),
    db
      .prepare(
        "SELECT * FROM option_participants WHERE option_id = (SELECT option_id FROM availability WHERE id = ?1) ORDER BY min_age DESC",
      )
      .bind(slotId),
    db
      .prepare(
        "SELECT * FROM option_extras WHERE option_id = (SELECT option_id FROM availability WHERE id = ?1) ORDER BY id",
      )
      .bind(slotId),
  ])) as [
    D1Result<SlotColumns & { bookable: number }>,
    D1Result<OptionRow>,
    D1Result<ParticipantRow>,
    D1Result<ExtraRow>,
  ];
  const row = slots.results[0];
  const slot = row ? reshapeSlot(row) : null;
  const option = slot
    ? toOptions(options.results, participants.results, extras.results, "en").get(slot.optionId)
    : undefined;
  if (!row || !slot || !option) return null;
  return { slot, option, activityBookable: row.bookable === 1, pricingUnit: option.pricingUnit };
}

export type CartRow = {
  id: string;
  version: number;
  promoCode: string | null;
  itemCount: number;
  /** Items of activities the site does not sell: another supplier's, on a supplier's own site (`supplierId`). */
  soldElsewhere: number;
};

/** The cart's row (id, version, promo, items), or null when the id names no cart. */
export async function findCart(
  db: D1Database,
  cartId: string,
  supplierId: SupplierScope = null,
): Promise<CartRow | null> {
  const row = await db
    .prepare(
      `SELECT id, version, promo_code, (SELECT count(*) FROM cart_items WHERE cart_id = carts.id) AS item_count,
         (SELECT count(*) FROM cart_items ci WHERE ci.cart_id = carts.id AND NOT ${soldOnSite("ci.activity_id", "?2")}) AS sold_elsewhere
       FROM carts WHERE id = ?1`,
    )
    .bind(cartId, supplierId)
    .first<{ id: string; version: number; promo_code: string | null; item_count: number; sold_elsewhere: number }>();
  return row
    ? {
        id: row.id,
        version: row.version,
        promoCode: row.promo_code ?? null,
        itemCount: row.item_count,
        soldElsewhere: row.sold_elsewhere,
      }
    : null;
}

/**
 * The items of a cart that take a seat on one departure (their travellers and the option's pricing unit), for the seats
 * check: items on it, and stays whose following days cover it.
 */
export async function itemsOnSlot(
  db: D1Database,
  cartId: string,
  slotId: number,
): Promise<{ id: number; counts: Counts; pricingUnit: PricingUnit }[]> {
  const { results } = await db
    .prepare(
      `SELECT ci.id, ci.counts, o.pricing_unit FROM cart_items ci JOIN options o ON o.id = ci.option_id
       LEFT JOIN availability s ON s.id = ci.slot_id LEFT JOIN availability av ON av.id = ?2
       WHERE ci.cart_id = ?1 AND (ci.slot_id = ?2 OR (ci.units > 1 AND ${STAY_DAYS})) ORDER BY ci.id`,
    )
    .bind(cartId, slotId)
    .all<{ id: number; counts: string; pricing_unit: PricingUnit }>();
  return results.map((r) => ({ id: r.id, counts: parseCounts(r.counts), pricingUnit: r.pricing_unit }));
}

/**
 * The departures of a stay of `units` days from departure `slotId`, after the first, in date order: the same option
 * and start time on each following day (fewer than units - 1 when a day has no such departure).
 */
export async function findStaySlots(db: D1Database, slotId: number, units: number, now: Date): Promise<SlotState[]> {
  if (units <= 1) return [];
  const { results } = await db
    .prepare(
      `SELECT ${SLOT_COLUMNS} FROM (SELECT ?3 AS units) ci JOIN availability s ON s.id = ?1 JOIN availability av ON ${STAY_DAYS}
       ORDER BY av.date`,
    )
    .bind(slotId, now.toISOString(), units)
    .all<SlotColumns>();
  return results.map(reshapeSlot);
}

/** One item of a cart: its departure and chosen extras (null when the cart has no such item). */
export async function findCartItem(
  db: D1Database,
  cartId: string,
  itemId: number,
): Promise<{ id: number; slotId: number; units: number; extras: number[]; offerId: number | null } | null> {
  const row = await db
    .prepare("SELECT id, slot_id, units, extras, offer_id FROM cart_items WHERE cart_id = ? AND id = ?")
    .bind(cartId, itemId)
    .first<{ id: number; slot_id: number; units: number | null; extras: string; offer_id: number | null }>();
  return row
    ? {
        id: row.id,
        slotId: row.slot_id,
        units: row.units ?? 1,
        extras: parseIds(row.extras),
        offerId: row.offer_id ?? null,
      }
    : null;
}

/** How many items the cart holds (0 for no cart). */
export async function countCartItems(db: D1Database, cartId: string | null): Promise<number> {
  if (!cartId) return 0;
  const row = await countCartItemsStatement(db, cartId).first<{ n: number }>();
  return row?.n ?? 0;
}
