// Navigation drawer below lg: a toggle button, the header's links and (on phones) sign-in.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NavLink as MenuLink } from "../components/layout/links.ts";
import { useAccountLink } from "./AccountButton.tsx";

/**
 * `signIn` (or `account` once signed in, as the header's button says) is listed only below sm, where the header has no
 * room for its own button.
 */
export type MobileMenuProps = { links: MenuLink[]; signIn?: MenuLink; account?: MenuLink };

export default function MobileMenu({ links, signIn, account }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const state = useAccountLink(signIn?.href ?? "");
  const entry = state.signedIn && account ? account : signIn && { ...signIn, href: state.signInHref };
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="rounded-md bg-transparent p-2 hover:bg-black/5"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t("header.closeMenu") : t("header.openMenu")}
        onClick={() => setOpen((v) => !v)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav id="mobile-menu" hidden={!open} aria-label={t("nav.main")} className="absolute inset-x-0 top-full z-20 border-b border-black/10 bg-white p-4 text-slate-900 shadow-lg">
        <ul className="flex flex-col gap-3">
          {links.map((link) => (
            <li key={link.href}>
              <a className="block py-1 font-medium" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
          {entry && (
            <li className="border-t border-black/10 pt-3 sm:hidden">
              <a className="block py-1 font-semibold" href={entry.href} data-testid="menu-account-entry">
                {entry.label}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
