// Links that work without an account (docs/decisions/012): the manage-booking page, signed for an order and its lead's
// email, and a voucher, signed for its booking reference. HMAC-SHA256 keyed by AUTH_SECRET: stateless and unforgeable.
import { hmacHex, verifyHmacHex } from "./payments/signing.ts";
import { normalEmail } from "../db/users.ts";

/** AUTH_SECRET, refusing to sign with nothing (a missing secret would make every link forgeable). */
export function linkSecret(env: { AUTH_SECRET?: string }): string {
  if (!env.AUTH_SECRET)
    throw new Error(
      "AUTH_SECRET is not set: npm run dev puts a random one in .dev.vars; when deployed, `npx wrangler secret put AUTH_SECRET --env production`.",
    );
  return env.AUTH_SECRET;
}

const manageMessage = (orderId: string, email: string) => `manage|${orderId}|${normalEmail(email)}`;
const voucherMessage = (reference: string) => `voucher|${reference}`;

/** The manage-booking signature of an order for its lead's email (case and spaces do not matter). */
export const manageSignature = (secret: string, orderId: string, email: string) =>
  hmacHex(secret, manageMessage(orderId, email));

/** "/manage-booking/{orderId}/{signature}" (unprefixed: add the locale with localePath). */
export async function manageBookingPath(secret: string, orderId: string, email: string): Promise<string> {
  return `/manage-booking/${orderId}/${await manageSignature(secret, orderId, email)}`;
}

/** True when `signature` is the manage-booking signature of the order for `email`. */
export function verifyManageSignature(
  secret: string,
  orderId: string,
  email: string,
  signature: string,
): Promise<boolean> {
  return verifyHmacHex(secret, manageMessage(orderId, email), signature);
}

export const voucherKey = (secret: string, reference: string) => hmacHex(secret, voucherMessage(reference));

/** "/vouchers/{reference}?key={signature}" (unprefixed). */
export async function voucherPath(secret: string, reference: string): Promise<string> {
  return `/vouchers/${reference}?key=${await voucherKey(secret, reference)}`;
}

/** True when `key` is the voucher signature of `reference`. */
export function verifyVoucherKey(secret: string, reference: string, key: string): Promise<boolean> {
  return verifyHmacHex(secret, voucherMessage(reference), key);
}

// The check-in QR (decision 023): "RB-XXXXXXXX.SSSSSSSSSSSSS", the reference and 13 Crockford base32 characters of the
// first 64 bits of HMAC-SHA256("checkin|" + reference). A message of its own, so the QR never opens the voucher page;
// no personal data and no URL, and every character is in the QR's alphanumeric mode (a small symbol).
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const checkInMessage = (reference: string) => `checkin|${reference}`;
const encoder = new TextEncoder();
/** workerd's SubtleCrypto (the DOM lib's type, which tsconfig also loads, lacks timingSafeEqual). */
type WorkersSubtle = SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

/** 13 Crockford base32 characters of 64 bits (the last character carries 4 bits, the low one 0). */
function crockford64(bytes: Uint8Array): string {
  let bits = 0n;
  for (const byte of bytes.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
  bits <<= 1n; // 65 bits: 13 groups of 5
  let out = "";
  for (let i = 12; i >= 0; i--) out += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

/** The check-in signature of a booking reference (13 characters). */
export async function checkInSignature(secret: string, reference: string): Promise<string> {
  const hex = await hmacHex(secret, checkInMessage(reference));
  return crockford64(new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16))));
}

/** What the voucher's QR code holds: "RB-XXXXXXXX.SSSSSSSSSSSSS". */
export async function voucherQrText(secret: string, reference: string): Promise<string> {
  return `${reference}.${await checkInSignature(secret, reference)}`;
}

/** True when `signature` is the check-in signature of `reference`; compared in constant time. */
export async function verifyCheckInSignature(secret: string, reference: string, signature: string): Promise<boolean> {
  const expected = encoder.encode(await checkInSignature(secret, reference));
  const given = encoder.encode(signature);
  if (given.byteLength !== expected.byteLength) return false;
  return (crypto.subtle as WorkersSubtle).timingSafeEqual(expected, given);
}
