// The marketplace's own layout: header with navigation and actions, page content, and the full footer.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { localePath } from "../../../shared/locales.ts";
import { usePageContext } from "../page-context.tsx";
import { HeaderActions } from "./HeaderActions.tsx";
import { SearchForm } from "../catalogue/SearchForm.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { mainNav } from "./links.ts";

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { locale, site } = usePageContext();
  const { t } = useTranslation();
  const nav = mainNav("default", locale, t);
  const brand = site.brand;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="relative z-10 border-b border-black/10 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3" data-testid="header-row">
          <a href={localePath(locale, "/")} className="flex shrink-0 items-center gap-2 whitespace-nowrap text-xl font-bold text-primary" data-testid="logo">
            <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-primary text-white">
              {brand.logoText}
            </span>
            <span className="hidden min-[360px]:inline">{brand.name[locale]}</span>
          </a>
          <nav aria-label={t("nav.main")} className="hidden shrink-0 lg:block">
            <ul className="flex items-center gap-5 font-medium">
              {nav.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="whitespace-nowrap hover:text-primary">
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
      <SiteFooter variant="default" />
    </div>
  );
}
