// Checkout: the cart priced now becomes an order with its seats held (one batch, all or none), then payment, then each
// item booked with its supplier and the order settled: the booked items' amount captured, the rest released, one email.
// Every step is idempotent: one order per checkout attempt, and only the request whose status transition changed the
// row acts on it (docs/decisions/011-bookings-have-one-home.md).
import type { Locale } from "../../shared/locales.ts";
import { localePath } from "../../shared/locales.ts";
import { checkoutBreakdown, type Fx } from "../../shared/money.ts";
import { availabilityOutcome, type AvailabilityOutcome } from "../../shared/cart.ts";
import { resultPageOf, type ItemStatus, type ResultPage } from "../../shared/order.ts";
import { paymentCancelledPath } from "../../shared/checkout-fields.ts";
import type { CheckoutInput } from "./checkout-form.ts";
import type { CheckoutDeps } from "./checkout-deps.ts";
import { deleteDraftStatements } from "../db/checkout-drafts.ts";
import { addToCart, emptyCartStatements, priceCart, removeCartItemsStatements, seatsNeeded, type AddRefusal } from "./cart.ts";
import { settlementEvent, type OrderEvent } from "./order-machine.ts";
import { PaymentVerificationError, type PaymentResult } from "./payments/provider.ts";
import { PaymentOperationError } from "./payments/errors.ts";
import type { SupplierAnswer } from "./suppliers/connector.ts";
import type { OrderMailKind } from "./mail/mailer.ts";
import { orderMail, type OrderMailLinks } from "./mail/order-mail.tsx";
import { manageBookingPath, voucherPath } from "./booking-links.ts";
import {
  acquireSeats, acquireSold, holdExpiry, insertHolds, releaseExpiredOnSlot, releaseOrderHolds, returnItemSeats, seatNeeds, sellItemHold, type Guard,
} from "./holds.ts";
import {
  applied, insertOrderAfterSeats, insertOrderItems, itemTransition, newItemReference, newOrderId, orderItemsTransition, splitDiscount, transition,
  type NewOrder, type NewOrderItem, type OrderChanges,
} from "./orders.ts";
import { findCart } from "../db/cart.ts";
import type { SupplierScope } from "../db/site-scope.ts";
import { cartSelections, findOrder, findOrderByKey, pendingOrdersOfCart, loadOrderView, orderItems, releasedAuthorisation, type OrderItemRow, type OrderRow } from "../db/orders.ts";
import { queueAbandonOfFailedOrder } from "../db/payment-tasks.ts";
import { queuePaymentOperation } from "./payment-tasks.ts";
import { errorFields, logEvent } from "./log.ts";

export type StartResult =
  | { kind: "payment"; orderId: string; redirectUrl: string }
  | { kind: "result"; orderId: string; page: ResultPage }
  | { kind: "cart_changed"; outcome: AvailabilityOutcome }
  | { kind: "empty" };

/**
 * `userId`: the signed-in traveller placing it; a guest's order (null) is claimed later by its verified email.
 * `supplierId`: the site's supplier on a supplier's own site (`SiteConfig.supplierId`), which books only its own
 * activities; null or absent on the marketplace.
 */
export type StartInput = {
  cartId: string;
  form: CheckoutInput;
  locale: Locale;
  /** The currency (and rate) checkout showed prices in: the order keeps the total the traveller saw. */
  fx: Fx;
  now: Date; userId?: string | null; supplierId?: SupplierScope };

/** How many times one call may start over after finding a finished attempt under the cart's version. */
const MAX_ATTEMPTS = 3;

const unique = <T>(values: T[]) => [...new Set(values)];
/** What an item costs the traveller: its price less its share of the promo discount. */
const net = (item: { price: number; discount: number }) => item.price - item.discount;
const statusGuard = (orderId: string, status: string): Guard => ({ sql: "(SELECT status FROM orders WHERE id = ?) = ?", params: [orderId, status] });
/** Appended to a transition right after another statement: it applies only if that statement changed a row. */
const AFTER_PREVIOUS: Guard = { sql: "changes() = 1", params: [] };

