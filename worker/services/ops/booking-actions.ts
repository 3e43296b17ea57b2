// The booking page's actions (issue 30): resend the order's email, cancel an item with the policy's fee or without,
// refund part of an item, change the lead guest's contact details. Each writes exactly one audit entry, in the batch of
// the change it describes and only when that change applied; the money goes through the payment provider, the mail
// through the mailer, exactly as a traveller's own cancellation does (services/cancellation.ts).
import { creditNoteFor } from "../tax-documents.ts";
import type { Lead } from "../../../shared/order.ts";
import { BOOKING_AUDIT_ACTIONS, type FeeChoice } from "../../../shared/ops-bookings.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { findItemByReference, findOrder } from "../../db/orders.ts";
import {
  markItemRefundFailed,
  markItemRefunded,
  refundableOfItem,
  reserveItemRefund,
  updateLeadContact,
} from "../../db/ops-bookings.ts";
import { AFTER_PREVIOUS } from "../../db/guards.ts";
import { audited, type Actor } from "./actor.ts";
import { cancelItem, type CancelOutcome } from "../cancellation.ts";
import { mailKindOf, notifyOrder } from "../checkout/mail.ts";
import { errorFields, logEvent } from "../log.ts";

// ---- resend ----

export type ResendOutcome = { kind: "sent"; mail: string; to: string } | { kind: "nothing_to_send" };

/** Sends the order's notice for where it stands (the confirmation once booked) again, on the traveller's channels. */
export async function resendOrderMail(
  deps: CheckoutDeps,
  actor: Actor,
  orderId: string,
  now: Date,
): Promise<ResendOutcome> {
  const order = await findOrder(deps.db, orderId);
  const kind = order && mailKindOf(order.status);
  if (!order || !kind) return { kind: "nothing_to_send" };
  // A new event, delivered by the queue on the traveller's channels; the entry says who asked for it.
  await notifyOrder(deps, kind, order);
  await audited(
    deps.db,
    actor,
    {
      action: BOOKING_AUDIT_ACTIONS.resend,
      target: `order:${order.id}`,
      orderId: order.id,
      after: { kind, to: order.lead.email },
    },
    now,
  ).run();
  return { kind: "sent", mail: kind, to: order.lead.email };
}

// ---- cancel ----

export type ConsoleCancelInput = {
  orderId: string;
  reference: string;
  fee: FeeChoice;
  reason: string;
  now: Date;
  bookingHref: string | null;
};

/**
 * Cancels a booked item from the console: the same record, seats, refund and email as the traveller's own cancellation,
 * with the policy's fee (all of it where the policy would refuse) or none, and the reason in the audit entry.
 */
export function cancelFromConsole(deps: CheckoutDeps, actor: Actor, input: ConsoleCancelInput): Promise<CancelOutcome> {
  return cancelItem(deps, {
    reference: input.reference,
    orderId: input.orderId,
    by: "operator",
    now: input.now,
    bookingHref: input.bookingHref,
    operator: {
      waiveFee: input.fee === "waive",
      audit: (amounts, guard) =>
        audited(
          deps.db,
          actor,
          {
            action: BOOKING_AUDIT_ACTIONS.cancel,
            target: `item:${input.reference}`,
            orderId: input.orderId,
            before: { status: "confirmed" },
            after: {
              status: "cancelled",
              fee: input.fee,
              penaltyPercent: amounts.penaltyPercent,
              penalty: amounts.penalty,
              refund: amounts.refundToCard ? amounts.refund : 0,
            },
            reason: input.reason,
          },
          input.now,
          guard,
        ),
    },
  });
}

// ---- refund ----

export type RefundInput = { orderId: string; reference: string; amount: number; reason: string; now: Date };

export type RefundOutcome =
  | { kind: "refunded"; amount: number; reference: string }
  /** More than may still be refunded of the item (nothing was changed); `refundable` is what may be. */
  | { kind: "too_much"; refundable: number; reference: string }
  /** The provider refused; nothing came back, and the amount may be refunded again. */
  | { kind: "failed"; amount: number; reference: string }
  | { kind: "not_found" };

