// Fixed-window hit counters (rate_limits), one row per bucket and window: counting hits, forgetting old windows.

/**
 * Counts one hit in each (bucket, window) with one conditional upsert apiece, in one batch, and returns each one's
 * count after it: concurrent attempts cannot both slip under a limit.
 */
export async function countHits(db: D1Database, buckets: { bucket: string; windowStart: Date }[]): Promise<number[]> {
  const statements = buckets.map(({ bucket, windowStart }) =>
    db
      .prepare(
        `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
      )
      .bind(bucket, windowStart.toISOString()),
  );
  const results = await db.batch<{ hits: number }>(statements);
  return results.map((result) => result.results[0]?.hits ?? 0);
}

/** Windows that started before `before`, cleared by the scheduled handler. */
export function purgeWindowsStatement(db: D1Database, before: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM rate_limits WHERE window_start <= ?").bind(before.toISOString());
}
