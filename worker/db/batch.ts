// One D1 round trip for several reads: each read names its statements and how their results become its value.
export type Rows = D1Result<Record<string, unknown>>;

export type Read<T> = {
  statements: D1PreparedStatement[];
  /** Turns this read's results (one per statement, in order) into its value; may ask D1 again in a rare case. */
  map: (results: Rows[]) => T | Promise<T>;
};

type Values<T extends readonly Read<unknown>[]> = { -readonly [K in keyof T]: T[K] extends Read<infer V> ? V : never };

/** Runs every read's statements in one batch (one round trip), then maps each read's share of the results. */
export async function readAll<const T extends readonly Read<unknown>[]>(db: D1Database, reads: T): Promise<Values<T>> {
  const statements = reads.flatMap((r) => r.statements);
  const results = statements.length ? await db.batch<Record<string, unknown>>(statements) : [];
  let at = 0;
  return Promise.all(reads.map((r) => r.map(results.slice(at, (at += r.statements.length))))) as Promise<Values<T>>;
}

export async function readOne<T>(db: D1Database, read: Read<T>): Promise<T> {
  const [value] = await readAll(db, [read] as const);
  return value as T;
}

/** A read that needs no query: its value is already known. */
export const known = <T>(value: T): Read<T> => ({ statements: [], map: () => value });
