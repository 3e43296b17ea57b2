// Hashed client files from the Vite manifest: the entry script, its CSS, preloads and each locale's strings.
import manifest from "../../dist/client/.vite/manifest.json";
import type { Locale } from "../../shared/locales.ts";

type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
const chunks = manifest as Record<string, Chunk>;
const ENTRY = "client/entry.tsx";

function importsOf(key: string, seen = new Set<string>()): string[] {
  for (const dep of chunks[key]?.imports ?? []) {
    if (!seen.has(dep)) {
      seen.add(dep);
      importsOf(dep, seen);
    }
  }
  return [...seen];
}

const entry = chunks[ENTRY];
if (!entry) throw new Error(`${ENTRY} is missing from the Vite manifest: run \`npm run build\``);

export const ENTRY_SCRIPT = `/${entry.file}`;
export const STYLESHEETS = [ENTRY, ...importsOf(ENTRY)].flatMap((key) => chunks[key]?.css ?? []).map((f) => `/${f}`);
const preloads = importsOf(ENTRY).map((key) => `/${chunks[key].file}`);

/** Module preloads for a page: the entry's static imports and the locale's string table. */
export function modulePreloads(locale: Locale): string[] {
  const strings = chunks[`client/i18n/${locale}.json`];
  return strings ? [...preloads, `/${strings.file}`] : preloads;
}

const HYDRATE = "client/hydrate.tsx";
const loadedWithEntry = new Set([ENTRY, ...importsOf(ENTRY)]);
const reactDom = (chunks[HYDRATE]?.dynamicImports ?? []).filter((key) => key.includes("node_modules/react-dom/"));
/**
 * The island runtime (the hydration code and React DOM, which it imports on the first hydration) and the modules they
 * import that the entry has not loaded: what the loader downloads, without running it, once a page is idle
 * (client/loader/warm.ts).
 */
export const RUNTIME_MODULES = chunks[HYDRATE]
  ? [...new Set([HYDRATE, ...importsOf(HYDRATE), ...reactDom.flatMap((key) => [key, ...importsOf(key)])])]
      .filter((key) => !loadedWithEntry.has(key))
      .map((key) => `/${chunks[key].file}`)
  : [];

/** Identifies this build (the entry's content hash) for the new-version check. */
export const BUILD_ID = entry.file.replace(/^.*?-([\w-]+)\.js$/, "$1");
