// Framework-free island scheduling: each island's code (and React with it) loads only when its strategy says so,
// and a click that arrived before it was ready is held and replayed once it is hydrated.
import { ISLAND_NAMES, type IslandName } from "../islands/names.ts";
import { TOAST_EVENT } from "../state/toast-events.ts";
import { PAGE_WIDE_BUTTONS } from "../wishlist-hearts.ts";
import { signedInFromCookies } from "../../shared/account.ts";
import { CART_COUNT_COOKIE } from "../../shared/cart.ts";
import type { Locale } from "../../shared/locales.ts";

type Runtime = typeof import("../hydrate.tsx");

let runtime: Promise<Runtime> | null = null;
const loadRuntime = () => (runtime ??= import("../hydrate.tsx"));
const started = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Links an island handles itself, so a click on them is held like a button's: the gallery's photos (the viewer),
 * and in the results and reviews, links that only change this page's query (paging, filters, sorting).
 */
function handlesLink(name: IslandName, link: HTMLAnchorElement): boolean {
  if (name === "GalleryViewer") return true;
  if (name !== "SearchResults" && name !== "ReviewBrowser") return false;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin && url.pathname === location.pathname;
}
/** Header islands that show the visitor's own state: live at once when a cookie says there is some to show. */
const PERSONAL: Partial<Record<IslandName, (cookies: string) => boolean>> = {
  AccountButton: signedInFromCookies,
  CartButton: (cookies) =>
    cookies.split(";").some((c) => c.trim().startsWith(`${CART_COUNT_COOKIE}=`) && /=[1-9]/.test(c)),
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
    // What the traveller typed or picked while the code loaded is read just before React takes the markup over, and
    // what is typed while it does is kept too: hydration may put those fields back to what they held when read.
    const typed = new Map<Element, string>();
    const track = (event: Event) => {
      const control = event.target as HTMLInputElement;
      if (control && typeof control.value === "string") typed.set(control, control.value);
    };
    el.addEventListener("input", track, true);
    running = loadRuntime()
      .then((r) => r.hydrateIsland(el, el.dataset.island as IslandName, locale, () => changedControls(el)))
      .then((pending) => {
        el.removeEventListener("input", track, true);
        replayControls(latest(pending ?? [], typed));
      });
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

type Pending = { control: HTMLInputElement; select: boolean; checkable: boolean; value: string; checked: boolean };
type Tracked = { _valueTracker?: { setValue(value: string): void } };

/** Before hydration: the form controls whose state the traveller has already changed (typed, picked, ticked). */
function changedControls(el: HTMLElement): Pending[] {
  const pending: Pending[] = [];
  for (const node of el.querySelectorAll("input, select, textarea")) {
    const control = node as HTMLInputElement;
    const select = node.tagName === "SELECT";
    const checkable = control.type === "checkbox" || control.type === "radio";
    const changed = select
      ? Array.from((node as unknown as { options: ArrayLike<HTMLOptionElement> }).options).some(
          (o) => o.selected !== o.defaultSelected,
        )
      : checkable
        ? control.checked !== control.defaultChecked
        : control.value !== control.defaultValue;
    if (changed) pending.push({ control, select, checkable, value: control.value, checked: control.checked });
  }
  return pending;
}

/** The controls to hand over, each with the last value typed into it (typed into after they were read, too). */
function latest(pending: Pending[], typed: Map<Element, string>): Pending[] {
  const handed = pending.map((p) => (typed.has(p.control) ? { ...p, value: typed.get(p.control) ?? p.value } : p));
  for (const [control, value] of typed) {
    const input = control as HTMLInputElement;
    const checkable = input.type === "checkbox" || input.type === "radio";
    if (checkable || handed.some((p) => p.control === control)) continue;
    if (value === input.defaultValue) continue;
    handed.push({ control: input, select: control.tagName === "SELECT", checkable, value, checked: input.checked });
  }
  return handed;
}

/**
 * After hydration: hands those changes to React as if made just now. Hydration may have put a controlled field back
 * to the server's state, so the state is set again through the prototype's setter (React watches the element's own
 * property), React's record of the last value is set to the server's, and the event React listens for is sent.
 */
function replayControls(pending: Pending[]): void {
  for (const { control, select, checkable, value, checked } of pending) {
    const tracker = (control as unknown as Tracked)._valueTracker;
    if (checkable) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set?.call(control, checked);
      tracker?.setValue(String(control.defaultChecked));
      control.dispatchEvent(new Event("click", { bubbles: true })); // not a MouseEvent: it does not tick the box again
      continue;
    }
    const prototype = select
      ? Object.getPrototypeOf(control)
      : control.tagName === "TEXTAREA"
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
    if (!select) tracker?.setValue(control.defaultValue);
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * Marks the island busy (aria-busy on its root, which React never renders: base.css dims its own busy region and
 * shows the progress cursor) until `work` is done, so an input held for it is answered in the next frame.
 */
function busyUntil(el: HTMLElement, work: Promise<void>): Promise<void> {
  if (el.dataset.hydrated !== "true") el.setAttribute("aria-busy", "true");
  return work.finally(() => el.removeAttribute("aria-busy"));
}

function onInteraction(el: HTMLElement, locale: Locale): void {
  const name = el.dataset.island as IslandName;
  const intent = () => prefetch(el, locale);
  el.addEventListener("pointerenter", intent, { once: true, capture: true });
  el.addEventListener("touchstart", intent, { once: true, capture: true, passive: true });
  const wake = () => {
    void hydrate(el, locale);
  };
  for (const type of ["focusin", "keydown", "input"]) el.addEventListener(type, wake, { once: true, capture: true });
  // A choice made before the island is live (a filter ticked, an option picked) is answered at once: the island
  // says it is working until React has taken the choice over.
  el.addEventListener("change", () => void busyUntil(el, hydrate(el, locale)), { once: true, capture: true });
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target || event.defaultPrevented) return;
    // Hearts and share buttons answer at once, page-wide (wishlist-hearts.ts): never held for an island.
    if (target.closest(PAGE_WIDE_BUTTONS)) return;
    // Form controls act natively (a box ticks, a list opens); their new state is handed over after hydration.
    if (target.closest("input, select, textarea, label")) return void wake();
    const link = target.closest<HTMLAnchorElement>("a[href]");
    if (link && !handlesLink(name, link)) return void wake(); // links to other pages navigate as they are
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return void wake();
    // Held: the island handles this click, so it waits until the island can, then happens once.
    event.preventDefault();
    event.stopPropagation();
    el.removeEventListener("click", onClick, true);
    void busyUntil(el, hydrate(el, locale)).then(() => {
      // The same click again, on the same element (an icon inside a button too), now that React listens.
      target.dispatchEvent(
        new MouseEvent("click", {
          bubbles: true,
          cancelable: true,
          composed: true,
          clientX: event.clientX,
          clientY: event.clientY,
          detail: event.detail,
        }),
      );
    });
  };
  el.addEventListener("click", onClick, true);
}

