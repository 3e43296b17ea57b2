// What is wrong with a worker's settings and secrets, each with the exact fix. Any problem closes the money, account
// and signed-link routes (middleware/config-gate.ts) and the scheduled money work; browse pages keep serving.
import type { Bindings } from "../env.ts";
import { environmentOf, type Environment } from "./environment.ts";
import { REPOSITORY_VALUES } from "./known-values.ts";

export type ConfigProblem = { setting: string; problem: string; fix: string };

/** HMAC keys shorter than this are guessable enough to forge links and callbacks with. */
export const MIN_SECRET_LENGTH = 32;

const PROVIDERS = ["sandbox", "stripe"] as const;
const MAILERS = ["outbox", "send_email"] as const;
const WHATSAPP_CHANNELS = ["outbox", "cloud_api"] as const;

/** Where a setting is made in this environment, for the fixes. */
function whereVars(environment: Environment): string {
  return environment === "development"
    ? ".dev.vars (npm run dev creates it from .dev.vars.example)"
    : `wrangler.toml [env.${environment}.vars]`;
}

function putSecret(environment: Environment, name: string): string {
  return environment === "development"
    ? `set ${name} in .dev.vars (delete the line and run npm run dev to get a fresh random one)`
    : `\`npx wrangler secret put ${name} --env ${environment}\``;
}

/** A secret that is missing, one anyone can read in the repository, or too short to be one. */
function secretProblem(
  env: Bindings,
  name: keyof Bindings & string,
  environment: Environment,
  check?: (value: string) => string | null,
): ConfigProblem | null {
  const value = env[name];
  const fix = (extra = "") => `${putSecret(environment, name)}${extra}`;
  if (typeof value !== "string" || value.trim() === "")
    return {
      setting: name,
      problem: `${name} is not set`,
      fix: fix(" with a random value (e.g. `openssl rand -base64 48`)"),
    };
  if (REPOSITORY_VALUES.has(value.trim())) {
    return {
      setting: name,
      problem: `${name} is a value from the repository, which anyone can read`,
      fix: fix(" with a new random value (e.g. `openssl rand -base64 48`)"),
    };
  }
  const wrong = check?.(value.trim());
  return wrong ? { setting: name, problem: `${name} ${wrong}`, fix: fix() } : null;
}

const longEnough = (value: string) =>
  value.length >= MIN_SECRET_LENGTH ? null : `is shorter than ${MIN_SECRET_LENGTH} characters`;

/** A named choice (PAYMENT_PROVIDER, MAILER): unset or unknown is a problem, never a default. */
function choice<T extends string>(
  env: Bindings,
  name: "PAYMENT_PROVIDER" | "MAILER" | "WHATSAPP",
  allowed: readonly T[],
  environment: Environment,
): { value: T | null; problem: ConfigProblem | null } {
  const raw = (env[name] ?? "").trim();
  const options = allowed.map((a) => `"${a}"`).join(" or ");
  if (!raw)
    return {
      value: null,
      problem: {
        setting: name,
        problem: `${name} is not set`,
        fix: `set ${name} to ${options} in ${whereVars(environment)}`,
      },
    };
  if (!(allowed as readonly string[]).includes(raw))
    return {
      value: null,
      problem: {
        setting: name,
        problem: `${name} is "${raw}"`,
        fix: `set it to ${options} in ${whereVars(environment)}`,
      },
    };
  return { value: raw as T, problem: null };
}

