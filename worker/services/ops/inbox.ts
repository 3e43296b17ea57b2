// The console's inbox (/ops) and `npm run bookings -- list`: everything waiting for a person, each with the deadline
// the code's own rules give it, oldest deadline first; and the retries a person starts from it.
//
// Deadlines, one rule each, from the constants the rest of the code acts on:
// - an on-request booking: placed + ON_REQUEST_TIMEOUT_HOURS, when the scheduled handler rejects it;
// - a payment held for review: placed + CARD_AUTHORISATION_DAYS. Nothing rejects it by itself, but the card's
//   authorisation (made after the order was placed) can be captured only that long;
// - a custom-offer request: received + OFFER_RESPONSE_TARGET_HOURS, the team's response target;
// - a capture or release the provider refused: placed + CARD_AUTHORISATION_DAYS, after which there is nothing left
//   to capture (and a release happens by itself);
// - a refund the provider refused: cancelled + REFUND_RETRY_HOURS, the time travellers are promised (the scheduled
//   handler stops trying then);
// - mail that could not be sent: first try + the whole back-off of MAIL_RETRY_MINUTES, when retries run out;
// - a booking notification that ran out of attempts (dead): when it died. Nothing retries it by itself any more, so
//   it has waited for a person since then.
import { ON_REQUEST_TIMEOUT_HOURS } from "../../../shared/constants.ts";
import { departureStart, timeZoneOfCountry } from "../../../shared/dates.ts";
import {
  OFFER_RESPONSE_TARGET_HOURS,
  byDeadline,
  inboxKindsFor,
  type AnswerResult,
  type InboxEntry,
  notificationRowId,
  type InboxKind,
} from "../../../shared/ops-inbox.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { StaffRole } from "../../../shared/staff.ts";
import { ITEM_REFERENCE_PATTERN, ORDER_ID_PATTERN } from "../orders.ts";
import { CARD_AUTHORISATION_DAYS, retryPaymentTaskNow, type RetryOutcome } from "../payment-tasks.ts";
import { REFUND_RETRY_HOURS, retryRefundNow } from "../cancellation.ts";
import { MAIL_RETRY_MINUTES, resendDelivery } from "../mail/delivery.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import type { Actor } from "./actor.ts";
import { findItemByReference, findOrder, orderItems } from "../../db/orders.ts";
import {
  deliveryById,
  paymentTaskById,
  refundStateOf,
  supplierOfActivity,
  unsettledPaymentError,
  waitingRows,
} from "../../db/ops-inbox.ts";
import { deadSends } from "../../db/notifications.ts";

const HOUR = 3_600_000;
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
/** The mail back-off in all: the first try plus every wait before the last attempt. */
const MAIL_RETRY_MS = MAIL_RETRY_MINUTES.reduce((sum, m) => sum + m, 0) * 60_000;
const AUTHORISATION_MS = CARD_AUTHORISATION_DAYS * 24 * HOUR;

/** Who is looking: the role decides the kinds, a supplier's staff see only their supplier's bookings. */
export type InboxViewer = { role: StaffRole; supplierId: number | null };

/** Everything waiting for `viewer`, oldest deadline first, with titles in `locale`. */
export async function loadInbox(db: D1Database, viewer: InboxViewer, locale: Locale): Promise<InboxEntry[]> {
  const kinds = new Set<InboxKind>(inboxKindsFor(viewer.role));
  if (kinds.size === 0) return [];
  const everything = kinds.has("payment_task");
  const [rows, dead] = await Promise.all([
    waitingRows(db, { supplierId: viewer.supplierId, everything }, locale),
    kinds.has("notification") ? deadSends(db) : [],
  ]);
  const entries: InboxEntry[] = [
    ...rows.bookings.map(
      (b): InboxEntry => ({
        kind: "on_request",
        id: b.reference,
        orderId: b.orderId,
        deadline: after(b.placedAt, ON_REQUEST_TIMEOUT_HOURS * HOUR),
        title: b.title,
        date: b.date,
        startTime: b.startTime,
        departsAt: departureStart(b.date, b.startTime, timeZoneOfCountry(b.country)).toISOString(),
        travellers: b.travellers,
        leadName: b.leadName,
        placedAt: b.placedAt,
      }),
    ),
    ...rows.reviews.map(
      (r): InboxEntry => ({
        kind: "payment_review",
        id: r.orderId,
        orderId: r.orderId,
        deadline: after(r.placedAt, AUTHORISATION_MS),
        leadName: r.leadName,
        total: r.total,
        placedAt: r.placedAt,
      }),
    ),
    ...rows.offers.map(
      (o): InboxEntry => ({
        kind: "offer_request",
        id: o.id,
        orderId: null,
        deadline: after(o.receivedAt, OFFER_RESPONSE_TARGET_HOURS * HOUR),
        title: o.title,
        groupSize: o.groupSize,
        dateFrom: o.dateFrom,
        dateTo: o.dateTo,
        name: o.name,
        receivedAt: o.receivedAt,
      }),
    ),
    ...rows.paymentTasks.map(
      (t): InboxEntry => ({
        kind: "payment_task",
        id: String(t.id),
        orderId: t.orderId,
        deadline: after(t.placedAt, AUTHORISATION_MS),
        op: t.op,
        amount: t.amount,
        attempts: t.attempts,
        lastError: t.lastError,
        retrying: t.state === "pending",
        nextAttemptAt: t.state === "pending" ? t.nextAttemptAt : null,
      }),
    ),
    ...rows.refunds.map(
      (r): InboxEntry => ({
        kind: "refund",
        id: r.reference,
        orderId: r.orderId,
        deadline: after(r.cancelledAt, REFUND_RETRY_HOURS * HOUR),
        amount: r.amount,
        cancelledAt: r.cancelledAt,
        title: r.title,
      }),
    ),
    ...rows.mail.map(
      (m): InboxEntry => ({
        kind: "mail",
        id: String(m.id),
        orderId: m.orderId,
        deadline: after(m.createdAt, MAIL_RETRY_MS),
        mailKind: m.kind,
        to: m.to,
        subject: m.subject,
        attempts: m.attempts,
        lastError: m.lastError,
        retrying: m.state === "pending",
        nextAttemptAt: m.state === "pending" ? m.nextAttemptAt : null,
      }),
    ),
    ...dead.map(
      (d): InboxEntry => ({
        kind: "notification",
        id: notificationRowId(d.channel, d.eventId),
        orderId: d.orderId,
        deadline: d.updatedAt,
        eventId: d.eventId,
        channel: d.channel,
        notificationKind: d.kind,
        subject: d.subject,
        recipient: d.recipient,
        attempts: d.attempts,
        lastError: d.lastError,
        diedAt: d.updatedAt,
      }),
    ),
  ];
  return entries.filter((e) => kinds.has(e.kind)).sort(byDeadline);
}

