// Build-time: which top-level sections of the string tables each island uses, found by reading its module graph.
// The browser then loads only those sections with the island (client/islands/strings.ts), not the whole dictionary.
import { readFileSync, existsSync } from "node:fs";
import { dirname, resolve } from "node:path";

const IMPORT =
  /(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;
/** Any string that looks like a key ("section.rest"), and template keys ("section.${…}"). */
const KEY = /["'`]([a-zA-Z][a-zA-Z0-9]*)\.[a-zA-Z0-9_.$]/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null; // packages carry no strings of ours
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The sections whose keys appear anywhere in `entry`'s own modules (relative imports, followed transitively). */
export function sectionsUsedBy(entry: string, sections: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = [resolve(entry)];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(KEY)) if (sections.has(m[1])) found.add(m[1]);
    for (const m of source.matchAll(IMPORT)) {
      const next = resolveImport(file, m[1] ?? m[2] ?? m[3]);
      // Lazily imported islands inside an island bring their own strings when they load.
      if (next && !(m[2] && next.includes("/islands/"))) stack.push(next);
    }
  }
  return [...found].sort();
}
