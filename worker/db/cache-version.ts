// Reads and bumps the edge cache's version (part of every cache key) in KV: a bump makes every cached page a miss, and
// every value remembered until the next bump (UntilBump: catalogue reads, site settings) is read again.
import { CACHE_VERSION_KEY, newCacheVersion } from "../../shared/cache-version.ts";

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

/**
 * Values that only change through writes that bump the version (site settings, currency rates, marketing redirects,
 * catalogue reads), remembered in this isolate until the next bump instead of read on every request. Bounded by
 * `limit` entries, since keys come from requests; when full it starts over. Kept apart per KV namespace, whose
 * versions are unrelated (tests run several).
 */
export class UntilBump<V = unknown> {
  private byNamespace = new WeakMap<KVNamespace, { version: string; values: Map<string, V> }>();
  // A plain field, not a parameter property: the npm scripts load this module with Node's type stripping.
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  private current(kv: KVNamespace, version: string): Map<string, V> {
    let memo = this.byNamespace.get(kv);
    if (!memo || memo.version !== version) {
      memo = { version, values: new Map() };
      this.byNamespace.set(kv, memo);
    }
    return memo.values;
  }

  /** The value remembered for `key` under `version` (the caller read it with cacheVersion). */
  peek(kv: KVNamespace, version: string, key: string): V | undefined {
    return this.current(kv, version).get(key);
  }

  put(kv: KVNamespace, version: string, key: string, value: V): void {
    const values = this.current(kv, version);
    if (values.size >= this.limit) values.clear();
    values.set(key, value);
  }

  /** The remembered value, or `load`'s, remembered unless it fails. */
  async get<T extends V>(kv: KVNamespace, key: string, load: () => T): Promise<T> {
    const version = await cacheVersion(kv);
    const known = this.peek(kv, version, key);
    if (known !== undefined) return known as T;
    const value = load();
    this.put(kv, version, key, value);
    if (value instanceof Promise) value.catch(() => this.current(kv, version).delete(key));
    return value;
  }
}

const settings = new UntilBump<Promise<unknown>>(64);

/** Site settings and currency rates, which only change through the commands that bump the version. */
export function sameUntilBump<T>(kv: KVNamespace, key: string, load: () => Promise<T>): Promise<T> {
  return settings.get(kv, key, load) as Promise<T>;
}
