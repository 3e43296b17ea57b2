// The right-hand (end-side) cluster of the header: language, currency, cart, sign-in and the mobile menu.
import { useTranslation } from "react-i18next";
import { localePath } from "../../lib/locales.ts";
import { Island } from "../Island.tsx";
import { usePageContext } from "../page-context.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import type { NavLink } from "./links.ts";
import CurrencySwitch from "../../islands/CurrencySwitch.tsx";
import CartButton from "../../islands/CartButton.tsx";
import MobileMenu from "../../islands/MobileMenu.tsx";

export function HeaderActions({ nav }: { nav: NavLink[] }) {
  const { locale, currency, cartCount } = usePageContext();
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <LanguageSwitch />
      <Island name="CurrencySwitch" component={CurrencySwitch} props={{ current: currency }} />
      <Island name="CartButton" component={CartButton} props={{ href: localePath(locale, "/cart"), count: cartCount }} when="load" />
      <a href={localePath(locale, "/auth/login")} className="hidden rounded-full border border-current px-3 py-1.5 text-sm font-semibold sm:inline-block">
        {t("header.signIn")}
      </a>
      <Island name="MobileMenu" component={MobileMenu} props={{ links: nav }} />
    </div>
  );
}
