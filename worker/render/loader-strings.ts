// What the loader reads from the page (client/loader/strings.ts) for a locale, as the JSON the document embeds: its own
// strings and the island runtime's files to fetch once the page is idle; built once.
import { LOADER_KEYS, PLURAL_SUFFIXES } from "../../client/loader/strings.ts";
import { serializeForScript } from "../../shared/serialize.ts";
import type { Locale } from "../../shared/locales.ts";
import { serverI18n } from "./i18n.ts";
import { RUNTIME_MODULES } from "./assets.ts";
import type { LoaderData } from "../../client/loader/strings.ts";

const built = new Map<Locale, string>();

export function loaderStringsJson(locale: Locale): string {
  let json = built.get(locale);
  if (!json) {
    const i18n = serverI18n(locale);
    const table: Record<string, string> = {};
    for (const key of LOADER_KEYS) {
      for (const name of [key, ...PLURAL_SUFFIXES.map((s) => `${key}_${s}`)]) {
        const value = i18n.getResource(locale, "translation", name);
        if (typeof value === "string") table[name] = value;
      }
    }
    const data: LoaderData = { strings: table, runtime: RUNTIME_MODULES };
    json = serializeForScript(data);
    built.set(locale, json);
  }
  return json;
}
