// Payment callbacks and webhooks: signed ones apply once, forged, stale, tampered and re-used ones change nothing.
// Through the worker's own route with the sandbox provider, and at the service level with the fake provider.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { paymentProviderFor } from "../../worker/services/payments/index.ts";
import { answerHostedPayment, signSandboxWebhook } from "../../worker/services/payments/sandbox.ts";
import { PaymentVerificationError } from "../../worker/services/payments/provider.ts";
import type { CheckoutDeps } from "../../worker/services/checkout-deps.ts";
import { createStripeProvider } from "../../worker/services/payments/stripe.ts";
import {
  createStripeStandin,
  STANDIN_BASE,
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
} from "../fixtures/stripe-standin.ts";
import { FakeConnector, FakeMailer, notifying, fakeDeps } from "../fixtures/fakes.ts";
import {
  itemRows,
  later,
  makeCart,
  makeDeparture,
  minutes,
  orderRow,
  startInput,
  stockOf,
} from "../fixtures/booking-factories.ts";
import { ORIGIN, deliverNotifications, get } from "./helpers.ts";

const db = env.DB;
const secret = env.SANDBOX_SIGNING_SECRET!;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

function sandboxDeps(now: Date): CheckoutDeps & { connector: FakeConnector; mailer: FakeMailer } {
  return notifying({
    db,
    provider: paymentProviderFor(env, ORIGIN, { now: () => now }),
    connector: new FakeConnector(),
    mailer: new FakeMailer(),
    origin: ORIGIN,
  });
}

/** An order paying through the sandbox, its payment authorised (or declined) on the hosted page. */
async function sandboxOrder(now: Date, outcome: "authorized" | "declined" = "authorized") {
  const deps = sandboxDeps(now);
  const { slotId } = await makeDeparture(db, {}, { capacity: 4, price: 10000 }, now);
  const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
  const started = await startCheckout(deps, startInput(cartId, now));
  if (started.kind !== "payment") throw new Error("expected a payment");
  const paymentId = new URL(started.redirectUrl).pathname.split("/").at(-1)!;
  const answer = await answerHostedPayment(
    db,
    secret,
    paymentId,
    { status: outcome, review: false, cardLast4: "4242" },
    now,
  );
  if (answer.kind !== "redirect") throw new Error(`the hosted page answered ${answer.kind}`);
  return {
    deps,
    slotId,
    cartId,
    orderId: started.orderId,
    paymentId,
    returnQuery: new URL(answer.location, ORIGIN).searchParams,
  };
}