/**
 * Starts (or finds again) the checkout attempt of the cart as it is now. The cart is priced from D1 (client prices
 * never count); anything unavailable or repriced sends the traveller back to the cart. The attempt's key is the cart's
 * id and version: a double click, a reload or the back button finds the same order, the same holds and the same
 * payment. Paying now leads to the provider's page; paying later books at once and leads to the result page.
 */
export async function startCheckout(deps: CheckoutDeps, input: StartInput, attempt = 1): Promise<StartResult> {
  const { db } = deps;
  const { cartId, locale, now } = input;
  const supplierId = input.supplierId ?? null;
  const stored = await findCart(db, cartId, supplierId);
  if (!stored || stored.itemCount === 0) return { kind: "empty" };
  // A supplier's own site books none of another supplier's activities: the cart shows them unavailable there (priceCart),
  // and no attempt is made or resumed, not even one started for this version on the site that sells them.
  if (stored.soldElsewhere > 0) return { kind: "cart_changed", outcome: stored.soldElsewhere === stored.itemCount ? "none" : "some_unavailable" };
  // The attempt already made for this version goes on as it was (its seats are held for it, its prices fixed), so the
  // re-check below never counts the traveller's own hold against them.
  const existing = await findOrderByKey(db, `${stored.id}:${stored.version}`);
  if (existing) return resumeAttempt(deps, existing, input, attempt);
  // An attempt for an older version of the cart ends here: its seats come back before this one takes any.
  await endOlderAttempts(deps, stored.id, now);

  const cart = await priceCart(db, cartId, locale, now, supplierId);
  if (!cart.id || cart.items.length === 0) return { kind: "empty" };
  const outcome = availabilityOutcome(cart.items);
  if (outcome !== "ok") return { kind: "cart_changed", outcome };
  const key = `${cart.id}:${cart.version}`;
  const { form } = input;

  // The priced view names each item's date and time; its departures (a stay's every day) come from the cart row itself.
  const selections = new Map((await cartSelections(db, cart.id)).map((c) => [c.id, c]));
  if (cart.items.some((i) => selections.get(i.id)?.slotIds.length !== (selections.get(i.id)?.units ?? -1))) {
    return { kind: "cart_changed", outcome: "some_unavailable" };
  }

  const orderId = newOrderId();
  const expiresAt = holdExpiry(now);
  const discounts = splitDiscount(cart.items.map((i) => i.price), cart.discount);
  const items: (NewOrderItem & { seats: number; slotIds: number[] })[] = cart.items.map((item, position) => ({
    position,
    reference: newItemReference(),
    activityId: item.activityId,
    optionId: item.optionId,
    slotId: selections.get(item.id)!.slotId,
    slotIds: selections.get(item.id)!.slotIds,
    units: selections.get(item.id)!.units,
    date: item.date,
    startTime: item.startTime,
    counts: item.counts,
    extras: item.extras.map((e) => e.id),
    travellers: item.travellers,
    price: item.price,
    discount: discounts[position],
    answers: form.answers[item.id] ?? {},
    seats: seatsNeeded(item.pricingUnit, item.travellers),
  }));
  const order: NewOrder = {
    id: orderId,
    cartId: cart.id,
    userId: input.userId ?? null,
    idempotencyKey: key,
    status: form.paymentMode === "later" ? "processing" : "pending_payment",
    paymentMode: form.paymentMode,
    locale,
    displayCurrency: input.fx.currency,
    displayTotal: checkoutBreakdown(cart.items.map((i) => ({ id: i.id, aed: i.price })), cart.discount, input.fx).total,
    lead: form.lead,
    whatsappUpdates: form.whatsappUpdates ?? false,
    subtotal: cart.subtotal,
    discount: cart.discount,
    total: cart.total,
    promoCode: cart.promo?.code ?? null,
    provider: form.paymentMode === "now" ? deps.provider.name : null,
    holdExpiresAt: expiresAt,
  };
  const ours: Guard = { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ?)", params: [orderId] };
  // One batch, all or none: lapsed holds on these departures go first; the seats of every item (a stay's on each of its
  // days) are taken only if all of them are free and no order has this key yet; the order, its items and their holds
  // (one per departure) exist only if they were.
  const needs = items.flatMap((i) => i.slotIds.map((slotId) => ({ orderId, position: i.position, slotId, seats: i.seats })));
  await db.batch([
    ...unique(needs.map((n) => n.slotId)).flatMap((slotId) => releaseExpiredOnSlot(db, slotId, now)),
    ...acquireSeats(db, seatNeeds(needs), { sql: "NOT EXISTS (SELECT 1 FROM orders WHERE idempotency_key = ?)", params: [key] }),
    insertOrderAfterSeats(db, order, now),
    ...insertOrderItems(db, orderId, items, "held"),
    ...insertHolds(db, needs, expiresAt, ours),
  ]);

  const made = await findOrderByKey(db, key);
  if (!made) {
    // Some departure no longer had the seats: the cart, priced again, shows which.
    const again = availabilityOutcome((await priceCart(db, cart.id, locale, now, supplierId)).items);
    return { kind: "cart_changed", outcome: again === "ok" ? "some_unavailable" : again };
  }
  if (made.id !== orderId) return resumeAttempt(deps, made, input, attempt);
  if (made.paymentMode === "later") return { kind: "result", orderId, page: await bookAndSettle(deps, orderId, now, false) };
  return requestPayment(deps, made, now);
}

