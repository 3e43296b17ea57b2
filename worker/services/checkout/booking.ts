// Booking a paid (or pay-later) order: seats sold, each supplier asked, answers, amounts and the cart's change in one batch.
import type { ResultPage } from "../../../shared/order.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { emptyCartStatements, removeCartItemsStatements } from "../../db/cart-writes.ts";
import { settlementEvent, type OrderEvent } from "../order-machine.ts";
import type { SupplierAnswer } from "../suppliers/connector.ts";
import { acquireSold, releaseExpiredOnSlot, returnItemSeats, sellItemHold } from "../../db/holds.ts";
import { applied, itemTransition, transition } from "../orders.ts";
import { deleteDraftStatements } from "../../db/checkout-drafts.ts";
import { nextCartVersion } from "../../db/checkout-attempts.ts";
import { authorisedUnderReview } from "../../db/payment-events.ts";
import { leaseStalledBooking } from "../../db/settlement.ts";
import { itemStatusIs, noSoldHold } from "../../db/guards.ts";
import { cartSelections, findOrder, orderItems, type OrderItemRow, type OrderRow } from "../../db/orders.ts";
import { invoiceFor } from "../tax-documents.ts";
import { afterSettled, amountsAfter, settledOrder } from "./settlement.ts";

/** A booking still `processing` this long after its last change was interrupted (the request died): the scheduled handler resumes it. */
export const STALLED_BOOKING_MINUTES = 10;

/**
 * Books an order whose payment is authorised (or that pays later): the caller won the move to `processing`, so no
 * one else is booking it. Seats first: each item's hold becomes sold seats, or, when the hold ran out and was taken
 * back, the seats are taken again if still free (else the item fails). Then each supplier is asked, and one batch
 * records the answers and settles the order; money and mail follow, from the order read once here.
 */
export async function bookAndSettle(
  deps: CheckoutDeps,
  orderId: string,
  now: Date,
  underReview: boolean,
): Promise<ResultPage> {
  const { db } = deps;
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const held = (await orderItems(db, orderId)).filter((i) => i.status === "held");
  if (held.length > 0) {
    await db.batch([
      ...held.flatMap((i) => sellItemHold(db, i.id)),
      ...[...new Set(held.flatMap((i) => i.slotIds))].flatMap((slotId) => releaseExpiredOnSlot(db, slotId, now)),
      ...held.flatMap((i) => acquireSold(db, i.id, i.slotIds, i.seats, now)),
      ...held.map((i) => itemTransition(db, i.id, "hold_lost", now, { guard: noSoldHold(i.id) })),
    ]);
  }

  const items = await orderItems(db, orderId);
  const answers = new Map<number, SupplierAnswer>();
  for (const item of items.filter((i) => i.status === "held"))
    answers.set(item.id, await askSupplier(deps, order, item));

  const decided = items.map((item): OrderItemRow => {
    const answer = answers.get(item.id);
    if (!answer) return item;
    return {
      ...item,
      status:
        answer.outcome === "confirmed" ? "confirmed" : answer.outcome === "pending" ? "pending_supplier" : "failed",
    };
  });
  const statuses = decided.map((i) => i.status);
  const booked = statuses.some((s) => s === "confirmed" || s === "pending_supplier");
  const event: OrderEvent =
    order.paymentMode === "later"
      ? booked
        ? "booked_pay_later"
        : "none_confirmed"
      : settlementEvent(statuses, underReview);

  const itemWrites = items.flatMap((item) => {
    const answer = answers.get(item.id);
    if (!answer) return [];
    if (answer.outcome === "confirmed")
      return [itemTransition(db, item.id, "supplier_confirmed", now, { supplierRef: answer.supplierRef })];
    if (answer.outcome === "pending")
      return [itemTransition(db, item.id, "supplier_pending", now, { supplierRef: answer.supplierRef })];
    return [
      itemTransition(db, item.id, "supplier_refused", now),
      ...returnItemSeats(db, item.id, itemStatusIs(item.id, "failed")),
    ];
  });
  const amounts = amountsAfter(order, decided, event);
  const settle = transition(db, orderId, event, now, { set: amounts });
  // The invoice is numbered in this same batch, last, once the order stands booked (nothing when it is on hold or failed).
  const results = await db.batch([
    ...itemWrites,
    settle,
    ...(await cartAfterBooking(db, order, decided, booked, now)),
    ...(await invoiceFor(db, order, decided, now)),
  ]);
  if (!applied(results[itemWrites.length]))
    throw new Error(`order ${orderId} left processing while it was being booked`);
  return (await afterSettled(deps, settledOrder(order, event, amounts, now), event, now)).page;
}

