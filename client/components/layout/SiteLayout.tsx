// The site's layout: header with navigation and actions, page content, and footer. The marketplace's own ("default")
// and a supplier-branded one ("supplier": the supplier's colours, a contact bar, its logo and tagline) differ only here.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { localePath } from "../../../shared/locales.ts";
import type { LayoutType } from "../../../shared/site-config.ts";
import { usePageContext } from "../page-context.tsx";
import { HeaderActions } from "./HeaderActions.tsx";
import { SearchForm } from "../catalogue/SearchForm.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { contactLinks } from "./contact.ts";
import { mainNav } from "./links.ts";

/** The classes each layout gives its header, its row, its navigation and the navigation's links. */
const LOOK: Record<LayoutType, { header: string; row: string; nav: string; link: string }> = {
  default: {
    header: "relative z-10 border-b border-black/10 bg-white",
    row: "py-3",
    nav: "font-medium",
    link: "hover:text-primary",
  },
  supplier: {
    header: "relative z-10 bg-primary text-white shadow",
    row: "py-4",
    nav: "font-semibold",
    // Underlined, not recoloured: the accent carries black text only (shared/contrast.ts TEXT_ON).
    link: "underline-offset-4 hover:underline",
  },
};

export function SiteLayout({ variant, children }: { variant: LayoutType; children: ReactNode }) {
  const { locale } = usePageContext();
  const { t } = useTranslation();
  const nav = mainNav(variant, locale, t);
  const look = LOOK[variant];
  const header = (
    <header className={look.header}>
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 ${look.row}`}
        data-testid="header-row"
      >
        {variant === "supplier" ? <SupplierLogo /> : <MarketplaceLogo />}
        <nav aria-label={t("nav.main")} className="hidden shrink-0 lg:block">
          <ul className={`flex items-center gap-5 ${look.nav}`}>
            {nav.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={`whitespace-nowrap ${look.link}`}>
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
  );
  const main = (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
  // Two shapes rather than an optional bar: the children keep their places, so islands' ids (useId) stay as they were.
  return variant === "supplier" ? (
    <div className="flex min-h-screen flex-col" data-layout="supplier">
      <SkipLink />
      <ContactBar />
      {header}
      {main}
      <SiteFooter variant="supplier" />
    </div>
  ) : (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {header}
      {main}
      <SiteFooter variant="default" />
    </div>
  );
}

/** The first Tab on every page: past the header to the page's own content (WCAG 2.4.1), shown only while focused. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-slate-900 focus:shadow-lg"
      data-testid="skip-link"
    >
      {t("common.skipToContent")}
    </a>
  );
}

/** A supplier's support line above its header: WhatsApp and phone. */
function ContactBar() {
  const { site } = usePageContext();
  const { t } = useTranslation();
  const links = contactLinks(site.brand);
  return (
    <div className="bg-primary-dark text-sm text-white" data-testid="contact-bar">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 whitespace-nowrap px-4 py-1.5">
        <span className="hidden truncate sm:inline">{t("footer.support")}</span>
        <span className="flex gap-4">
          <a href={links.whatsapp} className="hover:underline">
            {t("footer.whatsapp")}
          </a>
          <a href={links.phone} className="hover:underline" dir="ltr">
            {site.brand.contact.phone}
          </a>
        </span>
      </div>
    </div>
  );
}

function MarketplaceLogo() {
  const { locale, site } = usePageContext();
  return (
    <a
      href={localePath(locale, "/")}
      className="flex shrink-0 items-center gap-2 whitespace-nowrap text-xl font-bold text-primary"
      data-testid="logo"
    >
      <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-primary text-white">
        {site.brand.logoText}
      </span>
      {/* The link's name at every width (on the narrowest phones the name is not shown); the shown one is for the eye. */}
      <span className="sr-only">{site.brand.name[locale]}</span>
      <span aria-hidden="true" className="hidden min-[360px]:inline">
        {site.brand.name[locale]}
      </span>
    </a>
  );
}

function SupplierLogo() {
  const { locale, site } = usePageContext();
  return (
    <a href={localePath(locale, "/")} className="flex min-w-0 items-center gap-3 whitespace-nowrap" data-testid="logo">
      <span
        aria-hidden="true"
        className="grid h-11 w-11 shrink-0 place-items-center rounded-full border-2 border-accent bg-primary-dark text-lg font-black text-white"
      >
        {site.brand.logoText}
      </span>
      {/* The link's name at every width (phones show only the badge); the shown name and tagline are for the eye. */}
      <span className="sr-only">{site.brand.name[locale]}</span>
      <span aria-hidden="true" className="hidden min-w-0 flex-col leading-tight sm:flex">
        <span className="truncate text-lg font-bold">{site.brand.name[locale]}</span>
        <span className="truncate text-xs text-white/80">{site.brand.tagline[locale]}</span>
      </span>
    </a>
  );
}
