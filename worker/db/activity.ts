// One activity with everything its detail page shows: sections, options, prices, policy, reviews.
import type { Locale } from "../../shared/locales.ts";
import type { ActivityDetail } from "../../shared/catalogue.ts";
import {
  CARD_COLUMNS,
  image,
  jsonList,
  loc,
  localList,
  policyOf,
  toCard,
  toOption,
  type CardRow,
  type ExtraRow,
  type OptionRow,
  type ParticipantRow,
  type PickupPointRow,
} from "./rows.ts";
import { timeZoneOfCountry } from "../../shared/dates.ts";
import type { Read, Rows } from "./batch.ts";

/** The size the demo meeting-point maps are drawn at (the optimiser crops to the shape the page asks for). */
const MAP_SIZE = { width: 1200, height: 600 };

/** The row an experience page starts from: the activity at `slug` with its city, category and policy. */
export type ActivityRow = CardRow & {
  bookable: number;
  category_name_en: string;
  category_name_ar: string;
  summary_en: string;
  summary_ar: string;
  overview_en: string;
  overview_ar: string;
  highlights: string;
  includes: string;
  excludes: string;
  know_before: string;
  what_to_bring: string;
  address_en: string;
  address_ar: string;
  latitude: number;
  longitude: number;
  languages: string;
  min_age: number;
  confirmation: string;
  /** Missing until the demo media migration is applied. */
  map_image_key?: string | null;
};

type ImageRow = { r2_key: string; width: number; height: number };
type StepRow = {
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  duration_minutes: number;
};

/**
 * The activity at `slug`, or null. `supplierId` (a supplier's own site) narrows it to that supplier's activities:
 * another supplier's experience does not exist there.
 */
export function activityRowRead(
  db: D1Database,
  slug: string,
  supplierId: number | null = null,
): Read<ActivityRow | null> {
  return {
    statements: [
      db
        .prepare(
          `SELECT ${CARD_COLUMNS}, a.*, c.slug AS city_slug, g.slug AS category_slug, g.name_en AS category_name_en, g.name_ar AS category_name_ar,
             p.non_refundable
           FROM activities a JOIN cities c ON c.id = a.city_id JOIN categories g ON g.id = a.category_id
           JOIN cancellation_policies p ON p.id = a.cancellation_policy_id WHERE a.slug = ?1 AND (?2 IS NULL OR a.supplier_id = ?2)`,
        )
        .bind(slug, supplierId),
    ],
    map: ([rows]) => (rows.results[0] as ActivityRow | undefined) ?? null,
    remember: `activity:${supplierId}:${slug}`,
  };
}

/** What the detail page shows of an activity beyond its start times, which come with its seats (`startTimesRead`). */
export type ActivityDetailWithoutTimes = Omit<ActivityDetail, "startTimes">;

/** Everything the detail page shows beyond `row` (which carries its policy): sections, options, prices, ratings, pick-ups. */
export function activityDetailRead(db: D1Database, row: ActivityRow, locale: Locale): Read<ActivityDetailWithoutTimes> {
  const id = row.id;
  return {
    statements: [
      db.prepare("SELECT r2_key, width, height FROM activity_images WHERE activity_id = ? ORDER BY position").bind(id),
      db.prepare("SELECT * FROM itinerary_steps WHERE activity_id = ? ORDER BY position").bind(id),
      db.prepare("SELECT * FROM options WHERE activity_id = ? ORDER BY position").bind(id),
      db
        .prepare(
          "SELECT p.* FROM option_participants p JOIN options o ON o.id = p.option_id WHERE o.activity_id = ? ORDER BY p.min_age DESC",
        )
        .bind(id),
      db
        .prepare(
          "SELECT e.* FROM option_extras e JOIN options o ON o.id = e.option_id WHERE o.activity_id = ? ORDER BY e.id",
        )
        .bind(id),
      db.prepare("SELECT rating, count(*) AS n FROM reviews WHERE activity_id = ? GROUP BY rating").bind(id),
      db
        .prepare("SELECT name_en, name_ar, pickup_time FROM pickup_points WHERE activity_id = ? ORDER BY position")
        .bind(id),
    ],
    map: (results) => toActivityDetail(row, results, locale),
    remember: `detail:${id}`,
    rememberValue: locale,
  };
}

