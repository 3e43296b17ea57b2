// Row → domain helpers shared by the catalogue queries: localised columns, JSON lists, images, and the rows of
// activity cards and options with their reshape functions.
import type { Locale } from "../../shared/locales.ts";
import { GULF_UTC_OFFSET } from "../../shared/dates.ts";
import { isDataBadge } from "../../shared/badges.ts";
import type {
  ActivityCard,
  ActivityOption,
  CancellationPolicy,
  ImageRef,
  OptionExtra,
  ParticipantCategory,
  PricingUnit,
} from "../../shared/catalogue.ts";
import { cancellationTerms } from "../../shared/cancellation.ts";

type L10nList = { en: string; ar: string }[];

/** Picks the text column `${base}_${locale}` from a row ("" when it is missing). */
export function loc(row: object, base: string, locale: Locale): string {
  const value = (row as Record<string, unknown>)[`${base}_${locale}`];
  return typeof value === "string" ? value : "";
}

/** A JSON text column (a list when it is missing). */
const jsonText = (raw: unknown): string => (typeof raw === "string" ? raw : "[]");

export function localList(raw: unknown, locale: Locale): string[] {
  try {
    return (JSON.parse(jsonText(raw)) as L10nList).map((item) => item[locale]);
  } catch {
    return [];
  }
}

export function jsonList(raw: unknown): string[] {
  try {
    return JSON.parse(jsonText(raw)) as string[];
  } catch {
    return [];
  }
}

export function image(key: string, width: number, height: number, alt: string): ImageRef {
  return { key, width, height, alt };
}

/** An activity's cancellation policy as two columns (aliased a = activities): `policyOf` reads them back. */
export const POLICY_COLUMNS = `(SELECT p.non_refundable FROM cancellation_policies p WHERE p.id = a.cancellation_policy_id) AS policy_non_refundable,
  (SELECT json_group_array(json_array(t.days, t.hours, t.minutes, t.penalty_percent)) FROM cancellation_tiers t WHERE t.policy_id = a.cancellation_policy_id) AS policy_tiers`;

/** The two columns of POLICY_COLUMNS. */
export type PolicyColumns = { policy_non_refundable?: number | null; policy_tiers?: string | null };

export function policyOf(row: PolicyColumns): CancellationPolicy {
  const tiers = JSON.parse(row.policy_tiers ?? "[]") as [number, number, number, number][];
  return {
    nonRefundable: row.policy_non_refundable === 1,
    tiers: tiers.map(([days, hours, minutes, penaltyPercent]) => ({ days, hours, minutes, penaltyPercent })),
  };
}

/** Columns every activity card needs (aliased a = activities, c = cities). */
export const CARD_COLUMNS = `a.id, a.slug, a.title_en, a.title_ar, a.from_price, a.rating_avg, a.review_count, a.duration_minutes,
  a.labels, a.badges, c.slug AS city_slug, c.name_en AS city_name_en, c.name_ar AS city_name_ar, c.country_code AS city_country,
  ${POLICY_COLUMNS},
  (SELECT cat.slug FROM categories cat WHERE cat.id = a.category_id) AS category_slug,
  (SELECT i.r2_key FROM activity_images i WHERE i.activity_id = a.id AND i.position = 0) AS image_key,
  (SELECT o.pricing_unit FROM options o WHERE o.activity_id = a.id ORDER BY o.position LIMIT 1) AS pricing_unit`;

/** A row of CARD_COLUMNS. */
export type CardRow = PolicyColumns & {
  id: number;
  slug: string;
  title_en: string;
  title_ar: string;
  from_price: number;
  rating_avg: number;
  review_count: number;
  duration_minutes: number;
  labels: string;
  badges: string;
  city_slug: string;
  city_name_en: string;
  city_name_ar: string;
  city_country: string;
  category_slug: string;
  image_key: string;
  pricing_unit: PricingUnit | null;
};

export function toCard(row: CardRow, locale: Locale): ActivityCard {
  const title = loc(row, "title", locale);
  return {
    id: row.id,
    slug: row.slug,
    title,
    city: { slug: row.city_slug, name: loc(row, "city_name", locale) },
    categorySlug: row.category_slug,
    image: image(row.image_key, 1600, 1000, title),
    rating: row.rating_avg,
    reviewCount: row.review_count,
    durationMinutes: row.duration_minutes,
    fromPrice: row.from_price,
    pricingUnit: row.pricing_unit ?? "per_person",
    cancellationTerms: cancellationTerms(policyOf(row)),
    labels: jsonList(row.labels),
    badges: jsonList(row.badges).filter(isDataBadge),
  };
}

/** A pickup_points row. */
export type PickupPointRow = {
  id: number;
  activity_id: number;
  position: number;
  name_en: string;
  name_ar: string;
  pickup_time: string;
  departure_time: string | null;
};

/** An options row. */
export type OptionRow = {
  id: number;
  activity_id: number;
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  duration_minutes: number;
  min_age: number;
  capacity_per_item: number;
  pickup_included: number;
  dropoff_included: number;
  pricing_unit: PricingUnit;
  expires_on: string | null;
};

/** An option_participants row. */
export type ParticipantRow = {
  option_id: number;
  category: ParticipantCategory;
  min_age: number;
  max_age: number | null;
  price_percent: number;
};

/** An option_extras row. */
export type ExtraRow = {
  id: number;
  option_id: number;
  title_en: string;
  title_ar: string;
  price: number;
  unit: OptionExtra["unit"];
};

/** An option row with its participant and extra rows (any option's; this one's are picked by option_id). */
export function toOption(
  o: OptionRow,
  participants: ParticipantRow[],
  extras: ExtraRow[],
  locale: Locale,
): ActivityOption {
  return {
    id: o.id,
    title: loc(o, "title", locale),
    description: loc(o, "description", locale),
    durationMinutes: o.duration_minutes,
    minAge: o.min_age,
    capacityPerItem: o.capacity_per_item,
    pickupIncluded: o.pickup_included === 1,
    dropoffIncluded: o.dropoff_included === 1,
    pricingUnit: o.pricing_unit,
    expiresOn: o.expires_on ?? null,
    participants: participants
      .filter((p) => p.option_id === o.id)
      .map((p) => ({
        category: p.category,
        minAge: p.min_age,
        maxAge: p.max_age ?? null,
        pricePercent: p.price_percent,
      })),
    extras: extras
      .filter((e) => e.option_id === o.id)
      .map((e) => ({ id: e.id, title: loc(e, "title", locale), price: e.price, unit: e.unit })),
  };
}

/** GULF_UTC_OFFSET ("+04:00") as the SQLite modifier that turns Gulf time into UTC ("-240 minutes"). */
const TO_UTC = (() => {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(GULF_UTC_OFFSET)!;
  return `${sign === "+" ? "-" : "+"}${Number(hours) * 60 + Number(minutes)} minutes`;
})();

/**
 * SQL for the UTC instant a departure starts, from its date and HH:MM start-time columns in Gulf time (the same
 * instant as departureStart in shared/dates.ts), comparable with datetime(?).
 */
export const departureStartUtcSql = (date: string, time: string) => `datetime(${date} || ' ' || ${time}, '${TO_UTC}')`;