/**
 * Where an answered booking (RB-…) or accepted payment (RH-…) stands now, for the notice after the answer; null when
 * there is no such thing, it is not `viewer`'s to see, or it was not answered.
 */
export async function answerStateOf(
  db: D1Database,
  reference: string,
  viewer: InboxViewer,
): Promise<AnswerResult | null> {
  if (ORDER_ID_PATTERN.test(reference)) {
    if (viewer.supplierId !== null) return null;
    const order = await findOrder(db, reference);
    if (!order || order.status === "on_hold") return null;
    const items = await orderItems(db, reference);
    return {
      reference,
      orderId: reference,
      itemStatus: null,
      orderStatus: order.status,
      paymentMode: order.paymentMode,
      seats: items.reduce((n, i) => n + i.seats, 0),
      captured: order.captured,
      returned: order.refunded,
      paymentError: await unsettledPaymentError(db, order.id),
    };
  }
  if (!ITEM_REFERENCE_PATTERN.test(reference)) return null;
  const found = await findItemByReference(db, reference);
  if (!found || (found.item.status !== "confirmed" && found.item.status !== "rejected")) return null;
  if (viewer.supplierId !== null && (await supplierOfActivity(db, found.item.activityId)) !== viewer.supplierId)
    return null;
  return {
    reference,
    orderId: found.order.id,
    itemStatus: found.item.status,
    orderStatus: found.order.status,
    paymentMode: found.order.paymentMode,
    seats: found.item.seats,
    captured: found.order.captured,
    returned: found.order.refunded,
    paymentError: await unsettledPaymentError(db, found.order.id),
  };
}

/** The retries the inbox offers, by the kind of row they answer. */
export const RETRY_KINDS = ["payment_task", "refund", "mail"] as const;
export type RetryKind = (typeof RETRY_KINDS)[number];

/** One more attempt now at a refused capture or release, a refused refund, or an unsent message. */
export async function retryFromInbox(
  deps: CheckoutDeps,
  transport: () => Mailer,
  actor: Actor,
  kind: RetryKind,
  id: string,
  now: Date,
): Promise<RetryOutcome> {
  if (kind === "payment_task") return retryPaymentTaskNow(deps, Number(id), actor, now);
  if (kind === "mail") return resendDelivery(deps.db, transport(), Number(id), actor, now);
  const state = await retryRefundNow(deps, id, actor, now);
  if (state === null) return { kind: "gone" };
  if (state === "refunded") return { kind: "done" };
  return { kind: "refused", error: "" };
}

/** Where a retried row stands now, for the notice after it: done, still refused (with the provider's words), or gone. */
export async function retryStateOf(db: D1Database, kind: RetryKind, id: string): Promise<RetryOutcome | null> {
  if (kind === "payment_task") {
    const task = /^\d{1,12}$/.test(id) ? await paymentTaskById(db, Number(id)) : null;
    if (!task) return null;
    return task.state === "done" ? { kind: "done" } : { kind: "refused", error: task.lastError ?? "" };
  }
  if (kind === "mail") {
    const delivery = /^\d{1,12}$/.test(id) ? await deliveryById(db, Number(id)) : null;
    if (!delivery) return null;
    return delivery.state === "sent" ? { kind: "done" } : { kind: "refused", error: delivery.lastError ?? "" };
  }
  const refund = ITEM_REFERENCE_PATTERN.test(id) ? await refundStateOf(db, id) : null;
  if (!refund) return null;
  return refund.state === "refunded" ? { kind: "done" } : { kind: "refused", error: "" };
}
