// The cache version's KV read and bump live in worker/db/cache-version.ts (db/batch.ts remembers reads by it); this path stays for its importers.
export * from "../db/cache-version.ts";
