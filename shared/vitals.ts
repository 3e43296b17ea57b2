// Field data (Core Web Vitals from real visits): what the browser may send to POST /api/vitals, and the pure rules both
// sides share. Nothing personal is in a sample: a page template (never the path), the locale, a device class, and per
// metric its name, value, rating, navigation type and web-vitals' random metric id (only to drop repeated reports).
import { z } from "zod";

export const VITALS_PATH = "/api/vitals";
/** The largest body POST /api/vitals reads; a hide's batch of four metrics is about 600 bytes. */
export const VITALS_MAX_BYTES = 4 * 1024;

export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export const PAGE_TEMPLATES = [
  "home",
  "listing",
  "experience",
  "search",
  "cart",
  "checkout",
  "account",
  "blog",
  "content",
  "ops",
  "other",
] as const;
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
/** web-vitals 6's Metric["navigationType"]. */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;

export type VitalMetricName = (typeof VITAL_METRICS)[number];
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const CONTENT = new Set(["about", "privacy-policy", "terms-and-conditions", "faq", "contact-us"]);
const ACCOUNT = new Set([
  "account",
  "auth",
  "bookings",
  "manage-booking",
  "invoices",
  "vouchers",
  "reviews",
  "offers",
  "wishlist",
]);
/** First segments that are never a category listing (worker/routing/rules.ts KNOWN_SECTIONS less the pages above). */
const NOT_A_CATEGORY = new Set(["dev", "api", "builds", "img", "assets", "fonts"]);

/** The Arabic pages' prefix ("/ar", "/ar/…"), dropped before the path is read. */
const ARABIC = /^\/ar(?=\/|$)/;

/**
 * The page template of a path, the only thing a sample says about where it was taken ("/ar/things-to-do-in-dubai/x"
 * → "experience"). Arabic paths (/ar/…) give the same template as their English twins.
 */
export function pageTemplate(pathname: string): PageTemplate {
  const [first, second, third] = pathname.replace(ARABIC, "").split("/").filter(Boolean);
  if (first === undefined) return "home";
  if (first === "things-to-do" || first === "experiences") {
    if (second === undefined) return "listing";
    return first === "experiences" && third === undefined ? "experience" : "other";
  }
  if (first.startsWith("things-to-do-in-")) {
    if (second === undefined) return "listing";
    return third === undefined ? "experience" : "other";
  }
  if (first === "search") return second === undefined ? "other" : "search";
  if (first === "cart") return "cart";
  if (first === "checkout" || first === "pay") return "checkout";
  if (ACCOUNT.has(first)) return "account";
  if (first === "blog") return "blog";
  if (first === "ops") return "ops";
  if (CONTENT.has(first)) return second === undefined ? "content" : "other";
  // One unknown segment is a category's listing (/:category in worker/routes/catalogue-pages.tsx).
  if (second === undefined && !NOT_A_CATEGORY.has(first)) return "listing";
  return "other";
}

/** A device class from the viewport's width and whether the main pointer is coarse (a finger). */
export function deviceClass(viewportWidth: number, coarsePointer: boolean): DeviceClass {
  if (!coarsePointer) return "desktop";
  return viewportWidth < 768 ? "phone" : "tablet";
}

/** web-vitals' metric id: "v6-<ms since 1970>-<13 random digits>", random per page view and metric. */
const METRIC_ID = /^v\d{1,2}-\d{1,16}-\d{1,16}$/;
/** Upper bounds past which a value is a broken clock, not a slow page: ten minutes, or a layout shift score of 100. */
const MAX_MS = 600_000;
const MAX_CLS = 100;

/**
 * Built by a function marked pure so that the browser's bundle, which imports pageTemplate from this module, leaves
 * the schema and zod out (client/vitals/report.ts).
 */
function batchSchema() {
  const vitalMetric = z
    .object({
      name: z.enum(VITAL_METRICS, { message: `name must be one of ${VITAL_METRICS.join(", ")}` }),
      value: z
        .number({ message: "value must be a number" })
        .finite()
        .min(0, "value must not be negative")
        .max(MAX_MS, `value must be at most ${MAX_MS}`),
      rating: z.enum(VITAL_RATINGS, { message: `rating must be one of ${VITAL_RATINGS.join(", ")}` }),
      navigationType: z.enum(NAVIGATION_TYPES, {
        message: `navigationType must be one of ${NAVIGATION_TYPES.join(", ")}`,
      }),
      id: z.string().regex(METRIC_ID, "id must be web-vitals' metric id (v6-<time>-<random>)"),
    })
    .strict()
    .refine((m) => m.name !== "CLS" || m.value <= MAX_CLS, {
      message: `a CLS value is a score of at most ${MAX_CLS}`,
      path: ["value"],
    });
  return z
    .object({
      template: z.enum(PAGE_TEMPLATES, { message: `template must be one of ${PAGE_TEMPLATES.join(", ")}` }),
      locale: z.enum(["en", "ar"], { message: "locale must be en or ar" }),
      device: z.enum(DEVICE_CLASSES, { message: `device must be one of ${DEVICE_CLASSES.join(", ")}` }),
      /** 1 / the sample rate: how many visits this one stands for. */
      weight: z.number({ message: "weight must be a number" }).int("weight must be a whole number").min(1).max(1000),
      metrics: z.array(vitalMetric).min(1, "metrics must not be empty").max(10, "at most 10 metrics in one batch"),
    })
    .strict();
}

/** The body of POST /api/vitals: one page view's metrics reported since the page was last hidden. */
export const vitalsBatchSchema = /* @__PURE__ */ batchSchema();

export type VitalsBatch = z.infer<typeof vitalsBatchSchema>;
export type VitalMetric = VitalsBatch["metrics"][number];
