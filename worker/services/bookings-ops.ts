// The answers to on-request bookings (the console's inbox, `npm run bookings -- confirm|reject <reference>`, and the
// scheduled timeout): the item moves first (the lock), the audit entry and its seats follow in the same batch, then
// the order settles. A supplier's staff answer only their own supplier's bookings; anyone else's is "no such booking".
import type { ItemStatus } from "../../shared/order.ts";
import { answerSentences, type AnswerResult } from "../../shared/ops-inbox.ts";
import type { CheckoutDeps } from "./checkout-deps.ts";
import { audited, type Actor } from "./ops/actor.ts";
import { serverI18n } from "../render/i18n.ts";
import { afterSettlement, amountsAfter, settleAnswered } from "./checkout/settlement.ts";
import { notifyOrder } from "./checkout/mail.ts";
import { creditNoteFor, invoiceFor } from "./tax-documents.ts";
import { returnItemSeats } from "../db/holds.ts";
import { AFTER_PREVIOUS, itemStatusIs } from "../db/guards.ts";
import { supplierOfActivity } from "../db/ops-inbox.ts";
import { applied, itemTransition, ORDER_ID_PATTERN, transition } from "./orders.ts";
import { settlementEvent, sourcesOf } from "./order-machine.ts";
import { awaitingConfirmation, findItemByReference, findOrder, orderItems, type AwaitingRow } from "../db/orders.ts";

/**
 * Why an answer could not be given: `not_found` (no such booking, or another supplier's), `answered` (not waiting any
 * more, or answered by someone else meanwhile), `waiting` (a reviewed payment whose bookings still wait).
 */
export type BookingOpsCode = "not_found" | "answered" | "waiting";

/** A request the operator must hear about in words: unknown reference, already answered, not waiting. */
export class BookingOpsError extends Error {
  constructor(
    message: string,
    readonly code: BookingOpsCode = "answered",
  ) {
    super(message);
  }
}

export type OpsResult = AnswerResult;

const WAITING_WORDS: Partial<Record<ItemStatus, string>> = {
  confirmed: "is already confirmed",
  rejected: "was already rejected",
  failed: "failed when it was booked",
  released: "was never paid for (its seats were released)",
  held: "is still waiting for its payment",
};

async function outcome(
  deps: CheckoutDeps,
  reference: string,
  orderId: string,
  itemStatus: ItemStatus | null,
  paymentError: string | null,
): Promise<OpsResult> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new BookingOpsError(`Order ${orderId} is gone.`, "not_found");
  const items = await orderItems(deps.db, orderId);
  const seats = items.filter((i) => itemStatus === null || i.reference === reference).reduce((n, i) => n + i.seats, 0);
  return {
    reference,
    orderId,
    itemStatus,
    orderStatus: order.status,
    paymentMode: order.paymentMode,
    seats,
    captured: order.captured,
    returned: order.refunded,
    paymentError,
  };
}

const unknownReference = (reference: string) =>
  new BookingOpsError(
    `No booking has the reference ${reference}. \`npm run bookings -- list\` shows the ones awaiting an answer.`,
    "not_found",
  );

/** The item and its supplier, when `actor` may answer it: a supplier's staff only their own supplier's bookings. */
async function pendingItem(deps: CheckoutDeps, reference: string, actor?: Actor) {
  const found = await findItemByReference(deps.db, reference.trim().toUpperCase());
  if (!found) throw unknownReference(reference);
  const supplierId = (await supplierOfActivity(deps.db, found.item.activityId)) ?? null;
  if (actor && actor.supplierId !== null && actor.supplierId !== supplierId) throw unknownReference(reference);
  if (found.item.status !== "pending_supplier") {
    throw new BookingOpsError(
      `${found.item.reference} ${WAITING_WORDS[found.item.status] ?? `is ${found.item.status}`}; only bookings awaiting confirmation can be answered.`,
    );
  }
  return { ...found, supplierId };
}

/** The audit entry of an item's answer, written only if the transition just before it in the batch applied. */
function answerAudit(
  deps: CheckoutDeps,
  actor: Actor | undefined,
  answer: "confirm" | "reject",
  target: { reference: string; orderId: string; supplierId: number | null },
  now: Date,
): D1PreparedStatement[] {
  if (!actor) return [];
  const change = {
    action: `booking.${answer}`,
    target: `item:${target.reference}`,
    orderId: target.orderId,
    supplierId: target.supplierId,
    before: { status: "pending_supplier" },
    after: { status: answer === "confirm" ? "confirmed" : "rejected" },
  };
  return [audited(deps.db, actor, change, now, AFTER_PREVIOUS)];
}

/**
 * Confirms an on-request booking (its seats are already sold); when nothing else in the order waits, the order
 * settles: the booked amount is captured and the confirmation mailed. Given an order id instead of a booking
 * reference, it accepts a payment that was held for review (every item answered, the order on hold).
 */
