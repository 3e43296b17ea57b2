// Locale- and layout-aware URLs of catalogue pages.
import { localePath, type Locale } from "./locales.ts";
import type { LayoutType } from "./site-config.ts";

export const cityPath = (locale: Locale, citySlug: string) => localePath(locale, `/things-to-do-in-${citySlug}`);
export const categoryPath = (locale: Locale, categorySlug: string) => localePath(locale, `/${categorySlug}`);
export const blogPath = (locale: Locale, slug?: string) => localePath(locale, slug ? `/blog/${slug}` : "/blog");

/** Detail pages live under their city on our layout, under /experiences on supplier layouts. */
export function activityPath(locale: Locale, layout: LayoutType, citySlug: string, slug: string): string {
  return localePath(locale, layout === "supplier" ? `/experiences/${slug}` : `/things-to-do-in-${citySlug}/${slug}`);
}