/** Each option's start times, from its departures (not remembered with the rest: departures are not catalogue data). */
export function startTimesRead(db: D1Database, activityId: number): Read<ActivityDetail["startTimes"]> {
  return {
    statements: [
      db
        .prepare(
          "SELECT DISTINCT option_id, start_time FROM availability WHERE activity_id = ? ORDER BY option_id, start_time",
        )
        .bind(activityId),
    ],
    map: ([times]) => {
      const startTimes: ActivityDetail["startTimes"] = {};
      for (const slot of times.results as { option_id: number; start_time: string }[]) {
        startTimes[slot.option_id] ??= [];
        startTimes[slot.option_id].push(slot.start_time);
      }
      return startTimes;
    },
  };
}

function toActivityDetail(
  row: ActivityRow,
  [images, steps, options, participants, extras, breakdown, pickups]: Rows[],
  locale: Locale,
): ActivityDetailWithoutTimes {
  const card = toCard(row, locale);
  const ratingBreakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as ActivityDetail["ratingBreakdown"];
  for (const b of breakdown.results as { rating: 1; n: number }[]) ratingBreakdown[b.rating] = b.n;
  // The map column arrives with the demo media migration; until it is applied the row simply has no key.
  const mapKey = typeof row.map_image_key === "string" && row.map_image_key ? row.map_image_key : null;

  return {
    ...card,
    category: { slug: row.category_slug, name: loc(row, "category_name", locale) },
    summary: loc(row, "summary", locale),
    overview: loc(row, "overview", locale),
    highlights: localList(row.highlights, locale),
    includes: localList(row.includes, locale),
    excludes: localList(row.excludes, locale),
    knowBefore: localList(row.know_before, locale),
    whatToBring: localList(row.what_to_bring, locale),
    itinerary: (steps.results as StepRow[]).map((s) => ({
      title: loc(s, "title", locale),
      description: loc(s, "description", locale),
      durationMinutes: s.duration_minutes,
    })),
    images: (images.results as ImageRow[]).map((img, i) =>
      image(img.r2_key, img.width, img.height, `${card.title} (${i + 1})`),
    ),
    address: loc(row, "address", locale),
    latitude: row.latitude,
    longitude: row.longitude,
    languages: jsonList(row.languages),
    minAge: row.min_age,
    confirmation: row.confirmation === "on_request" ? "on_request" : "instant",
    cancellation: policyOf(row),
    timeZone: timeZoneOfCountry(row.city_country),
    bookable: row.bookable === 1,
    options: (options.results as OptionRow[]).map((o) =>
      toOption(o, participants.results as ParticipantRow[], extras.results as ExtraRow[], locale),
    ),
    ratingBreakdown,
    pickupPoints: (pickups.results as PickupPointRow[]).map((p) => ({
      name: loc(p, "name", locale),
      time: p.pickup_time,
    })),
    mapImage: mapKey ? image(mapKey, MAP_SIZE.width, MAP_SIZE.height, card.title) : null,
  };
}

/** What a form about an activity needs: its id, its title in `locale` and in both languages, and its page's slugs. */
export type ActivityRef = { id: number; slug: string; citySlug: string; title: string; titles: Record<Locale, string> };

/** An activity's id, slug and titles; with `supplierId` (a supplier's own site), only that supplier's activities. */
export async function findActivityRef(
  db: D1Database,
  slug: string,
  locale: Locale,
  supplierId: number | null = null,
): Promise<ActivityRef | null> {
  const row = await db
    .prepare(
      "SELECT a.id, a.slug, a.title_en, a.title_ar, c.slug AS city_slug FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.slug = ?1 AND (?2 IS NULL OR a.supplier_id = ?2)",
    )
    .bind(slug, supplierId)
    .first<{ id: number; slug: string; title_en: string; title_ar: string; city_slug: string }>();
  if (!row) return null;
  const titles = { en: loc(row, "title", "en"), ar: loc(row, "title", "ar") };
  return { id: row.id, slug: row.slug, citySlug: row.city_slug, title: titles[locale], titles };
}
