// Declares a page, served as HTML and as `{path}/_payload.json`: a browse page (a loader plus a component) or a
// personal page (never cached: `private, no-store`), whose answer may also be a redirect or a 404.
import type { ComponentType, ReactElement } from "react";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { reactRenderer } from "@hono/react-renderer";
import type { TFunction } from "i18next";
import { Document, type PageHead } from "./document.tsx";
import { serverI18n } from "./i18n.ts";
import { translationOf } from "../../client/i18n/use-translation.ts";
import { ENTRY_SCRIPT, STYLESHEETS } from "./assets.ts";
import { fontPreloads } from "../../client/fonts-preload.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";
import type { AppEnv } from "../env.ts";
import { PERSONAL } from "../routing/cacheable.ts";

type C = Context<AppEnv>;

export type PageDefinition<P extends object> = {
  /**
   * A personal page that is always its one component (the cart): every answer is `private, no-store`. A personal page
   * that may answer otherwise (a redirect, a status, another component) uses registerPersonalPage.
   */
  personal?: boolean;
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
export const renderer = reactRenderer(
  ({ children, c, head }) => (
    <Document c={c} head={head}>
      {children}
    </Document>
  ),
  { docType: true },
);

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
    if (page.personal) c.header("Cache-Control", PERSONAL);
    const props = await page.load(c);
    if (props === null) return c.notFound();
    if (c.get("payload")) return c.json(props);
    c.header("Link", EARLY_HINTS[c.get("locale")]);
    return c.render(<page.Component {...props} />, { head: page.head(props, translator(c), c) });
  };
  router.get(path, handler);
  router.get(path === "/" ? "/_payload.json" : `${path}/_payload.json`, handler);
}

/** What a personal page shows: its element, the payload beside it, its head (translation keys) and its status. */
export type PersonalView = {
  element: ReactElement;
  payload: object;
  title: string;
  description: string;
  indexable: boolean;
  status: ContentfulStatusCode;
};

export type PersonalViewOptions<P> = {
  /** Translation key of the title, shown as "{title} | {brand}". */
  title: string;
  /** Translation key of the description; the title's when absent. */
  description?: string;
  status?: ContentfulStatusCode;
  /** Props only the server renders (an island's slot, the reset token): left out of `_payload.json`. */
  serverOnly?: readonly (keyof P)[];
  /** Checkout's form may be indexed (docs/decisions/016); every other personal page is noindex. */
  indexable?: boolean;
};

/** A personal page as `Component` with `props`; its payload is the props, less the server-only ones. */
export function personalView<P extends object>(
  Component: ComponentType<P>,
  props: P,
  options: PersonalViewOptions<P>,
): PersonalView {
  const hidden = new Set<PropertyKey>(options.serverOnly ?? []);
  const payload = hidden.size ? Object.fromEntries(Object.entries(props).filter(([key]) => !hidden.has(key))) : props;
  return {
    element: <Component {...props} />,
    payload,
    title: options.title,
    description: options.description ?? options.title,
    indexable: options.indexable ?? false,
    status: options.status ?? 200,
  };
}

/** Answers with a personal page: its payload to `_payload.json`, else the HTML; never cached. Forms' re-renders use it too. */
export function showPersonal(c: C, view: PersonalView): Response | Promise<Response> {
  c.header("Cache-Control", PERSONAL);
  if (c.get("payload")) return c.json(view.payload, view.status);
  const t = translator(c);
  const brand = c.get("site").brand.name[c.get("locale")];
  const head: PageHead = { title: `${t(view.title)} | ${brand}`, description: t(view.description) };
  c.status(view.status);
  return c.render(view.element, { head: view.indexable ? head : { ...head, noindex: true } });
}

/** What a personal page's route answers: the page, or a response of its own (a redirect, a 404). */
export type ShowPersonal = (c: C) => PersonalView | Response | Promise<PersonalView | Response>;

/** Declares a personal page: GET `path` and `{path}/_payload.json`, every answer `private, no-store`. */
export function registerPersonalPage(router: Hono<AppEnv>, path: string, show: ShowPersonal): void {
  const handler = async (c: C) => {
    c.header("Cache-Control", PERSONAL);
    const shown = await show(c);
    return shown instanceof Response ? shown : showPersonal(c, shown);
  };
  router.get(path, handler);
  router.get(`${path}/_payload.json`, handler);
}
