// Row → domain helpers shared by the catalogue queries: localised columns, JSON lists, images.
import type { Locale } from "../../shared/locales.ts";
import { GULF_UTC_OFFSET } from "../../shared/dates.ts";
import { isDataBadge } from "../../shared/badges.ts";
import type { ActivityCard, ActivityOption, CancellationPolicy, ImageRef, OptionExtra, ParticipantCategory, PricingUnit } from "../../shared/catalogue.ts";
import { cancellationTerms } from "../../shared/cancellation.ts";

type L10nList = { en: string; ar: string }[];

/** Picks `${base}_${locale}` from a row. */
export function loc(row: Record<string, unknown>, base: string, locale: Locale): string {
  return String(row[`${base}_${locale}`] ?? "");
}

export function localList(raw: unknown, locale: Locale): string[] {
  try {
    return (JSON.parse(String(raw ?? "[]")) as L10nList).map((item) => item[locale]);
  } catch {
    return [];
  }
}

export function jsonList(raw: unknown): string[] {
  try {
    return JSON.parse(String(raw ?? "[]")) as string[];
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

export function policyOf(row: Record<string, unknown>): CancellationPolicy {
  const tiers = JSON.parse(String(row.policy_tiers ?? "[]")) as [number, number, number, number][];
  return { nonRefundable: row.policy_non_refundable === 1, tiers: tiers.map(([days, hours, minutes, penaltyPercent]) => ({ days, hours, minutes, penaltyPercent })) };
}

/** Columns every activity card needs (aliased a = activities, c = cities). */
export const CARD_COLUMNS = `a.id, a.slug, a.title_en, a.title_ar, a.from_price, a.rating_avg, a.review_count, a.duration_minutes,
  a.labels, a.badges, c.slug AS city_slug, c.name_en AS city_name_en, c.name_ar AS city_name_ar, c.country_code AS city_country,
  ${POLICY_COLUMNS},
  (SELECT cat.slug FROM categories cat WHERE cat.id = a.category_id) AS category_slug,
  (SELECT i.r2_key FROM activity_images i WHERE i.activity_id = a.id AND i.position = 0) AS image_key,
  (SELECT o.pricing_unit FROM options o WHERE o.activity_id = a.id ORDER BY o.position LIMIT 1) AS pricing_unit`;

export type CardRow = Record<string, unknown>;

export function toCard(row: CardRow, locale: Locale): ActivityCard {
  const title = loc(row, "title", locale);
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title,
    city: { slug: String(row.city_slug), name: loc(row, "city_name", locale) },
    categorySlug: String(row.category_slug),
    image: image(String(row.image_key), 1600, 1000, title),
    rating: Number(row.rating_avg),
    reviewCount: Number(row.review_count),
    durationMinutes: Number(row.duration_minutes),
    fromPrice: Number(row.from_price),
    pricingUnit: (row.pricing_unit as PricingUnit) ?? "per_person",
    cancellationTerms: cancellationTerms(policyOf(row)),
    labels: jsonList(row.labels),
    badges: jsonList(row.badges).filter(isDataBadge),
  };
}

/** An option row with its participant and extra rows (any option's; this one's are picked by option_id). */
export function toOption(o: Record<string, unknown>, participants: Record<string, unknown>[], extras: Record<string, unknown>[], locale: Locale): ActivityOption {
  return {
    id: Number(o.id),
    title: loc(o, "title", locale),
    description: loc(o, "description", locale),
    durationMinutes: Number(o.duration_minutes),
    minAge: Number(o.min_age),
    capacityPerItem: Number(o.capacity_per_item),
    pickupIncluded: o.pickup_included === 1,
    dropoffIncluded: o.dropoff_included === 1,
    pricingUnit: o.pricing_unit as PricingUnit,
    expiresOn: (o.expires_on as string | null) ?? null,
    participants: participants
      .filter((p) => p.option_id === o.id)
      .map((p) => ({ category: p.category as ParticipantCategory, minAge: Number(p.min_age), maxAge: p.max_age === null ? null : Number(p.max_age), pricePercent: Number(p.price_percent) })),
    extras: extras
      .filter((e) => e.option_id === o.id)
      .map((e) => ({ id: Number(e.id), title: loc(e, "title", locale), price: Number(e.price), unit: e.unit as OptionExtra["unit"] })),
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
