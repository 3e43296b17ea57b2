// One timeline of an order, oldest first: its status changes (written by triggers), payment events, emails, booking
// notifications (each event's email and WhatsApp delivery, with WhatsApp's furthest status), cancellations, partial
// refunds, check-ins and audit entries, each with who or what caused it. A status change takes
// its cause from the audit entry or payment event at the same moment when there is one; otherwise from what the code
// that makes that change does (checkout: the traveller; settlement: the system; the 24-hour timeout: the scheduler).
import type { AuditRecord } from "../../db/audit-log.ts";
import type { BookingExtraRow, TimelineSources } from "../../db/ops-bookings.ts";
import type { ItemStatus, Lead, OrderStatus } from "../../../shared/order.ts";
import type { StaffRole } from "../../../shared/staff.ts";
import {
  BOOKING_AUDIT_ACTIONS,
  type ItemRefundView,
  type TimelineCause,
  type TimelineEntry,
  type TimelineEvent,
} from "../../../shared/ops-bookings.ts";
import type { Channel } from "../../../shared/notifications.ts";
import { NOTIFICATION_RESEND_ACTION } from "./notification-retry.ts";

/** How far apart two records may be and still be the same moment (one request's batch and the rows around it). */
export const SAME_MOMENT_MS = 5_000;

export type TimelineInput = {
  sources: TimelineSources;
  audit: AuditRecord[];
  /** Names (and current roles) of the people the rows name, by user id. */
  people: Map<string, { name: string; role: StaffRole | null }>;
  /** Every item of the order by id, with whether the viewer may see it. */
  items: Map<number, { reference: string; visible: boolean }>;
  extras: BookingExtraRow[];
  refunds: (ItemRefundView & { itemId: number })[];
  /** A supplier sees their items' rows and the order's own, but not the order's money operations. */
  whole: boolean;
};

const time = (iso: string) => Date.parse(iso);

/** Sort rank for rows at the same instant: the order is placed, paid, moves, then mails go out. */
const RANK: Record<TimelineEvent["kind"], number> = {
  placed: 0,
  payment: 1,
  order_status: 2,
  item_status: 2,
  payment_task: 3,
  cancellation: 3,
  refund: 3,
  check_in: 3,
  contact: 3,
  whatsapp_consent: 3,
  audit: 3,
  notification_resend: 3,
  resend: 4,
  mail: 4,
  notification: 4,
};

/** How far apart the local outbox's copy of a notification email and its delivery's record may be. */
const SAME_MAIL_MS = 60_000;

