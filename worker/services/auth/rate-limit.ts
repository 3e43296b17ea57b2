// Fixed-window rate limits in D1: one conditional upsert per bucket (db/rate-limits.ts), so concurrent attempts cannot
// both slip under the limit. D1 rather than the Workers rate-limiting binding, whose periods (10 s or 60 s) are too
// short to slow a password-guessing run down (docs/decisions/012-accounts.md).
import { countHits } from "../../db/rate-limits.ts";

export type Limit = { name: string; max: number; windowMinutes: number };

/** Per client address and per account (email), for each action that costs a password hash or sends mail. */
export const LIMITS = {
  signInPerAddress: { name: "sign-in:ip", max: 30, windowMinutes: 15 },
  signInPerAccount: { name: "sign-in:email", max: 10, windowMinutes: 15 },
  /** A browser that has signed in to the account before counts on its own: guesses from elsewhere do not lock it out. */
  signInPerDevice: { name: "sign-in:device", max: 10, windowMinutes: 15 },
  signInLinkPerAddress: { name: "sign-in-link:ip", max: 10, windowMinutes: 60 },
  signInLinkPerAccount: { name: "sign-in-link:email", max: 3, windowMinutes: 60 },
  signUpPerAddress: { name: "sign-up:ip", max: 10, windowMinutes: 60 },
  signUpPerAccount: { name: "sign-up:email", max: 3, windowMinutes: 60 },
  resetPerAddress: { name: "reset:ip", max: 10, windowMinutes: 60 },
  resetPerAccount: { name: "reset:email", max: 3, windowMinutes: 60 },
  manageLinkPerAddress: { name: "manage:ip", max: 10, windowMinutes: 60 },
  manageLinkPerBooking: { name: "manage:ref", max: 3, windowMinutes: 60 },
  offerPerAddress: { name: "offer:ip", max: 10, windowMinutes: 60 },
  passkeyPerAddress: { name: "passkey:ip", max: 30, windowMinutes: 15 },
  /** Promo codes tried (docs/decisions/018): enough for a traveller's typos, far too few to guess codes. */
  promoPerCart: { name: "promo:cart", max: 10, windowMinutes: 15 },
  promoPerAddress: { name: "promo:ip", max: 30, windowMinutes: 60 },
} as const satisfies Record<string, Limit>;

function windowStart(now: Date, minutes: number): Date {
  const size = minutes * 60_000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/**
 * Counts one hit against each (limit, key) and says whether every one is still within its limit. All buckets are
 * counted even when one is over, so a client cannot learn which key tripped by watching what changes.
 */
export async function hit(
  db: D1Database,
  checks: { limit: Limit; key: string }[],
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (checks.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const hits = await countHits(
    db,
    checks.map(({ limit, key }) => ({
      bucket: `${limit.name}:${key.trim().toLowerCase()}`,
      windowStart: windowStart(now, limit.windowMinutes),
    })),
  );
  let retryAfterSeconds = 0;
  hits.forEach((count, i) => {
    const { limit } = checks[i]!;
    if (count > limit.max) {
      const ends = windowStart(now, limit.windowMinutes).getTime() + limit.windowMinutes * 60_000;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((ends - now.getTime()) / 1000));
    }
  });
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
}

/** The client's address as Cloudflare saw it; "unknown" locally without the header (every local client shares it). */
export function clientAddress(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? "unknown";
}

/**
 * This machine's addresses: `wrangler dev` says 127.0.0.1 (tests say "unknown") for every local client, so one shared
 * bucket would lock every local traveller (and test run) out together. Deployed, cf-connecting-ip is never one of them.
 */
const LOCAL_ADDRESS = /^(unknown|127(\.\d{1,3}){3}|::1)$/;
export const isLocalAddress = (address: string): boolean => LOCAL_ADDRESS.test(address);

/** A per-address check of `limit` for `address`, or none for a local address (the per-account limits still apply). */
export function perAddress(limit: Limit, address: string): { limit: Limit; key: string }[] {
  return isLocalAddress(address) ? [] : [{ limit, key: address }];
}
