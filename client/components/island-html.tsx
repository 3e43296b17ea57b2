// Server side: an island's markup rendered as its own root (as the browser hydrates it), remembered by its props.
import type { ComponentType } from "react";
import { preload, type PreloadOptions } from "react-dom";
import { renderToString } from "react-dom/server";
import { Provider as JotaiProvider } from "jotai";
import { I18nextProvider } from "react-i18next";
import type { i18n as I18n } from "i18next";

/** The island's markup, and the preloads React hoisted out of it (its high-priority images). */
type Rendered = { preloads: [string, PreloadOptions][]; html: string };

/** Rendered islands this isolate keeps; bounded by their size, oldest dropped first. */
const LIMIT_CHARS = 8 * 1024 * 1024;
const kept = new Map<string, Rendered>();
let keptChars = 0;

function keep(key: string, value: Rendered): void {
  const size = key.length + value.html.length;
  if (size > LIMIT_CHARS / 8) return;
  kept.set(key, value);
  keptChars += size;
  for (const [oldest, old] of kept) {
    if (keptChars <= LIMIT_CHARS) break;
    kept.delete(oldest);
    keptChars -= oldest.length + old.html.length;
  }
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const unescape = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
const LEADING_PRELOAD = /^<link rel="preload"([^>]*)\/>/;

/**
 * A root render writes the resources React hoists (the preloads of high-priority images) before its markup; in the
 * page they belong in the head, so they are taken off here and asked for again with preload() in the page's render.
 */
function split(output: string): Rendered {
  const preloads: [string, PreloadOptions][] = [];
  let rest = output;
  for (let link = LEADING_PRELOAD.exec(rest); link; link = LEADING_PRELOAD.exec(rest)) {
    const found = Object.fromEntries([...link[1]!.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)].map(([, name, value]) => [name!, unescape(value!)]));
    const { as, imageSrcSet, imageSizes, fetchPriority, type, crossOrigin } = found;
    // React needs an href to accept a preload, but writes none beside a srcset.
    const href = found.href ?? imageSrcSet?.split(" ")[0] ?? "";
    const options = { as, imageSrcSet, imageSizes, fetchPriority, type, crossOrigin } as PreloadOptions;
    preloads.push([href, options]);
    rest = rest.slice(link[0].length);
  }
  return { preloads, html: rest };
}

/**
 * The island's markup for these props. An island depends only on its props and strings (the browser hydrates it with
 * nothing else), so the same props in the same language give the same markup: a listing's results or an
 * experience's calendar are rendered once, not for every visitor (docs/decisions/016). Rendering it as a root is
 * also how the browser hydrates it. `propsJson` is the serialised props the page sends anyway.
 */
export function islandHtml<P extends object>(name: string, Component: ComponentType<P>, props: P, propsJson: string, i18n: I18n | undefined): string {
  const key = `${i18n?.language ?? ""}\u0000${name}\u0000${propsJson}`;
  let rendered = kept.get(key);
  if (rendered) {
    kept.delete(key);
    kept.set(key, rendered);
  } else {
    // A fresh jotai store per island: module-level stores would leak between requests.
    const tree = (
      <JotaiProvider>
        <Component {...props} />
      </JotaiProvider>
    );
    rendered = split(renderToString(i18n ? <I18nextProvider i18n={i18n}>{tree}</I18nextProvider> : tree));
    keep(key, rendered);
  }
  for (const [href, options] of rendered.preloads) preload(href, options);
  return rendered.html;
}
