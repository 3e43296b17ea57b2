// The browser entry, and all a browse page loads before the traveller interacts: styles, page-wide behaviours, the
// wishlist hearts, and the island scheduler. React, i18next and each island's code and strings load on demand.
import "./styles.ts";
import { isLocale, DEFAULT_LOCALE, type Locale } from "../shared/locales.ts";
import {
  guardExternalLinks,
  registerServiceWorker,
  reloadOnChunkError,
  scrollToTopOnLoad,
  watchForNewBuild,
} from "./behaviours.ts";
import { openDisclosures } from "./disclosures.ts";
import { switchCurrencyOnChange } from "./header/currency.ts";
import { enhanceMenu } from "./header/menu.ts";
import { startWishlist } from "./wishlist-hearts.ts";
import { anyIslandAsleep, scheduleIslands } from "./loader/islands.ts";
import { warmRuntime } from "./loader/warm.ts";
import { LOADER_STRINGS_ID, loaderT, type LoaderData } from "./loader/strings.ts";
import "./vitals/start.ts"; // field data: a sampled visit loads web-vitals at idle (client/vitals/)

async function start(): Promise<void> {
  reloadOnChunkError();
  scrollToTopOnLoad();
  // This script is async and the page streams: it can run before the parser has reached the islands (and the
  // strings) further down, so it waits for the whole document.
  if (document.readyState === "loading")
    await new Promise((done) => document.addEventListener("DOMContentLoaded", done, { once: true }));
  const lang = document.documentElement.lang.slice(0, 2);
  const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const data: Partial<LoaderData> = JSON.parse(document.getElementById(LOADER_STRINGS_ID)?.textContent ?? "{}");
  const t = loaderT(locale, data.strings ?? {});
  guardExternalLinks(t("errors.externalRefused"));
  watchForNewBuild(
    document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? "",
    t("update.available"),
  );
  openDisclosures();
  switchCurrencyOnChange();
  enhanceMenu();
  scheduleIslands(locale);
  startWishlist(t);
  registerServiceWorker();
  void warmRuntime(data.runtime ?? [], anyIslandAsleep);
}

void start();
