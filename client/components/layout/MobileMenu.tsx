// Navigation drawer below lg, drawn by the server as a native popover: the toggle opens it with no script at all (so
// the first tap answers at once, and it works without JavaScript), Esc and the dimmed backdrop close it and focus
// returns to the toggle. client/header/menu.ts only mirrors its state (aria-expanded) and picks sign-in or account.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { NavLink as MenuLink } from "./links.ts";
import type { Currency } from "../../../shared/constants.ts";
import { CurrencySwitch } from "./CurrencySwitch.tsx";
import { MENU_LAYER_ID } from "../../header/ids.ts";

export type MobileMenuProps = {
  links: MenuLink[];
  signIn?: MenuLink;
  account?: MenuLink;
  wishlist?: MenuLink;
  /** The current page in the other language. */
  language?: MenuLink & { lang: string };
  currency?: Currency;
};

const ITEM = "block rounded-lg px-3 py-2 font-medium hover:bg-black/5";
const ENTRY = "mt-2 block rounded-full bg-primary px-4 py-2 text-center font-semibold text-white hover:bg-primary-dark";

/** The menu's and the close button's line icons. */
function StrokeIcon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={d} />
    </svg>
  );
}

export function MobileMenu({ links, signIn, account, wishlist, language, currency }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <div className="lg:hidden" data-menu="">
      <button
        type="button"
        className="rounded-md bg-transparent p-2 hover:bg-black/5"
        popoverTarget={MENU_LAYER_ID}
        aria-expanded="false"
        aria-label={t("header.openMenu")}
        data-testid="menu-toggle"
      >
        <StrokeIcon d="M4 7h16M4 12h16M4 17h16" />
      </button>
      <div id={MENU_LAYER_ID} popover="auto" className="menu-layer">
        <button
          type="button"
          className="absolute inset-0 h-full w-full cursor-default bg-black/50"
          popoverTarget={MENU_LAYER_ID}
          popoverTargetAction="hide"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="menu-backdrop"
        />
        <div
          id="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label={t("menu.title")}
          className="absolute inset-y-0 end-0 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-4 shadow-2xl"
        >
          <div className="mb-2 flex items-center justify-between">
            <p className="text-lg font-bold">{t("menu.title")}</p>
            <button
              type="button"
              className="rounded-md p-2 hover:bg-black/5"
              aria-label={t("menu.close")}
              popoverTarget={MENU_LAYER_ID}
              popoverTargetAction="hide"
              data-testid="menu-close"
            >
              <StrokeIcon d="M6 6l12 12M18 6L6 18" />
            </button>
          </div>
          <nav aria-label={t("nav.main")}>
            <ul className="flex flex-col gap-1">
              {links.map((link, i) => (
                <li key={link.href}>
                  {/* The popover focuses its autofocus element as it opens: the first link. */}
                  {/* biome-ignore lint/a11y/noAutofocus: autofocus inside a popover applies when it opens, as a dialog's should */}
                  <a className={ITEM} href={link.href} autoFocus={i === 0}>
                    {link.label}
                  </a>
                </li>
              ))}
              {wishlist && (
                <li>
                  <a className={ITEM} href={wishlist.href} data-testid="menu-wishlist">
                    {wishlist.label}
                  </a>
                </li>
              )}
            </ul>
          </nav>
          <div className="mt-4 flex flex-col gap-3 border-t border-black/10 pt-4">
            {language && (
              <div className="flex items-center justify-between gap-2 px-3">
                <span className="text-sm text-slate-600">{t("menu.language")}</span>
                <a
                  href={language.href}
                  hrefLang={language.lang}
                  lang={language.lang}
                  className="rounded-md px-2 py-1 font-semibold hover:bg-black/5"
                  data-testid="menu-language"
                >
                  {language.label}
                </a>
              </div>
            )}
            {currency && (
              <div className="flex items-center justify-between gap-2 px-3" data-testid="menu-currency">
                <span className="text-sm text-slate-600">{t("menu.currency")}</span>
                <CurrencySwitch current={currency} />
              </div>
            )}
            {/* The page is the same for everyone: menu.ts turns sign-in into the account once signed in. */}
            {signIn && (
              <a
                className={ENTRY}
                href={signIn.href}
                data-account-href={account?.href}
                data-account-label={account?.label}
                data-testid="menu-account-entry"
              >
                {signIn.label}
              </a>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
