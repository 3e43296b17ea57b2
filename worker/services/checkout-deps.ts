// What the checkout services work with, chosen by configuration: D1, the payment provider, the supplier connector,
// the mailer, the notifier and the origin links are built on. Tests pass fakes instead (tests/fixtures/fakes.ts).
import type { Context } from "hono";
import type { AppEnv, Bindings } from "../env.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import type { SupplierConnector } from "./suppliers/connector.ts";
import type { Mailer } from "./mail/mailer.ts";
import { paymentProviderFor } from "./payments/index.ts";
import { mailerFor } from "./mail/index.ts";
import { createBuiltinConnector } from "./suppliers/builtin.ts";
import { notifierFor } from "./notifications/index.ts";
import type { Notifier } from "./notifications/notifier.ts";

/**
 * `authSecret` signs the manage-booking and voucher links in emails (services/booking-links.ts); without it they are left
 * out. `opsEmail` is told when a payment operation runs out of retries (services/payment-tasks.ts).
 */
export type CheckoutDeps = {
  db: D1Database;
  provider: PaymentProvider;
  connector: SupplierConnector;
  /** Account and operations mail, sent at once. */
  mailer: Mailer;
  /** Booking events for the traveller (email and WhatsApp), through the NOTIFICATIONS queue. */
  notifier: Notifier;
  origin: string;
  authSecret?: string;
  opsEmail?: string;
};

/** The services' dependencies for a worker's bindings, with links on `origin`. */
export function depsFor(env: Bindings, origin: string): CheckoutDeps {
  return {
    db: env.DB,
    provider: paymentProviderFor(env, origin),
    connector: createBuiltinConnector(env.DB),
    mailer: mailerFor(env),
    notifier: notifierFor(env, origin),
    origin,
    authSecret: env.AUTH_SECRET,
    opsEmail: env.OPS_EMAIL,
  };
}

/** The dependencies of a request: its bindings and the public origin the site middleware settled. */
export function checkoutDeps(c: Context<AppEnv>): CheckoutDeps {
  return depsFor(c.env, c.get("origin"));
}
