// The React side of an island, loaded with the first island that needs it: one jotai store and one string table for
// the page, fed with only the sections each island uses (virtual:island-strings) and read through the small `t` of
// client/i18n/translate.ts (i18next stays on the server), then hydrateRoot.
import { StrictMode, useEffect, type ReactNode } from "react";
import { Provider as JotaiProvider, createStore } from "jotai";
import { ISLAND_SECTIONS, SECTION_LOADERS } from "virtual:island-strings";
import { browserTranslation } from "./i18n/translate.ts";
import { TranslationProvider, type Translation } from "./i18n/use-translation.ts";
import { ISLANDS } from "./islands/registry.ts";
import type { IslandName } from "./islands/names.ts";
import type { Locale } from "../shared/locales.ts";

const store = createStore();
/** The page's sections, by name, as they arrive. */
const table: Record<string, unknown> = {};
let translation: Translation | null = null;
const loaded = new Map<string, Promise<void>>();

function translationFor(locale: Locale): Translation {
  translation ??= browserTranslation(locale, table);
  return translation;
}

/** Adds the sections an island uses to the page's string table (each fetched once). */
function ensureStrings(name: IslandName, locale: Locale): Promise<unknown> {
  return Promise.all(
    (ISLAND_SECTIONS[name] ?? []).map((section) => {
      let done = loaded.get(section);
      if (!done) {
        done = SECTION_LOADERS[locale][section]().then(({ default: strings }) => {
          table[section] = strings;
        });
        loaded.set(section, done);
      }
      return done;
    }),
  );
}

/** Fetches an island's code and strings without hydrating it (the traveller's pointer is on its way). */
export function prefetchIsland(name: IslandName, locale: Locale): void {
  void ISLANDS[name]?.();
  void ensureStrings(name, locale);
}

/** Resolves once React has committed the hydrated tree, so a held click can be replayed on live handlers. */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/** Hydrates one island; `beforeHydrate` runs just before React takes the markup over, and its result is returned. */
export async function hydrateIsland<T>(
  el: HTMLElement,
  name: IslandName,
  locale: Locale,
  beforeHydrate?: () => T,
): Promise<T | undefined> {
  const props = JSON.parse(document.getElementById(`${el.dataset.islandId}-props`)?.textContent ?? "{}");
  // React DOM is a chunk of its own, imported on the first hydration, so the loader can fetch it ahead at idle
  // without running it (client/loader/warm.ts).
  const [{ default: Component }, { hydrateRoot }] = await Promise.all([
    ISLANDS[name](),
    import("react-dom/client"),
    ensureStrings(name, locale),
  ]);
  const before = beforeHydrate?.();
  await new Promise<void>((done) => {
    hydrateRoot(
      el,
      <StrictMode>
        <JotaiProvider store={store}>
          <TranslationProvider value={translationFor(locale)}>
            <Committed done={done}>
              <Component {...props} />
            </Committed>
          </TranslationProvider>
        </JotaiProvider>
      </StrictMode>,
      { onRecoverableError: (error) => console.error("island hydration error", name, error) },
    );
  });
  // Islands switch to their enhanced behaviour in effects (`enhanced` state set on mount): let those updates render
  // before a held click is replayed, or it would meet the pre-JavaScript behaviour.
  await new Promise((settled) => setTimeout(settled, 0));
  await new Promise((settled) => requestAnimationFrame(() => setTimeout(settled, 0)));
  el.dataset.hydrated = "true";
  return before;
}
