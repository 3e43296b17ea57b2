// The Stripe Checkout adapter against a local stand-in for Stripe's HTTP API: what it sends when creating a session,
// returns checked by retrieving the session, webhooks through constructEventAsync, capture/cancel/refund, and how
// configuration picks a provider.
import { beforeEach, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import {
  createStripeStandin,
  STANDIN_BASE,
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  type StripeStandin,
} from "../fixtures/stripe-standin.ts";
import { createStripeProvider, STRIPE_MIN_EXPIRY_MS } from "../../worker/services/payments/stripe.ts";
import { paymentProviderFor, PaymentConfigError, PaymentOperationError } from "../../worker/services/payments/index.ts";
import {
  PaymentVerificationError,
  type CreatePaymentInput,
  type PaymentProvider,
} from "../../worker/services/payments/provider.ts";

const ORIGIN = "https://example.com";
const NOW = Date.parse("2031-03-04T05:06:07Z"); // any instant: both the adapter and the stand-in read this clock

let standin: StripeStandin;
let provider: PaymentProvider;
let urls: string[];

beforeEach(() => {
  standin = createStripeStandin({ now: () => NOW });
  urls = [];
  const recording: typeof fetch = (input, init) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return standin.fetch(input, init);
  };
  provider = createStripeProvider({
    secretKey: STANDIN_SECRET_KEY,
    webhookSecret: STANDIN_WEBHOOK_SECRET,
    apiBase: STANDIN_BASE,
    fetch: recording,
    now: () => new Date(NOW),
  });
});

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    orderId: "R-STRIPE-1",
    idempotencyKey: "cart-abc:3",
    amount: 123450,
    currency: "AED",
    description: "Desert safari and 1 more",
    customerEmail: "guest@example.com",
    locale: "en",
    returnUrl: `${ORIGIN}/checkout/return?order=R-STRIPE-1`,
    cancelUrl: `${ORIGIN}/checkout/return?order=R-STRIPE-1&cancelled=1`,
    expiresAt: new Date(NOW + 15 * 60_000),
    ...overrides,
  };
}

async function verificationError(promise: Promise<unknown>): Promise<PaymentVerificationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentVerificationError);
  return error as PaymentVerificationError;
}

const posts = (path: string) => standin.requests.filter((r) => r.method === "POST" && r.path === path);