export async function confirmPendingItem(
  deps: CheckoutDeps,
  reference: string,
  now: Date,
  actor?: Actor,
): Promise<OpsResult> {
  const ref = reference.trim().toUpperCase();
  if (ORDER_ID_PATTERN.test(ref)) {
    // Money is not a supplier's to accept: to them, no such booking.
    if (actor && actor.supplierId !== null) throw unknownReference(reference);
    return acceptReviewedPayment(deps, ref, now, actor);
  }
  const { item, order, supplierId } = await pendingItem(deps, ref, actor);
  const [moved] = await deps.db.batch([
    itemTransition(deps.db, item.id, "supplier_confirmed", now),
    ...answerAudit(deps, actor, "confirm", { reference: item.reference, orderId: order.id, supplierId }, now),
  ]);
  if (!applied(moved))
    throw new BookingOpsError(`${item.reference} was answered by someone else meanwhile; nothing changed.`);
  await tellSupplier(() => deps.connector.confirm(item.reference), item.reference, "confirmed");
  const { event, paymentError } = await settleAnswered(deps, order.id, now);
  if (!event && order.paymentMode === "later" && !(await stillWaiting(deps, order.id)))
    await notifyOrder(deps, "confirmation", order);
  return outcome(deps, item.reference, order.id, "confirmed", paymentError);
}

/**
 * Rejects an on-request booking (the operator, or the timeout): its seats go back to the departure in the same
 * batch, its amount is released, and the order settles when nothing else waits (void when nothing was booked).
 */
export async function rejectPendingItem(
  deps: CheckoutDeps,
  reference: string,
  now: Date,
  actor?: Actor,
): Promise<OpsResult> {
  const { item, order, supplierId } = await pendingItem(deps, reference, actor);
  const [moved] = await deps.db.batch([
    itemTransition(deps.db, item.id, "supplier_rejected", now),
    ...answerAudit(deps, actor, "reject", { reference: item.reference, orderId: order.id, supplierId }, now),
    // Guarded by the item's new status, so seats go back only when this rejection applied (never twice: the hold
    // leaves 'sold' with them).
    ...returnItemSeats(deps.db, item.id, itemStatusIs(item.id, "rejected")),
    // An invoiced (pay-later) order no longer owes the line: a credit note for all of it (none without an invoice).
    ...creditNoteFor(
      deps.db,
      { orderId: order.id, itemId: item.id, gross: item.price - item.discount, reason: "rejected" },
      now,
      itemStatusIs(item.id, "rejected"),
    ),
  ]);
  if (!applied(moved))
    throw new BookingOpsError(`${item.reference} was answered by someone else meanwhile; nothing changed.`);
  await tellSupplier(() => deps.connector.reject(item.reference), item.reference, "rejected");
  const { event, paymentError } = await settleAnswered(deps, order.id, now);
  // A settled order got its email with the settlement (partial, or nothing booked); otherwise this one says what changed.
  if (!event) await notifyOrder(deps, "rejection", order);
  return outcome(deps, item.reference, order.id, "rejected", paymentError);
}

/**
 * The supplier hears the answer once it is ours (the item's transition is the lock, so two operators racing never
 * tell it both); if its system fails, the booking stays answered here and the operator is told to follow up.
 */
async function tellSupplier(call: () => Promise<void>, reference: string, answer: string): Promise<void> {
  try {
    await call();
  } catch (error) {
    console.error(`${reference} is ${answer} here, but telling its supplier failed; follow up with them`, error);
  }
}

async function stillWaiting(deps: CheckoutDeps, orderId: string): Promise<boolean> {
  return (await orderItems(deps.db, orderId)).some((i) => i.status === "pending_supplier" || i.status === "held");
}

/** An order on hold only because its payment awaited review: the operator accepts it, the order settles. */
async function acceptReviewedPayment(
  deps: CheckoutDeps,
  orderId: string,
  now: Date,
  actor?: Actor,
): Promise<OpsResult> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new BookingOpsError(`No order has the id ${orderId}.`, "not_found");
  if (order.status !== "on_hold")
    throw new BookingOpsError(`Order ${orderId} is ${order.status.replace("_", " ")}, not on hold; nothing to accept.`);
  const items = await orderItems(deps.db, orderId);
  const event = settlementEvent(items.map((i) => i.status));
  if (event === "awaiting_confirmation") {
    const waiting = items.filter((i) => i.status === "pending_supplier").map((i) => i.reference);
    throw new BookingOpsError(
      `Order ${orderId} still waits for ${waiting.join(", ")}; confirm or reject those bookings instead.`,
      "waiting",
    );
  }
  const change = {
    action: "payment.accept",
    target: `order:${orderId}`,
    orderId,
    supplierId: null,
    before: { status: "on_hold" },
    after: { status: sourcesOf(event).to },
  };
  const [moved] = await deps.db.batch([
    transition(deps.db, orderId, event, now, { set: amountsAfter(order, items, event) }),
    ...(actor ? [audited(deps.db, actor, change, now, AFTER_PREVIOUS)] : []),
    ...(await invoiceFor(deps.db, order, items, now)),
  ]);
  if (!applied(moved))
    throw new BookingOpsError(`Order ${orderId} was settled by someone else meanwhile; nothing changed.`);
  const { paymentError } = await afterSettlement(deps, orderId, event, now);
  return outcome(deps, orderId, orderId, null, paymentError);
}

/** What an answer did to the seats and the money, in English sentences: `npm run bookings` prints them. */
export function describeAnswer(result: OpsResult): string {
  const { t } = serverI18n("en");
  return answerSentences(result, "en", true)
    .map((s) => String(t(s.key, s.values)))
    .join(" ");
}

/** Everything an operator must answer, oldest first. */
export function listAwaiting(db: D1Database): Promise<AwaitingRow[]> {
  return awaitingConfirmation(db);
}

/** For `npm run bookings` (scripts/bookings.mjs), which loads this one module: the services on a worker's bindings. */
export { depsFor } from "./checkout-deps.ts";
