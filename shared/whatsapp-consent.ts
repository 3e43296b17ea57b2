// Booking updates on WhatsApp, changed after checkout (issue 31): the switch's form fields and what a page shows of
// one order's choice. The account page lists every order with something still to come; a guest's manage-booking
// link shows its own order. Email always goes; the sender reads `orders.whatsapp_updates` when it sends.

/** The switch's form: the order (the account page only; a manage link names its own) and "on" or "off". */
export const WHATSAPP_CONSENT_FIELDS = { order: "order", updates: "updates" } as const;
export const WHATSAPP_CONSENT_VALUES = ["on", "off"] as const;
export type WhatsAppConsentValue = (typeof WHATSAPP_CONSENT_VALUES)[number];

/** Where the switch sits on its page (the redirect after a change lands there). */
export const WHATSAPP_CONSENT_ANCHOR = "whatsapp-updates";

/** One order's WhatsApp choice as a page shows it. */
export type WhatsAppConsentView = {
  orderId: string;
  on: boolean;
  /** The lead's number, readable ("+971 50 123 4567"): shown left to right in both languages. */
  phone: string;
  /** The bookings of the order still to come, for the account page to say which order it is. */
  bookings: { title: string; date: string }[];
  /** Where the switch posts. */
  action: string;
};

/** What the page says above the switches: the change just made, or why one was refused. */
export type WhatsAppConsentNotice =
  | { kind: "saved"; orderId: string; on: boolean }
  | { kind: "invalid" }
  | { kind: "no_phone" };
