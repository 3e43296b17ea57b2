// Emails about a booking the traveller manages themselves: the manage-booking link and a cancellation's receipt
// (penalty and refund), in the notice layout and the order's language.
import { formatMoney } from "../../../shared/money.ts";
import { formatDate, formatPercent } from "../../../shared/intl.ts";
import type { RefundState } from "../../../shared/invoice.ts";
import type { Locale } from "../../../shared/locales.ts";
import { noticeMail } from "./notice-mail.tsx";
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

/** What the traveller reads after cancelling: what was kept, what comes back and how. */
export function cancellationMail(input: CancellationMailInput): MailMessage {
  const { locale } = input;
  const refund = aed(input.refund, locale);
  const refundLine =
    input.refund === 0
      ? { key: "invoice.mail.noRefund" }
      : input.refundState === "refunded" || input.refundState === "pending"
        ? { key: "invoice.mail.refunded", values: { amount: refund } }
        : input.refundState === "failed"
          ? { key: "invoice.mail.refundHandled", values: { amount: refund } }
          : { key: "invoice.mail.notDue", values: { amount: refund } };
  return noticeMail({
    kind: "cancellation",
    to: input.to,
    locale,
    orderId: input.orderId,
    subject: { key: "invoice.mail.cancelSubject", values: { reference: input.reference } },
    heading: { key: "invoice.mail.cancelHeading" },
    greetingName: input.firstName,
    paragraphs: [
      { key: "invoice.mail.cancelIntro", values: { title: input.title, reference: input.reference } },
      refundLine,
    ],
    details: [
      { labelKey: "invoice.reference", value: input.reference },
      { labelKey: "invoice.experience", value: input.title },
      {
        labelKey: "invoice.date",
        value: `${formatDate(input.date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}, ${input.startTime}`,
      },
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
