// Vite plugin: builds client/sw/sw.ts into dist/client/sw.js, a self-contained classic script (no import: a service
// worker registered as a classic script cannot load modules), in a build of its own after the client's, so that the
// entry's chunks and hash (BUILD_ID, worker/render/assets.ts) are exactly what they would be without it. Into it go
// this build's id (the same derivation as BUILD_ID: a new deploy changes the worker's bytes, so browsers update it)
// and PRECACHE, the files the app needs offline: the entry and its static imports, its CSS, the fonts, the hydration
// runtime, the layout's islands and the voucher's print button with their imports, their strings, and the icons.
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { build, type Plugin, type Rollup } from "vite";

const ENTRY = "client/entry.tsx";
const SOURCE = "client/sw/sw.ts";
/** Islands every page (or the voucher page) may hydrate, kept for offline; the rest load on demand online. */
const OFFLINE_ISLANDS = [
  "client/hydrate.tsx",
  "client/components/account/PrintButton.tsx",
  "client/islands/Toasts.tsx",
  "client/islands/CartButton.tsx",
];
/** String sections the layout and the personal pages read (virtual:strings/{locale}/{section}). */
const OFFLINE_SECTIONS = ["common", "header", "footer", "nav", "currency", "update", "offline", "invoice", "errors"];

/** The build id as worker/render/assets.ts derives it from the entry's file name. */
export const buildIdOf = (entryFile: string) => entryFile.replace(/^.*?-([\w-]+)\.js$/, "$1");

function precacheOf(bundle: Rollup.OutputBundle, root: string): { build: string; files: string[] } {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === resolve(root, ENTRY));
  if (!entry) throw new Error(`service worker: ${ENTRY} is not in the bundle`);
  const files = new Set<string>();
  const add = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const dep of chunk.imports) {
      const next = byFile.get(dep);
      if (next) add(next);
    }
  };
  add(entry);
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? "";
    const island = OFFLINE_ISLANDS.some((file) => id === resolve(root, file));
    const strings = OFFLINE_SECTIONS.some((s) => /^\0virtual:strings\/(en|ar)\//.test(id) && id.endsWith(`/${s}`));
    const table = id === resolve(root, "client/i18n/en.json") || id === resolve(root, "client/i18n/ar.json");
    if (island || strings || table) add(chunk);
  }
  for (const asset of Object.values(bundle)) if (asset.fileName.endsWith(".woff2")) files.add(asset.fileName);
  const icons = readdirSync(resolve(root, "client/public/icons")).map((f) => `icons/${f}`);
  return { build: buildIdOf(entry.fileName), files: [...files, ...icons].map((f) => `/${f}`).sort() };
}

export function serviceWorker(): Plugin {
  let root = process.cwd();
  let outDir = "";
  let found: { build: string; files: string[] } | null = null;
  return {
    name: "service-worker",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      found = precacheOf(bundle, root);
    },
    async closeBundle() {
      if (!found) return;
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: "warn",
        define: {
          __SW_BUILD__: JSON.stringify(found.build),
          __SW_PRECACHE__: JSON.stringify(JSON.stringify(found.files)),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          target: "es2022",
          rollupOptions: { input: resolve(root, SOURCE), output: { format: "iife", entryFileNames: "sw.js" } },
        },
      });
      const code = readFileSync(resolve(outDir, "sw.js"), "utf8");
      if (/\bimport\s*[({*"'\w]|\bexport\s*[{*\w]/.test(code)) throw new Error("service worker: sw.js must not import");
      if (!code.includes(found.build)) throw new Error("service worker: sw.js does not carry the build id");
    },
  };
}