function postWebhook(provider: string, body: string, headers: Record<string, string>) {
  return get(`/api/payments/webhook/${provider}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
}

async function outboxKinds(orderId: string): Promise<string[]> {
  // The webhook's confirmation goes through the notification queue: delivered now, as its consumer would.
  await deliverNotifications();
  return (
    await db
      .prepare("SELECT kind FROM mail_outbox WHERE order_id = ? ORDER BY id")
      .bind(orderId)
      .all<{ kind: string }>()
  ).results.map((r) => r.kind);
}

describe("POST /api/payments/webhook/:provider", () => {
  it("books the order for a signed event, with no Origin header, and answers a replay with 200 changing nothing", async () => {
    const now = new Date();
    const { orderId, paymentId, slotId } = await sandboxOrder(now);
    const body = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type: "payment.authorized", data: { paymentId } });
    const headers = { "sandbox-signature": await signSandboxWebhook(secret, body, unix(now)) };

    const first = await postWebhook("sandbox", body, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false, ignored: false });
    expect(await orderRow(db, orderId)).toMatchObject({ status: "confirmed", captured: 20000 });
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 2, held: 0 });
    const ledger = await db
      .prepare("SELECT status, captured FROM sandbox_payments WHERE id = ?")
      .bind(paymentId)
      .first();
    expect(ledger).toEqual({ status: "captured", captured: 20000 });
    expect(await outboxKinds(orderId)).toEqual(["confirmation"]);

    const replay = await postWebhook("sandbox", body, headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true, ignored: false });
    expect(await outboxKinds(orderId)).toEqual(["confirmation"]);
    expect(await stockOf(db, slotId)).toMatchObject({ sold: 2, held: 0 });
  });

  it("refuses forged, stale and mismatched events with 400 and leaves the order alone", async () => {
    const now = new Date();
    const { orderId, paymentId, slotId } = await sandboxOrder(now);
    const body = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type: "payment.authorized", data: { paymentId } });

    const forged = await postWebhook("sandbox", body, {
      "sandbox-signature": await signSandboxWebhook("not-the-secret", body, unix(now)),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ reason: "forged" });
    const stale = await postWebhook("sandbox", body, {
      "sandbox-signature": await signSandboxWebhook(secret, body, unix(now) - 3600),
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ reason: "stale" });
    const unsigned = await postWebhook("sandbox", body, {});
    expect(unsigned.status).toBe(400);
    const lie = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type: "payment.declined", data: { paymentId } });
    const lying = await postWebhook("sandbox", lie, {
      "sandbox-signature": await signSandboxWebhook(secret, lie, unix(now)),
    });
    expect(lying.status).toBe(400);
    // Events for the provider this site is not configured with, or an unknown provider, are refused too.
    expect((await postWebhook("stripe", body, { "stripe-signature": "t=1,v1=00" })).status).toBe(400);
    expect((await postWebhook("paypal", body, {})).status).toBe(403);
    const unknown = await postWebhook("paypal", body, { origin: ORIGIN });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/sandbox, stripe/);

    expect((await orderRow(db, orderId)).status).toBe("pending_payment");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2, sold: 0 });
    expect(await outboxKinds(orderId)).toEqual([]);
  });

  it("acknowledges a genuine event about a payment that is not ours, so the provider stops sending it, and changes nothing", async () => {
    const now = new Date();
    const { orderId, slotId } = await sandboxOrder(now);
    const body = JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      type: "payment.authorized",
      data: { paymentId: "sbx_0123456789abcdef01234567" },
    });
    const res = await postWebhook("sandbox", body, {
      "sandbox-signature": await signSandboxWebhook(secret, body, unix(now)),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false, ignored: true });
    expect((await orderRow(db, orderId)).status).toBe("pending_payment");
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2, sold: 0 });
  });

  it("is the only unsafe path without an Origin check", async () => {
    const near = await get("/api/payments/webhooks/sandbox", { method: "POST", body: "{}" });
    expect(near.status).toBe(403);
    const below = await get("/api/payments/webhook/sandbox/extra", { method: "POST", body: "{}" });
    expect(below.status).toBe(403);
    const webhook = await get("/api/payments/webhook/sandbox", { method: "POST", body: "{}" });
    expect(webhook.status).toBe(400);
  });
});

describe("returns from the sandbox's payment page", () => {
  it("apply once; a re-used return changes nothing and shows the order's page", async () => {
    const now = new Date();
    const { deps, orderId, returnQuery } = await sandboxOrder(now);
    expect(await returnFromPayment(deps, returnQuery, now)).toEqual({ orderId, page: "success" });
    expect(await returnFromPayment(deps, returnQuery, later(now, minutes(5)))).toEqual({ orderId, page: "success" });
    expect(deps.connector.booked).toHaveLength(1);
    expect(deps.mailer.kinds(orderId)).toEqual(["confirmation"]);
  });

  it("refuses a tampered status, a forged signature and a return older than 30 minutes", async () => {
    const now = new Date();
    const { deps, orderId, returnQuery } = await sandboxOrder(now, "declined");
    const tampered = new URLSearchParams(returnQuery);
    tampered.set("status", "authorized");
    await expect(returnFromPayment(deps, tampered, now)).rejects.toMatchObject({ reason: "forged" });
    const forged = new URLSearchParams(returnQuery);
    forged.set("sig", "0".repeat(64));
    await expect(returnFromPayment(deps, forged, now)).rejects.toBeInstanceOf(PaymentVerificationError);
    const late = later(now, minutes(31));
    await expect(returnFromPayment(sandboxDeps(late), returnQuery, late)).rejects.toMatchObject({ reason: "stale" });
    expect((await orderRow(db, orderId)).status).toBe("pending_payment");

    expect(await returnFromPayment(deps, returnQuery, now)).toEqual({ orderId, page: "payment_failed" });
    expect((await itemRows(db, orderId)).map((i) => i.status)).toEqual(["released"]);
  });
});

describe("returns and webhooks the provider does not vouch for (fake provider)", () => {
  it("are refused before anything changes", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, {}, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 1 } }], now);
    const started = await startCheckout(deps, startInput(cartId, now));
    const orderId = (started as { orderId: string }).orderId;
    const paymentId = [...deps.provider.payments.keys()][0];

    const forged = deps.provider.returnFor(paymentId, "authorized");
    forged.set("status", "open");
    await expect(returnFromPayment(deps, forged, now)).rejects.toMatchObject({ reason: "forged" });
    const old = deps.provider.returnFor(paymentId, "authorized", { at: later(now, -minutes(40)) });
    await expect(returnFromPayment(deps, old, now)).rejects.toMatchObject({ reason: "stale" });
    const hook = deps.provider.webhookFor(paymentId, "authorized");
    hook.headers.set("fake-signature", "nope");
    const { handleWebhook } = await import("../../worker/services/checkout/payment-result.ts");
    await expect(handleWebhook(deps, "sandbox", hook.body, hook.headers, now)).rejects.toMatchObject({
      reason: "forged",
    });

    expect((await orderRow(db, orderId)).status).toBe("pending_payment");
    expect(deps.connector.booked).toEqual([]);
    expect(deps.provider.captures).toEqual([]);
    expect(
      await db.prepare("SELECT count(*) AS n FROM payment_events WHERE order_id = ?").bind(orderId).first(),
    ).toEqual({ n: 0 });
  });
});

describe("paying through Stripe Checkout (the local stand-in)", () => {
  it("books once whether the return or the webhook comes first, and captures only the booked items' amount", async () => {
    const now = new Date();
    const standin = createStripeStandin({ now: () => now.getTime() });
    const provider = createStripeProvider({
      secretKey: STANDIN_SECRET_KEY,
      webhookSecret: STANDIN_WEBHOOK_SECRET,
      apiBase: STANDIN_BASE,
      fetch: standin.fetch,
      now: () => now,
    });
    const deps = notifying({ db, provider, connector: new FakeConnector(), mailer: new FakeMailer(), origin: ORIGIN });
    const good = await makeDeparture(db, {}, { capacity: 4, price: 10000 }, now);
    const bad = await makeDeparture(db, {}, { capacity: 4, price: 5000 }, now);
    deps.connector.answer(bad.activity.activityId, "refused");
    const cartId = await makeCart(
      db,
      [
        { slotId: good.slotId, counts: { adult: 2 } },
        { slotId: bad.slotId, counts: { adult: 1 } },
      ],
      now,
    );

    const started = await startCheckout(deps, startInput(cartId, now));
    if (started.kind !== "payment") throw new Error("expected a payment");
    const sessionId = [...standin.sessions.keys()][0];
    expect(await orderRow(db, started.orderId)).toMatchObject({
      provider: "stripe",
      payment_id: sessionId,
      total: 25000,
    });
    standin.completeSession(sessionId);

    const hook = await standin.signEvent("checkout.session.completed", sessionId);
    const [back, hooked] = await Promise.all([
      returnFromPayment(deps, new URLSearchParams({ session_id: sessionId }), now),
      (async () => {
        const { handleWebhook } = await import("../../worker/services/checkout/payment-result.ts");
        return handleWebhook(deps, "stripe", hook.body, hook.headers, now);
      })(),
    ]);
    expect(back.orderId).toBe(started.orderId);
    expect(hooked.duplicate).toBe(false);
    expect(await orderRow(db, started.orderId)).toMatchObject({
      status: "partially_confirmed",
      captured: 20000,
      refunded: 5000,
    });
    const captures = standin.requests.filter((r) => r.path.endsWith("/capture") && !r.replayed);
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatchObject({
      idempotencyKey: `${started.orderId}:capture`,
      params: { amount_to_capture: "20000" },
    });
    expect(deps.connector.booked).toHaveLength(2);
    expect(deps.mailer.kinds(started.orderId)).toEqual(["confirmation"]);
    expect(await stockOf(db, bad.slotId)).toMatchObject({ sold: 0, held: 0 });
  });
});

describe("Stripe events about Checkout Sessions that are not ours", () => {
  it("are acknowledged and ignored: another integration's session, or one naming an order we do not have", async () => {
    const now = new Date();
    const standin = createStripeStandin({ now: () => now.getTime() });
    const provider = createStripeProvider({
      secretKey: STANDIN_SECRET_KEY,
      webhookSecret: STANDIN_WEBHOOK_SECRET,
      apiBase: STANDIN_BASE,
      fetch: standin.fetch,
      now: () => now,
    });
    const deps = notifying({ db, provider, connector: new FakeConnector(), mailer: new FakeMailer(), origin: ORIGIN });
    const { handleWebhook } = await import("../../worker/services/checkout/payment-result.ts");
    const create = (fields: Record<string, string>) =>
      standin
        .fetch(`${STANDIN_BASE}/v1/checkout/sessions`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${STANDIN_SECRET_KEY}`,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({
            mode: "payment",
            success_url: "https://elsewhere.example/ok",
            "line_items[0][quantity]": "1",
            "line_items[0][price_data][currency]": "aed",
            "line_items[0][price_data][unit_amount]": "500",
            "line_items[0][price_data][product_data][name]": "x",
            ...fields,
          }),
        })
        .then((r) => r.json() as Promise<{ id: string }>);
    for (const session of [await create({}), await create({ client_reference_id: "RH-NOTOURS1" })]) {
      standin.completeSession(session.id);
      const hook = await standin.signEvent("checkout.session.completed", session.id);
      expect(await handleWebhook(deps, "stripe", hook.body, hook.headers, now)).toEqual({
        duplicate: false,
        ignored: true,
      });
    }
    expect(standin.requests.filter((r) => r.path.endsWith("/capture") || r.path.endsWith("/cancel"))).toEqual([]);
    // A forged one is still refused.
    const session = await create({});
    const forged = await standin.signEvent("checkout.session.completed", session.id, { secret: "whsec_someone_else" });
    await expect(handleWebhook(deps, "stripe", forged.body, forged.headers, now)).rejects.toMatchObject({
      reason: "forged",
    });
  });
});

