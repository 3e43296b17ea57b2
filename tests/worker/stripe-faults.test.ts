// Stripe failing or left behind, against the local stand-in of its API: an outage at checkout is "payment is
// temporarily unavailable, nothing was charged" (a page, or the island's JSON), never a 500, and the next try goes on;
// a session the traveller never came back from is expired, or its authorisation cancelled, by the scheduled handler;
// a capture Stripe could not take is taken later, once.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { CART_COOKIE } from "../../shared/cart.ts";
import { HOLD_MINUTES } from "../../shared/constants.ts";
import { createStripeProvider } from "../../worker/services/payments/stripe.ts";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { runScheduledWith } from "../../worker/services/scheduled.ts";
import { PAYMENT_RETRY_MINUTES, runDuePaymentTasks } from "../../worker/services/payment-tasks.ts";
import { createStripeStandin, STANDIN_BASE, type StripeStandin } from "../fixtures/stripe-standin.ts";
import { FakeConnector, FakeMailer, notifying } from "../fixtures/fakes.ts";
import {
  later,
  makeCart,
  makeDeparture,
  minutes,
  orderRow,
  startInput,
  stockOf,
} from "../fixtures/booking-factories.ts";
import { validForm } from "./checkout-pages.fixtures.ts";
import { ORIGIN } from "./helpers.ts";

type Env = typeof env;
const db = env.DB;
const secretKey = `sk_test_${crypto.randomUUID().replaceAll("-", "")}`;
const webhookSecret = `whsec_${crypto.randomUUID().replaceAll("-", "")}`;
const STRIPE: Partial<Env> = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: secretKey,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: STANDIN_BASE,
};

let standin: StripeStandin;

beforeEach(() => {
  standin = createStripeStandin({ secretKey });
  // The worker's Stripe client calls the global fetch: calls to the stand-in's address go to it.
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith(STANDIN_BASE) ? standin.fetch(input, init) : real(input, init);
  });
});

afterEach(() => vi.restoreAllMocks());

async function postCheckout(
  cartId: string,
  path = "/checkout",
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new URLSearchParams(await validForm(cartId)).toString();
  const request = new Request(ORIGIN + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      cookie: `${CART_COOKIE}=${cartId}`,
      ...headers,
    },
  });
  return worker.fetch(request, { ...env, ...STRIPE } as Env, createExecutionContext());
}

describe("Stripe down at checkout", () => {
  it("says payment is temporarily unavailable and nothing was charged, in both languages, and the next try goes on", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { slotId } = await makeDeparture(db, {}, { capacity: 6, price: 10000 });
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }]);
    standin.outage.on = true;

    const en = await postCheckout(cartId);
    expect(en.status).toBe(503);
    expect(en.headers.get("retry-after")).toBe("60");
    const page = await en.text();
    expect(page).toContain('data-kind="payment"');
    expect(page).toContain("Payment is temporarily unavailable");
    expect(page).toContain("Nothing was charged.");
    expect(page).toMatch(/<a [^>]*href="\/checkout"[^>]*>Back to checkout<\/a>/);
    const ar = await postCheckout(cartId, "/ar/checkout");
    expect(ar.status).toBe(503);
    const arabic = await ar.text();
    expect(arabic).toContain("الدفع غير متاح مؤقتاً");
    expect(arabic).toMatch(/href="\/ar\/checkout"/);
    // The checkout island asks for JSON, and shows the sentence where the traveller's answers still are.
    const island = await postCheckout(cartId, "/checkout", { accept: "application/json" });
    expect(island.status).toBe(503);
    expect(await island.json()).toMatchObject({
      reason: "payment",
      error: "Payment is temporarily unavailable. Nothing was charged. Please try again in a few minutes.",
    });

    expect(standin.intents.size).toBe(0);
    const orders = (await db.prepare("SELECT id, status, payment_id FROM orders WHERE cart_id = ?").bind(cartId).all())
      .results;
    expect(orders).toEqual([expect.objectContaining({ status: "pending_payment", payment_id: null })]);
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2, sold: 0 });

    standin.outage.on = false;
    const again = await postCheckout(cartId);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(
      (await db.prepare("SELECT count(*) AS n FROM orders WHERE cart_id = ?").bind(cartId).first<{ n: number }>())!.n,
    ).toBe(1);
  });
});

