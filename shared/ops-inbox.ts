// The console's inbox (/ops): everything waiting for a person, one list, oldest deadline first. The kinds, what each
// role sees, the response target for custom offers, and the one function that says what an answer did to the
// booking's seats and money (the console's notice and `npm run bookings` both speak through it).
import type { StaffRole } from "./staff.ts";
import type { ItemStatus, OrderStatus, PaymentMode } from "./order.ts";
import type { Locale } from "./locales.ts";
import { formatMoney } from "./money.ts";
import { formatTimeSpan } from "./intl.ts";
import type { Channel, NotificationKind } from "./notifications.ts";

export const INBOX_KINDS = [
  "on_request",
  "payment_review",
  "offer_request",
  "payment_task",
  "refund",
  "mail",
  "notification",
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * How long a custom-offer request may wait for its first answer: the team's response target (nothing happens by
 * itself when it passes; the inbox shows it overdue).
 */
export const OFFER_RESPONSE_TARGET_HOURS = 24;

/** What each role finds in its inbox: a supplier only its own on-request bookings, nothing about money or offers. */
export function inboxKindsFor(role: StaffRole): readonly InboxKind[] {
  if (role === "operator") return INBOX_KINDS;
  if (role === "supplier") return ["on_request"];
  return [];
}

type Waiting = {
  /** When a person must have answered (ISO): the list is sorted by it. */
  deadline: string;
  /** The order the row concerns (its booking page), when it concerns one. */
  orderId: string | null;
};

/** One row of the inbox, as the page shows it (money in AED minor units). */
export type InboxEntry = Waiting &
  (
    | {
        kind: "on_request";
        /** The item's booking reference (RB-…). */
        id: string;
        title: string;
        date: string;
        startTime: string;
        /** When the departure starts (ISO): a booking may depart before it would be rejected automatically. */
        departsAt: string;
        travellers: number;
        leadName: string;
        placedAt: string;
      }
    | { kind: "payment_review"; id: string; leadName: string; total: number; placedAt: string }
    | {
        kind: "offer_request";
        /** The request's reference (OF-…). */
        id: string;
        title: string;
        groupSize: number;
        dateFrom: string;
        dateTo: string;
        name: string;
        receivedAt: string;
      }
    | {
        kind: "payment_task";
        /** The task's row id. */
        id: string;
        op: "capture" | "void" | "abandon";
        amount: number;
        attempts: number;
        lastError: string | null;
        /** The scheduled handler will try again at `nextAttemptAt`; false once its retries ran out. */
        retrying: boolean;
        nextAttemptAt: string | null;
      }
    | { kind: "refund"; id: string; amount: number; cancelledAt: string; title: string }
    | {
        kind: "mail";
        /** The delivery's row id. */
        id: string;
        mailKind: string;
        to: string;
        subject: string;
        attempts: number;
        lastError: string | null;
        retrying: boolean;
        nextAttemptAt: string | null;
      }
    | {
        /** A booking notification (issue 31) that ran out of attempts on one channel. */
        kind: "notification";
        /** `<channel>:<event id>`: one row per (event, channel). */
        id: string;
        eventId: string;
        channel: Channel;
        notificationKind: NotificationKind;
        /** The item reference (RB-…) or offer request the event is about, when it is about one. */
        subject: string | null;
        /** The address or E.164 number it was for. */
        recipient: string | null;
        attempts: number;
        lastError: string | null;
        /** When the last attempt gave up (it is also the row's deadline: it waits from then). */
        diedAt: string;
      }
  );

/** The inbox row id of a notification's (event, channel), and back; null for anything else. */
export const notificationRowId = (channel: Channel, eventId: string) => `${channel}:${eventId}`;
export function readNotificationRowId(id: string): { channel: Channel; eventId: string } | null {
  const match = /^(email|whatsapp):([A-Za-z0-9:_.-]{1,100})$/.exec(id);
  return match ? { channel: match[1] as Channel, eventId: match[2]! } : null;
}

/** Oldest deadline first; rows with the same deadline keep a stable order (kind, then id). */
export function byDeadline(a: InboxEntry, b: InboxEntry): number {
  return (
    a.deadline.localeCompare(b.deadline) ||
    INBOX_KINDS.indexOf(a.kind) - INBOX_KINDS.indexOf(b.kind) ||
    a.id.localeCompare(b.id)
  );
}

/** "5 hr, 12 min left" or "overdue by 3 hr": how the inbox and the command say a deadline. */
export function timeLeftWords(
  deadline: string,
  now: Date,
  locale: Locale,
  t: (key: string, values: Record<string, string>) => string,
): { overdue: boolean; text: string } {
  const ms = Date.parse(deadline) - now.getTime();
  const time = formatTimeSpan(ms, locale);
  return ms < 0
    ? { overdue: true, text: t("ops.shell.overdue", { time }) }
    : { overdue: false, text: t("ops.shell.timeLeft", { time }) };
}

/** What an answer to an on-request booking or a reviewed payment left behind (money in AED minor units). */
export type AnswerResult = {
  /** The booking reference answered (RB-…), or the order id whose payment was accepted (RH-…). */
  reference: string;
  orderId: string;
  /** The item's status now; null when a payment under review was accepted. */
  itemStatus: ItemStatus | null;
  orderStatus: OrderStatus;
  paymentMode: PaymentMode;
  /** Seats the item holds (kept on confirm, given back on reject). */
  seats: number;
  /** Captured and released (or no longer due) for the order so far. */
  captured: number;
  returned: number;
  /** Set when the provider refused to capture or release the money: the booking stands, the money needs a hand. */
  paymentError: string | null;
};

export type Sentence = { key: string; values: Record<string, string | number> };

/**
 * What an answer did, in sentences (translation keys under ops.inbox.outcome): the answer, the seats, and (for those
 * who may see money) the money. The console's notice and `npm run bookings` both print these.
 */
export function answerSentences(result: AnswerResult, locale: Locale, showMoney: boolean): Sentence[] {
  const aed = (minor: number) => formatMoney(minor, locale, { currency: "AED", rate: 1 }, true);
  const sentences: Sentence[] = [];
  const ref = { reference: result.reference, order: result.orderId };
  if (result.itemStatus === null) sentences.push({ key: "ops.inbox.outcome.accepted", values: ref });
  else
    sentences.push({
      key: `ops.inbox.outcome.${result.itemStatus === "rejected" ? "rejected" : "confirmed"}`,
      values: ref,
    });
  sentences.push(
    result.itemStatus === "rejected"
      ? { key: "ops.inbox.outcome.seatsBack", values: { count: result.seats } }
      : { key: "ops.inbox.outcome.seatsKept", values: { count: result.seats } },
  );
  if (!showMoney) return sentences;
  if (result.paymentError) sentences.push({ key: "ops.inbox.outcome.moneyRefused", values: {} });
  else if (result.paymentMode === "later") sentences.push({ key: "ops.inbox.outcome.moneyLater", values: {} });
  else if (result.orderStatus === "on_hold") sentences.push({ key: "ops.inbox.outcome.moneyWaiting", values: {} });
  else if (result.orderStatus === "failed")
    sentences.push({ key: "ops.inbox.outcome.moneyReleased", values: { released: aed(result.returned) } });
  else if (result.returned > 0)
    sentences.push({
      key: "ops.inbox.outcome.moneyPartly",
      values: { captured: aed(result.captured), released: aed(result.returned) },
    });
  else sentences.push({ key: "ops.inbox.outcome.moneyCaptured", values: { captured: aed(result.captured) } });
  return sentences;
}
