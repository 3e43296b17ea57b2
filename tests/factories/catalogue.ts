// Catalogue factories: a city, a category, a supplier and an activity with one option and its departures, each one
// insert with defaults, so a test names only what it needs: `await activity({ city: "dubai", seats: 3 })`.
import { addDays, todayInGulf } from "../../shared/dates.ts";
import type { ParticipantCategory, PricingUnit } from "../../shared/catalogue.ts";
import { rebuildSearchIndex } from "../../worker/db/search.ts";
import { nextSerial, testDb } from "./db.ts";

type Db = { db?: D1Database };

export type CitySpec = Db & { slug?: string; name?: string; nameAr?: string; country?: string; position?: number };
export type City = { id: number; slug: string };

/** The city with this slug, inserted if the database has none. */
export async function city(spec: CitySpec = {}): Promise<City> {
  const db = spec.db ?? testDb();
  const slug = spec.slug ?? `city-${nextSerial()}`;
  const found = await db.prepare("SELECT id FROM cities WHERE slug = ?").bind(slug).first<{ id: number }>();
  if (found) return { id: found.id, slug };
  const name =
    spec.name ?? slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? " " : "") + c.toUpperCase());
  const row = await db
    .prepare(
      `INSERT INTO cities (slug, country_code, name_en, name_ar, description_en, description_ar, latitude, longitude, image_key, position)
       VALUES (?, ?, ?, ?, 'A city', 'مدينة', 25.2, 55.3, 'scenes/cities/1.jpg', ?) RETURNING id`,
    )
    .bind(slug, spec.country ?? "AE", name, spec.nameAr ?? `مدينة ${name}`, spec.position ?? 0)
    .first<{ id: number }>();
  return { id: row!.id, slug };
}

export type CategorySpec = Db & { slug?: string; name?: string; icon?: string };
export type Category = { id: number; slug: string };

/** The category with this slug, inserted if the database has none. */
export async function category(spec: CategorySpec = {}): Promise<Category> {
  const db = spec.db ?? testDb();
  const slug = spec.slug ?? `category-${nextSerial()}`;
  const found = await db.prepare("SELECT id FROM categories WHERE slug = ?").bind(slug).first<{ id: number }>();
  if (found) return { id: found.id, slug };
  const row = await db
    .prepare(
      `INSERT INTO categories (slug, name_en, name_ar, description_en, description_ar, icon, image_key)
       VALUES (?, ?, 'جولات', 'Tours', 'جولات', ?, 'scenes/tours/1.jpg') RETURNING id`,
    )
    .bind(slug, spec.name ?? "Tours", spec.icon ?? "compass")
    .first<{ id: number }>();
  return { id: row!.id, slug };
}

export type SupplierSpec = Db & { name?: string; email?: string; phone?: string; whatsapp?: string | null };

