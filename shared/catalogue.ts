// The catalogue as pages see it: localised domain types produced by worker/db, never raw rows.
import type { DataBadge } from "./badges.ts";
export type ImageRef = { key: string; width: number; height: number; alt: string };
export type PricingUnit = "per_person" | "per_item" | "daily" | "nightly";
export type ParticipantCategory = "adult" | "child" | "infant";

export type CityRef = { slug: string; name: string };

export type City = CityRef & {
  countryCode: string;
  description: string;
  image: ImageRef;
  latitude: number;
  longitude: number;
  activityCount: number;
};

export type Category = {
  slug: string;
  name: string;
  description: string;
  icon: string;
  image: ImageRef;
  activityCount: number;
};

export type ActivityCard = {
  id: number;
  slug: string;
  title: string;
  city: CityRef;
  categorySlug: string;
  image: ImageRef;
  rating: number;
  reviewCount: number;
  durationMinutes: number;
  /** Lowest adult/unit price, AED minor units. */
  fromPrice: number;
  pricingUnit: PricingUnit;
  /** What its cancellation policy promises whatever the day (shared/cancellation.ts decides it). */
  cancellationTerms: CancellationTerms;
  labels: string[];
  /** Badges from data (bookings, listing date), most important first: shared/badges.ts. */
  badges: DataBadge[];
  /** Set when a listing is narrowed to a date: that day's lowest price (AED minor units), shown instead of "from". */
  priceOn?: { date: string; price: number };
};

export type OptionParticipant = {
  category: ParticipantCategory;
  minAge: number;
  maxAge: number | null;
  pricePercent: number;
};
export type OptionExtra = { id: number; title: string; price: number; unit: "per_person" | "per_item" };

export type ActivityOption = {
  id: number;
  title: string;
  description: string;
  durationMinutes: number;
  minAge: number;
  capacityPerItem: number;
  pickupIncluded: boolean;
  dropoffIncluded: boolean;
  pricingUnit: PricingUnit;
  expiresOn: string | null;
  participants: OptionParticipant[];
  extras: OptionExtra[];
};

export type ItineraryStep = { title: string; description: string; durationMinutes: number };
export type CancellationTier = { days: number; hours: number; minutes: number; penaltyPercent: number };
export type CancellationPolicy = { nonRefundable: boolean; tiers: CancellationTier[] };
/** A policy's promise without a departure: never refundable, or free up to `hours` before the start (0: until it). */
export type CancellationTerms = { kind: "non_refundable" } | { kind: "free_before"; hours: number };
export type Review = {
  id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  country: string;
  locale: "en" | "ar";
  date: string;
  /** Written through the site by the traveller who booked it (a verified booking). */
  verified: boolean;
};

export type ActivityDetail = ActivityCard & {
  category: { slug: string; name: string };
  summary: string;
  overview: string;
  highlights: string[];
  includes: string[];
  excludes: string[];
  knowBefore: string[];
  whatToBring: string[];
  itinerary: ItineraryStep[];
  images: ImageRef[];
  address: string;
  latitude: number;
  longitude: number;
  languages: string[];
  minAge: number;
  confirmation: "instant" | "on_request";
  cancellation: CancellationPolicy;
  /** The activity's city's time zone: its departures' times are that wall clock (shared/dates.ts). */
  timeZone: string;
  bookable: boolean;
  options: ActivityOption[];
  ratingBreakdown: Record<1 | 2 | 3 | 4 | 5, number>;
  /** Each option's start times (HH:MM, Gulf time) across its departures, by option id. */
  startTimes: Record<number, string[]>;
  /** Where the pick-up collects travellers, when the activity offers a choice (checkout asks which). */
  pickupPoints: PickupPoint[];
  /** A static map of the meeting point, drawn for the demo data and shown through the image optimiser. */
  mapImage: ImageRef | null;
};

export type PickupPoint = { name: string; time: string };

export type BlogPostCard = {
  slug: string;
  title: string;
  excerpt: string;
  image: ImageRef;
  author: string;
  publishedAt: string;
  city: CityRef | null;
};
export type BlogPost = BlogPostCard & { body: string[]; category: { slug: string; name: string } | null };

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; pageCount: number };

/** A day in the booking calendar: its lowest price and the seats left across its departures. */
export type DayAvailability = { date: string; fromPrice: number; remaining: number };
/**
 * One start time of one option on one day. `closed`: the supplier stopped selling it (stop-sale; set only when true):
 * it has no seats to offer (`remaining` 0) and says "not available" rather than "sold out".
 */
export type Departure = {
  slotId: number;
  optionId: number;
  startTime: string;
  remaining: number;
  price: number;
  closed?: true;
};

export type CityHit = { slug: string; name: string; countryCode: string; activityCount: number };
export type Suggestion = { kind: "city" | "activity"; slug: string; title: string; citySlug: string; cityName: string };

export const FAQ_TOPICS = ["booking", "payment", "cancellation", "onTheDay"] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];
export type FaqEntry = { id: number; topic: FaqTopic; question: string; answer: string };
