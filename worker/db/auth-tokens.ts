// Statements on emailed one-time tokens (auth_tokens): using one up.

/** Marks an unused, unexpired sign-in link's token used; its traveller and where they were going, or null. */
export function useSignInToken(db: D1Database, hash: string, now: Date): Promise<{ user_id: string; next_path: string | null } | null> {
  const at = now.toISOString();
  return db
    .prepare("UPDATE auth_tokens SET used_at = ?1 WHERE token_hash = ?2 AND kind = 'sign_in' AND used_at IS NULL AND expires_at > ?1 RETURNING user_id, next_path")
    .bind(at, hash)
    .first<{ user_id: string; next_path: string | null }>();
}