/**
 * Refunds `amount` of one item's captured money: the amount is set aside in one conditional insert (never more than
 * was captured for the item less what was already refunded, even with two refunds racing), with its audit entry, then
 * returned through the provider under its own idempotency key, and the traveller is emailed.
 */
export async function refundPart(deps: CheckoutDeps, actor: Actor, input: RefundInput): Promise<RefundOutcome> {
  const { db } = deps;
  const found = await findItemByReference(db, input.reference);
  if (!found || found.order.id !== input.orderId) return { kind: "not_found" };
  const { item, order } = found;
  const [reserved] = await db.batch<{ id: number }>([
    reserveItemRefund(
      db,
      { itemId: item.id, orderId: order.id, amount: input.amount, reason: input.reason, by: actor.id },
      input.now,
    ),
    audited(
      db,
      actor,
      {
        action: BOOKING_AUDIT_ACTIONS.refund,
        target: `item:${item.reference}`,
        orderId: order.id,
        before: { refunded: order.refunded },
        after: { amount: input.amount, refunded: order.refunded + input.amount },
        reason: input.reason,
      },
      input.now,
      AFTER_PREVIOUS,
    ),
  ]);
  const id = reserved.results[0]?.id;
  if (id === undefined)
    return { kind: "too_much", refundable: await refundableOfItem(db, item.id), reference: item.reference };
  try {
    await deps.provider.refund(order.paymentId!, input.amount, `refund:${item.reference}:${id}`);
  } catch (error) {
    logEvent("warn", "console_refund_refused", { orderId: order.id, reference: item.reference, ...errorFields(error) });
    await markItemRefundFailed(db, id, errorFields(error).message, new Date()).run();
    return { kind: "failed", amount: input.amount, reference: item.reference };
  }
  const settledAt = new Date();
  await db.batch([
    ...markItemRefunded(db, { id, orderId: order.id, amount: input.amount }, settledAt),
    // The money really went back: a credit note for it against the invoice (the refund's own change guards it).
    ...creditNoteFor(
      db,
      { orderId: order.id, itemId: item.id, gross: input.amount, reason: "refund" },
      settledAt,
      AFTER_PREVIOUS,
    ),
  ]);
  await notifyOrder(deps, "refund", order);
  return { kind: "refunded", amount: input.amount, reference: item.reference };
}

// ---- contact ----

export type ContactOutcome = { kind: "changed" } | { kind: "unchanged" } | { kind: "conflict" } | { kind: "not_found" };

const LEAD_KEYS = ["firstName", "lastName", "email", "country", "phone"] as const;

/**
 * The lead guest's name, email and phone: changed only from what the form was shown with (someone else's change in
 * between is a conflict), with what they were and became in the audit entry.
 */
export async function changeLeadContact(
  db: D1Database,
  actor: Actor,
  input: { orderId: string; lead: Lead; now: Date },
): Promise<ContactOutcome> {
  const order = await findOrder(db, input.orderId);
  if (!order) return { kind: "not_found" };
  const changed = LEAD_KEYS.filter((key) => order.lead[key] !== input.lead[key]);
  if (changed.length === 0) return { kind: "unchanged" };
  const pick = (lead: Lead) => Object.fromEntries(changed.map((key) => [key, lead[key]]));
  const [updated] = await db.batch([
    updateLeadContact(db, order.id, order.lead, input.lead, input.now),
    audited(
      db,
      actor,
      {
        action: BOOKING_AUDIT_ACTIONS.contact,
        target: `order:${order.id}`,
        orderId: order.id,
        before: pick(order.lead),
        after: pick(input.lead),
      },
      input.now,
      AFTER_PREVIOUS,
    ),
  ]);
  return updated.meta.changes === 1 ? { kind: "changed" } : { kind: "conflict" };
}
