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
