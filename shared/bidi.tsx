// Translated sentences with outside text in them (a typed query, a name): each value isolated in <bdi>.
import { Fragment, type ReactNode } from "react";
import type { TFunction } from "i18next";

// U+2063 INVISIBLE SEPARATOR: never in a translation, and stripped from values so it cannot split one.
const MARK = "\u2063";

/**
 * t(key, values), with every value rendered inside <bdi> so that text of the other direction (an English query on an
 * Arabic page, a trailing "!" or digit) cannot reorder the sentence around it.
 */
export function tIsolated(t: TFunction, key: string, values: Record<string, string>): ReactNode {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return String(t(key, marked))
    .split(MARK)
    .map((part, i) =>
      i % 2 ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in order; they never move
        <bdi key={i}>{values[names[Number(part)]].replaceAll(MARK, "")}</bdi>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Fragment key={i}>{part}</Fragment>
      ),
    );
}

// Unicode's first-strong isolate and its pop: the plain-text <bdi>.
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * t(key, values) as plain text (an email's text part, a WhatsApp parameter): in Arabic each value inside Unicode
 * isolates, the plain-text <bdi>, so an order number or a price cannot reorder the sentence around it.
 */
export function tIsolatedText(t: TFunction, key: string, values: Record<string, string>, locale: "en" | "ar"): string {
  const iso = (value: string) => (locale === "ar" ? `${FSI}${value}${PDI}` : value);
  return String(t(key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, iso(value)]))));
}
