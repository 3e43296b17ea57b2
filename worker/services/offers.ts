// Custom offer requests: stored as received, emailed to operations and acknowledged to the traveller; each request's
// page opens with its key (HMAC of its id under AUTH_SECRET) or for the account that owns it.
import type { Locale } from "../../shared/locales.ts";
import type { ActivityRef } from "../db/activity.ts";
import { insertOfferRequest } from "../db/offers.ts";
import type { Mailer } from "./mail/mailer.ts";
import { hmacHex, verifyHmacHex } from "./payments/signing.ts";
import type { OfferInput } from "./offer-form.ts";
import { offerOpsMail, offerReceivedMail } from "./offer-mail.ts";

/** Crockford's base32 (as order ids): no I, L, O or U. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const OFFER_ID_PATTERN = /^OF-[0-9A-HJKMNP-TV-Z]{8}$/;

/** "OF-7K3QZ9M2" (40 random bits). */
export function newOfferId(): string {
  return `OF-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => CROCKFORD[b & 31]).join("")}`;
}

const keyMessage = (id: string) => `offer:${id}`;
export const offerKey = (secret: string, id: string) => hmacHex(secret, keyMessage(id));
export const verifyOfferKey = (secret: string, id: string, key: string) => verifyHmacHex(secret, keyMessage(id), key);

/** "/offers/OF-…?key=…" (unprefixed: add the locale with localePath). */
export async function offerPath(secret: string, id: string): Promise<string> {
  return `/offers/${id}?key=${await offerKey(secret, id)}`;
}

export type OfferDeps = { db: D1Database; mailer: Mailer; origin: string; secret: string; opsEmail: string };

/**
 * Stores the request (status "received"; the account's when signed in, otherwise claimed later by its email), then
 * emails operations and the traveller. A mail that fails is logged, not thrown: the request is stored and its page
 * says so; operations see every request in D1 either way.
 */
export async function createOffer(
  deps: OfferDeps,
  args: { activity: ActivityRef; input: OfferInput; userId: string | null; locale: Locale; now: Date },
): Promise<{ id: string; path: string }> {
  const { activity, input, userId, locale, now } = args;
  let id = "";
  for (let attempt = 0; ; attempt++) {
    id = newOfferId();
    try {
      await insertOfferRequest(deps.db, { ...input, id, activityId: activity.id, userId, locale }, now).run();
      break;
    } catch (error) {
      // Only a clash of random ids is worth another try.
      if (attempt >= 2 || !String(error).includes("UNIQUE")) throw error;
    }
  }
  const path = await offerPath(deps.secret, id);
  const facts = { id, input, activity, locale, userId, origin: deps.origin, requestPath: path };
  const results = await Promise.allSettled([
    deps.mailer.send(offerOpsMail(facts, deps.opsEmail)),
    deps.mailer.send(offerReceivedMail(facts)),
  ]);
  for (const r of results)
    if (r.status === "rejected") console.error(`offer ${id}: an email could not be sent`, r.reason);
  return { id, path };
}
