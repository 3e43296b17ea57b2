// The browser's small `t` (client/i18n/translate.ts) against i18next as the server configures it (client/i18n/index.ts):
// for every key of the English and Arabic tables and of the console's (client/i18n/ops/), with counts, hostile names,
// numbers, missing and empty values, defaults, context and objects, both give exactly the same answer. The small `t`
// does only what our strings use, so the tables are checked for anything it does not do (nesting, `{{- x}}`, other
// formats). And the checkout's Trans gives the markup react-i18next's gave.
import { describe, expect, it } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Trans as I18nextTrans } from "react-i18next";
import type { TFunction } from "i18next";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";
import { OPS_SECTIONS_STRINGS, opsStrings } from "../../client/i18n/ops/index.ts";
import { browserTranslation, createTranslate } from "../../client/i18n/translate.ts";
import { Trans } from "../../client/i18n/trans.tsx";
import { TranslationProvider } from "../../client/i18n/use-translation.ts";
import { serverI18n } from "../../worker/render/i18n.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";

const TABLES: Record<Locale, Record<string, unknown>> = {
  en: { ...en, ops: opsStrings("en") },
  ar: { ...ar, ops: opsStrings("ar") },
};
const COUNTS = [0, 1, 2, 3, 11, 100, 101, 1.5, -1] as const;
const HOSTILE = `<b>&"'</b> {{count}} $t(common.close) $&`;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = Record<string, unknown>;

/** Every key with its value: leaves, the objects and arrays above them, and each plural key's base. */
function keysOf(tree: unknown, prefix = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (prefix) into.set(prefix, tree);
  if (typeof tree === "object" && tree !== null)
    for (const [name, value] of Object.entries(tree)) keysOf(value, prefix ? `${prefix}.${name}` : name, into);
  if (PLURAL.test(prefix)) into.set(prefix.replace(PLURAL, ""), undefined);
  return into;
}

function stringsOf(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (typeof tree === "object" && tree !== null) return Object.values(tree).flatMap(stringsOf);
  return [];
}

const variablesIn = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.split(",")[0]!.trim());

/** The option sets a key is asked with (counts, names, numbers, missing, empty and null values, defaults, context). */
function optionSets(names: string[], counts: readonly number[]): (Record<string, unknown> | string | undefined)[] {
  const all = (value: (name: string) => unknown) => Object.fromEntries(names.map((name) => [name, value(name)]));
  const sets: (Record<string, unknown> | string | undefined)[] = [
    undefined,
    {},
    "a default {{count}}",
    { context: "male" },
  ];
  for (const count of counts) {
    sets.push(
      { ...all((name) => `${HOSTILE} ${name}`), count },
      { ...all(() => 1234.5678), count },
      { count },
      { ...all(() => undefined), count },
      { ...all(() => null), count },
      { ...all((name) => `${name} & ${count}`), count, context: "other", defaultValue: "default {{count}}" },
      { count, defaultValue_zero: "zero {{count}}", defaultValue_other: "other {{count}}", defaultValue_one: "" },
      { count: String(count) },
      { replace: all((name) => `<${name}>`), count },
    );
  }
  return sets;
}

/**
 * Asks both for every key with every option set: all counts for plural keys and for keys whose text counts, three
 * for the rest (0 for the `_zero` lookup, 1, 3); objects also with returnObjects.
 */
function compare(locale: Locale, keys: Map<string, unknown>, small: TFunction, names: string[]) {
  const i18next = serverI18n(locale);
  const counted = optionSets(names, COUNTS);
  const plain = optionSets(names, [0, 1, 3]);
  const differences: string[] = [];
  let asked = 0;
  const ask = (key: string, options: unknown) => {
    const expected = i18next.t(key, options as never);
    const got = (small as unknown as (k: string, o: unknown) => unknown)(key, options);
    asked++;
    if (JSON.stringify(got) !== JSON.stringify(expected))
      differences.push(
        `${locale} ${key} ${JSON.stringify(options)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`,
      );
  };
  for (const [key, value] of keys) {
    const isCounted =
      value === undefined || PLURAL.test(key) || (typeof value === "string" && value.includes("{{count"));
    for (const options of isCounted ? counted : plain) {
      ask(key, options);
      if (typeof value === "object" && value !== null && typeof options === "object")
        ask(key, { ...options, returnObjects: true });
    }
  }
  return { differences, asked };
}