/** Every problem with the settings a worker needs to take money, send mail and sign links; empty when it may. */
export function configProblems(env: Bindings): ConfigProblem[] {
  const environment = environmentOf(env);
  const problems: (ConfigProblem | null)[] = [];
  if (!env.ENVIRONMENT?.trim()) {
    problems.push({
      setting: "ENVIRONMENT",
      problem: "ENVIRONMENT is not set, so this worker counts as production",
      fix: "deploy with `npm run deploy -- --env production` (or staging), whose wrangler.toml section sets it; locally, npm run dev writes it to .dev.vars",
    });
  }

  const provider = choice(env, "PAYMENT_PROVIDER", PROVIDERS, environment);
  problems.push(provider.problem);
  if (provider.value === "sandbox") {
    if (environment === "production") {
      problems.push({
        setting: "PAYMENT_PROVIDER",
        problem: 'PAYMENT_PROVIDER is "sandbox" in production, where its test payment page does not exist',
        fix: 'set it to "stripe" in wrangler.toml [env.production.vars]',
      });
    }
    problems.push(secretProblem(env, "SANDBOX_SIGNING_SECRET", environment, longEnough));
  }
  if (provider.value === "stripe") {
    problems.push(
      secretProblem(env, "STRIPE_SECRET_KEY", environment, (v) =>
        /^(sk|rk)_(live|test)_\S+$/.test(v) ? null : "is not a Stripe secret key (sk_live_…, sk_test_… or rk_…)",
      ),
    );
    problems.push(
      secretProblem(env, "STRIPE_WEBHOOK_SECRET", environment, (v) =>
        /^whsec_\S+$/.test(v) ? null : "is not a Stripe webhook signing secret (whsec_…)",
      ),
    );
  }

  const mailer = choice(env, "MAILER", MAILERS, environment);
  problems.push(mailer.problem);
  if (mailer.value === "outbox" && environment === "production") {
    problems.push({
      setting: "MAILER",
      problem: 'MAILER is "outbox" in production, which would keep every email instead of sending it',
      fix: 'set it to "send_email" in wrangler.toml [env.production.vars]',
    });
  }
  if (mailer.value === "send_email") {
    if (!env.EMAIL)
      problems.push({
        setting: "EMAIL",
        problem: 'MAILER is "send_email" but there is no EMAIL binding',
        fix: `add [[env.${environment}.send_email]] name = "EMAIL" to wrangler.toml`,
      });
    if (!env.MAIL_FROM?.trim())
      problems.push({
        setting: "MAIL_FROM",
        problem: "MAIL_FROM is not set",
        fix: `set MAIL_FROM in ${whereVars(environment)} to an address on a domain onboarded to Email Service`,
      });
  }
  problems.push(...notificationProblems(env, environment));
  if (!env.OPS_EMAIL?.trim())
    problems.push({
      setting: "OPS_EMAIL",
      problem: "OPS_EMAIL is not set, so custom-offer requests and payment alerts would reach nobody",
      fix: `set OPS_EMAIL in ${whereVars(environment)}`,
    });

  problems.push(secretProblem(env, "AUTH_SECRET", environment, longEnough));

  if (environment !== "development") {
    const origin = env.PUBLIC_ORIGIN?.trim() ?? "";
    if (!/^https:\/\/[^/?#\s]+$/.test(origin.replace(/\/$/, ""))) {
      problems.push({
        setting: "PUBLIC_ORIGIN",
        problem: origin
          ? `PUBLIC_ORIGIN is "${origin}", not an https:// origin`
          : "PUBLIC_ORIGIN is not set, so links in emails would lead nowhere",
        fix: `set PUBLIC_ORIGIN in wrangler.toml [env.${environment}.vars] to the site's https:// origin`,
      });
    }
  }
  if (environment === "staging")
    problems.push(
      secretProblem(env, "STAGING_ACCESS_KEY", environment, (v) =>
        v.length >= 24 ? null : "is shorter than 24 characters",
      ),
    );
  return problems.filter((p): p is ConfigProblem => p !== null);
}

/** The queue booking notifications go through, and the WhatsApp channel with its Cloud API secrets (issue 31). */
function notificationProblems(env: Bindings, environment: Environment): (ConfigProblem | null)[] {
  const problems: (ConfigProblem | null)[] = [];
  if (!env.NOTIFICATIONS)
    problems.push({
      setting: "NOTIFICATIONS",
      problem: "there is no NOTIFICATIONS queue binding, so no booking update would reach a traveller",
      fix: `add [[${environment === "development" ? "" : `env.${environment}.`}queues.producers]] binding = "NOTIFICATIONS" and its consumer to wrangler.toml`,
    });
  const whatsapp = choice(env, "WHATSAPP", WHATSAPP_CHANNELS, environment);
  problems.push(whatsapp.problem);
  if (whatsapp.value === "outbox" && environment === "production")
    problems.push({
      setting: "WHATSAPP",
      problem: 'WHATSAPP is "outbox" in production, which would keep every WhatsApp message instead of sending it',
      fix: 'set it to "cloud_api" in wrangler.toml [env.production.vars]',
    });
  if (whatsapp.value === "cloud_api") {
    problems.push(secretProblem(env, "WHATSAPP_ACCESS_TOKEN", environment));
    problems.push(
      secretProblem(env, "WHATSAPP_PHONE_NUMBER_ID", environment, (v) =>
        /^\d{6,20}$/.test(v) ? null : "is not a WhatsApp phone-number id (digits, from the app's WhatsApp settings)",
      ),
    );
    problems.push(secretProblem(env, "WHATSAPP_APP_SECRET", environment));
    problems.push(secretProblem(env, "WHATSAPP_VERIFY_TOKEN", environment));
  }
  return problems;
}

/** One line for the log: what is wrong and how to fix each. */
export function describeProblems(problems: ConfigProblem[]): string {
  return problems.map((p) => `${p.problem}: ${p.fix}.`).join(" ");
}
