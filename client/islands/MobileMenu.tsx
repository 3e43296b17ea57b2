// Navigation drawer below lg: slides in from the inline end over a dimmed page, with the main links, the wishlist,
// the other language, the currency and sign-in (or the account). Esc or the backdrop closes it; focus comes back.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import type { NavLink as MenuLink } from "../components/layout/links.ts";
import type { Currency } from "../../shared/constants.ts";
import { useAccountLink } from "./AccountButton.tsx";
import CurrencySwitch from "./CurrencySwitch.tsx";

export type MobileMenuProps = {
  links: MenuLink[];
  signIn?: MenuLink;
  account?: MenuLink;
  wishlist?: MenuLink;
  /** The current page in the other language. */
  language?: MenuLink & { lang: string };
  currency?: Currency;
};

export default function MobileMenu({ links, signIn, account, wishlist, language, currency }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const state = useAccountLink(signIn?.href ?? "");
  const entry = state.signedIn && account ? account : signIn && { ...signIn, href: state.signInHref };
  const { t } = useTranslation();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    panel.current?.querySelector<HTMLElement>("a, button, select")?.focus();
    const button = toggle.current;
    return () => {
      window.removeEventListener("keydown", onKey);
      document.documentElement.style.overflow = overflow;
      button?.focus();
    };
  }, [open]);
  const item = "block rounded-lg px-3 py-2 font-medium hover:bg-black/5";
  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        className="rounded-md bg-transparent p-2 hover:bg-black/5"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        aria-label={t("header.openMenu")}
        onClick={() => setOpen(true)}
        data-testid="menu-toggle"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {/* Drawn only once open: closed, it would be 3 KB of every page's HTML that nobody sees, and it needs
          JavaScript to open anyway (the loader holds the first tap until this island is live, then replays it). */}
      {open && (
        <div className="fixed inset-0 z-40 text-slate-900">
          <div
            className="absolute inset-0 bg-black/50"
            onClick={() => setOpen(false)}
            data-testid="menu-backdrop"
            aria-hidden="true"
          />
          <div
            ref={panel}
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
                onClick={() => setOpen(false)}
                data-testid="menu-close"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <nav aria-label={t("nav.main")}>
              <ul className="flex flex-col gap-1">
                {links.map((link) => (
                  <li key={link.href}>
                    <a className={item} href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
                {wishlist && (
                  <li>
                    <a className={item} href={wishlist.href} data-testid="menu-wishlist">
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
              {entry && (
                <a
                  className="mt-2 block rounded-full bg-primary px-4 py-2 text-center font-semibold text-white hover:bg-primary-dark"
                  href={entry.href}
                  data-testid="menu-account-entry"
                >
                  {entry.label}
                </a>
              )}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