export function buildTimeline(input: TimelineInput): TimelineEntry[] {
  const { sources, audit, people, items, whole } = input;
  const used = new Set<number>();
  const refOf = (itemId: number | null) => (itemId === null ? null : (items.get(itemId)?.reference ?? null));
  const visibleItem = (itemId: number | null) => itemId === null || items.get(itemId)?.visible === true;
  const visibleTarget = (target: string | null) => {
    const ref = target?.startsWith("item:") ? target.slice(5) : null;
    return ref === null || [...items.values()].some((i) => i.reference === ref && i.visible);
  };
  /** A notification about one of the order's items is that item's; one about the whole order is everyone's. */
  const visibleSubject = (subject: string | null) => {
    const item = subject === null ? undefined : [...items.values()].find((i) => i.reference === subject);
    return item === undefined || item.visible;
  };

  const causeOfAudit = (entry: AuditRecord): TimelineCause => {
    if (entry.role === "command") return { kind: "command", who: entry.actor.replace(/^command:/, "") };
    const person = people.get(entry.actor);
    return {
      kind: "staff",
      name: person?.name || entry.actorEmail || entry.actor,
      role: (entry.role as StaffRole) || person?.role || null,
    };
  };

  /** The closest unused audit entry within the same moment that `fits`. */
  const auditNear = (at: string, fits: (entry: AuditRecord) => boolean): AuditRecord | null => {
    let best: AuditRecord | null = null;
    for (const entry of audit) {
      if (used.has(entry.id) || !fits(entry)) continue;
      const gap = Math.abs(time(entry.at) - time(at));
      if (gap <= SAME_MOMENT_MS && (!best || gap < Math.abs(time(best.at) - time(at)))) best = entry;
    }
    return best;
  };
  const paymentNear = (at: string, kinds: string[]) =>
    sources.payments.find((p) => kinds.includes(p.kind) && Math.abs(time(p.at) - time(at)) <= SAME_MOMENT_MS);

  const entries: (TimelineEntry & { rank: number; seq: number; sortAt: number })[] = [];
  const add = (at: string, event: TimelineEvent, cause: TimelineCause, sortAt = time(at)) =>
    entries.push({ at, event, cause, rank: RANK[event.kind], seq: entries.length, sortAt });

  // Status changes, in the order they were written: an item's row is stamped by the database's clock, its order's by
  // the request's, a few milliseconds earlier, so each row sorts no earlier than the one written before it.
  let written = 0;
  for (const row of sources.statuses) {
    written = Math.max(written, time(row.at));
    const sortAt = written;
    if (!visibleItem(row.itemId)) continue;
    if (row.from === null) {
      add(row.at, { kind: "placed", status: row.to as OrderStatus }, { kind: "traveller" }, sortAt);
      continue;
    }
    const reference = refOf(row.itemId);
    const event: TimelineEvent =
      reference === null
        ? { kind: "order_status", from: row.from as OrderStatus, to: row.to as OrderStatus }
        : { kind: "item_status", reference, from: row.from as ItemStatus, to: row.to as ItemStatus };
    add(row.at, event, statusCause(row, reference), sortAt);
  }

  function statusCause(row: TimelineSources["statuses"][number], reference: string | null): TimelineCause {
    if (reference !== null && row.to === "cancelled") {
      const cancelled = input.extras.find((e) => e.itemId === row.itemId)?.cancellation;
      if (cancelled && cancelled.by !== "operator") return { kind: "traveller" };
    }
    const entry = auditNear(
      row.at,
      (e) =>
        reference === null || e.target === `item:${reference}` || e.target === null || !e.target.startsWith("item:"),
    );
    if (entry && entry.action !== BOOKING_AUDIT_ACTIONS.contact && entry.action !== BOOKING_AUDIT_ACTIONS.resend)
      return causeOfAudit(entry);
    if (reference === null) {
      if (row.from === "pending_payment") {
        const paid = paymentNear(
          row.at,
          row.to === "processing" ? ["authorized", "authorized_review"] : ["declined", "expired"],
        );
        if (paid) return { kind: "provider", provider: paid.provider };
        return row.to === "payment_failed" ? { kind: "scheduler" } : { kind: "system" };
      }
      return { kind: "system" };
    }
    if (row.from === "pending_supplier" && row.to === "rejected") return { kind: "scheduler" };
    if (row.from === "held" && row.to === "released") return { kind: "scheduler" };
    if (row.from === "held" || row.from === "pending_supplier") return { kind: "supplier" };
    return { kind: "system" };
  }

  // What the payment provider said.
  for (const p of sources.payments)
    add(p.at, { kind: "payment", event: p.kind }, { kind: "provider", provider: p.provider });
  // Captures and releases the provider refused at first, retried by the scheduler (the whole order's money).
  if (whole)
    for (const task of sources.tasks)
      add(task.at, { kind: "payment_task", op: task.op, state: task.state, amount: task.amount }, { kind: "system" });

  // Cancellations (the console's carry the reason from their audit entry).
  for (const extra of input.extras) {
    const c = extra.cancellation;
    const reference = refOf(extra.itemId);
    if (!c || reference === null || !visibleItem(extra.itemId)) continue;
    const entry =
      c.by === "operator"
        ? auditNear(c.cancelledAt, (e) => e.action === BOOKING_AUDIT_ACTIONS.cancel && e.target === `item:${reference}`)
        : null;
    if (entry) used.add(entry.id);
    add(
      c.cancelledAt,
      {
        kind: "cancellation",
        reference,
        penalty: c.penalty,
        refund: c.refund,
        refundState: c.refundState,
        by: c.by,
        reason: entry?.reason ?? null,
      },
      c.by === "operator" ? (entry ? causeOfAudit(entry) : { kind: "system" }) : { kind: "traveller" },
    );
  }

  // Partial refunds.
  for (const r of input.refunds) {
    const reference = refOf(r.itemId);
    if (reference === null || !visibleItem(r.itemId)) continue;
    const entry = auditNear(
      r.requestedAt,
      (e) => e.action === BOOKING_AUDIT_ACTIONS.refund && e.target === `item:${reference}`,
    );
    if (entry) used.add(entry.id);
    add(
      r.requestedAt,
      { kind: "refund", reference, amount: r.amount, state: r.state, reason: r.reason },
      entry ? causeOfAudit(entry) : { kind: "staff", name: r.by, role: null },
    );
  }

  // Check-ins.
  for (const ci of sources.checkIns) {
    const reference = refOf(ci.itemId);
    if (reference === null || !visibleItem(ci.itemId)) continue;
    const person = people.get(ci.byId);
    add(
      ci.at,
      { kind: "check_in", reference, source: ci.source },
      { kind: "staff", name: person?.name ?? ci.byId, role: person?.role ?? null },
    );
  }

  // The traveller's WhatsApp consent changes (the order's own: everyone who sees the order sees them).
  for (const change of sources.consent)
    add(change.at, { kind: "whatsapp_consent", on: change.on }, { kind: "traveller" });

  // Booking notifications: each event's delivery on each channel, by the system (the queue's consumer).
  for (const send of sources.notifications) {
    if (!visibleSubject(send.subject)) continue;
    const furthest = send.delivery && send.reported.find((r) => r.status === send.delivery);
    add(
      send.sentAt ?? send.createdAt,
      {
        kind: "notification",
        notification: send.kind,
        channel: send.channel,
        to: send.recipient,
        state: send.state,
        attempts: send.attempts,
        error: send.state === "sent" ? null : send.lastError,
        delivery:
          send.channel === "whatsapp" && send.delivery
            ? { status: send.delivery, at: furthest?.at ?? null, error: furthest?.error ?? null }
            : null,
      },
      { kind: "system" },
    );
  }
  // Notification emails the local outbox also kept are the same messages: shown once, as their delivery.
  const deliveredEmail = (kept: { kind: string; at: string }) =>
    sources.notifications.some(
      (n) =>
        n.channel === "email" &&
        n.kind === kept.kind &&
        Math.abs(time(n.sentAt ?? n.updatedAt) - time(kept.at)) <= SAME_MAIL_MS,
    );

  // Emails: the delivery log, and what the local outbox kept that the log no longer has.
  const mails = sources.deliveries.map((d) => ({ ...d }));
  for (const kept of sources.outbox) {
    const logged = sources.deliveries.some(
      (d) => d.kind === kept.kind && d.subject === kept.subject && Math.abs(time(d.at) - time(kept.at)) <= 60_000,
    );
    if (!logged && !deliveredEmail(kept)) mails.push({ ...kept, state: "sent" });
  }
  for (const mail of mails) {
    const resent = auditNear(
      mail.at,
      (e) => e.action === BOOKING_AUDIT_ACTIONS.resend && (e.after as { kind?: string } | null)?.kind === mail.kind,
    );
    if (resent) used.add(resent.id);
    add(
      mail.at,
      { kind: "mail", mail: mail.kind, to: mail.to, state: mail.state },
      resent ? causeOfAudit(resent) : { kind: "system" },
    );
  }

  // The audit log's other entries: contact changes, resends whose email is not on record, and other sections' actions.
  for (const entry of audit) {
    if (used.has(entry.id) || !visibleTarget(entry.target)) continue;
    if (entry.action === BOOKING_AUDIT_ACTIONS.contact) {
      add(
        entry.at,
        { kind: "contact", before: (entry.before ?? {}) as Partial<Lead>, after: (entry.after ?? {}) as Partial<Lead> },
        causeOfAudit(entry),
      );
    } else if (entry.action === NOTIFICATION_RESEND_ACTION) {
      const before = (entry.before ?? {}) as { kind?: string; channel?: Channel; subject?: string | null; to?: string };
      if (!visibleSubject(before.subject ?? null)) continue;
      add(
        entry.at,
        {
          kind: "notification_resend",
          notification: before.kind ?? "",
          channel: before.channel === "whatsapp" ? "whatsapp" : "email",
          to: before.to ?? null,
        },
        causeOfAudit(entry),
      );
    } else if (entry.action === BOOKING_AUDIT_ACTIONS.resend) {
      const after = (entry.after ?? {}) as { kind?: string; to?: string };
      add(entry.at, { kind: "resend", mail: after.kind ?? "confirmation", to: after.to ?? "" }, causeOfAudit(entry));
    } else if (entry.action !== BOOKING_AUDIT_ACTIONS.cancel && entry.action !== BOOKING_AUDIT_ACTIONS.refund) {
      add(
        entry.at,
        { kind: "audit", action: entry.action, target: entry.target, reason: entry.reason },
        causeOfAudit(entry),
      );
    }
  }

  return entries
    .sort((a, b) => a.sortAt - b.sortAt || a.rank - b.rank || a.seq - b.seq)
    .map(({ at, event, cause }) => ({ at, event, cause }));
}
