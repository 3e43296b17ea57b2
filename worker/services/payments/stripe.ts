// The Stripe Checkout adapter: sessions with manual capture, returns checked by retrieving the session (never the
// query), webhooks verified with constructEventAsync, capture/cancel/refund with idempotency keys.
import Stripe from "stripe";
import {
  PaymentVerificationError,
  type AbandonOutcome,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentResult,
  type PaymentStatus,
} from "./provider.ts";
import { PaymentOperationError, PaymentUnavailableError } from "./errors.ts";
import { HOLD_MINUTES } from "../../../shared/constants.ts";

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after it is created; a minute covers the trip there. */
export const STRIPE_MIN_EXPIRY_MS = 31 * 60 * 1000;
/**
 * The session outlives the seats' hold by this much, counted from the hold's own expiry rather than from now, so a
 * reload repeats the same parameters under the same idempotency key (Stripe refuses a key reused with others).
 */
const PAST_HOLD_MS = STRIPE_MIN_EXPIRY_MS - HOLD_MINUTES * 60 * 1000;

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** e.g. "http://localhost:12111" for a local stand-in; Stripe's own API when unset. */
  apiBase?: string;
  fetch?: typeof fetch;
  now?: () => Date;
};

/** host, port and protocol of the Stripe client from an API base URL. */
export function stripeEndpoint(apiBase: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** The return URL with Stripe's placeholder, which Stripe replaces with the session id (it must stay unencoded). */
function withSessionPlaceholder(returnUrl: string): string {
  return `${returnUrl}${returnUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

function sessionStatus(session: Stripe.Checkout.Session): PaymentStatus {
  if (session.status === "expired") return "expired";
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  if (intent?.status === "requires_capture" || intent?.status === "succeeded") return "authorized";
  if (intent?.status === "canceled") return "declined";
  return "open";
}

/** Stripe could not be reached, failed on its side or asked us to slow down: nothing happened, try again later. */
function isUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeAPIError && (error.statusCode ?? 500) >= 500) ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

function operationError(op: string, error: unknown): PaymentOperationError {
  if (isUnavailable(error))
    return new PaymentUnavailableError(
      `Stripe ${op} is unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return new PaymentOperationError(`Stripe ${op}: ${error.message}`, "idempotency_conflict");
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return new PaymentOperationError(`Stripe ${op}: ${error.message}`, "refused");
  return new PaymentOperationError(
    `Stripe ${op} failed: ${error instanceof Error ? error.message : String(error)}`,
    "provider_error",
  );
}

export function createStripeProvider({
  secretKey,
  webhookSecret,
  apiBase,
  fetch: fetchFn,
  now = () => new Date(),
}: StripeOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn ?? ((input, init) => fetch(input, init))),
    telemetry: false,
    ...stripeEndpoint(apiBase),
  });
  const cryptoProvider = Stripe.createSubtleCryptoProvider();

  /** Our payment id is the Checkout Session's; capture, cancel and refund act on its PaymentIntent. */
  async function intentOf(paymentId: string): Promise<string> {
    const session = await stripe.checkout.sessions.retrieve(paymentId);
    const intent = idOf(session.payment_intent);
    if (!intent)
      throw new PaymentOperationError(
        `Checkout Session ${paymentId} has no PaymentIntent yet (status ${session.status}).`,
        "refused",
      );
    return intent;
  }

  async function call<T>(op: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw error instanceof PaymentOperationError ? error : operationError(op, error);
    }
  }

  return {
    name: "stripe",

    createPayment: (input: CreatePaymentInput): Promise<CreatedPayment> =>
      call("create", async () => {
        const expiresAt = input.expiresAt.getTime() + PAST_HOLD_MS;
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: { currency: "aed", unit_amount: input.amount, product_data: { name: input.description } },
              },
            ],
            payment_intent_data: { capture_method: "manual", metadata: { order_id: input.orderId } },
            customer_email: input.customerEmail,
            // Stripe Checkout has no Arabic: "auto" follows the traveller's browser, English where it cannot.
            locale: input.locale === "en" ? "en" : "auto",
            client_reference_id: input.orderId,
            metadata: { order_id: input.orderId },
            success_url: withSessionPlaceholder(input.returnUrl),
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(expiresAt / 1000),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url)
          throw new PaymentOperationError(`Checkout Session ${session.id} came back without a URL.`, "provider_error");
        return { paymentId: session.id, redirectUrl: session.url };
      }),

    async verifyReturn(params: URLSearchParams): Promise<PaymentResult> {
      const sessionId = params.get("session_id") ?? "";
      if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId))
        throw new PaymentVerificationError("The return has no Checkout Session id.", "malformed");
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent"] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") {
          throw new PaymentVerificationError(`Stripe has no Checkout Session ${sessionId}.`, "unknown_payment");
        }
        throw operationError("retrieve", error);
      }
      if (!session.client_reference_id)
        throw new PaymentVerificationError(`Checkout Session ${sessionId} names no order.`, "unknown_payment");
      // The status is part of the event: a visit while the session is still open must not use up the real return.
      const status = sessionStatus(session);
      return {
        eventId: `return:${session.id}:${status}`,
        paymentId: session.id,
        orderId: session.client_reference_id,
        status,
        underReview: false,
      };
    },

    async verifyWebhook(body: string, headers: Headers): Promise<PaymentResult | null> {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new PaymentVerificationError("The webhook has no Stripe-Signature header.", "malformed");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          body,
          signature,
          webhookSecret,
          undefined,
          cryptoProvider,
          now().getTime(),
        );
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
          throw new PaymentVerificationError("The webhook body is not a Stripe event.", "malformed"); // signed, but not JSON
        }
        if (/tolerance zone/.test(error.message))
          throw new PaymentVerificationError("The webhook's timestamp is outside the tolerance.", "stale");
        if (/Unable to extract|expected scheme|No webhook payload|No stripe-signature/.test(error.message)) {
          throw new PaymentVerificationError("The webhook's Stripe-Signature header cannot be read.", "malformed");
        }
        throw new PaymentVerificationError("The webhook's signature does not match.", "forged");
      }
      const status =
        event.type === "checkout.session.completed"
          ? "authorized"
          : event.type === "checkout.session.expired"
            ? "expired"
            : null;
      if (!status) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      if (!session.client_reference_id)
        throw new PaymentVerificationError(`Checkout Session ${session.id} names no order.`, "unknown_payment");
      return {
        eventId: event.id,
        paymentId: session.id,
        orderId: session.client_reference_id,
        status,
        underReview: false,
      };
    },

    capture: (paymentId: string, amount: number, idempotencyKey: string) =>
      call("capture", async () => {
        await stripe.paymentIntents.capture(
          await intentOf(paymentId),
          { amount_to_capture: amount },
          { idempotencyKey },
        );
      }),

    void: (paymentId: string, idempotencyKey: string) =>
      call("cancel", async () => {
        await stripe.paymentIntents.cancel(await intentOf(paymentId), {}, { idempotencyKey });
      }),

    refund: (paymentId: string, amount: number, idempotencyKey: string) =>
      call("refund", async () => {
        await stripe.refunds.create({ payment_intent: await intentOf(paymentId), amount }, { idempotencyKey });
      }),

    abandon: (paymentId: string, idempotencyKey: string) =>
      call("abandon", async (): Promise<AbandonOutcome> => {
        const expand = ["payment_intent"];
        let session: Stripe.Checkout.Session;
        try {
          session = await stripe.checkout.sessions.retrieve(paymentId, { expand });
        } catch (error) {
          // A session Stripe does not know (another account or mode) holds no money of ours.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")
            return "nothing";
          throw error;
        }
        let closed = false;
        if (session.status === "open") {
          try {
            session = await stripe.checkout.sessions.expire(paymentId, { expand });
            closed = true;
          } catch (error) {
            // Completed between the two calls: read it again and void what it authorised.
            if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
            session = await stripe.checkout.sessions.retrieve(paymentId, { expand });
          }
        }
        const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
        if (intent?.status !== "requires_capture") return closed ? "closed" : "nothing";
        await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey });
        return "voided";
      }),
  };
}