/** The supplier's answer for one item; a connector that fails counts as a refusal (the traveller is never charged for it). */
async function askSupplier(deps: CheckoutDeps, order: OrderRow, item: OrderItemRow): Promise<SupplierAnswer> {
  try {
    return await deps.connector.book({
      reference: item.reference,
      activityId: item.activityId,
      optionId: item.optionId,
      date: item.date,
      startTime: item.startTime,
      travellers: item.travellers,
      leadName: `${order.lead.firstName} ${order.lead.lastName}`,
    });
  } catch (error) {
    console.error(`supplier booking of ${item.reference} failed; treating it as refused`, error);
    return { outcome: "refused", supplierRef: null };
  }
}

/**
 * Statements for the cart once the order is settled in the same batch: the items it booked leave the cart (all of it,
 * promo code included, when nothing else was added meanwhile); when nothing was booked the items stay, and the
 * version moves on so the next checkout is a new attempt.
 */
async function cartAfterBooking(
  db: D1Database,
  order: OrderRow,
  items: OrderItemRow[],
  booked: boolean,
  now: Date,
): Promise<D1PreparedStatement[]> {
  if (!booked) return [nextCartVersion(db, order, "failed", now)];
  const inCart = await cartSelections(db, order.cartId);
  const taken = new Set<number>();
  for (const item of items) {
    const match = inCart.find((c) => !taken.has(c.id) && sameSelection(c, item));
    if (match) taken.add(match.id);
  }
  // The checkout draft (what was typed) ends with the order: it holds personal data nobody needs any more.
  const ended = deleteDraftStatements(db, order.cartId);
  if (taken.size === inCart.length) return [...ended, ...emptyCartStatements(db, order.cartId, now)];
  return [...ended, ...(taken.size > 0 ? removeCartItemsStatements(db, order.cartId, [...taken], now) : [])];
}

/** The same departure, nights or days, counts and extras: a cart item an order item was made from (or repeats). */
export function sameSelection(
  a: { slotId: number; units?: number; counts: Record<string, number | undefined>; extras: number[] },
  b: typeof a,
): boolean {
  const counts = (c: typeof a.counts) =>
    JSON.stringify(
      Object.entries(c)
        .filter(([, n]) => (n ?? 0) > 0)
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  const extras = (e: number[]) => JSON.stringify([...e].sort((x, y) => x - y));
  return (
    a.slotId === b.slotId &&
    (a.units ?? 1) === (b.units ?? 1) &&
    counts(a.counts) === counts(b.counts) &&
    extras(a.extras) === extras(b.extras)
  );
}

/**
 * Resumes the booking of an order whose request died while it was `processing`. Whoever moves its `updated_at` on
 * first owns it (the same one-row lock as a transition); booking is re-entrant: sold seats stay sold, answered items
 * keep their answer, and only the items still `held` are asked again (by their reference, which suppliers dedupe on).
 */
export async function resumeStalledBooking(deps: CheckoutDeps, orderId: string, now: Date): Promise<boolean> {
  const { db } = deps;
  const stalledBefore = new Date(now.getTime() - STALLED_BOOKING_MINUTES * 60_000).toISOString();
  const [leased] = await db.batch([leaseStalledBooking(db, orderId, stalledBefore, now)]);
  if (!applied(leased)) return false;
  await bookAndSettle(deps, orderId, now, await authorisedUnderReview(db, orderId));
  return true;
}
