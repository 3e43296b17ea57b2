// A browser that has signed in to an account before: its device token (a cookie) lets the owner in with the right
// password while guesses from elsewhere have used up the account's attempts (docs/decisions/012, "Lockout").
import { deviceOwner, rememberDeviceStatement } from "../../db/known-devices.ts";
import { randomToken, tokenHash, TOKEN_PATTERN } from "../../crypto/tokens.ts";

export const DEVICE_COOKIE = "__Host-device";
/** How long a browser stays known without signing in again (a cookie's longest life in Chrome). */
export const DEVICE_DAYS = 400;

/** The device a cookie names: its token's hash and the account it signed in to, or null. */
export async function knownDevice(
  db: D1Database,
  token: string | undefined,
): Promise<{ hash: string; userId: string } | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const hash = await tokenHash(token);
  const userId = await deviceOwner(db, hash);
  return userId ? { hash, userId } : null;
}

/** After a sign-in: this browser's device token (kept, or new) and the statement that remembers it for `userId`. */
export async function rememberDevice(
  db: D1Database,
  token: string | undefined,
  userId: string,
  now: Date,
): Promise<{ token: string; statement: D1PreparedStatement }> {
  const kept = token && TOKEN_PATTERN.test(token) ? token : randomToken();
  return { token: kept, statement: rememberDeviceStatement(db, await tokenHash(kept), userId, now) };
}
