// Shapes of the hand-written demo content that the seed generator expands into a catalogue.
import type { CategoryIconName } from "../../client/components/icons/CategoryIcon.tsx";

/** A string in both languages. Arabic must be natural Modern Standard Arabic as used in the Gulf, never transliteration. */
export type L10n = { en: string; ar: string };

export type CountryCode = "AE" | "OM" | "QA" | "BH" | "SA";

export type CitySeed = {
  slug: string; // kebab-case, English, e.g. "abu-dhabi"
  country: CountryCode;
  name: L10n;
  description: L10n; // 2-3 sentences for the city listing page
  latitude: number;
  longitude: number;
  /** Landmarks and neighbourhoods used to make activity titles and addresses believable. */
  places: { name: L10n; latitude: number; longitude: number }[]; // 3-6 per city
};

export type CategorySlug =
  | "desert-safaris"
  | "theme-parks"
  | "cruises"
  | "city-tours"
  | "water-sports"
  | "attractions"
  | "adventure"
  | "culture"
  | "food-tours"
  | "wellness"
  | "day-trips"
  | "wildlife";

export type CategorySeed = { slug: CategorySlug; name: L10n; description: L10n; icon: CategoryIconName };

export type PricingUnit = "per_person" | "per_item" | "daily" | "nightly";

export type OptionTemplate = {
  title: L10n;
  description: L10n;
  /** Start times "HH:MM" (24h) offered each day; one entry for single-departure options. */
  startTimes: string[];
  durationMinutes: number;
  pricingUnit: PricingUnit;
  /** Adult (or per-unit) price in AED fils (minor units): 25000 = AED 250.00. */
  basePrice: number;
  /** Child price as a percentage of the adult price; null when children are not admitted. Infants are free when admitted. */
  childPercent: number | null;
  infantsAllowed: boolean;
  capacityPerItem: number; // max travellers in one booking item ("max {capacity} per item")
  slotCapacity: number; // seats per departure
  pickupIncluded: boolean;
  dropoffIncluded: boolean;
  extras: { title: L10n; price: number /* fils */; unit: "per_person" | "per_item" }[];
};

/** A kind of activity in a category; the generator places it in several cities to make 150+ activities. */
export type ActivityTemplate = {
  key: string; // unique kebab-case id of the template
  category: CategorySlug;
  /** Cities (by slug) where this template makes sense; the generator makes one activity per city listed. */
  cities: string[];
  /** Title with "{city}" or "{place}" placeholders, e.g. { en: "Evening Desert Safari from {city}", ar: "سفاري صحراوية مسائية من {city}" }. */
  title: L10n;
  summary: L10n; // one sentence for cards (benchmark variants; each placement has its own in content/local.ts)
  // Overview, highlights, itinerary and meeting point are each placement's own (content/details-*.ts), never shared.
  includes: L10n[]; // 3-6
  excludes: L10n[]; // 1-3
  knowBeforeYouGo: L10n[]; // 3-5
  whatToBring: L10n[]; // 2-5
  languages: string[]; // ISO 639-1 codes, e.g. ["en", "ar", "ru"]
  durationMinutes: number;
  minAge: number; // 0 when all ages
  labels: ("bestseller" | "new" | "likely-to-sell-out" | "skip-the-line" | "private")[];
  occasions: ("family-day-out" | "romantic" | "birthday" | "team-outing" | "rainy-day" | "ramadan" | "national-day")[];
  bestFor: ("families" | "couples" | "solo" | "groups" | "kids" | "seniors")[];
  timeOfDay: ("morning" | "afternoon" | "evening" | "night")[];
  confirmation: "instant" | "on_request";
  cancellation: "free-24h" | "free-48h" | "partial-72h" | "non-refundable";
  options: OptionTemplate[]; // 1-3
};

export type BlogSeed = {
  slug: string;
  city: string | null; // city slug or null
  category: CategorySlug | null;
  title: L10n;
  excerpt: L10n;
  /** Paragraphs of the article body, 4-7, each 2-4 sentences. */
  body: { en: string[]; ar: string[] };
  author: L10n;
  publishedAt: string; // ISO date, 2026
};

/** Pools the generator draws reviews from, per star rating, in each language. */
export type ReviewPool = Record<
  1 | 2 | 3 | 4 | 5,
  { en: { title: string; body: string }[]; ar: { title: string; body: string }[] }
>;
export type ReviewerNames = { en: string[]; ar: string[] };

/** How a local state's pictures are made (media.ts): drawn (`npm run dev`), or flat stand-ins of the same sizes (the browser journeys). */
export type ImageKind = "drawn" | "placeholder";
