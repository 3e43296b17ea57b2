// The currency picker without a framework: a change writes the `currency` cookie and reloads, so prices follow.
import { CURRENCY_COOKIE, LOCALE_COOKIE_MAX_AGE } from "../../shared/constants.ts";
import { CURRENCY_SELECT } from "./ids.ts";

export function switchCurrencyOnChange(): void {
  document.addEventListener("change", (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.hasAttribute(CURRENCY_SELECT)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once before a reload; Cookie Store is not in every Gulf browser
    document.cookie = `${CURRENCY_COOKIE}=${select.value}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax; Secure`;
    location.reload();
  });
}
