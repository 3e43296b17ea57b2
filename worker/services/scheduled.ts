// The scheduled handler (every minute, wrangler.toml [triggers]): orders whose seats' hold ran out before payment end
// (seats back, cart version moved on, their payment closed and voided), lapsed holds are swept, bookings whose request
// died are resumed, unanswered on-request bookings are rejected, payment operations and refunds the provider refused
// are tried again, mail that did not go out is sent again, day-before reminders are published and notifications the
// queue did not take are put on it again, lapsed sessions and tokens deleted. While the configuration
// is wrong (config/problems.ts) only the work that needs no provider runs: seats go back, nothing is charged or mailed.
import { ON_REQUEST_TIMEOUT_HOURS } from "../../shared/constants.ts";
import type { Bindings } from "../env.ts";
import { FALLBACK_PUBLIC_ORIGIN } from "./public-origin.ts";
import { depsFor, type CheckoutDeps } from "./checkout-deps.ts";
import { STALLED_BOOKING_MINUTES, resumeStalledBooking } from "./checkout/booking.ts";
import { expirePendingOrder } from "./checkout/payment.ts";
import { rejectPendingItem } from "./bookings-ops.ts";
import { releaseAllExpired } from "../db/holds.ts";
import { purgeExpired } from "./auth/sessions.ts";
import { retryFailedRefunds } from "./cancellation.ts";
import { refreshBadgesIfDue } from "./badges.ts";
import { bumpCacheVersion } from "../db/cache-version.ts";
import { expiredPendingOrders, stalledBookings, unansweredItemsPlacedBy } from "../db/orders.ts";
import { purgeSentDeliveries } from "../db/mail-deliveries.ts";
import { runDuePaymentTasks } from "./payment-tasks.ts";
import { retryDueMail } from "./mail/delivery.ts";
import { mailTransportFor } from "./mail/index.ts";
import { configProblems, describeProblems } from "../config/problems.ts";
import { errorFields, logEvent } from "./log.ts";
import { reportError } from "./error-tracking.ts";
import type { Mailer } from "./mail/mailer.ts";
import { expireDrafts } from "./checkout-draft.ts";
import { publishDueReminders } from "./notifications/reminders.ts";
import { enqueueEvents, type EventQueue } from "./notifications/notifier.ts";
import { unqueuedEvents } from "../db/notifications.ts";
import { NOTIFY_REQUEUE_MINUTES } from "../../shared/notifications.ts";

export type ScheduledReport = {
  expiredOrders: number;
  releasedHolds: number;
  resumed: number;
  timedOut: number;
  refundsRetried: number;
  paymentOperations: number;
  mailSent: number;
  reminders: number;
  requeued: number;
  errors: number;
};

const emptyReport = (): ScheduledReport => ({
  expiredOrders: 0,
  releasedHolds: 0,
  resumed: 0,
  timedOut: 0,
  refundsRetried: 0,
  paymentOperations: 0,
  mailSent: 0,
  reminders: 0,
  requeued: 0,
  errors: 0,
});

/** How long sent mail stays in the delivery log. */
const SENT_MAIL_KEPT_DAYS = 30;

/** The cron entry point: the services with the worker's own bindings (links in emails use PUBLIC_ORIGIN). */
export async function runScheduled(env: Bindings, now: Date): Promise<ScheduledReport> {
  const problems = configProblems(env);
  if (problems.length > 0) {
    logEvent("error", "configuration", {
      context: "scheduled",
      problems: problems.map((p) => p.setting),
      fix: describeProblems(problems),
    });
    const report = emptyReport();
    const [, freed] = await env.DB.batch(releaseAllExpired(env.DB, now));
    report.releasedHolds = freed.meta.changes;
    return report;
  }
  const deps = depsFor(env, env.PUBLIC_ORIGIN || FALLBACK_PUBLIC_ORIGIN);
  return runScheduledWith(deps, now, env.SITE, {
    transport: mailTransportFor(env),
    queue: env.NOTIFICATIONS,
    onError: (error, what) => reportError(env, error, { task: what }),
  });
}

type ScheduledOptions = {
  /** Where mail waiting to be sent again goes (the mailer's own transport); without it, mail is not retried. */
  transport?: Mailer;
  /** The NOTIFICATIONS queue, for events it did not take when they were published. */
  queue?: EventQueue;
  onError?: (error: unknown, what: string) => void;
};

/** `site`, when given, gets a new edge-cache version if the badges pages show have changed. */
export async function runScheduledWith(
  deps: CheckoutDeps,
  now: Date,
  site?: KVNamespace,
  options: ScheduledOptions = {},
): Promise<ScheduledReport> {
  const report = emptyReport();
  const attempt = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.errors++;
      logEvent("error", "scheduled_step_failed", { step: what, ...errorFields(error) });
      options.onError?.(error, what);
    }
  };

  for (const order of await expiredPendingOrders(deps.db, now)) {
    await attempt(`expiring order ${order.id}`, async () => {
      if (await expirePendingOrder(deps, order, now)) report.expiredOrders++;
    });
  }
  // Whatever else lapsed (a hold whose order moved on without it): seats back, holds released.
  await attempt("sweeping lapsed holds", async () => {
    const [, freed] = await deps.db.batch(releaseAllExpired(deps.db, now));
    report.releasedHolds = freed.meta.changes;
  });
  for (const orderId of await stalledBookings(deps.db, new Date(now.getTime() - STALLED_BOOKING_MINUTES * 60_000))) {
    await attempt(`resuming the booking of ${orderId}`, async () => {
      if (await resumeStalledBooking(deps, orderId, now)) report.resumed++;
    });
  }
  const placedBy = new Date(now.getTime() - ON_REQUEST_TIMEOUT_HOURS * 3_600_000);
  for (const reference of await unansweredItemsPlacedBy(deps.db, placedBy)) {
    await attempt(`timing out ${reference}`, async () => {
      await rejectPendingItem(deps, reference, now);
      report.timedOut++;
    });
  }
  await attempt("deleting abandoned checkout drafts", () => expireDrafts(deps.db, now));
  await attempt("retrying refunds of cancellations", async () => {
    report.refundsRetried = await retryFailedRefunds(deps, now);
  });
  // After the expiries above, whose abandoned payments are queued due now.
  await attempt("running payment operations", async () => {
    report.paymentOperations = await runDuePaymentTasks(deps, now);
  });
  const transport = options.transport;
  if (transport) {
    await attempt("sending mail again", async () => {
      report.mailSent = await retryDueMail(deps.db, transport, now);
    });
  }
  await attempt("publishing reminders", async () => {
    report.reminders = await publishDueReminders(deps.db, deps.notifier, now);
  });
  const queue = options.queue;
  if (queue) {
    await attempt("queueing notifications again", async () => {
      const ids = await unqueuedEvents(deps.db, new Date(now.getTime() - NOTIFY_REQUEUE_MINUTES * 60_000));
      if (await enqueueEvents(deps.db, queue, ids, now)) report.requeued = ids.length;
    });
  }
  await attempt("refreshing badges", async () => {
    const badges = await refreshBadgesIfDue(deps.db, now);
    if (badges?.changed && site) await bumpCacheVersion(site);
  });
  // Lapsed sessions, spent email tokens, unused passkey challenges and old rate-limit windows.
  await attempt("purging lapsed sessions and tokens", async () => {
    await deps.db.batch([
      ...purgeExpired(deps.db, now),
      purgeSentDeliveries(deps.db, new Date(now.getTime() - SENT_MAIL_KEPT_DAYS * 86_400_000)),
    ]);
  });
  return report;
}
