// The development-only mirror of the field data (vitals_samples, migration 0029): its one upsert and its one read.
export type VitalsSampleRow = {
  id: string;
  pageTemplate: string;
  locale: string;
  device: string;
  metric: string;
  value: number;
  rating: string;
  navigationType: string;
  country: string;
  weight: number;
  createdAt: string;
};

/**
 * Keeps each sample once by its metric id: web-vitals reports CLS, INP and LCP again with the same id when the page is
 * hidden again, and those only grow, so the largest value (and its rating) is the page view's final one.
 */
export async function upsertVitalsSamples(db: D1Database, rows: VitalsSampleRow[]): Promise<void> {
  if (rows.length === 0) return;
  const statement = db.prepare(
    `INSERT INTO vitals_samples
       (id, page_template, locale, device, metric, value, rating, navigation_type, country, weight, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET
       rating = CASE WHEN excluded.value > vitals_samples.value THEN excluded.rating ELSE vitals_samples.rating END,
       value = max(vitals_samples.value, excluded.value)`,
  );
  await db.batch(
    rows.map((r) =>
      statement.bind(
        r.id,
        r.pageTemplate,
        r.locale,
        r.device,
        r.metric,
        r.value,
        r.rating,
        r.navigationType,
        r.country,
        r.weight,
        r.createdAt,
      ),
    ),
  );
}

/** Every mirrored sample, for `npm run vitals` and the tests. */
export async function listVitalsSamples(db: D1Database): Promise<VitalsSampleRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, page_template AS pageTemplate, locale, device, metric, value, rating,
              navigation_type AS navigationType, country, weight, created_at AS createdAt
       FROM vitals_samples ORDER BY id`,
    )
    .all<VitalsSampleRow>();
  return results;
}
