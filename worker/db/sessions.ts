// Sessions (sessions), by the SHA-256 of the cookie's token: starting one, ending one or all of a traveller's, purging.

export function insertSessionStatement(
  db: D1Database,
  session: { idHash: string; userId: string; expiresAt: Date; userAgent: string | null; passkey: boolean },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO sessions (id_hash, user_id, created_at, expires_at, user_agent, passkey_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(
      session.idHash,
      session.userId,
      now.toISOString(),
      session.expiresAt.toISOString(),
      session.userAgent,
      session.passkey ? now.toISOString() : null,
    );
}

export function deleteSessionStatement(db: D1Database, idHash: string): D1PreparedStatement {
  return db.prepare("DELETE FROM sessions WHERE id_hash = ?").bind(idHash);
}

export function deleteUserSessionsStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM sessions WHERE user_id = ?").bind(userId);
}

/** Lapsed sessions, cleared by the scheduled handler. */
export function purgeExpiredSessionsStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(now.toISOString());
}
