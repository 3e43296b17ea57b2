// After `npm run build` (which the worker tests need anyway): dist/client/sw.js is one self-contained classic script
// (no import or export), carries the build id the worker derives (worker/render/assets.ts: a deploy changes its bytes,
// so browsers install the new one), and every file it keeps at install exists in dist/client.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { buildIdOf } from "../../build/vite-service-worker.ts";

const dist = resolve("dist/client");
const manifest = JSON.parse(readFileSync(resolve(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  { file: string }
>;
const sw = readFileSync(resolve(dist, "sw.js"), "utf8");

/** The worker's BUILD_ID, derived as worker/render/assets.ts does from the same manifest. */
const BUILD_ID = manifest["client/entry.tsx"].file.replace(/^.*?-([\w-]+)\.js$/, "$1");

describe("dist/client/sw.js", () => {
  it("imports nothing and is not a module", () => {
    expect(sw).not.toMatch(/\bimport\s*[({*"'`\w]/);
    expect(sw).not.toMatch(/\bexport\s*[{*\w]/);
    expect(sw).not.toContain("__SW_");
  });

  it("carries the worker's build id", () => {
    expect(buildIdOf(manifest["client/entry.tsx"].file)).toBe(BUILD_ID);
    const built = /var \w+=`([\w-]+)`,\w+=JSON\.parse\(`\[/.exec(sw)?.[1];
    expect(built).toBe(BUILD_ID);
  });

  it("keeps at install files that exist: the entry, its CSS, the fonts and the icons, not the scanner", () => {
    const list = JSON.parse(/JSON\.parse\(`(\[[^`]*\])`\)/.exec(sw)![1]) as string[];
    expect(list.length).toBeGreaterThan(10);
    for (const file of list) expect(existsSync(resolve(dist, file.slice(1))), file).toBe(true);
    expect(list).toContain(`/${manifest["client/entry.tsx"].file}`);
    expect(list.filter((f) => f.endsWith(".css")).length).toBeGreaterThan(0);
    expect(list.filter((f) => f.endsWith(".woff2")).length).toBeGreaterThan(0);
    expect(list).toContain(`/${manifest["client/components/account/PrintButton.tsx"].file}`);
    expect(list).toEqual(
      expect.arrayContaining(["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"]),
    );
    expect(list.some((f) => /CheckInScanner|ponyfill|\.wasm$/.test(f))).toBe(false);
  });
});
