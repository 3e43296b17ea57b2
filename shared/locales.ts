// Locales we offer, the language prefixes we recognise, and locale-aware path helpers (shared by worker and client).
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Every leading language prefix the router recognises (spec §2); only en and ar are offered. */
export const RECOGNISED_PREFIXES = [
  "en",
  "fr",
  "es",
  "de",
  "ar",
  "ru",
  "tr",
  "az",
  "zh",
  "it",
  "he",
  "fa",
  "pt",
] as const;

export const LOCALE_INFO: Record<Locale, { tag: string; dir: "ltr" | "rtl"; name: string }> = {
  en: { tag: "en-US", dir: "ltr", name: "English" },
  ar: { tag: "ar-SA", dir: "rtl", name: "العربية" },
};

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ar";
}

/** Splits "/ar/about" into { prefix: "ar", rest: "/about" }; a path with no recognised prefix has prefix null. */
export function splitLanguagePrefix(path: string): { prefix: string | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (match && (RECOGNISED_PREFIXES as readonly string[]).includes(match[1])) {
    return { prefix: match[1], rest: match[2] || "/" };
  }
  return { prefix: null, rest: path };
}

/** The path of an unprefixed route in a locale: localePath("ar", "/about") is "/ar/about". */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "ar" ? "en" : "ar";
}
