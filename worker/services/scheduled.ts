// The scheduled handler (every minute, wrangler.toml [triggers]): orders whose seats' hold ran out before payment end
// (seats back, cart version moved on), lapsed holds are swept, bookings whose request died are resumed, unanswered
// on-request bookings are rejected, refunds the provider refused are tried again, lapsed sessions and tokens deleted.
import { ON_REQUEST_TIMEOUT_HOURS } from "../../client/lib/constants.ts";
import type { Bindings } from "../env.ts";
import { FALLBACK_PUBLIC_ORIGIN } from "./public-origin.ts";
import { depsFor, type CheckoutDeps } from "./checkout-deps.ts";
import { STALLED_BOOKING_MINUTES, expirePendingOrder, resumeStalledBooking } from "./checkout.ts";
import { rejectPendingItem } from "./bookings-ops.ts";
import { releaseAllExpired } from "./holds.ts";
import { purgeExpired } from "./auth/sessions.ts";
import { retryFailedRefunds } from "./cancellation.ts";
import { refreshBadgesIfDue } from "./badges.ts";
import { bumpCacheVersion } from "./cache-version.ts";
import { expiredPendingOrders, stalledBookings, unansweredItemsPlacedBy } from "../db/orders.ts";

export type ScheduledReport = { expiredOrders: number; releasedHolds: number; resumed: number; timedOut: number; refundsRetried: number; errors: number };

/** The cron entry point: the services with the worker's own bindings (links in emails use PUBLIC_ORIGIN). */
export function runScheduled(env: Bindings, now: Date): Promise<ScheduledReport> {
  return runScheduledWith(depsFor(env, env.PUBLIC_ORIGIN || FALLBACK_PUBLIC_ORIGIN), now, env.SITE);
}

/** `site`, when given, gets a new edge-cache version if the badges pages show have changed. */
export async function runScheduledWith(deps: CheckoutDeps, now: Date, site?: KVNamespace): Promise<ScheduledReport> {
  const report: ScheduledReport = { expiredOrders: 0, releasedHolds: 0, resumed: 0, timedOut: 0, refundsRetried: 0, errors: 0 };
  const attempt = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.errors++;
      console.error(`scheduled: ${what} failed`, error);
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
  await attempt("retrying refunds of cancellations", async () => {
    report.refundsRetried = await retryFailedRefunds(deps, now);
  });
  await attempt("refreshing badges", async () => {
    const badges = await refreshBadgesIfDue(deps.db, now);
    if (badges?.changed && site) await bumpCacheVersion(site);
  });
  // Lapsed sessions, spent email tokens, unused passkey challenges and old rate-limit windows.
  await attempt("purging lapsed sessions and tokens", async () => {
    await deps.db.batch(purgeExpired(deps.db, now));
  });
  return report;
}
