// Staff (staff): who holds which console role, the staff member behind a session (with its passkey check), the staff
// list, and the statements that grant or revoke a role (never the last operator's) and record a fresh passkey check.
import type { StaffRole, StaffView } from "../../shared/staff.ts";

type StaffRow = {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
  supplier_id: number | null;
  passkey_at: string | null;
  created_at: string;
};

const reshapeStaff = (row: StaffRow): StaffView => ({
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  supplierId: row.supplier_id,
  passkeyAt: row.passkey_at,
  sessionStartedAt: row.created_at,
});

/** The staff member a live session (by its token's hash) belongs to, with that session's passkey check; else null. */
export async function staffBySessionHash(db: D1Database, idHash: string, now: Date): Promise<StaffView | null> {
  const row = await db
    .prepare(
      `SELECT st.user_id, u.email, u.first_name, u.last_name, st.role, st.supplier_id, s.passkey_at, s.created_at
       FROM sessions s JOIN users u ON u.id = s.user_id JOIN staff st ON st.user_id = u.id
       WHERE s.id_hash = ? AND s.expires_at > ? AND u.email_verified_at IS NOT NULL`,
    )
    .bind(idHash, now.toISOString())
    .first<StaffRow>();
  return row ? reshapeStaff(row) : null;
}

/** A user's role, or null when they are not staff. */
export async function staffRoleOf(
  db: D1Database,
  userId: string,
): Promise<{ role: StaffRole; supplierId: number | null } | null> {
  const row = await db
    .prepare("SELECT role, supplier_id FROM staff WHERE user_id = ?")
    .bind(userId)
    .first<{ role: StaffRole; supplier_id: number | null }>();
  return row ? { role: row.role, supplierId: row.supplier_id } : null;
}

/** Records that this session proved its passkey just now (the console's re-check before a refund or a role change). */
export function recordPasskeyCheckStatement(db: D1Database, idHash: string, now: Date): D1PreparedStatement {
  return db.prepare("UPDATE sessions SET passkey_at = ? WHERE id_hash = ?").bind(now.toISOString(), idHash);
}

export async function supplierExists(db: D1Database, supplierId: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM suppliers WHERE id = ?").bind(supplierId).first()) !== null;
}

/** One supplier's names (the console's "Acting for …" on every page), or null. */
export async function supplierNames(db: D1Database, supplierId: number): Promise<{ en: string; ar: string } | null> {
  const row = await db
    .prepare("SELECT name_en, name_ar FROM suppliers WHERE id = ?")
    .bind(supplierId)
    .first<{ name_en: string; name_ar: string }>();
  return row ? { en: row.name_en, ar: row.name_ar } : null;
}

/** Suppliers by id with their names, for the staff form and the console's header. */
export async function listSuppliers(db: D1Database): Promise<{ id: number; nameEn: string; nameAr: string }[]> {
  const { results } = await db
    .prepare("SELECT id, name_en, name_ar FROM suppliers ORDER BY id")
    .all<{ id: number; name_en: string; name_ar: string }>();
  return results.map((r) => ({ id: r.id, nameEn: r.name_en, nameAr: r.name_ar }));
}

export type StaffListing = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  supplierId: number | null;
  supplierName: { en: string; ar: string } | null;
  /** A user id, or "command:<who>" (older grants: "command"). */
  grantedBy: string;
  /** The granting staff member's email, when a person in the console granted it. */
  grantedByEmail: string | null;
  grantedAt: string;
};

type ListingRow = {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
  supplier_id: number | null;
  supplier_en: string | null;
  supplier_ar: string | null;
  granted_by: string;
  granted_by_email: string | null;
  granted_at: string;
};

const reshapeListing = (row: ListingRow): StaffListing => ({
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  supplierId: row.supplier_id,
  supplierName: row.supplier_en !== null ? { en: row.supplier_en, ar: row.supplier_ar ?? row.supplier_en } : null,
  grantedBy: row.granted_by,
  grantedByEmail: row.granted_by_email,
  grantedAt: row.granted_at,
});

const LISTING = `SELECT st.user_id, u.email, u.first_name, u.last_name, st.role, st.supplier_id,
    sp.name_en AS supplier_en, sp.name_ar AS supplier_ar, st.granted_by, g.email AS granted_by_email, st.granted_at
  FROM staff st JOIN users u ON u.id = st.user_id
  LEFT JOIN suppliers sp ON sp.id = st.supplier_id
  LEFT JOIN users g ON g.id = st.granted_by`;

/** Every staff member, operators first, then suppliers' staff, then marketing, each by email. */
export async function listStaffListing(db: D1Database): Promise<StaffListing[]> {
  const { results } = await db
    .prepare(`${LISTING} ORDER BY CASE st.role WHEN 'operator' THEN 0 WHEN 'supplier' THEN 1 ELSE 2 END, u.email`)
    .all<ListingRow>();
  return results.map(reshapeListing);
}

/** One account's staff entry, by its user id. */
export async function staffListingOf(db: D1Database, userId: string): Promise<StaffListing | null> {
  const row = await db.prepare(`${LISTING} WHERE st.user_id = ?`).bind(userId).first<ListingRow>();
  return row ? reshapeListing(row) : null;
}

export async function operatorCount(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM staff WHERE role = 'operator'").first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether the row being changed may stop being an operator's: it is not one, or another operator remains. */
const KEEPS_AN_OPERATOR = "(SELECT COUNT(*) FROM staff WHERE role = 'operator') > 1";

/**
 * Grants a role, or changes one; it changes nothing when it would take the operator role from the last operator
 * (then `meta.changes` is 0, and an entry batched after it with the AFTER_PREVIOUS guard is not written).
 */
export function grantRoleGuardedStatement(
  db: D1Database,
  grant: { userId: string; role: StaffRole; supplierId: number | null; grantedBy: string },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO staff (user_id, role, supplier_id, granted_by, granted_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET role = excluded.role, supplier_id = excluded.supplier_id,
         granted_by = excluded.granted_by, granted_at = excluded.granted_at
       WHERE staff.role <> 'operator' OR excluded.role = 'operator' OR ${KEEPS_AN_OPERATOR}`,
    )
    .bind(grant.userId, grant.role, grant.supplierId, grant.grantedBy, now.toISOString());
}

/** Revokes a role; it changes nothing when the account is the last operator. */
export function revokeRoleGuardedStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM staff WHERE user_id = ? AND (role <> 'operator' OR ${KEEPS_AN_OPERATOR})`)
    .bind(userId);
}

/** Moves this session's passkey check back to `at` (never forward): the journeys' "ten minutes later" (dev-staff.ts). */
export function agePasskeyCheckStatement(db: D1Database, idHash: string, at: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE sessions SET passkey_at = min(passkey_at, ?) WHERE id_hash = ? AND passkey_at IS NOT NULL")
    .bind(at.toISOString(), idHash);
}