describe("checking out again with Stripe", () => {
  it("reuses the session for a reload, and starts a new attempt when the email changes (Stripe's key would refuse other details)", async () => {
    const now = new Date();
    const standin = createStripeStandin({ now: () => now.getTime() });
    const provider = createStripeProvider({
      secretKey: STANDIN_SECRET_KEY,
      webhookSecret: STANDIN_WEBHOOK_SECRET,
      apiBase: STANDIN_BASE,
      fetch: standin.fetch,
      now: () => now,
    });
    const deps = notifying({ db, provider, connector: new FakeConnector(), mailer: new FakeMailer(), origin: ORIGIN });
    const { slotId } = await makeDeparture(db, {}, { capacity: 2 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);

    const first = await startCheckout(deps, startInput(cartId, now));
    const reload = await startCheckout(
      deps,
      startInput(cartId, now, {
        lead: {
          firstName: "Sara",
          lastName: "Haddad",
          email: "sara@example.com",
          country: "AE",
          phone: "+971501234567",
        },
      }),
    );
    expect(reload).toEqual(first);
    expect(standin.sessions.size).toBe(1);

    const lead = {
      firstName: "Sara",
      lastName: "Haddad",
      email: "sara.haddad@example.com",
      country: "AE",
      phone: "+971501234567",
    };
    const moved = await startCheckout(deps, startInput(cartId, now, { lead }));
    expect(moved.kind).toBe("payment");
    expect((moved as { orderId: string }).orderId).not.toBe((first as { orderId: string }).orderId);
    expect((await orderRow(db, (first as { orderId: string }).orderId)).status).toBe("payment_failed");
    expect(standin.sessions.size).toBe(2);
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2, activeHoldSeats: 2 });
  });
});

