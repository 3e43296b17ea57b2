// Sessions in D1: created at sign-in (rotating out the one the browser had), revoked at sign-out, all revoked when the
// password changes. The cookie carries a random token; D1 keeps only its hash.
import { SESSION_DAYS } from "../../../shared/account.ts";
import { randomToken, tokenHash } from "./tokens.ts";
import { forgetDevicesUnusedSince } from "../../db/known-devices.ts";
import { DEVICE_DAYS } from "./devices.ts";

export type IssuedSession = { token: string; expiresAt: Date };

export const sessionExpiry = (now: Date) => new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60_000);

/**
 * Statements that start a new session for `userId` and end `previousToken`'s (if the browser had one): rotation, so
 * a session id known before sign-in (fixation) is worthless after it. Run them in the caller's batch.
 */
export async function startSession(
  db: D1Database,
  userId: string,
  now: Date,
  previousToken: string | null,
  userAgent: string | null = null,
): Promise<{ session: IssuedSession; statements: D1PreparedStatement[] }> {
  const token = randomToken();
  const expiresAt = sessionExpiry(now);
  const statements = [
    db
      .prepare("INSERT INTO sessions (id_hash, user_id, created_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?)")
      .bind(await tokenHash(token), userId, now.toISOString(), expiresAt.toISOString(), userAgent?.slice(0, 200) ?? null),
  ];
  if (previousToken) statements.unshift(db.prepare("DELETE FROM sessions WHERE id_hash = ?").bind(await tokenHash(previousToken)));
  return { session: { token, expiresAt }, statements };
}

/** Ends one session (sign-out). */
export async function revokeSession(db: D1Database, token: string): Promise<void> {
  await db.prepare("DELETE FROM sessions WHERE id_hash = ?").bind(await tokenHash(token)).run();
}

/** Ends every session of a user (password changed or reset); put it before the new session's statements. */
export function revokeAllSessions(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM sessions WHERE user_id = ?").bind(userId);
}

/** Lapsed sessions and spent tokens, cleared by the scheduled handler. */
export function purgeExpired(db: D1Database, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(at),
    db.prepare("DELETE FROM auth_tokens WHERE expires_at <= ?").bind(at),
    db.prepare("DELETE FROM webauthn_challenges WHERE expires_at <= ?").bind(at),
    db.prepare("DELETE FROM rate_limits WHERE window_start <= ?").bind(new Date(now.getTime() - 24 * 60 * 60_000).toISOString()),
    forgetDevicesUnusedSince(db, new Date(now.getTime() - DEVICE_DAYS * 24 * 60 * 60_000)),
  ];
}
