// Server side: an island's markup rendered as its own root (as the browser hydrates it), remembered by its props.
import type { ComponentType } from "react";
import { Provider as JotaiProvider } from "jotai";
import type { Translation } from "../i18n/use-translation.ts";
import { rememberedRoot } from "./root-html.tsx";

/**
 * The island's markup for these props. An island depends only on its props and strings (the browser hydrates it with
 * nothing else), so the same props in the same language give the same markup: a listing's results or an
 * experience's calendar are rendered once, not for every visitor (docs/decisions/016). Rendering it as a root is
 * also how the browser hydrates it. `propsJson` is the serialised props (usually what the page sends anyway).
 */
export function islandHtml<P extends object>(
  name: string,
  Component: ComponentType<P>,
  props: P,
  propsJson: string,
  translation: Translation | null | undefined,
): string {
  // A fresh jotai store per island: module-level stores would leak between requests.
  return rememberedRoot(`island\u0000${name}\u0000${propsJson}`, translation, () => (
    <JotaiProvider>
      <Component {...props} />
    </JotaiProvider>
  ));
}