describe("a provider that refuses the same key with other details", () => {
  it("ends the attempt and starts a new one instead of failing the traveller's reload", async () => {
    let clock = new Date();
    const standin = createStripeStandin({ now: () => clock.getTime() });
    const provider = createStripeProvider({
      secretKey: STANDIN_SECRET_KEY,
      webhookSecret: STANDIN_WEBHOOK_SECRET,
      apiBase: STANDIN_BASE,
      fetch: standin.fetch,
      now: () => clock,
    });
    const deps = notifying({ db, provider, connector: new FakeConnector(), mailer: new FakeMailer(), origin: ORIGIN });
    const { slotId } = await makeDeparture(db, {}, { capacity: 2 }, clock);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], clock);
    const first = await startCheckout(deps, startInput(cartId, clock));
    // A minute later the adapter's session expiry (at least 30 minutes from now) is another value under the same key.
    clock = later(clock, minutes(1));
    const reload = await startCheckout(deps, startInput(cartId, clock));
    expect(reload.kind).toBe("payment");
    const refused = standin.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST").length;
    expect(refused).toBeGreaterThanOrEqual(2);
    if ((reload as { orderId: string }).orderId !== (first as { orderId: string }).orderId) {
      expect((await orderRow(db, (first as { orderId: string }).orderId)).status).toBe("payment_failed");
    }
    expect(await stockOf(db, slotId)).toMatchObject({ held: 2, activeHoldSeats: 2 });
  });
});
