// The one place the booking timeline's rows become words: what happened (statuses in the storefront's words where it
// has them), and who or what caused it. Names, references and addresses are isolated, so they read right in Arabic.
import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { tIsolated } from "../../../../shared/bidi.tsx";
import type { Locale } from "../../../../shared/locales.ts";
import type { ItemStatus, OrderStatus } from "../../../../shared/order.ts";
import { ITEM_STATUS_WORDS, type TimelineCause, type TimelineEvent } from "../../../../shared/ops-bookings.ts";
import { aed } from "../../account/parts.tsx";
import { Recipient, notificationWhat, tNodes } from "../notification-words.tsx";
import { formatMoment } from "./parts.tsx";
import { LEAD_LABELS } from "../../checkout/lead-labels.ts";

const KNOWN_MAIL = new Set([
  "confirmation",
  "on_hold",
  "pay_later",
  "rejection",
  "refund",
  "payment_failed",
  "cancellation",
  "manage_link",
]);
const KNOWN_PAYMENT = new Set(["authorized", "authorized_review", "declined", "expired", "open"]);

const orderWords = (t: TFunction, status: OrderStatus) => t(`ops.bookings.orderStatus.${status}`);
const itemWords = (t: TFunction, status: ItemStatus) => t(`status.${ITEM_STATUS_WORDS[status] ?? status}`);
const mailWords = (t: TFunction, kind: string) =>
  KNOWN_MAIL.has(kind)
    ? t(`ops.bookings.timeline.mailKind.${kind}`)
    : t("ops.bookings.timeline.mailKind.other", { kind });

/** What happened, as one sentence (and, for some rows, a second line: a reason, what a contact change changed). */
export function eventWords(
  t: TFunction,
  event: TimelineEvent,
  locale: Locale,
): { text: ReactNode; detail?: ReactNode } {
  const k = "ops.bookings.timeline";
  switch (event.kind) {
    case "placed":
      return { text: t(`${k}.placed`, { status: orderWords(t, event.status) }) };
    case "order_status":
      return { text: t(`${k}.orderStatus`, { from: orderWords(t, event.from), to: orderWords(t, event.to) }) };
    case "item_status":
      return {
        text: tIsolated(t, `${k}.itemStatus`, {
          reference: event.reference,
          from: itemWords(t, event.from),
          to: itemWords(t, event.to),
        }),
      };
    case "payment":
      return {
        text: KNOWN_PAYMENT.has(event.event)
          ? t(`${k}.payment.${event.event}`)
          : t(`${k}.payment.other`, { event: event.event }),
      };
    case "payment_task": {
      const op = t(`${k}.task.${event.op === "capture" || event.op === "void" ? event.op : "abandon"}`, {
        amount: aed(event.amount, locale),
      });
      const state = ["pending", "done", "reported"].includes(event.state) ? event.state : "pending";
      return { text: t(`${k}.task.${state}`, { op }) };
    }
    case "mail":
      return { text: tIsolated(t, `${k}.mail.${event.state}`, { mail: mailWords(t, event.mail), to: event.to }) };
    case "resend":
      return { text: tIsolated(t, `${k}.resend`, { mail: mailWords(t, event.mail), to: event.to }) };
    case "notification":
      return notificationWords(t, event, locale);
    case "notification_resend":
      return {
        text: tNodes(t, `${k}.notification.${event.channel}.resent`, {
          what: <bdi>{notificationWhat(t, event.notification)}</bdi>,
          to: <Recipient to={event.to} />,
        }),
      };
    case "cancellation":
      return {
        text: tIsolated(t, `${k}.cancellation`, {
          reference: event.reference,
          penalty: aed(event.penalty, locale),
          refund: aed(event.refund, locale),
          state: t(`ops.bookings.item.refundState.${event.refundState}`),
        }),
        detail: event.reason ? tIsolated(t, `${k}.reason`, { reason: event.reason }) : undefined,
      };
    case "refund":
      return {
        text: tIsolated(t, `${k}.refund`, {
          amount: aed(event.amount, locale),
          reference: event.reference,
          state: t(`ops.bookings.item.partialState.${event.state}`),
        }),
        detail: tIsolated(t, `${k}.reason`, { reason: event.reason }),
      };
    case "check_in":
      return { text: tIsolated(t, `${k}.checkIn.${event.source}`, { reference: event.reference }) };
    case "whatsapp_consent":
      return { text: t(`${k}.whatsappConsent.${event.on ? "on" : "off"}`) };
    case "contact":
      return {
        text: t(`${k}.contact`),
        detail: (
          <ul>
            {Object.keys(event.after).map((field) => (
              <li key={field}>
                {tIsolated(t, `${k}.contactField`, {
                  field: LEAD_LABELS[field] ? t(LEAD_LABELS[field]) : field,
                  before: String(event.before[field as keyof typeof event.before] ?? ""),
                  after: String(event.after[field as keyof typeof event.after] ?? ""),
                })}
              </li>
            ))}
          </ul>
        ),
      };
    case "audit":
      return {
        text: event.target
          ? tIsolated(t, `${k}.audit`, { action: event.action, target: event.target })
          : tIsolated(t, `${k}.auditNoTarget`, { action: event.action }),
        detail: event.reason ? tIsolated(t, `${k}.reason`, { reason: event.reason }) : undefined,
      };
  }
}

/** A notification's delivery: its state in a sentence, then WhatsApp's furthest status, or why it has not gone. */
function notificationWords(
  t: TFunction,
  event: Extract<TimelineEvent, { kind: "notification" }>,
  locale: Locale,
): { text: ReactNode; detail?: ReactNode } {
  const k = "ops.bookings.timeline.notification";
  const text = tNodes(t, `${k}.${event.channel}.${event.state}`, {
    what: <bdi>{notificationWhat(t, event.notification)}</bdi>,
    to: <Recipient to={event.to} />,
  });
  const error = (words: string) => (
    <span className="block">
      <bdi dir="ltr" className="break-words font-mono text-xs text-red-800">
        {words}
      </bdi>
    </span>
  );
  let detail: ReactNode;
  if (event.delivery) {
    const { status, at } = event.delivery;
    const said = at
      ? tNodes(t, `${k}.status.${status}`, { at: <bdi>{formatMoment(at, locale)}</bdi> })
      : t(`${k}.statusNoTime.${status}`);
    detail = (
      <span data-testid="notification-delivery" data-status={status}>
        {said}
        {event.delivery.error && error(event.delivery.error)}
      </span>
    );
  } else if (event.state === "failed" || event.state === "dead") {
    detail = tNodes(t, `${k}.problem`, {
      attempts: t("ops.inbox.attempts", { count: event.attempts }),
      error: error(event.error ?? "—"),
    });
  }
  return { text, detail };
}

/** Who or what caused it. */
export function causeWords(t: TFunction, cause: TimelineCause): ReactNode {
  const k = "ops.bookings.timeline.cause";
  switch (cause.kind) {
    case "provider":
      return tIsolated(t, `${k}.provider`, { provider: cause.provider });
    case "staff":
      return cause.role
        ? tIsolated(t, `${k}.staff`, { name: cause.name, role: t(`ops.shell.role.${cause.role}`) })
        : tIsolated(t, `${k}.staffNoRole`, { name: cause.name });
    case "command":
      return tIsolated(t, `${k}.command`, { who: cause.who });
    default:
      return t(`${k}.${cause.kind}`);
  }
}
