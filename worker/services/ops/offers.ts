// The console's answers to custom offer requests (issue 30 §6): a priced offer (an existing departure of an option, a
// party, a total in the traveller's currency, an expiry and a message) or a decline with a message. Each is one batch
// with its audit entry, then one email to the traveller in the request's language.
import type { Counts } from "../../../shared/booking-math.ts";
import { travellers } from "../../../shared/booking-math.ts";
import type { Currency } from "../../../shared/constants.ts";
import { departureStart } from "../../../shared/dates.ts";
import { localePath } from "../../../shared/locales.ts";
import { aedEquivalent } from "../../../shared/money.ts";
import {
  ANSWERABLE_REQUEST_STATUSES,
  OFFER_MAX_DAYS,
  offerLinkPath,
  type ConsoleRequest,
  type OfferFieldError,
} from "../../../shared/offer.ts";
import { randomToken, tokenHash } from "../../crypto/tokens.ts";
import { findSelectable } from "../../db/cart.ts";
import { consoleRequest } from "../../db/ops-offers.ts";
import {
  insertOfferStatement,
  offersOfRequests,
  requestDeclinedStatement,
  requestQuotedStatement,
  withdrawLiveOfferStatement,
} from "../../db/priced-offers.ts";
import { checkSelection, type Refusal } from "../cart.ts";
import type { Notifier } from "../notifications/notifier.ts";
import { offerDeclinedMail, offerQuoteMail, type OfferAnswerFacts } from "../offer-mail.ts";
import { offerPath } from "../offers.ts";
import { audited, type Actor } from "./actor.ts";

export type OfferOpsDeps = { db: D1Database; notifier: Notifier; origin: string; secret: string };

/** A priced offer as the console's form gives it, already read and shaped by the route (zod). */
export type OfferAnswer = {
  activityId: number;
  optionId: number;
  slotId: number;
  counts: Counts;
  currency: Currency;
  /** Minor units of `currency`. */
  total: number;
  /** Units of `currency` per AED now (KV's rate): the AED checkout charges is worked out at it. */
  rate: number;
  expiresAt: Date;
  message: string;
};

type FieldRefusal = OfferFieldError;
export type AnswerFields = "slot" | "party" | "total" | "expires";

export type AnswerOutcome =
  | { kind: "sent"; offerId: number }
  | { kind: "refused"; errors: Partial<Record<AnswerFields, FieldRefusal>> }
  | { kind: "closed" }
  | { kind: "missing" };

export type DeclineOutcome = { kind: "declined" } | { kind: "closed" } | { kind: "missing" };

const answerable = (request: ConsoleRequest) => ANSWERABLE_REQUEST_STATUSES.includes(request.status);

/** A cart refusal (the party on that departure) as the form says it. */
function partyRefusal(r: Refusal): { field: AnswerFields; refusal: FieldRefusal } {
  switch (r.reason) {
    case "slot_missing":
    case "date_past":
    case "not_bookable":
    case "option_expired":
      return { field: "slot", refusal: { key: r.reason } };
    case "sold_out":
      return { field: "party", refusal: { key: "sold_out" } };
    case "not_enough_seats":
    case "over_capacity":
      return { field: "party", refusal: { key: r.reason, values: { limit: r.limit ?? 0 } } };
    default:
      return { field: "party", refusal: { key: r.reason } };
  }
}

const travellerFacts = (request: ConsoleRequest, origin: string): OfferAnswerFacts => ({
  requestId: request.id,
  to: request.email,
  firstName: request.firstName,
  locale: request.locale,
  origin,
});

/** A batch that failed because the request moved on meanwhile (its CHECK or NOT NULL guard refused it). */
const refusedByGuard = (error: unknown) => /constraint failed|SQLITE_CONSTRAINT/i.test(String(error));

/**
 * Sends a priced offer: the departure must belong to the option and activity and take the party under the cart's own
 * rules (so accepting it can put it in a cart as it is), the expiry must come before the departure starts and within
 * OFFER_MAX_DAYS. The request becomes "quoted", an offer still open for it is withdrawn, and the new one is stored
 * with the hash of its link's token; then the traveller is emailed the link.
 */
