// Passkey ceremony challenges (webauthn_challenges): kept a few minutes, taken once.

export type ChallengeKind = "register" | "authenticate";

type TakenRow = { user_id: string | null; expires_at: string };

/** A taken challenge: whose ceremony it was (null for a sign-in) and until when it was good. */
export type TakenChallenge = { userId: string | null; expiresAt: string };

export function insertChallengeStatement(
  db: D1Database,
  challenge: { id: string; challenge: string; kind: ChallengeKind; userId: string | null; expiresAt: Date },
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO webauthn_challenges (id, challenge, kind, user_id, expires_at) VALUES (?, ?, ?, ?, ?)")
    .bind(challenge.id, challenge.challenge, challenge.kind, challenge.userId, challenge.expiresAt.toISOString());
}

/** Deletes the stored challenge of this kind and returns it, or null when there was none. */
export async function takeChallenge(
  db: D1Database,
  challenge: string,
  kind: ChallengeKind,
): Promise<TakenChallenge | null> {
  const row = await db
    .prepare("DELETE FROM webauthn_challenges WHERE challenge = ? AND kind = ? RETURNING user_id, expires_at")
    .bind(challenge, kind)
    .first<TakenRow>();
  return row ? { userId: row.user_id, expiresAt: row.expires_at } : null;
}

/** Challenges expired by `now` (before a new one is stored, and by the scheduled handler). */
export function purgeExpiredChallengesStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM webauthn_challenges WHERE expires_at <= ?").bind(now.toISOString());
}