describe("createPayment", () => {
  it("creates a Checkout Session for manual capture in AED minor units, with the order and the idempotency key", async () => {
    const created = await provider.createPayment(input());
    expect(created.paymentId).toMatch(/^cs_test_/);
    expect(created.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${created.paymentId}`);
    const [request] = posts("/v1/checkout/sessions");
    expect(request.idempotencyKey).toBe("cart-abc:3");
    expect(request.params).toEqual({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: { currency: "aed", unit_amount: "123450", product_data: { name: "Desert safari and 1 more" } },
        },
      ],
      payment_intent_data: { capture_method: "manual", metadata: { order_id: "R-STRIPE-1" } },
      customer_email: "guest@example.com",
      locale: "en",
      client_reference_id: "R-STRIPE-1",
      metadata: { order_id: "R-STRIPE-1" },
      success_url: `${ORIGIN}/checkout/return?order=R-STRIPE-1&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/checkout/return?order=R-STRIPE-1&cancelled=1`,
      expires_at: String(Math.floor((NOW + STRIPE_MIN_EXPIRY_MS) / 1000)),
    });
    expect(urls.every((url) => url.startsWith(`${STANDIN_BASE}/v1/`))).toBe(true);
  });

  it("closes the session a fixed time after the hold (the same parameters on a reload), and lets Stripe pick the language for Arabic", async () => {
    const expiresAt = new Date(NOW + 2 * 3600_000);
    await provider.createPayment(input({ expiresAt, locale: "ar" }));
    // A reload ten minutes later repeats exactly the same request under the same key.
    await createStripeProvider({
      secretKey: STANDIN_SECRET_KEY,
      webhookSecret: STANDIN_WEBHOOK_SECRET,
      apiBase: STANDIN_BASE,
      fetch: standin.fetch,
      now: () => new Date(NOW + 600_000),
    }).createPayment(input({ expiresAt, locale: "ar" }));
    const [request, reload] = posts("/v1/checkout/sessions");
    expect(request.params.expires_at).toBe(String(Math.floor((expiresAt.getTime() + 16 * 60_000) / 1000)));
    expect(reload.params).toEqual(request.params);
    expect(request.params.locale).toBe("auto");
  });

  it("creating twice with the same key gives the same session (Stripe replays the first answer)", async () => {
    const first = await provider.createPayment(input());
    const again = await provider.createPayment(input());
    expect(again.paymentId).toBe(first.paymentId);
    expect(standin.sessions.size).toBe(1);
    expect(posts("/v1/checkout/sessions").map((r) => r.replayed)).toEqual([false, true]);
  });
});

describe("verifyReturn", () => {
  it("asks Stripe for the session: a completed session awaiting capture is authorised", async () => {
    const { paymentId } = await provider.createPayment(input());
    standin.completeSession(paymentId);
    const result = await provider.verifyReturn(new URLSearchParams({ order: "R-STRIPE-1", session_id: paymentId }));
    expect(result).toEqual({
      eventId: `return:${paymentId}:authorized`,
      paymentId,
      orderId: "R-STRIPE-1",
      status: "authorized",
      underReview: false,
    });
    const retrieve = standin.requests.find(
      (r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${paymentId}`,
    );
    expect(retrieve?.params.expand).toEqual(["payment_intent"]);
  });

  it("never trusts the query: an unpaid session stays open whatever the return claims", async () => {
    const { paymentId } = await provider.createPayment(input());
    const result = await provider.verifyReturn(
      new URLSearchParams({ session_id: paymentId, status: "authorized", payment_status: "paid" }),
    );
    expect(result.status).toBe("open");
    standin.expireSession(paymentId);
    const expired = await provider.verifyReturn(new URLSearchParams({ session_id: paymentId }));
    expect(expired.status).toBe("expired");
    // A visit while the session was open is another event than its real outcome, so it cannot use that up.
    expect(expired.eventId).not.toBe(result.eventId);
  });

  it("refuses a return without a session id, or naming a session Stripe does not have", async () => {
    expect((await verificationError(provider.verifyReturn(new URLSearchParams({ order: "R-STRIPE-1" })))).reason).toBe(
      "malformed",
    );
    expect(
      (await verificationError(provider.verifyReturn(new URLSearchParams({ session_id: "cs_test_doesnotexist" }))))
        .reason,
    ).toBe("unknown_payment");
  });
});

describe("verifyWebhook (constructEventAsync)", () => {
  it("checkout.session.completed is an authorisation, checkout.session.expired an expiry, others are ignored", async () => {
    const { paymentId } = await provider.createPayment(input());
    standin.completeSession(paymentId);
    const completed = await standin.signEvent("checkout.session.completed", paymentId);
    const result = await provider.verifyWebhook(completed.body, completed.headers);
    expect(result).toEqual({
      eventId: JSON.parse(completed.body).id,
      paymentId,
      orderId: "R-STRIPE-1",
      status: "authorized",
      underReview: false,
    });
    const expired = await standin.signEvent("checkout.session.expired", paymentId);
    expect((await provider.verifyWebhook(expired.body, expired.headers))?.status).toBe("expired");
    const other = await standin.signEvent("payment_intent.created", paymentId);
    expect(await provider.verifyWebhook(other.body, other.headers)).toBeNull();
  });

  it("refuses a forged signature and a changed body", async () => {
    const { paymentId } = await provider.createPayment(input());
    const forged = await standin.signEvent("checkout.session.completed", paymentId, { secret: "whsec_someone_else" });
    expect((await verificationError(provider.verifyWebhook(forged.body, forged.headers))).reason).toBe("forged");
    const real = await standin.signEvent("checkout.session.completed", paymentId);
    const changed = real.body.replace("R-STRIPE-1", "R-STRIPE-2");
    expect((await verificationError(provider.verifyWebhook(changed, real.headers))).reason).toBe("forged");
  });

  it("refuses an event signed outside Stripe's 5-minute tolerance, and one with no signature", async () => {
    const { paymentId } = await provider.createPayment(input());
    const old = await standin.signEvent("checkout.session.completed", paymentId, {
      timestamp: Math.floor(NOW / 1000) - 10 * 60,
    });
    expect((await verificationError(provider.verifyWebhook(old.body, old.headers))).reason).toBe("stale");
    expect((await verificationError(provider.verifyWebhook(old.body, new Headers()))).reason).toBe("malformed");
  });
});

