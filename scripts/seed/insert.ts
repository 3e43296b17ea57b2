// Writes generated rows to D1 with multi-row INSERTs in batches (D1 allows 100 bound values per statement).
import type { Row } from "./catalogue.ts";

const MAX_PARAMS = 100;
const STATEMENTS_PER_BATCH = 200;

/** Inserts tables in the given order (parents first). */
export async function insertTables(db: D1Database, tables: [name: string, rows: Row[]][]): Promise<void> {
  let pending: D1PreparedStatement[] = [];
  const flush = async () => {
    if (pending.length) await db.batch(pending);
    pending = [];
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
      if (pending.length >= STATEMENTS_PER_BATCH) await flush();
    }
  }
  await flush();
}
