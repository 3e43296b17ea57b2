// Every account write: sign-up, email verification, the sign-in check, forgot/reset password, password and profile
// changes. Answers never tell whether an address has an account (docs/decisions/012-accounts.md).
import { RESET_TOKEN_MINUTES, SIGN_IN_LINK_MINUTES, VERIFY_TOKEN_HOURS } from "../../../shared/account.ts";
import type { Locale } from "../../../shared/locales.ts";
import { normalEmail, saveContactStatement, userByEmail, userById, type UserRow } from "../../db/users.ts";
import { useSignInToken } from "../../db/auth-tokens.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";
import { decoyHash, hashPassword, verifyPassword, type PasswordHash } from "./passwords.ts";
import { hit, LIMITS, perAddress } from "./rate-limit.ts";
import { revokeAllSessions } from "./sessions.ts";
import { randomToken, tokenHash, TOKEN_PATTERN } from "./tokens.ts";
import { accountExistsMail, passwordChangedMail, resetPasswordMail, signInLinkMail, verifyEmailMail, type AuthMailTarget } from "./auth-mail.ts";

export type AuthDeps = {
  db: D1Database;
  mailer: Mailer;
  origin: string;
  /** Runs work after the answer has gone (the request's waitUntil); without it the work is awaited. */
  defer?: (work: Promise<unknown>) => void;
};

export type Limited = { kind: "limited"; retryAfterSeconds: number };

