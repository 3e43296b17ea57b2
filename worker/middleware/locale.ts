// Reads the locale from the path prefix, redirects prefixes we do not offer, and keeps the locale cookie.
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DEFAULT_LOCALE, splitLanguagePrefix } from "../../client/lib/locales.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "../../client/lib/constants.ts";
import type { AppEnv } from "../env.ts";

export const PAYLOAD_SUFFIX = "/_payload.json";

export const locale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const { prefix, rest } = splitLanguagePrefix(url.pathname);
  if (prefix && prefix !== "ar") {
    // /en/x is the canonical English /x; a language we do not offer falls back to the English page.
    return c.redirect(rest + url.search, prefix === "en" ? 301 : 302);
  }
  if (url.pathname === "/ar/") return c.redirect(`/ar${url.search}`, 301);
  const pageLocale = prefix === "ar" ? "ar" : DEFAULT_LOCALE;
  const payload = rest.endsWith(PAYLOAD_SUFFIX);
  c.set("locale", pageLocale);
  c.set("payload", payload);
  c.set("routePath", payload ? rest.slice(0, -PAYLOAD_SUFFIX.length) || "/" : rest);
  await next();

  const isPage = c.res.headers.get("content-type")?.startsWith("text/html");
  if (isPage && getCookie(c, LOCALE_COOKIE) !== pageLocale) {
    setCookie(c, LOCALE_COOKIE, pageLocale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "Lax", secure: true });
  }
};
