// The console's bookings (issue 30): what the search and booking pages show, who may do what there, the forms' field
// names and limits, and the timeline's entries with who or what caused each. Money is AED minor units: what the order
// was charged in.
import type { BookingStatus, ItemStatus, Lead, OrderStatus, PaymentMode } from "./order.ts";
import type { GuestCount, RefundState } from "./invoice.ts";
import type { Stay } from "./stay.ts";
import type { StaffRole } from "./staff.ts";
import type { Channel, DeliveryStatus, NotificationKind, SendState } from "./notifications.ts";

export const OPS_BOOKINGS_PATH = "/ops/bookings";
/** The booking page of an order (without the locale prefix). */
export const opsBookingPath = (orderId: string) => `${OPS_BOOKINGS_PATH}/${encodeURIComponent(orderId)}`;

/** The booking page's form posts, each to `<booking page>/<action>`. */
export const BOOKING_ACTIONS = ["resend", "cancel", "refund", "contact"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export const opsBookingActionPath = (orderId: string, action: BookingAction) => `${opsBookingPath(orderId)}/${action}`;

/** Who may use which action: resending for every role that reads bookings, the rest for operators only. */
export function bookingActionsFor(role: StaffRole): BookingAction[] {
  return role === "operator" ? [...BOOKING_ACTIONS] : role === "supplier" ? ["resend"] : [];
}

/** Cancelling by force and refunding ask for a passkey check from the last few minutes (shared/staff.ts). */
export const STEP_UP_ACTIONS: readonly BookingAction[] = ["cancel", "refund"];

/** The audit log's names for these actions (audit_log.action). */
export const BOOKING_AUDIT_ACTIONS = {
  resend: "booking.resend_confirmation",
  cancel: "booking.cancel",
  refund: "booking.refund",
  contact: "booking.contact",
} as const satisfies Record<BookingAction, string>;

export const SEARCH_LIMIT = 50;
export const SEARCH_TEXT_MAX = 120;
export const REASON_MAX = 500;

/** The forms' field names; the search's are its query parameters. */
export const SEARCH_FIELDS = { text: "q", date: "date" } as const;
export const ACTION_FIELDS = {
  item: "item",
  amount: "amount",
  reason: "reason",
  fee: "fee",
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  country: "country",
  phone: "phone",
} as const;
/** "policy" keeps the policy's fee; "waive" gives everything captured for the item back. */
export const FEE_CHOICES = ["policy", "waive"] as const;
export type FeeChoice = (typeof FEE_CHOICES)[number];

/** What the search box was read as. `text` is a reference or order id typed some other way (matched exactly). */
export type BookingQueryKind = "reference" | "order" | "email" | "phone" | "date" | "text";
export type BookingQuery = { kind: BookingQueryKind; value: string };

/** One order found, with only the items the viewer may see. */
export type BookingSearchRow = {
  orderId: string;
  status: OrderStatus;
  paymentMode: PaymentMode;
  placedAt: string;
  leadName: string;
  items: {
    reference: string;
    title: string;
    date: string;
    startTime: string;
    status: ItemStatus;
    bookingStatus: BookingStatus;
  }[];
  /** The order's total; for a supplier, what their own items cost. */
  total: number;
};

/** The words for an item's own status, from the storefront's (status.*), so the console says what the traveller reads. */
export const ITEM_STATUS_WORDS: Record<ItemStatus, BookingStatus> = {
  held: "awaiting_payment",
  pending_supplier: "awaiting_confirmation",
  confirmed: "confirmed",
  failed: "not_available",
  rejected: "declined",
  released: "not_booked",
  cancelled: "cancelled",
};

export type CancelledBy = "account" | "manage_link" | "operator";

export type ItemRefundView = {
  id: number;
  amount: number;
  state: "pending" | "refunded" | "failed";
  reason: string;
  requestedAt: string;
  by: string;
};

/** What cancelling the item from the console would cost now: the policy's fee, or none when waived. */
export type ForcedCancelQuote = {
  /** The policy's fee now; 100 % where the policy refuses a cancellation (non-refundable, or started). */
  penaltyPercent: number;
  penalty: number;
  /** What comes back with the policy's fee, and with it waived (both capped by what may still be refunded). */
  refundWithFee: number;
  refundWaived: number;
  /** Why the policy alone would refuse it, when it would. */
  policyRefuses: "non_refundable" | "started" | null;
};

export type OpsBookingItem = {
  id: number;
  reference: string;
  supplierRef: string | null;
  supplierName: string | null;
  title: string;
  optionTitle: string;
  date: string;
  startTime: string;
  timeZone: string;
  stay: Stay | null;
  travellers: number;
  guests: GuestCount[];
  price: number;
  discount: number;
  status: ItemStatus;
  bookingStatus: BookingStatus;
  pickup: { name: string; time: string } | null;
  answers: { travellerNames: string[]; pickupAddress: string | null; pickupTime: string | null; note: string | null };
  checkIn: { at: string; by: string; source: "scan" | "typed" } | null;
  cancellation: {
    penaltyPercent: number;
    penalty: number;
    refund: number;
    refundState: RefundState;
    cancelledAt: string;
    by: CancelledBy;
  } | null;
  refunds: ItemRefundView[];
  /** Captured for this item, and what may still be refunded of it. */
  captured: number;
  refundable: number;
  /** Set while the console may cancel it (booked, in a settled order). */
  cancelQuote: ForcedCancelQuote | null;
};

export type OpsBookingView = {
  id: string;
  status: OrderStatus;
  paymentMode: PaymentMode;
  locale: "en" | "ar";
  placedAt: string;
  lead: Lead;
  /** The lead's phone as people write it ("+971 50 123 4567"). */
  readablePhone: string;
  whatsappUpdates: boolean;
  provider: string | null;
  paymentId: string | null;
  /** The order's money; for a supplier, their items' share (the rest of the order is not theirs to see). */
  subtotal: number;
  discount: number;
  total: number;
  captured: number;
  refunded: number;
  /** What checkout showed in the traveller's currency, when not AED. */
  shownTotal: { currency: string; minor: number } | null;
  promoCode: string | null;
  /** Only the items the viewer may see. */
  items: OpsBookingItem[];
  /** The whole order is shown (an operator); false for a supplier, who sees their items only. */
  whole: boolean;
};

/** Who or what caused a timeline entry. */
export type TimelineCause =
  | { kind: "traveller" }
  | { kind: "provider"; provider: string }
  | { kind: "supplier" }
  | { kind: "system" }
  | { kind: "scheduler" }
  /** A staff member by name, with their role (null when they no longer hold one). */
  | { kind: "staff"; name: string; role: StaffRole | null }
  | { kind: "command"; who: string };

export type TimelineEvent =
  | { kind: "placed"; status: OrderStatus }
  | { kind: "order_status"; from: OrderStatus; to: OrderStatus }
  | { kind: "item_status"; reference: string; from: ItemStatus; to: ItemStatus }
  | { kind: "payment"; event: string }
  | { kind: "payment_task"; op: string; state: string; amount: number }
  | { kind: "mail"; mail: string; to: string; state: "sent" | "pending" | "failed" }
  | {
      kind: "cancellation";
      reference: string;
      penalty: number;
      refund: number;
      refundState: RefundState;
      by: CancelledBy;
      reason: string | null;
    }
  | { kind: "refund"; reference: string; amount: number; state: "pending" | "refunded" | "failed"; reason: string }
  | { kind: "check_in"; reference: string; source: "scan" | "typed" }
  | { kind: "contact"; before: Partial<Lead>; after: Partial<Lead> }
  | { kind: "resend"; mail: string; to: string }
  /**
   * One delivery of a booking notification (issue 31) on one channel: its state, and for WhatsApp the furthest status
   * the Cloud API reported, with when it happened (WhatsApp's clock) and its error when it failed.
   */
  | {
      kind: "notification";
      notification: NotificationKind;
      channel: Channel;
      to: string | null;
      state: SendState;
      attempts: number;
      error: string | null;
      delivery: { status: DeliveryStatus; at: string | null; error: string | null } | null;
    }
  /** The traveller turned booking updates on WhatsApp on or off (the account page or the manage-booking link). */
  | { kind: "whatsapp_consent"; on: boolean }
  /** A person sent a notification that had run out of attempts again (the inbox's "Send again"). */
  | { kind: "notification_resend"; notification: string; channel: Channel; to: string | null }
  | { kind: "audit"; action: string; target: string | null; reason: string | null };

export type TimelineEntry = { at: string; event: TimelineEvent; cause: TimelineCause };

/** Amounts typed in a form ("150", "150.5", "1,250.75", Arabic digits): AED minor units, or null when not one. */
export function parseAedAmount(text: string): number | null {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[\u066c,\s]/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(latin);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the amount field shows them again: "150.50". */
export const aedInput = (minor: number) => (minor / 100).toFixed(2);
