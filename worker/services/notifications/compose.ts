// What a booking event says on each channel, written from the data as it stands when it is delivered: the email (the
// same email the mailer always sent) and, when the order has WhatsApp consent and a mobile number, the WhatsApp
// template message whose sentences are the email's own. Null for a channel that gets nothing. The confirmation email
// carries the booked items' calendar file (issue 32).
import type { TFunction } from "i18next";
import { serverI18n } from "../../render/i18n.ts";
import { formatDate } from "../../../shared/intl.ts";
import { tIsolatedText } from "../../../shared/bidi.tsx";
import { localePath, type Locale } from "../../../shared/locales.ts";
import type { OrderItemView, OrderView } from "../../../shared/order.ts";
import { ICS_MAIL_TYPE } from "../../../shared/calendar.ts";
import { EMAIL_ONLY_KINDS, type WhatsAppTemplateMessage } from "../../../shared/notifications.ts";
import type { RefundState } from "../../../shared/invoice.ts";
import type { MailMessage, OrderMailKind } from "../../db/mail-messages.ts";
import type { NotificationEvent } from "../../db/notifications.ts";
import { findOrder, loadOrderView } from "../../db/orders.ts";
import { orderMessage, type MailOrder, type OrderMailLinks } from "../mail/order-mail.tsx";
import { calendarEventsOf, calendarFile } from "../calendar.ts";
import {
  cancellationMail,
  cancellationSentences,
  refundDoneMail,
  refundDoneSentences,
  reminderMail,
  reminderSentences,
} from "../mail/booking-change-mail.ts";
import type { NoticeParagraph } from "../mail/notice-mail.tsx";
import { linkOf, orderLinks, type LinkDeps } from "./links.ts";
import { templateParameter, type WhatsAppTemplateName } from "./whatsapp-templates.ts";
import { whatsAppNumber } from "./whatsapp-number.ts";

export type Composed = { email: MailMessage | null; whatsapp: WhatsAppTemplateMessage | null };
export type ComposeDeps = LinkDeps & { db: D1Database; now: Date };

const NOTHING: Composed = { email: null, whatsapp: null };

const sentence = (t: TFunction, locale: Locale, { key, values = {} }: NoticeParagraph) =>
  tIsolatedText(t, key, values, locale);

