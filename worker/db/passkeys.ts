// Passkeys: a traveller's list for the account page, one credential for a sign-in, and the statements that add one,
// move its counter on and remove it. Each row is reshaped once into a Passkey (transports parsed from their JSON).
import type { AuthenticatorTransport } from "@simplewebauthn/server";
import type { PasskeyView } from "../../shared/account.ts";

type PasskeyRow = {
  credential_id: string;
  user_id: string;
  public_key: string;
  counter: number;
  transports: string;
  device_type: string | null;
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/** A stored passkey: its public key in base64url, the signature counter last seen, the transports it named. */
export type Passkey = {
  credentialId: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: AuthenticatorTransport[];
  deviceType: string | null;
  backedUp: boolean;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

const TRANSPORTS: ReadonlySet<string> = new Set<AuthenticatorTransport>(["ble", "hybrid", "internal", "nfc", "usb"]);

/** The transports a row's JSON names, keeping only ones we know. */
function parseTransports(json: string): AuthenticatorTransport[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter((t): t is AuthenticatorTransport => typeof t === "string" && TRANSPORTS.has(t))
      : [];
  } catch {
    return [];
  }
}

export const reshapePasskey = (row: PasskeyRow): Passkey => ({
  credentialId: row.credential_id,
  userId: row.user_id,
  publicKey: row.public_key,
  counter: row.counter,
  transports: parseTransports(row.transports),
  deviceType: row.device_type,
  backedUp: row.backed_up === 1,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

type ListedRow = Pick<PasskeyRow, "credential_id" | "name" | "created_at" | "last_used_at">;

const reshapeView = (row: ListedRow): PasskeyView => ({
  id: row.credential_id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export async function listPasskeys(db: D1Database, userId: string): Promise<PasskeyView[]> {
  const { results } = await db
    .prepare(
      "SELECT credential_id, name, created_at, last_used_at FROM passkeys WHERE user_id = ? ORDER BY created_at, credential_id",
    )
    .bind(userId)
    .all<ListedRow>();
  return results.map(reshapeView);
}

export async function passkeyById(db: D1Database, credentialId: string): Promise<Passkey | null> {
  const row = await db.prepare("SELECT * FROM passkeys WHERE credential_id = ?").bind(credentialId).first<PasskeyRow>();
  return row ? reshapePasskey(row) : null;
}

/** The traveller's credentials with their transports (a new registration excludes them). */
export async function credentialsOf(
  db: D1Database,
  userId: string,
): Promise<{ id: string; transports: AuthenticatorTransport[] }[]> {
  const { results } = await db
    .prepare("SELECT credential_id, transports FROM passkeys WHERE user_id = ?")
    .bind(userId)
    .all<Pick<PasskeyRow, "credential_id" | "transports">>();
  return results.map((row) => ({ id: row.credential_id, transports: parseTransports(row.transports) }));
}

/** What a registration keeps of a new passkey: the transports as the authenticator named them. */
export type NewPasskey = Omit<Passkey, "transports" | "lastUsedAt" | "createdAt"> & { transports: readonly string[] };

/** Adds the passkey unless its credential is already known or the traveller has `max` already (no change then). */
export function insertPasskeyStatement(
  db: D1Database,
  passkey: NewPasskey,
  max: number,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO passkeys (credential_id, user_id, public_key, counter, transports, device_type, backed_up, name, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM passkeys WHERE user_id = ?) < ?
       ON CONFLICT (credential_id) DO NOTHING`,
    )
    .bind(
      passkey.credentialId,
      passkey.userId,
      passkey.publicKey,
      passkey.counter,
      JSON.stringify(passkey.transports),
      passkey.deviceType,
      passkey.backedUp ? 1 : 0,
      passkey.name,
      now.toISOString(),
      passkey.userId,
      max,
    );
}

/** After a sign-in: the new counter, backup state and last use, only while the counter is still the one read (`from`). */
export function recordUseStatement(
  db: D1Database,
  credentialId: string,
  use: { from: number; counter: number; backedUp: boolean },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare("UPDATE passkeys SET counter = ?, backed_up = ?, last_used_at = ? WHERE credential_id = ? AND counter = ?")
    .bind(use.counter, use.backedUp ? 1 : 0, now.toISOString(), credentialId, use.from);
}

/** Removes one of the traveller's own passkeys (no change when they have none by that id). */
export function deletePasskeyStatement(db: D1Database, userId: string, credentialId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM passkeys WHERE credential_id = ? AND user_id = ?").bind(credentialId, userId);
}
