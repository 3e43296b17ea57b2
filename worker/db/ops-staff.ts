// The console's staff page and `npm run staff`: who holds which role, who granted it, and the role changes guarded so
// that the console never loses its last operator (checked by the statement itself, so two operators demoting each
// other at once cannot both succeed).
import type { StaffRole } from "../../shared/staff.ts";

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