export async function answerRequest(
  deps: OfferOpsDeps,
  actor: Actor,
  requestId: string,
  answer: OfferAnswer,
  now: Date,
): Promise<AnswerOutcome> {
  const { db } = deps;
  const request = await consoleRequest(db, requestId, "en");
  if (!request) return { kind: "missing" };
  if (!answerable(request)) return { kind: "closed" };
  const errors: Partial<Record<AnswerFields, FieldRefusal>> = {};
  const target = await findSelectable(db, answer.slotId, now);
  if (!target || target.slot.activityId !== answer.activityId || target.option.id !== answer.optionId) {
    errors.slot = { key: "slot" };
  } else {
    const refusal = checkSelection(target, answer.counts, [], now, 0);
    if (refusal) {
      const { field, refusal: said } = partyRefusal(refusal);
      errors[field] = said;
    }
    const start = departureStart(target.slot.date, target.slot.startTime);
    if (answer.expiresAt.getTime() > start.getTime()) errors.expires = { key: "expiresAfterDeparture" };
  }
  if (answer.expiresAt.getTime() <= now.getTime()) errors.expires = { key: "expiresPast" };
  else if (answer.expiresAt.getTime() > now.getTime() + OFFER_MAX_DAYS * 86_400_000)
    errors.expires = { key: "expiresTooFar", values: { days: OFFER_MAX_DAYS } };
  const aedTotal = aedEquivalent(answer.total, { currency: answer.currency, rate: answer.rate });
  if (aedTotal <= 0) errors.total = { key: "total" };
  if (Object.keys(errors).length) return { kind: "refused", errors };

  const token = randomToken();
  const counts = answer.counts;
  const after = {
    slot: answer.slotId,
    option: answer.optionId,
    activity: answer.activityId,
    counts,
    currency: answer.currency,
    total: answer.total,
    aedTotal,
    rate: answer.rate,
    expiresAt: answer.expiresAt.toISOString(),
  };
  let offerId = 0;
  try {
    const results = await db.batch<{ id?: number }>([
      requestQuotedStatement(db, requestId, now),
      withdrawLiveOfferStatement(db, requestId, now),
      insertOfferStatement(
        db,
        {
          requestId,
          activityId: answer.activityId,
          optionId: answer.optionId,
          slotId: answer.slotId,
          counts,
          travellers: travellers(counts),
          currency: answer.currency,
          total: answer.total,
          aedTotal,
          rate: answer.rate,
          message: answer.message,
          tokenHash: await tokenHash(token),
          expiresAt: answer.expiresAt,
          sentBy: actor.id,
        },
        now,
      ),
      audited(
        db,
        actor,
        {
          action: "offer.send",
          target: `offer_request:${requestId}`,
          before: { status: request.status },
          after: { status: "quoted", offer: after },
          reason: answer.message,
        },
        now,
      ),
    ]);
    offerId = results[2]?.results[0]?.id ?? 0;
  } catch (error) {
    if (refusedByGuard(error)) return { kind: "closed" };
    throw error;
  }

  const link = deps.origin + localePath(request.locale, offerLinkPath(token));
  // Read back in the traveller's language: what the email describes is what was stored.
  const sent = (await offersOfRequests(db, [requestId], request.locale)).find((o) => o.id === offerId);
  try {
    if (!sent) throw new Error("the offer just stored could not be read back");
    // Written now (its single-use link is shown once), delivered by the queue, and forgotten once sent.
    await deps.notifier.publish({
      kind: "offer_quote",
      orderId: null,
      subject: requestId,
      data: { mail: offerQuoteMail(travellerFacts(request, deps.origin), sent, link, now) },
    });
  } catch (error) {
    // The offer stands; only building its email can fail here (delivery is the queue's, with its retries).
    console.error(`offer ${offerId} for ${requestId}: the email could not be sent`, error);
  }
  return { kind: "sent", offerId };
}

/**
 * Declines the request with a message: its status becomes "declined" (an open offer of it is withdrawn in the same
 * batch), one audit entry, and the traveller is emailed the message in the request's language.
 */
export async function declineRequest(
  deps: OfferOpsDeps,
  actor: Actor,
  requestId: string,
  message: string,
  now: Date,
): Promise<DeclineOutcome> {
  const { db } = deps;
  const request = await consoleRequest(db, requestId, "en");
  if (!request) return { kind: "missing" };
  if (!answerable(request)) return { kind: "closed" };
  try {
    await db.batch([
      requestDeclinedStatement(db, requestId, message, now),
      withdrawLiveOfferStatement(db, requestId, now),
      audited(
        db,
        actor,
        {
          action: "offer.decline",
          target: `offer_request:${requestId}`,
          before: { status: request.status },
          after: { status: "declined" },
          reason: message,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (refusedByGuard(error)) return { kind: "closed" };
    throw error;
  }
  const requestLink = deps.origin + localePath(request.locale, await offerPath(deps.secret, requestId));
  try {
    await deps.notifier.publish({
      kind: "offer_declined",
      orderId: null,
      subject: requestId,
      data: { mail: offerDeclinedMail(travellerFacts(request, deps.origin), message, requestLink) },
    });
  } catch (error) {
    console.error(`offer request ${requestId}: the decline email could not be sent`, error);
  }
  return { kind: "declined" };
}
