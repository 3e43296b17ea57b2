// Site configuration types and schema (layout, default currency, first day of the week, brand), shared by the worker
// and the pages.
import { z } from "zod";
import { CURRENCIES } from "./constants.ts";
import { MIN_TEXT_CONTRAST, contrastShortfalls, saidRatio } from "./contrast.ts";

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

/** The VAT regimes a site may invoice under: the UAE's (FTA) and Saudi Arabia's (ZATCA, simplified invoices). */
export const TAX_REGIMES = ["uae", "ksa"] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
/** The standard VAT rate of each regime, in basis points (5 % and 15 %): no float anywhere near tax. */
export const VAT_RATE_BP: Record<TaxRegime, number> = { uae: 500, ksa: 1500 };

/** ZATCA's QR gives each field one length byte: a legal name longer than 255 UTF-8 bytes cannot be encoded. */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const legalText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => utf8Bytes(text) <= 255, "at most 255 bytes");
const legalLocalized = z.object({ en: legalText, ar: legalText });

/**
 * A site's seller identity on its tax invoices: the legal name and address as registered (FTA or ZATCA), the 15-digit
 * registration number (a UAE TRN starts "100"; a Saudi VAT number starts and ends with "3") and the invoice prefix.
 */
export const taxSchema = z
  .object({
    regime: z.enum(TAX_REGIMES),
    legalName: legalLocalized,
    address: legalLocalized,
    registrationNumber: z
      .string()
      .trim()
      .regex(/^\d{15}$/, "a registration number is 15 digits"),
    invoicePrefix: z
      .string()
      .trim()
      .regex(/^[A-Z]{2,6}$/, "2 to 6 capital letters")
      .default("INV"),
  })
  .superRefine((tax, ctx) => {
    const number = tax.registrationNumber;
    const fits = tax.regime === "uae" ? number.startsWith("100") : number.startsWith("3") && number.endsWith("3");
    if (/^\d{15}$/.test(number) && !fits)
      ctx.addIssue({
        code: "custom",
        path: ["registrationNumber"],
        message: tax.regime === "uae" ? "a UAE TRN starts with 100" : "a Saudi VAT number starts and ends with 3",
      });
  });
export type TaxSettings = z.output<typeof taxSchema>;
/** A site's tax settings with the numbering series its documents count in (the hostname that set them, or "default"). */
export type SiteTax = TaxSettings & { series: string };

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
  /** The seller on the site's tax invoices; without it, a site showing our brand invoices as us (DEFAULT_TAX). */
  tax: taxSchema.optional(),
});
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

/**
 * Settings as they may be saved (the console, `npm run site`): the stored shape, and a brand whose colours carry their
 * text at WCAG AA. Sites are read with the looser siteConfigSchema, so one saved before this rule keeps its supplier and
 * names, and only its unreadable colours give way to ours (services/site-config.ts).
 */
export const siteSettingsSchema = siteConfigSchema.superRefine((config, ctx) => {
  if (!config.brand) return;
  for (const { colour, text, ratio } of contrastShortfalls(config.brand.colours)) {
    const on = text === "#ffffff" ? "white" : "black";
    ctx.addIssue({
      code: "custom",
      path: ["brand", "colours", colour],
      message: `${on} text on ${config.brand.colours[colour]} has a contrast of ${saidRatio(ratio)}:1, below the ${MIN_TEXT_CONTRAST}:1 that text needs (WCAG AA); choose a ${on === "white" ? "darker" : "lighter"} colour`,
      params: { contrast: saidRatio(ratio), text: on },
    });
  }
});

/** What a page knows of its site (no hostname: that comes from the request, and pages carry nothing of the request). */
export type SiteConfig = {
  layoutType: LayoutType;
  defaultCurrency: (typeof CURRENCIES)[number];
  weekStartsOn: WeekStartsOn;
  brand: Brand;
  /** null: the site makes no claims about its history. */
  facts: SiteFacts | null;
  supplierId: number | null;
  /** Who invoices the site's orders; null: a site under its own brand with no tax settings issues no tax invoice. */
  tax: SiteTax | null;
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

/**
 * Our own seller identity, used by every site that shows our brand and has no tax settings of its own. DEMO DATA: the
 * legal name is ours, but the TRN 100000000000003 is a PLACEHOLDER (a valid shape, not a registration): set the real
 * one with `npm run site` or /ops/sites before issuing invoices for real.
 */
export const DEFAULT_TAX: SiteTax = {
  series: "default",
  regime: "uae",
  legalName: { en: "Rihla Tourism L.L.C.", ar: "رحلة للسياحة ش.ذ.م.م" },
  address: {
    en: "Office 1204, Bay Square 5, Business Bay, Dubai, United Arab Emirates",
    ar: "مكتب 1204، باي سكوير 5، الخليج التجاري، دبي، الإمارات العربية المتحدة",
  },
  registrationNumber: "100000000000003",
  invoicePrefix: "INV",
};