/** An attempt that already has its order: continue it, show where it ended, or start a new one. */
async function resumeAttempt(deps: CheckoutDeps, order: OrderRow, input: StartInput, attempt: number): Promise<StartResult> {
  const { db } = deps;
  const { form, now } = input;
  const again = () => {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`checkout of cart ${order.cartId} kept finding finished attempts`);
    return startCheckout(deps, input, attempt + 1);
  };
  switch (order.status) {
    case "pending_payment": {
      const lapsed = order.holdExpiresAt !== null && order.holdExpiresAt <= now.toISOString();
      if (lapsed || order.paymentMode !== form.paymentMode) {
        // The seats' hold ran out, or the traveller now wants the other way to pay: this attempt ends, the next begins.
        await failPayment(deps, order, lapsed ? "payment_expired" : "payment_declined", now);
        return again();
      }
      await updateDetails(db, order, form, input, now);
      try {
        return await requestPayment(deps, order, now);
      } catch (error) {
        // The provider will not repeat the payment under this key with what we send now (another email or language,
        // Stripe's session expiry): a new attempt, a new key.
        if (!(error instanceof PaymentOperationError && error.reason === "idempotency_conflict")) throw error;
        await failPayment(deps, order, "payment_declined", now);
        return again();
      }
    }
    case "payment_failed":
    case "failed":
      // Finished without a booking while the cart kept its version (it normally moves on in the same batch).
      await db.batch([nextAttempt(db, order, order.status, now)]);
      return again();
    default:
      return { kind: "result", orderId: order.id, page: resultPageOf(order.status, order.paymentMode) };
  }
}

/** The traveller's latest lead details and answers, while the order still waits for payment. */
async function updateDetails(db: D1Database, order: OrderRow, form: CheckoutInput, input: StartInput, now: Date): Promise<void> {
  const cart = await priceCart(db, order.cartId, input.locale, now, input.supplierId ?? null);
  const pending = statusGuard(order.id, "pending_payment");
  await db.batch([
    db
      .prepare(
        `UPDATE orders SET lead_first_name = ?, lead_last_name = ?, lead_email = ?, lead_country = ?, lead_phone = ?, locale = ?, updated_at = ?
         WHERE id = ? AND status = 'pending_payment'`,
      )
      .bind(form.lead.firstName, form.lead.lastName, form.lead.email, form.lead.country, form.lead.phone, input.locale, now.toISOString(), order.id),
    ...cart.items.map((item, position) =>
      db
        .prepare(`UPDATE order_items SET answers = ? WHERE order_id = ? AND position = ? AND ${pending.sql}`)
        .bind(JSON.stringify(form.answers[item.id] ?? {}), order.id, position, ...pending.params),
    ),
  ]);
}

