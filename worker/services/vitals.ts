// Field data (Core Web Vitals from real visits, docs in README "Field data"): what POST /api/vitals does with a valid
// batch. Every metric becomes one Analytics Engine data point; on a developer's machine (isDevelopment) it is also
// mirrored into D1, because wrangler dev accepts Analytics Engine writes and drops them (`npm run vitals` reads it).
import type { VitalsBatch } from "../../shared/vitals.ts";
import type { Bindings } from "../env.ts";
import { isDevelopment } from "../config/environment.ts";
import { upsertVitalsSamples, type VitalsSampleRow } from "../db/vitals.ts";
import { isLocalAddress } from "./auth/rate-limit.ts";

/** [[ratelimits]] VITALS_LIMIT in wrangler.toml (simple = { limit, period }): batches per address in each period. */
export const VITALS_LIMIT_PER_PERIOD = 30;
export const VITALS_LIMIT_PERIOD_SECONDS = 60;

/**
 * The data point of one metric in the VITALS dataset (one per metric; the SQL API reads it as below):
 *   index1   web-vitals' metric id (random per page view and metric): the sampling key, and how a query keeps one
 *            report per metric (CLS, INP and LCP are reported again with the same id; take max(double1) per index1)
 *   blob1    page template (shared/vitals.ts pageTemplate: home, listing, experience…; never the path)
 *   blob2    locale: en | ar
 *   blob3    metric: LCP | INP | CLS | TTFB
 *   blob4    rating: good | needs-improvement | poor
 *   blob5    navigation type (navigate, reload, back-forward-cache…)
 *   blob6    device class: phone | tablet | desktop
 *   blob7    country, from Cloudflare's request.cf.country ("" when unknown), never from the body
 *   double1  value: milliseconds (LCP, INP, TTFB) or the layout shift score (CLS)
 *   double2  client weight: 1 / the browser's sample rate (10 in production); multiply by _sample_interval
 * Nothing else about the visitor is written: no path, address, user agent, session or time finer than the write's own.
 */
export function vitalsDataPoints(batch: VitalsBatch, country: string): AnalyticsEngineDataPoint[] {
  return batch.metrics.map((m) => ({
    indexes: [m.id],
    blobs: [batch.template, batch.locale, m.name, m.rating, m.navigationType, batch.device, country],
    doubles: [m.value, batch.weight],
  }));
}

/** The bindings POST /api/vitals needs, by name, that this deployment lacks (wrangler.toml declares them everywhere). */
export function missingVitalsBindings(env: Pick<Bindings, "VITALS" | "VITALS_LIMIT">): string[] {
  return [!env.VITALS && "VITALS (analytics_engine_datasets)", !env.VITALS_LIMIT && "VITALS_LIMIT (ratelimits)"].filter(
    (name): name is string => Boolean(name),
  );
}

/** Only a two-letter code (or Cloudflare's XX / T1) is kept from request.cf.country. */
export function countryOf(cf: unknown): string {
  const country = (cf as { country?: unknown } | undefined)?.country;
  return typeof country === "string" && /^[A-Z0-9]{2}$/.test(country) ? country : "";
}

/** Whether this address may send another batch now (the binding counts per Cloudflare location, approximately). */
export async function withinVitalsLimit(limiter: RateLimit, address: string): Promise<boolean> {
  // A developer's own samples all come from one local address: never limited (rate-limit.ts, isLocalAddress).
  if (isLocalAddress(address)) return true;
  const { success } = await limiter.limit({ key: address });
  return success;
}

/** Writes an accepted batch: Analytics Engine always, and the D1 mirror on a developer's machine only. */
export async function recordVitals(
  env: Pick<Bindings, "VITALS" | "DB" | "ENVIRONMENT">,
  batch: VitalsBatch,
  country: string,
  now: Date,
): Promise<void> {
  const dataset = env.VITALS;
  if (!dataset) throw new Error("The VITALS Analytics Engine binding is missing.");
  for (const point of vitalsDataPoints(batch, country)) dataset.writeDataPoint(point);
  if (!isDevelopment(env)) return;
  const createdAt = now.toISOString();
  const rows: VitalsSampleRow[] = batch.metrics.map((m) => ({
    id: m.id,
    pageTemplate: batch.template,
    locale: batch.locale,
    device: batch.device,
    metric: m.name,
    value: m.value,
    rating: m.rating,
    navigationType: m.navigationType,
    country,
    weight: batch.weight,
    createdAt,
  }));
  await upsertVitalsSamples(env.DB, rows);
}
