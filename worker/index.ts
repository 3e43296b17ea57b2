// The Worker's entry: the app's requests and the cron trigger, wrapped by error tracking when it is configured.
import { app } from "./app.ts";
import { runScheduled } from "./services/scheduled.ts";
import { withErrorTracking } from "./services/error-tracking.ts";
import { logEvent } from "./services/log.ts";
import type { AppEnv } from "./env.ts";

/** The cron trigger (wrangler.toml): lapsed holds, unanswered on-request bookings, retries (services/scheduled.ts). */
const scheduled: ExportedHandlerScheduledHandler<AppEnv["Bindings"]> = (controller, env, ctx) => {
  ctx.waitUntil(
    runScheduled(env, new Date(controller.scheduledTime)).then((report) =>
      logEvent(report.errors > 0 ? "warn" : "info", "scheduled", report),
    ),
  );
};

export default withErrorTracking({ fetch: app.fetch, scheduled }) satisfies ExportedHandler<AppEnv["Bindings"]>;
