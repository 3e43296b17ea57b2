// Emails about a booking the traveller manages themselves: the manage-booking link and a cancellation's receipt
// (penalty and refund), in the notice layout and the order's language.
import { formatMoney } from "../../../shared/money.ts";
import { formatDate, formatPercent } from "../../../shared/intl.ts";
import type { RefundState } from "../../../shared/invoice.ts";
import type { Locale } from "../../../shared/locales.ts";
import { noticeMail, type NoticeParagraph } from "./notice-mail.tsx";
import type { MailMessage } from "../../db/mail-messages.ts";

const aed = (amount: number, locale: Locale) => formatMoney(amount, locale, { currency: "AED", rate: 1 }, true);

/** The link to manage an order without an account; `href` is absolute. */
export function manageLinkMail(input: {
  to: string;
  locale: Locale;
  orderId: string;
  href: string;
  origin: string;
}): MailMessage {
  return noticeMail({
    kind: "manage_link",
    to: input.to,
    locale: input.locale,
    orderId: input.orderId,
    subject: { key: "invoice.mail.manageSubject", values: { order: input.orderId } },
    heading: { key: "invoice.mail.manageHeading" },
    paragraphs: [{ key: "invoice.mail.manageIntro" }, { key: "invoice.mail.manageIgnore" }],
    details: [{ labelKey: "invoice.orderId", value: input.orderId }],
    action: { labelKey: "invoice.mail.manageAction", href: input.href },
    origin: input.origin,
  });
}

export type CancellationMailInput = {
  to: string;
  locale: Locale;
  orderId: string;
  firstName: string;
  reference: string;
  title: string;
  date: string;
  startTime: string;
  penaltyPercent: number;
  penalty: number;
  refund: number;
  refundState: RefundState;
  /** Absolute link back to the booking (the invoice, or the manage page for guests). */
  href: string | null;
  origin: string;
};

/** What a cancellation's email says before its details: what was cancelled, and what comes back and how. */
export function cancellationSentences(
  input: Pick<CancellationMailInput, "locale" | "title" | "reference" | "refund" | "refundState">,
): NoticeParagraph[] {
  const refund = aed(input.refund, input.locale);
  const refundLine =
    input.refund === 0
      ? { key: "invoice.mail.noRefund" }
      : input.refundState === "refunded" || input.refundState === "pending"
        ? { key: "invoice.mail.refunded", values: { amount: refund } }
        : input.refundState === "failed"
          ? { key: "invoice.mail.refundHandled", values: { amount: refund } }
          : { key: "invoice.mail.notDue", values: { amount: refund } };
  return [{ key: "invoice.mail.cancelIntro", values: { title: input.title, reference: input.reference } }, refundLine];
}

const longDate = (date: string, locale: Locale) =>
  formatDate(date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** What the traveller reads after cancelling: what was kept, what comes back and how. */
export function cancellationMail(input: CancellationMailInput): MailMessage {
  const { locale } = input;
  const refund = aed(input.refund, locale);
  return noticeMail({
    kind: "cancellation",
    to: input.to,
    locale,
    orderId: input.orderId,
    subject: { key: "invoice.mail.cancelSubject", values: { reference: input.reference } },
    heading: { key: "invoice.mail.cancelHeading" },
    greetingName: input.firstName,
    paragraphs: cancellationSentences(input),
    details: [
      { labelKey: "invoice.reference", value: input.reference },
      { labelKey: "invoice.experience", value: input.title },
      { labelKey: "invoice.date", value: `${longDate(input.date, locale)}, ${input.startTime}` },
      {
        labelKey: "invoice.penalty",
        value: `${aed(input.penalty, locale)} (${formatPercent(input.penaltyPercent, locale)})`,
      },
      { labelKey: "invoice.refund", value: refund },
    ],
    action: input.href ? { labelKey: "invoice.mail.viewBooking", href: input.href } : undefined,
    origin: input.origin,
  });
}

/** An item's facts a short notice names: the traveller, the experience and when. */
export type ItemNoticeInput = {
  to: string;
  locale: Locale;
  orderId: string;
  firstName: string;
  reference: string;
  title: string;
  date: string;
  startTime: string;
  /** Absolute link back to the booking (its voucher or the manage page). */
  href: string;
  origin: string;
};

/** A refund that the provider refused at first and has now taken: the sentences, then the email. */
export function refundDoneSentences(
  input: Pick<ItemNoticeInput, "locale" | "title" | "reference"> & { amount: number },
): NoticeParagraph[] {
  return [
    {
      key: "invoice.mail.refundDoneIntro",
      values: { amount: aed(input.amount, input.locale), title: input.title, reference: input.reference },
    },
    { key: "mail.refundTiming" },
  ];
}

export function refundDoneMail(input: ItemNoticeInput & { amount: number }): MailMessage {
  return noticeMail({
    kind: "refund_done",
    to: input.to,
    locale: input.locale,
    orderId: input.orderId,
    subject: { key: "invoice.mail.refundDoneSubject", values: { reference: input.reference } },
    heading: { key: "invoice.mail.refundDoneHeading" },
    greetingName: input.firstName,
    paragraphs: refundDoneSentences(input),
    details: [
      { labelKey: "invoice.reference", value: input.reference },
      { labelKey: "invoice.refund", value: aed(input.amount, input.locale) },
    ],
    action: { labelKey: "invoice.mail.viewBooking", href: input.href },
    origin: input.origin,
  });
}

/** Where to be: a pick-up at a time, or the meeting point. */
export type ReminderPlace = { pickup: { name: string; time: string } | null; meetingPoint: string };

/** The day-before reminder: when, and where to be (the pick-up with its time, or the meeting point). */
export function reminderSentences(
  input: Pick<ItemNoticeInput, "locale" | "title" | "date" | "startTime"> & ReminderPlace,
): NoticeParagraph[] {
  const when = `${longDate(input.date, input.locale)}, ${input.startTime}`;
  return [
    { key: "invoice.mail.reminderIntro", values: { title: input.title, when } },
    input.pickup
      ? { key: "invoice.mail.reminderPickup", values: { place: input.pickup.name, time: input.pickup.time } }
      : { key: "invoice.mail.reminderMeeting", values: { place: input.meetingPoint } },
    { key: "invoice.mail.reminderVoucher" },
  ];
}

export function reminderMail(input: ItemNoticeInput & ReminderPlace): MailMessage {
  return noticeMail({
    kind: "reminder",
    to: input.to,
    locale: input.locale,
    orderId: input.orderId,
    subject: { key: "invoice.mail.reminderSubject", values: { title: input.title } },
    heading: { key: "invoice.mail.reminderHeading" },
    greetingName: input.firstName,
    paragraphs: reminderSentences(input),
    details: [
      { labelKey: "invoice.reference", value: input.reference },
      { labelKey: "invoice.experience", value: input.title },
      { labelKey: "invoice.date", value: `${longDate(input.date, input.locale)}, ${input.startTime}` },
    ],
    action: { labelKey: "invoice.mail.voucherLink", href: input.href },
    origin: input.origin,
  });
}
