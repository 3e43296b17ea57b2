// Site settings per hostname (`site:{hostname}` in the SITE KV namespace) and the display-currency rates, changed the
// same way from the console (/ops/sites) and `npm run site`: validated by the one schema (shared/site-config.ts's
// siteSettingsSchema: the stored shape, and brand colours whose text reaches WCAG AA),
// written with one audit entry (the entry first: a change that cannot be logged is not made), then a new cache
// version, so the next request renders with the change.
import { z } from "zod";
import { CURRENCIES } from "../../../shared/constants.ts";
import { siteConfigSchema, siteSettingsSchema, type SiteConfigInput } from "../../../shared/site-config.ts";
import { siteHostnameSchema } from "../../../shared/site-form.ts";
import { bumpCacheVersion } from "../../db/cache-version.ts";
import { RATES_KEY } from "../currency.ts";
import { siteKey } from "../site-config.ts";
import { audited, type Actor } from "./actor.ts";

export type SiteDeps = { kv: KVNamespace; db: D1Database; actor: Actor; now: Date };

const SITE_PREFIX = siteKey("");

/**
 * What a hostname has stored: whether it has an entry at all, its settings as written (null: none, or none the schema
 * accepts) and whether the schema accepts what is there.
 */
export type StoredSite = { hostname: string; exists: boolean; stored: SiteConfigInput | null; valid: boolean };

async function readStored(kv: KVNamespace, hostname: string): Promise<StoredSite> {
  const text = await kv.get(siteKey(hostname)).catch(() => null);
  let raw: unknown = null;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const parsed = text === null ? null : siteConfigSchema.safeParse(raw);
  return {
    hostname,
    exists: text !== null,
    stored: parsed?.success ? (raw as SiteConfigInput) : null,
    valid: parsed === null || parsed.success,
  };
}

/** Every hostname with settings of its own, by name. */
export async function listSites(kv: KVNamespace): Promise<StoredSite[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await kv.list({ prefix: SITE_PREFIX, cursor });
    names.push(...page.keys.map((k) => k.name.slice(SITE_PREFIX.length)));
    if (page.list_complete) break;
    cursor = page.cursor;
  }
  return Promise.all(names.sort().map((hostname) => readStored(kv, hostname)));
}

/** A hostname as typed, if it can be one (lower case, no port, no scheme). */
export function siteHostname(text: unknown): string | null {
  const parsed = siteHostnameSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** One hostname's stored settings (null when it has none, or none the schema accepts). */
export function findSite(kv: KVNamespace, hostname: string): Promise<StoredSite> {
  return readStored(kv, hostname);
}

export type SiteSaveResult =
  | { ok: true; config: z.output<typeof siteConfigSchema> }
  | { ok: false; issues: z.core.$ZodIssue[] };

/** Checks settings without saving them (the console's Preview): the stored shape, and brand colours that carry text. */
export function checkSite(input: unknown): SiteSaveResult {
  const parsed = siteSettingsSchema.safeParse(input);
  return parsed.success ? { ok: true, config: parsed.data } : { ok: false, issues: parsed.error.issues };
}

/** Saves a hostname's settings, as given (the schema fills in the defaults when the site is read). */
export async function saveSite(deps: SiteDeps, hostname: string, input: unknown): Promise<SiteSaveResult> {
  const checked = checkSite(input);
  if (!checked.ok) return checked;
  const before = await deps.kv.get(siteKey(hostname), "json").catch(() => null);
  await audited(
    deps.db,
    deps.actor,
    { action: "site.set", target: `site:${hostname}`, before, after: input },
    deps.now,
  ).run();
  await deps.kv.put(siteKey(hostname), JSON.stringify(input));
  await bumpCacheVersion(deps.kv);
  return checked;
}

export const ratesSchema = z.object({
  rates: z.partialRecord(
    z.enum(CURRENCIES, { message: `Rates are for ${CURRENCIES.join(", ")}` }),
    z.number().positive("A rate is a positive number").finite(),
  ),
});

/** Saves the display-currency rates ({"rates": {"USD": 0.2723, …}}, units per 1 AED). */
export async function saveRates(
  deps: SiteDeps,
  input: unknown,
): Promise<{ ok: true } | { ok: false; issues: z.core.$ZodIssue[] }> {
  const parsed = ratesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const before = await deps.kv.get(RATES_KEY, "json").catch(() => null);
  await audited(
    deps.db,
    deps.actor,
    { action: "currency-rates.set", target: "currency-rates", before, after: input },
    deps.now,
  ).run();
  await deps.kv.put(RATES_KEY, JSON.stringify(input));
  await bumpCacheVersion(deps.kv);
  return { ok: true };
}

/** Issues in English, for the command: "brand.contact.email: Invalid email address". */
export function issuesInEnglish(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${i.path.join(".") || "file"}: ${i.message}`).join("; ");
}
