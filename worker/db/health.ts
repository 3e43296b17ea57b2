// The smallest question D1 can answer, for the uptime check.
export async function pingDatabase(db: D1Database): Promise<void> {
  const row = await db.prepare("SELECT 1 AS ok").first<{ ok: number }>();
  if (row?.ok !== 1) throw new Error("D1 answered SELECT 1 with something else");
}
