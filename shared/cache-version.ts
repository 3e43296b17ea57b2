// The edge cache's version key in the SITE KV namespace, and a fresh value for it: shared by the worker and the
// `npm run` commands that change what pages show (catalogue, redirects, site settings), so every edit shows at once.
export const CACHE_VERSION_KEY = "cache:version";

/** A new, unique version: time first so versions sort by when they were made. */
export function newCacheVersion(now = Date.now()): string {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
