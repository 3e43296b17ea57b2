// Which deployment a worker is: a developer's machine, the staging copy, or production (anything else fails closed).
export type Environment = "development" | "staging" | "production";

/** ENVIRONMENT as set in .dev.vars or wrangler.toml [env.*.vars]; unset or unknown counts as production. */
export function environmentOf(env: { ENVIRONMENT?: string }): Environment {
  const name = (env.ENVIRONMENT ?? "").trim();
  return name === "development" || name === "staging" ? name : "production";
}

export const isDevelopment = (env: { ENVIRONMENT?: string }): boolean => environmentOf(env) === "development";

/**
 * The test instruments (the sandbox provider's payment page and callbacks, the mail outbox) exist on a developer's
 * machine and on staging (there behind STAGING_ACCESS_KEY), never in production.
 */
export const hasTestInstruments = (env: { ENVIRONMENT?: string }): boolean => environmentOf(env) !== "production";
