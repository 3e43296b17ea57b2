// Who changed something, for the audit log: a staff member in the console (with the request's id) or a person running a
// command (`npm run bookings`, `npm run staff`…). Every console action and command write batches one entry with it.
import type { StaffRole, StaffView } from "../../../shared/staff.ts";
import { auditStatement } from "../../db/audit-log.ts";
import type { Guard } from "../../db/guards.ts";

export type Actor = {
  /** A user id, or "command:<who ran it>". */
  id: string;
  email: string | null;
  role: StaffRole | "command";
  /** A supplier's staff act only on that supplier's data. */
  supplierId: number | null;
  requestId: string | null;
};

export function staffActor(staff: StaffView, requestId: string | null): Actor {
  return { id: staff.userId, email: staff.email, role: staff.role, supplierId: staff.supplierId, requestId };
}

/** A command run from a terminal: named after the operating-system user who ran it. */
export function commandActor(who: string): Actor {
  return { id: `command:${who || "unknown"}`, email: null, role: "command", supplierId: null, requestId: null };
}

export type AuditChange = {
  action: string;
  target: string | null;
  orderId?: string | null;
  supplierId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/**
 * The audit entry for `change` by `actor`, as a statement to batch with the change itself; with `guard`, written only
 * when the guard holds (AFTER_PREVIOUS: only when the change before it in the batch changed a row).
 */
export function audited(
  db: D1Database,
  actor: Actor,
  change: AuditChange,
  now: Date,
  guard?: Guard,
): D1PreparedStatement {
  return auditStatement(
    db,
    {
      actor: actor.id,
      actorEmail: actor.email,
      role: actor.role,
      requestId: actor.requestId,
      ...change,
      supplierId: change.supplierId ?? actor.supplierId,
    },
    now,
    guard,
  );
}
