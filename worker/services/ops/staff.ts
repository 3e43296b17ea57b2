// Granting, changing and revoking console roles, the same way from the console's /ops/staff and `npm run staff`: the
// account must exist (people sign up first), a supplier role names an existing supplier, the last operator keeps the
// role, and each change is batched with its one audit entry. (The console also asks for a fresh passkey check first.)
import { STAFF_ROLES, type StaffRole } from "../../../shared/staff.ts";
import { userByEmail } from "../../db/users.ts";
import { supplierExists } from "../../db/staff.ts";
import {
  grantRoleGuardedStatement,
  listStaffListing,
  operatorCount,
  revokeRoleGuardedStatement,
  staffListingOf,
  type StaffListing,
} from "../../db/ops-staff.ts";
import { AFTER_PREVIOUS } from "../../db/guards.ts";
import { audited, type Actor } from "./actor.ts";

export type StaffDeps = { db: D1Database; actor: Actor; now: Date };

/** Why a role change was refused; each has its words in both languages (client/i18n/ops/staff.json) and in English. */
export type StaffProblem =
  | "unknownEmail"
  | "unverified"
  | "badRole"
  | "supplierMissing"
  | "supplierUnknown"
  | "supplierNotForRole"
  | "lastOperator"
  | "notStaff";

export const STAFF_PROBLEMS_IN_ENGLISH: Record<StaffProblem, string> = {
  unknownEmail: "no account has that email; they sign up first",
  unverified: "that account has not confirmed its email yet; they open the link they were emailed first",
  badRole: `the role must be one of ${STAFF_ROLES.join(", ")}`,
  supplierMissing: "a supplier role needs its supplier: add --supplier ID",
  supplierUnknown: "no supplier has that id",
  supplierNotForRole: "only the supplier role has a supplier",
  lastOperator: "that is the last operator: make someone else an operator first",
  notStaff: "that account has no console role",
};

export const listStaff = (db: D1Database): Promise<StaffListing[]> => listStaffListing(db);

const isRole = (role: unknown): role is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(role);

const shown = (m: { email: string; role: StaffRole; supplierId: number | null }) => ({
  email: m.email,
  role: m.role,
  supplierId: m.supplierId,
});

export type GrantResult =
  | { ok: true; changed: boolean; member: StaffListing; before: StaffListing | null }
  | { ok: false; problem: StaffProblem };

/** Grants `role` to the account with `email`, or changes its role; unchanged when it already holds exactly that. */
export async function grantRole(
  deps: StaffDeps,
  input: { email: string; role: unknown; supplierId: number | null },
): Promise<GrantResult> {
  const { db, actor, now } = deps;
  if (!isRole(input.role)) return { ok: false, problem: "badRole" };
  const role = input.role;
  if (role === "supplier" && input.supplierId === null) return { ok: false, problem: "supplierMissing" };
  if (role !== "supplier" && input.supplierId !== null) return { ok: false, problem: "supplierNotForRole" };
  const user = await userByEmail(db, input.email);
  if (!user) return { ok: false, problem: "unknownEmail" };
  if (!user.emailVerifiedAt) return { ok: false, problem: "unverified" };
  if (input.supplierId !== null && !(await supplierExists(db, input.supplierId)))
    return { ok: false, problem: "supplierUnknown" };
  const before = await staffListingOf(db, user.id);
  if (before && before.role === role && before.supplierId === input.supplierId)
    return { ok: true, changed: false, member: before, before };
  if (before?.role === "operator" && role !== "operator" && (await operatorCount(db)) <= 1)
    return { ok: false, problem: "lastOperator" };
  const after = { email: user.email, role, supplierId: input.supplierId };
  const [change] = await db.batch([
    grantRoleGuardedStatement(db, { userId: user.id, role, supplierId: input.supplierId, grantedBy: actor.id }, now),
    audited(
      db,
      actor,
      {
        action: before ? "staff.change" : "staff.grant",
        target: `staff:${user.id}`,
        supplierId: input.supplierId ?? before?.supplierId ?? null,
        before: before && shown(before),
        after,
      },
      now,
      AFTER_PREVIOUS,
    ),
  ]);
  // Another operator stepped down in the meantime: the statement kept this one, the last.
  if (change.meta.changes === 0) return { ok: false, problem: "lastOperator" };
  return { ok: true, changed: true, member: (await staffListingOf(db, user.id))!, before };
}

export type RevokeResult = { ok: true; before: StaffListing } | { ok: false; problem: StaffProblem };

/** Takes the console role away from the account with `email` (its account stays, as a traveller's). */
export async function revokeRole(deps: StaffDeps, email: string): Promise<RevokeResult> {
  const { db, actor, now } = deps;
  const user = await userByEmail(db, email);
  if (!user) return { ok: false, problem: "unknownEmail" };
  const before = await staffListingOf(db, user.id);
  if (!before) return { ok: false, problem: "notStaff" };
  if (before.role === "operator" && (await operatorCount(db)) <= 1) return { ok: false, problem: "lastOperator" };
  const [change] = await db.batch([
    revokeRoleGuardedStatement(db, user.id),
    audited(
      db,
      actor,
      {
        action: "staff.revoke",
        target: `staff:${user.id}`,
        supplierId: before.supplierId,
        before: shown(before),
        after: null,
      },
      now,
      AFTER_PREVIOUS,
    ),
  ]);
  if (change.meta.changes === 0) return { ok: false, problem: "lastOperator" };
  return { ok: true, before };
}
