// Empties what an earlier test file left in the storage the worker project's files share: every D1 table, view and
// trigger, d1_migrations included (so the migrations apply from nothing again), every KV key and every R2 object.
type Storage = { DB: D1Database; SITE: KVNamespace; MEDIA: R2Bucket };

/** Objects SQLite or D1 own, and the shadow tables of FTS5 tables (dropped with their table). */
const isInternal = (name: string) => name.startsWith("sqlite_") || name.startsWith("_cf_");

async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') ORDER BY rowid DESC")
    .all<{ type: string; name: string; sql: string | null }>();
  const virtual = results
    .filter((r) => r.type === "table" && /^CREATE VIRTUAL TABLE/i.test(r.sql ?? ""))
    .map((r) => r.name);
  // Views and triggers first, then tables newest first, so a table is mostly dropped before those it references.
  let left = results
    .filter((r) => !isInternal(r.name) && !virtual.some((v) => r.name.startsWith(`${v}_`)))
    .sort((a, b) => Number(a.type === "table") - Number(b.type === "table"));
  // A table still referenced by rows of another cannot go yet: it is tried again once that one is gone.
  while (left.length) {
    const failed: typeof left = [];
    for (const object of left) {
      await db
        .prepare(`DROP ${object.type.toUpperCase()} IF EXISTS "${object.name}"`)
        .run()
        .catch(() => failed.push(object));
    }
    if (failed.length === left.length) throw new Error(`cannot drop ${failed.map((r) => r.name).join(", ")}`);
    left = failed;
  }
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

export async function emptyStorage(env: Storage): Promise<void> {
  await Promise.all([emptyDatabase(env.DB), emptyKv(env.SITE), emptyBucket(env.MEDIA)]);
}
