// A supplier-branded layout: the supplier's name, colours and contact bar, its own header and footer.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localePath } from "../../lib/locales.ts";
import { usePageContext } from "../page-context.tsx";
import { HeaderActions } from "./HeaderActions.tsx";
import { SearchForm } from "../catalogue/SearchForm.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { contactLinks } from "./contact.ts";
import { mainNav } from "./links.ts";

export function SupplierLayout({ children }: { children: ReactNode }) {
  const { locale, site } = usePageContext();
  const { t } = useTranslation();
  const nav = mainNav("supplier", locale, t);
  const brand = site.brand;
  const links = contactLinks(brand);
  return (
    <div className="flex min-h-screen flex-col" data-layout="supplier">
      <div className="bg-primary-dark text-sm text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-1.5">
          <span>{t("footer.support")}</span>
          <span className="flex gap-4">
            <a href={links.whatsapp} className="hover:underline">
              {t("footer.whatsapp")}
            </a>
            <a href={links.phone} className="hover:underline" dir="ltr">
              {brand.contact.phone}
            </a>
          </span>
        </div>
      </div>
      <header className="relative z-10 bg-primary text-white shadow">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4">
          <a href={localePath(locale, "/")} className="flex items-center gap-3" data-testid="logo">
            <span aria-hidden="true" className="grid h-11 w-11 place-items-center rounded-full border-2 border-accent bg-white/10 text-lg font-black text-accent">
              {brand.logoText}
            </span>
            <span className="hidden flex-col leading-tight min-[420px]:flex">
              <span className="text-lg font-bold">{brand.name[locale]}</span>
              <span className="text-xs text-white/80">{brand.tagline[locale]}</span>
            </span>
          </a>
          <nav aria-label={t("nav.main")} className="hidden md:block">
            <ul className="flex items-center gap-6 font-semibold">
              {nav.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="whitespace-nowrap hover:text-accent">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden max-w-sm flex-1 xl:block">
            <SearchForm id="header-search" />
          </div>
          <HeaderActions nav={nav} />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter variant="supplier" />
    </div>
  );
}
