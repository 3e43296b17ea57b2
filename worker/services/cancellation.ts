// Self-service cancellation of a booked item (docs/decisions/012): the quote under its policy, then one batch that
// records it, moves the item and returns its seats, each step guarded by the one before; then the refund through the
// provider (one idempotency key per item) and the email. Refunds the provider refused are retried by the scheduler.
import { creditNoteFor } from "./tax-documents.ts";
import { cancellationQuote, type CancellationPolicy } from "../../shared/cancellation.ts";
import { departureStart } from "../../shared/dates.ts";
import type { CancelQuoteView, RefundState } from "../../shared/invoice.ts";
import { findItemByReference, type OrderItemRow, type OrderRow } from "../db/orders.ts";
import { cancellationContextOf, refundsToRetry } from "../db/invoices.ts";
import { itemTransition } from "./orders.ts";
import { returnItemSeats } from "../db/holds.ts";
import { AFTER_PREVIOUS, itemStatusIs, type Guard } from "../db/guards.ts";
import { refundableOfItem } from "../db/ops-bookings.ts";
import { insertCancellation, markRefundFailed, markRefunded } from "../db/cancellations.ts";
import type { CheckoutDeps } from "./checkout-deps.ts";
import { refusedRefundOf } from "../db/ops-inbox.ts";
import { audited, type Actor } from "./ops/actor.ts";

/** A refund still `pending` this long after its cancellation was interrupted before the provider answered. */
export const STALLED_REFUND_MINUTES = 10;

/** The quote, with what it was decided from: the policy and the departure's start on its city's clock. */
export type ItemQuote = {
  item: OrderItemRow;
  order: OrderRow;
  quote: CancelQuoteView;
  policy: CancellationPolicy;
  timeZone: string;
};

/** Orders whose money is settled: captured for their confirmed items (pay now), or owed by arrangement (pay later). */
const SETTLED = new Set<OrderRow["status"]>(["confirmed", "partially_confirmed", "awaiting_payment"]);

/** What money a pay-now order has taken and not yet given back: the ceiling of any refund. */
const refundable = (order: OrderRow) =>
  order.paymentMode === "now" ? Math.max(0, order.captured - order.refunded) : 0;

/** The quote for cancelling the item `reference` at `now`, or null for an unknown reference. */
export async function quoteItem(db: D1Database, reference: string, now: Date): Promise<ItemQuote | null> {
  const found = await findItemByReference(db, reference);
  if (!found) return null;
  const { item, order } = found;
  const context = { ...found, ...(await cancellationContextOf(db, item.activityId)) };
  if (item.status === "cancelled") return { ...context, quote: { ok: false, reason: "cancelled" } };
  // A confirmed item of an order still settling (another item awaits its supplier, or the payment its review) waits
  // too: nothing has been captured yet, so the policy's fee could not be kept.
  if (item.status !== "confirmed" || !SETTLED.has(order.status))
    return { ...context, quote: { ok: false, reason: "not_booked" } };
  const quote = cancellationQuote({
    policy: context.policy,
    start: departureStart(item.date, item.startTime, context.timeZone),
    now,
    amount: item.price - item.discount,
  });
  if (!quote.ok) return { ...context, quote };
  return { ...context, quote: { ...quote, refundToCard: quote.refund > 0 && refundable(order) > 0 } };
}

export type CancelOutcome =
  | { kind: "cancelled"; orderId: string; reference: string; penalty: number; refund: number; refundState: RefundState }
  /** Already cancelled (a second click, another tab): nothing changed. */
  | { kind: "already"; orderId: string; reference: string }
  | { kind: "refused"; orderId: string; reference: string; reason: "non_refundable" | "started" | "not_booked" }
  | { kind: "not_found" };

