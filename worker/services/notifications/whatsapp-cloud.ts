// The WhatsApp Business Cloud API adapter: one approved utility template per message, sent with
// POST {apiBase}/v21.0/{phone-number id}/messages and a system user's Bearer token; Meta's answer gives the message id
// (wamid) that its status webhook names later. Meta's error codes decide whether trying again can help.
import type { WhatsAppTemplateMessage } from "../../../shared/notifications.ts";
import { ChannelError, type WhatsAppTransport } from "./channel.ts";
import { templateParameter } from "./whatsapp-templates.ts";

export const CLOUD_API_VERSION = "v21.0";
export const CLOUD_API_BASE = "https://graph.facebook.com";
/** A send that has not answered by then counts as failed for now (the queue tries again). */
export const CLOUD_API_TIMEOUT_MS = 10_000;

export type CloudApiOptions = {
  accessToken: string;
  phoneNumberId: string;
  /** e.g. a local stand-in's base URL; graph.facebook.com when unset. */
  apiBase?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * Codes after which the same message can never be accepted: the number is not on WhatsApp, a parameter or the request
 * is invalid, the template does not exist in that language or is disabled, or its parameters do not fit it.
 * (Meta's error codes reference, "WhatsApp error codes".)
 */
const PERMANENT_CODES = new Set([
  100, // Invalid parameter
  131008, // Required parameter is missing
  131009, // Parameter value is not valid
  131021, // Recipient cannot be sender
  131026, // Message undeliverable (not a WhatsApp number, terms not accepted, old client)
  131047, // Re-engagement message (more than 24 hours since the customer last replied)
  131050, // The user stopped receiving marketing messages
  131051, // Unsupported message type
  130472, // The user's number is part of an experiment
  132000, // Template parameter count mismatch
  132001, // Template does not exist (in that language), or is not approved
  132005, // Template hydrated text too long
  132007, // Template format character policy violated
  132012, // Template parameter format mismatch
  132016, // Template is disabled
  132018, // Template parameters are not valid
]);

/*
 * Every other refusal is worth another try: Meta's side is down or busy (1, 2, 131000, 131016, 133004, any 5xx), we
 * are sending too fast to everyone or to this number (4, 80007, 130429, 131048, 131056, HTTP 429), the account's own
 * setup is wrong (0, 3, 10, 190, 200, 368, 131031, 131042, 131045, 133010: token, permissions, payment, phone number
 * registration), which an operator fixes without the message changing, or the template is paused for low quality
 * (132015), which Meta lifts after three or six hours, within the queue's retries. Unknown codes count as temporary
 * too: the retries are bounded, then the message is dead-lettered with this error.
 */

type GraphError = {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_data?: { details?: string };
  fbtrace_id?: string;
};

/** The request body of one template message (Meta's "Send template message"). */
export function templateRequestBody(message: WhatsAppTemplateMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    // E.164 with its plus: Meta takes "+" and recommends it; a number without one gets the business number's country code.
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.locale },
      components: [
        {
          type: "body",
          parameters: message.parameters.map((text) => ({ type: "text", text: templateParameter(text) })),
        },
      ],
    },
  };
}

function describeError(status: number, error: GraphError | null): string {
  if (!error) return `WhatsApp Cloud API answered ${status}`;
  const details = error.error_data?.details ? ` (${error.error_data.details})` : "";
  const trace = error.fbtrace_id ? ` [fbtrace ${error.fbtrace_id}]` : "";
  return `WhatsApp Cloud API ${status}, code ${error.code ?? "?"}: ${error.message ?? "no message"}${details}${trace}`;
}

/** Meta's refusal as a ChannelError that says whether the same message could ever succeed. */
export function classifyCloudApiError(status: number, error: GraphError | null): ChannelError {
  // A 5xx or 429 says Meta did not get to judge the message, whatever code came with it.
  const judged = status < 500 && status !== 429;
  const permanent = judged && error?.code !== undefined && PERMANENT_CODES.has(error.code);
  return new ChannelError(describeError(status, error), permanent);
}

async function graphError(res: Response): Promise<GraphError | null> {
  try {
    const body = (await res.json()) as { error?: GraphError };
    return body && typeof body.error === "object" && body.error !== null ? body.error : null;
  } catch {
    return null;
  }
}

const E164 = /^\+[1-9]\d{6,14}$/;

export function createCloudApiTransport(options: CloudApiOptions): WhatsAppTransport {
  const base = (options.apiBase || CLOUD_API_BASE).replace(/\/+$/, "");
  const url = `${base}/${CLOUD_API_VERSION}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CLOUD_API_TIMEOUT_MS;

  return {
    async send(message) {
      // Checkout stores the lead phone in E.164; anything else is a bug upstream that no retry would fix.
      if (!E164.test(message.to)) throw new ChannelError("The recipient is not an E.164 phone number", true);
      let res: Response;
      try {
        res = await send(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${options.accessToken}`, "Content-Type": "application/json" },
          body: JSON.stringify(templateRequestBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        throw new ChannelError(
          timedOut
            ? `WhatsApp Cloud API did not answer within ${timeoutMs} ms`
            : `WhatsApp Cloud API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          false,
        );
      }
      if (!res.ok) throw classifyCloudApiError(res.status, await graphError(res));
      let body: { messages?: { id?: unknown }[] } | null = null;
      try {
        body = await res.json();
      } catch {
        // handled below
      }
      const id = body?.messages?.[0]?.id;
      if (typeof id !== "string" || id === "")
        throw new ChannelError("WhatsApp Cloud API answered 200 without a message id", false);
      return { providerId: id };
    },
  };
}
