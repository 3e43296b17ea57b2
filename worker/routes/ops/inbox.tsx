// The console's inbox: GET /ops (and /ar/ops) lists everything waiting for the person signed in; plain POST forms
// confirm or reject an on-request booking, accept a payment held for review (the same services as
// `npm run bookings`), and retry a refused capture, release or refund, or an unsent email. Each answers with a 303
// back to /ops, whose notice says what happened (read again from the data), or with the inbox again and a 400/409
// that says why nothing changed. A booking notification that ran out of attempts is sent again through the queue.
// Marketing has no inbox: /ops sends them to their first section.
import type { Context, Hono } from "hono";
import { z } from "zod";
import { localePath } from "../../../shared/locales.ts";
import { can, homeSectionOf, type StaffView } from "../../../shared/staff.ts";
import { answerSentences, inboxKindsFor, readNotificationRowId } from "../../../shared/ops-inbox.ts";
import { registerPersonalPage, showPersonal, translator, type PersonalView } from "../../render/page.tsx";
import { opsView, type OpsPageProps } from "../../render/views.ts";
import { redirectTo } from "../../routing/redirect.ts";
import { actorOf, currentStaff, requireStaff, viewerOf } from "./access.ts";
import { checkoutDeps } from "../../services/checkout-deps.ts";
import { BookingOpsError, confirmPendingItem, rejectPendingItem } from "../../services/bookings-ops.ts";
import {
  RETRY_KINDS,
  answerStateOf,
  loadInbox,
  retryFromInbox,
  retryStateOf,
  type RetryKind,
} from "../../services/ops/inbox.ts";
import { mailTransportFor } from "../../services/mail/index.ts";
import { sendNotificationAgain, sentAgainState } from "../../services/ops/notification-retry.ts";
import { ORDER_ID_PATTERN } from "../../services/orders.ts";
import { findItemByReference } from "../../db/orders.ts";
import type { AppEnv } from "../../env.ts";

/** The page props this route builds (the page is chosen by name, worker/render/views.ts). */
type InboxNotice = NonNullable<OpsPageProps<"inbox">["notice"]>;

type C = Context<AppEnv>;

const path = (c: C, to: string) => localePath(c.get("locale"), to);

/** Where the inbox's forms post (under /ar for Arabic, like the page). */
const FORMS = {
  confirm: "/ops/inbox/confirm",
  reject: "/ops/inbox/reject",
  retry: "/ops/inbox/retry",
  notification: "/ops/inbox/notification",
} as const;

/** A booking reference (RB-…) or, to accept a reviewed payment, an order id (RH-…), as typed or posted. */
const REFERENCE = /^(RB|RH)-[0-9A-HJKMNP-TV-Z]{8}$/;
const answerForm = z.object({
  reference: z
    .string()
    .trim()
    .max(20)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(REFERENCE)),
});
const retryForm = z
  .object({ kind: z.enum(RETRY_KINDS), id: z.string().trim().max(20) })
  .refine((f) => (f.kind === "refund" ? /^RB-[0-9A-HJKMNP-TV-Z]{8}$/ : /^\d{1,12}$/).test(f.id));
/** A notification's row: `<channel>:<event id>`. */
const notificationForm = z.object({
  id: z
    .string()
    .trim()
    .max(120)
    .transform((id, ctx) => {
      const row = readNotificationRowId(id);
      if (row) return row;
      ctx.addIssue({ code: "custom", message: "not a notification's row" });
      return z.NEVER;
    }),
});

/** Whether this staff member sees undelivered notifications (operators; never a supplier). */
const seesNotifications = (staff: StaffView) => inboxKindsFor(staff.role).includes("notification");
/** Whether this staff member sees money (payments, refunds) and mail: the roles whose inbox has those kinds. */
const seesMoney = (staff: StaffView) => inboxKindsFor(staff.role).includes("payment_task");

async function inboxView(c: C, staff: StaffView, notice: InboxNotice | null, status: 200 | 400 | 409 = 200) {
  const entries = await loadInbox(c.env.DB, staff, c.get("locale"));
  return opsView(
    "inbox",
    {
      viewer: await viewerOf(c, staff),
      now: new Date().toISOString(),
      entries,
      notice,
      forms: {
        confirm: path(c, FORMS.confirm),
        reject: path(c, FORMS.reject),
        retry: path(c, FORMS.retry),
        notification: path(c, FORMS.notification),
      },
      links: { bookings: path(c, "/ops/bookings"), offers: path(c, "/ops/offers") },
    },
    { title: "ops.inbox.title", status },
  );
}

const refusal = (key: string, values: Record<string, string> = {}): InboxNotice => ({
  tone: "error",
  sentences: [{ key, values }],
});

/** The notice a 303 back to the inbox carries: what an answer or a retry did, read from the data now. */
async function noticeOf(c: C, staff: StaffView): Promise<InboxNotice | null> {
  const answered = c.req.query("answered")?.toUpperCase();
  if (answered) {
    const result = await answerStateOf(c.env.DB, answered, staff);
    return result && { tone: "ok", sentences: answerSentences(result, c.get("locale"), seesMoney(staff)) };
  }
  const resent = c.req.query("resent");
  if (resent !== undefined) return seesNotifications(staff) ? resentNotice(c, resent) : null;
  const [kindOf, idOf] = (c.req.query("retried") ?? "").split(":");
  const retried = retryForm.safeParse({ kind: kindOf ?? "", id: idOf ?? "" });
  if (!retried.success || !seesMoney(staff)) return null;
  const { kind, id } = retried.data;
  const state = await retryStateOf(c.env.DB, kind, id);
  if (!state || state.kind === "gone") return null;
  if (state.kind === "done") return { tone: "ok", sentences: [{ key: `ops.inbox.retried.done.${kind}`, values: {} }] };
  return refusal(`ops.inbox.retried.refused.${kind}`, { error: state.error });
}

