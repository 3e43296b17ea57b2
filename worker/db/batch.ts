// One D1 round trip for several reads: each read names its statements and how their results become its value.
// Reads of catalogue data that only changes through version-bumping writes may be remembered in the isolate.
import { UntilBump, cacheVersion } from "../services/cache-version.ts";

export type Rows = D1Result<Record<string, unknown>>;

export type Read<T> = {
  statements: D1PreparedStatement[];
  /** Turns this read's results (one per statement, in order) into its value; may ask D1 again in a rare case. */
  map: (results: Rows[]) => T | Promise<T>;
  /**
   * Set on reads whose rows only change through writes that bump the cache version (catalogue commands, a review, a
   * change of badges): their results are remembered under this key until the next bump (see `rememberReads`).
   */
  remember?: string;
  /**
   * With `remember`: the value is a pure function of the rows and this key (the locale, say), so the value itself is
   * kept too, deeply frozen, and shared by every request that asks for the same.
   */
  rememberValue?: string;
};

type Values<T extends readonly Read<unknown>[]> = { -readonly [K in keyof T]: T[K] extends Read<infer V> ? V : never };

/** Results remembered per read key; frozen, since every request maps the same objects. */
const remembered = new UntilBump<readonly Rows[]>(4096);
const values = new UntilBump<unknown>(4096);

function deepFrozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFrozen(inner);
  }
  return value;
}

/** The databases (one per request) whose remembering reads may be served from memory, with the version's namespace. */
const rememberingDatabases = new WeakMap<D1Database, KVNamespace>();

/**
 * Lets this request's reads marked `remember` come from this isolate's memory. The d1-session middleware calls it for
 * reads without a bookmark: a traveller who just wrote reads D1 itself, so they always see their own change.
 */
export function rememberReads(db: D1Database, kv: KVNamespace): void {
  rememberingDatabases.set(db, kv);
}

function frozen(results: Rows[]): readonly Rows[] {
  for (const result of results) {
    for (const row of result.results) Object.freeze(row);
    Object.freeze(result.results);
  }
  return Object.freeze(results);
}

/** Runs every read's statements not already remembered in one batch (one round trip), then maps each read's results. */
export async function readAll<const T extends readonly Read<unknown>[]>(db: D1Database, reads: T): Promise<Values<T>> {
  const kv = rememberingDatabases.get(db);
  const version = kv && reads.some((r) => r.remember) ? await cacheVersion(kv) : null;
  const valueKey = (r: Read<unknown>) => `${r.remember}\u0000${r.rememberValue}`;
  const knownValues = reads.map((r) => (kv && version !== null && r.remember && r.rememberValue !== undefined ? values.peek(kv, version, valueKey(r)) : undefined));
  const known = reads.map((r, i) => (knownValues[i] === undefined && kv && version !== null && r.remember ? remembered.peek(kv, version, r.remember) : undefined));
  const statements = reads.flatMap((r, i) => (known[i] || knownValues[i] !== undefined ? [] : r.statements));
  const results = statements.length ? await db.batch<Record<string, unknown>>(statements) : [];
  let at = 0;
  return Promise.all(
    reads.map(async (r, i) => {
      if (knownValues[i] !== undefined) return knownValues[i];
      let mine = known[i];
      if (!mine) {
        mine = results.slice(at, (at += r.statements.length));
        if (kv && version !== null && r.remember) remembered.put(kv, version, r.remember, (mine = frozen(mine as Rows[])));
      }
      const value = await r.map(mine as Rows[]);
      if (kv && version !== null && r.remember && r.rememberValue !== undefined) values.put(kv, version, valueKey(r), deepFrozen(value));
      return value;
    }),
  ) as Promise<Values<T>>;
}

export async function readOne<T>(db: D1Database, read: Read<T>): Promise<T> {
  const [value] = await readAll(db, [read] as const);
  return value as T;
}

/** A read that needs no query: its value is already known. */
export const known = <T>(value: T): Read<T> => ({ statements: [], map: () => value });
