// Settlement: an order's amounts once its items are answered, then the money (capture or release) and the email.
import { resultPageOf, type ItemStatus, type ResultPage } from "../../../shared/order.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import { settlementEvent, sourcesOf, type OrderEvent } from "../order-machine.ts";
import { applied, transition } from "../orders.ts";
import { queuePaymentOperation } from "../payment-tasks.ts";
import { errorFields, logEvent } from "../log.ts";
import { findOrder, orderItems, type OrderItemRow, type OrderRow } from "../../db/orders.ts";
import { setWaitingRefund } from "../../db/settlement.ts";
import { invoiceFor } from "../tax-documents.ts";
import { mailKindOf, notifyOrder } from "./mail.ts";

/** What an item costs the traveller: its price less its share of the promo discount. */
const net = (item: { price: number; discount: number }) => item.price - item.discount;

/** The amounts a settling transition sets (services/orders.ts's OrderChanges, both always present). */
export type SettledAmounts = { captured: number; refunded: number };

/**
 * The order's amounts once its items are answered: what is captured (the booked items, once nothing waits) and what
 * the traveller will not pay ("refunded": authorised money released, or for pay later the amount no longer due).
 */
export function amountsAfter(
  order: Pick<OrderRow, "paymentMode" | "total">,
  items: Pick<OrderItemRow, "status" | "price" | "discount">[],
  event: OrderEvent,
): SettledAmounts {
  const sum = (statuses: ItemStatus[]) =>
    items.filter((i) => statuses.includes(i.status)).reduce((total, i) => total + net(i), 0);
  const dropped = sum(["failed", "rejected", "released"]);
  if (order.paymentMode === "later" || event === "awaiting_confirmation") return { captured: 0, refunded: dropped };
  if (event === "none_confirmed") return { captured: 0, refunded: order.total };
  const captured = sum(["confirmed"]);
  return { captured, refunded: order.total - captured };
}

/**
 * The order as the settling transition this request won leaves it: the transition is the order's one-row lock, so
 * nothing else moved it in between, and reading it again would return just this.
 */
export function settledOrder(order: OrderRow, event: OrderEvent, amounts: SettledAmounts, now: Date): OrderRow {
  return {
    ...order,
    status: sourcesOf(event).to,
    captured: amounts.captured,
    refunded: amounts.refunded,
    updatedAt: now.toISOString(),
  };
}

/**
 * After a settling transition this request won: capture the booked items' amount (key `${orderId}:capture`) once
 * nothing waits, or release the authorisation when nothing was booked; then the email for where the order stands.
 */
export async function afterSettlement(
  deps: CheckoutDeps,
  orderId: string,
  event: OrderEvent,
  now: Date,
): Promise<{ page: ResultPage; paymentError: string | null }> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return afterSettled(deps, order, event, now);
}

/** `afterSettlement` for the order as its settling transition left it (`settledOrder`). */
export async function afterSettled(
  deps: CheckoutDeps,
  order: OrderRow,
  event: OrderEvent,
  now: Date,
): Promise<{ page: ResultPage; paymentError: string | null }> {
  const orderId = order.id;
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
        queuePaymentOperation(
          deps,
          {
            orderId,
            paymentId: order.paymentId,
            op,
            amount: capture ? order.captured : 0,
            idempotencyKey: `${orderId}:${op}`,
          },
          now,
          { error },
        ),
      ]);
    }
  }
  const kind = mailKindOf(order.status);
  if (kind) await notifyOrder(deps, kind, order);
  return { page: resultPageOf(order.status, order.paymentMode), paymentError };
}

/**
 * Settles an order some of whose items were just answered (an operator, the timeout); see bookings-ops.ts. The order is
 * read once here; the money and the email work from the state the settling transition gives it.
 */
export async function settleAnswered(
  deps: CheckoutDeps,
  orderId: string,
  now: Date,
): Promise<{ event: OrderEvent | null; paymentError: string | null }> {
  const { db } = deps;
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const items = await orderItems(db, orderId);
  const event = settlementEvent(items.map((i) => i.status));
  if (order.status !== "on_hold" || event === "awaiting_confirmation") {
    // Still waiting, or a pay-later order (already final): only the amount no longer due changes.
    await setWaitingRefund(db, orderId, amountsAfter(order, items, "awaiting_confirmation").refunded, now);
    return { event: null, paymentError: null };
  }
  const amounts = amountsAfter(order, items, event);
  const [moved] = await db.batch([
    transition(db, orderId, event, now, { set: amounts }),
    // Numbered with the move, once the order stands booked.
    ...(await invoiceFor(db, order, items, now)),
  ]);
  if (!applied(moved)) return { event: null, paymentError: null };
  const { paymentError } = await afterSettled(deps, settledOrder(order, event, amounts, now), event, now);
  return { event, paymentError };
}
