// The local WhatsApp channel (development and staging): each template message is kept in D1's whatsapp_outbox, read at
// /dev/whatsapp and by tests, with a message id shaped like the Cloud API's. Nothing leaves the machine.
import { insertWhatsApp } from "../../db/whatsapp-outbox.ts";
import type { WhatsAppTransport } from "./channel.ts";

export function createWhatsAppOutbox(db: D1Database, now: () => Date = () => new Date()): WhatsAppTransport {
  return {
    async send(message, eventId) {
      const providerId = `wamid.local.${crypto.randomUUID()}`;
      await insertWhatsApp(db, message, { providerId, eventId }, now()).run();
      return { providerId };
    },
  };
}
