// The worker's bindings and the per-request values middleware puts on the Hono context.
import type { Locale } from "../shared/locales.ts";
import type { Currency } from "../shared/constants.ts";
import type { SiteConfig } from "../shared/site-config.ts";
import type { Fx } from "../shared/money.ts";
import type { D1Timer } from "./middleware/d1-session.ts";

export type Bindings = {
  /** "development" (a developer's machine, from .dev.vars), "staging" or "production"; unset counts as production. */
  ENVIRONMENT?: string;
  DB: D1Database;
  SITE: KVNamespace;
  MEDIA: R2Bucket;
  IMAGES: ImagesBinding;
  ASSETS: Fetcher;
  DEFAULT_LAYOUT?: string;
  DEFAULT_CURRENCY?: string;
  PUBLIC_ORIGIN?: string;
  /** "sandbox" (the provider inside the worker; development and staging only) or "stripe". Unset is a configuration error. */
  PAYMENT_PROVIDER?: string;
  /** HMAC key of the sandbox provider's signed returns and webhooks; a secret in production. */
  SANDBOX_SIGNING_SECRET?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Where the Stripe client sends its calls (tests point it at a local stand-in); Stripe's own API when unset. */
  STRIPE_API_BASE?: string;
  /** "outbox" (kept in D1, shown at /dev/outbox; development and staging only) or "send_email" (the EMAIL binding). */
  MAILER?: string;
  EMAIL?: SendEmail;
  MAIL_FROM?: string;
  /** Where custom-offer and operations mail goes. */
  OPS_EMAIL?: string;
  /** Booking notifications (issue 31): the queue every booking event goes through, consumed by this worker. */
  NOTIFICATIONS?: Queue<import("../shared/notifications.ts").NotificationMessage>;
  /** "outbox" (kept in D1, shown at /dev/whatsapp; development and staging only) or "cloud_api" (WhatsApp Cloud API). */
  WHATSAPP?: string;
  /** The Cloud API's secrets: a system user's access token, the sending phone number's id, the app secret that signs
   * status webhooks (X-Hub-Signature-256), and the token Meta echoes when the webhook is subscribed. */
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_VERIFY_TOKEN?: string;
  /** Where the Cloud API client sends its calls (tests point it at a local stand-in); graph.facebook.com when unset. */
  WHATSAPP_API_BASE?: string;
  /** HMAC key of emailed links that work without an account (manage-booking, vouchers); a secret in production. */
  AUTH_SECRET?: string;
  /** Staging only: the password of its test instruments (the sandbox's payment page, the outbox). */
  STAGING_ACCESS_KEY?: string;
  /** Field data (POST /api/vitals, services/vitals.ts): the Analytics Engine dataset the Web Vitals samples go to. */
  VITALS?: AnalyticsEngineDataset;
  /** And the rate limit of that endpoint per client address (wrangler.toml [[ratelimits]]). */
  VITALS_LIMIT?: RateLimit;
  /** Error tracking (services/error-tracking.ts): off when unset. */
  SENTRY_DSN?: string;
};

export type Variables = {
  requestId: string;
  secureHeadersNonce?: string;
  locale: Locale;
  /** The request path without its locale prefix ("/ar/about" → "/about"). */
  routePath: string;
  /** True when the request asked for the page's loader data ("…/_payload.json"). */
  payload: boolean;
  site: SiteConfig;
  /** The origin absolute URLs are built from (services/public-origin.ts); never taken from an unknown Host. */
  origin: string;
  currency: Currency;
  /** The visitor's display currency and its rate from AED. */
  fx: Fx;
  /** Time this request spent waiting on D1 (middleware/d1-session.ts), for the request log. */
  d1?: D1Timer;
  /** Set once the request looked its session up: what the log may say about who asked (no personal data). */
  role?: "traveller" | "anonymous" | "staff";
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };
