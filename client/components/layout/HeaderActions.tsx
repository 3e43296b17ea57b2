// The end-side cluster of the header: language, currency, cart, sign-in and the menu for narrower screens.
import { useTranslation } from "react-i18next";
import { localePath } from "../../lib/locales.ts";
import { Island } from "../Island.tsx";
import { usePageContext } from "../page-context.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import type { NavLink } from "./links.ts";
import CurrencySwitch from "../../islands/CurrencySwitch.tsx";
import CartButton from "../../islands/CartButton.tsx";
import MobileMenu from "../../islands/MobileMenu.tsx";
import AccountButton from "../../islands/AccountButton.tsx";
import { AUTH_PATHS } from "../../lib/account.ts";

export function HeaderActions({ nav }: { nav: NavLink[] }) {
  const { locale, currency } = usePageContext();
  const { t } = useTranslation();
  const signIn = { href: localePath(locale, AUTH_PATHS.signIn), label: t("header.signIn") };
  const account = { href: localePath(locale, AUTH_PATHS.account), label: t("auth.header.account") };
  return (
    <div className="flex shrink-0 items-center gap-1 whitespace-nowrap sm:gap-2">
      <LanguageSwitch />
      <Island name="CurrencySwitch" component={CurrencySwitch} props={{ current: currency }} />
      <Island name="CartButton" component={CartButton} props={{ href: localePath(locale, "/cart") }} when="load" />
      <Island name="AccountButton" component={AccountButton} props={{ signIn, account, className: "hidden sm:inline-block" }} when="load" />
      {/* Below sm the sign-in link lives in the menu, which itself gives way to the header's own nav at lg. */}
      <Island name="MobileMenu" component={MobileMenu} props={{ links: nav, signIn, account }} />
    </div>
  );
}
