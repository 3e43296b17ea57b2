// Server side: markup that depends only on what its key names, rendered once as its own React root and remembered.
// Islands (island-html.tsx) and pure page regions (Remembered.tsx) go through it.
import type { ReactElement } from "react";
import { preload, type PreloadOptions } from "react-dom";
import { renderToString } from "react-dom/server";
import { TranslationProvider, type Translation } from "../i18n/use-translation.ts";

/** The markup, and the preloads React hoisted out of it (its high-priority images). */
type Rendered = { preloads: [string, PreloadOptions][]; html: string };

/** Rendered roots this isolate keeps; bounded by their size, oldest dropped first. */
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
const unescapeEntities = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
const LEADING_PRELOAD = /^<link rel="preload"([^>]*)\/>/;

/**
 * A root render writes the resources React hoists (the preloads of high-priority images) before its markup; in the
 * page they belong in the head, so they are taken off here and asked for again with preload() in the page's render.
 */
function split(output: string): Rendered {
  const preloads: [string, PreloadOptions][] = [];
  let rest = output;
  for (let link = LEADING_PRELOAD.exec(rest); link; link = LEADING_PRELOAD.exec(rest)) {
    const found = Object.fromEntries(
      [...link[1]!.matchAll(/ ([a-zA-Z]+)="([^"]*)"/g)].map(([, name, value]) => [name!, unescapeEntities(value!)]),
    );
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
 * The markup of `render()` in the page's language (`translation`, the page's strings), rendered once while this isolate
 * keeps it. `key` must name everything else the markup depends on. `identifierPrefix` keeps the root's useId values
 * apart from the page's.
 */
export function rememberedRoot(
  key: string,
  translation: Translation | null | undefined,
  render: () => ReactElement,
  identifierPrefix?: string,
): string {
  const id = `${translation?.i18n.language ?? ""}\u0000${key}`;
  let rendered = kept.get(id);
  if (rendered) {
    kept.delete(id);
    kept.set(id, rendered);
  } else {
    const tree = translation ? <TranslationProvider value={translation}>{render()}</TranslationProvider> : render();
    rendered = split(renderToString(tree, identifierPrefix ? { identifierPrefix } : undefined));
    keep(id, rendered);
  }
  for (const [href, options] of rendered.preloads) preload(href, options);
  return rendered.html;
}
