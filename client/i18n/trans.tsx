// A string with marked words ("… our <terms>Terms and Conditions</terms> …") as elements: each `<name>words</name>`
// becomes `components[name]` holding the words, as react-i18next's Trans does for our strings, without it.
import { Fragment, cloneElement, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "./use-translation.ts";

const MARKED = /<([a-zA-Z][\w-]*)>([^<]*)<\/\1>|<([a-zA-Z][\w-]*)\s*\/>/g;

export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = String(t(i18nKey, values));
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(MARKED)) {
    if (match.index > at) nodes.push(text.slice(at, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    const words = match[2];
    if (!element) nodes.push(words ?? "");
    else
      nodes.push(
        words === undefined
          ? cloneElement(element, { key: nodes.length })
          : cloneElement(element, { key: nodes.length }, words),
      );
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return <Fragment>{nodes}</Fragment>;
}
