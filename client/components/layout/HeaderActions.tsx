// The end-side cluster of the header: language, currency, wishlist, cart, sign-in and the menu for narrower screens.
import { useTranslation } from "../../i18n/use-translation.ts";
import { LOCALE_INFO, localePath, otherLocale } from "../../../shared/locales.ts";
import { safeLocation } from "../../../shared/safe-location.ts";
import { WISHLIST_PATH } from "../../../shared/wishlist.ts";
import { Island } from "../Island.tsx";
import { usePageContext } from "../page-context.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import type { NavLink } from "./links.ts";
import { HeartIcon } from "../catalogue/HeartButton.tsx";
import { CurrencySwitch } from "./CurrencySwitch.tsx";
import CartButton from "../../islands/CartButton.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import AccountButton, { signInWithNext } from "../../islands/AccountButton.tsx";
import { AUTH_PATHS } from "../../../shared/account.ts";

export function HeaderActions({ nav }: { nav: NavLink[] }) {
  const { locale, currency, routePath, search } = usePageContext();
  const { t } = useTranslation();
  // Back to this page after signing in; the page's own path and query are in its cache key, so this is not personal.
  const signIn = {
    href: signInWithNext(localePath(locale, AUTH_PATHS.signIn), { pathname: localePath(locale, routePath), search }),
    label: t("header.signIn"),
  };
  const account = { href: localePath(locale, AUTH_PATHS.account), label: t("auth.header.account") };
  const wishlist = { href: localePath(locale, WISHLIST_PATH), label: t("menu.wishlist") };
  const target = otherLocale(locale);
  const language = {
    href: safeLocation(localePath(target, routePath) + search),
    label: LOCALE_INFO[target].name,
    lang: target,
  };
  return (
    <div className="flex shrink-0 items-center gap-1 whitespace-nowrap sm:gap-2">
      <LanguageSwitch />
      {/* On phones the currency lives in the menu. */}
      <span className="hidden sm:contents">
        <CurrencySwitch current={currency} />
      </span>
      {/* The count is filled in by client/wishlist-hearts.ts: the server renders none, so browse pages stay anonymous. */}
      <a
        href={wishlist.href}
        className="relative inline-flex items-center rounded-full p-2 hover:bg-black/5"
        aria-label={t("wishlist.link")}
        title={t("wishlist.link")}
        data-wishlist-link=""
        data-testid="wishlist-link"
      >
        <HeartIcon />
        <span
          data-wishlist-count=""
          hidden
          className="absolute -top-1 -end-1 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-bold text-white"
          data-testid="wishlist-count"
        />
      </a>
      <Island
        name="CartButton"
        component={CartButton}
        props={{ href: localePath(locale, "/cart") }}
        when="interaction"
      />
      <Island
        name="AccountButton"
        component={AccountButton}
        props={{ signIn, account, className: "hidden sm:inline-block" }}
        when="interaction"
      />
      <MobileMenu
        links={nav}
        signIn={signIn}
        account={account}
        wishlist={wishlist}
        language={language}
        currency={currency}
      />
    </div>
  );
}
