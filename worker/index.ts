// Assembles the worker: middleware in request order, API and build routes, the pages in both locales, errors.
import { Hono } from "hono";
import { requestId } from "./middleware/request-id.ts";
import { securityHeaders, originCheck } from "./middleware/security.ts";
import { locale } from "./middleware/locale.ts";
import { site } from "./middleware/site.ts";
import { redirects } from "./middleware/redirects.ts";
import { edgeCache } from "./middleware/edge-cache.ts";
import { d1Session } from "./middleware/d1-session.ts";
import { apiRoutes, buildRoutes } from "./routes/api.ts";
import { pageRoutes } from "./routes/pages.tsx";
import { notFound, onError } from "./routes/errors.tsx";
import { imageRoutes } from "./routes/images.ts";
import { bareRoutes } from "./routes/bare.ts";
import { sitemapRoutes } from "./routes/sitemap.ts";
import { devOutboxRoutes } from "./routes/dev-outbox.tsx";
import { paymentWebhookRoutes } from "./routes/payment-webhooks.ts";
import { passkeyApiRoutes } from "./routes/passkeys-api.ts";
import { reviewsApiRoutes } from "./routes/reviews-api.ts";
import { activityCardsApiRoutes, wishlistApiRoutes } from "./routes/wishlist-api.ts";
import { runScheduled } from "./services/scheduled.ts";
import { RememberingRouter } from "./routing/remembering-router.ts";
import type { AppEnv } from "./env.ts";

const app = new Hono<AppEnv>({ router: new RememberingRouter() });

app.use("*", requestId);
app.use("*", securityHeaders);
app.use("*", originCheck);
app.use("*", d1Session);
app.route("/__bare", bareRoutes()); // baseline for benchmarks: the same worker with no page work
app.route("/builds", buildRoutes());
app.route("/img", imageRoutes());
app.use("*", locale);
app.use("*", site);
// Anonymous browse pages from the edge cache (docs/decisions/016-speed.md); everything else passes through, marked BYPASS.
app.use("*", edgeCache((request, c) => app.fetch(request, c.env, c.executionCtx)));
app.route("/api/payments/webhook", paymentWebhookRoutes()); // signed by the provider, exempt from the Origin check
app.route("/api/passkeys", passkeyApiRoutes());
app.route("/api/wishlist", wishlistApiRoutes());
app.route("/api/activities/cards", activityCardsApiRoutes());
app.route("/api", reviewsApiRoutes());
app.route("/api", apiRoutes());
app.route("/dev", devOutboxRoutes()); // the local mail outbox (404 unless MAILER=outbox)
app.route("/", sitemapRoutes());
app.use("*", redirects);
// Arabic first: the English catch-all category route (/:category) would otherwise claim "/ar" itself.
app.route("/ar", pageRoutes());
app.route("/", pageRoutes());
app.notFound(notFound);
app.onError(onError);

/** The cron trigger (wrangler.toml): lapsed holds and unanswered on-request bookings (services/scheduled.ts). */
const scheduled: ExportedHandlerScheduledHandler<AppEnv["Bindings"]> = (controller, env, ctx) => {
  ctx.waitUntil(runScheduled(env, new Date(controller.scheduledTime)).then((report) => console.log("scheduled", JSON.stringify(report))));
};

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<AppEnv["Bindings"]>;
