// The translation hook of every component: the page's i18next instance from context, with nothing allocated per call.
// react-i18next's own useTranslation copies the instance's property descriptors for every component it renders on the
// server, which was a tenth of a listing's render (docs/decisions/016). We never switch language within a page.
import { useContext } from "react";
import { I18nContext, getI18n } from "react-i18next";
import type { i18n as I18n, TFunction } from "i18next";

export type Translation = { t: TFunction; i18n: I18n; ready: true };

const bound = new WeakMap<I18n, Translation>();

/**
 * `t` for one instance. A key alone (no count, no values) always gives the same text, so it is looked up once:
 * a listing asks for the same labels on every card. Strings are added to an island's instance before it hydrates,
 * so a key that was missing is not remembered.
 */
function memoisedT(i18n: I18n): TFunction {
  const t = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const known = new Map<string, unknown>();
  return ((...args: unknown[]) => {
    const key = args[0];
    if (args.length !== 1 || typeof key !== "string") return t(...args);
    let text = known.get(key);
    if (text === undefined) {
      text = t(key);
      if (i18n.exists(key)) known.set(key, text);
    }
    return text;
  }) as unknown as TFunction;
}

export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let translation = bound.get(i18n);
  if (!translation) {
    translation = { t: memoisedT(i18n), i18n, ready: true };
    bound.set(i18n, translation);
  }
  return translation;
}
