// The worker's bindings and the per-request values middleware puts on the Hono context.
import type { Locale } from "../client/lib/locales.ts";
import type { Currency } from "../client/lib/constants.ts";
import type { SiteConfig } from "../client/lib/site-config.ts";
import type { Fx } from "../client/lib/money.ts";

export type Bindings = {
  DB: D1Database;
  SITE: KVNamespace;
  MEDIA: R2Bucket;
  IMAGES: ImagesBinding;
  ASSETS: Fetcher;
  DEFAULT_LAYOUT?: string;
  DEFAULT_CURRENCY?: string;
  PUBLIC_ORIGIN?: string;
  /** "sandbox" (default: the provider inside the worker) or "stripe" (README, "Payments"). */
  PAYMENT_PROVIDER?: string;
  /** HMAC key of the sandbox provider's signed returns and webhooks; a secret in production. */
  SANDBOX_SIGNING_SECRET?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Where the Stripe client sends its calls (tests point it at a local stand-in); Stripe's own API when unset. */
  STRIPE_API_BASE?: string;
  /** "outbox" (default: kept in D1, shown at /dev/outbox) or "send_email" (the EMAIL binding). */
  MAILER?: string;
  EMAIL?: SendEmail;
  MAIL_FROM?: string;
  /** Where custom-offer and operations mail goes. */
  OPS_EMAIL?: string;
  /** HMAC key of emailed links that work without an account (manage-booking, vouchers); a secret in production. */
  AUTH_SECRET?: string;
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
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };
