// The cart's writes and its pricing: every price from D1, every edit bumps the cart's version (checkout's idempotency
// key is the cart id with its version), and priceCart is the one availability re-check (spec §4).
import type { Locale } from "../../shared/locales.ts";
import type { ParticipantCategory, PricingUnit } from "../../shared/catalogue.ts";
import { itemLines, itemPrice, travellers, type Counts } from "../../shared/booking-math.ts";
import {
  discountableSubtotal,
  type AppliedPromo,
  type CartItemView,
  type CartSelection,
  type CartView,
  type PromoRefusal,
} from "../../shared/cart.ts";
import { addDays, departureStart, todayInGulf } from "../../shared/dates.ts";
import { isStayUnit, stayOf } from "../../shared/stay.ts";
import { activityPath } from "../../shared/paths.ts";
import {
  countCartItems,
  findCart,
  findCartItem,
  findSelectable,
  findStaySlots,
  itemsOnSlot,
  loadCart,
  type Selectable,
  type SlotState,
} from "../db/cart.ts";
import { findPromo } from "../db/promo-codes.ts";
import type { SupplierScope } from "../db/site-scope.ts";
import {
  bumpCartVersion,
  clearCartPromo,
  countCartItemsStatement,
  emptyCartStatements,
  insertCart,
  insertCartItem,
  removeCartItemsStatements,
  setCartItemCounts,
  setCartPromo,
  setQuotedPrice,
} from "../db/cart-writes.ts";
import { evaluatePromo, normalizePromoCode } from "./promo.ts";
import { hit, LIMITS, perAddress } from "./auth/rate-limit.ts";

/** A cart holds at most this many items: enough for any trip, and a bound on what one cookie can make us store. */
export const MAX_CART_ITEMS = 20;

/** Why a selection cannot go into the cart (or an item cannot take new counts); each has a message in both languages. */
export type AddRefusal =
  | "slot_missing"
  | "date_past"
  | "not_bookable"
  | "option_expired"
  | "category_not_allowed"
  | "no_travellers"
  | "adult_required"
  | "extra_not_allowed"
  | "over_capacity"
  | "not_enough_seats"
  | "sold_out"
  | "not_available"
  | "cart_full"
  | "item_missing"
  | "stay_not_offered"
  | "stay_day_full"
  | "offer_locked";

/**
 * A refusal with what its message needs: the limit reached (per-item capacity or seats left), the category, or the
 * day of a stay that cannot be had and whether the option counts nights or days.
 */
export type Refusal = {
  ok: false;
  reason: AddRefusal;
  limit?: number;
  category?: ParticipantCategory;
  date?: string;
  unit?: "nightly" | "daily";
};

export type AddResult = { ok: true; cartId: string; itemId: number; count: number } | Refusal;
export type UpdateResult = { ok: true; itemId: number; count: number } | Refusal;
export type PromoResult =
  | { ok: true; code: string; discount: number }
  | { ok: false; reason: PromoRefusal; code?: string; date?: string; minSubtotal?: number; missing?: number };

/** Seats an item takes on its departure: one per traveller, or one unit (a car, a boat) for the other pricing units. */
export function seatsNeeded(pricingUnit: PricingUnit, people: number): number {
  return pricingUnit === "per_person" ? people : 1;
}

