// One activity with everything its detail page shows: sections, options, prices, policy, reviews.
import type { Locale } from "../../client/lib/locales.ts";
import type { ActivityDetail, Review } from "../../client/lib/catalogue.ts";
import { CARD_COLUMNS, image, jsonList, loc, localList, toCard, toOption, type CardRow } from "./rows.ts";

type R = Record<string, unknown>;

export async function findActivity(db: D1Database, slug: string, locale: Locale): Promise<ActivityDetail | null> {
  const row = await db
    .prepare(
      `SELECT ${CARD_COLUMNS}, a.*, c.slug AS city_slug, g.slug AS category_slug, g.name_en AS category_name_en, g.name_ar AS category_name_ar,
         p.non_refundable
       FROM activities a JOIN cities c ON c.id = a.city_id JOIN categories g ON g.id = a.category_id
       JOIN cancellation_policies p ON p.id = a.cancellation_policy_id WHERE a.slug = ?`,
    )
    .bind(slug)
    .first<R>();
  if (!row) return null;
  const id = Number(row.id);
  const [images, steps, options, participants, extras, tiers, breakdown] = await db.batch<R>([
    db.prepare("SELECT r2_key, width, height FROM activity_images WHERE activity_id = ? ORDER BY position").bind(id),
    db.prepare("SELECT * FROM itinerary_steps WHERE activity_id = ? ORDER BY position").bind(id),
    db.prepare("SELECT * FROM options WHERE activity_id = ? ORDER BY position").bind(id),
    db.prepare("SELECT p.* FROM option_participants p JOIN options o ON o.id = p.option_id WHERE o.activity_id = ? ORDER BY p.min_age DESC").bind(id),
    db.prepare("SELECT e.* FROM option_extras e JOIN options o ON o.id = e.option_id WHERE o.activity_id = ? ORDER BY e.id").bind(id),
    db.prepare("SELECT days, hours, minutes, penalty_percent FROM cancellation_tiers WHERE policy_id = ? ORDER BY days DESC, hours DESC, minutes DESC").bind(row.cancellation_policy_id),
    db.prepare("SELECT rating, count(*) AS n FROM reviews WHERE activity_id = ? GROUP BY rating").bind(id),
  ]);
  const card = toCard(row as CardRow, locale);
  const ratingBreakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as ActivityDetail["ratingBreakdown"];
  for (const b of breakdown.results) ratingBreakdown[Number(b.rating) as 1] = Number(b.n);

  return {
    ...card,
    category: { slug: String(row.category_slug), name: loc(row, "category_name", locale) },
    summary: loc(row, "summary", locale),
    overview: loc(row, "overview", locale),
    highlights: localList(row.highlights, locale),
    includes: localList(row.includes, locale),
    excludes: localList(row.excludes, locale),
    knowBefore: localList(row.know_before, locale),
    whatToBring: localList(row.what_to_bring, locale),
    itinerary: steps.results.map((s) => ({ title: loc(s, "title", locale), description: loc(s, "description", locale), durationMinutes: Number(s.duration_minutes) })),
    images: images.results.map((img, i) => image(String(img.r2_key), Number(img.width), Number(img.height), `${card.title} (${i + 1})`)),
    address: loc(row, "address", locale),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    languages: jsonList(row.languages),
    minAge: Number(row.min_age),
    confirmation: row.confirmation === "on_request" ? "on_request" : "instant",
    cancellation: {
      nonRefundable: row.non_refundable === 1,
      tiers: tiers.results.map((t) => ({ days: Number(t.days), hours: Number(t.hours), minutes: Number(t.minutes), penaltyPercent: Number(t.penalty_percent) })),
    },
    bookable: row.bookable === 1,
    options: options.results.map((o) => toOption(o, participants.results, extras.results, locale)),
    ratingBreakdown,
  };
}

/** Latest reviews, those written in the page's language first. */
export async function listReviews(db: D1Database, activityId: number, locale: Locale, limit = 10): Promise<Review[]> {
  const { results } = await db
    .prepare("SELECT * FROM reviews WHERE activity_id = ? ORDER BY (locale = ?) DESC, created_at DESC LIMIT ?")
    .bind(activityId, locale, limit)
    .all<R>();
  return results.map((r) => ({
    id: Number(r.id),
    rating: Number(r.rating),
    title: String(r.title),
    body: String(r.body),
    author: String(r.author_name),
    country: String(r.author_country),
    locale: r.locale === "ar" ? "ar" : "en",
    date: String(r.created_at),
    verified: r.verified === 1,
  }));
}

/** What a form about an activity needs: its id, its title in `locale` and in both languages, and its page's slugs. */
export type ActivityRef = { id: number; slug: string; citySlug: string; title: string; titles: Record<Locale, string> };

export async function findActivityRef(db: D1Database, slug: string, locale: Locale): Promise<ActivityRef | null> {
  const row = await db
    .prepare("SELECT a.id, a.slug, a.title_en, a.title_ar, c.slug AS city_slug FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.slug = ?")
    .bind(slug)
    .first<R>();
  if (!row) return null;
  const titles = { en: loc(row, "title", "en"), ar: loc(row, "title", "ar") };
  return { id: Number(row.id), slug: String(row.slug), citySlug: String(row.city_slug), title: titles[locale], titles };
}