describe("capture, cancel and refund", () => {
  async function authorised(amount = 10000): Promise<{ paymentId: string; intent: string }> {
    const { paymentId } = await provider.createPayment(input({ amount, idempotencyKey: crypto.randomUUID() }));
    const session = standin.completeSession(paymentId);
    return { paymentId, intent: session.payment_intent! };
  }

  it("captures the confirmed amount on the session's PaymentIntent, once per key", async () => {
    const { paymentId, intent } = await authorised();
    await provider.capture(paymentId, 7000, "capture-1");
    const [request] = posts(`/v1/payment_intents/${intent}/capture`);
    expect(request).toMatchObject({ params: { amount_to_capture: "7000" }, idempotencyKey: "capture-1" });
    expect(standin.intents.get(intent)).toMatchObject({ status: "succeeded", amount_received: 7000 });
    await provider.capture(paymentId, 7000, "capture-1");
    expect(posts(`/v1/payment_intents/${intent}/capture`).map((r) => r.replayed)).toEqual([false, true]);
    await expect(provider.capture(paymentId, 3000, "capture-2")).rejects.toMatchObject({ reason: "refused" });
  });

  it("refuses to capture more than was authorised", async () => {
    const { paymentId, intent } = await authorised(10000);
    await expect(provider.capture(paymentId, 10001, "capture-too-much")).rejects.toBeInstanceOf(PaymentOperationError);
    expect(standin.intents.get(intent)!.status).toBe("requires_capture");
  });

  it("voids by cancelling the PaymentIntent", async () => {
    const { paymentId, intent } = await authorised();
    await provider.void(paymentId, "void-1");
    expect(posts(`/v1/payment_intents/${intent}/cancel`)[0].idempotencyKey).toBe("void-1");
    expect(standin.intents.get(intent)!.status).toBe("canceled");
    await expect(provider.capture(paymentId, 100, "capture-after-void")).rejects.toBeInstanceOf(PaymentOperationError);
  });

  it("refunds captured money, never more than was captured", async () => {
    const { paymentId, intent } = await authorised();
    await provider.capture(paymentId, 8000, "capture");
    await provider.refund(paymentId, 3000, "refund-1");
    expect(posts("/v1/refunds")[0]).toMatchObject({
      params: { payment_intent: intent, amount: "3000" },
      idempotencyKey: "refund-1",
    });
    await expect(provider.refund(paymentId, 5001, "refund-2")).rejects.toMatchObject({ reason: "refused" });
    await provider.refund(paymentId, 5000, "refund-3");
    expect(standin.intents.get(intent)!.amount_refunded).toBe(8000);
  });

  it("cannot capture a session nobody paid", async () => {
    const { paymentId } = await provider.createPayment(input({ idempotencyKey: "unpaid" }));
    await expect(provider.capture(paymentId, 100, "capture-unpaid")).rejects.toMatchObject({ reason: "refused" });
  });
});

describe("paymentProviderFor", () => {
  it("is the sandbox when configured so, and has no default: unset or empty is a configuration error", () => {
    expect(paymentProviderFor({ ...env, PAYMENT_PROVIDER: "sandbox" }, ORIGIN).name).toBe("sandbox");
    for (const PAYMENT_PROVIDER of [undefined, "", " "]) {
      expect(() => paymentProviderFor({ ...env, PAYMENT_PROVIDER }, ORIGIN), String(PAYMENT_PROVIDER)).toThrow(
        /PAYMENT_PROVIDER is not set/,
      );
    }
  });

  it("is Stripe when configured with both secrets", () => {
    const stripe = paymentProviderFor(
      { ...env, PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" },
      ORIGIN,
    );
    expect(stripe.name).toBe("stripe");
  });

  it("says which Stripe secret is missing and how to set it", () => {
    expect(() =>
      paymentProviderFor(
        { ...env, PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: undefined },
        ORIGIN,
      ),
    ).toThrow(/STRIPE_WEBHOOK_SECRET is not set: `npx wrangler secret put STRIPE_WEBHOOK_SECRET`/);
    expect(() => paymentProviderFor({ ...env, PAYMENT_PROVIDER: "stripe" }, ORIGIN)).toThrow(PaymentConfigError);
    expect(() => paymentProviderFor({ ...env, PAYMENT_PROVIDER: "paypal" }, ORIGIN)).toThrow(
      /PAYMENT_PROVIDER is "paypal"; set it to "stripe" \(production\) or "sandbox"/,
    );
  });
});
