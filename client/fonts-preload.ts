// The font files a page's first screen draws with, for <link rel="preload" as="font"> in the document head.
// Server-only: it reads the hashed file names Vite wrote for client/fonts.css into the build manifest.
import manifest from "../dist/client/.vite/manifest.json";
import type { Locale } from "../shared/locales.ts";

// Looked up in every chunk, so it does not matter which entry ends up importing the stylesheet.
const assets = Object.values(manifest as Record<string, { assets?: string[] }>).flatMap((chunk) => chunk.assets ?? []);
const file = (name: string) => assets.find((a) => a.includes(`/${name}-`) && a.endsWith(".woff2"));

/**
 * Regular and bold of the script the page is written in; an Arabic page also draws its digits and prices in the Latin
 * regular on the first screen, which arriving late made the whole page be styled and laid out again.
 */
const FIRST_SCREEN: Record<Locale, string[]> = {
  en: ["plex-arabic-latin-400", "plex-arabic-latin-700"],
  ar: ["plex-arabic-arabic-400", "plex-arabic-arabic-700", "plex-arabic-latin-400"],
};

const PRELOADS = Object.fromEntries(
  Object.entries(FIRST_SCREEN).map(([locale, names]) => [
    locale,
    names
      .map(file)
      .filter((f): f is string => !!f)
      .map((f) => `/${f}`),
  ]),
) as Record<Locale, string[]>;

export function fontPreloads(locale: Locale): string[] {
  return PRELOADS[locale] ?? [];
}
