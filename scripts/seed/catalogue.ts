// Expands the hand-written content into a believable catalogue: activities per city, options, 90 days of
// availability, reviews and the blog. Pure data: writing it to D1 is `insert.ts`, drawing images is `media.ts`.
import { CITIES } from "./content/cities.ts";
import { CATEGORIES } from "./content/categories.ts";
import { BLOG_POSTS } from "./content/blog.ts";
import { REVIEW_POOL, REVIEWER_NAMES, REVIEWER_COUNTRIES } from "./content/reviews.ts";
import { ACTIVITIES_1 } from "./content/activities-1.ts";
import { ACTIVITIES_2 } from "./content/activities-2.ts";
import { ACTIVITIES_3 } from "./content/activities-3.ts";
import { createRng, deriveSeed, slugify, type Rng } from "./random.ts";
import { addDays, weekday } from "../../shared/dates.ts";
import type { ActivityTemplate, CategorySlug, CitySeed, L10n, OptionTemplate } from "./types.ts";
import type { ReservationQuestion } from "../../shared/cart.ts";
import { PROMO_CODES, REFUSING_SUPPLIER_TEMPLATES } from "./content/booking.ts";
import { SUPPLIERS } from "./content/suppliers.ts";
import { LOCAL_PLACEMENTS } from "./content/local.ts";
import { LOCAL_DETAILS } from "./content/details.ts";
import type { LocalDetail } from "./content/detail.ts";
import { PICKUP_LEAD, pickupPoints } from "./pickups.ts";
import { CITY_BACKDROPS, PHOTOS_PER_ACTIVITY, subjectOf, type Subject } from "./subjects.ts";
import type { Backdrop, SceneKind } from "./images.ts";
import type { MapJob } from "./maps.ts";

export const TEMPLATES: ActivityTemplate[] = [...ACTIVITIES_1, ...ACTIVITIES_2, ...ACTIVITIES_3];
/** The card and hero photo (and city and blog pictures) are drawn larger than the rest of an activity's gallery. */
export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1000;
export const GALLERY_WIDTH = 1200;
export const GALLERY_HEIGHT = 800;
export const MAP_WIDTH = 1200;
export const MAP_HEIGHT = 750;

export type Row = Record<string, string | number | null>;
/** A picture for media.ts to draw: a scene (city, blog), one of an activity's photos, or a meeting-point map. */
export type ImageJob = { key: string; width: number; height: number } & (
  | { kind: "scene"; scene: SceneKind; seed: number }
  | { kind: "photo"; subject: Subject; seed: number; shot: number; backdrop: Backdrop }
  | ({ kind: "map" } & MapJob)
);
export type Catalogue = { tables: Record<string, Row[]>; images: ImageJob[] };

export type CatalogueOptions = {
  /** First day of availability (YYYY-MM-DD, Gulf time). */
  today: string;
  /** Target number of activities; beyond the templates' natural count, variants are added (for benchmarks). */
  activities?: number;
  days?: number;
  seed?: number;
};

const POLICIES: {
  code: ActivityTemplate["cancellation"];
  nonRefundable: boolean;
  tiers: [number, number, number, number][];
}[] = [
  { code: "free-24h", nonRefundable: false, tiers: [[1, 0, 0, 100]] },
  { code: "free-48h", nonRefundable: false, tiers: [[2, 0, 0, 100]] },
  {
    code: "partial-72h",
    nonRefundable: false,
    tiers: [
      [3, 0, 0, 50],
      [1, 0, 0, 100],
    ],
  },
  { code: "non-refundable", nonRefundable: true, tiers: [[0, 0, 0, 100]] },
];

const json = (value: unknown) => JSON.stringify(value);
const fill = (text: L10n, city: CitySeed, place: L10n): L10n => ({
  en: text.en.replaceAll("{city}", city.name.en).replaceAll("{place}", place.en),
  ar: text.ar.replaceAll("{city}", city.name.ar).replaceAll("{place}", place.ar),
});

/** Meeting places out of town, drawn on open ground rather than a street grid: camps, reserves, launch sites, trailheads. */
const OUT_OF_TOWN = /\b(camp|reserve|sanctuary|wetland|national park|launch|trailhead|adventure centre|valley)\b/i;

