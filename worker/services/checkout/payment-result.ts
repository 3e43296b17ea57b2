// What the payment provider says happened (the traveller's return, a webhook), applied to the order once.
import type { ResultPage } from "../../../shared/order.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { PaymentVerificationError, type PaymentResult } from "../payments/provider.ts";
import { applied, transition } from "../orders.ts";
import { queuePaymentOperation } from "../payment-tasks.ts";
import { logEvent } from "../log.ts";
import { AFTER_PREVIOUS } from "../../db/guards.ts";
import { recordPaymentEvent, REVIEW_KIND } from "../../db/payment-events.ts";
import { findOrder, releasedAuthorisation } from "../../db/orders.ts";
import { bookAndSettle } from "./booking.ts";
import { notifyOrder } from "./mail.ts";
import { currentPage, failPayment } from "./payment.ts";

/** The traveller back from the payment page: the provider checks the return (PaymentVerificationError if forged or stale). */
export async function returnFromPayment(
  deps: CheckoutDeps,
  params: URLSearchParams,
  now: Date,
): Promise<{ orderId: string; page: ResultPage }> {
  const result = await deps.provider.verifyReturn(params);
  const { orderId, page } = await applyPaymentResult(deps, result, now);
  return { orderId, page };
}

/**
 * A provider's webhook: verified by its signature; events we do not act on and replays change nothing. A genuine event
 * about a payment that is not one of our orders' (another integration on the same Stripe account) is acknowledged and
 * ignored, so the provider stops sending it.
 */
export async function handleWebhook(
  deps: CheckoutDeps,
  providerName: string,
  body: string,
  headers: Headers,
  now: Date,
): Promise<{ duplicate: boolean; ignored: boolean }> {
  if (providerName !== deps.provider.name) {
    throw new PaymentVerificationError(
      `This site takes payments through ${deps.provider.name}, not ${providerName}.`,
      "malformed",
    );
  }
  try {
    const result = await deps.provider.verifyWebhook(body, headers);
    if (!result) return { duplicate: false, ignored: true };
    const { duplicate } = await applyPaymentResult(deps, result, now);
    return { duplicate, ignored: false };
  } catch (error) {
    if (!(error instanceof PaymentVerificationError && error.reason === "unknown_payment")) throw error;
    logEvent("info", "webhook_ignored", { provider: providerName, reason: error.message });
    return { duplicate: false, ignored: true };
  }
}

/**
 * Applies what the provider says happened, once: the event is recorded in the batch that moves the order, and the
 * move only happens when the record is new (`changes() = 1`). Only the request whose move changed the row goes on to
 * book, capture and mail; every other one (a replay, the webhook racing the return) just reads where the order is.
 */
export async function applyPaymentResult(
  deps: CheckoutDeps,
  result: PaymentResult,
  now: Date,
): Promise<{ orderId: string; page: ResultPage; duplicate: boolean }> {
  const { db } = deps;
  const order = await findOrder(db, result.orderId);
  if (!order || (order.paymentId !== null && order.paymentId !== result.paymentId)) {
    throw new PaymentVerificationError(
      `No order ${result.orderId} is paid with ${result.paymentId}.`,
      "unknown_payment",
    );
  }
  const record = recordPaymentEvent(
    db,
    deps.provider.name,
    result.eventId,
    order.id,
    result.underReview ? REVIEW_KIND : result.status,
    now,
  );
  const done = async (duplicate: boolean, page?: ResultPage) => ({
    orderId: order.id,
    page: page ?? (await currentPage(db, order.id)),
    duplicate,
  });

  if (result.status === "authorized") {
    const [recorded, moved] = await db.batch([
      record,
      transition(db, order.id, "payment_authorized", now, {
        set: { payment_id: result.paymentId },
        guard: AFTER_PREVIOUS,
      }),
    ]);
    if (applied(moved)) return done(false, await bookAndSettle(deps, order.id, now, result.underReview));
    if (applied(recorded)) await releaseLateAuthorisation(deps, order.id, result.paymentId, now);
    return done(!applied(recorded));
  }
  if (result.status === "declined" || result.status === "expired") {
    const event = result.status === "declined" ? "payment_declined" : "payment_expired";
    const { recorded, moved } = await failPayment(deps, order, event, now, record);
    if (moved && result.status === "declined") await notifyOrder(deps, "payment_failed", order);
    return done(!recorded);
  }
  const [recorded] = await db.batch([record]);
  return done(!applied(recorded));
}

/** Money authorised for an order that had already failed (e.g. paid after its hold ran out): released, never charged. */
async function releaseLateAuthorisation(
  deps: CheckoutDeps,
  orderId: string,
  paymentId: string,
  now: Date,
): Promise<void> {
  // Read again: the authorisation did not move the order, which may have failed since it was read (a hold run out).
  const order = await findOrder(deps.db, orderId);
  if (order?.status !== "payment_failed") return;
  try {
    await deps.provider.void(paymentId, `${orderId}:void`);
  } catch (error) {
    // The event is recorded already, so a replay will not try again: the scheduled handler will, with back-off.
    await deps.db.batch([
      queuePaymentOperation(deps, { orderId, paymentId, op: "void", idempotencyKey: `${orderId}:void` }, now, {
        error,
      }),
    ]);
    return;
  }
  await deps.db.batch([releasedAuthorisation(deps.db, orderId, paymentId, now)]);
}
