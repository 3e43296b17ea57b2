// Picks the payment provider from configuration: the sandbox inside the worker or Stripe Checkout. There is no
// default: an unset or unknown PAYMENT_PROVIDER is a configuration error (config/problems.ts reports it first).
import type { Bindings } from "../../env.ts";
import type { PaymentProvider } from "./provider.ts";
import { PaymentConfigError } from "./errors.ts";
import { createSandboxProvider } from "./sandbox.ts";
import type { StripeOptions } from "./stripe.ts";

export type ProviderOptions = { now?: () => Date; fetch?: typeof fetch };

/** "sandbox" or "stripe" from PAYMENT_PROVIDER; unset or anything else is a configuration error with the fix in its message. */
export function paymentProviderName(env: Pick<Bindings, "PAYMENT_PROVIDER">): "sandbox" | "stripe" {
  const name = (env.PAYMENT_PROVIDER ?? "").trim();
  if (name === "sandbox" || name === "stripe") return name;
  throw new PaymentConfigError(
    `PAYMENT_PROVIDER is ${name ? `"${name}"` : "not set"}; set it to "stripe" (production) or "sandbox" (development and staging): .dev.vars locally, wrangler.toml [env.*.vars] when deployed.`,
  );
}

/** The sandbox's signing key, or a configuration error saying how to set it. */
export function sandboxSigningSecret(env: Pick<Bindings, "SANDBOX_SIGNING_SECRET">): string {
  const secret = env.SANDBOX_SIGNING_SECRET;
  if (!secret) {
    throw new PaymentConfigError(
      "SANDBOX_SIGNING_SECRET is not set: npm run dev puts a random one in .dev.vars; on staging, `npx wrangler secret put SANDBOX_SIGNING_SECRET --env staging`.",
    );
  }
  return secret;
}

export function paymentProviderFor(env: Bindings, origin: string, options: ProviderOptions = {}): PaymentProvider {
  if (paymentProviderName(env) === "sandbox") {
    return createSandboxProvider({ db: env.DB, secret: sandboxSigningSecret(env), origin, now: options.now });
  }
  const missing = (["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new PaymentConfigError(
      `PAYMENT_PROVIDER is "stripe" but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set: ` +
        missing.map((name) => `\`npx wrangler secret put ${name}\``).join(", ") +
        ' (locally, put them in .dev.vars). See the README, "Payments".',
    );
  }
  return lazyStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiBase: env.STRIPE_API_BASE || undefined,
    fetch: options.fetch,
    now: options.now,
  });
}

/**
 * The Stripe adapter, loaded on its first call: the SDK is hundreds of modules that a sandbox deployment (and every
 * worker test, whose pool caps the modules it passes around at 1 MiB) never needs.
 */
function lazyStripeProvider(options: StripeOptions): PaymentProvider {
  let loaded: Promise<PaymentProvider> | null = null;
  const provider = () =>
    (loaded ??= import("./stripe.ts").then(({ createStripeProvider }) => createStripeProvider(options)));
  return {
    name: "stripe",
    createPayment: async (input) => (await provider()).createPayment(input),
    verifyReturn: async (params) => (await provider()).verifyReturn(params),
    verifyWebhook: async (body, headers) => (await provider()).verifyWebhook(body, headers),
    capture: async (paymentId, amount, key) => (await provider()).capture(paymentId, amount, key),
    void: async (paymentId, key) => (await provider()).void(paymentId, key),
    refund: async (paymentId, amount, key) => (await provider()).refund(paymentId, amount, key),
    abandon: async (paymentId, key) => (await provider()).abandon(paymentId, key),
  };
}

export { PaymentConfigError, PaymentOperationError } from "./errors.ts";
