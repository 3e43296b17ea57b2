// The HTML document around every page: head (title, SEO links, assets, CSP nonces), providers and the site layout.
import type { ReactElement } from "react";
import type { Context } from "hono";
import { LOCALE_INFO, LOCALES, localePath } from "../../shared/locales.ts";
import { DEFAULT_BRAND } from "../../shared/site-config.ts";
import { PageContextProvider, type PageContextValue } from "../../client/components/page-context.tsx";
import { PageBody } from "../../client/components/layout/PageBody.tsx";
import { serverI18n } from "./i18n.ts";
import { TranslationProvider, translationOf } from "../../client/i18n/use-translation.ts";
import { BUILD_ID, ENTRY_SCRIPT, STYLESHEETS, modulePreloads } from "./assets.ts";
import { fontPreloads } from "../../client/fonts-preload.ts";
import { loaderStringsJson } from "./loader-strings.ts";
import { LOADER_STRINGS_ID } from "../../client/loader/strings.ts";
import type { AppEnv } from "../env.ts";

export type PageHead = {
  title: string;
  description: string;
  /** Set on error pages so they are not indexed. */
  noindex?: boolean;
  /** The page's canonical path without locale prefix, when it is not the requested path (e.g. "?page=2"). */
  canonicalPath?: string;
  /** Absolute or root-relative URL of the page's share image. */
  image?: string;
  ogType?: "website" | "article" | "product";
};

declare module "@hono/react-renderer" {
  interface Props {
    head: PageHead;
  }
}

const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] },
      eagerness: "moderate",
    },
  ],
});

/** The home-screen icon iOS reads (it ignores the manifest's, and takes no SVG): ours only, never on a supplier's site. */
const APPLE_TOUCH_ICON = "/icons/icon-192.png";

export function pageContextOf(c: Context<AppEnv>): PageContextValue {
  return {
    locale: c.get("locale"),
    routePath: c.get("routePath"),
    search: new URL(c.req.url).search,
    site: c.get("site"),
    currency: c.get("currency"),
    fx: c.get("fx") ?? { currency: "AED", rate: 1 },
  };
}

export function Document({ c, children, head }: { c: Context<AppEnv>; children: ReactElement; head: PageHead }) {
  const ctx = pageContextOf(c);
  const { locale, routePath, site } = ctx;
  const nonce = c.get("secureHeadersNonce");
  const info = LOCALE_INFO[locale];
  const origin = c.get("origin");
  const canonical = head.canonicalPath ?? routePath;
  const url = (l: typeof locale) => origin + localePath(l, canonical);
  const brand = site.brand;
  const colours = `:root{--c-primary:${brand.colours.primary};--c-primary-dark:${brand.colours.primaryDark};--c-accent:${brand.colours.accent}}`;
  return (
    <html lang={info.tag} dir={info.dir} data-layout={site.layoutType}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex && <meta name="robots" content="noindex" />}
        <meta name="theme-color" content={brand.colours.primary} />
        <meta name="build-id" content={BUILD_ID} />
        <link rel="canonical" href={url(locale)} />
        {LOCALES.map((l) => (
          <link key={l} rel="alternate" hrefLang={l} href={url(l)} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={url("en")} />
        <meta property="og:site_name" content={brand.name[locale]} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={url(locale)} />
        <meta property="og:locale" content={info.tag.replace("-", "_")} />
        <meta property="og:type" content={head.ogType ?? "website"} />
        {head.image && (
          <meta property="og:image" content={head.image.startsWith("/") ? origin + head.image : head.image} />
        )}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={localePath(locale, "/manifest.webmanifest")} />
        {brand === DEFAULT_BRAND && <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />}
        <style>{colours}</style>
        {fontPreloads(locale).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {STYLESHEETS.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {modulePreloads(locale).map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
        <script type="module" src={ENTRY_SCRIPT} nonce={nonce} async />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, under the CSP nonce */}
        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <PageContextProvider value={ctx}>
          <TranslationProvider value={translationOf(serverI18n(locale))}>
            <PageBody variant={site.layoutType}>{children}</PageBody>
            <script
              type="application/json"
              id={LOADER_STRINGS_ID}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's strings, serialized with <, > and & escaped
              dangerouslySetInnerHTML={{ __html: loaderStringsJson(locale) }}
            />
          </TranslationProvider>
        </PageContextProvider>
      </body>
    </html>
  );
}
