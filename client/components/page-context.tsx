// Page-level facts (locale, path, site, currency) that components read while rendering. Islands receive this as props,
// so it holds nothing per-request (nonce, request id) and nothing personal (the cart count comes from a cookie).
import { createContext, useContext } from "react";
import type { Locale } from "../../shared/locales.ts";
import type { Currency } from "../../shared/constants.ts";
import type { Fx } from "../../shared/money.ts";
import type { SiteConfig } from "../../shared/site-config.ts";

export type PageContextValue = {
  locale: Locale;
  /** The path without the locale prefix. */
  routePath: string;
  search: string;
  site: SiteConfig;
  currency: Currency;
  fx: Fx;
};

const PageContext = createContext<PageContextValue | null>(null);
export const PageContextProvider = PageContext.Provider;

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePageContext must be used inside a server-rendered page");
  return value;
}
