// The browser's `t` (client/hydrate.tsx). i18next stays on the server; islands read the same JSON tables through this,
// which answers exactly as i18next does with our options (client/i18n/index.ts: escapeValue false, returnNull false)
// for what our strings and calls use: dotted keys; `{{name}}` left unescaped, and left as written when the value is
// not given; `{{x, number}}` and `{{x, percent}}` through shared/intl.ts; `count` with the `_zero` … `_other` key of
// its plural form (shared/intl.ts), `_zero` first for 0 in every language; `context`; `defaultValue` (also per plural
// form); `returnObjects`; the key itself for a missing key and i18next's sentence for an object. No string nests
// `$t(…)` or writes `{{- x}}`, and no call asks for `ordinal`: none of the three is supported here.
// tests/worker/browser-t.test.ts checks the tables for the first two, and that every key of every table gives what
// i18next gives.
import type { TFunction } from "i18next";
import { LOCALE_INFO, type Locale } from "../../shared/locales.ts";
import { formatNumber, formatPercent, pluralCategory } from "../../shared/intl.ts";
import type { Translation } from "./use-translation.ts";

type Options = Record<string, unknown>;

const own = (object: object, key: string) => Object.hasOwn(object, key);
const found = (value: unknown) => value !== undefined && value !== null;
const isObject = (value: unknown): value is Options => typeof value === "object" && value !== null;

/** i18next's getPath: down the dotted path through own properties, never into a string or a number. */
function pathIn(root: unknown, path: string[]): unknown {
  let node = root;
  for (const part of path) {
    if (!isObject(node) || !own(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** i18next's test for a key that names a namespace ("ns:key"): no space or sentence mark before the first dot. */
const NATURAL = /( |,|\?|!|;)/;
const NESTING = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/;
function looksLikePath(key: string): boolean {
  if (!NATURAL.test(key)) return true;
  const dot = key.indexOf(".");
  return dot > 0 && !NATURAL.test(key.slice(0, dot));
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** i18next's Formatter with the two formats client/i18n/index.ts adds (its built-in ones are not used by any string). */
function format(value: unknown, spec: string, options: Options, locale: Locale): unknown {
  if (!spec || value == null) return value;
  let result = value;
  for (const part of spec.split(",")) {
    const name = (part.includes("(") ? part.split("(")[0]! : part).toLowerCase().trim();
    const params = {
      ...options,
      ...((options.formatParams as Record<string, Options>)?.[options.interpolationkey as string] ?? {}),
    };
    try {
      if (name === "number")
        result = formatNumber(Number(result), locale, {
          minimumFractionDigits: params.minimumFractionDigits as number | undefined,
          maximumFractionDigits: params.maximumFractionDigits as number | undefined,
        });
      else if (name === "percent") result = formatPercent(Number(result), locale);
    } catch {
      // i18next keeps the value when a formatter throws.
    }
  }
  return result;
}

/** i18next's interpolation with escapeValue false and skipOnVariables: one pass, inserted values never re-read. */
function interpolate(text: string, data: Options, options: Options, locale: Locale): string {
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    let value: unknown;
    if (!name.includes(",")) value = pathIn(data, name.split("."));
    else {
      const parts = name.split(",");
      const key = parts.shift()!.trim();
      value = format(
        pathIn(data, key.split(".")),
        parts.join(",").trim(),
        { ...options, ...data, interpolationkey: key },
        locale,
      );
    }
    if (value === undefined) return own(options, name) ? "" : whole;
    return value == null ? "" : String(value);
  });
}

/** A `t` over `table` (the page's sections, added to as islands bring theirs), answering as i18next does. */
export function createTranslate(locale: Locale, table: Options): TFunction {
  function translate(rawKey: unknown, given?: unknown, third?: unknown): unknown {
    const options: Options =
      isObject(given) || given === null
        ? { ...given }
        : {
            ...(typeof given === "string" ? { defaultValue: given } : {}),
            ...(isObject(third) ? third : {}),
          };
    if (rawKey == null) return "";
    let key = String(rawKey);
    let loaded = true;
    if (key.includes(":") && looksLikePath(key) && !NESTING.test(key)) {
      const parts = key.split(":");
      loaded = parts.shift() === "translation";
      key = parts.join(".");
    }

    const { count } = options;
    const plural = count !== undefined && typeof count !== "string";
    const zero = plural && !options.ordinal && count === 0;
    const suffix = plural ? `_${pluralCategory(count as number, locale)}` : "";
    const { context } = options;
    const keys = [key];
    if (plural) keys.push(key + suffix, ...(zero ? [`${key}_zero`] : []));
    if (context !== undefined && (typeof context === "string" || typeof context === "number") && context !== "") {
      const withContext = `${key}_${context}`;
      keys.push(withContext);
      if (plural) keys.push(withContext + suffix, ...(zero ? [`${withContext}_zero`] : []));
    }
    let res: unknown;
    let exact = key;
    for (let i = keys.length - 1; loaded && i >= 0 && !found(res); i--) {
      exact = keys[i]!;
      res = pathIn(table, exact.split("."));
    }

    const hasDefault = Object.keys(options).some(
      (name) => name.startsWith("defaultValue") && options[name] !== undefined,
    );
    const defaultValue =
      (zero && options.defaultValue_zero) || options[`defaultValue${suffix}`] || options.defaultValue;
    const objectOrNot = !res && hasDefault ? defaultValue : res;
    if (isObject(objectOrNot)) {
      if (!options.returnObjects) return `key '${key} (${locale})' returned an object instead of string.`;
      const copy: Options = Array.isArray(objectOrNot) ? ([] as unknown as Options) : {};
      const base = Array.isArray(objectOrNot) ? exact : key;
      for (const name in objectOrNot) {
        if (!own(objectOrNot, name)) continue;
        const deepKey = `${base}.${name}`;
        const deepOptions: Options = { ...options, joinArrays: false, ns: ["translation"] };
        if (hasDefault && !res) deepOptions.defaultValue = isObject(defaultValue) ? defaultValue[name] : undefined;
        copy[name] = translate(deepKey, deepOptions);
        if (copy[name] === deepKey) copy[name] = objectOrNot[name];
      }
      return copy;
    }
    if (!found(res) && hasDefault) res = defaultValue;
    if (!found(res)) res = key;
    if (typeof res !== "string" || options.skipInterpolation) return res;
    const data = isObject(options.replace) ? options.replace : options;
    return interpolate(res, data, options, locale);
  }
  return translate as unknown as TFunction;
}

/** The page's strings in the browser, shaped as the server's (use-translation.ts): `t`, and the language and direction. */
export function browserTranslation(locale: Locale, table: Options): Translation {
  const t = createTranslate(locale, table);
  return { t, i18n: { language: locale, dir: () => LOCALE_INFO[locale].dir, t }, ready: true };
}
