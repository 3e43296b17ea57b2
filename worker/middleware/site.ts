// Loads the site configuration for the request's hostname, settles the public origin and the display currency.
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { CURRENCY_COOKIE, LOCALE_COOKIE_MAX_AGE, isCurrency } from "../../shared/constants.ts";
import { loadSiteConfig } from "../services/site-config.ts";
import { rateFor } from "../services/currency.ts";
import { publicOrigin } from "../services/public-origin.ts";
import { sameUntilBump } from "../db/cache-version.ts";
import type { AppEnv } from "../env.ts";

export const site: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const { config, stored } = await sameUntilBump(
    c.env.SITE,
    `site:${url.hostname}:${c.env.DEFAULT_LAYOUT}:${c.env.DEFAULT_CURRENCY}`,
    () => loadSiteConfig(c.env, url.hostname),
  );
  c.set("site", config);
  c.set("origin", publicOrigin(c.env, url, stored));
  const chosen = getCookie(c, CURRENCY_COOKIE);
  const currency = isCurrency(chosen) ? chosen : config.defaultCurrency;
  c.set("currency", currency);
  c.set("fx", {
    currency,
    rate: await sameUntilBump(c.env.SITE, `rate:${currency}`, () => rateFor(c.env.SITE, currency)),
  });
  await next();
  if (!isCurrency(chosen) && c.res.headers.get("content-type")?.startsWith("text/html")) {
    // Spec §1: with no currency chosen, the site's default is stored under the `currency` cookie.
    setCookie(c, CURRENCY_COOKIE, config.defaultCurrency, {
      path: "/",
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: "Lax",
      secure: true,
    });
  }
};
