// Every account write: sign-up, email verification, the sign-in check, forgot/reset password, password and profile
// changes. Answers never tell whether an address has an account (docs/decisions/012-accounts.md).
import { RESET_TOKEN_MINUTES, SIGN_IN_LINK_MINUTES, VERIFY_TOKEN_HOURS } from "../../../shared/account.ts";
import type { Locale } from "../../../shared/locales.ts";
import { randomToken, tokenHash, TOKEN_PATTERN } from "../../crypto/tokens.ts";
import {
  insertUserStatement,
  normalEmail,
  renewUnverifiedStatement,
  resetPasswordByTokenStatement,
  saveContactStatement,
  setNameStatement,
  setPasswordStatement,
  userByEmail,
  userById,
  verifyByTokenStatement,
  type User,
} from "../../db/users.ts";
import {
  deleteSpentTokensStatement,
  endTokensAfterUseStatement,
  endUnusedTokensStatement,
  insertTokenStatement,
  resetTokenOwner,
  usedToken,
  spendSignInToken,
  spendTokenStatement,
  type TokenKind,
} from "../../db/auth-tokens.ts";
import { deleteUserSessionsStatement } from "../../db/sessions.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { MailMessage } from "../../db/mail-messages.ts";
import { decoyHash, hashPassword, verifyPassword } from "./passwords.ts";
import { hit, LIMITS, perAddress } from "./rate-limit.ts";
import {
  accountExistsMail,
  passwordChangedMail,
  resetPasswordMail,
  signInLinkMail,
  verifyEmailMail,
  type AuthMailTarget,
} from "./auth-mail.ts";

export type AuthDeps = {
  db: D1Database;
  mailer: Mailer;
  origin: string;
  /** Runs work after the answer has gone (the request's waitUntil); without it the work is awaited. */
  defer?: (work: Promise<unknown>) => void;
};

export type Limited = { kind: "limited"; retryAfterSeconds: number };

