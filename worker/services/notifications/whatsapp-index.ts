// Picks the WhatsApp channel from configuration: the local outbox (development and staging) or the Cloud API.
import type { Bindings } from "../../env.ts";
import type { WhatsAppTransport } from "./channel.ts";
import { createWhatsAppOutbox } from "./whatsapp-outbox.ts";

export function whatsAppTransportFor(env: Bindings, db: D1Database): WhatsAppTransport {
  if ((env.WHATSAPP ?? "").trim() === "outbox") return createWhatsAppOutbox(db);
  throw new Error(`WHATSAPP is ${env.WHATSAPP ? `"${env.WHATSAPP}"` : "not set"}; set it to "outbox" or "cloud_api"`);
}
