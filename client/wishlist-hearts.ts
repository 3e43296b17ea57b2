// Page-wide wishlist and share buttons without an island per card: one delegated click handler for every
// `button[data-wishlist]` and `button[data-share]`, the hearts' pressed state and the header's saved count.
import type { LoaderT as TFunction } from "./loader/strings.ts";
import { toast } from "./state/toast-events.ts";
import { formatNumber } from "../shared/intl.ts";
import { WISHLIST_CHANGE_EVENT, savedIds, setSaved, type WishlistChange } from "./wishlist/store.ts";
import "./styles/wishlist.css";

const HEART = "button[data-wishlist]";
const SHARE = "button[data-share]";
/** The buttons handled here on every page, inside islands too (the island loader never holds a click on them). */
export const PAGE_WIDE_BUTTONS = `${HEART}, ${SHARE}`;

/** The count each header link shows; a link not in it shows the server's "Wishlist", as for an empty list. */
const shownCount = new WeakMap<Element, number>();

/** Shows a heart on or off (its pressed state and what it says it does next), if it is not already. */
function press(t: TFunction, heart: HTMLButtonElement, on: boolean): void {
  if (heart.getAttribute("aria-pressed") === String(on)) return;
  heart.setAttribute("aria-pressed", String(on));
  heart.setAttribute("aria-label", t(on ? "wishlist.unsave" : "wishlist.save", { title: heart.dataset.title ?? "" }));
}

/**
 * Brings the hearts and the header's count up to `ids`, touching only what differs: the server drew every heart off
 * and the header as for an empty wishlist, so an empty one costs nothing (not even a number formatter).
 */
function paint(t: TFunction, ids: number[], root: ParentNode = document): void {
  const saved = new Set(ids);
  for (const heart of root.querySelectorAll<HTMLButtonElement>(HEART))
    press(t, heart, saved.has(Number(heart.dataset.wishlist)));
  for (const link of document.querySelectorAll<HTMLElement>("[data-wishlist-link]")) {
    if ((shownCount.get(link) ?? 0) === ids.length) continue;
    shownCount.set(link, ids.length);
    link.setAttribute("aria-label", t("wishlist.count", { count: ids.length }));
    const badge = link.querySelector<HTMLElement>("[data-wishlist-count]");
    if (badge) {
      badge.textContent = ids.length
        ? formatNumber(ids.length, document.documentElement.lang === "ar" ? "ar" : "en")
        : "";
      badge.hidden = ids.length === 0;
    }
  }
  document.documentElement.dataset.wishlist = "ready";
}

async function toggle(t: TFunction, heart: HTMLButtonElement): Promise<void> {
  const id = Number(heart.dataset.wishlist);
  const save = heart.getAttribute("aria-pressed") !== "true";
  // The heart answers in the same frame; the list (the account's, over the network) follows, and a failure turns
  // it back with the reason.
  press(t, heart, save);
  heart.disabled = true;
  try {
    await setSaved(id, save);
    toast({ kind: "success", message: t(save ? "wishlist.saved" : "wishlist.removed") });
  } catch (error) {
    console.error(error);
    press(t, heart, !save);
    toast({ kind: "error", message: t("wishlist.failed") });
  } finally {
    heart.disabled = false;
  }
}

/** The page's canonical URL in this locale (what the head's canonical link says), else the address bar's. */
function shareUrl(): string {
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href || location.href;
}

async function share(t: TFunction, button: HTMLButtonElement): Promise<void> {
  const url = shareUrl();
  const title = button.dataset.title ?? document.title;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ kind: "success", message: t("wishlist.linkCopied") });
  } catch {
    window.prompt(t("wishlist.copyPrompt"), url);
  }
}

/** Ends the current task: the first read and paint run in a task of their own, not in the loader's start-up. */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

export function startWishlist(t: TFunction): void {
  // Storage is read (and, for a saved list, a number formatter built: tens of milliseconds on a slow phone) in a task
  // of its own, so start-up is never one long task a first tap waits behind. A click that comes first waits for it,
  // so that it toggles the heart's real state.
  const firstPaint = nextTask()
    .then(savedIds)
    .catch((error: unknown) => {
      console.error(error);
      return [] as number[];
    })
    .then((ids) => paint(t, ids));
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const heart = target?.closest<HTMLButtonElement>(HEART);
    if (heart) {
      event.preventDefault();
      void firstPaint.then(() => toggle(t, heart));
      return;
    }
    const shareButton = target?.closest<HTMLButtonElement>(SHARE);
    if (shareButton) {
      event.preventDefault();
      void share(t, shareButton);
    }
  });
  window.addEventListener(WISHLIST_CHANGE_EVENT, (event) =>
    paint(t, (event as CustomEvent<WishlistChange>).detail.ids),
  );
  // Cards an island draws later (search results, the wishlist page) get their hearts' state too.
  new MutationObserver((records) => {
    if (
      records.some((r) =>
        [...r.addedNodes].some((n) => n instanceof Element && (n.matches(HEART) || n.querySelector(HEART))),
      )
    ) {
      void savedIds().then(
        (ids) => paint(t, ids),
        () => undefined,
      );
    }
  }).observe(document.body, { childList: true, subtree: true });
}
