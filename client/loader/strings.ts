// The few strings the loader itself needs (wishlist hearts, link guard, new-build notice), rendered into the page by
// the server with the island runtime's file names (LoaderData), and a tiny `t` over them with i18next's plural
// suffixes and {{value}} / {{value, number}} placeholders.
import { formatNumber, pluralCategory } from "../../shared/intl.ts";
import type { Locale } from "../../shared/locales.ts";

export const LOADER_STRINGS_ID = "loader-strings";
/** Keys (plural keys by their base) the loader reads; the server sends each with its plural forms. */
export const LOADER_KEYS = [
  "errors.externalRefused",
  "update.available",
  "wishlist.save",
  "wishlist.unsave",
  "wishlist.count",
  "wishlist.saved",
  "wishlist.removed",
  "wishlist.failed",
  "wishlist.linkCopied",
  "wishlist.copyPrompt",
] as const;
export const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;

/** What the server embeds for the loader: its strings, and the island runtime's files (fetched, not run, at idle). */
export type LoaderData = { strings: Record<string, string>; runtime: string[] };

export type LoaderT = (key: (typeof LOADER_KEYS)[number], values?: Record<string, string | number>) => string;

/** Reads the table the server wrote, like i18next would: `_zero` for 0 where it exists, else the locale's plural rule. */
export function loaderT(locale: Locale, table: Record<string, string>): LoaderT {
  return (key, values = {}) => {
    const count = values.count;
    let text = table[key];
    if (typeof count === "number")
      text =
        (count === 0 ? table[`${key}_zero`] : undefined) ??
        table[`${key}_${pluralCategory(count, locale)}`] ??
        table[`${key}_other`] ??
        text;
    return (text ?? key).replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+))?\s*\}\}/g, (_m, name: string, format?: string) => {
      const value = values[name];
      if (value === undefined) return "";
      return format === "number" ? formatNumber(Number(value), locale) : String(value);
    });
  };
}
