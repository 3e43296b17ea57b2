// Finds island markers in the page and hydrates each when its strategy says (load, idle, visible).
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Provider as JotaiProvider, createStore } from "jotai";
import { I18nextProvider } from "react-i18next";
import type { i18n } from "i18next";
import { ISLANDS } from "./islands/registry.ts";
import { ISLAND_NAMES, type IslandName } from "./islands/names.ts";

/** The first element with a box of its own: islands (and forms inside them) may be display:contents, which has none. */
function firstBox(el: Element): Element {
  let node: Element = el;
  while (getComputedStyle(node).display === "contents" && node.firstElementChild) node = node.firstElementChild;
  return node;
}

function whenReady(el: HTMLElement, run: () => void): void {
  const strategy = el.dataset.hydrate;
  if (strategy === "visible" && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(firstBox(el));
  } else if ((strategy === "idle" || strategy === "interaction") && "requestIdleCallback" in window) {
    requestIdleCallback(run, { timeout: 2000 });
  } else run();
}

export function hydrateIslands(i18nInstance: i18n): void {
  // One store and one i18next instance for every island on the page.
  const store = createStore();
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = el.dataset.island as IslandName;
    if (!ISLAND_NAMES.includes(name)) continue;
    const propsText = document.getElementById(`${el.dataset.islandId}-props`)?.textContent ?? "{}";
    whenReady(el, async () => {
      const { default: Component } = await ISLANDS[name]();
      hydrateRoot(
        el,
        <StrictMode>
          <JotaiProvider store={store}>
            <I18nextProvider i18n={i18nInstance}>
              <Component {...JSON.parse(propsText)} />
            </I18nextProvider>
          </JotaiProvider>
        </StrictMode>,
        { onRecoverableError: (error) => console.error("island hydration error", name, error) },
      );
      el.dataset.hydrated = "true";
    });
  }
}
