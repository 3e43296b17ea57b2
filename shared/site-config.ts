// Site configuration types and schema (layout, default currency, first day of the week, brand), shared by the worker
// and the pages.
import { z } from "zod";
import { CURRENCIES } from "./constants.ts";

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

/** What a site says about its own business (the home page's claims, the About page's story): each brand's own facts. */
export const siteFactsSchema = z.object({
  foundedYear: z.number().int().min(1900).max(2100),
  /** Where the business started, e.g. "Dubai". */
  foundedIn: localized,
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** 0 = Sunday … 6 = Saturday, as react-day-picker and date-fns count. */
export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/**
 * Calendars start on Monday unless a site says otherwise: the UAE's working week has run Monday to Friday since 2022,
 * our own brand and every seeded site are in the UAE, and Monday is the ISO 8601 week (a Saudi site would set 0).
 */
export const DEFAULT_WEEK_STARTS_ON: WeekStartsOn = 1;

export const siteConfigSchema = z.object({
  layoutType: z.enum(LAYOUT_TYPES).default("default"),
  defaultCurrency: z.enum(CURRENCIES).default("AED"),
  weekStartsOn: z
    .number()
    .int()
    .min(0)
    .max(6)
    .transform((day) => day as WeekStartsOn)
    .default(DEFAULT_WEEK_STARTS_ON),
  brand: brandSchema.optional(),
  /** A site without facts of its own shows ours only if it also shows our brand: never our history under its name. */
  facts: siteFactsSchema.optional(),
  /** A supplier's own site lists only that supplier's activities (suppliers.id); null: the whole marketplace. */
  supplierId: z.number().int().positive().nullable().default(null),
});
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

/** What a page knows of its site (no hostname: that comes from the request, and pages carry nothing of the request). */
export type SiteConfig = {
  layoutType: LayoutType;
  defaultCurrency: (typeof CURRENCIES)[number];
  weekStartsOn: WeekStartsOn;
  brand: Brand;
  /** null: the site makes no claims about its history. */
  facts: SiteFacts | null;
  supplierId: number | null;
};

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

/** Our own brand's facts. */
export const DEFAULT_FACTS: SiteFacts = { foundedYear: 2011, foundedIn: { en: "Dubai", ar: "دبي" } };
