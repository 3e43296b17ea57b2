// Assembles the Hono app: middleware in request order, API and build routes, the pages in both locales, errors.
import { Hono } from "hono";
import { requestId } from "./middleware/request-id.ts";
import { requestLog } from "./middleware/request-log.ts";
import { configGate } from "./middleware/config-gate.ts";
import { TEST_INSTRUMENTS, testInstrumentsOnly } from "./middleware/test-instruments.ts";
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
import { devWhatsAppRoutes } from "./routes/dev-whatsapp.tsx";
import { devStaffRoutes } from "./routes/dev-staff.ts";
import { paymentWebhookRoutes } from "./routes/payment-webhooks.ts";
import { whatsAppWebhookRoutes } from "./routes/whatsapp-webhook.ts";
import { passkeyApiRoutes } from "./routes/passkeys-api.ts";
import { reviewsApiRoutes } from "./routes/reviews-api.ts";
import { activityCardsApiRoutes, wishlistApiRoutes } from "./routes/wishlist-api.ts";
import { healthRoutes } from "./routes/health.ts";
import { appShellRoutes } from "./routes/app-shell.ts";
import { offlineApiRoutes } from "./routes/offline-api.ts";
import { vitalsRoutes } from "./routes/vitals.ts";
import { RememberingRouter } from "./routing/remembering-router.ts";
import type { AppEnv } from "./env.ts";

export const app = new Hono<AppEnv>({ router: new RememberingRouter() });

app.use("*", requestId);
app.use("*", requestLog);
app.use("*", securityHeaders);
// What exists only off production, before any other rule: 404 anywhere else (middleware/test-instruments.ts).
for (const path of TEST_INSTRUMENTS) app.use(path, testInstrumentsOnly);
app.use("*", originCheck);
app.use("*", d1Session);
app.route("/health", healthRoutes()); // for an uptime monitor: D1, KV and R2 each answer
app.route("/api/health", healthRoutes());
app.route("/__bare", bareRoutes()); // baseline for benchmarks: the same worker with no page work (development only)
app.route("/builds", buildRoutes());
app.route("/img", imageRoutes());
app.use("*", locale);
app.use("*", site);
// Money, account and signed-link routes answer 503 while a setting or secret is wrong (docs/decisions/017).
app.use("*", configGate);
// The web app manifests, the brand's icon and the offline page: not pages, never from the edge cache.
app.route("/", appShellRoutes());
// Anonymous browse pages from the edge cache (docs/decisions/016-speed.md); everything else passes through, marked BYPASS.
app.use(
  "*",
  edgeCache((request, c) => app.fetch(request, c.env, c.executionCtx)),
);
app.route("/api/payments/webhook", paymentWebhookRoutes()); // signed by the provider, exempt from the Origin check
app.route("/webhooks/whatsapp", whatsAppWebhookRoutes()); // Meta's status webhook: signed, exempt from the Origin check
app.route("/api/passkeys", passkeyApiRoutes());
app.route("/api/account", offlineApiRoutes()); // what the service worker keeps offline for the signed-in account
app.route("/api/wishlist", wishlistApiRoutes());
app.route("/api/activities/cards", activityCardsApiRoutes());
app.route("/api/vitals", vitalsRoutes()); // field data: Core Web Vitals from sampled visits (README, "Field data")
app.route("/api", reviewsApiRoutes());
app.route("/api", apiRoutes());
app.route("/dev", devStaffRoutes()); // the journeys' "ten minutes later" for the console's passkey check (test instrument)
app.route("/dev", devOutboxRoutes()); // the mail outbox: development and staging only, and only while MAILER=outbox
app.route("/dev", devWhatsAppRoutes()); // the WhatsApp outbox: development and staging only, while WHATSAPP=outbox
app.route("/", sitemapRoutes());
app.use("*", redirects);
// Arabic first: the English catch-all category route (/:category) would otherwise claim "/ar" itself.
app.route("/ar", pageRoutes());
app.route("/", pageRoutes());
app.notFound(notFound);
app.onError(onError);
