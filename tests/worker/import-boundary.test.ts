// Browser code never imports from worker/, not even a type (DESIGN.md decision 13): checked over every import of client/.
import { describe, expect, it } from "vitest";

const CLIENT = import.meta.glob(["/client/**/*.{ts,tsx}"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;

/** Every module specifier a source names: static imports and re-exports (types included) and dynamic imports. */
export function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/g)) found.push(match[1]);
  for (const match of source.matchAll(/\bimport\s*(?:\(\s*)?["']([^"']+)["']/g)) found.push(match[1]);
  return found;
}

/** The project path a specifier of `file` points at ("/client/x/y.ts" + "../../worker/db/a.ts" → "/worker/db/a.ts"). */
export function resolve(file: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

const intoWorker = (file: string, source: string) => specifiers(source).filter((s) => resolve(file, s).startsWith("/worker/"));

describe("the browser/worker boundary", () => {
  it("sees imports of every form, so a clean result means something", () => {
    const sample = [
      'import type { SiteConfig } from "../../worker/services/site-config.ts";',
      'import { x,\n  y } from "../../worker/db/catalogue.ts";',
      'export type { Row } from "../../worker/db/rows.ts";',
      'const m = await import("../../worker/render/page.tsx");',
      'import "../../worker/env.ts";',
      'import { ok } from "../lib/money.ts";',
    ].join("\n");
    expect(intoWorker("/client/components/Example.tsx", sample)).toEqual([
      "../../worker/services/site-config.ts",
      "../../worker/db/catalogue.ts",
      "../../worker/db/rows.ts",
      "../../worker/render/page.tsx",
      "../../worker/env.ts",
    ]);
  });

  it("no file in client/ imports from worker/", () => {
    const files = Object.keys(CLIENT);
    expect(files.length).toBeGreaterThan(40);
    const leaks = files.flatMap((file) => intoWorker(file, CLIENT[file]).map((s) => `${file} → ${s}`));
    expect(leaks).toEqual([]);
  });
});
