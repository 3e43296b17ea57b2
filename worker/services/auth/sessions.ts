// Sessions: created at sign-in (rotating out the one the browser had), revoked at sign-out, all revoked when the
// password changes. The cookie carries a random token; D1 keeps only its hash.
import { SESSION_DAYS } from "../../../shared/account.ts";
import { STAFF_SESSION_HOURS } from "../../../shared/staff.ts";
import { staffRoleOf } from "../../db/staff.ts";
import { randomToken, tokenHash } from "../../crypto/tokens.ts";
import { deleteSessionStatement, insertSessionStatement, purgeExpiredSessionsStatement } from "../../db/sessions.ts";
import { purgeExpiredTokensStatement } from "../../db/auth-tokens.ts";
import { purgeExpiredChallengesStatement } from "../../db/webauthn-challenges.ts";
import { purgeWindowsStatement } from "../../db/rate-limits.ts";
import { forgetDevicesUnusedSince } from "../../db/known-devices.ts";
import { DEVICE_DAYS } from "./devices.ts";

export type IssuedSession = { token: string; expiresAt: Date };

export const sessionExpiry = (now: Date) => new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60_000);

const DAY = 24 * 60 * 60_000;

/** How the person proved who they are: a passkey sign-in starts the console's 12-hour staff session. */
export type SignInMethod = "password" | "passkey" | "link";

/**
 * Statements that start a new session for `userId` and end `previousToken`'s (if the browser had one): rotation, so
 * a session id known before sign-in (fixation) is worthless after it. Run them in the caller's batch. A staff
 * member's session lasts STAFF_SESSION_HOURS, whichever way they signed in.
 */
export async function startSession(
  db: D1Database,
  userId: string,
  now: Date,
  previousToken: string | null,
  userAgent: string | null = null,
  method: SignInMethod = "password",
): Promise<{ session: IssuedSession; statements: D1PreparedStatement[] }> {
  const token = randomToken();
  const staff = await staffRoleOf(db, userId);
  const expiresAt = staff ? new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * 60_000) : sessionExpiry(now);
  const statements = [
    insertSessionStatement(
      db,
      {
        idHash: await tokenHash(token),
        userId,
        expiresAt,
        userAgent: userAgent?.slice(0, 200) ?? null,
        passkey: method === "passkey",
      },
      now,
    ),
  ];
  if (previousToken) statements.unshift(deleteSessionStatement(db, await tokenHash(previousToken)));
  return { session: { token, expiresAt }, statements };
}

/** Ends one session (sign-out). */
export async function revokeSession(db: D1Database, token: string): Promise<void> {
  await deleteSessionStatement(db, await tokenHash(token)).run();
}

/** Lapsed sessions and spent tokens, cleared by the scheduled handler. */
export function purgeExpired(db: D1Database, now: Date): D1PreparedStatement[] {
  return [
    purgeExpiredSessionsStatement(db, now),
    purgeExpiredTokensStatement(db, now),
    purgeExpiredChallengesStatement(db, now),
    purgeWindowsStatement(db, new Date(now.getTime() - DAY)),
    forgetDevicesUnusedSince(db, new Date(now.getTime() - DEVICE_DAYS * DAY)),
  ];
}
