// Page-wide behaviours from the spec: scroll to top after load, refuse external links off the allow-list,
// reload once per 10 s on a chunk-load failure (never while offline), reload when a new build is deployed, and
// register the service worker that keeps vouchers offline (client/sw/sw.ts).
import { RELOAD_GUARD_MS } from "../shared/constants.ts";
import { isAllowedExternal } from "../shared/external-hosts.ts";
import { toast } from "./state/toast-events.ts";
import { whenIdle } from "./when-idle.ts";

export function scrollToTopOnLoad(): void {
  // With restoration off, a page reloaded or reached by back or forward starts at the top like a new one. A page
  // restored from the back/forward cache keeps its place unless told. Nothing is done on the first load itself: this
  // script can run after a traveller has started scrolling, who is not sent back up.
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && !location.hash) window.scrollTo(0, 0);
  });
}

/** Refuses navigation to external addresses that are not on the allow-list. */
export function guardExternalLinks(refusedMessage: string): void {
  document.addEventListener("click", (event) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!anchor) return;
    const url = new URL(anchor.href, location.href);
    if (!["http:", "https:"].includes(url.protocol) || url.origin === location.origin) return;
    if (!isAllowedExternal(url.href)) {
      event.preventDefault();
      toast({ kind: "error", message: refusedMessage });
    }
  });
}

/** After a chunk fails to load, reload the page, but at most once per 10 seconds per path. */
export function reloadOnChunkError(): void {
  window.addEventListener("vite:preloadError", (event) => {
    // Offline, the chunk will not come by reloading: the page (served from the phone) stays as it is.
    if (!navigator.onLine) return;
    const key = `reload-guard:${location.pathname}`;
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    event.preventDefault();
    sessionStorage.setItem(key, String(Date.now()));
    location.reload();
  });
}

/** When the tab becomes visible again, checks builds/latest.json and reloads onto a newly deployed build. */
export function watchForNewBuild(currentBuild: string, message: string): void {
  document.addEventListener("visibilitychange", async () => {
    if (document.visibilityState !== "visible" || !currentBuild) return;
    try {
      const res = await fetch(`/builds/latest.json?t=${Date.now()}`);
      const { id } = (await res.json()) as { id: string };
      const editing = document.activeElement?.matches("input, textarea, select");
      if (id !== currentBuild && !editing) {
        toast({ kind: "info", message });
        // The new build's service worker replaces the old one before the reload (its bytes carry the build id).
        await (await navigator.serviceWorker?.getRegistration())?.update().catch(() => undefined);
        setTimeout(() => location.reload(), 1000);
      }
    } catch {
      /* offline or mid-deploy: try again next time */
    }
  });
}

/**
 * Registers /sw.js when the browser is idle. It answers only vouchers, "Your Booking", assets and sign-out, so
 * registering it on every page costs a browse page nothing; it lets the installed app open vouchers offline.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
  };
  whenIdle(register, { timeout: 5000, fallback: 2000 });
}