/** "Desert Safari · Friday 4 December 2026, 15:00", each item's, in one line. */
function itemsLine(items: OrderItemView[], locale: Locale, t: TFunction): string {
  return items
    .map((item) => {
      const date = formatDate(item.date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
      return `${item.title} · ${date}${locale === "ar" ? "، " : ", "}${item.startTime}`;
    })
    .concat(items.length === 0 ? [t("mail.order")] : [])
    .join(" | ");
}

/** The template message to the order's number, when it may have one. */
function toWhatsApp(
  order: { whatsappUpdates: boolean; lead: { phone: string } },
  template: WhatsAppTemplateName,
  locale: Locale,
  parameters: string[],
): WhatsAppTemplateMessage | null {
  if (!order.whatsappUpdates) return null;
  const to = whatsAppNumber(order.lead.phone);
  if (!to) return null;
  return { to, template, locale, parameters: parameters.map(templateParameter) };
}

/** The order's own status notices (the order mail kinds), each with its WhatsApp template. */
const TEMPLATE_OF: Record<OrderMailKind, WhatsAppTemplateName> = {
  confirmation: "booking_confirmed",
  on_hold: "booking_on_hold",
  pay_later: "booking_pay_later",
  rejection: "booking_rejected",
  payment_failed: "payment_failed",
  refund: "refund_issued",
};

/**
 * The confirmation with its calendar file: one event per confirmed item, each with its voucher's link (issue 32).
 * Only the confirmation carries one; an order with nothing confirmed gets none.
 */
async function withCalendarFile(
  deps: ComposeDeps,
  mail: MailMessage,
  view: OrderView,
  links: OrderMailLinks,
  t: TFunction,
): Promise<MailMessage> {
  const confirmed = view.items.filter((item) => item.status === "confirmed");
  if (confirmed.length === 0) return mail;
  const voucherUrl = (reference: string) => linkOf(links, deps.origin, view.locale, reference);
  const events = await calendarEventsOf(deps.db, confirmed, deps.origin, voucherUrl, t);
  const file = { filename: `booking-${view.id}.ics`, type: ICS_MAIL_TYPE, content: calendarFile(events, deps.now) };
  return { ...mail, attachments: [...(mail.attachments ?? []), file] };
}

async function orderEvent(deps: ComposeDeps, kind: OrderMailKind, orderId: string): Promise<Composed> {
  const row = await findOrder(deps.db, orderId);
  const view = row && (await loadOrderView(deps.db, orderId, row.locale));
  if (!row || !view) return NOTHING;
  const order: MailOrder = { ...view, whatsappUpdates: row.whatsappUpdates };
  const links = await orderLinks(deps, view);
  const { mail, summary } = orderMessage(kind, order, deps.origin, links, deps.now);
  const t = serverI18n(view.locale).t;
  const email = kind === "confirmation" ? await withCalendarFile(deps, mail, view, links, t) : mail;
  const partial = summary.heading === "partial";
  const items = partial
    ? `${t("mail.bookedHeading")}: ${itemsLine(summary.items, view.locale, t)} — ${t("mail.notBookedHeading")}: ${itemsLine(summary.notBooked, view.locale, t)}`
    : itemsLine(summary.items, view.locale, t);
  const link =
    kind === "payment_failed"
      ? deps.origin + localePath(view.locale, "/cart")
      : linkOf(links, deps.origin, view.locale, summary.items.length === 1 ? summary.items[0]!.reference : undefined);
  const whatsapp = toWhatsApp(row, partial ? "booking_partly_confirmed" : TEMPLATE_OF[kind], view.locale, [
    view.lead.firstName,
    summary.sentences.join(" "),
    items,
    view.id,
    link,
  ]);
  return { email, whatsapp };
}

/** The item an event names, with its order as it stands and the links back to it. */
async function itemOf(deps: ComposeDeps, event: NotificationEvent) {
  if (!event.orderId || !event.subject) return null;
  const row = await findOrder(deps.db, event.orderId);
  const view = row && (await loadOrderView(deps.db, event.orderId, row.locale));
  const item = view?.items.find((i) => i.reference === event.subject);
  if (!row || !view || !item) return null;
  const links = await orderLinks(deps, view);
  return { row, view, item, links, t: serverI18n(view.locale).t };
}

type FoundItem = NonNullable<Awaited<ReturnType<typeof itemOf>>>;

/** What every notice about one item names: the traveller, the experience and when. */
const itemFacts = ({ view, item }: FoundItem, origin: string) => ({
  to: view.lead.email,
  locale: view.locale,
  orderId: view.id,
  firstName: view.lead.firstName,
  reference: item.reference,
  title: item.title,
  date: item.date,
  startTime: item.startTime,
  origin,
});

/** The email, and the WhatsApp template whose sentences are that email's, about one item with one link back. */
function itemNotice(
  found: FoundItem,
  email: MailMessage,
  template: WhatsAppTemplateName,
  sentences: NoticeParagraph[],
  link: string,
): Composed {
  const { row, view, item, t } = found;
  return {
    email,
    whatsapp: toWhatsApp(row, template, view.locale, [
      view.lead.firstName,
      sentences.map((p) => sentence(t, view.locale, p)).join(" "),
      itemsLine([item], view.locale, t),
      item.reference,
      link,
    ]),
  };
}

const cancellationData = (data: Record<string, unknown>) => ({
  penaltyPercent: Number(data.penaltyPercent ?? 0),
  penalty: Number(data.penalty ?? 0),
  refund: Number(data.refund ?? 0),
  refundState: String(data.refundState ?? "none") as RefundState,
  href: typeof data.href === "string" ? data.href : null,
});

async function cancellationEvent(deps: ComposeDeps, event: NotificationEvent): Promise<Composed> {
  const found = await itemOf(deps, event);
  if (!found) return NOTHING;
  const input = { ...itemFacts(found, deps.origin), ...cancellationData(event.data) };
  const link = input.href ?? linkOf(found.links, deps.origin, found.view.locale);
  return itemNotice(found, cancellationMail(input), "booking_cancelled", cancellationSentences(input), link);
}

async function refundDoneEvent(deps: ComposeDeps, event: NotificationEvent): Promise<Composed> {
  const found = await itemOf(deps, event);
  if (!found) return NOTHING;
  const href = linkOf(found.links, deps.origin, found.view.locale);
  const input = { ...itemFacts(found, deps.origin), amount: Number(event.data.amount ?? 0), href };
  return itemNotice(found, refundDoneMail(input), "refund_completed", refundDoneSentences(input), href);
}

async function reminderEvent(deps: ComposeDeps, event: NotificationEvent): Promise<Composed> {
  const found = await itemOf(deps, event);
  // Only a booking that stands is reminded of: one cancelled or refused since the reminder was due gets nothing.
  if (!found || !["confirmed", "booked_pay_later"].includes(found.item.bookingStatus)) return NOTHING;
  const href = linkOf(found.links, deps.origin, found.view.locale, found.item.reference);
  const input = {
    ...itemFacts(found, deps.origin),
    pickup: found.item.pickup,
    meetingPoint: found.item.meetingPoint,
    href,
  };
  return itemNotice(found, reminderMail(input), "experience_reminder", reminderSentences(input), href);
}

/** An offer's answer, written when it was given (its link is shown once): email only (EMAIL_ONLY_KINDS). */
function offerEvent(event: NotificationEvent): Composed {
  const mail = event.data.mail as MailMessage | undefined;
  return { email: mail ?? null, whatsapp: null };
}

export async function composeNotification(deps: ComposeDeps, event: NotificationEvent): Promise<Composed> {
  let composed: Composed;
  if (Object.hasOwn(TEMPLATE_OF, event.kind) && event.orderId)
    composed = await orderEvent(deps, event.kind as OrderMailKind, event.orderId);
  else if (event.kind === "cancellation") composed = await cancellationEvent(deps, event);
  else if (event.kind === "refund_done") composed = await refundDoneEvent(deps, event);
  else if (event.kind === "reminder") composed = await reminderEvent(deps, event);
  else if (event.kind === "offer_quote" || event.kind === "offer_declined") composed = offerEvent(event);
  else composed = NOTHING;
  return EMAIL_ONLY_KINDS.includes(event.kind) ? { ...composed, whatsapp: null } : composed;
}

/** What an event keeps only until it is sent (removed once every channel has sent it). */
export const SENT_ONCE_KEYS = ["mail", "href"];
