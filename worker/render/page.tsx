// Declares a page as a loader plus a component, served as HTML and as `{path}/_payload.json`.
import type { ComponentType } from "react";
import type { Context, Hono } from "hono";
import { reactRenderer } from "@hono/react-renderer";
import type { TFunction } from "i18next";
import { Document, type PageHead } from "./document.tsx";
import { serverI18n } from "./i18n.ts";
import { translationOf } from "../../client/i18n/use-translation.ts";
import { ENTRY_SCRIPT, STYLESHEETS } from "./assets.ts";
import { fontPreloads } from "../../client/fonts-preload.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import type { AppEnv } from "../env.ts";

export type PageDefinition<P extends object> = {
  /** Returns the page's data, or null when the route's validity check fails (→ 404). */
  load: (c: Context<AppEnv>) => Promise<P | null> | P | null;
  head: (props: P, t: TFunction, c: Context<AppEnv>) => PageHead;
  Component: ComponentType<P>;
};

/**
 * Renders React to one string through @hono/react-renderer. Pages never suspend (their loader has the data before
 * the render), so React's streaming renderer only sent the same bytes in pieces, and in workerd it encoded every
 * fragment through TextEncoder on its own: a third of a listing's render (docs/decisions/016). The stylesheet, the
 * first-screen fonts and the loader are announced in a Link header before the body (103 Early Hints at the edge).
 */
export const renderer = reactRenderer(({ children, c, head }) => <Document c={c} head={head}>{children}</Document>, { docType: true });

/** Preloads of what every page's head loads, as one Link header value per locale. */
const EARLY_HINTS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    [
      ...STYLESHEETS.map((href) => `<${href}>; rel=preload; as=style`),
      ...fontPreloads(locale).map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
      `<${ENTRY_SCRIPT}>; rel=modulepreload`,
    ].join(", "),
  ]),
) as Record<Locale, string>;

export function translator(c: Context<AppEnv>): TFunction {
  return translationOf(serverI18n(c.get("locale"))).t;
}

export function registerPage<P extends object>(router: Hono<AppEnv>, path: string, page: PageDefinition<P>): void {
  const handler = async (c: Context<AppEnv>) => {
    const props = await page.load(c);
    if (props === null) return c.notFound();
    if (c.get("payload")) return c.json(props);
    c.header("Link", EARLY_HINTS[c.get("locale")]);
    return c.render(<page.Component {...props} />, { head: page.head(props, translator(c), c) });
  };
  router.get(path, handler);
  router.get(path === "/" ? "/_payload.json" : `${path}/_payload.json`, handler);
}
