// PLACEHOLDER (n31-whatsapp): the lead's local WhatsApp outbox replaces this file at merge. It exists only so that
// whatsapp-index.ts compiles and its tests run on this branch; it keeps nothing.
import type { WhatsAppTransport } from "./channel.ts";

export function createWhatsAppOutbox(_db: D1Database, _now: () => Date = () => new Date()): WhatsAppTransport {
  return {
    async send() {
      throw new Error("placeholder WhatsApp outbox: the lead's whatsapp-outbox.ts replaces this file");
    },
  };
}
