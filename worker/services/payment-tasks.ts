// Payment operations that must happen even when the provider refuses or is down at first: a capture, a void, closing a
// checkout the traveller abandoned. Each is queued once per order (payment_tasks), retried by the scheduled handler
// with back-off, and reported to operations by email and in the logs when its retries run out (docs/decisions/017).
import type { CheckoutDeps } from "./checkout-deps.ts";
import {
  claimPaymentTask,
  duePaymentTasks,
  failPaymentTask,
  finishPaymentTask,
  queuePaymentTask,
  type NewPaymentTask,
  type PaymentTask,
} from "../db/payment-tasks.ts";
import { releasedAuthorisation } from "../db/orders.ts";
import { noticeMail } from "./mail/notice-mail.tsx";
import { serverI18n } from "../render/i18n.ts";
import { formatMoney } from "../../shared/money.ts";
import { errorFields, logEvent } from "./log.ts";
import { paymentTaskById, reopenPaymentTask } from "../db/ops-inbox.ts";
import { AFTER_PREVIOUS } from "../db/guards.ts";
import { audited, type Actor } from "./ops/actor.ts";

/**
 * How long a card authorisation can be captured (Stripe's manual capture of a card payment: 7 days; the sandbox keeps
 * it for ever). After that a capture fails and the money is released to the traveller by the bank.
 */
export const CARD_AUTHORISATION_DAYS = 7;
/** Minutes after each failed attempt before the next: about 16 hours in all (well inside CARD_AUTHORISATION_DAYS). */
export const PAYMENT_RETRY_MINUTES = [1, 5, 15, 60, 180, 720];
/** An attempt not heard of for this long (the run died mid-call) is tried again; the idempotency key makes that safe. */
const LEASE_MINUTES = 5;

const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** When to try again after the `attempts`-th attempt failed; null when there are none left. */
export function nextPaymentAttempt(now: Date, attempts: number): Date | null {
  const wait = PAYMENT_RETRY_MINUTES[attempts - 1];
  return wait === undefined ? null : later(now, wait);
}

/** Queues an operation for the scheduled handler: due now, or (after a request's own failed attempt) at the first retry. */
export function queuePaymentOperation(
  deps: CheckoutDeps,
  task: NewPaymentTask,
  now: Date,
  failed?: { error: unknown },
): D1PreparedStatement {
  if (!failed) return queuePaymentTask(deps.db, task, now, now);
  return queuePaymentTask(
    deps.db,
    task,
    now,
    nextPaymentAttempt(now, 1)!,
    1,
    errorFields(failed.error).message.slice(0, 1000),
  );
}

async function perform(deps: CheckoutDeps, task: PaymentTask): Promise<string> {
  switch (task.op) {
    case "capture":
      await deps.provider.capture(task.paymentId, task.amount, task.idempotencyKey);
      return "captured";
    case "void":
      await deps.provider.void(task.paymentId, task.idempotencyKey);
      return "voided";
    case "abandon":
      return deps.provider.abandon(task.paymentId, task.idempotencyKey);
  }
}

function alertMail(deps: CheckoutDeps, task: PaymentTask, attempts: number, error: string) {
  const operation = String(serverI18n("en").t(`mail.opsAlert.op.${task.op}`));
  return noticeMail({
    kind: "ops_alert",
    to: deps.opsEmail ?? "",
    locale: "en",
    orderId: task.orderId,
    subject: { key: "mail.opsAlert.subject", values: { operation, order: task.orderId } },
    heading: { key: "mail.opsAlert.heading" },
    paragraphs: [{ key: "mail.opsAlert.intro", values: { operation, order: task.orderId } }],
    details: [
      { labelKey: "mail.opsAlert.payment", value: task.paymentId },
      { labelKey: "mail.opsAlert.key", value: task.idempotencyKey },
      ...(task.op === "capture"
        ? [
            {
              labelKey: "mail.opsAlert.amount",
              value: formatMoney(task.amount, "en", { currency: "AED", rate: 1 }, true),
            },
          ]
        : []),
      { labelKey: "mail.opsAlert.attempts", value: String(attempts) },
      { labelKey: "mail.opsAlert.error", value: error },
    ],
    origin: deps.origin,
  });
}

/** One attempt at a task this caller claimed (`attempts` counts it); true when the operation went through. */
async function attempt(deps: CheckoutDeps, task: PaymentTask, attempts: number, now: Date): Promise<boolean> {
  let outcome: string;
  try {
    outcome = await perform(deps, task);
  } catch (error) {
    const message = errorFields(error).message;
    const retryAt = nextPaymentAttempt(now, attempts);
    await failPaymentTask(deps.db, task.id, message, retryAt);
    const fields = { orderId: task.orderId, op: task.op, attempts, ...errorFields(error) };
    if (retryAt) {
      logEvent("warn", "payment_retry_scheduled", { ...fields, retryAt: retryAt.toISOString() });
    } else {
      logEvent("error", "payment_operation_reported", fields);
      if (deps.opsEmail) await deps.mailer.send(alertMail(deps, task, attempts, message));
    }
    return false;
  }
  await finishPaymentTask(deps.db, task.id, outcome, now);
  // Money released on an order that never booked: the invoice and the result page say so.
  if (outcome === "voided" && task.op !== "capture")
    await deps.db.batch([releasedAuthorisation(deps.db, task.orderId, task.paymentId, now)]);
  logEvent("info", "payment_operation_done", { orderId: task.orderId, op: task.op, outcome, attempts });
  return true;
}

/** The scheduled handler's run of due operations; returns how many went through. */
export async function runDuePaymentTasks(deps: CheckoutDeps, now: Date, limit = 50): Promise<number> {
  let done = 0;
  for (const task of await duePaymentTasks(deps.db, now, limit)) {
    if (!(await claimPaymentTask(deps.db, task, now, later(now, LEASE_MINUTES)))) continue;
    if (await attempt(deps, task, task.attempts + 1, now)) done++;
  }
  return done;
}

/** What one retry from the console did: went through, refused again (with the provider's words), or nothing to do. */
export type RetryOutcome = { kind: "done" } | { kind: "refused"; error: string } | { kind: "gone" };

/**
 * One more attempt now at an operation the provider refused (also after its retries ran out), for a person: it is put
 * back in line with the audit entry in one batch, claimed as the scheduled handler claims it, and tried once.
 */
export async function retryPaymentTaskNow(
  deps: CheckoutDeps,
  taskId: number,
  actor: Actor,
  now: Date,
): Promise<RetryOutcome> {
  const task = await paymentTaskById(deps.db, taskId);
  if (!task || task.state === "done") return { kind: "gone" };
  const change = {
    action: "payment.retry",
    target: `payment_task:${task.id}`,
    orderId: task.orderId,
    supplierId: null,
    before: { op: task.op, state: task.state, attempts: task.attempts, error: task.lastError },
  };
  const [reopened] = await deps.db.batch([
    reopenPaymentTask(deps.db, task.id, task.attempts, now),
    audited(deps.db, actor, change, now, AFTER_PREVIOUS),
  ]);
  if (reopened.meta.changes === 0) return { kind: "gone" };
  if (!(await claimPaymentTask(deps.db, { ...task }, now, later(now, LEASE_MINUTES)))) return { kind: "gone" };
  if (await attempt(deps, task, task.attempts + 1, now)) return { kind: "done" };
  return { kind: "refused", error: (await paymentTaskById(deps.db, task.id))?.lastError ?? "" };
}
