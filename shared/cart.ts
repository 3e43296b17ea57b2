// The cart as the worker prices it and the pages show it: items with their current price and flags, totals, promo.
import type { CancellationPolicy, ImageRef, ParticipantCategory, PricingUnit } from "./catalogue.ts";
import type { Counts, PriceLine } from "./booking-math.ts";
import type { Stay } from "./stay.ts";
import type { FixedPrice } from "./money.ts";

/** Questions an activity asks at checkout, beyond the lead guest (spec §3 "Reservation questions"). */
export const RESERVATION_QUESTIONS = [
  "traveller_names",
  "pickup_point",
  "pickup_address",
  "pickup_time",
  "note",
] as const;
export type ReservationQuestion = (typeof RESERVATION_QUESTIONS)[number];

export type PickupPoint = { id: number; name: string; time: string };

/** What the traveller chose on the experience page; prices are never part of it (the server prices it). */
export type CartSelection = {
  slotId: number;
  counts: Counts;
  extras: number[] /** Nights or days from the departure (stays only; default 1). */;
  units?: number;
};

export type CartItemView = {
  id: number;
  activityId: number;
  title: string;
  href: string;
  image: ImageRef;
  cityName: string;
  optionId: number;
  optionTitle: string;
  pricingUnit: PricingUnit;
  confirmation: "instant" | "on_request";
  date: string;
  startTime: string;
  /** Nights or days booked, with the check-out or return date; null for an item on one departure. */
  stay: Stay | null;
  counts: Counts;
  categories: ParticipantCategory[];
  extras: { id: number; title: string }[];
  travellers: number;
  /** The most travellers this item may have now: the option's per-item capacity and the seats left (spec §5). */
  maxTravellers: number;
  /** The option's own "max {capacity} per item". */
  capacityPerItem: number;
  /** Price lines and price now, AED minor units; `quotedPrice` is what the cart showed when the item was added. */
  lines: PriceLine[];
  price: number;
  quotedPrice: number;
  unavailable: boolean;
  priceChanged: boolean;
  /** The activity's cancellation policy, and its city's time zone (the clock its departures start on). */
  cancellation: CancellationPolicy;
  timeZone: string;
  questions: ReservationQuestion[];
  pickupPoints: PickupPoint[];
  /**
   * A custom offer this item stands for (issue 30 §6): its departure and party are fixed, its price is the offer's
   * (`price` is its AED; `total` in `currency` is what the traveller agreed to), and promo codes leave it alone.
   */
  offer: CartOffer | null;
};

export type CartOffer = { id: number; currency: string; total: number };

/** An item's price as the display shows it: its AED, and the agreed amount of an offer in the offer's currency. */
export function shownLine(item: { id: number; price: number; offer?: CartOffer | null }): {
  id: number;
  aed: number;
  fixed: FixedPrice | null;
} {
  return {
    id: item.id,
    aed: item.price,
    fixed: item.offer ? { currency: item.offer.currency, minor: item.offer.total } : null,
  };
}

/** What a promo code's percentage or minimum is measured against: bookable items at list price (never an offer's). */
export function discountableSubtotal(items: Pick<CartItemView, "unavailable" | "price" | "offer">[]): number {
  return items.filter((i) => !i.unavailable && !i.offer).reduce((sum, i) => sum + i.price, 0);
}

export type PromoKind = "percent" | "fixed";
export type AppliedPromo = { code: string; kind: PromoKind; value: number; discount: number };
/** Why a promo code was refused or dropped; each has a message in both languages (cart.promo.refused.*). */
export type PromoRefusal =
  | "unknown"
  | "expired"
  | "not_started"
  | "below_minimum"
  | "one_per_cart"
  | "empty_cart"
  | "limited"
  | "offer_price";

export type CartView = {
  id: string | null;
  version: number;
  /** When the cart was priced (ISO): what every claim about it ("free cancellation until …") is true at. */
  pricedAt: string;
  items: CartItemView[];
  /** Items still bookable, and what they cost (unavailable items count for nothing). */
  subtotal: number;
  discount: number;
  total: number;
  promo: AppliedPromo | null;
  /** A promo kept on the cart that no longer applies (e.g. below its minimum after a change), and why. */
  promoProblem: { code: string; reason: PromoRefusal; minSubtotal?: number } | null;
};

/** Spec §4's availability check when the traveller proceeds. */
export type AvailabilityOutcome = "ok" | "some_unavailable" | "prices_changed" | "both" | "none";

export function availabilityOutcome(items: Pick<CartItemView, "unavailable" | "priceChanged">[]): AvailabilityOutcome {
  if (items.length > 0 && items.every((i) => i.unavailable)) return "none";
  const unavailable = items.some((i) => i.unavailable);
  const changed = items.some((i) => !i.unavailable && i.priceChanged);
  return unavailable && changed ? "both" : unavailable ? "some_unavailable" : changed ? "prices_changed" : "ok";
}

/** The readable cookie the header's cart island reads its count from (browse pages carry nothing personal). */
export const CART_COUNT_COOKIE = "cart_count";
/** The cart's own cookie: HttpOnly, Secure, SameSite=Lax, Path=/ (the __Host- prefix makes browsers insist). */
export const CART_COOKIE = "__Host-cart";