export type CancelInput = {
  reference: string;
  /** When the proof names an order (a manage-booking link), the item must belong to it. */
  orderId?: string;
  by: "account" | "manage_link" | "operator";
  now: Date;
  /** Absolute link the email points back to (the invoice, or the manage page). */
  bookingHref?: string | null;
  /**
   * The console's cancellation (`by: "operator"`): the policy's fee or none (`waiveFee`), even where the policy alone
   * would refuse (forcedQuote), and its audit entry, which the batch writes right behind the cancellation's record
   * (guarded by it, so a repeat leaves no entry).
   */
  operator?: { waiveFee: boolean; audit: (amounts: CancelAmounts, guard: Guard) => D1PreparedStatement };
};

/** What a cancellation keeps and gives back. */
export type CancelAmounts = { penaltyPercent: number; penalty: number; refund: number; refundToCard: boolean };

/**
 * What cancelling from the console costs: the policy's fee now (all of it where the policy refuses a cancellation: a
 * non-refundable activity, or one that has started), or nothing when the fee is waived. Null when the item cannot be
 * cancelled at all (already cancelled, or not booked in a settled order).
 */
export function forcedQuote(quoted: ItemQuote, waiveFee: boolean): CancelAmounts | null {
  const { quote, item, order } = quoted;
  if (!quote.ok && (quote.reason === "cancelled" || quote.reason === "not_booked")) return null;
  const amount = item.price - item.discount;
  const penaltyPercent = waiveFee ? 0 : quote.ok ? quote.penaltyPercent : 100;
  const penalty = waiveFee ? 0 : quote.ok ? quote.penalty : amount;
  const refund = amount - penalty;
  return { penaltyPercent, penalty, refund, refundToCard: refund > 0 && refundable(order) > 0 };
}

/** Cancels a booked item under its policy; safe to repeat (a second call finds it cancelled and changes nothing). */
export async function cancelItem(deps: CheckoutDeps, input: CancelInput): Promise<CancelOutcome> {
  const { db } = deps;
  const quoted = await quoteItem(db, input.reference, input.now);
  if (!quoted || (input.orderId && quoted.order.id !== input.orderId)) return { kind: "not_found" };
  const { item, order } = quoted;
  const ids = { orderId: order.id, reference: item.reference };
  const quote = input.operator ? (forcedQuote(quoted, input.operator.waiveFee) ?? quoted.quote) : quoted.quote;
  if (!("refundToCard" in quote))
    return quote.reason === "cancelled"
      ? { kind: "already", ...ids }
      : { kind: "refused", ...ids, reason: quote.reason };

  // Never more than the order holds, nor than what is left of this item's captured money after partial refunds.
  const refund = quote.refundToCard
    ? Math.min(quote.refund, refundable(order), await refundableOfItem(db, item.id))
    : quote.refund;
  const state: RefundState = quote.refundToCard && order.paymentId && refund > 0 ? "pending" : "none";
  const cancellation = {
    itemId: item.id,
    orderId: order.id,
    penaltyPercent: quote.penaltyPercent,
    penalty: quote.penalty,
    refund,
    refundState: state,
    by: input.by,
  };
  const amounts = {
    penaltyPercent: quote.penaltyPercent,
    penalty: quote.penalty,
    refund,
    refundToCard: state !== "none",
  };
  const [recorded] = await db.batch([
    insertCancellation(db, cancellation, input.now),
    // The console's audit entry, only if the cancellation was recorded; the item's move then follows the entry.
    ...(input.operator ? [input.operator.audit(amounts, AFTER_PREVIOUS)] : []),
    itemTransition(db, item.id, input.operator ? "operator_cancelled" : "traveller_cancelled", input.now, {
      guard: AFTER_PREVIOUS,
    }),
    // What the traveller no longer owes of the line (its price less the kept penalty) is credited against its tax
    // invoice, only if this cancellation moved the item (nothing for an order without an invoice or a full penalty).
    ...creditNoteFor(
      db,
      { orderId: order.id, itemId: item.id, gross: item.price - item.discount - quote.penalty, reason: "cancelled" },
      input.now,
      AFTER_PREVIOUS,
    ),
    // Guarded by the new status, not by changes(): a stay returns a unit on each of its nights, so the seats' UPDATE
    // changes several rows and the hold rows' step must not depend on it (only 'sold' holds move, so a repeat is a no-op).
    ...returnItemSeats(db, item.id, itemStatusIs(item.id, "cancelled")),
  ]);
  if (recorded.meta.changes === 0) return { kind: "already", ...ids };

  const refundState =
    state === "pending"
      ? await refundItem(
          deps,
          { itemId: item.id, orderId: order.id, reference: item.reference, refund, paymentId: order.paymentId },
          input.now,
        )
      : state;
  // What was kept and what comes back, as decided now; the notice is delivered on the traveller's channels.
  await deps.notifier.publish({
    kind: "cancellation",
    orderId: order.id,
    subject: item.reference,
    data: {
      penaltyPercent: quote.penaltyPercent,
      penalty: quote.penalty,
      refund,
      refundState,
      href: input.bookingHref ?? null,
    },
  });
  return { kind: "cancelled", ...ids, penalty: quote.penalty, refund, refundState };
}

