// Declares a page as a loader plus a component, served as streamed HTML and as `{path}/_payload.json`.
import type { ComponentType } from "react";
import type { Context, Hono } from "hono";
import { reactRenderer } from "@hono/react-renderer";
import type { TFunction } from "i18next";
import { Document, type PageHead } from "./document.tsx";
import { serverI18n } from "./i18n.ts";
import type { AppEnv } from "../env.ts";

export type PageDefinition<P extends object> = {
  /** Returns the page's data, or null when the route's validity check fails (→ 404). */
  load: (c: Context<AppEnv>) => Promise<P | null> | P | null;
  head: (props: P, t: TFunction, c: Context<AppEnv>) => PageHead;
  Component: ComponentType<P>;
};

/** Streams React through @hono/react-renderer with this request's CSP nonce on React's inline scripts. */
export const renderer = (c: Context<AppEnv>, next: () => Promise<void>) =>
  reactRenderer(({ children, c: ctx, head }) => <Document c={ctx} head={head}>{children}</Document>, {
    stream: { "Content-Type": "text/html; charset=UTF-8" },
    readableStreamOptions: {
      nonce: c.get("secureHeadersNonce"),
      onError: (error: unknown) => console.error(`[${c.get("requestId")}] render error`, error),
    },
  })(c, next);

export function translator(c: Context<AppEnv>): TFunction {
  return serverI18n(c.get("locale")).t;
}

export function registerPage<P extends object>(router: Hono<AppEnv>, path: string, page: PageDefinition<P>): void {
  const handler = async (c: Context<AppEnv>) => {
    const props = await page.load(c);
    if (props === null) return c.notFound();
    if (c.get("payload")) return c.json(props);
    return c.render(<page.Component {...props} />, { head: page.head(props, translator(c), c) });
  };
  router.get(path, handler);
  router.get(path === "/" ? "/_payload.json" : `${path}/_payload.json`, handler);
}
