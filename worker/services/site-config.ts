// Site configuration by hostname, kept in KV so marketing can change layout and branding without a deploy.
import { isCurrency } from "../../shared/constants.ts";
import { contrastShortfalls, readableColours } from "../../shared/contrast.ts";
import {
  DEFAULT_BRAND,
  DEFAULT_FACTS,
  DEFAULT_TAX,
  DEFAULT_WEEK_STARTS_ON,
  siteConfigSchema,
  type Brand,
  type SiteConfig,
  type SiteTax,
} from "../../shared/site-config.ts";

export const siteKey = (hostname: string) => `site:${hostname.toLowerCase()}`;

type SiteEnv = { SITE: KVNamespace; DEFAULT_LAYOUT?: string; DEFAULT_CURRENCY?: string; ENVIRONMENT?: string };

/**
 * Who invoices for a site that shows our brand and has no tax settings of its own: the demo seller (placeholder TRN)
 * on a developer's machine and staging; in production nobody, so no document ever carries a placeholder TRN: set
 * `tax` on the hostname's site entry and its orders are invoiced from then on.
 */
function ourSeller(env: Pick<SiteEnv, "ENVIRONMENT">): SiteTax | null {
  return env.ENVIRONMENT === "production" ? null : DEFAULT_TAX;
}

/** The configuration of a hostname with no (valid) KV entry: the environment's defaults and our own brand. */
export function fallbackSiteConfig(env: Omit<SiteEnv, "SITE">): SiteConfig {
  return {
    layoutType: env.DEFAULT_LAYOUT === "supplier" ? "supplier" : "default",
    defaultCurrency: isCurrency(env.DEFAULT_CURRENCY) ? env.DEFAULT_CURRENCY : "AED",
    weekStartsOn: DEFAULT_WEEK_STARTS_ON,
    brand: DEFAULT_BRAND,
    facts: DEFAULT_FACTS,
    supplierId: null,
    tax: ourSeller(env),
  };
}

/** The brand with any colour saved before the contrast rule, too weak for its text, replaced by ours (and said so). */
function readableBrand(hostname: string, brand: Brand): Brand {
  if (contrastShortfalls(brand.colours).length === 0) return brand;
  const colours = readableColours(brand.colours, DEFAULT_BRAND.colours);
  console.warn(`site config for ${hostname}: brand colours too weak for their text were replaced by ours`, colours);
  return { ...brand, colours };
}

/**
 * Reads the site config for a hostname; a missing or malformed entry falls back to the environment defaults.
 * `stored` says whether the hostname has a valid entry of its own (only then is it trusted for absolute URLs).
 */
export async function loadSiteConfig(env: SiteEnv, hostname: string): Promise<{ config: SiteConfig; stored: boolean }> {
  const raw = await env.SITE.get(siteKey(hostname), "json").catch(() => null);
  const parsed = raw ? siteConfigSchema.safeParse(raw) : null;
  if (!parsed?.success) {
    if (parsed) console.warn(`site config for ${hostname} is invalid`, parsed.error.issues);
    return { config: fallbackSiteConfig(env), stored: false };
  }
  const config = parsed.data;
  return {
    config: {
      layoutType: config.layoutType,
      defaultCurrency: config.defaultCurrency,
      weekStartsOn: config.weekStartsOn,
      brand: readableBrand(hostname, config.brand ?? DEFAULT_BRAND),
      facts: config.facts ?? (config.brand ? null : DEFAULT_FACTS),
      supplierId: config.supplierId,
      // Its own tax settings count in their own series (the hostname); our brand's sites invoice as us, in ours.
      tax: config.tax ? { ...config.tax, series: hostname.toLowerCase() } : config.brand ? null : ourSeller(env),
    },
    stored: true,
  };
}
