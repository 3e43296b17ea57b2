// The header and footer links for each layout, as locale-aware hrefs.
import type { TFunction } from "i18next";
import { localePath, type Locale } from "../../../shared/locales.ts";
import type { LayoutType } from "../../../shared/site-config.ts";

export type NavLink = { href: string; label: string };

export function mainNav(layout: LayoutType, locale: Locale, t: TFunction): NavLink[] {
  const href = (path: string) => localePath(locale, path);
  if (layout === "supplier") {
    return [
      { href: href("/experiences"), label: t("nav.experiences") },
      { href: href("/about"), label: t("nav.about") },
      { href: href("/faq"), label: t("nav.faq") },
      { href: href("/contact-us"), label: t("nav.contact") },
    ];
  }
  return [
    { href: href("/things-to-do"), label: t("nav.thingsToDo") },
    { href: href("/blog"), label: t("nav.blog") },
    { href: href("/about"), label: t("nav.about") },
    { href: href("/faq"), label: t("nav.faq") },
  ];
}

export function footerLinks(locale: Locale, t: TFunction): { company: NavLink[]; help: NavLink[] } {
  const href = (path: string) => localePath(locale, path);
  return {
    company: [
      { href: href("/about"), label: t("nav.about") },
      { href: href("/blog"), label: t("nav.blog") },
      { href: href("/contact-us"), label: t("nav.contact") },
    ],
    help: [
      { href: href("/faq"), label: t("nav.faq") },
      { href: href("/privacy-policy"), label: t("footer.privacy") },
      { href: href("/terms-and-conditions"), label: t("footer.terms") },
    ],
  };
}
