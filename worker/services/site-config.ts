// Site configuration by hostname, kept in KV so marketing can change layout and branding without a deploy.
import { z } from "zod";
import { CURRENCIES, isCurrency } from "../../client/lib/constants.ts";

export const LAYOUT_TYPES = ["default", "supplier"] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

const localized = z.object({ en: z.string().min(1), ar: z.string().min(1) });
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour must be #rrggbb");

export const brandSchema = z.object({
  name: localized,
  tagline: localized,
  logoText: z.string().min(1).max(3),
  colours: z.object({ primary: hexColour, primaryDark: hexColour, accent: hexColour }),
  contact: z.object({
    email: z.string().email(),
    whatsapp: z.string().regex(/^\+?[0-9]{7,15}$/),
    phone: z.string().min(5),
    address: localized,
  }),
});
export type Brand = z.infer<typeof brandSchema>;

export const siteConfigSchema = z.object({
  layoutType: z.enum(LAYOUT_TYPES).default("default"),
  defaultCurrency: z.enum(CURRENCIES).default("AED"),
  brand: brandSchema.optional(),
});
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

export type SiteConfig = { hostname: string; layoutType: LayoutType; defaultCurrency: (typeof CURRENCIES)[number]; brand: Brand };

export const siteKey = (hostname: string) => `site:${hostname.toLowerCase()}`;

/** Our own brand, used by the default layout and by any site whose KV entry names no brand. */
export const DEFAULT_BRAND: Brand = {
  name: { en: "Rihla", ar: "رحلة" },
  tagline: { en: "Things to do across the Gulf", ar: "تجارب وأنشطة في أنحاء الخليج" },
  logoText: "R",
  colours: { primary: "#0f766e", primaryDark: "#115e59", accent: "#f59e0b" },
  contact: {
    email: "support@rihla.example",
    whatsapp: "971500000000",
    phone: "+971 4 000 0000",
    address: { en: "Business Bay, Dubai, United Arab Emirates", ar: "الخليج التجاري، دبي، الإمارات العربية المتحدة" },
  },
};

type SiteEnv = { SITE: KVNamespace; DEFAULT_LAYOUT?: string; DEFAULT_CURRENCY?: string };

/** The configuration of a hostname with no (valid) KV entry: the environment's defaults and our own brand. */
export function fallbackSiteConfig(env: Omit<SiteEnv, "SITE">, hostname: string): SiteConfig {
  return {
    hostname,
    layoutType: env.DEFAULT_LAYOUT === "supplier" ? "supplier" : "default",
    defaultCurrency: isCurrency(env.DEFAULT_CURRENCY) ? env.DEFAULT_CURRENCY : "AED",
    brand: DEFAULT_BRAND,
  };
}

/** Reads the site config for a hostname; a missing or malformed entry falls back to the environment defaults. */
export async function loadSiteConfig(env: SiteEnv, hostname: string): Promise<SiteConfig> {
  const raw = await env.SITE.get(siteKey(hostname), "json").catch(() => null);
  const parsed = raw ? siteConfigSchema.safeParse(raw) : null;
  if (!parsed?.success) {
    if (parsed) console.warn(`site config for ${hostname} is invalid`, parsed.error.issues);
    return fallbackSiteConfig(env, hostname);
  }
  const config = parsed.data;
  return { hostname, layoutType: config.layoutType, defaultCurrency: config.defaultCurrency, brand: config.brand ?? DEFAULT_BRAND };
}