const target = (deps: AuthDeps, user: Pick<User, "email" | "firstName">, locale: Locale): AuthMailTarget => ({
  to: user.email,
  locale,
  name: user.firstName,
  origin: deps.origin,
});
const newUserId = () => `usr_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;
const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** A mail that could not go is logged, never shown: the answer must not depend on it (no enumeration through errors). */
async function send(deps: AuthDeps, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    console.error(`auth mail ${message.kind} failed`, error);
  }
}

/** A new single-use token of `kind` for `userId`: its statements (older unused ones of that kind end first) and the raw token for the link. */
async function issueToken(db: D1Database, kind: TokenKind, userId: string, now: Date, nextPath: string | null) {
  const token = randomToken();
  const minutes =
    kind === "verify_email" ? VERIFY_TOKEN_HOURS * 60 : kind === "sign_in" ? SIGN_IN_LINK_MINUTES : RESET_TOKEN_MINUTES;
  const statements = [
    endUnusedTokensStatement(db, userId, kind, now),
    insertTokenStatement(
      db,
      { hash: await tokenHash(token), kind, userId, nextPath, expiresAt: minutesAfter(now, minutes) },
      now,
    ),
  ];
  return { token, statements };
}

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  locale: Locale;
  nextPath: string | null;
  address: string;
};

/**
 * Sign-up answers "check your inbox" whatever the address: a new one gets an unverified account and a verification
 * link; one with a verified account gets an email telling its owner; one with an unverified account takes the new
 * password and names and gets a fresh link (older links stop working, so only the latest sign-up can be verified and
 * nobody can pre-register someone else's address with a password they know). Each path does one PBKDF2 hash, one
 * D1 batch and one email.
 */
export async function signUp(deps: AuthDeps, input: SignUpInput, now: Date): Promise<Limited | { kind: "sent" }> {
  const email = normalEmail(input.email);
  const limit = await hit(
    deps.db,
    [...perAddress(LIMITS.signUpPerAddress, input.address), { limit: LIMITS.signUpPerAccount, key: email }],
    now,
  );
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const account = {
    firstName: input.firstName,
    lastName: input.lastName,
    locale: input.locale,
    password: await hashPassword(input.password),
  };
  const { db } = deps;
  let existing = await userByEmail(db, email);
  if (!existing) {
    const id = newUserId();
    const { token, statements } = await issueToken(db, "verify_email", id, now, input.nextPath);
    try {
      await db.batch([insertUserStatement(db, id, email, account, now), ...statements.slice(1)]);
      await send(deps, verifyEmailMail(target(deps, { email, firstName: input.firstName }, input.locale), token));
      return { kind: "sent" };
    } catch (error) {
      // Two sign-ups for one address at once: the other one created it; carry on as for an existing account.
      existing = await userByEmail(db, email);
      if (!existing) throw error;
    }
  }
  if (existing.emailVerifiedAt) {
    await db.batch([deleteSpentTokensStatement(db, existing.id, now)]);
    await send(deps, accountExistsMail(target(deps, existing, existing.locale)));
    return { kind: "sent" };
  }
  const { token, statements } = await issueToken(db, "verify_email", existing.id, now, input.nextPath);
  await db.batch([renewUnverifiedStatement(db, existing.id, account, now), ...statements]);
  await send(deps, verifyEmailMail(target(deps, { email, firstName: input.firstName }, input.locale), token));
  return { kind: "sent" };
}

/**
 * Opens a verification link: the token is used up (once, before it expires), the address is marked verified, and the
 * traveller and where they were going come back. Null for an unknown, used or expired link.
 */
export async function verifyEmail(
  db: D1Database,
  token: string,
  now: Date,
): Promise<{ user: User; nextPath: string | null } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = await tokenHash(token);
  const [consumed] = await db.batch([
    spendTokenStatement(db, "verify_email", hash, now),
    verifyByTokenStatement(db, hash, now),
  ]);
  const used = usedToken(consumed);
  if (!used) return null;
  const user = await userById(db, used.userId);
  return user ? { user, nextPath: used.nextPath } : null;
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
export type SignInResult = Limited | { kind: "incorrect" } | { kind: "unverified" } | { kind: "ok"; user: User };

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
  const correct = await verifyPassword(input.password, user ? user.password : await decoyHash());
  if (!user || !correct) return { kind: "incorrect" };
  if (!user.emailVerifiedAt) {
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
export async function requestSignInLink(
  deps: AuthDeps,
  input: SignInLinkRequest,
  now: Date,
): Promise<Limited | { kind: "sent" }> {
  const email = normalEmail(input.email);
  const limit = await hit(
    deps.db,
    [...perAddress(LIMITS.signInLinkPerAddress, input.address), { limit: LIMITS.signInLinkPerAccount, key: email }],
    now,
  );
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const work = (async () => {
    const user = await userByEmail(deps.db, email);
    if (!user?.emailVerifiedAt) return;
    const { token, statements } = await issueToken(deps.db, "sign_in", user.id, now, input.nextPath);
    await deps.db.batch(statements);
    await send(deps, signInLinkMail(target(deps, user, input.locale), token));
  })().catch((error) => console.error("sign-in link request failed", error));
  if (deps.defer) deps.defer(work);
  else await work;
  return { kind: "sent" };
}

/** Uses up a sign-in link: its traveller and where they were going, or null when it is unknown, used or expired. */
export async function openSignInLink(
  db: D1Database,
  token: string,
  now: Date,
): Promise<{ user: User; nextPath: string | null } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const used = await spendSignInToken(db, await tokenHash(token), now);
  const user = used ? await userById(db, used.userId) : null;
  return user?.emailVerifiedAt ? { user, nextPath: used!.nextPath } : null;
}

export type ResetRequest = { email: string; address: string; locale: Locale };

/**
 * "Forgot password": always the same answer. When the address has an account, its older reset links stop working and
 * a new one is emailed, after the answer has gone (deps.defer), so the answer takes as long either way.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: ResetRequest,
  now: Date,
): Promise<Limited | { kind: "sent" }> {
  const email = normalEmail(input.email);
  const limit = await hit(
    deps.db,
    [...perAddress(LIMITS.resetPerAddress, input.address), { limit: LIMITS.resetPerAccount, key: email }],
    now,
  );
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
export async function resetLinkUser(db: D1Database, token: string, now: Date): Promise<User | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const owner = await resetTokenOwner(db, await tokenHash(token), now);
  return owner ? userById(db, owner) : null;
}

/**
 * Sets a new password through a reset link: in one batch the link is used up, the password changes (only if that
 * happened), the address counts as verified (the link proves it) and every session ends. Null when the link is
 * unknown, used or expired. The caller signs the traveller in on a new session.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string; locale: Locale },
  now: Date,
): Promise<User | null> {
  const user = await resetLinkUser(deps.db, input.token, now);
  if (!user) return null;
  const password = await hashPassword(input.password);
  const hash = await tokenHash(input.token);
  const { db } = deps;
  const [consumed] = await db.batch([
    spendTokenStatement(db, "reset_password", hash, now),
    resetPasswordByTokenStatement(db, user.id, hash, password, now),
    endTokensAfterUseStatement(db, user.id, hash, now),
    deleteUserSessionsStatement(db, user.id),
  ]);
  if (!usedToken(consumed)) return null;
  await send(deps, passwordChangedMail(target(deps, user, input.locale)));
  return userById(db, user.id);
}

export type ChangePasswordInput = {
  userId: string;
  currentPassword: string;
  password: string;
  address: string;
  locale: Locale;
};

/**
 * Changes the password of a signed-in traveller who knows the current one: every session ends (the caller starts a
 * new one for this browser) and the owner is emailed. Guesses of the current password count against sign-in's limits.
 */
export async function changePassword(
  deps: AuthDeps,
  input: ChangePasswordInput,
  now: Date,
): Promise<Limited | { kind: "incorrect" } | { kind: "ok"; user: User }> {
  const user = await userById(deps.db, input.userId);
  if (!user) return { kind: "incorrect" };
  const limit = await hit(
    deps.db,
    [...perAddress(LIMITS.signInPerAddress, input.address), { limit: LIMITS.signInPerAccount, key: user.email }],
    now,
  );
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (!(await verifyPassword(input.currentPassword, user.password))) return { kind: "incorrect" };
  const password = await hashPassword(input.password);
  const { db } = deps;
  await db.batch([
    setPasswordStatement(db, user.id, password, now),
    endUnusedTokensStatement(db, user.id, "reset_password", now),
    deleteUserSessionsStatement(db, user.id),
  ]);
  await send(deps, passwordChangedMail(target(deps, user, input.locale)));
  return { kind: "ok", user };
}

/** The traveller's name as the account page edits it. */
export async function updateProfile(
  db: D1Database,
  userId: string,
  input: { firstName: string; lastName: string },
  now: Date,
): Promise<void> {
  await setNameStatement(db, userId, input, now).run();
}

/** "Save these details for next time" at checkout: the lead guest's name and phone become the account's. */
export async function saveCheckoutContact(
  db: D1Database,
  userId: string,
  lead: { firstName: string; lastName: string; phone: string; country: string },
  now: Date,
): Promise<void> {
  await saveContactStatement(db, userId, lead, now).run();
}
