// Staff factories: an account with a console role and a live session that signed in with a passkey (or not, or long
// ago), written as the console's own statements write them.
import type { StaffRole } from "../../shared/staff.ts";
import { grantRoleGuardedStatement } from "../../worker/db/staff.ts";
import { SESSION_COOKIE } from "../../shared/account.ts";
import { startSession } from "../../worker/services/auth/sessions.ts";
import { makeUser, type TestUser } from "../fixtures/account-factories.ts";
import { testDb } from "./db.ts";

export type StaffSpec = {
  role: StaffRole;
  supplierId?: number;
  email?: string;
  firstName?: string;
  db?: D1Database;
  /** How the session began: a passkey (default) or a password; `startedAt` and `passkeyAt` move it back in time. */
  signedInWith?: "passkey" | "password";
  startedAt?: Date;
  /** When the last passkey check was (default: the sign-in): a stale one blocks refunds and role changes. */
  passkeyAt?: Date;
};

export type TestStaff = TestUser & { role: StaffRole; supplierId: number | null; cookie: string; token: string };

export async function staffMember(spec: StaffSpec): Promise<TestStaff> {
  const db = spec.db ?? testDb();
  const person = await makeUser(db, { email: spec.email, firstName: spec.firstName ?? "Noor" });
  const supplierId = spec.role === "supplier" ? (spec.supplierId ?? null) : null;
  const started = spec.startedAt ?? new Date();
  await grantRoleGuardedStatement(
    db,
    { userId: person.id, role: spec.role, supplierId, grantedBy: "command" },
    started,
  ).run();
  const { session, statements } = await startSession(
    db,
    person.id,
    started,
    null,
    null,
    spec.signedInWith ?? "passkey",
  );
  await db.batch(statements);
  if (spec.passkeyAt) {
    await db
      .prepare("UPDATE sessions SET passkey_at = ? WHERE user_id = ?")
      .bind(spec.passkeyAt.toISOString(), person.id)
      .run();
  }
  return { ...person, role: spec.role, supplierId, token: session.token, cookie: `${SESSION_COOKIE}=${session.token}` };
}
