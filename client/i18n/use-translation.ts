// The translation hook of every component: the page's strings from our own context, the same on both sides. On the
// server it holds the locale's i18next instance with its `t` remembered (translationOf); in the browser, the small `t`
// of translate.ts over the sections the islands brought (client/hydrate.tsx), so i18next never reaches the browser.
// (react-i18next's own useTranslation also copied the instance's property descriptors for every component it rendered
// on the server, a tenth of a listing's render, docs/decisions/016.) We never switch language within a page.
import { createContext, useContext } from "react";
import type { i18n as I18n, TFunction } from "i18next";

/** What components may read of the page's language besides `t` (an i18next instance on the server has it all). */
export type PageLanguage = { language: string; dir(language?: string): "ltr" | "rtl"; t: TFunction };
export type Translation = { t: TFunction; i18n: PageLanguage; ready: true };

/** The page's strings: document.tsx and root-html.tsx provide them on the server, hydrate.tsx in the browser. */
export const TranslationContext = createContext<Translation | null>(null);
export const TranslationProvider = TranslationContext.Provider;

const bound = new WeakMap<I18n, Translation>();
/** Texts kept per instance; the cache starts over when full (its keys include values such as counts and names). */
const KNOWN_LIMIT = 8192;

/** The cache key of a call whose options are all plain values, or null when an option is anything else. */
function callKey(key: string, options: unknown): string | null {
  if (options === undefined) return key;
  if (typeof options === "string") return `${key}\u0000${options}`;
  if (typeof options !== "object" || options === null) return null;
  let id = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean" && value !== undefined) return null;
    id += `\u0000${name}\u0001${String(value)}`;
  }
  return id;
}

/**
 * `t` for one instance, remembering each text it gave for a key and plain options: the same key, count and values
 * always give the same text, and a listing asks for the same labels, durations and review counts on every card
 * (i18next's interpolation and plural rules were an eighth of a listing's render). Strings are added to an island's
 * instance before it hydrates, so a key that was missing is not remembered.
 */
function memoisedT(i18n: I18n): TFunction {
  const t = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const known = new Map<string, string>();
  return ((...args: unknown[]) => {
    const [key, options] = args;
    const id = args.length <= 2 && typeof key === "string" ? callKey(key, options) : null;
    if (id === null) return t(...args);
    const remembered = known.get(id);
    if (remembered !== undefined) return remembered;
    const text = t(...args);
    if (
      typeof text === "string" &&
      i18n.exists(key as string, typeof options === "object" ? (options as Record<string, unknown>) : undefined)
    ) {
      if (known.size >= KNOWN_LIMIT) known.clear();
      known.set(id, text);
    }
    return text;
  }) as unknown as TFunction;
}

/** The instance's remembering `t` with the instance (one per instance). */
export function translationOf(i18n: I18n): Translation {
  let translation = bound.get(i18n);
  if (!translation) {
    translation = { t: memoisedT(i18n), i18n, ready: true };
    bound.set(i18n, translation);
  }
  return translation;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation)
    throw new Error("useTranslation() needs a TranslationProvider above it (document.tsx, root-html.tsx, hydrate.tsx)");
  return translation;
}
