// Emailed one-time tokens (auth_tokens), by the SHA-256 of the token: issuing one, using one up, ending the unused ones.

export type TokenKind = "verify_email" | "reset_password" | "sign_in";

type TokenUseRow = { user_id: string; next_path: string | null };

/** Whose token was used up, and where they were going. */
export type TokenUse = { userId: string; nextPath: string | null };

const reshapeTokenUse = (row: TokenUseRow): TokenUse => ({ userId: row.user_id, nextPath: row.next_path });

/** A new unused token of `kind` for `userId`, good until `expiresAt`. */
export function insertTokenStatement(
  db: D1Database,
  token: { hash: string; kind: TokenKind; userId: string; nextPath: string | null; expiresAt: Date },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO auth_tokens (token_hash, kind, user_id, next_path, expires_at, used_at, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)",
    )
    .bind(token.hash, token.kind, token.userId, token.nextPath, token.expiresAt.toISOString(), now.toISOString());
}

/** Ends every unused token of `kind` the traveller has (a newer one replaces them, or the password changed). */
export function endUnusedTokensStatement(
  db: D1Database,
  userId: string,
  kind: TokenKind,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare("UPDATE auth_tokens SET used_at = ?1 WHERE user_id = ?2 AND kind = ?3 AND used_at IS NULL")
    .bind(now.toISOString(), userId, kind);
}

/** Clears the traveller's used and expired tokens. */
export function deleteSpentTokensStatement(db: D1Database, userId: string, now: Date): D1PreparedStatement {
  return db
    .prepare("DELETE FROM auth_tokens WHERE user_id = ? AND (used_at IS NOT NULL OR expires_at <= ?)")
    .bind(userId, now.toISOString());
}

/** Uses up an unused, unexpired token of `kind`; its row comes back (read it with `usedToken`) only when it was. */
export function spendTokenStatement(db: D1Database, kind: TokenKind, hash: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE auth_tokens SET used_at = ?1 WHERE token_hash = ?2 AND kind = ?3 AND used_at IS NULL AND expires_at > ?1 RETURNING user_id, next_path",
    )
    .bind(now.toISOString(), hash, kind);
}

/** What a `spendTokenStatement` run in a batch used up: its traveller and next path, or null when nothing was. */
export function usedToken(result: D1Result | undefined): TokenUse | null {
  const row = (result as D1Result<TokenUseRow> | undefined)?.results[0];
  return row ? reshapeTokenUse(row) : null;
}

/** Marks an unused, unexpired sign-in link's token used; its traveller and where they were going, or null. */
export async function spendSignInToken(db: D1Database, hash: string, now: Date): Promise<TokenUse | null> {
  const row = await spendTokenStatement(db, "sign_in", hash, now).first<TokenUseRow>();
  return row ? reshapeTokenUse(row) : null;
}

/** The traveller an unused, unexpired reset token belongs to, or null. Reads only. */
export async function resetTokenOwner(db: D1Database, hash: string, now: Date): Promise<string | null> {
  const row = await db
    .prepare(
      "SELECT user_id FROM auth_tokens WHERE token_hash = ? AND kind = 'reset_password' AND used_at IS NULL AND expires_at > ?",
    )
    .bind(hash, now.toISOString())
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

/** Once the token `hash` was used at `now` earlier in the batch, every other unused token of its traveller ends too. */
export function endTokensAfterUseStatement(
  db: D1Database,
  userId: string,
  hash: string,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE auth_tokens SET used_at = ?1 WHERE user_id = ?2 AND used_at IS NULL AND EXISTS (SELECT 1 FROM auth_tokens WHERE token_hash = ?3 AND used_at = ?1)",
    )
    .bind(now.toISOString(), userId, hash);
}

/** Expired tokens, cleared by the scheduled handler. */
export function purgeExpiredTokensStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM auth_tokens WHERE expires_at <= ?").bind(now.toISOString());
}