/** A supplier (the operator activities belong to); its id. */
export async function supplier(spec: SupplierSpec = {}): Promise<number> {
  const db = spec.db ?? testDb();
  const n = nextSerial();
  const row = await db
    .prepare("INSERT INTO suppliers (name_en, name_ar, phone, email, whatsapp) VALUES (?, ?, ?, ?, ?) RETURNING id")
    .bind(
      spec.name ?? `Supplier ${n}`,
      `مورد ${n}`,
      spec.phone ?? "+971501234567",
      spec.email ?? `supplier${n}@example.com`,
      spec.whatsapp ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

export type ActivitySpec = Db & {
  /** The city's slug (created if missing); a new city unless told. */
  city?: string;
  /** The category's slug (created if missing); a new category unless told. */
  category?: string;
  slug?: string;
  title?: string;
  titleAr?: string;
  confirmation?: "instant" | "on_request";
  bookable?: boolean;
  freeCancellation?: boolean;
  /** The listing's from-price in minor units (AED 100 unless told). */
  fromPrice?: number;
  pricingUnit?: PricingUnit;
  capacityPerItem?: number;
  /** The option collects travellers from pick-up points (pickupPoint()). */
  pickupIncluded?: boolean;
  /** Categories the option takes; children pay 75 %, infants nothing. */
  participants?: ParticipantCategory[];
  questions?: string[];
  supplierId?: number | null;
  /** With `seats`, one departure a week ahead with that many seats (at `price`, AED 200 unless told). */
  seats?: number;
  price?: number;
};

export type Activity = {
  id: number;
  optionId: number;
  slug: string;
  citySlug: string;
  categorySlug: string;
  title: string;
  slotId: number | null;
};

const PARTICIPANT_TERMS: Record<ParticipantCategory, [minAge: number, maxAge: number | null, percent: number]> = {
  adult: [12, null, 100],
  child: [3, 11, 75],
  infant: [0, 2, 0],
};

/** A listed activity with one option (its participant categories) and one cancellation tier (full penalty within a day). */
export async function activity(spec: ActivitySpec = {}): Promise<Activity> {
  const db = spec.db ?? testDb();
  const n = nextSerial();
  const [where, kind] = await Promise.all([city({ db, slug: spec.city }), category({ db, slug: spec.category })]);
  const policy = await db
    .prepare("INSERT INTO cancellation_policies (code) VALUES (?) RETURNING id")
    .bind(`policy-${n}`)
    .first<{ id: number }>();
  const slug = spec.slug ?? `activity-${n}`;
  const title = spec.title ?? `Desert safari ${n}`;
  const row = await db
    .prepare(
      `INSERT INTO activities (slug, city_id, category_id, title_en, title_ar, summary_en, summary_ar, overview_en, overview_ar,
         address_en, address_ar, latitude, longitude, duration_minutes, confirmation, cancellation_policy_id, free_cancellation,
         bookable, from_price, questions, supplier_id)
       VALUES (?, ?, ?, ?, ?, 'Summary', 'ملخص', 'Overview', 'نظرة عامة', 'Address', 'العنوان', 25.2, 55.3, 120, ?, ?, ?, ?, ?, ?, ?)
       RETURNING id`,
    )
    .bind(
      slug,
      where.id,
      kind.id,
      title,
      spec.titleAr ?? `رحلة سفاري ${n}`,
      spec.confirmation ?? "instant",
      policy!.id,
      spec.freeCancellation === false ? 0 : 1,
      spec.bookable === false ? 0 : 1,
      spec.fromPrice ?? 10000,
      JSON.stringify(spec.questions ?? []),
      spec.supplierId ?? null,
    )
    .first<{ id: number }>();
  const id = row!.id;
  const option = await db
    .prepare(
      `INSERT INTO options (activity_id, position, title_en, title_ar, description_en, description_ar, duration_minutes, capacity_per_item, pricing_unit,
         pickup_included)
       VALUES (?, 0, 'Standard', 'قياسي', 'The usual tour', 'الجولة المعتادة', 120, ?, ?, ?) RETURNING id`,
    )
    .bind(id, spec.capacityPerItem ?? 6, spec.pricingUnit ?? "per_person", spec.pickupIncluded ? 1 : 0)
    .first<{ id: number }>();
  const optionId = option!.id;
  await db.batch([
    db.prepare("INSERT INTO cancellation_tiers (policy_id, days, penalty_percent) VALUES (?, 1, 100)").bind(policy!.id),
    db
      .prepare(
        "INSERT INTO activity_images (activity_id, position, r2_key, width, height) VALUES (?, 0, 'scenes/tours/1.jpg', 1600, 1000)",
      )
      .bind(id),
    ...(spec.participants ?? ["adult", "child", "infant"]).map((who) =>
      db
        .prepare(
          "INSERT INTO option_participants (option_id, category, min_age, max_age, price_percent) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(optionId, who, ...PARTICIPANT_TERMS[who]),
    ),
  ]);
  const made: Activity = { id, optionId, slug, citySlug: where.slug, categorySlug: kind.slug, title, slotId: null };
  if (spec.seats !== undefined)
    made.slotId = await departure({ db, activity: made, seats: spec.seats, price: spec.price });
  return made;
}

export type DepartureSpec = Db & {
  activity: Pick<Activity, "id" | "optionId">;
  /** Days after today in the Gulf (7 unless told), or an exact date. */
  daysAhead?: number;
  date?: string;
  startTime?: string;
  /** Seats in all (20 unless told), of which `sold` are sold and `held` held. */
  seats?: number;
  sold?: number;
  held?: number;
  /** Per seat, in minor units (AED 200 unless told). */
  price?: number;
  now?: Date;
};

/** A start time no other factory departure has (departures are unique per option, date and time). */
function uniqueTime(): string {
  const n = nextSerial();
  return `${String(6 + (Math.floor(n / 60) % 16)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`;
}

/** A departure of the activity's option; its id. */
export async function departure(spec: DepartureSpec): Promise<number> {
  const db = spec.db ?? testDb();
  const date = spec.date ?? addDays(todayInGulf(spec.now ?? new Date()), spec.daysAhead ?? 7);
  const row = await db
    .prepare(
      "INSERT INTO availability (option_id, activity_id, date, start_time, capacity, sold, held, price) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(
      spec.activity.optionId,
      spec.activity.id,
      date,
      spec.startTime ?? uniqueTime(),
      spec.seats ?? 20,
      spec.sold ?? 0,
      spec.held ?? 0,
      spec.price ?? 20000,
    )
    .first<{ id: number }>();
  return row!.id;
}

/** Indexes the activities and cities made so far for search, as the seed does: listings and search read the index. */
export async function indexForSearch(db: D1Database = testDb()): Promise<void> {
  await rebuildSearchIndex(db);
}

export type PickupPointSpec = Db & {
  activity: Pick<Activity, "id">;
  /** When it collects (HH:MM), for the departure starting at `departureTime` (every departure when null). */
  time: string;
  departureTime?: string | null;
  name?: string;
  position?: number;
};

/** A point the activity collects travellers from; its id. */
export async function pickupPoint(spec: PickupPointSpec): Promise<number> {
  const db = spec.db ?? testDb();
  const name = spec.name ?? `Hotel ${nextSerial()}`;
  const row = await db
    .prepare(
      "INSERT INTO pickup_points (activity_id, position, name_en, name_ar, pickup_time, departure_time) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(spec.activity.id, spec.position ?? 0, name, `${name} (ar)`, spec.time, spec.departureTime ?? null)
    .first<{ id: number }>();
  return row!.id;
}
