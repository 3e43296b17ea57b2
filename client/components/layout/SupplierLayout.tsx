// A supplier-branded layout: the supplier's name, colours and contact bar, its own header and footer.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { localePath } from "../../../shared/locales.ts";
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
      <div className="bg-primary-dark text-sm text-white" data-testid="contact-bar">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 whitespace-nowrap px-4 py-1.5">
          <span className="hidden truncate sm:inline">{t("footer.support")}</span>
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
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4" data-testid="header-row">
          <a href={localePath(locale, "/")} className="flex min-w-0 items-center gap-3 whitespace-nowrap" data-testid="logo">
            <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-full border-2 border-accent bg-white/10 text-lg font-black text-accent">
              {brand.logoText}
            </span>
            <span className="hidden min-w-0 flex-col leading-tight sm:flex">
              <span className="truncate text-lg font-bold">{brand.name[locale]}</span>
              <span className="truncate text-xs text-white/80">{brand.tagline[locale]}</span>
            </span>
          </a>
          <nav aria-label={t("nav.main")} className="hidden shrink-0 lg:block">
            <ul className="flex items-center gap-5 font-semibold">
              {nav.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="whitespace-nowrap hover:text-accent">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden min-w-0 max-w-sm flex-1 xl:block">
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
