// Loads demo data (reloading it when this checkout's demo content differs) and the demo site configs and rates into KV (used by `npm run dev` and tests).
import { FAQS } from "./faq.ts";
import { SUPPLIER_SITES } from "./sites.ts";
import { buildCatalogue, type CatalogueOptions, type ImageJob } from "./catalogue.ts";
import { insertTables } from "./insert.ts";
import { siteKey } from "../../worker/services/site-config.ts";
import { FALLBACK_RATES, RATES_KEY } from "../../worker/services/currency.ts";
import { todayInGulf } from "../../shared/dates.ts";
import { rebuildSearchIndex } from "../../worker/db/search.ts";
import { recomputeBadges } from "../../worker/services/badges.ts";
import { SYNONYMS } from "./content/synonyms.ts";
import { demoFingerprint } from "./fingerprint.ts";
import { buildDemoTraveller } from "./travellers.ts";
import type { ImageKind } from "./types.ts";

const COUNTS = `SELECT (SELECT count(*) FROM faqs) AS faqs, (SELECT count(*) FROM activities) AS activities,
  (SELECT count(*) FROM search_meta) AS indexed, (SELECT count(*) FROM search_synonyms) AS synonyms,
  (SELECT value FROM seed_meta WHERE key = 'demo') AS fingerprint`;
type Counts = { faqs: number; activities: number; indexed: number; synonyms: number; fingerprint: string | null };

/** Demo tables in insertion order (parents first); emptied children first when the content changes. */
const DEMO_TABLES = [
  "faqs",
  "search_synonyms",
  "suppliers",
  "cities",
  "categories",
  "cancellation_policies",
  "cancellation_tiers",
  "activities",
  "activity_images",
  "itinerary_steps",
  "options",
  "option_participants",
  "option_extras",
  "availability",
  "reviews",
  "blog_posts",
  "pickup_points",
  "promo_codes",
];
/**
 * What travellers and staff did on a local database (children first): it refers to demo rows, so it goes when they are
 * reloaded. Every table that refers to an order, an item, a cart or a user is here, or the reload would fail on it.
 */
const BOOKING_TABLES = [
  "mail_outbox",
  "mail_deliveries",
  "whatsapp_outbox",
  "whatsapp_statuses",
  "webhook_receipts",
  "notification_sends",
  "notification_events",
  "whatsapp_consent_changes",
  "tax_documents",
  "payment_events",
  "payment_tasks",
  "sandbox_operations",
  "sandbox_payments",
  "check_ins",
  "item_refunds",
  "cancellations",
  "reviews",
  "offers",
  "offer_requests",
  "holds",
  "order_items",
  "orders",
  "checkout_draft_answers",
  "checkout_drafts",
  "cart_items",
  "carts",
  "wishlist_items",
  "passkeys",
  "webauthn_challenges",
  "auth_tokens",
  "known_devices",
  "sessions",
  "rate_limits",
  "staff",
  "users",
];

/**
 * Tax documents are never deleted (migration 0027's triggers), but a local reload empties everything travellers did:
 * the reload drops those triggers, empties the tables and puts the triggers back, as written in the migration, in one
 * transaction.
 */
async function emptyBookingTables(db: D1Database): Promise<void> {
  const { results: triggers } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'tax_documents'")
    .all<{ name: string; sql: string }>();
  await db.batch([
    ...triggers.map((t) => db.prepare(`DROP TRIGGER ${t.name}`)),
    ...[...BOOKING_TABLES, ...[...DEMO_TABLES].reverse()].map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...triggers.map((t) => db.prepare(t.sql)),
  ]);
}

/** True when some part of the demo data is missing, or it was loaded from other demo content than this checkout's. */
export async function needsSeeding(db: D1Database, options: Partial<CatalogueOptions> = {}): Promise<boolean> {
  const row = await db.prepare(COUNTS).first<Counts>();
  if (!row?.faqs || !row.activities || !row.synonyms || row.indexed !== row.activities) return true;
  return row.fingerprint !== (await demoFingerprint(options));
}

