// Booking notifications (issue 31): the events a booking's life sends to the traveller, the channels they go out on,
// how each (event, channel) delivery ends, and the queue's retry rules. Shared by the worker, the console and commands.
import type { Locale } from "./locales.ts";

/**
 * Every booking event the traveller hears about. The order's own status emails keep their kinds (mail-messages.ts);
 * `cancellation` is the traveller's own cancellation with its refund, `refund_done` a refund that failed and went through
 * on a later try, `offer_quote` / `offer_declined` an operator's answer to a custom-offer request, `reminder` the day
 * before an experience.
 */
export const NOTIFICATION_KINDS = [
  "confirmation",
  "on_hold",
  "pay_later",
  "rejection",
  "payment_failed",
  "refund",
  "cancellation",
  "refund_done",
  "offer_quote",
  "offer_declined",
  "reminder",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const CHANNELS = ["email", "whatsapp"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Offer answers reach the address the request gave; its form asks no WhatsApp consent, so they are email only. */
export const EMAIL_ONLY_KINDS: readonly NotificationKind[] = ["offer_quote", "offer_declined"];

/** sending: claimed by a consumer; failed: will be tried again; sent: the provider took it; dead: no more tries. */
export type SendState = "sending" | "failed" | "sent" | "dead";
/** What the WhatsApp Cloud API reported for a sent message, furthest last (failed may follow any of them). */
export const DELIVERY_STATUSES = ["sent", "delivered", "read", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The body of a message on the NOTIFICATIONS queue (and its dead-letter queue): the event's id, nothing personal. */
export type NotificationMessage = { eventId: string };

/**
 * Deliveries a queue message gets before it goes to the dead-letter queue (wrangler.toml max_retries is one less:
 * the first delivery is not a retry). With the back-off below, about six hours in all.
 */
export const NOTIFY_MAX_DELIVERIES = 8;
/** Seconds before the next delivery after the `attempts`-th failed: 30 s doubling, at most an hour. */
export function notifyRetryDelay(attempts: number): number {
  return Math.min(3_600, 30 * 2 ** Math.max(0, attempts - 1));
}
/** How long a consumer holds a claim on an (event, channel) before another delivery of the message may take it. */
export const NOTIFY_LEASE_SECONDS = 120;
/** Events the queue did not take (its send failed) are put on it again by the scheduled handler after this long. */
export const NOTIFY_REQUEUE_MINUTES = 2;

/** The reminder goes this long before the experience starts, to items booked at least this long before it. */
export const REMINDER_HOURS_BEFORE = 24;

/** One delivery, as the console's booking timeline and inbox show it (no message content, which is not kept). */
export type NotificationSendView = {
  eventId: string;
  kind: NotificationKind;
  orderId: string | null;
  subject: string | null;
  channel: Channel;
  state: SendState;
  attempts: number;
  recipient: string | null;
  delivery: DeliveryStatus | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
};

/** A WhatsApp template message: the template's name, the language it is in, and its body's parameters in order. */
export type WhatsAppTemplateMessage = {
  /** E.164, as checkout stores the lead's phone. */
  to: string;
  template: string;
  locale: Locale;
  parameters: string[];
};
