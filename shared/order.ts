// Orders as the result pages and emails show them; statuses come from the order state machine
// (worker/services/order-machine.ts), which is the only place that says how one leads to another.
import type { Currency } from "./constants.ts";
import type { ItemLine } from "./item-line.ts";

export const ORDER_STATUSES = [
  "pending_payment", // seats held, the traveller is at the payment page
  "payment_failed", // declined, cancelled or expired before payment; seats released
  "processing", // payment authorised (or pay later chosen): items being booked with their suppliers
  "on_hold", // some item awaits its supplier, or the payment awaits review: amount authorised, not captured
  "confirmed", // every item booked, payment captured
  "partially_confirmed", // some items booked (captured), the others failed (never charged)
  "failed", // no item could be booked; the authorisation is released
  "awaiting_payment", // pay later: booked, the team contacts the traveller to arrange payment
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ITEM_STATUSES = [
  "held", // seats held while the traveller pays
  "pending_supplier", // on-request: seats taken, waiting for the supplier's answer
  "confirmed",
  "failed", // the supplier refused, or the seats were gone
  "rejected", // an on-request item the supplier (or the timeout) turned down
  "released", // the order never completed; seats returned
  "cancelled", // booked, then cancelled by the traveller under its policy (services/cancellation.ts); seats returned
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export type PaymentMode = "now" | "later";

/** The result page an order's status leads to (spec §2 and §4). */
export type ResultPage = "success" | "partial" | "error" | "on_hold" | "pay_later" | "payment_failed" | "pending";

export function resultPageOf(status: OrderStatus, mode: PaymentMode): ResultPage {
  if (mode === "later" && (status === "awaiting_payment" || status === "on_hold")) return "pay_later";
  switch (status) {
    case "confirmed":
      return "success";
    case "partially_confirmed":
      return "partial";
    case "on_hold":
      return "on_hold";
    case "failed":
      return "error";
    case "payment_failed":
      return "payment_failed";
    case "awaiting_payment":
      return "pay_later";
    default:
      return "pending";
  }
}

/**
 * What a traveller is told about one booked item, everywhere it is named (result pages, emails, invoices, vouchers):
 * its own state read together with its order's, so a page never calls an item confirmed that its order is not.
 */
export const BOOKING_STATUSES = [
  "awaiting_payment", // seats held while the traveller pays
  "awaiting_confirmation", // waiting for the supplier, or for the payment's review before anything is confirmed
  "booked_pay_later", // booked; the team arranges payment with the traveller
  "confirmed",
  "not_available", // the supplier refused, or the seats were gone
  "declined", // an on-request booking the supplier (or the timeout) turned down
  "not_booked", // the order never completed; nothing was taken
  "cancelled", // cancelled by the traveller under its policy
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The one mapping from the order and item state machines to what is shown. `othersWaiting`: another item of the order
 * still waits for its supplier (then an item its supplier confirmed is confirmed, although nothing is charged yet;
 * with none waiting, an order on hold is held for the payment's review, and nothing in it is confirmed).
 */
export function bookingStatusOf(
  order: { status: OrderStatus; paymentMode: PaymentMode },
  item: { status: ItemStatus },
  othersWaiting: boolean,
): BookingStatus {
  switch (item.status) {
    case "held":
      return "awaiting_payment";
    case "pending_supplier":
      return "awaiting_confirmation";
    case "failed":
      return "not_available";
    case "rejected":
      return "declined";
    case "released":
      return "not_booked";
    case "cancelled":
      return "cancelled";
    case "confirmed":
      if (order.paymentMode === "later") return "booked_pay_later";
      if (order.status === "on_hold" && !othersWaiting) return "awaiting_confirmation";
      if (order.status === "confirmed" || order.status === "partially_confirmed" || order.status === "on_hold")
        return "confirmed";
      return "awaiting_confirmation";
  }
}

/** Each item's booking status within its order. */
export function bookingStatusesOf(
  order: { status: OrderStatus; paymentMode: PaymentMode },
  items: { status: ItemStatus }[],
): BookingStatus[] {
  return items.map((item, i) =>
    bookingStatusOf(
      order,
      item,
      items.some((other, j) => j !== i && other.status === "pending_supplier"),
    ),
  );
}

/** A line once ordered: its booking reference, its own state and what the traveller is told of it (bookingStatusOf). */
export type BookedLine = ItemLine & {
  reference: string;
  status: ItemStatus;
  bookingStatus: BookingStatus;
  /** Its share of the promo discount. */
  discount: number;
  /** The chosen pickup point, if any. */
  pickup: { name: string; time: string } | null;
};

export type OrderItemView = BookedLine & {
  activityId: number;
  /** Meeting point (or where the pickup was chosen), for the confirmation. */
  meetingPoint: string;
};

/** The lead guest of an order (spec §3 "Buyer"): phone in E.164, country as ISO 3166-1 alpha-2. */
export type Lead = { firstName: string; lastName: string; email: string; country: string; phone: string };

export type OrderView = {
  id: string;
  status: OrderStatus;
  paymentMode: PaymentMode;
  locale: "en" | "ar";
  createdAt: string;
  lead: Lead;
  items: OrderItemView[];
  subtotal: number;
  discount: number;
  total: number;
  /** What checkout showed in the traveller's currency, when that was not AED (the AED `total` is what is charged). */
  shownTotal: { currency: Currency; minor: number } | null;
  captured: number;
  refunded: number;
  /** Authorised or captured money that will not be kept (failed or rejected items): the "refund" the traveller sees. */
  returned: number;
  holdExpiresAt: string | null;
  /** The traveller asked for booking updates on WhatsApp (what the page and emails may promise). */
  whatsappUpdates?: boolean;
};

const TITLES: Record<ResultPage, string> = {
  success: "results.successTitle",
  partial: "results.partialTitle",
  pay_later: "results.payLaterTitle",
  on_hold: "results.onHoldTitle",
  pending: "results.pendingTitle",
  error: "results.unsuccessful",
  payment_failed: "results.paymentFailedTitle",
};
/** The heading of an order's result page (an order still being booked is "pending" too, with its own heading). */
export const titleKeyOf = (page: ResultPage, order: Pick<OrderView, "status">) =>
  page === "pending" && order.status === "processing" ? "results.processingTitle" : TITLES[page];
