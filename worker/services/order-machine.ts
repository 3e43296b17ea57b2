// The order's life as a pure state machine: states, events, and the one transition each event makes from each state.
// Services turn a transition into a conditional UPDATE (orders.ts); nothing else decides what a status may become.
import type { ItemStatus, OrderStatus } from "../../shared/order.ts";

export type OrderEvent =
  | "payment_authorized" // the provider reserved the amount
  | "payment_declined" // the provider refused, or the traveller cancelled at the payment page
  | "payment_expired" // the payment page or the seats' hold ran out first
  | "all_confirmed"
  | "some_confirmed" // the rest failed or were rejected
  | "none_confirmed"
  | "awaiting_confirmation" // some item waits for its supplier, or the payment for review
  | "booked_pay_later";

/** from → event → to. An event missing from a state's row is not allowed there. */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  pending_payment: {
    payment_authorized: "processing",
    payment_declined: "payment_failed",
    payment_expired: "payment_failed",
  },
  processing: {
    all_confirmed: "confirmed",
    some_confirmed: "partially_confirmed",
    none_confirmed: "failed",
    awaiting_confirmation: "on_hold",
    booked_pay_later: "awaiting_payment",
  },
  on_hold: { all_confirmed: "confirmed", some_confirmed: "partially_confirmed", none_confirmed: "failed" },
  awaiting_payment: {},
  payment_failed: {},
  confirmed: {},
  partially_confirmed: {},
  failed: {},
};

export const INITIAL_ORDER_STATUS = { now: "pending_payment", later: "processing" } as const satisfies Record<
  string,
  OrderStatus
>;

/** The status `event` leads to from `from`, or null when the event is not allowed there. */
export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
}

/** Every status `event` may be applied in, with the one it leads to (the same for all of them). */
export function sourcesOf(event: OrderEvent): { from: OrderStatus[]; to: OrderStatus } {
  const from = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((s) => ORDER_TRANSITIONS[s][event]);
  const targets = new Set(from.map((s) => ORDER_TRANSITIONS[s][event]));
  if (targets.size !== 1)
    throw new Error(`event ${event} must lead to exactly one status, not ${[...targets].join(", ")}`);
  return { from, to: [...targets][0]! };
}

export function isFinal(status: OrderStatus): boolean {
  return Object.keys(ORDER_TRANSITIONS[status]).length === 0;
}

export type ItemEvent =
  | "supplier_confirmed"
  | "supplier_pending"
  | "supplier_refused"
  | "hold_lost"
  | "order_abandoned"
  | "supplier_rejected"
  | "traveller_cancelled" // self-service cancellation of a booked item under its policy
  | "operator_cancelled"; // the console's cancellation, with the policy's fee or waived (services/ops/booking-actions.ts)

export const ITEM_TRANSITIONS: Record<ItemStatus, Partial<Record<ItemEvent, ItemStatus>>> = {
  held: {
    supplier_confirmed: "confirmed",
    supplier_pending: "pending_supplier",
    supplier_refused: "failed",
    hold_lost: "failed",
    order_abandoned: "released",
  },
  pending_supplier: { supplier_confirmed: "confirmed", supplier_rejected: "rejected" },
  confirmed: { traveller_cancelled: "cancelled", operator_cancelled: "cancelled" },
  failed: {},
  rejected: {},
  released: {},
  cancelled: {},
};

export function nextItemStatus(from: ItemStatus, event: ItemEvent): ItemStatus | null {
  return ITEM_TRANSITIONS[from][event] ?? null;
}

/** What the order becomes once every item has an answer (or some still wait). */
export function settlementEvent(items: ItemStatus[], paymentUnderReview = false): OrderEvent {
  const waiting = items.some((s) => s === "pending_supplier" || s === "held");
  const confirmed = items.filter((s) => s === "confirmed").length;
  if (confirmed === 0 && !waiting) return "none_confirmed";
  if (waiting || paymentUnderReview) return "awaiting_confirmation";
  return confirmed === items.length ? "all_confirmed" : "some_confirmed";
}
