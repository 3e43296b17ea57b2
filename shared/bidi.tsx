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
