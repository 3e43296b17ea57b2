// A fingerprint of the demo content and its generator: the catalogue built for a fixed day, hashed.
import { buildCatalogue, type CatalogueOptions } from "./catalogue.ts";
import { FAQS } from "./faq.ts";
import { SYNONYMS } from "./content/synonyms.ts";
import { DEMO_TRAVELLER_VERSION } from "./travellers.ts";

/** Any fixed day: the build is then deterministic, so the hash changes only when content or generator code does. */
const REFERENCE_DAY = "2026-01-01";

const computed = new Map<string, Promise<string>>();

/** Built once per set of options: `npm run dev` asks whether to seed, then seeds, and both need it. */
export function demoFingerprint(options: Partial<CatalogueOptions> = {}): Promise<string> {
  const key = JSON.stringify([options.activities, options.seed]);
  let fingerprint = computed.get(key);
  if (!fingerprint) {
    fingerprint = compute(options);
    computed.set(key, fingerprint);
  }
  return fingerprint;
}

async function compute(options: Partial<CatalogueOptions>): Promise<string> {
  const { tables, images } = buildCatalogue({ ...options, today: REFERENCE_DAY, days: 7 });
  const bytes = new TextEncoder().encode(JSON.stringify([tables, images, FAQS, SYNONYMS, DEMO_TRAVELLER_VERSION]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}
