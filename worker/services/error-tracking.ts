// Error tracking through @sentry/cloudflare when the SENTRY_DSN secret is set, off (and never loaded) otherwise:
// the SDK is imported on the first request of an isolate that has a DSN, so workers without one pay nothing for it.
import type { Bindings } from "../env.ts";
import { environmentOf } from "../config/environment.ts";
import { BUILD_ID } from "../render/assets.ts";

type Handler = {
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>;
  scheduled: (controller: ScheduledController, env: Bindings, ctx: ExecutionContext) => void | Promise<void>;
  queue: (batch: MessageBatch<unknown>, env: Bindings, ctx: ExecutionContext) => void | Promise<void>;
};
type Sentry = typeof import("@sentry/cloudflare");

let sdk: Promise<Sentry> | null = null;
const loadSdk = () => (sdk ??= import("@sentry/cloudflare"));

/** What Sentry is told: errors only (no traces), the environment and build; the SDK's defaults send no personal data. */
export function sentryOptions(env: Bindings) {
  return { dsn: env.SENTRY_DSN, environment: environmentOf(env), release: BUILD_ID, tracesSampleRate: 0 };
}

/** The worker's handlers, wrapped by Sentry for a request, cron run or queue batch whose environment has SENTRY_DSN. */
export function withErrorTracking(handler: Handler): Handler {
  let wrapped: Promise<Handler> | null = null;
  const tracked = () =>
    (wrapped ??= loadSdk().then(
      (Sentry) =>
        Sentry.withSentry(
          (env: Bindings) => sentryOptions(env),
          handler as ExportedHandler<Bindings>,
        ) as unknown as Handler,
    ));
  return {
    fetch: async (request, env, ctx) =>
      env.SENTRY_DSN ? (await tracked()).fetch(request, env, ctx) : handler.fetch(request, env, ctx),
    scheduled: async (controller, env, ctx) =>
      env.SENTRY_DSN ? (await tracked()).scheduled(controller, env, ctx) : handler.scheduled(controller, env, ctx),
    queue: async (batch, env, ctx) =>
      env.SENTRY_DSN ? (await tracked()).queue(batch, env, ctx) : handler.queue(batch, env, ctx),
  };
}

/** Sends an error the app handled itself (Hono's onError, a failed cron step) to Sentry, when it is on. */
export function reportError(env: Pick<Bindings, "SENTRY_DSN">, error: unknown, tags: Record<string, string>): void {
  if (!env.SENTRY_DSN) return;
  void loadSdk().then((Sentry) => Sentry.captureException(error, { tags }));
}
