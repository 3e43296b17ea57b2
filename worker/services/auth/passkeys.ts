// Passkeys (WebAuthn, @simplewebauthn/server): challenges kept five minutes in D1 and used once, registration from the
// account page, discoverable sign-in from the login page, removal. Routes call these; the statements are in worker/db.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { PasskeyView } from "../../../shared/account.ts";
import {
  credentialsOf,
  deletePasskeyStatement,
  insertPasskeyStatement,
  passkeyById,
  recordUseStatement,
} from "../../db/passkeys.ts";
import {
  insertChallengeStatement,
  purgeExpiredChallengesStatement,
  takeChallenge,
  type ChallengeKind,
} from "../../db/webauthn-challenges.ts";
import { userById } from "../../db/users.ts";
import { base64UrlDecode, base64UrlEncode, randomToken } from "../../crypto/tokens.ts";

/** A challenge is good for five minutes, once. */
export const CHALLENGE_MINUTES = 5;
/** An account keeps at most this many passkeys. */
export const MAX_PASSKEYS = 10;

/** Who we are to the authenticator: the RP ID (a hostname) and name, and the origins a ceremony may come from. */
export type RelyingParty = { rpID: string; rpName: string; origins: string[] };

/** Why a ceremony was refused; each maps to a message in the page's language. */
export type PasskeyRefusal = "challenge" | "unknown" | "failed" | "duplicate" | "limit";
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: PasskeyRefusal };

const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

async function storeChallenge(
  db: D1Database,
  challenge: string,
  kind: ChallengeKind,
  userId: string | null,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  await db.batch([
    purgeExpiredChallengesStatement(db, now),
    insertChallengeStatement(db, { id: randomToken(16), challenge, kind, userId, expiresAt }),
  ]);
}

/** The challenge a response's clientDataJSON names, or null when it cannot be read. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(new TextDecoder().decode(base64UrlDecode(clientDataJSON))) as { challenge?: unknown };
    return typeof data.challenge === "string" && data.challenge.length <= 128 ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Deletes the stored challenge the response answers (whatever happens next, it is spent) and says whether it was
 * ours, of this kind, for this user, and still fresh.
 */
async function consumeChallenge(
  db: D1Database,
  clientDataJSON: string,
  kind: ChallengeKind,
  userId: string | null,
  now: Date,
): Promise<string | null> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) return null;
  const taken = await takeChallenge(db, challenge, kind);
  if (!taken || taken.expiresAt <= now.toISOString() || taken.userId !== userId) return null;
  return challenge;
}

/** Options for navigator.credentials.create(): a discoverable credential, excluding the ones the account has. */
export async function registrationOptions(
  db: D1Database,
  rp: RelyingParty,
  user: { id: string; email: string; firstName: string; lastName: string },
  now: Date,
): Promise<Outcome<PublicKeyCredentialCreationOptionsJSON>> {
  const existing = await credentialsOf(db, user.id);
  if (existing.length >= MAX_PASSKEYS) return { ok: false, reason: "limit" };
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
  await storeChallenge(db, options.challenge, "register", user.id, now);
  return { ok: true, value: options };
}

/** Checks a registration against its challenge and keeps the new passkey under `name`. */
export async function registerPasskey(
  db: D1Database,
  rp: RelyingParty,
  userId: string,
  response: RegistrationResponseJSON,
  name: string,
  now: Date,
): Promise<Outcome<PasskeyView>> {
  const challenge = await consumeChallenge(db, response.response.clientDataJSON, "register", userId, now);
  if (!challenge) return { ok: false, reason: "challenge" };
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      // The options ask for verification as "preferred": an authenticator that only proves presence is accepted.
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: "failed" };
  }
  if (!verification.verified) return { ok: false, reason: "failed" };
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const passkey = {
    credentialId: credential.id,
    userId,
    publicKey: base64UrlEncode(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name: name.slice(0, 80),
  };
  const inserted = await insertPasskeyStatement(db, passkey, MAX_PASSKEYS, now).run();
  if (inserted.meta.changes === 0)
    return { ok: false, reason: (await passkeyById(db, credential.id)) ? "duplicate" : "limit" };
  return {
    ok: true,
    value: { id: passkey.credentialId, name: passkey.name, createdAt: now.toISOString(), lastUsedAt: null },
  };
}

/** Options for navigator.credentials.get() with no allow-list: the authenticator offers the site's passkeys. */
export async function authenticationOptions(
  db: D1Database,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: [],
    userVerification: "required",
  });
  await storeChallenge(db, options.challenge, "authenticate", null, now);
  return options;
}

/**
 * Checks a sign-in assertion: a fresh challenge of ours, a passkey we know (and, when the authenticator names its
 * user, that user), a valid signature and a counter that went up. Moves the counter and `last_used_at` on.
 */
export async function authenticatePasskey(
  db: D1Database,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<Outcome<{ userId: string; email: string }>> {
  const challenge = await consumeChallenge(db, response.response.clientDataJSON, "authenticate", null, now);
  if (!challenge) return { ok: false, reason: "challenge" };
  const passkey = await passkeyById(db, response.id);
  if (!passkey) return { ok: false, reason: "unknown" };
  const handle = response.response.userHandle;
  if (handle && handle !== base64UrlEncode(userHandleOf(passkey.userId))) return { ok: false, reason: "unknown" };
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: base64UrlDecode(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: "failed" };
  }
  if (!verification.verified) return { ok: false, reason: "failed" };
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // Guarded by the counter we read: of two sign-ins racing with one counter value, one wins.
  const updated = await recordUseStatement(
    db,
    passkey.credentialId,
    { from: passkey.counter, counter: newCounter, backedUp: credentialBackedUp },
    now,
  ).run();
  if (updated.meta.changes === 0) return { ok: false, reason: "failed" };
  const user = await userById(db, passkey.userId);
  if (!user?.emailVerifiedAt) return { ok: false, reason: "unknown" };
  return { ok: true, value: { userId: user.id, email: user.email } };
}

/** Removes one of the traveller's own passkeys; false when they have none by that id. */
export async function removePasskey(db: D1Database, userId: string, credentialId: string): Promise<boolean> {
  const result = await deletePasskeyStatement(db, userId, credentialId).run();
  return result.meta.changes > 0;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Windows/, "Windows"],
  [/Linux/, "Linux"],
];

/** The browser and system a user agent names ("Chrome", "Linux"), for a new passkey's name; null when unrecognised. */
export function deviceOf(userAgent: string | null | undefined): { browser: string; os: string } | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return browser && os ? { browser, os } : null;
}
