// Loads demo data into an empty database and the demo site configs and rates into KV (used by `npm run dev` and tests).
import { FAQS } from "./faq.ts";
import { SUPPLIER_SITES } from "./sites.ts";
import { buildCatalogue, type CatalogueOptions, type ImageJob } from "./catalogue.ts";
import { insertTables } from "./insert.ts";
import { siteKey } from "../../worker/services/site-config.ts";
import { FALLBACK_RATES, RATES_KEY } from "../../worker/services/currency.ts";
import { todayInGulf } from "../../client/lib/dates.ts";
import { rebuildSearchIndex } from "../../worker/db/search.ts";
import { SYNONYMS } from "./content/synonyms.ts";

const COUNTS = `SELECT (SELECT count(*) FROM faqs) AS faqs, (SELECT count(*) FROM activities) AS activities,
  (SELECT count(*) FROM search_meta) AS indexed, (SELECT count(*) FROM search_synonyms) AS synonyms`;
type Counts = { faqs: number; activities: number; indexed: number; synonyms: number };

/** True when some part of the demo data (FAQ, catalogue, search synonyms or index) is missing. */
export async function isEmpty(db: D1Database): Promise<boolean> {
  const row = await db.prepare(COUNTS).first<Counts>();
  return !row || !row.faqs || !row.activities || !row.synonyms || row.indexed !== row.activities;
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
 * newer parts); returns the images the catalogue refers to (drawn by media.ts in Node).
 */
export async function seedDatabase(db: D1Database, options: Partial<CatalogueOptions> = {}): Promise<ImageJob[]> {
  const counts = await db.prepare(COUNTS).first<Counts>();
  if (!counts?.faqs) await seedFaq(db);
  const catalogue = buildCatalogue({ today: todayInGulf(), ...options });
  if (!counts?.activities) await insertTables(db, Object.entries(catalogue.tables));
  if (!counts?.synonyms) await insertTables(db, [["search_synonyms", SYNONYMS.flatMap((g) => g.terms.map((term) => ({ group_key: g.key, term })))]]);
  // A rebuild starts by emptying the index, so an interrupted one is simply run again.
  if (!counts?.activities || !counts.synonyms || counts.indexed !== counts.activities) await rebuildSearchIndex(db);
  return catalogue.images;
}

/** Site configs for the demo hostnames and display-currency rates; entries marketing already edited are left alone. */
export async function seedSites(kv: KVNamespace): Promise<void> {
  for (const [hostname, config] of Object.entries(SUPPLIER_SITES)) {
    if ((await kv.get(siteKey(hostname))) === null) await kv.put(siteKey(hostname), JSON.stringify(config));
  }
  if ((await kv.get(RATES_KEY)) === null) {
    await kv.put(RATES_KEY, JSON.stringify({ base: "AED", rates: FALLBACK_RATES, updatedAt: new Date().toISOString() }));
  }
}