/**
 * Resolves once every stylesheet of the page has loaded. This async script can run before them, and until then an
 * island root (or a form inside it) styled `display: contents` still has a box of its own: observing that box would
 * watch an element that later has none, so the island would never be seen (the calendar's rare missed hydration).
 */
function stylesLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((done) => {
          link.addEventListener("load", done, { once: true });
          link.addEventListener("error", done, { once: true });
        }),
    ),
  );
}

async function onVisible(el: HTMLElement, locale: Locale): Promise<void> {
  if (!("IntersectionObserver" in window)) return void hydrate(el, locale);
  await stylesLoaded();
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
      for (const e of waiting)
        window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: (e as CustomEvent).detail }));
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
    else if (strategy === "visible") void onVisible(el, locale);
    else if (strategy === "idle" && "requestIdleCallback" in window)
      requestIdleCallback(() => void hydrate(el, locale), { timeout: 2000 });
    else void hydrate(el, locale);
  }
}

/** Whether an island still waits for the traveller (an interaction, coming into view, a toast), not live yet. */
export function anyIslandAsleep(): boolean {
  return islands().some(
    (el) =>
      !started.has(el) &&
      (el.dataset.hydrate === "interaction" || el.dataset.hydrate === "visible" || el.dataset.island === "Toasts"),
  );
}
