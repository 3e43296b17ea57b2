// Writes generated rows to D1 with multi-row INSERTs in batches (D1 allows 100 bound values per statement).
import type { Row } from "./catalogue.ts";
import { againIfClosed } from "./proxy-retry.ts";

const MAX_PARAMS = 100;
const STATEMENTS_PER_BATCH = 200;

/** Inserts tables in the given order (parents first); `onProgress` hears the rows written after each batch. */
export async function insertTables(
  db: D1Database,
  tables: [name: string, rows: Row[]][],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<void> {
  const total = tables.reduce((sum, [, rows]) => sum + rows.length, 0);
  let pending: D1PreparedStatement[] = [];
  let queued = 0;
  const flush = async () => {
    // A batch is one transaction: one whose connection was closed before it was sent is simply sent again.
    const batch = pending;
    if (batch.length) await againIfClosed(() => db.batch(batch));
    pending = [];
    onProgress(queued, total);
  };
  for (const [name, rows] of tables) {
    if (!rows.length) continue;
    const columns = Object.keys(rows[0]);
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
    for (let i = 0; i < rows.length; i += perStatement) {
      const chunk = rows.slice(i, i + perStatement);
      const placeholders = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
      const sql = `INSERT INTO ${name} (${columns.join(", ")}) VALUES ${placeholders}`;
      pending.push(db.prepare(sql).bind(...chunk.flatMap((row) => columns.map((c) => row[c]))));
      queued += chunk.length;
      if (pending.length >= STATEMENTS_PER_BATCH) await flush();
    }
  }
  await flush();
}
