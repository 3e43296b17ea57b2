// The journeys' staff, seeded into their database before the servers start (scripts/test.mjs): an operator, a
// marketer and one staff member for each of the first two suppliers, each with a passkey whose private key only the
// journeys hold (written beside the state, read by tests/e2e/staff.ts into Chromium's virtual authenticator).
// Fresh keys and counters every run: nothing here depends on an earlier run.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { base64UrlEncode } from "../../worker/crypto/tokens.ts";
import { grantRoleGuardedStatement } from "../../worker/db/staff.ts";
import type { StaffRole } from "../../shared/staff.ts";

export type SeededStaffKey = "operator" | "marketing" | "supplier-first" | "supplier-second";

export type SeededStaff = {
  userId: string;
  email: string;
  role: StaffRole;
  supplierId: number | null;
  /** The first passkey: its id and PKCS#8 private key, both standard base64 as the DevTools protocol takes them. */
  credentialId: string;
  privateKey: string;
  /**
   * Every passkey of theirs (the first one included): journeys running at once each take their own (staff.ts), since
   * two sign-ins racing with one passkey's counter would refuse one of them.
   */
  credentials: { credentialId: string; privateKey: string }[];
};

/** Passkeys per seeded staff member: one for each journey worker that may sign in at the same moment. */
const PASSKEYS_EACH = 4;

export type StaffSeedFile = { seededAt: number; staff: Record<SeededStaffKey, SeededStaff> };

export const staffSeedPath = (state: string) => join(state, "journey-staff.json");

const PEOPLE: { key: SeededStaffKey; role: StaffRole; first: string; last: string }[] = [
  { key: "operator", role: "operator", first: "Omar", last: "Operator" },
  { key: "marketing", role: "marketing", first: "Mariam", last: "Marketing" },
  { key: "supplier-first", role: "supplier", first: "Salim", last: "Supplier" },
  { key: "supplier-second", role: "supplier", first: "Sana", last: "Supplier" },
];

async function passkey(): Promise<{ cose: string; privateKey: string; credentialId: Uint8Array }> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, raw.slice(1, 33)],
      [-3, raw.slice(33, 65)],
    ]),
  );
  const pkcs8 = new Uint8Array((await crypto.subtle.exportKey("pkcs8", keys.privateKey)) as ArrayBuffer);
  return {
    cose: base64UrlEncode(cose),
    privateKey: Buffer.from(pkcs8).toString("base64"),
    credentialId: crypto.getRandomValues(new Uint8Array(16)),
  };
}

/** Writes the journeys' staff into `db` and their keys to `state`/journey-staff.json. */
export async function seedJourneyStaff(db: D1Database, state: string): Promise<void> {
  const { results } = await db.prepare("SELECT id FROM suppliers ORDER BY id LIMIT 2").all<{ id: number }>();
  if (results.length < 2) throw new Error("The journeys' demo data has fewer than two suppliers.");
  const now = new Date();
  const at = now.toISOString();
  const staff = {} as Record<SeededStaffKey, SeededStaff>;
  const statements: D1PreparedStatement[] = [];
  for (const person of PEOPLE) {
    const userId = `usr_journeys${person.key.replace(/-/g, "")}`.slice(0, 28).padEnd(28, "0");
    const email = `ops-${person.key}@journeys.example`;
    const supplierId =
      person.key === "supplier-first" ? results[0]!.id : person.key === "supplier-second" ? results[1]!.id : null;
    const keys = await Promise.all(Array.from({ length: PASSKEYS_EACH }, () => passkey()));
    statements.push(
      db
        .prepare(
          `INSERT INTO users (id, email, email_verified_at, password_hash, password_salt, password_iterations,
             first_name, last_name, locale, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 1, ?, ?, 'en', ?, ?) ON CONFLICT (id) DO NOTHING`,
        )
        .bind(
          userId,
          email,
          at,
          base64UrlEncode(crypto.getRandomValues(new Uint8Array(32))),
          "-",
          person.first,
          person.last,
          at,
          at,
        ),
      db.prepare("DELETE FROM passkeys WHERE user_id = ?").bind(userId),
      ...keys.map((key) =>
        db
          .prepare(
            `INSERT INTO passkeys (credential_id, user_id, public_key, counter, transports, device_type, backed_up, name, created_at)
             VALUES (?, ?, ?, 0, '["internal"]', 'singleDevice', 0, 'Journeys', ?)`,
          )
          .bind(base64UrlEncode(key.credentialId), userId, key.cose, at),
      ),
      grantRoleGuardedStatement(db, { userId, role: person.role, supplierId, grantedBy: "command" }, now),
    );
    staff[person.key] = {
      userId,
      email,
      role: person.role,
      supplierId,
      credentialId: Buffer.from(keys[0]!.credentialId).toString("base64"),
      privateKey: keys[0]!.privateKey,
      credentials: keys.map((key) => ({
        credentialId: Buffer.from(key.credentialId).toString("base64"),
        privateKey: key.privateKey,
      })),
    };
  }
  await db.batch(statements);
  const file: StaffSeedFile = { seededAt: Date.now(), staff };
  await writeFile(staffSeedPath(state), JSON.stringify(file, null, 2));
}
