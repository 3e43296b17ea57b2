// Framework-free island scheduling: each island's code (and React with it) loads only when its strategy says so,
// and a click that arrived before it was ready is held and replayed once it is hydrated.
import { ISLAND_NAMES, type IslandName } from "../islands/names.ts";
import { TOAST_EVENT } from "../lib/toast-events.ts";
import { SIGNED_IN_COOKIE } from "../lib/account.ts";
import { CART_COUNT_COOKIE } from "../lib/cart.ts";
import type { Locale } from "../lib/locales.ts";

type Runtime = typeof import("../hydrate.tsx");

let runtime: Promise<Runtime> | null = null;
const loadRuntime = () => (runtime ??= import("../hydrate.tsx"));
const started = new WeakMap<HTMLElement, Promise<void>>();

/** Islands whose links the island itself handles (in-place paging, the photo viewer): a click on them is held too. */
const HOLDS_LINKS = new Set<IslandName>(["SearchResults", "ReviewBrowser", "GalleryViewer"]);
/** Header islands that show the visitor's own state: live at once when a cookie says there is some to show. */
const PERSONAL: Partial<Record<IslandName, (cookies: string) => boolean>> = {
  AccountButton: (cookies) => cookies.split(";").some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`),
  CartButton: (cookies) => cookies.split(";").some((c) => c.trim().startsWith(`${CART_COUNT_COOKIE}=`) && /=[1-9]/.test(c)),
};

/** The first element with a box of its own: island roots (and forms inside them) may be display:contents. */
function firstBox(el: Element): Element {
  let node: Element = el;
  while (getComputedStyle(node).display === "contents" && node.firstElementChild) node = node.firstElementChild;
  return node;
}

function hydrate(el: HTMLElement, locale: Locale): Promise<void> {
  let running = started.get(el);
  if (!running) {
    running = loadRuntime().then((r) => r.hydrateIsland(el, el.dataset.island as IslandName, locale));
    started.set(el, running);
    // Once React is here anyway, the header's personal islands come alive too (the cart count follows an add).
    void running.then(() => wakePersonal(locale));
  }
  return running;
}

function wakePersonal(locale: Locale): void {
  for (const name of Object.keys(PERSONAL)) for (const el of islands(name as IslandName)) void hydrate(el, locale);
}

function islands(name?: IslandName): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(name ? `[data-island="${name}"]` : "[data-island]")].filter((el) =>
    ISLAND_NAMES.includes(el.dataset.island as IslandName),
  );
}

/** Downloads what an island needs without running it: on the first sign of intent (pointer over it, a touch, focus). */
function prefetch(el: HTMLElement, locale: Locale): void {
  void loadRuntime().then((r) => r.prefetchIsland(el.dataset.island as IslandName, locale));
}

/** After hydration: what was typed or chosen before it is handed to React, as if it had happened just now. */
function catchUpControls(el: HTMLElement): void {
  for (const node of el.querySelectorAll("input, select, textarea")) {
    const control = node as HTMLInputElement;
    const select = node.tagName === "SELECT" ? (node as unknown as { options: ArrayLike<HTMLOptionElement> }) : null;
    const changed = select
      ? Array.from(select.options).some((o) => o.selected !== o.defaultSelected)
      : control.type === "checkbox" || control.type === "radio"
        ? false // their clicks were held and are replayed
        : control.value !== control.defaultValue;
    if (!changed) continue;
    // React skips an event whose value matches what it last saw; tell it it last saw the server's value.
    const tracker = (control as unknown as { _valueTracker?: { setValue(v: string): void } })._valueTracker;
    tracker?.setValue(select ? "" : control.defaultValue);
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

function onInteraction(el: HTMLElement, locale: Locale): void {
  const name = el.dataset.island as IslandName;
  const intent = () => prefetch(el, locale);
  el.addEventListener("pointerenter", intent, { once: true, capture: true });
  el.addEventListener("touchstart", intent, { once: true, capture: true, passive: true });
  const wake = () => {
    void hydrate(el, locale).then(() => catchUpControls(el));
  };
  for (const type of ["focusin", "keydown", "input", "change"]) el.addEventListener(type, wake, { once: true, capture: true });
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target || event.defaultPrevented) return;
    const link = target.closest("a[href]");
    if (link && !HOLDS_LINKS.has(name)) return void wake(); // plain links navigate as they are
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return void wake();
    // Held: the island handles this click, so it waits until the island can, then happens once.
    event.preventDefault();
    event.stopPropagation();
    el.removeEventListener("click", onClick, true);
    void hydrate(el, locale).then(() => {
      catchUpControls(el);
      // The same click again, on the same element (an icon inside a button too), now that React listens.
      target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, clientX: event.clientX, clientY: event.clientY, detail: event.detail }));
    });
  };
  el.addEventListener("click", onClick, true);
}

function onVisible(el: HTMLElement, locale: Locale): void {
  if (!("IntersectionObserver" in window)) return void hydrate(el, locale);
  // Near, not in: the calendar is ready as it scrolls in.
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        void hydrate(el, locale);
      }
    },
    { rootMargin: "150px 0px" },
  );
  observer.observe(firstBox(el));
}

/** Toasts load with the first toast raised on the page; toasts raised before they are ready are shown after. */
function onFirstToast(el: HTMLElement, locale: Locale): void {
  const waiting: Event[] = [];
  const listener = (event: Event) => {
    if (document.documentElement.dataset.toasts === "ready") return;
    waiting.push(event);
    if (waiting.length > 1) return;
    void hydrate(el, locale).then(async () => {
      while (document.documentElement.dataset.toasts !== "ready") await new Promise((r) => requestAnimationFrame(r));
      window.removeEventListener(TOAST_EVENT, listener);
      for (const e of waiting) window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: (e as CustomEvent).detail }));
    });
  };
  window.addEventListener(TOAST_EVENT, listener);
}

export function scheduleIslands(locale: Locale): void {
  const cookies = document.cookie;
  for (const el of islands()) {
    const name = el.dataset.island as IslandName;
    const strategy = el.dataset.hydrate;
    if (PERSONAL[name]?.(cookies)) void hydrate(el, locale);
    else if (name === "Toasts") onFirstToast(el, locale);
    else if (strategy === "interaction") onInteraction(el, locale);
    else if (strategy === "visible") onVisible(el, locale);
    else if (strategy === "idle" && "requestIdleCallback" in window) requestIdleCallback(() => void hydrate(el, locale), { timeout: 2000 });
    else void hydrate(el, locale);
  }
}