const stored = (user: UserRow): PasswordHash => ({ hash: user.password_hash, salt: user.password_salt, iterations: user.password_iterations });
const target = (deps: AuthDeps, user: Pick<UserRow, "email" | "first_name">, locale: Locale): AuthMailTarget => ({
  to: user.email,
  locale,
  name: user.first_name,
  origin: deps.origin,
});
const newUserId = () => `usr_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;
const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

/** A mail that could not go is logged, never shown: the answer must not depend on it (no enumeration through errors). */
async function send(deps: AuthDeps, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    console.error(`auth mail ${message.kind} failed`, error);
  }
}

/** A new single-use token of `kind` for `userId`: its statements (older unused ones of that kind end first) and the raw token for the link. */
async function issueToken(db: D1Database, kind: "verify_email" | "reset_password" | "sign_in", userId: string, now: Date, nextPath: string | null) {
  const token = randomToken();
  const at = now.toISOString();
  const minutes = kind === "verify_email" ? VERIFY_TOKEN_HOURS * 60 : kind === "sign_in" ? SIGN_IN_LINK_MINUTES : RESET_TOKEN_MINUTES;
  const statements = [
    db.prepare("UPDATE auth_tokens SET used_at = ?1 WHERE user_id = ?2 AND kind = ?3 AND used_at IS NULL").bind(at, userId, kind),
    db
      .prepare("INSERT INTO auth_tokens (token_hash, kind, user_id, next_path, expires_at, used_at, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)")
      .bind(await tokenHash(token), kind, userId, nextPath, minutesAfter(now, minutes), at),
  ];
  return { token, statements };
}

export type SignUpInput = { firstName: string; lastName: string; email: string; password: string; locale: Locale; nextPath: string | null; address: string };

/**
 * Sign-up answers "check your inbox" whatever the address: a new one gets an unverified account and a verification
 * link; one with a verified account gets an email telling its owner; one with an unverified account takes the new
 * password and names and gets a fresh link (older links stop working, so only the latest sign-up can be verified and
 * nobody can pre-register someone else's address with a password they know). Each path does one PBKDF2 hash, one
 * D1 batch and one email.
 */
export async function signUp(deps: AuthDeps, input: SignUpInput, now: Date): Promise<Limited | { kind: "sent" }> {
  const email = normalEmail(input.email);
  const limit = await hit(deps.db, [...perAddress(LIMITS.signUpPerAddress, input.address), { limit: LIMITS.signUpPerAccount, key: email }], now);
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const hashed = await hashPassword(input.password);
  const at = now.toISOString();
  const { db } = deps;
  let existing = await userByEmail(db, email);
  if (!existing) {
    const id = newUserId();
    const { token, statements } = await issueToken(db, "verify_email", id, now, input.nextPath);
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO users (id, email, email_verified_at, password_hash, password_salt, password_iterations, first_name, last_name, locale, created_at, updated_at)
             VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(id, email, hashed.hash, hashed.salt, hashed.iterations, input.firstName, input.lastName, input.locale, at, at),
        ...statements.slice(1),
      ]);
      await send(deps, verifyEmailMail(target(deps, { email, first_name: input.firstName }, input.locale), token));
      return { kind: "sent" };
    } catch (error) {
      // Two sign-ups for one address at once: the other one created it; carry on as for an existing account.
      existing = await userByEmail(db, email);
      if (!existing) throw error;
    }
  }
  if (existing.email_verified_at) {
    await db.batch([db.prepare("DELETE FROM auth_tokens WHERE user_id = ? AND (used_at IS NOT NULL OR expires_at <= ?)").bind(existing.id, at)]);
    await send(deps, accountExistsMail(target(deps, existing, existing.locale)));
    return { kind: "sent" };
  }
  const { token, statements } = await issueToken(db, "verify_email", existing.id, now, input.nextPath);
  await db.batch([
    db
      .prepare(
        `UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, first_name = ?, last_name = ?, locale = ?, updated_at = ?
         WHERE id = ? AND email_verified_at IS NULL`,
      )
      .bind(hashed.hash, hashed.salt, hashed.iterations, input.firstName, input.lastName, input.locale, at, existing.id),
    ...statements,
  ]);
  await send(deps, verifyEmailMail(target(deps, { email, first_name: input.firstName }, input.locale), token));
  return { kind: "sent" };
}

/**
 * Opens a verification link: the token is used up (once, before it expires), the address is marked verified, and the
 * traveller and where they were going come back. Null for an unknown, used or expired link.
 */
export async function verifyEmail(db: D1Database, token: string, now: Date): Promise<{ user: UserRow; nextPath: string | null } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const at = now.toISOString();
  const hash = await tokenHash(token);
  const [consumed] = await db.batch<{ user_id: string; next_path: string | null }>([
    db
      .prepare("UPDATE auth_tokens SET used_at = ?1 WHERE token_hash = ?2 AND kind = 'verify_email' AND used_at IS NULL AND expires_at > ?1 RETURNING user_id, next_path")
      .bind(at, hash),
    db
      .prepare(
        `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?1), updated_at = ?1
         WHERE id = (SELECT user_id FROM auth_tokens WHERE token_hash = ?2 AND kind = 'verify_email' AND used_at = ?1)`,
      )
      .bind(at, hash),
  ]);
  const row = consumed?.results[0];
  if (!row) return null;
  const user = await userById(db, row.user_id);
  return user ? { user, nextPath: row.next_path } : null;
}

export type SignInInput = {
  email: string;
  password: string;
  address: string;
  locale: Locale;
  nextPath: string | null;
  /** This browser, when it has signed in before (services/auth/devices.ts). */
  device?: { hash: string; userId: string } | null;
};
export type SignInResult = Limited | { kind: "incorrect" } | { kind: "unverified" } | { kind: "ok"; user: UserRow };

/**
 * Checks a sign-in. An unknown address costs the same PBKDF2 work as a wrong password (a decoy hash) and gets the same
 * answer. The right password on an unverified account sends a fresh verification link instead of a session.
 */
export async function checkSignIn(deps: AuthDeps, input: SignInInput, now: Date): Promise<SignInResult> {
  const email = normalEmail(input.email);
  const user = await userByEmail(deps.db, email);
  // On a browser that signed in to this account before, attempts count against that browser alone: someone guessing
  // from elsewhere can use up the account's attempts, never its owner's.
  const known = input.device && user && input.device.userId === user.id;
  const checks = known
    ? [{ limit: LIMITS.signInPerDevice, key: input.device!.hash }]
    : [...perAddress(LIMITS.signInPerAddress, input.address), { limit: LIMITS.signInPerAccount, key: email }];
  const limit = await hit(deps.db, checks, now);
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const correct = await verifyPassword(input.password, user ? stored(user) : await decoyHash());
  if (!user || !correct) return { kind: "incorrect" };
  if (!user.email_verified_at) {
    const { token, statements } = await issueToken(deps.db, "verify_email", user.id, now, input.nextPath);
    await deps.db.batch(statements);
    await send(deps, verifyEmailMail(target(deps, user, input.locale), token));
    return { kind: "unverified" };
  }
  return { kind: "ok", user };
}

export type SignInLinkRequest = { email: string; address: string; locale: Locale; nextPath: string | null };

/**
 * "Email me a sign-in link": always the same answer. A verified account gets a single-use link (its older ones stop
 * working), after the answer has gone; its own limits, apart from password attempts, so a lockout never blocks it.
 */
export async function requestSignInLink(deps: AuthDeps, input: SignInLinkRequest, now: Date): Promise<Limited | { kind: "sent" }> {
  const email = normalEmail(input.email);
  const limit = await hit(deps.db, [...perAddress(LIMITS.signInLinkPerAddress, input.address), { limit: LIMITS.signInLinkPerAccount, key: email }], now);
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const work = (async () => {
    const user = await userByEmail(deps.db, email);
    if (!user?.email_verified_at) return;
    const { token, statements } = await issueToken(deps.db, "sign_in", user.id, now, input.nextPath);
    await deps.db.batch(statements);
    await send(deps, signInLinkMail(target(deps, user, input.locale), token));
  })().catch((error) => console.error("sign-in link request failed", error));
  if (deps.defer) deps.defer(work);
  else await work;
  return { kind: "sent" };
}

/** Uses up a sign-in link: its traveller and where they were going, or null when it is unknown, used or expired. */
export async function openSignInLink(db: D1Database, token: string, now: Date): Promise<{ user: UserRow; nextPath: string | null } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await useSignInToken(db, await tokenHash(token), now);
  const user = row ? await userById(db, row.user_id) : null;
  return user?.email_verified_at ? { user, nextPath: row!.next_path } : null;
}

export type ResetRequest = { email: string; address: string; locale: Locale };

/**
 * "Forgot password": always the same answer. When the address has an account, its older reset links stop working and
 * a new one is emailed, after the answer has gone (deps.defer), so the answer takes as long either way.
 */
export async function requestPasswordReset(deps: AuthDeps, input: ResetRequest, now: Date): Promise<Limited | { kind: "sent" }> {
  const email = normalEmail(input.email);
  const limit = await hit(deps.db, [...perAddress(LIMITS.resetPerAddress, input.address), { limit: LIMITS.resetPerAccount, key: email }], now);
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const work = (async () => {
    const user = await userByEmail(deps.db, email);
    if (!user) return;
    const { token, statements } = await issueToken(deps.db, "reset_password", user.id, now, null);
    await deps.db.batch(statements);
    await send(deps, resetPasswordMail(target(deps, user, input.locale), token));
  })().catch((error) => console.error("password reset request failed", error));
  if (deps.defer) deps.defer(work);
  else await work;
  return { kind: "sent" };
}

/** The traveller a reset link belongs to while it is unused and unexpired; null otherwise. Reads only. */
export async function resetLinkUser(db: D1Database, token: string, now: Date): Promise<UserRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .prepare("SELECT user_id FROM auth_tokens WHERE token_hash = ? AND kind = 'reset_password' AND used_at IS NULL AND expires_at > ?")
    .bind(await tokenHash(token), now.toISOString())
    .first<{ user_id: string }>();
  return row ? userById(db, row.user_id) : null;
}

/**
 * Sets a new password through a reset link: in one batch the link is used up, the password changes (only if that
 * happened), the address counts as verified (the link proves it) and every session ends. Null when the link is
 * unknown, used or expired. The caller signs the traveller in on a new session.
 */
export async function resetPassword(deps: AuthDeps, input: { token: string; password: string; locale: Locale }, now: Date): Promise<UserRow | null> {
  const user = await resetLinkUser(deps.db, input.token, now);
  if (!user) return null;
  const hashed = await hashPassword(input.password);
  const at = now.toISOString();
  const hash = await tokenHash(input.token);
  const { db } = deps;
  const [consumed] = await db.batch([
    db.prepare("UPDATE auth_tokens SET used_at = ?1 WHERE token_hash = ?2 AND kind = 'reset_password' AND used_at IS NULL AND expires_at > ?1").bind(at, hash),
    db
      .prepare(
        `UPDATE users SET password_hash = ?1, password_salt = ?2, password_iterations = ?3, email_verified_at = COALESCE(email_verified_at, ?4), updated_at = ?4
         WHERE id = ?5 AND EXISTS (SELECT 1 FROM auth_tokens WHERE token_hash = ?6 AND used_at = ?4)`,
      )
      .bind(hashed.hash, hashed.salt, hashed.iterations, at, user.id, hash),
    db.prepare("UPDATE auth_tokens SET used_at = ?1 WHERE user_id = ?2 AND used_at IS NULL AND EXISTS (SELECT 1 FROM auth_tokens WHERE token_hash = ?3 AND used_at = ?1)").bind(at, user.id, hash),
    revokeAllSessions(db, user.id),
  ]);
  if (!consumed?.meta.changes) return null;
  await send(deps, passwordChangedMail(target(deps, user, input.locale)));
  return userById(db, user.id);
}

export type ChangePasswordInput = { userId: string; currentPassword: string; password: string; address: string; locale: Locale };

/**
 * Changes the password of a signed-in traveller who knows the current one: every session ends (the caller starts a
 * new one for this browser) and the owner is emailed. Guesses of the current password count against sign-in's limits.
 */
export async function changePassword(deps: AuthDeps, input: ChangePasswordInput, now: Date): Promise<Limited | { kind: "incorrect" } | { kind: "ok"; user: UserRow }> {
  const user = await userById(deps.db, input.userId);
  if (!user) return { kind: "incorrect" };
  const limit = await hit(deps.db, [...perAddress(LIMITS.signInPerAddress, input.address), { limit: LIMITS.signInPerAccount, key: user.email }], now);
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (!(await verifyPassword(input.currentPassword, stored(user)))) return { kind: "incorrect" };
  const hashed = await hashPassword(input.password);
  const at = now.toISOString();
  await deps.db.batch([
    deps.db
      .prepare("UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, updated_at = ? WHERE id = ?")
      .bind(hashed.hash, hashed.salt, hashed.iterations, at, user.id),
    deps.db.prepare("UPDATE auth_tokens SET used_at = ? WHERE user_id = ? AND kind = 'reset_password' AND used_at IS NULL").bind(at, user.id),
    revokeAllSessions(deps.db, user.id),
  ]);
  await send(deps, passwordChangedMail(target(deps, user, input.locale)));
  return { kind: "ok", user };
}

/** The traveller's name as the account page edits it. */
export async function updateProfile(db: D1Database, userId: string, input: { firstName: string; lastName: string }, now: Date): Promise<void> {
  await db.prepare("UPDATE users SET first_name = ?, last_name = ?, updated_at = ? WHERE id = ?").bind(input.firstName, input.lastName, now.toISOString(), userId).run();
}

/** "Save these details for next time" at checkout: the lead guest's name and phone become the account's. */
export async function saveCheckoutContact(db: D1Database, userId: string, lead: { firstName: string; lastName: string; phone: string; country: string }, now: Date): Promise<void> {
  await saveContactStatement(db, userId, lead, now).run();
}
