// The audit log (audit_log): one append-only entry per console action and per data-changing command. The table's
// triggers refuse UPDATE and DELETE, so this module only inserts and reads.
import { and, params, type Guard } from "./guards.ts";

export type AuditEntry = {
  actor: string;
  actorEmail: string | null;
  role: string;
  action: string;
  target: string | null;
  orderId?: string | null;
  supplierId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  requestId: string | null;
};

export type AuditRecord = Required<Omit<AuditEntry, "before" | "after">> & {
  id: number;
  at: string;
  before: unknown;
  after: unknown;
};

type AuditRow = {
  id: number;
  at: string;
  actor: string;
  actor_email: string | null;
  role: string;
  action: string;
  target: string | null;
  order_id: string | null;
  supplier_id: number | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  request_id: string | null;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const reshapeAudit = (row: AuditRow): AuditRecord => ({
  id: row.id,
  at: row.at,
  actor: row.actor,
  actorEmail: row.actor_email,
  role: row.role,
  action: row.action,
  target: row.target,
  orderId: row.order_id,
  supplierId: row.supplier_id,
  before: parsed(row.before),
  after: parsed(row.after),
  reason: row.reason,
  requestId: row.request_id,
});

/**
 * The entry as a statement: batch it with the change it describes, so both happen or neither does. With `guard`
 * (db/guards.ts, e.g. AFTER_PREVIOUS) it is written only when the guard holds: a change that may turn out to be a
 * no-op (a check-in someone else already made) leaves no entry.
 */
export function auditStatement(db: D1Database, entry: AuditEntry, now: Date, guard?: Guard): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (at, actor, actor_email, role, action, target, order_id, supplier_id, before, after,
         reason, request_id) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE 1${and(guard)}`,
    )
    .bind(
      now.toISOString(),
      entry.actor,
      entry.actorEmail,
      entry.role,
      entry.action,
      entry.target,
      entry.orderId ?? null,
      entry.supplierId ?? null,
      json(entry.before),
      json(entry.after),
      entry.reason ?? null,
      entry.requestId,
      ...params(guard),
    );
}

export type AuditFilter = {
  actor?: string; // user id or email, exact
  action?: string; // prefix: "booking." finds every booking action
  target?: string; // prefix
  orderId?: string;
  from?: string; // ISO date, inclusive
  to?: string; // ISO date, inclusive
  limit?: number;
  /** Entries with an id below this one (the next page). */
  before?: number;
};

/** Entries matching the filter, newest first. */
export async function listAudit(db: D1Database, filter: AuditFilter): Promise<AuditRecord[]> {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (filter.actor) {
    where.push("(actor = ? OR actor_email = ?)");
    binds.push(filter.actor, filter.actor.toLowerCase());
  }
  if (filter.action) {
    where.push("action LIKE ? ESCAPE '\\'");
    binds.push(`${filter.action.replace(/[\\%_]/g, "\\$&")}%`);
  }
  if (filter.target) {
    where.push("target LIKE ? ESCAPE '\\'");
    binds.push(`${filter.target.replace(/[\\%_]/g, "\\$&")}%`);
  }
  if (filter.orderId) {
    where.push("order_id = ?");
    binds.push(filter.orderId);
  }
  if (filter.from) {
    where.push("at >= ?");
    binds.push(filter.from);
  }
  if (filter.to) {
    where.push("at < date(?, '+1 day')");
    binds.push(filter.to);
  }
  if (filter.before) {
    where.push("id < ?");
    binds.push(filter.before);
  }
  const { results } = await db
    .prepare(`SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC LIMIT ?`)
    .bind(...binds, filter.limit ?? 50)
    .all<AuditRow>();
  return results.map(reshapeAudit);
}

/** An order's entries, oldest first: its timeline's "who did it". */
export async function auditForOrder(db: D1Database, orderId: string): Promise<AuditRecord[]> {
  const { results } = await db
    .prepare("SELECT * FROM audit_log WHERE order_id = ? ORDER BY id")
    .bind(orderId)
    .all<AuditRow>();
  return results.map(reshapeAudit);
}
