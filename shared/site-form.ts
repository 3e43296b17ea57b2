// The console's site settings form (/ops/sites): its fields, the stored settings as the form's values, and the form's
// values as settings for the one schema (site-config.ts) that both the console and `npm run site` save through.
import { z } from "zod";
import { DEFAULT_BRAND, DEFAULT_TAX, DEFAULT_WEEK_STARTS_ON, type SiteConfigInput } from "./site-config.ts";

/** A hostname a site entry is keyed by, as the site middleware looks it up (lower case, no port). */
export const siteHostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/);

/** Our own brand, or one of the site's own (then every brand field is required). */
export const BRAND_MODES = ["default", "own"] as const;
export type BrandMode = (typeof BRAND_MODES)[number];

/** The brand's fields: each form name is the setting's path, and `key` names its label and its error message. */
export const BRAND_FIELDS = [
  { name: "brand.name.en", key: "nameEn" },
  { name: "brand.name.ar", key: "nameAr" },
  { name: "brand.tagline.en", key: "taglineEn" },
  { name: "brand.tagline.ar", key: "taglineAr" },
  { name: "brand.logoText", key: "logoText" },
  { name: "brand.colours.primary", key: "primary" },
  { name: "brand.colours.primaryDark", key: "primaryDark" },
  { name: "brand.colours.accent", key: "accent" },
  { name: "brand.contact.email", key: "email" },
  { name: "brand.contact.whatsapp", key: "whatsapp" },
  { name: "brand.contact.phone", key: "phone" },
  { name: "brand.contact.address.en", key: "addressEn" },
  { name: "brand.contact.address.ar", key: "addressAr" },
] as const;
export type BrandFieldKey = (typeof BRAND_FIELDS)[number]["key"];

/** The seller on the site's tax invoices: none of its own (ours under our brand), or the site's own (all required). */
export const TAX_MODES = ["none", "own"] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** The tax settings' fields (shared/site-config.ts taxSchema), named like the brand's. */
export const TAX_FIELDS = [
  { name: "tax.regime", key: "taxRegime" },
  { name: "tax.legalName.en", key: "legalNameEn" },
  { name: "tax.legalName.ar", key: "legalNameAr" },
  { name: "tax.address.en", key: "taxAddressEn" },
  { name: "tax.address.ar", key: "taxAddressAr" },
  { name: "tax.registrationNumber", key: "registrationNumber" },
  { name: "tax.invoicePrefix", key: "invoicePrefix" },
] as const;
export type TaxFieldKey = (typeof TAX_FIELDS)[number]["key"];

/** Every field of the form besides the brand's. */
export const SITE_FIELDS = {
  hostname: "hostname",
  layoutType: "layoutType",
  defaultCurrency: "defaultCurrency",
  weekStartsOn: "weekStartsOn",
  brandMode: "brandMode",
  taxMode: "taxMode",
} as const;

/** A field's error: which field (its key), said by the page as ops.marketing.sites.errors.<key>. */
export type SiteFieldKey = BrandFieldKey | TaxFieldKey | "hostname" | "layoutType" | "defaultCurrency" | "weekStartsOn";
/** A colour refused because its text would be hard to read: the ratio it has and the text drawn on it. */
export type ContrastError = { contrast: number; text: "white" | "black" };
export type SiteFormErrors = Partial<Record<SiteFieldKey, true | ContrastError>>;

export type SiteFormValues = Record<string, string>;

function at(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, part) => (value as Record<string, unknown> | null)?.[part], source);
}

function put(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

/** The form's values for stored settings (or, for a hostname without any, the defaults and our brand to start from). */
export function siteFormValues(stored: SiteConfigInput | null): SiteFormValues {
  const brand = stored?.brand ?? DEFAULT_BRAND;
  const values: SiteFormValues = {
    layoutType: stored?.layoutType ?? "default",
    defaultCurrency: stored?.defaultCurrency ?? "AED",
    weekStartsOn: String(stored?.weekStartsOn ?? DEFAULT_WEEK_STARTS_ON),
    brandMode: stored?.brand ? "own" : "default",
  };
  for (const field of BRAND_FIELDS) values[field.name] = String(at({ brand }, field.name) ?? "");
  // A site without tax settings starts from ours (the regime, the prefix), its own names and number left to type.
  const tax = stored?.tax ?? {
    ...DEFAULT_TAX,
    legalName: { en: "", ar: "" },
    address: { en: "", ar: "" },
    registrationNumber: "",
  };
  values.taxMode = stored?.tax ? "own" : "none";
  for (const field of TAX_FIELDS) values[field.name] = String(at({ tax }, field.name) ?? "");
  return values;
}

/**
 * The settings the form's values describe, keeping what the form does not edit (the site's supplier and its facts)
 * from the stored settings. Validation is the schema's: the caller saves or previews through siteConfigSchema.
 */
export function siteInputFromForm(values: SiteFormValues, kept: SiteConfigInput | null): Record<string, unknown> {
  const week = values.weekStartsOn ?? "";
  const input: Record<string, unknown> = {
    layoutType: values.layoutType,
    defaultCurrency: values.defaultCurrency,
    weekStartsOn: /^\d$/.test(week) ? Number(week) : week,
    supplierId: kept?.supplierId ?? null,
    ...(kept?.facts ? { facts: kept.facts } : {}),
  };
  if (values.brandMode === "own") {
    for (const field of BRAND_FIELDS) put(input, field.name, (values[field.name] ?? "").trim());
  }
  if (values.taxMode === "own") {
    for (const field of TAX_FIELDS) put(input, field.name, (values[field.name] ?? "").trim());
  }
  return input;
}

/** Which fields the schema's issues are about (an issue's path, e.g. brand.colours.accent, names its field). */
export function siteFormErrors(
  issues: readonly { path: readonly PropertyKey[]; params?: Record<string, unknown> }[],
): SiteFormErrors {
  const errors: SiteFormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    const brandField = BRAND_FIELDS.find((f) => f.name === path);
    const taxField = TAX_FIELDS.find((f) => f.name === path);
    const contrast = issue.params?.contrast;
    if (brandField && typeof contrast === "number")
      errors[brandField.key] = { contrast, text: issue.params?.text === "black" ? "black" : "white" };
    else if (brandField) errors[brandField.key] ??= true;
    else if (taxField) errors[taxField.key] = true;
    else if (path === "layoutType" || path === "defaultCurrency" || path === "weekStartsOn") errors[path] = true;
  }
  return errors;
}