/** A fresh cart id: two random UUIDs, 244 random bits, as 64 hex digits. Ids are never taken from the client. */
export function newCartId(): string {
  return `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, "");
}

export const CART_ID_PATTERN = /^[0-9a-f]{64}$/;

const refuse = (reason: AddRefusal, extra: Omit<Refusal, "ok" | "reason"> = {}): Refusal => ({
  ok: false,
  reason,
  ...extra,
});

/** Drops zero counts so stored counts and prices agree ({"adult":2}, not {"adult":2,"child":0}). */
function cleanCounts(counts: Counts): Counts {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => (n ?? 0) > 0)) as Counts;
}

/** A departure of an earlier day, or of today whose start time has passed, can no longer be booked. */
const hasStarted = (slot: { date: string; startTime: string }, now: Date) =>
  departureStart(slot.date, slot.startTime) <= now;

/**
 * Spec §5 and the widget's own rules for one selection on `target`, with `seatsTaken` seats of the same departure
 * already in the cart: a live departure of a bookable activity, an option still offered, travellers of the option's
 * categories (an adult among them), its own extras, and no more travellers than the item and the departure take.
 */
export function checkSelection(
  target: Selectable | null,
  counts: Counts,
  extras: number[],
  now: Date,
  seatsTaken: number,
): Refusal | null {
  if (!target) return refuse("slot_missing");
  const { slot, option } = target;
  const today = todayInGulf(now);
  if (!target.activityBookable) return refuse("not_bookable");
  if (hasStarted(slot, now)) return refuse("date_past");
  if (option.expiresOn !== null && option.expiresOn < today) return refuse("option_expired");
  const allowed = new Set(option.participants.map((p) => p.category));
  for (const [category, n] of Object.entries(counts) as [ParticipantCategory, number][]) {
    if (n > 0 && !allowed.has(category)) return refuse("category_not_allowed", { category });
  }
  const people = travellers(counts);
  if (people === 0) return refuse("no_travellers");
  if (allowed.has("adult") && !((counts.adult ?? 0) >= 1)) return refuse("adult_required");
  if (extras.some((id) => !option.extras.some((e) => e.id === id))) return refuse("extra_not_allowed");
  if (people > option.capacityPerItem) return refuse("over_capacity", { limit: option.capacityPerItem });
  if (slot.closed) return refuse("not_available");
  const free = slot.seatsLeft - seatsTaken;
  if (free <= 0) return refuse("sold_out");
  if (seatsNeeded(option.pricingUnit, people) > free) return refuse("not_enough_seats", { limit: free });
  return null;
}

/**
 * A stay's own rules after its first departure passed checkSelection: only nightly and daily options cover several
 * days, and every following day needs its departure (same option and start time) with a unit free, counting what the
 * cart already takes there.
 */
async function checkStay(
  db: D1Database,
  cartId: string | null,
  target: Selectable,
  stay: SlotState[],
  units: number,
  seats: number,
  now: Date,
  exceptItem?: number,
): Promise<Refusal | null> {
  if (units <= 1) return null;
  const unit = target.option.pricingUnit;
  if (!isStayUnit(unit)) return refuse("stay_not_offered");
  for (let i = 1; i < units; i++) {
    const date = addDays(target.slot.date, i);
    const slot = stay.find((s) => s.date === date);
    const free =
      slot && !hasStarted(slot, now) ? slot.seatsLeft - (await seatsTakenInCart(db, cartId, slot.id, exceptItem)) : 0;
    if (free < seats) return refuse("stay_day_full", { date, unit });
  }
  return null;
}

export async function seatsTakenInCart(
  db: D1Database,
  cartId: string | null,
  slotId: number,
  exceptItem?: number,
): Promise<number> {
  if (!cartId) return 0;
  const others = await itemsOnSlot(db, cartId, slotId);
  return others
    .filter((i) => i.id !== exceptItem)
    .reduce((sum, i) => sum + seatsNeeded(i.pricingUnit, travellers(i.counts)), 0);
}

// The cart's statements that checkout puts in its own batches live in worker/db/cart-writes.ts; exported here too for their importers.

/**
 * Adds a selection, priced from D1; a missing or unknown cart id starts a new cart under a fresh id. On a supplier's own
 * site (`supplierId`) another supplier's departure is refused as one that does not exist ("slot_missing").
 */
export async function addToCart(
  db: D1Database,
  cartId: string | null,
  selection: CartSelection,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<AddResult> {
  const existing = cartId ? await findCart(db, cartId) : null;
  const counts = cleanCounts(selection.counts);
  const extras = [...new Set(selection.extras)];
  const units = selection.units ?? 1;
  const target = await findSelectable(db, selection.slotId, now, supplierId);
  const refusal = checkSelection(
    target,
    counts,
    extras,
    now,
    await seatsTakenInCart(db, existing?.id ?? null, selection.slotId),
  );
  if (refusal || !target) return refusal ?? refuse("slot_missing");
  const stay = await findStaySlots(db, target.slot.id, units, now);
  const stayRefusal = await checkStay(
    db,
    existing?.id ?? null,
    target,
    stay,
    units,
    seatsNeeded(target.option.pricingUnit, travellers(counts)),
    now,
  );
  if (stayRefusal) return stayRefusal;
  if (existing && existing.itemCount >= MAX_CART_ITEMS) return refuse("cart_full");

  const id = existing?.id ?? newCartId();
  const price = itemPrice(target.option, [target.slot.price, ...stay.map((s) => s.price)], counts, extras);
  const item = {
    activityId: target.slot.activityId,
    optionId: target.option.id,
    slotId: target.slot.id,
    units,
    counts,
    extras,
    quotedPrice: price,
  };
  const [, inserted, total] = await db.batch<{ id?: number; n?: number }>([
    existing ? bumpCartVersion(db, id, now) : insertCart(db, id, now),
    insertCartItem(db, id, item, now),
    countCartItemsStatement(db, id),
  ]);
  return { ok: true, cartId: id, itemId: inserted.results[0].id!, count: total.results[0].n! };
}

/**
 * New travellers for one item (the same checks as adding); the item is re-quoted at today's price, which the traveller
 * sees. On a supplier's own site (`supplierId`) an item of another supplier's departure is refused as adding it would be.
 */
export async function updateCartItem(
  db: D1Database,
  cartId: string | null,
  itemId: number,
  newCounts: Counts,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<UpdateResult> {
  const item = cartId ? await findCartItem(db, cartId, itemId) : null;
  if (!cartId || !item) return refuse("item_missing");
  // A custom offer is that departure for that party at that price: nothing about it changes in the cart.
  if (item.offerId !== null) return refuse("offer_locked");
  const counts = cleanCounts(newCounts);
  const target = await findSelectable(db, item.slotId, now, supplierId);
  const refusal = checkSelection(
    target,
    counts,
    item.extras,
    now,
    await seatsTakenInCart(db, cartId, item.slotId, itemId),
  );
  if (refusal || !target) return refusal ?? refuse("slot_missing");
  const stay = await findStaySlots(db, target.slot.id, item.units, now);
  const stayRefusal = await checkStay(
    db,
    cartId,
    target,
    stay,
    item.units,
    seatsNeeded(target.option.pricingUnit, travellers(counts)),
    now,
    itemId,
  );
  if (stayRefusal) return stayRefusal;
  const price = itemPrice(target.option, [target.slot.price, ...stay.map((s) => s.price)], counts, item.extras);
  const [, , total] = await db.batch<{ n?: number }>([
    setCartItemCounts(db, cartId, itemId, counts, price),
    bumpCartVersion(db, cartId, now),
    countCartItemsStatement(db, cartId),
  ]);
  return { ok: true, itemId, count: total.results[0].n! };
}

/** Removes items of the cart (others' items are untouched); returns how many items the cart still holds. */
export async function removeCartItems(
  db: D1Database,
  cartId: string | null,
  itemIds: number[],
  now: Date,
): Promise<number> {
  if (!cartId) return 0;
  const statements = removeCartItemsStatements(db, cartId, itemIds, now);
  if (statements.length) await db.batch(statements);
  return countCartItems(db, cartId);
}

export async function emptyCart(db: D1Database, cartId: string | null, now: Date): Promise<void> {
  if (cartId) await db.batch(emptyCartStatements(db, cartId, now));
}

export function cartCount(db: D1Database, cartId: string | null): Promise<number> {
  return countCartItems(db, cartId);
}

/**
 * After the traveller has seen the re-check: each item's quoted price that the site can book becomes its price now, so
 * the next proceed goes through. Returns how many items changed (the version moves only when something did).
 */
export async function acceptCurrentPrices(
  db: D1Database,
  cartId: string | null,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<number> {
  if (!cartId) return 0;
  const view = await priceCart(db, cartId, "en", now, supplierId);
  const changed = view.items.filter((i) => !i.unavailable && i.priceChanged);
  if (changed.length === 0) return 0;
  await db.batch([...changed.map((i) => setQuotedPrice(db, cartId, i.id, i.price)), bumpCartVersion(db, cartId, now)]);
  return changed.length;
}

/**
 * Applies a promo code to the cart (one per cart); a refusal leaves the cart as it was. Its minimum is checked against
 * what the site can book (`supplierId`: on a supplier's own site, only that supplier's items count).
 */
export async function applyPromo(
  db: D1Database,
  cartId: string | null,
  raw: string,
  now: Date,
  supplierId: SupplierScope = null,
  /** The client's address (rate-limit.ts clientAddress): tries count per cart and per address. */
  address = "unknown",
): Promise<PromoResult> {
  const code = normalizePromoCode(raw);
  const cart = cartId ? await findCart(db, cartId) : null;
  if (!cart || cart.itemCount === 0) return { ok: false, reason: "empty_cart" };
  if (cart.promoCode && cart.promoCode !== code) return { ok: false, reason: "one_per_cart", code: cart.promoCode };
  // Every try counts, before the code is looked at: a guesser learns nothing once over the limit.
  const limited = await hit(
    db,
    [{ limit: LIMITS.promoPerCart, key: cart.id }, ...perAddress(LIMITS.promoPerAddress, address)],
    now,
  );
  if (!limited.allowed) return { ok: false, reason: "limited" };
  const [promo, view] = await Promise.all([findPromo(db, code), priceCart(db, cart.id, "en", now, supplierId)]);
  const base = discountableSubtotal(view.items);
  // A custom offer's price is agreed: a code has nothing to take off a cart of offers alone.
  if (base === 0 && view.items.some((i) => i.offer && !i.unavailable))
    return { ok: false, reason: "offer_price", code };
  const result = evaluatePromo(promo, base, todayInGulf(now));
  // A code that cannot be used today answers as one that does not exist: which codes were, or will be, valid is not
  // the visitor's to find out. Below its minimum still says how much to add (docs/decisions/018).
  if (!result.ok && (result.reason === "expired" || result.reason === "not_started"))
    return { ok: false, reason: "unknown", code };
  if (!result.ok) return { ...result, code };
  if (cart.promoCode !== code) {
    await db.batch([setCartPromo(db, cart.id, code, now)]);
  }
  return { ok: true, code, discount: result.discount };
}

/** Takes the cart's promo code off; true when there was one. */
export async function removePromo(db: D1Database, cartId: string | null, now: Date): Promise<boolean> {
  if (!cartId) return false;
  const result = await clearCartPromo(db, cartId, now).run();
  return result.meta.changes > 0;
}

const empty = (now: Date): CartView => ({
  id: null,
  version: 0,
  pricedAt: now.toISOString(),
  items: [],
  subtotal: 0,
  discount: 0,
  total: 0,
  promo: null,
  promoProblem: null,
});

/**
 * The cart priced now, from D1 only: each item's lines from its departure's price, flagged `unavailable` (departure
 * gone or past, too few seats with lapsed holds counted as free, activity not bookable, option expired, more
 * travellers than the item takes, or, on a supplier's own site (`supplierId`), another supplier's activity: the cart
 * keeps it for the site that sells it) or `priceChanged` (price ≠ the quoted price). Items on one departure share its
 * seats in the order they were added. The promo applies to the bookable items' subtotal.
 */
export async function priceCart(
  db: D1Database,
  cartId: string | null,
  locale: Locale,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<CartView> {
  const stored = cartId ? await loadCart(db, cartId, locale, now, supplierId) : null;
  if (!stored) return empty(now);
  const today = todayInGulf(now);
  const taken = new Map<number, number>();

  const items = stored.items.map((item): CartItemView => {
    const { activity, option, slot } = item;
    // Another supplier's departure, on a supplier's own site, is priced and counted there as one that is gone: the item
    // keeps what the traveller was quoted, and no seats.
    const live = activity.soldHere ? slot : null;
    const people = travellers(item.counts);
    // A stay is priced night by night (or day by day) and needs a unit on every one of its departures.
    const covered = slot ? [slot, ...item.stay] : [];
    const offer = item.offer ? { aed: item.offer.aed } : null;
    const lines =
      option && live
        ? itemLines(
            option,
            covered.map((s) => s.price),
            item.counts,
            item.extras,
            offer,
          )
        : [];
    const price = option && live ? lines.reduce((sum, line) => sum + line.aed, 0) : (offer?.aed ?? item.quotedPrice);
    const free = live ? live.seatsLeft - (taken.get(live.id) ?? 0) : 0;
    const seats = seatsNeeded(option?.pricingUnit ?? "per_person", people);
    const stayBroken =
      item.units > 1 &&
      (!option ||
        !isStayUnit(option.pricingUnit) ||
        covered.length !== item.units ||
        covered.some((s) => hasStarted(s, now) || seats > s.seatsLeft - (taken.get(s.id) ?? 0)));
    const unavailable =
      !option ||
      !slot ||
      !activity.bookable ||
      !activity.soldHere ||
      hasStarted(slot, now) ||
      (option.expiresOn !== null && option.expiresOn < today) ||
      people === 0 ||
      people > option.capacityPerItem ||
      seats > free ||
      stayBroken;
    if (!unavailable) for (const s of covered) taken.set(s.id, (taken.get(s.id) ?? 0) + seats);
    const capacity = option?.capacityPerItem ?? 0;
    return {
      id: item.id,
      activityId: activity.id,
      title: activity.title,
      href: activityPath(locale, "default", activity.citySlug, activity.slug),
      image: activity.image,
      cityName: activity.cityName,
      optionId: option?.id ?? 0,
      optionTitle: option?.title ?? "",
      pricingUnit: option?.pricingUnit ?? "per_person",
      confirmation: activity.confirmation,
      date: slot?.date ?? "",
      startTime: slot?.startTime ?? "",
      stay: slot && option ? stayOf(slot.date, item.units, option.pricingUnit) : null,
      counts: item.counts,
      categories: option?.participants.map((p) => p.category) ?? [],
      extras: option
        ? option.extras.filter((e) => item.extras.includes(e.id)).map((e) => ({ id: e.id, title: e.title }))
        : [],
      travellers: people,
      maxTravellers:
        option?.pricingUnit === "per_person" ? Math.max(0, Math.min(capacity, free)) : free > 0 ? capacity : 0,
      capacityPerItem: capacity,
      lines,
      price,
      quotedPrice: item.quotedPrice,
      unavailable,
      priceChanged: Boolean(option && live) && price !== item.quotedPrice,
      cancellation: activity.cancellation,
      timeZone: activity.timeZone,
      // A departure nobody collects for (its option meets at the meeting point) asks for no pick-up point.
      questions: activity.pickupPoints.length
        ? activity.questions
        : activity.questions.filter((q) => q !== "pickup_point"),
      pickupPoints: activity.pickupPoints,
      offer: item.offer ? { id: item.offer.id, currency: item.offer.currency, total: item.offer.total } : null,
    };
  });

  const subtotal = items.filter((i) => !i.unavailable).reduce((sum, i) => sum + i.price, 0);
  let promo: AppliedPromo | null = null;
  let promoProblem: CartView["promoProblem"] = null;
  if (stored.promoCode && items.length > 0) {
    const row = await findPromo(db, stored.promoCode);
    // Measured against the items at list price: an offer's agreed price takes no discount.
    const result = evaluatePromo(row, discountableSubtotal(items), today);
    if (result.ok && row) promo = { code: row.code, kind: row.kind, value: row.value, discount: result.discount };
    else if (!result.ok)
      promoProblem = {
        code: stored.promoCode,
        reason:
          result.reason === "empty_cart" && items.some((i) => i.offer && !i.unavailable)
            ? "offer_price"
            : result.reason,
        ...(result.minSubtotal !== undefined ? { minSubtotal: result.minSubtotal } : {}),
      };
  }
  const discount = promo?.discount ?? 0;
  return {
    id: stored.id,
    version: stored.version,
    pricedAt: now.toISOString(),
    items,
    subtotal,
    discount,
    total: subtotal - discount,
    promo,
    promoProblem,
  };
}
