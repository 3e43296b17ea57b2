// Gates for what exists only off production: /__bare on a developer's machine; the sandbox provider's payment page
// and callbacks and the mail outbox there and on staging, where they also ask for STAGING_ACCESS_KEY. Elsewhere 404.
import type { Context, MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import type { AppEnv } from "../env.ts";
import { environmentOf, hasTestInstruments, isDevelopment } from "../config/environment.ts";

const notFound = (c: Context<AppEnv>) => c.notFound();

export const developmentOnly: MiddlewareHandler<AppEnv> = async (c, next) =>
  isDevelopment(c.env) ? next() : notFound(c);

/** Paths of the test instruments: the outbox, the sandbox's payment page (both languages) and its webhook. */
export const TEST_INSTRUMENTS = ["/dev/*", "/pay/*", "/ar/pay/*", "/api/payments/webhook/sandbox"];

/** The user name staging's browser prompt asks for beside the key. */
export const STAGING_USER = "staging";

export const testInstrumentsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!hasTestInstruments(c.env)) return notFound(c);
  if (environmentOf(c.env) !== "staging") return next();
  const key = c.env.STAGING_ACCESS_KEY;
  // No key, no way in: config-gate reports it; the instruments stay shut rather than open.
  if (!key) return notFound(c);
  return basicAuth({ username: STAGING_USER, password: key, realm: "Rihla staging test instruments" })(c, next);
};