/** Returns a cancellation's refund through the provider; 'refunded' (and the order's refunded amount) or 'failed'. */
async function refundItem(
  deps: CheckoutDeps,
  target: { itemId: number; orderId: string; reference: string; refund: number; paymentId: string | null },
  now: Date,
  /** Written in the same batch as the outcome (the console's audit entry of its retry). */
  alongside: (state: RefundState) => D1PreparedStatement[] = () => [],
): Promise<RefundState> {
  const { db } = deps;
  try {
    if (!target.paymentId) throw new Error(`order ${target.orderId} has no payment to refund`);
    await deps.provider.refund(target.paymentId, target.refund, `cancel:${target.reference}`);
  } catch (error) {
    console.error(`refunding the cancellation of ${target.reference} failed`, error);
    await db.batch([markRefundFailed(db, target.itemId), ...alongside("failed")]);
    return "failed";
  }
  await db.batch([...markRefunded(db, target, now), ...alongside("refunded")]);
  return "refunded";
}

/** How long the scheduled handler keeps trying a refund: the 24 hours travellers are promised; then operations take over. */
export const REFUND_RETRY_HOURS = 24;

/** The scheduled handler's retry of refunds the provider refused (or whose request died); returns how many went through. */
export async function retryFailedRefunds(deps: CheckoutDeps, now: Date): Promise<number> {
  const stalledBefore = new Date(now.getTime() - STALLED_REFUND_MINUTES * 60_000);
  const due = await refundsToRetry(deps.db, stalledBefore, new Date(now.getTime() - REFUND_RETRY_HOURS * 3_600_000));
  let done = 0;
  for (const target of due) if ((await retriedRefund(deps, target, now)) === "refunded") done++;
  return done;
}

/** A later try at a refund: when it goes through, the traveller is told the money is on its way after all. */
async function retriedRefund(
  deps: CheckoutDeps,
  target: Parameters<typeof refundItem>[1],
  now: Date,
  alongside?: Parameters<typeof refundItem>[3],
): Promise<RefundState> {
  const state = await refundItem(deps, target, now, alongside);
  if (state === "refunded")
    await deps.notifier.publish({
      kind: "refund_done",
      orderId: target.orderId,
      subject: target.reference,
      data: { amount: target.refund },
    });
  return state;
}

/**
 * One more try now, for a person, at a refund the provider refused (also after the scheduled handler stopped trying):
 * the same provider call under the same key, its outcome and the audit entry in one batch. Null when the item has no
 * refused refund (it went through meanwhile, or never failed).
 */
export async function retryRefundNow(
  deps: CheckoutDeps,
  reference: string,
  actor: Actor,
  now: Date,
): Promise<RefundState | null> {
  const target = await refusedRefundOf(deps.db, reference);
  if (!target) return null;
  return retriedRefund(deps, target, now, (state) => [
    audited(
      deps.db,
      actor,
      {
        action: "refund.retry",
        target: `item:${target.reference}`,
        orderId: target.orderId,
        supplierId: null,
        before: { refundState: "failed", amount: target.refund },
        after: { refundState: state, amount: target.refund },
      },
      now,
    ),
  ]);
}