/** The provider's payment for the order (the same one for the same key), and the page to send the traveller to. */
async function requestPayment(deps: CheckoutDeps, order: OrderRow, now: Date): Promise<StartResult> {
  const { db } = deps;
  if (order.total <= 0) {
    // Nothing to pay (a promo covered it all): book at once, as if the provider had authorised nothing.
    const [moved] = await db.batch([transition(db, order.id, "payment_authorized", now)]);
    const page = applied(moved) ? await bookAndSettle(deps, order.id, now, false) : await currentPage(db, order.id);
    return { kind: "result", orderId: order.id, page };
  }
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
  await db
    .prepare("UPDATE orders SET payment_id = ?, provider = ?, updated_at = ? WHERE id = ? AND status = 'pending_payment' AND (payment_id IS NULL OR payment_id = ?)")
    .bind(created.paymentId, deps.provider.name, now.toISOString(), order.id, created.paymentId)
    .run();
  return { kind: "payment", orderId: order.id, redirectUrl: created.redirectUrl };
}

async function currentPage(db: D1Database, orderId: string): Promise<ResultPage> {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return resultPageOf(order.status, order.paymentMode);
}

/** The traveller back from the payment page: the provider checks the return (PaymentVerificationError if forged or stale). */
export async function returnFromPayment(deps: CheckoutDeps, params: URLSearchParams, now: Date): Promise<{ orderId: string; page: ResultPage }> {
  const result = await deps.provider.verifyReturn(params);
  const { orderId, page } = await applyPaymentResult(deps, result, now);
  return { orderId, page };
}

/**
 * A provider's webhook: verified by its signature; events we do not act on and replays change nothing. A genuine event
 * about a payment that is not one of our orders' (another integration on the same Stripe account) is acknowledged and
 * ignored, so the provider stops sending it.
 */