export async function seedFaq(db: D1Database): Promise<void> {
  const insertFaq = db.prepare(
    "INSERT INTO faqs (topic, position, question_en, question_ar, answer_en, answer_ar) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const positions = new Map<string, number>();
  const statements = FAQS.map((faq) => {
    const position = (positions.get(faq.topic) ?? 0) + 1;
    positions.set(faq.topic, position);
    return insertFaq.bind(faq.topic, position, faq.en[0], faq.ar[0], faq.en[1], faq.ar[1]);
  });
  await db.batch(statements);
}

/**
 * Writes whichever of the FAQ and the generated catalogue is missing (a database from an older version gains the
 * newer parts); returns the images the catalogue refers to (drawn by media.ts in Node). `say` hears each step as it
 * starts, and how many of the catalogue's rows are written, so a slow machine is seen working.
 */
export async function seedDatabase(
  db: D1Database,
  options: Partial<CatalogueOptions> = {},
  say: (step: string, done?: number, total?: number) => void = () => {},
): Promise<ImageJob[]> {
  const fingerprint = await demoFingerprint(options);
  let counts = await db.prepare(COUNTS).first<Counts>();
  if (counts?.activities && counts.fingerprint !== fingerprint) {
    // Demo data from another version of the content: reload it rather than keep old copy (local databases only
    // ever hold demo data, and the carts and orders tried against it, which go with it).
    await emptyBookingTables(db);
    counts = await db.prepare(COUNTS).first<Counts>();
  }
  if (!counts?.faqs) await seedFaq(db);
  const today = todayInGulf();
  say("generating the catalogue");
  const catalogue = buildCatalogue({ today, ...options });
  if (!counts?.activities) {
    const step = `writing ${catalogue.tables.activities.length} experiences with their options, departures and reviews`;
    say(step);
    await insertTables(
      db,
      [...Object.entries(catalogue.tables), ...(await buildDemoTraveller(catalogue.tables, options.today ?? today))],
      (done, total) => say(step, done, total),
    );
  }
  if (!counts?.synonyms)
    await insertTables(db, [
      ["search_synonyms", SYNONYMS.flatMap((g) => g.terms.map((term) => ({ group_key: g.key, term })))],
    ]);
  // A rebuild starts by emptying the index, so an interrupted one is simply run again.
  say("building the search index and the badges");
  if (!counts?.activities || !counts.synonyms || counts.indexed !== counts.activities) await rebuildSearchIndex(db);
  // Badges come from the data just loaded (docs/decisions/013), and set their search filter bits on the fresh index.
  await recomputeBadges(db, options.today ? new Date(`${options.today}T12:00:00+04:00`) : new Date());
  await db
    .prepare(
      "INSERT INTO seed_meta (key, value) VALUES ('demo', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(fingerprint)
    .run();
  return catalogue.images;
}

/** The marker's value: this content's fingerprint, behind "placeholder:" for stand-ins. */
const imagesMarker = async (options: Partial<CatalogueOptions>, kind: ImageKind) =>
  `${kind === "placeholder" ? "placeholder:" : ""}${await demoFingerprint(options)}`;

/**
 * Whether every demo image of this demo content is stored (R2), as `kind` wants them: drawn pictures serve whoever
 * asks, stand-ins only the journeys. Written only once the last one is, so a seed stopped while drawing (Ctrl-C, a
 * timeout) is finished by the next run instead of being trusted half-done.
 */
export async function imagesStored(
  db: D1Database,
  options: Partial<CatalogueOptions> = {},
  kind: ImageKind = "drawn",
): Promise<boolean> {
  const row = await db.prepare("SELECT value FROM seed_meta WHERE key = 'images'").first<{ value: string }>();
  return row?.value === (await imagesMarker(options, "drawn")) || row?.value === (await imagesMarker(options, kind));
}

export async function markImagesStored(
  db: D1Database,
  options: Partial<CatalogueOptions> = {},
  kind: ImageKind = "drawn",
): Promise<void> {
  await db
    .prepare(
      "INSERT INTO seed_meta (key, value) VALUES ('images', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(await imagesMarker(options, kind))
    .run();
}

/** Site configs for the demo hostnames and display-currency rates; entries marketing already edited are left alone. */
export async function seedSites(kv: KVNamespace): Promise<void> {
  for (const [hostname, config] of Object.entries(SUPPLIER_SITES)) {
    if ((await kv.get(siteKey(hostname))) === null) await kv.put(siteKey(hostname), JSON.stringify(config));
  }
  if ((await kv.get(RATES_KEY)) === null) {
    await kv.put(
      RATES_KEY,
      JSON.stringify({ base: "AED", rates: FALLBACK_RATES, updatedAt: new Date().toISOString() }),
    );
  }
}
