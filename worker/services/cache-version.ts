// Reads and bumps the edge cache's version (part of every cache key): a bump makes every cached page a miss.
import { CACHE_VERSION_KEY, newCacheVersion } from "../../client/lib/cache-version.ts";

/**
 * The version is read on every cacheable request, so it is remembered in this isolate for a moment: a bump made
 * by this isolate is seen at once, one made elsewhere (a command, another isolate) within MEMO_MS, which is well
 * inside KV's own propagation time (about 60 s) in production.
 */
const MEMO_MS = 2_000;
let memo: { kv: KVNamespace; value: string; until: number } | null = null;

export async function cacheVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  if (memo && memo.kv === kv && memo.until > now) return memo.value;
  const value = (await kv.get(CACHE_VERSION_KEY).catch(() => null)) ?? "0";
  memo = { kv, value, until: now + MEMO_MS };
  return value;
}

/** Bumps the version after a change that pages show (catalogue content, reviews, badges, redirects, site settings). */
export async function bumpCacheVersion(kv: KVNamespace): Promise<string> {
  const value = newCacheVersion();
  await kv.put(CACHE_VERSION_KEY, value);
  memo = { kv, value, until: Date.now() + MEMO_MS };
  return value;
}

const MEMO_LIMIT = 64;
const untilBump = new Map<string, { version: string; value: Promise<unknown> }>();

/**
 * KV settings that only change through the commands that bump the version (site settings, currency rates) are read
 * once per version in this isolate instead of on every request. Capped, since hostnames come from the request.
 */
export async function sameUntilBump<T>(kv: KVNamespace, key: string, load: () => Promise<T>): Promise<T> {
  const version = await cacheVersion(kv);
  const known = untilBump.get(key);
  if (known && known.version === version) return known.value as Promise<T>;
  if (untilBump.size >= MEMO_LIMIT) untilBump.clear();
  const value = load();
  untilBump.set(key, { version, value });
  value.catch(() => untilBump.delete(key));
  return value;
}