export async function handleWebhook(deps: CheckoutDeps, providerName: string, body: string, headers: Headers, now: Date): Promise<{ duplicate: boolean; ignored: boolean }> {
  if (providerName !== deps.provider.name) {
    throw new PaymentVerificationError(`This site takes payments through ${deps.provider.name}, not ${providerName}.`, "malformed");
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
export async function applyPaymentResult(deps: CheckoutDeps, result: PaymentResult, now: Date): Promise<{ orderId: string; page: ResultPage; duplicate: boolean }> {
  const { db } = deps;
  const order = await findOrder(db, result.orderId);
  if (!order || (order.paymentId !== null && order.paymentId !== result.paymentId)) {
    throw new PaymentVerificationError(`No order ${result.orderId} is paid with ${result.paymentId}.`, "unknown_payment");
  }
  const record = db
    .prepare("INSERT OR IGNORE INTO payment_events (provider, event_id, order_id, kind, received_at) VALUES (?, ?, ?, ?, ?)")
    .bind(deps.provider.name, result.eventId, order.id, result.underReview ? REVIEW_KIND : result.status, now.toISOString());
  const done = async (duplicate: boolean, page?: ResultPage) => ({ orderId: order.id, page: page ?? (await currentPage(db, order.id)), duplicate });

  if (result.status === "authorized") {
    const [recorded, moved] = await db.batch([
      record,
      transition(db, order.id, "payment_authorized", now, { set: { payment_id: result.paymentId }, guard: AFTER_PREVIOUS }),
    ]);
    if (applied(moved)) return done(false, await bookAndSettle(deps, order.id, now, result.underReview));
    if (applied(recorded)) await releaseLateAuthorisation(deps, order.id, result.paymentId, now);
    return done(!applied(recorded));
  }
  if (result.status === "declined" || result.status === "expired") {
    const event = result.status === "declined" ? "payment_declined" : "payment_expired";
    const { recorded, moved } = await failPayment(deps, order, event, now, record);
    if (moved && result.status === "declined") await sendMail(deps, "payment_failed", order.id);
    return done(!recorded);
  }
  const [recorded] = await db.batch([record]);
  return done(!applied(recorded));
}

/**
 * The cart's version moves on when the attempt that ended without a booking was its current one, so "Try again" is a
 * new attempt (an attempt the cart had already moved past leaves the cart alone).
 */
function nextAttempt(db: D1Database, order: OrderRow, endedAs: "payment_failed" | "failed", now: Date): D1PreparedStatement {
  const version = Number(order.idempotencyKey.slice(order.idempotencyKey.lastIndexOf(":") + 1));
  return db
    .prepare("UPDATE carts SET version = version + 1, updated_at = ? WHERE id = ? AND version = ? AND (SELECT status FROM orders WHERE id = ?) = ?")
    .bind(now.toISOString(), order.cartId, version, order.id, endedAs);
}

/** How an authorisation held for review is recorded in payment_events (a resumed booking must still hold it). */
const REVIEW_KIND = "authorized_review";
/** A booking still `processing` this long after its last change was interrupted (the request died): the scheduled handler resumes it. */
export const STALLED_BOOKING_MINUTES = 10;

/**
 * Resumes the booking of an order whose request died while it was `processing`. Whoever moves its `updated_at` on
 * first owns it (the same one-row lock as a transition); booking is re-entrant: sold seats stay sold, answered items
 * keep their answer, and only the items still `held` are asked again (by their reference, which suppliers dedupe on).
 */
export async function resumeStalledBooking(deps: CheckoutDeps, orderId: string, now: Date): Promise<boolean> {
  const { db } = deps;
  const stalledBefore = new Date(now.getTime() - STALLED_BOOKING_MINUTES * 60_000).toISOString();
  const [leased] = await db.batch([
    db.prepare("UPDATE orders SET updated_at = ? WHERE id = ? AND status = 'processing' AND updated_at <= ?").bind(now.toISOString(), orderId, stalledBefore),
  ]);
  if (!applied(leased)) return false;
  const review = await db.prepare("SELECT 1 AS review FROM payment_events WHERE order_id = ? AND kind = ?").bind(orderId, REVIEW_KIND).first();
  await bookAndSettle(deps, orderId, now, review !== null);
  return true;
}

/**
 * pending_payment → payment_failed, in one batch with the seats given back, the items released and the cart's version
 * moved on (so "Try again" is a new attempt). The releases are guarded by the new status, so they do nothing when the
 * order had already moved elsewhere.
 */
async function failPayment(
  deps: CheckoutDeps,
  order: OrderRow,
  event: "payment_declined" | "payment_expired",
  now: Date,
  record?: D1PreparedStatement,
): Promise<{ recorded: boolean; moved: boolean }> {
  const { db } = deps;
  const failed = statusGuard(order.id, "payment_failed");
  const results = await db.batch([
    ...(record ? [record] : []),
    transition(db, order.id, event, now, record ? { guard: AFTER_PREVIOUS } : {}),
    ...releaseOrderHolds(db, order.id, failed),
    orderItemsTransition(db, order.id, "order_abandoned", now, failed),
    nextAttempt(db, order, "payment_failed", now),
    // Ended on our side (the hold ran out, the traveller started over), not by the provider: its payment page is closed
    // and whatever it authorised voided, by the scheduled handler (services/payment-tasks.ts).
    ...(record ? [] : [queueAbandonOfFailedOrder(db, order.id, now)]),
  ]);
  return { recorded: record ? applied(results[0]) : true, moved: applied(results[record ? 1 : 0]) };
}

/** The cart's attempts still waiting for payment under an older version: ended, their seats given back. */
async function endOlderAttempts(deps: CheckoutDeps, cartId: string, now: Date): Promise<void> {
  for (const order of await pendingOrdersOfCart(deps.db, cartId)) await failPayment(deps, order, "payment_declined", now);
}

/** The scheduled handler's end of an attempt whose hold ran out before payment; true when this call ended it. */
export async function expirePendingOrder(deps: CheckoutDeps, order: OrderRow, now: Date): Promise<boolean> {
  return (await failPayment(deps, order, "payment_expired", now)).moved;
}

/** Money authorised for an order that had already failed (e.g. paid after its hold ran out): released, never charged. */
async function releaseLateAuthorisation(deps: CheckoutDeps, orderId: string, paymentId: string, now: Date): Promise<void> {
  const order = await findOrder(deps.db, orderId);
  if (order?.status !== "payment_failed") return;
  try {
    await deps.provider.void(paymentId, `${orderId}:void`);
  } catch (error) {
    // The event is recorded already, so a replay will not try again: the scheduled handler will, with back-off.
    await deps.db.batch([queuePaymentOperation(deps, { orderId, paymentId, op: "void", idempotencyKey: `${orderId}:void` }, now, { error })]);
    return;
  }
  await deps.db.batch([releasedAuthorisation(deps.db, orderId, paymentId, now)]);
}

/**
 * Books an order whose payment is authorised (or that pays later): the caller won the move to `processing`, so no
 * one else is booking it. Seats first: each item's hold becomes sold seats, or, when the hold ran out and was taken
 * back, the seats are taken again if still free (else the item fails). Then each supplier is asked, and one batch
 * records the answers and settles the order; money and mail follow.
 */
export async function bookAndSettle(deps: CheckoutDeps, orderId: string, now: Date, underReview: boolean): Promise<ResultPage> {
  const { db } = deps;
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const held = (await orderItems(db, orderId)).filter((i) => i.status === "held");
  if (held.length > 0) {
    await db.batch([
      ...held.flatMap((i) => sellItemHold(db, i.id)),
      ...unique(held.flatMap((i) => i.slotIds)).flatMap((slotId) => releaseExpiredOnSlot(db, slotId, now)),
      ...held.flatMap((i) => acquireSold(db, i.id, i.slotIds, i.seats, now)),
      ...held.map((i) =>
        itemTransition(db, i.id, "hold_lost", now, { guard: { sql: "NOT EXISTS (SELECT 1 FROM holds WHERE order_item_id = ? AND state = 'sold')", params: [i.id] } }),
      ),
    ]);
  }

  const items = await orderItems(db, orderId);
  const answers = new Map<number, SupplierAnswer>();
  for (const item of items.filter((i) => i.status === "held")) answers.set(item.id, await askSupplier(deps, order, item));

  const decided = items.map((item): OrderItemRow => {
    const answer = answers.get(item.id);
    if (!answer) return item;
    return { ...item, status: answer.outcome === "confirmed" ? "confirmed" : answer.outcome === "pending" ? "pending_supplier" : "failed" };
  });
  const statuses = decided.map((i) => i.status);
  const booked = statuses.some((s) => s === "confirmed" || s === "pending_supplier");
  const event: OrderEvent = order.paymentMode === "later" ? (booked ? "booked_pay_later" : "none_confirmed") : settlementEvent(statuses, underReview);

  const itemWrites = items.flatMap((item) => {
    const answer = answers.get(item.id);
    if (!answer) return [];
    if (answer.outcome === "confirmed") return [itemTransition(db, item.id, "supplier_confirmed", now, { supplierRef: answer.supplierRef })];
    if (answer.outcome === "pending") return [itemTransition(db, item.id, "supplier_pending", now, { supplierRef: answer.supplierRef })];
    return [itemTransition(db, item.id, "supplier_refused", now), ...returnItemSeats(db, item.id, itemStatusGuard(item.id, "failed"))];
  });
  const settle = transition(db, orderId, event, now, { set: amountsAfter(order, decided, event) });
  const results = await db.batch([...itemWrites, settle, ...(await cartAfterBooking(db, order, decided, booked, now))]);
  if (!applied(results[itemWrites.length])) throw new Error(`order ${orderId} left processing while it was being booked`);
  return (await afterSettlement(deps, orderId, event, now)).page;
}

const itemStatusGuard = (itemId: number, status: ItemStatus): Guard => ({ sql: "(SELECT status FROM order_items WHERE id = ?) = ?", params: [itemId, status] });

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
 * The order's amounts once its items are answered: what is captured (the booked items, once nothing waits) and what
 * the traveller will not pay ("refunded": authorised money released, or for pay later the amount no longer due).
 */
export function amountsAfter(order: Pick<OrderRow, "paymentMode" | "total">, items: Pick<OrderItemRow, "status" | "price" | "discount">[], event: OrderEvent): OrderChanges {
  const sum = (statuses: ItemStatus[]) => items.filter((i) => statuses.includes(i.status)).reduce((total, i) => total + net(i), 0);
  const dropped = sum(["failed", "rejected", "released"]);
  if (order.paymentMode === "later" || event === "awaiting_confirmation") return { captured: 0, refunded: dropped };
  if (event === "none_confirmed") return { captured: 0, refunded: order.total };
  const captured = sum(["confirmed"]);
  return { captured, refunded: order.total - captured };
}

/**
 * Statements for the cart once the order is settled in the same batch: the items it booked leave the cart (all of it,
 * promo code included, when nothing else was added meanwhile); when nothing was booked the items stay, and the
 * version moves on so the next checkout is a new attempt.
 */
async function cartAfterBooking(db: D1Database, order: OrderRow, items: OrderItemRow[], booked: boolean, now: Date): Promise<D1PreparedStatement[]> {
  if (!booked) return [nextAttempt(db, order, "failed", now)];
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

export function sameSelection(a: { slotId: number; units?: number; counts: Record<string, number | undefined>; extras: number[] }, b: typeof a): boolean {
  const counts = (c: typeof a.counts) => JSON.stringify(Object.entries(c).filter(([, n]) => (n ?? 0) > 0).sort(([x], [y]) => x.localeCompare(y)));
  const extras = (e: number[]) => JSON.stringify([...e].sort((x, y) => x - y));
  return a.slotId === b.slotId && (a.units ?? 1) === (b.units ?? 1) && counts(a.counts) === counts(b.counts) && extras(a.extras) === extras(b.extras);
}

/**
 * After a settling transition this request won: capture the booked items' amount (key `${orderId}:capture`) once
 * nothing waits, or release the authorisation when nothing was booked; then the email for where the order stands.
 */
export async function afterSettlement(deps: CheckoutDeps, orderId: string, event: OrderEvent, now: Date): Promise<{ page: ResultPage; paymentError: string | null }> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  let paymentError: string | null = null;
  if (order.paymentMode === "now" && order.paymentId) {
    const capture = (event === "all_confirmed" || event === "some_confirmed") && order.captured > 0;
    const release = !capture && (event === "all_confirmed" || event === "some_confirmed" || event === "none_confirmed");
    const op = capture ? "capture" : "void";
    try {
      if (capture) await deps.provider.capture(order.paymentId, order.captured, `${orderId}:capture`);
      else if (release) await deps.provider.void(order.paymentId, `${orderId}:void`);
    } catch (error) {
      // The booking stands; the scheduled handler tries again with back-off (the key makes that safe), then reports it.
      const { message } = errorFields(error);
      paymentError = `${capture ? "capturing" : "releasing"} payment ${order.paymentId} failed (key ${orderId}:${op}), will be retried: ${message}`;
      logEvent("warn", "payment_retry_scheduled", { orderId, op, attempts: 1, message });
      await deps.db.batch([
        queuePaymentOperation(deps, { orderId, paymentId: order.paymentId, op, amount: capture ? order.captured : 0, idempotencyKey: `${orderId}:${op}` }, now, { error }),
      ]);
    }
  }
  const kind = mailKindOf(order.status);
  if (kind) await sendMail(deps, kind, orderId);
  return { page: resultPageOf(order.status, order.paymentMode), paymentError };
}

function mailKindOf(status: OrderRow["status"]): OrderMailKind | null {
  switch (status) {
    case "confirmed":
    case "partially_confirmed":
      return "confirmation";
    case "on_hold":
      return "on_hold";
    case "awaiting_payment":
      return "pay_later";
    case "failed":
      return "rejection";
    default:
      return null;
  }
}

/**
 * The links an order's email carries when the deps hold the AUTH_SECRET (`authSecret`): the signed manage-booking
 * page and each confirmed item's signed voucher (decision 012), absolute and in the order's language.
 */
async function mailLinks(deps: CheckoutDeps, view: { id: string; locale: Locale; lead: { email: string }; items: { reference: string; status: ItemStatus }[] }): Promise<OrderMailLinks> {
  const secret = deps.authSecret;
  if (!secret) return {};
  const url = async (path: Promise<string>) => deps.origin + localePath(view.locale, await path);
  const booked = view.items.filter((item) => item.status === "confirmed");
  return {
    manage: await url(manageBookingPath(secret, view.id, view.lead.email)),
    vouchers: Object.fromEntries(await Promise.all(booked.map(async (item) => [item.reference, await url(voucherPath(secret, item.reference))] as const))),
  };
}

/** One email about the order, in its language; a mailer failure is logged, never undoes the booking. */
export async function sendMail(deps: CheckoutDeps, kind: OrderMailKind, orderId: string): Promise<void> {
  try {
    const order = await findOrder(deps.db, orderId);
    const view = order && (await loadOrderView(deps.db, orderId, order.locale));
    if (!view) return;
    await deps.mailer.send(orderMail(kind, view, deps.origin, await mailLinks(deps, view)));
  } catch (error) {
    console.error(`sending the ${kind} email of order ${orderId} failed`, error);
  }
}

export type RetryResult = { cartId: string | null; added: number; refused: { reference: string; reason: AddRefusal }[] };

/**
 * "Retry" on a partial booking: the failed and rejected items go back into the cart with the same selection (priced
 * and checked again like any new item, so a supplier's own site (`supplierId`) refuses another supplier's as missing);
 * an item already back in the cart is not added twice.
 */
export async function retryFailedItems(deps: CheckoutDeps, cartId: string | null, orderId: string, now: Date, supplierId: SupplierScope = null): Promise<RetryResult> {
  const { db } = deps;
  const order = await findOrder(db, orderId);
  if (!order || (cartId !== null && order.cartId !== cartId)) return { cartId, added: 0, refused: [] };
  const failed = (await orderItems(db, orderId)).filter((i) => i.status === "failed" || i.status === "rejected");
  let current: string | null = cartId ?? order.cartId;
  let added = 0;
  const refused: RetryResult["refused"] = [];
  for (const item of failed) {
    const inCart = current ? await cartSelections(db, current) : [];
    if (inCart.some((c) => sameSelection(c, item))) continue;
    const result = await addToCart(db, current, { slotId: item.slotId, counts: item.counts, extras: item.extras, units: item.units }, now, supplierId);
    if (result.ok) {
      current = result.cartId;
      added++;
    } else refused.push({ reference: item.reference, reason: result.reason });
  }
  return { cartId: current, added, refused };
}

/** Settles an order some of whose items were just answered (an operator, the timeout); see bookings-ops.ts. */
export async function settleAnswered(deps: CheckoutDeps, orderId: string, now: Date): Promise<{ event: OrderEvent | null; paymentError: string | null }> {
  const { db } = deps;
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const items = await orderItems(db, orderId);
  const event = settlementEvent(items.map((i) => i.status));
  if (order.status !== "on_hold" || event === "awaiting_confirmation") {
    // Still waiting, or a pay-later order (already final): only the amount no longer due changes.
    await db
      .prepare("UPDATE orders SET refunded = ?, updated_at = ? WHERE id = ? AND status IN ('on_hold', 'awaiting_payment')")
      .bind(amountsAfter(order, items, "awaiting_confirmation").refunded, now.toISOString(), orderId)
      .run();
    return { event: null, paymentError: null };
  }
  const [moved] = await db.batch([transition(db, orderId, event, now, { set: amountsAfter(order, items, event) })]);
  if (!applied(moved)) return { event: null, paymentError: null };
  const { paymentError } = await afterSettlement(deps, orderId, event, now);
  return { event, paymentError };
}
