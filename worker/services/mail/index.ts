// Picks the mailer from configuration: the D1 outbox (default, shown at /dev/outbox) or the send_email binding.
import type { Bindings } from "../../env.ts";
import { DEFAULT_BRAND } from "../../../client/lib/site-config.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxMailer } from "./outbox.ts";
import { createSendEmailMailer } from "./send-email.ts";

/** "outbox" or "send_email" from MAILER; anything else is a configuration error with the fix in its message. */
export function mailerName(env: Pick<Bindings, "MAILER">): "outbox" | "send_email" {
  const name = (env.MAILER ?? "").trim() || "outbox";
  if (name === "outbox" || name === "send_email") return name;
  throw new Error(`MAILER is "${name}"; set it to "outbox" (the default, kept in D1 and shown at /dev/outbox) or "send_email" in wrangler.toml [vars].`);
}

export function mailerFor(env: Bindings, now?: () => Date): Mailer {
  if (mailerName(env) === "outbox") return createOutboxMailer(env.DB, now);
  if (!env.EMAIL) throw new Error('MAILER is "send_email" but there is no EMAIL binding: add [[send_email]] name = "EMAIL" to wrangler.toml (README, "Email").');
  if (!env.MAIL_FROM) throw new Error('MAILER is "send_email" but MAIL_FROM is not set: set it in wrangler.toml [vars] to an address on a domain you send from.');
  return createSendEmailMailer({ binding: env.EMAIL, from: env.MAIL_FROM, brand: DEFAULT_BRAND });
}
