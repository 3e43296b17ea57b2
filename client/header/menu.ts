// The phone menu's few behaviours beyond what the native popover does: the toggle says whether it is open, and a
// signed-in traveller is offered their account instead of sign-in (the page itself is the same for everyone).
import { signedInFromCookies } from "../../shared/account.ts";
import { MENU_LAYER_ID } from "./ids.ts";

/** Offers a signed-in traveller their account where the page (the same for everyone) offers sign-in. */
function offerAccount(layer: HTMLElement): void {
  const entry = layer.querySelector<HTMLAnchorElement>("a[data-account-href]");
  if (!entry || !signedInFromCookies(document.cookie)) return;
  entry.href = entry.dataset.accountHref ?? entry.href;
  entry.textContent = entry.dataset.accountLabel ?? entry.textContent;
}

export function enhanceMenu(): void {
  const layer = document.getElementById(MENU_LAYER_ID);
  if (!layer) return;
  offerAccount(layer);
  layer.addEventListener("beforetoggle", (event) => {
    const open = (event as ToggleEvent).newState === "open";
    for (const toggle of document.querySelectorAll(`[popovertarget="${MENU_LAYER_ID}"][aria-expanded]`))
      toggle.setAttribute("aria-expanded", String(open));
    // Signed in or out in another tab since this page loaded.
    if (open) offerAccount(layer);
  });
}
