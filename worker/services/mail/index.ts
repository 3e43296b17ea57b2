// Picks the mailer from configuration: the D1 outbox (shown at /dev/outbox; development and staging) or the send_email
// binding. There is no default: an unset or unknown MAILER is a configuration error.
import type { Bindings } from "../../env.ts";
import { DEFAULT_BRAND } from "../../../shared/site-config.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxMailer } from "./outbox.ts";
import { createSendEmailMailer } from "./send-email.ts";
import { createDeliveringMailer } from "./delivery.ts";

/** "outbox" or "send_email" from MAILER; unset or anything else is a configuration error with the fix in its message. */
export function mailerName(env: Pick<Bindings, "MAILER">): "outbox" | "send_email" {
  const name = (env.MAILER ?? "").trim();
  if (name === "outbox" || name === "send_email") return name;
  throw new Error(
    `MAILER is ${name ? `"${name}"` : "not set"}; set it to "send_email" (production) or "outbox" (development and staging, kept in D1 and shown at /dev/outbox): .dev.vars locally, wrangler.toml [env.*.vars] when deployed.`,
  );
}

/** Where mail goes from here: the outbox or the send_email binding (what delivery.ts retries through). */
export function mailTransportFor(env: Bindings, now?: () => Date): Mailer {
  if (mailerName(env) === "outbox") return createOutboxMailer(env.DB, now);
  if (!env.EMAIL)
    throw new Error(
      'MAILER is "send_email" but there is no EMAIL binding: add [[env.production.send_email]] name = "EMAIL" to wrangler.toml (README, "Email").',
    );
  if (!env.MAIL_FROM)
    throw new Error(
      'MAILER is "send_email" but MAIL_FROM is not set: set it in wrangler.toml [env.production.vars] to an address on a domain you send from.',
    );
  return createSendEmailMailer({ binding: env.EMAIL, from: env.MAIL_FROM, brand: DEFAULT_BRAND });
}

/** The mailer the services use: recorded in D1 first, so a transport failure is retried later and never lost. */
export function mailerFor(env: Bindings, now?: () => Date): Mailer {
  return createDeliveringMailer(env.DB, mailTransportFor(env, now), now);
}