/** What became of a notification sent again: on its way (the queue has it), sent, or refused again with its error. */
async function resentNotice(c: C, rowId: string): Promise<InboxNotice | null> {
  const row = readNotificationRowId(rowId);
  const now = row && (await sentAgainState(c.env.DB, row.eventId, row.channel));
  if (!row || !now) return null;
  const key = `ops.inbox.resent.${row.channel}`;
  if (now.state === "dead") return refusal(`${key}.refused`, { error: now.error ?? "" });
  return { tone: "ok", sentences: [{ key: `${key}.${now.state === "sent" ? "sent" : "queued"}`, values: {} }] };
}

async function showInbox(c: C): Promise<PersonalView | Response> {
  const someone = await currentStaff(c);
  if (someone && !can(someone.role, "inbox")) {
    c.header("X-Robots-Tag", "noindex, nofollow");
    return redirectTo(c, path(c, homeSectionOf(someone.role).path), 303);
  }
  const staff = await requireStaff(c, "inbox");
  if (staff instanceof Response) return staff;
  return inboxView(c, staff, await noticeOf(c, staff));
}

/** Why an answer changed nothing, in the words of the inbox: already answered (and how), or still waiting. */
async function answerRefusal(c: C, error: BookingOpsError, reference: string): Promise<InboxNotice> {
  if (error.code === "waiting") return refusal("ops.inbox.error.waiting", { reference });
  const t = translator(c);
  let status = String(t("ops.inbox.status.order"));
  if (!ORDER_ID_PATTERN.test(reference)) {
    const found = await findItemByReference(c.env.DB, reference);
    if (found) status = String(t(`ops.inbox.status.${found.item.status}`));
  }
  return refusal("ops.inbox.error.answered", { reference, status });
}

async function postAnswer(c: C, answer: "confirm" | "reject"): Promise<Response> {
  const staff = await requireStaff(c, "inbox");
  if (staff instanceof Response) return staff;
  const body = answerForm.safeParse(await c.req.parseBody().catch(() => ({})));
  if (!body.success) return showPersonal(c, await inboxView(c, staff, refusal("ops.inbox.error.reference"), 400));
  const reference = body.data.reference;
  const answerWith = answer === "confirm" ? confirmPendingItem : rejectPendingItem;
  try {
    await answerWith(checkoutDeps(c), reference, new Date(), actorOf(c, staff));
  } catch (error) {
    if (!(error instanceof BookingOpsError)) throw error;
    if (error.code === "not_found") return c.notFound();
    return showPersonal(c, await inboxView(c, staff, await answerRefusal(c, error, reference), 409));
  }
  return redirectTo(c, `${path(c, "/ops")}?answered=${reference}`, 303);
}

async function postRetry(c: C): Promise<Response> {
  const staff = await requireStaff(c, "inbox");
  if (staff instanceof Response) return staff;
  const body = retryForm.safeParse(await c.req.parseBody().catch(() => ({})));
  // Money and mail are not a supplier's: to them there is nothing to retry here at all.
  if (!seesMoney(staff)) return c.notFound();
  if (!body.success) return showPersonal(c, await inboxView(c, staff, refusal("ops.inbox.error.retry"), 400));
  const { kind, id } = body.data as { kind: RetryKind; id: string };
  const outcome = await retryFromInbox(
    checkoutDeps(c),
    () => mailTransportFor(c.env),
    actorOf(c, staff),
    kind,
    id,
    new Date(),
  );
  if (outcome.kind === "gone") return showPersonal(c, await inboxView(c, staff, refusal("ops.inbox.error.retry"), 409));
  return redirectTo(c, `${path(c, "/ops")}?retried=${kind}:${encodeURIComponent(id)}`, 303);
}

async function postNotificationAgain(c: C): Promise<Response> {
  const staff = await requireStaff(c, "inbox");
  if (staff instanceof Response) return staff;
  // Traveller notifications are not a supplier's: to them there is nothing to send again here at all.
  if (!seesNotifications(staff)) return c.notFound();
  const body = notificationForm.safeParse(await c.req.parseBody().catch(() => ({})));
  if (!body.success) return showPersonal(c, await inboxView(c, staff, refusal("ops.inbox.error.notification"), 400));
  const { eventId, channel } = body.data.id;
  const outcome = await sendNotificationAgain(
    c.env.DB,
    c.env.NOTIFICATIONS,
    actorOf(c, staff),
    eventId,
    channel,
    new Date(),
  );
  if (outcome.kind === "gone")
    return showPersonal(c, await inboxView(c, staff, refusal("ops.inbox.error.notification"), 409));
  return redirectTo(c, `${path(c, "/ops")}?resent=${encodeURIComponent(`${channel}:${eventId}`)}`, 303);
}

export function registerInboxPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, "/ops", showInbox);
  pages.post(FORMS.confirm, (c) => postAnswer(c, "confirm"));
  pages.post(FORMS.reject, (c) => postAnswer(c, "reject"));
  pages.post(FORMS.retry, postRetry);
  pages.post(FORMS.notification, postNotificationAgain);
}
