// The Worker's entry: the app's requests, the cron trigger and the notification queues, wrapped by error tracking when it is configured.
import { app } from "./app.ts";
import { runScheduled } from "./services/scheduled.ts";
import { withErrorTracking } from "./services/error-tracking.ts";
import { logEvent } from "./services/log.ts";
import type { AppEnv } from "./env.ts";
import { handleQueue } from "./services/notifications/consumer.ts";

/** The cron trigger (wrangler.toml): lapsed holds, unanswered on-request bookings, retries (services/scheduled.ts). */
const scheduled: ExportedHandlerScheduledHandler<AppEnv["Bindings"]> = (controller, env, ctx) => {
  ctx.waitUntil(
    runScheduled(env, new Date(controller.scheduledTime)).then((report) =>
      logEvent(report.errors > 0 ? "warn" : "info", "scheduled", report),
    ),
  );
};

/** The NOTIFICATIONS queue and its dead-letter queue (services/notifications/consumer.ts). */
const queue: ExportedHandlerQueueHandler<AppEnv["Bindings"]> = (batch, env) => handleQueue(batch, env);

export default withErrorTracking({ fetch: app.fetch, scheduled, queue }) satisfies ExportedHandler<AppEnv["Bindings"]>;