describe("the tables use only what the browser's t does", () => {
  const strings = LOCALES.flatMap((locale) => stringsOf(TABLES[locale]));

  it("no string nests $t(…), writes {{- x}} or formats with anything but number and percent", () => {
    expect(strings.length).toBeGreaterThan(4000);
    expect(strings.filter((s) => s.includes("$t(") || /\{\{\s*-/.test(s))).toEqual([]);
    const formats = new Set(
      strings.flatMap((s) => [...s.matchAll(/\{\{[^}]*?,([^}]*)\}\}/g)].map((m) => m[1]!.trim().toLowerCase())),
    );
    expect([...formats].sort()).toEqual(["number", "percent"]);
  });

  it("no key holds a dot or a colon (i18next would look such keys up another way)", () => {
    const bad = LOCALES.flatMap((locale) => [...keysOf(TABLES[locale]).keys()]).filter((key) =>
      key.split(".").some((part) => part.includes(":")),
    );
    expect(bad).toEqual([]);
    const dotted = (tree: unknown): string[] =>
      typeof tree === "object" && tree !== null
        ? Object.entries(tree).flatMap(([name, value]) => [...(name.includes(".") ? [name] : []), ...dotted(value)])
        : [];
    expect(LOCALES.flatMap((locale) => dotted(TABLES[locale]))).toEqual([]);
  });
});

describe("the browser's t gives what i18next gives", () => {
  for (const locale of LOCALES) {
    it(`for every key of the ${locale} tables and the console's, with every kind of value`, () => {
      const table = TABLES[locale];
      const keys = keysOf(table);
      const names = [...new Set(stringsOf(table).flatMap(variablesIn))].filter((name) => name !== "count");
      expect(names).toEqual(expect.arrayContaining(["name", "percent", "n"]));
      const small = createTranslate(locale, table);
      const { differences, asked } = compare(locale, keys, small, names);
      expect(differences.slice(0, 20)).toEqual([]);
      expect(asked).toBeGreaterThan(keys.size * 30);
      // The console's sections are among them.
      expect([...keys.keys()].filter((key) => key.startsWith("ops.")).length).toBeGreaterThan(500);
    }, 180_000);

    it(`for missing, odd and namespaced keys in ${locale}`, () => {
      const small = createTranslate(locale, TABLES[locale]);
      const odd = [
        "nope.nothing",
        "common",
        "common.nothing.deeper",
        "search.values.city.dubai:marina",
        "translation:common.close",
        "other:common.close",
        "a sentence: with a colon",
        "missing {{count}} of {{name}}",
        "",
        "about.sections.0",
        "about.sections.length",
      ];
      const { differences } = compare(locale, new Map(odd.map((key) => [key, undefined])), small, [
        "name",
        "n",
        "percent",
      ]);
      expect(differences).toEqual([]);
    });
  }

  it("is shaped as the server's translation: t, the language and its direction", () => {
    const { t, i18n } = browserTranslation("ar", TABLES.ar);
    expect(i18n.language).toBe("ar");
    expect(i18n.dir()).toBe(serverI18n("ar").dir());
    expect(browserTranslation("en", TABLES.en).i18n.dir()).toBe("ltr");
    expect(i18n.t).toBe(t);
  });

  it("reads sections added to its table after it was made (islands bring theirs as they load)", () => {
    const table: Tree = {};
    const t = createTranslate("en", table) as unknown as (key: string) => string;
    expect(t("common.close")).toBe("common.close");
    table.common = en.common;
    expect(t("common.close")).toBe(serverI18n("en").t("common.close"));
  });
});

describe("Trans", () => {
  it("gives the markup react-i18next's Trans gave for the checkout's agreement, in both languages", () => {
    const link = (href: string): ReactElement => createElement("a", { href, className: "underline" });
    for (const locale of LOCALES) {
      for (const i18nKey of ["checkout.agreePay", "checkout.agreeLater"]) {
        const components = { terms: link("/terms"), privacy: link("/privacy") };
        const theirs = renderToStaticMarkup(
          createElement(I18nextTrans, { i18n: serverI18n(locale), i18nKey, components }),
        );
        const ours = renderToStaticMarkup(
          createElement(
            TranslationProvider,
            { value: browserTranslation(locale, TABLES[locale]) },
            createElement(Trans, { i18nKey, components }),
          ),
        );
        expect(ours).toContain('<a href="/terms" class="underline">');
        expect(ours).toBe(theirs);
      }
    }
  });
});

describe("the console's tables", () => {
  it("are all part of the comparison", () => {
    expect(Object.keys(OPS_SECTIONS_STRINGS).length).toBeGreaterThanOrEqual(9);
  });
});
