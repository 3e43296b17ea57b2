// Vite plugin: each string-table section of each locale becomes its own tiny chunk, and `virtual:island-strings`
// tells the browser which sections every island needs (build/island-strings.ts) and how to load them.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { sectionsUsedBy } from "./island-strings.ts";

const LOCALES = ["en", "ar"] as const;
const INDEX = "virtual:island-strings";
const SECTION = "virtual:strings/";
const table = (locale: string) => resolve(`client/i18n/${locale}.json`);
const REGISTRY = resolve("client/islands/registry.ts");

function islandFiles(): Record<string, string> {
  const source = readFileSync(REGISTRY, "utf8");
  const files: Record<string, string> = {};
  for (const m of source.matchAll(/(\w+): \(\) => import\("([^"]+)"\)/g)) files[m[1]] = resolve("client/islands", m[2]);
  return files;
}

export function islandStrings(): Plugin {
  return {
    name: "island-strings",
    resolveId(id) {
      if (id === INDEX || id.startsWith(SECTION)) return `\0${id}`;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        for (const locale of LOCALES) this.addWatchFile(table(locale));
        const sections = Object.keys(JSON.parse(readFileSync(table("en"), "utf8")));
        const uses = Object.fromEntries(
          Object.entries(islandFiles()).map(([name, file]) => [name, sectionsUsedBy(file, new Set(sections))]),
        );
        // Loaders only for the sections some island uses: the table is part of the hydrate chunk.
        const used = [...new Set(Object.values(uses).flat())].sort();
        const loaders = LOCALES.map(
          (l) =>
            `${l}: {${used.map((s) => `${JSON.stringify(s)}: () => import(${JSON.stringify(`${SECTION}${l}/${s}`)})`).join(",")}}`,
        );
        return `export const ISLAND_SECTIONS = ${JSON.stringify(uses)};\nexport const SECTION_LOADERS = {${loaders.join(",")}};`;
      }
      if (id.startsWith(`\0${SECTION}`)) {
        const [locale, section] = id.slice(SECTION.length + 1).split("/");
        this.addWatchFile(table(locale));
        const strings = JSON.parse(readFileSync(table(locale), "utf8"))[section] ?? {};
        return `export default ${JSON.stringify(strings)};`;
      }
    },
  };
}