describe("a Stripe checkout the traveller never came back from", () => {
  function deps(now: Date) {
    const provider = createStripeProvider({
      secretKey,
      webhookSecret,
      apiBase: STANDIN_BASE,
      fetch: standin.fetch,
      now: () => now,
    });
    return notifying({
      db,
      provider,
      connector: new FakeConnector(),
      mailer: new FakeMailer(),
      origin: ORIGIN,
      opsEmail: "ops@example.com",
    });
  }

  async function started(now: Date) {
    const d = deps(now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 4, price: 10000 }, now);
    const result = await startCheckout(d, startInput(await makeCart(db, [{ slotId, counts: { adult: 2 } }], now), now));
    if (result.kind !== "payment") throw new Error("expected a payment");
    return { orderId: result.orderId, sessionId: [...standin.sessions.keys()].at(-1)!, slotId };
  }

  it("has its authorisation cancelled once the hold runs out (paid on Stripe, no return and no webhook)", async () => {
    const now = new Date();
    const { orderId, sessionId, slotId } = await started(now);
    const intentId = standin.completeSession(sessionId).payment_intent as string;
    const lapsed = later(now, minutes(HOLD_MINUTES) + 1000);
    expect(await runScheduledWith(deps(lapsed), lapsed)).toMatchObject({ errors: 0 });
    expect(standin.intents.get(intentId)).toMatchObject({ status: "canceled", amount_received: 0 });
    const cancel = standin.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)!;
    expect(cancel.idempotencyKey).toBe(`${orderId}:abandon`);
    expect(await orderRow(db, orderId)).toMatchObject({ status: "payment_failed", captured: 0, refunded: 20000 });
    expect(await stockOf(db, slotId)).toMatchObject({ held: 0, sold: 0 });
  });

  it("has its session expired when nothing was paid, so the traveller cannot pay after the seats went back", async () => {
    const now = new Date();
    const { orderId, sessionId } = await started(now);
    const lapsed = later(now, minutes(HOLD_MINUTES) + 1000);
    await runScheduledWith(deps(lapsed), lapsed);
    expect(standin.sessions.get(sessionId)).toMatchObject({ status: "expired" });
    expect(await orderRow(db, orderId)).toMatchObject({ status: "payment_failed", refunded: 0 });
  });
});

describe("a capture Stripe could not take", () => {
  it("is taken later, once, under the same idempotency key", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = new Date();
    const provider = createStripeProvider({
      secretKey,
      webhookSecret,
      apiBase: STANDIN_BASE,
      fetch: standin.fetch,
      now: () => now,
    });
    const d = notifying({ db, provider, connector: new FakeConnector(), mailer: new FakeMailer(), origin: ORIGIN });
    const { slotId } = await makeDeparture(db, {}, { capacity: 4, price: 10000 }, now);
    const result = await startCheckout(d, startInput(await makeCart(db, [{ slotId, counts: { adult: 1 } }], now), now));
    const sessionId = [...standin.sessions.keys()].at(-1)!;
    const intentId = standin.completeSession(sessionId).payment_intent as string;
    const orderId = (result as { orderId: string }).orderId;

    // Stripe answers everything but the capture, which fails as in an outage.
    const captureDown: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith("/capture")
        ? Promise.resolve(
            new Response(JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred." } }), {
              status: 500,
            }),
          )
        : standin.fetch(input, init);
    const whileDown = {
      ...d,
      provider: createStripeProvider({
        secretKey,
        webhookSecret,
        apiBase: STANDIN_BASE,
        fetch: captureDown,
        now: () => now,
      }),
    };
    const { page } = await returnFromPayment(whileDown, new URLSearchParams({ session_id: sessionId }), now);
    expect(page).toBe("success");
    expect(standin.intents.get(intentId)).toMatchObject({ status: "requires_capture" });

    const at = later(now, minutes(PAYMENT_RETRY_MINUTES[0]) + 1000);
    expect(await runDuePaymentTasks(d, at)).toBe(1);
    expect(standin.intents.get(intentId)).toMatchObject({ status: "succeeded", amount_received: 10000 });
    const captures = standin.requests.filter((r) => r.path.endsWith("/capture") && !r.replayed);
    expect(captures.map((r) => r.idempotencyKey)).toEqual([`${orderId}:capture`]);
    expect(await runDuePaymentTasks(d, later(at, minutes(60)))).toBe(0);
  });
});
