// Browser entry: styles and fonts, the page's strings, island hydration and page-wide behaviours.
import "./styles.ts";
import { createI18n } from "./i18n/index.ts";
import { isLocale, DEFAULT_LOCALE, type Locale } from "./lib/locales.ts";
import { hydrateIslands } from "./hydrate.tsx";
import { guardExternalLinks, reloadOnChunkError, scrollToTopOnLoad, watchForNewBuild } from "./behaviours.ts";
import { openDisclosures } from "./disclosures.ts";
import { startWishlist } from "./wishlist-hearts.ts";

const STRINGS: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("./i18n/en.json"),
  ar: () => import("./i18n/ar.json"),
};

async function start(): Promise<void> {
  reloadOnChunkError();
  scrollToTopOnLoad();
  const lang = document.documentElement.lang.slice(0, 2);
  const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const i18n = createI18n(locale, (await STRINGS[locale]()).default);
  guardExternalLinks(i18n.t("errors.externalRefused"));
  watchForNewBuild(document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? "", i18n.t("update.available"));
  // This script is async and the page streams: it can run before the parser has reached the islands further down
  // (seen as an island that never hydrated), so islands are looked up once the whole document is parsed.
  if (document.readyState === "loading") await new Promise((done) => document.addEventListener("DOMContentLoaded", done, { once: true }));
  openDisclosures();
  hydrateIslands(i18n);
  startWishlist(i18n.t.bind(i18n));
}

void start();
