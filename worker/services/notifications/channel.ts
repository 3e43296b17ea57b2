// The notification channels' interface: email goes through the mailer's transport (mail/index.ts), WhatsApp through a
// transport that takes a template message and answers with the provider's message id. A ChannelError says whether
// trying again can help; anything else thrown counts as passing (a timeout, a 5xx) and is retried.
import type { WhatsAppTemplateMessage } from "../../../shared/notifications.ts";

export interface WhatsAppTransport {
  /** Sends one template message; `eventId` ties it to its event (the local outbox keeps it). */
  send(message: WhatsAppTemplateMessage, eventId: string): Promise<{ providerId: string }>;
}

/** A refusal by a channel: `permanent` when the same message can never succeed (a number not on WhatsApp, a bad template). */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "ChannelError";
  }
}

export const isPermanent = (error: unknown) => error instanceof ChannelError && error.permanent;
