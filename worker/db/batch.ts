// One D1 round trip for several reads: each read names its statements and how their results become its value.
// Reads of catalogue data that only changes through version-bumping writes may be remembered in the isolate.
import { UntilBump, cacheVersion } from "./cache-version.ts";

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
  /**
   * With `remember`, for rows that change without a bump (seats left): they are kept for at most this many ms. A page
   * may show them that old, as a cached page does; what books reads D1 itself. Their mapped value is never kept.
   */
  freshFor?: number;
};

type Values<T extends readonly Read<unknown>[]> = { -readonly [K in keyof T]: T[K] extends Read<infer V> ? V : never };

/** Rows (frozen) and mapped values (deeply frozen) kept per read: every request that asks for the same shares them. */
const kept = new UntilBump<unknown>(8192);

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

/** Databases of requests whose page the edge cache will store: they read brief rows (seats) from D1 every time. */
const storing = new WeakSet<D1Database>();

/**
 * This request renders a page the edge cache keeps and serves as fresh for a while: rows kept only briefly are read
 * again, so the seats it shows are as old as the page and no older (edge-cache.ts calls it on a miss).
 */
export function readBriefRowsAfresh(db: D1Database): void {
  storing.add(db);
}

function frozen(results: Rows[]): readonly Rows[] {
  for (const result of results) {
    for (const row of result.results) Object.freeze(row);
    Object.freeze(result.results);
  }
  return Object.freeze(results);
}

/** Where a read's rows and value are kept in this request's version, or null when it is not remembered. */
type Keys = { rows: string; value: string | null };

/** Rows kept for a read with `freshFor`: until when they may be served. */
type Brief = { rows: readonly Rows[]; until: number };

/** `read`, its rows remembered under `key` for at most `ms` even when the version does not move (see `freshFor`). */
export const briefly = <T>(read: Read<T>, key: string, ms: number): Read<T> => ({
  ...read,
  remember: key,
  freshFor: ms,
});

/** Brief rows (seats) apart from the catalogue's: many and short-lived, they must not crowd catalogue reads out. */
const briefs = new UntilBump<Brief>(2048);

/** Runs every read's statements not already remembered in one batch (one round trip), then maps each read's results. */
export async function readAll<const T extends readonly Read<unknown>[]>(db: D1Database, reads: T): Promise<Values<T>> {
  const kv = rememberingDatabases.get(db);
  const version = kv && reads.some((r) => r.remember) ? await cacheVersion(kv) : null;
  const now = Date.now();
  const remembering =
    kv && version !== null
      ? {
          peek: (key: string) => kept.peek(kv, version, key),
          put: (key: string, v: unknown) => kept.put(kv, version, key, v),
          /** Kept rows: as they are, or for a brief read only while they are fresh (and never for a page the edge cache stores). */
          rows: (read: Read<unknown>, key: string): readonly Rows[] | undefined => {
            if (read.freshFor === undefined) return kept.peek(kv, version, key) as readonly Rows[] | undefined;
            const brief = storing.has(db) ? undefined : briefs.peek(kv, version, key);
            return brief && brief.until > now ? brief.rows : undefined;
          },
          keepRows: (read: Read<unknown>, key: string, rows: readonly Rows[]) =>
            read.freshFor === undefined
              ? kept.put(kv, version, key, rows)
              : briefs.put(kv, version, key, { rows, until: now + read.freshFor }),
        }
      : null;
  let plans = reads.map((read) => {
    const keys: Keys | null =
      remembering && read.remember
        ? {
            rows: `rows\u0000${read.remember}`,
            value:
              read.rememberValue === undefined || read.freshFor !== undefined
                ? null
                : `value\u0000${read.remember}\u0000${read.rememberValue}`,
          }
        : null;
    const value = keys?.value ? remembering!.peek(keys.value) : undefined;
    const rows = keys && value === undefined ? remembering!.rows(read, keys.rows) : undefined;
    return { read, keys, value, rows };
  });
  // The brief reads of one call are all kept or all read again: a page never shows seats read at different moments
  // (the first bookable day from one, that day's departures from another).
  if (plans.some((p) => p.read.freshFor !== undefined && p.keys && !p.rows))
    plans = plans.map((p) => (p.read.freshFor !== undefined ? { ...p, rows: undefined } : p));
  const statements = plans.flatMap((p) => (p.value === undefined && !p.rows ? p.read.statements : []));
  const results = statements.length ? await db.batch<Record<string, unknown>>(statements) : [];
  let at = 0;
  return Promise.all(
    plans.map(async ({ read, keys, value, rows }) => {
      if (value !== undefined) return value;
      if (!rows) {
        rows = results.slice(at, at + read.statements.length);
        at += read.statements.length;
        if (keys) {
          rows = frozen(rows as Rows[]);
          remembering!.keepRows(read, keys.rows, rows);
        }
      }
      const mapped = await read.map(rows as Rows[]);
      if (keys?.value) remembering!.put(keys.value, deepFrozen(mapped));
      return mapped;
    }),
  ) as Promise<Values<T>>;
}

export async function readOne<T>(db: D1Database, read: Read<T>): Promise<T> {
  const [value] = await readAll(db, [read] as const);
  return value as T;
}

/** A read that needs no query: its value is already known. */
export const known = <T>(value: T): Read<T> => ({ statements: [], map: () => value });
