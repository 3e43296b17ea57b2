// Invoices, vouchers and self-service cancellation as both sides see them (docs/decisions/012-accounts.md).
import type { BookedLine, BookingStatus, ItemStatus, Lead, OrderStatus, PaymentMode } from "./order.ts";
import type { CancellationPolicy } from "./catalogue.ts";
import type { Stay } from "./stay.ts";

/**
 * An order's invoice number: the order id with the "RH-" prefix swapped for "INV-" ("RH-AB12CD34" → "INV-AB12CD34").
 * One invoice per order, so it needs no counter of its own, and the traveller can match the two at a glance.
 */
export function invoiceIdOf(orderId: string): string {
  return orderId.replace(/^RH-/, "INV-");
}

/**
 * The orders an account's invoices list: those that reached a booking. `failed` and `payment_failed` orders are left
 * out: nothing was booked and nothing charged (an authorisation was released), and their email already said so.
 */
export const INVOICED_ORDER_STATUSES = [
  "confirmed",
  "partially_confirmed",
  "on_hold",
  "awaiting_payment",
] as const satisfies readonly OrderStatus[];
/** The items an invoice lists: booked, awaiting their supplier, or booked and then cancelled (failed ones never were). */
export const INVOICED_ITEM_STATUSES = [
  "confirmed",
  "pending_supplier",
  "cancelled",
] as const satisfies readonly ItemStatus[];

/** The activity's place on a map: the same search link as the experience page's "Show on map". */
export function mapHref(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** A WhatsApp chat link for a number given as digits. */
export const whatsappHref = (digits: string) => `https://wa.me/${digits.replace(/\D/g, "")}`;

/** One booked item in the account's list ("Your Booking"). Money is AED minor units. */
export type InvoiceRow = {
  orderId: string;
  /** The item's booking reference: the spec's "Purchase Id". */
  reference: string;
  purchasedAt: string;
  title: string;
  date: string;
  status: ItemStatus;
  bookingStatus: BookingStatus;
  /** What the traveller pays for it: the price less its share of the promo discount. */
  price: number;
  /** Before the promo discount. */
  originalPrice: number;
  /** For a cancelled item: what goes back to the traveller. */
  refund: number | null;
  href: string;
};

export type RefundState = "none" | "pending" | "refunded" | "failed";

export type CancellationRecord = {
  penaltyPercent: number;
  penalty: number;
  refund: number;
  refundState: RefundState;
  cancelledAt: string;
};

export type GuestCount = { category: string; count: number };

/** One item of an invoice, with everything spec §3 lists for it. */
export type InvoiceItem = BookedLine & {
  address: string;
  mapHref: string;
  guests: GuestCount[];
  extras: { title: string; count: number; price: number }[];
  cancelled: CancellationRecord | null;
  /** Filled in by the route: the item's voucher and, while it may be cancelled, its cancellation page. */
  links: { voucher: string | null; cancel: string | null };
};

export type InvoiceView = {
  orderId: string;
  invoiceId: string;
  purchasedAt: string;
  /** The first activity date of the order ("booking date"). */
  bookingDate: string;
  status: OrderStatus;
  paymentMode: PaymentMode;
  lead: Lead;
  items: InvoiceItem[];
  subtotal: number;
  discount: number;
  total: number;
  /** What has been (or will be) returned to the traveller: failed items' share and cancellation refunds. */
  refunded: number;
};

export type SupplierContact = {
  name: string;
  phone: string;
  email: string;
  whatsapp: string | null;
  isMarketplace: boolean;
};

/** What a voucher shows; its QR code is drawn on the server from the signed reference (voucher-pages.tsx). */
export type VoucherView = {
  reference: string;
  orderId: string;
  status: ItemStatus;
  bookingStatus: BookingStatus;
  timeZone: string;
  cancellation: CancellationPolicy;
  title: string;
  optionTitle: string;
  date: string;
  startTime: string;
  /** A stay's nights or days (shared/stay.ts); absent otherwise. */
  stay?: Stay | null;
  travellers: number;
  guests: GuestCount[];
  leadName: string;
  meetingPoint: string;
  mapHref: string;
  pickup: { name: string; time: string } | null;
  supplier: SupplierContact;
};

/** Why an item cannot be cancelled, or what cancelling it now costs. */
export type CancelQuoteView =
  | { ok: true; penaltyPercent: number; penalty: number; refund: number; amount: number; refundToCard: boolean }
  | { ok: false; reason: "non_refundable" | "started" | "not_booked" | "cancelled" };

/** The proof a manage-booking link carries to the cancellation page: "RH-XXXXXXXX/<signature>". */
export const MANAGE_PROOF_PATTERN = /^(RH-[0-9A-HJKMNP-TV-Z]{8})\/([0-9a-f]{64})$/;

/** The manage-booking request form's field names (page and route). */
export const MANAGE_FIELDS = { reference: "reference", email: "email" } as const;
