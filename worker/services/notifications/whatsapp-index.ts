// Picks the WhatsApp channel from configuration: the local outbox (development and staging) or the Cloud API with its
// secrets. There is no default: an unset or unknown WHATSAPP, or a Cloud API secret missing, is a configuration error
// that names the fix (config/problems.ts reports the same to the deploy and the config gate).
import type { Bindings } from "../../env.ts";
import type { WhatsAppTransport } from "./channel.ts";
import { createCloudApiTransport } from "./whatsapp-cloud.ts";
import { createWhatsAppOutbox } from "./whatsapp-outbox.ts";

/** The WhatsApp channel cannot be built from this configuration; not a ChannelError, so the queue tries again later. */
export class WhatsAppConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WhatsAppConfigError";
  }
}

const CLOUD_SECRETS = ["WHATSAPP_ACCESS_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"] as const;

export function whatsAppTransportFor(
  env: Bindings,
  db: D1Database,
  options: { fetch?: typeof fetch } = {},
): WhatsAppTransport {
  const channel = (env.WHATSAPP ?? "").trim();
  if (channel === "outbox") return createWhatsAppOutbox(db);
  if (channel !== "cloud_api") {
    throw new WhatsAppConfigError(
      `WHATSAPP is ${channel ? `"${channel}"` : "not set"}; set it to "cloud_api" (production) or "outbox" (development and staging): .dev.vars locally, wrangler.toml [env.*.vars] when deployed.`,
    );
  }
  const missing = CLOUD_SECRETS.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new WhatsAppConfigError(
      `WHATSAPP is "cloud_api" but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set: ` +
        missing.map((name) => `\`npx wrangler secret put ${name}\``).join(", ") +
        " (locally, put them in .dev.vars).",
    );
  }
  return createCloudApiTransport({
    accessToken: env.WHATSAPP_ACCESS_TOKEN!.trim(),
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!.trim(),
    apiBase: env.WHATSAPP_API_BASE?.trim() || undefined,
    fetch: options.fetch,
  });
}
