// Loads demo data into an empty database and the demo site configs into KV (used by `npm run dev` and tests).
import { FAQS } from "./faq.ts";
import { SUPPLIER_SITES } from "./sites.ts";
import { siteKey } from "../../worker/services/site-config.ts";

/** True when the database has no demo data yet. */
export async function isEmpty(db: D1Database): Promise<boolean> {
  const row = await db.prepare("SELECT count(*) AS n FROM faqs").first<{ n: number }>();
  return !row || row.n === 0;
}

export async function seedDatabase(db: D1Database): Promise<void> {
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

/** Site configs for the demo hostnames; existing entries (edited by marketing) are left alone. */
export async function seedSites(kv: KVNamespace): Promise<void> {
  for (const [hostname, config] of Object.entries(SUPPLIER_SITES)) {
    if ((await kv.get(siteKey(hostname))) === null) await kv.put(siteKey(hostname), JSON.stringify(config));
  }
}
