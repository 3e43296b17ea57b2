// Browsers that have signed in to an account before (known_devices), by the SHA-256 of their device cookie's token.

/** Records (or refreshes) the device for `userId`; a device that signs in to another account moves to it. */
export function rememberDeviceStatement(
  db: D1Database,
  tokenHash: string,
  userId: string,
  now: Date,
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT INTO known_devices (token_hash, user_id, created_at, last_used_at) VALUES (?1, ?2, ?3, ?3)
       ON CONFLICT (token_hash) DO UPDATE SET user_id = excluded.user_id, last_used_at = excluded.last_used_at`,
    )
    .bind(tokenHash, userId, at);
}

export async function deviceOwner(db: D1Database, tokenHash: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT user_id FROM known_devices WHERE token_hash = ?")
    .bind(tokenHash)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

/** Devices not seen since `before` are forgotten (the cookie outlives nothing it is not refreshed by). */
export function forgetDevicesUnusedSince(db: D1Database, before: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM known_devices WHERE last_used_at < ?").bind(before.toISOString());
}
