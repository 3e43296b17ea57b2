// A checkout attempt's payment: the provider's payment requested, or the attempt ended when its payment fails or lapses.
import { localePath } from "../../../shared/locales.ts";
import { resultPageOf, type ResultPage } from "../../../shared/order.ts";
import { paymentCancelledPath } from "../../../shared/checkout-fields.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { holdExpiry } from "../holds.ts";
import { releaseOrderHolds } from "../../db/holds.ts";
import { applied, orderItemsTransition, transition } from "../orders.ts";
import { nextCartVersion, storePaymentId } from "../../db/checkout-attempts.ts";
import { AFTER_PREVIOUS, orderStatusIs } from "../../db/guards.ts";
import { findOrder, type OrderRow } from "../../db/orders.ts";
import { queueAbandonOfFailedOrder } from "../../db/payment-tasks.ts";
import { bookAndSettle } from "./booking.ts";

/** A page the attempt leads to: the provider's payment page, or where the order stands. */
export type PaymentStep =
  | { kind: "payment"; orderId: string; redirectUrl: string }
  | { kind: "result"; orderId: string; page: ResultPage };

/** The provider's payment for the order (the same one for the same key), and the page to send the traveller to. */
export async function requestPayment(deps: CheckoutDeps, order: OrderRow, now: Date): Promise<PaymentStep> {
  const { db } = deps;
  if (order.total <= 0) {
    // Nothing to pay (a promo covered it all): book at once, as if the provider had authorised nothing.
    const [moved] = await db.batch([transition(db, order.id, "payment_authorized", now)]);
    const page = applied(moved) ? await bookAndSettle(deps, order.id, now, false) : await currentPage(db, order.id);
    return { kind: "result", orderId: order.id, page };
  }
  // Read again: a resumed attempt has just stored the traveller's latest email and language (attempt.ts's updateDetails).
  const fresh = (await findOrder(db, order.id)) ?? order;
  const created = await deps.provider.createPayment({
    orderId: order.id,
    idempotencyKey: order.idempotencyKey,
    amount: order.total,
    currency: "AED",
    description: `Rihla order ${order.id}`,
    customerEmail: fresh.lead.email,
    locale: fresh.locale,
    returnUrl: deps.origin + localePath(fresh.locale, "/checkout/return"),
    cancelUrl: deps.origin + paymentCancelledPath(order.id, fresh.locale),
    expiresAt: new Date(order.holdExpiresAt ?? holdExpiry(now)),
  });
  await storePaymentId(db, order.id, created.paymentId, deps.provider.name, now);
  return { kind: "payment", orderId: order.id, redirectUrl: created.redirectUrl };
}

/** Where an order stands now, read after a write this request did not win. */
export async function currentPage(db: D1Database, orderId: string): Promise<ResultPage> {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return resultPageOf(order.status, order.paymentMode);
}

/**
 * pending_payment → payment_failed, in one batch with the seats given back, the items released and the cart's version
 * moved on (so "Try again" is a new attempt). The releases are guarded by the new status, so they do nothing when the
 * order had already moved elsewhere. With the provider's event `record`, the move applies only if the event is new.
 */
export async function failPayment(
  deps: CheckoutDeps,
  order: OrderRow,
  event: "payment_declined" | "payment_expired",
  now: Date,
  record?: D1PreparedStatement,
): Promise<{ recorded: boolean; moved: boolean }> {
  const { db } = deps;
  const failed = orderStatusIs(order.id, "payment_failed");
  const results = await db.batch([
    ...(record ? [record] : []),
    transition(db, order.id, event, now, record ? { guard: AFTER_PREVIOUS } : {}),
    ...releaseOrderHolds(db, order.id, failed),
    orderItemsTransition(db, order.id, "order_abandoned", now, failed),
    nextCartVersion(db, order, "payment_failed", now),
    // Ended on our side (the hold ran out, the traveller started over), not by the provider: its payment page is closed
    // and whatever it authorised voided, by the scheduled handler (services/payment-tasks.ts).
    ...(record ? [] : [queueAbandonOfFailedOrder(db, order.id, now)]),
  ]);
  return { recorded: record ? applied(results[0]) : true, moved: applied(results[record ? 1 : 0]) };
}

/** The scheduled handler's end of an attempt whose hold ran out before payment; true when this call ended it. */
export async function expirePendingOrder(deps: CheckoutDeps, order: OrderRow, now: Date): Promise<boolean> {
  return (await failPayment(deps, order, "payment_expired", now)).moved;
}
