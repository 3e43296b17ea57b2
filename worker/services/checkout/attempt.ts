// Checkout attempts: the cart priced now becomes one order per cart version, its seats held in one all-or-none batch (decision 011).
import { sellerSnapshot } from "../../../shared/tax-invoice.ts";
import type { SiteTax } from "../../../shared/site-config.ts";
import type { Locale } from "../../../shared/locales.ts";
import { checkoutBreakdown, type Fx } from "../../../shared/money.ts";
import { availabilityOutcome, shownLine, type AvailabilityOutcome } from "../../../shared/cart.ts";
import { resultPageOf } from "../../../shared/order.ts";
import type { CheckoutInput } from "../checkout-form.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { priceCart, seatsNeeded } from "../cart.ts";
import { PaymentOperationError } from "../payments/errors.ts";
import { holdExpiry, seatNeeds } from "../holds.ts";
import { acquireSeats, insertHolds, releaseExpiredOnSlot } from "../../db/holds.ts";
import { newItemReference, newOrderId, splitDiscount } from "../orders.ts";
import { insertOrderAfterSeats, insertOrderItems, type NewOrder, type NewOrderItem } from "../../db/order-writes.ts";
import { findCart } from "../../db/cart.ts";
import type { SupplierScope } from "../../db/site-scope.ts";
import { cartSelections, findOrderByKey, pendingOrdersOfCart, type OrderRow } from "../../db/orders.ts";
import { nextCartVersion, updateItemAnswers, updateLeadDetails } from "../../db/checkout-attempts.ts";
import { noOrderWithKey, orderExists } from "../../db/guards.ts";
import { bookAndSettle } from "./booking.ts";
import { failPayment, requestPayment, type PaymentStep } from "./payment.ts";

export type StartResult = PaymentStep | { kind: "cart_changed"; outcome: AvailabilityOutcome } | { kind: "empty" };

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
  now: Date;
  userId?: string | null;
  supplierId?: SupplierScope;
  /** The site's tax settings (its seller on the order's tax invoice); none: the order gets no tax invoice. */
  tax?: SiteTax | null;
};

/** How many times one call may start over after finding a finished attempt under the cart's version. */
const MAX_ATTEMPTS = 3;

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
  if (stored.soldElsewhere > 0)
    return { kind: "cart_changed", outcome: stored.soldElsewhere === stored.itemCount ? "none" : "some_unavailable" };
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
  // A custom offer's agreed price takes no share of a promo's discount (it did not count towards it either).
  const discounts = splitDiscount(
    cart.items.map((i) => (i.offer ? 0 : i.price)),
    cart.discount,
  );
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
    offerId: item.offer?.id ?? null,
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
    displayTotal: checkoutBreakdown(cart.items.map(shownLine), cart.discount, input.fx).total,
    currency: "AED",
    displayRate: input.fx.rate,
    // The seller as the site's tax settings say now: every later document of the order is written from this.
    seller: sellerSnapshot(input.tax ?? null),
    lead: form.lead,
    whatsappUpdates: form.whatsappUpdates ?? false,
    subtotal: cart.subtotal,
    discount: cart.discount,
    total: cart.total,
    promoCode: cart.promo?.code ?? null,
    provider: form.paymentMode === "now" ? deps.provider.name : null,
    holdExpiresAt: expiresAt,
  };
  // One batch, all or none: lapsed holds on these departures go first; the seats of every item (a stay's on each of its
  // days) are taken only if all of them are free and no order has this key yet; the order, its items and their holds
  // (one per departure) exist only if they were.
  const needs = items.flatMap((i) =>
    i.slotIds.map((slotId) => ({ orderId, position: i.position, slotId, seats: i.seats })),
  );
  await db.batch([
    ...[...new Set(needs.map((n) => n.slotId))].flatMap((slotId) => releaseExpiredOnSlot(db, slotId, now)),
    ...acquireSeats(db, seatNeeds(needs), noOrderWithKey(key)),
    insertOrderAfterSeats(db, order, now),
    ...insertOrderItems(db, orderId, items, "held"),
    ...insertHolds(db, needs, expiresAt, orderExists(orderId)),
  ]);

  const made = await findOrderByKey(db, key);
  if (!made) {
    // Some departure no longer had the seats: the cart, priced again, shows which.
    const again = availabilityOutcome((await priceCart(db, cart.id, locale, now, supplierId)).items);
    return { kind: "cart_changed", outcome: again === "ok" ? "some_unavailable" : again };
  }
  if (made.id !== orderId) return resumeAttempt(deps, made, input, attempt);
  if (made.paymentMode === "later")
    return { kind: "result", orderId, page: await bookAndSettle(deps, orderId, now, false) };
  return requestPayment(deps, made, now);
}

/** An attempt that already has its order: continue it, show where it ended, or start a new one. */
async function resumeAttempt(
  deps: CheckoutDeps,
  order: OrderRow,
  input: StartInput,
  attempt: number,
): Promise<StartResult> {
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
      await db.batch([nextCartVersion(db, order, order.status, now)]);
      return again();
    default:
      return { kind: "result", orderId: order.id, page: resultPageOf(order.status, order.paymentMode) };
  }
}

/** The traveller's latest lead details and answers, while the order still waits for payment. */
async function updateDetails(
  db: D1Database,
  order: OrderRow,
  form: CheckoutInput,
  input: StartInput,
  now: Date,
): Promise<void> {
  const cart = await priceCart(db, order.cartId, input.locale, now, input.supplierId ?? null);
  await db.batch([
    updateLeadDetails(db, order.id, form.lead, input.locale, now),
    ...cart.items.map((item, position) => updateItemAnswers(db, order.id, position, form.answers[item.id] ?? {})),
  ]);
}

/** The cart's attempts still waiting for payment under an older version: ended, their seats given back. */
async function endOlderAttempts(deps: CheckoutDeps, cartId: string, now: Date): Promise<void> {
  for (const order of await pendingOrdersOfCart(deps.db, cartId))
    await failPayment(deps, order, "payment_declined", now);
}
