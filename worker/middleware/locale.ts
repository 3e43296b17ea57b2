// Reads the locale from the path prefix (after normalising the path's spelling) and keeps the locale cookie.
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DEFAULT_LOCALE, splitLanguagePrefix } from "../../shared/locales.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "../../shared/constants.ts";
import { pathRedirect } from "../services/redirects.ts";
import { redirectTo } from "../routing/redirect.ts";
import type { AppEnv } from "../env.ts";

export const PAYLOAD_SUFFIX = "/_payload.json";

export const locale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  // Before any rule reads the path: collapse repeated slashes and backslashes, drop prefixes we do not offer.
  const spelling = pathRedirect(url.pathname, url.search);
  if (spelling) return redirectTo(c, spelling.location, spelling.status);
  const { prefix, rest } = splitLanguagePrefix(url.pathname);
  const pageLocale = prefix === "ar" ? "ar" : DEFAULT_LOCALE;
  const payload = rest.endsWith(PAYLOAD_SUFFIX);
  c.set("locale", pageLocale);
  c.set("payload", payload);
  c.set("routePath", payload ? rest.slice(0, -PAYLOAD_SUFFIX.length) || "/" : rest);
  await next();

  const isPage = c.res.headers.get("content-type")?.startsWith("text/html");
  if (isPage && getCookie(c, LOCALE_COOKIE) !== pageLocale) {
    setCookie(c, LOCALE_COOKIE, pageLocale, {
      path: "/",
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: "Lax",
      secure: true,
    });
  }
};