/** The template's options as sold in one city: some are not offered there, some start at other times (content/details). */
function localOptions(
  template: ActivityTemplate,
  local: LocalDetail,
): { option: OptionTemplate; templatePosition: number }[] {
  return template.options.flatMap((option, templatePosition) => {
    const override = local.options?.[templatePosition];
    if (override === null) return [];
    return [{ option: override ? { ...option, ...override } : option, templatePosition }];
  });
}

/** Days before the seed's `today` an activity was listed: mostly long-standing, about one in twelve in the last 45 days. */
function listedDaysAgo(seed: number): number {
  const rng = createRng(seed);
  return rng.chance(0.08) ? rng.int(1, 44) : rng.int(200, 1200);
}

export function buildCatalogue(options: CatalogueOptions): Catalogue {
  const seed = options.seed ?? 20261122;
  const days = options.days ?? 90;
  const tables: Record<string, Row[]> = {
    suppliers: SUPPLIERS.map((s, i) => ({
      id: i + 1,
      name_en: s.name.en,
      name_ar: s.name.ar,
      phone: s.phone,
      email: s.email,
      whatsapp: s.whatsapp,
    })),
    cities: [],
    categories: [],
    cancellation_policies: [],
    cancellation_tiers: [],
    activities: [],
    activity_images: [],
    itinerary_steps: [],
    options: [],
    option_participants: [],
    option_extras: [],
    availability: [],
    reviews: [],
    blog_posts: [],
    pickup_points: [],
    promo_codes: PROMO_CODES,
  };
  const images: ImageJob[] = [];

  CITIES.forEach((city, i) => {
    const key = `cities/${city.slug}.jpg`;
    images.push({ key, kind: "scene", scene: "city", seed: 1000 + i, width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
    tables.cities.push({
      id: i + 1,
      slug: city.slug,
      country_code: city.country,
      name_en: city.name.en,
      name_ar: city.name.ar,
      description_en: city.description.en,
      description_ar: city.description.ar,
      latitude: city.latitude,
      longitude: city.longitude,
      image_key: key,
      position: i,
    });
  });
  const cityId = new Map(CITIES.map((c, i) => [c.slug, i + 1]));

  // Placements: each template in the cities content/local.ts names, with that city's own title and summary, and its own
  // meeting point, overview, highlights and itinerary there (content/details-*.ts).
  const placements: { template: ActivityTemplate; city: CitySeed; variant: number }[] = [];
  for (const template of TEMPLATES) {
    for (const slug of Object.keys(LOCAL_PLACEMENTS[template.key] ?? {})) {
      const city = CITIES.find((c) => c.slug === slug);
      if (city) placements.push({ template, city, variant: 0 });
    }
  }
  const photoKey = (slug: string, shot: number) => `activities/${slug}/${shot + 1}.jpg`;
  const placementSlug = (template: ActivityTemplate, city: CitySeed) =>
    slugify(LOCAL_PLACEMENTS[template.key][city.slug].title.en);

  CATEGORIES.forEach((category, i) => {
    // A category's picture is the card photo of its first activity, so it shows that category's real subject.
    const first = placements.find((pl) => pl.template.category === category.slug);
    tables.categories.push({
      id: i + 1,
      slug: category.slug,
      name_en: category.name.en,
      name_ar: category.name.ar,
      description_en: category.description.en,
      description_ar: category.description.ar,
      icon: category.icon,
      image_key: first ? photoKey(placementSlug(first.template, first.city), 0) : "cities/dubai.jpg",
      position: i,
    });
  });
  const categoryId = new Map(CATEGORIES.map((c, i) => [c.slug, i + 1]));

  POLICIES.forEach((policy, i) => {
    tables.cancellation_policies.push({ id: i + 1, code: policy.code, non_refundable: policy.nonRefundable ? 1 : 0 });
    for (const [d, h, m, penalty] of policy.tiers)
      tables.cancellation_tiers.push({ policy_id: i + 1, days: d, hours: h, minutes: m, penalty_percent: penalty });
  });
  const policyId = new Map(POLICIES.map((p, i) => [p.code, i + 1]));

  // Variants (benchmarks only) until the target count is reached.
  const natural = placements.length;
  for (let i = 0; placements.length < (options.activities ?? natural); i++) {
    const base = placements[i % natural];
    placements.push({ ...base, variant: Math.floor(i / natural) + 1 });
  }
  placements.length = Math.min(placements.length, options.activities ?? natural);

  const slugs = new Set<string>();
  let optionId = 0;
  let extraId = 0;
  let slotId = 0;
  let reviewId = 0;
  let pickupId = 0;
  placements.forEach(({ template, city, variant }, index) => {
    const id = index + 1;
    // Each activity draws from its own generator, named by what it is rather than by what came before it, so
    // skipping a closed day (which depends on the start date) cannot shift any other draw.
    const activitySeed = deriveSeed(seed, "activity", template.key, city.slug, variant);
    const rng = createRng(activitySeed);
    const place = rng.pick(city.places);
    const local = LOCAL_PLACEMENTS[template.key][city.slug];
    const detail = LOCAL_DETAILS[template.key]?.[city.slug];
    if (!detail) throw new Error(`no local detail for ${template.key} in ${city.slug} (content/details-*.ts)`);
    const offered = localOptions(template, detail);
    const title = local.title;
    const variantTitle: L10n = variant
      ? { en: `${title.en}: ${place.name.en}`, ar: `${title.ar}: ${place.name.ar}` }
      : title;
    let slug = slugify(variantTitle.en) || `activity-${id}`;
    const baseSlug = placementSlug(template, city);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);

    const unavailable = variant === 0 && index % 37 === 36; // a few activities cannot be booked at all
    const optionRows = offered.map(({ option, templatePosition }, position) => {
      optionId++;
      tables.options.push({
        id: optionId,
        activity_id: id,
        position,
        title_en: option.title.en,
        title_ar: option.title.ar,
        description_en: option.description.en,
        description_ar: option.description.ar,
        duration_minutes: option.durationMinutes,
        min_age: template.minAge,
        capacity_per_item: option.capacityPerItem,
        pickup_included: option.pickupIncluded ? 1 : 0,
        dropoff_included: option.dropoffIncluded ? 1 : 0,
        pricing_unit: option.pricingUnit,
        expires_on: null,
      });
      const adultFrom = option.childPercent === null ? Math.max(template.minAge, 12) : 12;
      tables.option_participants.push({
        option_id: optionId,
        category: "adult",
        min_age: adultFrom,
        max_age: null,
        price_percent: 100,
      });
      if (option.childPercent !== null && option.pricingUnit === "per_person") {
        tables.option_participants.push({
          option_id: optionId,
          category: "child",
          min_age: Math.max(template.minAge, 3),
          max_age: 11,
          price_percent: option.childPercent,
        });
        if (option.infantsAllowed && template.minAge < 3) {
          tables.option_participants.push({
            option_id: optionId,
            category: "infant",
            min_age: 0,
            max_age: 2,
            price_percent: 0,
          });
        }
      }
      for (const extra of option.extras) {
        tables.option_extras.push({
          id: ++extraId,
          option_id: optionId,
          title_en: extra.title.en,
          title_ar: extra.title.ar,
          price: extra.price,
          unit: extra.unit,
        });
      }
      // Seeded by the template's position, so an option not offered in one city shifts no other option's draws.
      return { id: optionId, option, seed: deriveSeed(activitySeed, "option", templatePosition) };
    });

    // Prices vary by city and day; some options are closed on one weekday, some departures sell out.
    const cityFactor = 0.85 + ((cityId.get(city.slug)! * 7) % 6) / 20;
    let fromPrice = Number.MAX_SAFE_INTEGER;
    const closedDay = rng.chance(0.35) ? rng.int(0, 6) : -1;
    const activityDays = variant ? Math.min(days, 3) : days; // benchmark variants: enough to render, cheap to load
    // A few activities are in high demand: their departures are mostly booked, whatever the day (so a calendar day
    // is the same whichever day the seed ran), drawn apart so that no other draw shifts.
    const inDemand = variant === 0 && createRng(deriveSeed(activitySeed, "demand")).chance(0.08);
    for (const { id: oid, option, seed: optionSeed } of optionRows) {
      const base = Math.round((option.basePrice * cityFactor) / 500) * 500;
      fromPrice = Math.min(fromPrice, base);
      if (unavailable) continue;
      for (let d = 0; d < activityDays; d++) {
        const date = addDays(options.today, d);
        if (weekday(date) === closedDay) continue;
        const weekend = weekday(date) === 5 || weekday(date) === 6;
        for (const time of option.startTimes) {
          // Seeded by the slot's own date and time: a calendar day gets the same price whichever day the seed ran.
          // Prices only rise above the option's base, so the "from" price on cards is never more than a day costs.
          const slot = createRng(deriveSeed(optionSeed, date, time));
          const price = Math.round((base * (weekend ? 1.1 : 1) * (1 + slot.next() * 0.1)) / 100) * 100;
          const soldOut = slot.chance(0.04);
          const cap = option.slotCapacity;
          const sold = soldOut
            ? cap
            : inDemand
              ? slot.int(Math.ceil(cap * 0.8), cap - 1)
              : slot.int(0, Math.floor(cap * 0.6));
          tables.availability.push({
            id: ++slotId,
            option_id: oid,
            activity_id: id,
            date,
            start_time: time,
            capacity: option.slotCapacity,
            sold,
            held: 0,
            price,
          });
        }
      }
    }

    // Reviews: mostly happy, a realistic tail; the activity keeps the aggregate for listings.
    const reviewCount = variant ? rng.int(0, 6) : rng.int(2, 24);
    let ratingSum = 0;
    for (let r = 0; r < reviewCount; r++) {
      const rating = pickRating(rng);
      const locale = rng.chance(0.4) ? "ar" : "en";
      const text = rng.pick(REVIEW_POOL[rating][locale]);
      ratingSum += rating;
      tables.reviews.push({
        id: ++reviewId,
        activity_id: id,
        rating,
        title: text.title,
        body: text.body,
        author_name: rng.pick(REVIEWER_NAMES[locale]),
        author_country:
          locale === "ar" ? rng.pick(["SA", "AE", "KW", "QA", "OM", "BH", "EG", "JO"]) : rng.pick(REVIEWER_COUNTRIES),
        locale,
        created_at: addDays(options.today, -rng.int(3, 700)),
      });
    }

    // Five photos of this activity's own subject (benchmark variants show their original's), and a map of where to meet.
    const subject = subjectOf(template.key, city.slug);
    const photoSeed = deriveSeed(seed, "photos", template.key, city.slug) % 1_000_000;
    for (let shot = 0; shot < PHOTOS_PER_ACTIVITY; shot++) {
      const key = photoKey(baseSlug, shot);
      const [width, height] = shot === 0 ? [IMAGE_WIDTH, IMAGE_HEIGHT] : [GALLERY_WIDTH, GALLERY_HEIGHT];
      if (!variant)
        images.push({
          key,
          kind: "photo",
          subject,
          seed: photoSeed,
          shot,
          backdrop: CITY_BACKDROPS[city.slug] ?? "towers",
          width,
          height,
        });
      tables.activity_images.push({ activity_id: id, position: shot, r2_key: key, width, height });
    }
    // This activity's own itinerary, overview and highlights in this city (content/details-*.ts).
    detail.itinerary.forEach((step, position) => {
      tables.itinerary_steps.push({
        activity_id: id,
        position,
        title_en: step.title.en,
        title_ar: step.title.ar,
        description_en: step.description.en,
        description_ar: step.description.ar,
        duration_minutes: step.durationMinutes,
      });
    });

    const sold = { ...template, options: offered.map((o) => o.option) };
    const questions = reservationQuestions(sold);
    if (questions.includes("pickup_point")) {
      // Each hotel area collected a set time before the departure it serves (pickups.ts).
      const starts = sold.options.filter((o) => o.pickupIncluded).flatMap((o) => o.startTimes);
      pickupPoints(city.slug, starts, detail.pickupLead ?? PICKUP_LEAD[template.key]).forEach((point, position) => {
        tables.pickup_points.push({
          id: ++pickupId,
          activity_id: id,
          position,
          name_en: point.name.en,
          name_ar: point.name.ar,
          pickup_time: point.time,
          departure_time: point.departure,
        });
      });
    }

    const summary = variant ? fill(template.summary, city, place.name) : local.summary;
    // The meeting point is the activity's own (content/details-*.ts). These two draws once placed it near a random
    // landmark; they are still made so that every later draw (popularity) keeps its value.
    rng.next();
    rng.next();
    const latitude = round(detail.meet.latitude);
    const longitude = round(detail.meet.longitude);
    const mapKey = `maps/${baseSlug}.jpg`;
    const open = OUT_OF_TOWN.test(detail.meet.name.en);
    if (!variant)
      images.push({
        key: mapKey,
        kind: "map",
        city: city.slug,
        latitude,
        longitude,
        cityLatitude: city.latitude,
        cityLongitude: city.longitude,
        open,
        width: MAP_WIDTH,
        height: MAP_HEIGHT,
      });
    const localised = (items: L10n[]) => json(items.map((item) => fill(item, city, place.name)));
    tables.activities.push({
      id,
      slug,
      city_id: cityId.get(city.slug)!,
      category_id: categoryId.get(template.category)!,
      title_en: variantTitle.en,
      title_ar: variantTitle.ar,
      summary_en: summary.en,
      summary_ar: summary.ar,
      overview_en: detail.overview.en,
      overview_ar: detail.overview.ar,
      highlights: json(detail.highlights),
      includes: localised(template.includes),
      excludes: localised(template.excludes),
      know_before: localised(template.knowBeforeYouGo),
      what_to_bring: localised(template.whatToBring),
      address_en: `${detail.meet.name.en}, ${city.name.en}`,
      address_ar: `${detail.meet.name.ar}، ${city.name.ar}`,
      latitude,
      longitude,
      languages: json(template.languages),
      duration_minutes: template.durationMinutes,
      min_age: template.minAge,
      labels: json(template.labels),
      occasions: json(template.occasions),
      best_for: json(template.bestFor),
      time_of_day: json(template.timeOfDay),
      confirmation: template.confirmation,
      cancellation_policy_id: policyId.get(template.cancellation)!,
      free_cancellation: template.cancellation.startsWith("free") ? 1 : 0,
      bookable: unavailable ? 0 : 1,
      from_price: fromPrice,
      rating_avg: reviewCount ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0,
      review_count: reviewCount,
      popularity:
        rng.int(0, 1000) + (template.labels.includes("bestseller") ? 800 : 0) + reviewCount * 10 - variant * 500,
      questions: json(questions),
      supplier_refuses: REFUSING_SUPPLIER_TEMPLATES.has(template.key) ? 1 : 0,
      supplier_id: supplierOf(template.category),
      listed_on: addDays(options.today, -listedDaysAgo(deriveSeed(seed, "listed", template.key, city.slug, variant))),
      map_image_key: mapKey,
    });
  });

  BLOG_POSTS.forEach((post, i) => {
    const key = `blog/${post.slug}.jpg`;
    images.push({
      key,
      kind: "scene",
      scene: post.category ?? "blog",
      seed: 5000 + i,
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
    });
    tables.blog_posts.push({
      id: i + 1,
      slug: post.slug,
      city_id: post.city ? (cityId.get(post.city) ?? null) : null,
      category_id: post.category ? (categoryId.get(post.category) ?? null) : null,
      title_en: post.title.en,
      title_ar: post.title.ar,
      excerpt_en: post.excerpt.en,
      excerpt_ar: post.excerpt.ar,
      body_en: json(post.body.en),
      body_ar: json(post.body.ar),
      author_en: post.author.en,
      author_ar: post.author.ar,
      image_key: key,
      published_at: post.publishedAt,
    });
  });

  return { tables, images };
}

/**
 * What checkout asks for an activity: pickup activities a pickup point (scheduled pickups) or an address and time
 * (on-request private pickups), active ones each traveller's name, every one a note.
 */
function reservationQuestions(template: ActivityTemplate): ReservationQuestion[] {
  const pickup = template.options.some((o) => o.pickupIncluded);
  const names: ReservationQuestion[] = ["adventure", "water-sports"].includes(template.category)
    ? ["traveller_names"]
    : [];
  const where: ReservationQuestion[] = !pickup
    ? []
    : template.confirmation === "on_request"
      ? ["pickup_address", "pickup_time"]
      : ["pickup_point"];
  return [...names, ...where, "note"];
}

/** The operator that runs a category's activities (content/suppliers.ts); null when none does. */
function supplierOf(category: CategorySlug): number | null {
  const index = SUPPLIERS.findIndex((s) => s.categories.includes(category));
  return index < 0 ? null : index + 1;
}

function pickRating(rng: Rng): 1 | 2 | 3 | 4 | 5 {
  const x = rng.next();
  return x < 0.55 ? 5 : x < 0.83 ? 4 : x < 0.93 ? 3 : x < 0.97 ? 2 : 1;
}

function round(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}
