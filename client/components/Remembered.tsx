// Server side: a region of a page that depends only on its props, the page's context and its language, sent as the
// markup rendered once per those (root-html.tsx) inside the element that holds it. Not for anything personal.
import { createElement, useContext, useId, type ComponentType } from "react";
import { TranslationContext } from "../i18n/use-translation.ts";
import { PageContextProvider, usePageContext, type PageContextValue } from "./page-context.tsx";
import { rememberedRoot } from "./root-html.tsx";

/** The page context as JSON, worked out once per request (a page holds several regions). */
const contextJson = new WeakMap<PageContextValue, string>();

function jsonOfContext(context: PageContextValue): string {
  let json = contextJson.get(context);
  if (json === undefined) {
    json = JSON.stringify(context);
    contextJson.set(context, json);
  }
  return json;
}

type RememberedProps<P> = {
  /** Names the region in the cache key and in its ids. */
  name: string;
  component: ComponentType<P>;
  /** Everything the region shows besides the page context and the language: part of the key, so keep it plain data. */
  props: P;
  /** The element that holds the markup (it is not part of the remembered root). */
  as?: "div" | "section";
  className?: string;
};

export function Remembered<P extends object>({
  name,
  component: Component,
  props,
  as = "div",
  className,
}: RememberedProps<P>) {
  const translation = useContext(TranslationContext);
  const context = usePageContext();
  // The root's own ids (its islands' among them) carry this prefix, so they never meet the page's.
  const prefix = `${name}${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const key = `region\u0000${prefix}\u0000${jsonOfContext(context)}\u0000${JSON.stringify(props)}`;
  const html = rememberedRoot(
    key,
    translation,
    () => (
      <PageContextProvider value={context}>
        <Component {...props} />
      </PageContextProvider>
    ),
    prefix,
  );
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: html } });
}
