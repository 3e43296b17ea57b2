// Reads of passkeys: a traveller's list for the account page, one credential for a sign-in.
import type { PasskeyView } from "../../shared/account.ts";

export type PasskeyRow = {
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

export async function listPasskeys(db: D1Database, userId: string): Promise<PasskeyView[]> {
  const { results } = await db
    .prepare("SELECT credential_id, name, created_at, last_used_at FROM passkeys WHERE user_id = ? ORDER BY created_at, credential_id")
    .bind(userId)
    .all<PasskeyRow>();
  return results.map((r) => ({ id: r.credential_id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

export function passkeyById(db: D1Database, credentialId: string): Promise<PasskeyRow | null> {
  return db.prepare("SELECT * FROM passkeys WHERE credential_id = ?").bind(credentialId).first<PasskeyRow>();
}
