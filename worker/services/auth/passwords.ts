// Password hashing: PBKDF2-SHA256 with a 16-byte random salt per user at the Workers maximum of 100,000 iterations.
import { PBKDF2_ITERATIONS } from "../../../shared/account.ts";
import { base64UrlDecode, base64UrlEncode } from "../../crypto/tokens.ts";

export type PasswordHash = { hash: string; salt: string; iterations: number };

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  // Deployed Workers refuse more than 100,000 iterations; local workerd does not, so tests/worker/passwords.test.ts does.
  if (iterations > PBKDF2_ITERATIONS)
    throw new Error(`PBKDF2 iterations ${iterations} exceed the Workers maximum of ${PBKDF2_ITERATIONS}`);
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { hash: base64UrlEncode(await derive(password, salt, iterations)), salt: base64UrlEncode(salt), iterations };
}

/** Compares every byte whatever the first difference, so a near miss takes as long as a far one. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const actual = await derive(password, base64UrlDecode(stored.salt), stored.iterations);
  const expected = base64UrlDecode(stored.hash);
  let diff = actual.byteLength ^ expected.byteLength;
  for (let i = 0; i < actual.byteLength; i++) diff |= actual[i]! ^ (expected[i] ?? 0);
  return diff === 0;
}

/**
 * A hash of nothing anyone knows, checked when the email is unknown, so a sign-in for a missing account costs the
 * same PBKDF2 work as one with a wrong password (no enumeration by timing).
 */
let decoy: Promise<PasswordHash> | null = null;
export function decoyHash(): Promise<PasswordHash> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
