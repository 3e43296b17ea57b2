// The sandbox payment provider: idempotent creation, the hosted page in both languages and what each test card does,
// signed single-use returns (forged, stale, tampered), signed webhooks, and the ledger's capture/void/refund rules.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html, ORIGIN } from "./helpers.ts";
import {
  answerHostedPayment,
  createSandboxProvider,
  signSandboxWebhook,
  RETURN_MAX_AGE_SECONDS,
} from "../../worker/services/payments/sandbox.ts";
import { signedReturnQuery } from "../../worker/services/payments/signing.ts";
import { PaymentOperationError } from "../../worker/services/payments/errors.ts";
import {
  PaymentVerificationError,
  type CreatePaymentInput,
  type PaymentProvider,
} from "../../worker/services/payments/provider.ts";
import { findSandboxPayment } from "../../worker/db/sandbox-payments.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { formatMoney } from "../../shared/money.ts";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";

const SECRET = env.SANDBOX_SIGNING_SECRET!;
const AED = { currency: "AED", rate: 1 } as const;

let serial = 0;
function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  serial += 1;
  return {
    orderId: `R-TEST-${serial}`,
    idempotencyKey: `cart-${serial}:1`,
    amount: 123450,
    currency: "AED",
    description: "Desert safari",
    customerEmail: "guest@example.com",
    locale: "en",
    returnUrl: `${ORIGIN}/checkout/return?order=R-TEST-${serial}`,
    cancelUrl: `${ORIGIN}/cart`,
    expiresAt: new Date(Date.now() + 10 * 60_000),
    ...overrides,
  };
}

const sandbox = (now?: () => Date) => createSandboxProvider({ db: env.DB, secret: SECRET, origin: ORIGIN, now });
const pathOf = (url: string) => new URL(url).pathname;

async function verificationError(promise: Promise<unknown>): Promise<PaymentVerificationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentVerificationError);
  return error as PaymentVerificationError;
}

function post(path: string, fields: Record<string, string>): Promise<Response> {
  return get(path, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const card = (number: string) => ({ action: "pay", card: number, expiry: "12/40", cvc: "123" });

/** Pays `paymentId` on the hosted page and returns the signed return's query. */
async function payWith(paymentId: string, fields: Record<string, string>): Promise<URLSearchParams> {
  const res = await post(`/pay/${paymentId}`, fields);
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(location.startsWith("/checkout/return?")).toBe(true);
  return new URL(location, ORIGIN).searchParams;
}

describe("createPayment", () => {
  it("is idempotent: the same key gives the same payment and never a second row", async () => {
    const provider = sandbox();
    const details = input();
    const first = await provider.createPayment(details);
    const again = await provider.createPayment({ ...details, expiresAt: new Date(Date.now() + 5 * 60_000) });
    expect(again.paymentId).toBe(first.paymentId);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM sandbox_payments WHERE idempotency_key = ?")
      .bind(details.idempotencyKey)
      .first<{ n: number }>())!;
    expect(n).toBe(1);
    expect(first.redirectUrl).toBe(`${ORIGIN}/pay/${first.paymentId}`);
    const row = await findSandboxPayment(env.DB, first.paymentId);
    expect(row).toMatchObject({ status: "open", amount: 123450, orderId: details.orderId, locale: "en" });
  });

  it("sends Arabic travellers to /ar/pay/<id>", async () => {
    const created = await sandbox().createPayment(input({ locale: "ar" }));
    expect(pathOf(created.redirectUrl)).toBe(`/ar/pay/${created.paymentId}`);
  });

  it("refuses a key reused for a different amount", async () => {
    const details = input();
    await sandbox().createPayment(details);
    await expect(sandbox().createPayment({ ...details, amount: details.amount + 100 })).rejects.toMatchObject({
      reason: "idempotency_conflict",
    });
  });
});

describe("the hosted page", () => {
  it("is plainly a test page: amount in AED, the three test cards, card fields, a countdown, Pay and Cancel", async () => {
    const created = await sandbox().createPayment(input({ expiresAt: new Date(Date.now() + 10 * 60_000) }));
    const { res, body } = await html(pathOf(created.redirectUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain("Test mode");
    expect(body).toContain("sandbox payment page. No real card is charged");
    expect(body).toContain(formatMoney(123450, "en", AED, true));
    for (const number of Object.values(SANDBOX_CARDS)) expect(body).toContain(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    for (const label of ["Payment succeeds", "Payment is declined", "Amount is reserved only"])
      expect(body).toContain(label);
    for (const name of ["card", "expiry", "cvc"]) expect(body).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    expect(body).toMatch(/data-island="PaymentCountdown"/);
    expect(body).toMatch(/role="timer"[^>]*>(9:5\d|10:00)</);
    expect(body).toContain(`action="/pay/${created.paymentId}"`);
    expect(body).toMatch(/<button[^>]*value="cancel"/);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("speaks Arabic at /ar/pay/<id>", async () => {
    const created = await sandbox().createPayment(input({ locale: "ar" }));
    const { res, body } = await html(pathOf(created.redirectUrl));
    expect(res.status).toBe(200);
    expect(body).toMatch(/<html lang="ar-SA" dir="rtl"/);
    expect(body).toContain("وضع الاختبار");
    expect(body).toContain("بطاقات الاختبار");
    expect(body).toContain(formatMoney(123450, "ar", AED, true));
    expect(body).toContain(`action="/ar/pay/${created.paymentId}"`);
    expect(body).not.toContain("Payment succeeds");
  });

  it("answers 404 for a payment that does not exist", async () => {
    expect((await get("/pay/sbx_000000000000000000000000")).status).toBe(404);
  });

  it("answers 404 while Stripe is the provider", async () => {
    const created = await sandbox().createPayment(input());
    const stripe = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: `sk_test_${crypto.randomUUID()}`,
      STRIPE_WEBHOOK_SECRET: `whsec_${crypto.randomUUID()}`,
    };
    const res = await worker.fetch(new Request(created.redirectUrl), { ...env, ...stripe }, createExecutionContext());
    expect(res.status).toBe(404);
  });
});

describe("paying on the hosted page", () => {
  it("the success card authorises and returns with a signed query that verifies", async () => {
    const details = input();
    const created = await sandbox().createPayment(details);
    const params = await payWith(created.paymentId, card(SANDBOX_CARDS.success));
    expect(params.get("order")).toBe(details.orderId); // the return URL's own query is kept
    expect(params.get("status")).toBe("authorized");
    expect(params.get("sig")).toMatch(/^[0-9a-f]{64}$/);
    expect(await findSandboxPayment(env.DB, created.paymentId)).toMatchObject({
      status: "authorized",
      review: false,
      cardLast4: "4242",
    });
    const result = await sandbox().verifyReturn(params);
    expect(result).toEqual({
      eventId: params.get("event"),
      paymentId: created.paymentId,
      orderId: details.orderId,
      status: "authorized",
      underReview: false,
    });
  });

  it("the authorise-only card authorises for review", async () => {
    const created = await sandbox().createPayment(input());
    const params = await payWith(
      created.paymentId,
      card(SANDBOX_CARDS.authoriseOnly.replace(/(\d{4})/g, "$1 ").trim()),
    );
    expect(await findSandboxPayment(env.DB, created.paymentId)).toMatchObject({
      status: "authorized",
      review: true,
      cardLast4: "3220",
    });
    expect(await sandbox().verifyReturn(params)).toMatchObject({ status: "authorized", underReview: true });
  });

  it("the decline card declines", async () => {
    const created = await sandbox().createPayment(input());
    const params = await payWith(created.paymentId, card(SANDBOX_CARDS.decline));
    expect(params.get("status")).toBe("declined");
    expect((await findSandboxPayment(env.DB, created.paymentId))!.status).toBe("declined");
    expect(await sandbox().verifyReturn(params)).toMatchObject({ status: "declined", underReview: false });
  });

  it("Cancel, as on Stripe's page, goes to the cancel URL without card details and leaves the payment open", async () => {
    const created = await sandbox().createPayment(
      input({ cancelUrl: `${ORIGIN}/ar/checkout?payment=cancelled&order=R-X` }),
    );
    const res = await post(`/pay/${created.paymentId}`, { action: "cancel" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/checkout?payment=cancelled&order=R-X");
    expect(await findSandboxPayment(env.DB, created.paymentId)).toMatchObject({ status: "open", cardLast4: null });
    // Coming back to it, the same payment can still be paid.
    const params = await payWith(created.paymentId, card(SANDBOX_CARDS.success));
    expect(params.get("status")).toBe("authorized");
  });

  it.each([
    ["a short number", { card: "4242 4242" }, "Enter a card number of 13 to 19 digits."],
    ["a number failing the Luhn check", { card: "4242424242424241" }, "This card number is not valid."],
    [
      "a real-looking card that is not a test card",
      { card: "4111111111111111" },
      "This test page accepts only the test cards listed above.",
    ],
    ["a badly written expiry", { expiry: "2040-12" }, "Enter the expiry date as MM/YY"],
    ["an expired card", { expiry: "01/20" }, "This card has expired."],
    ["a missing CVC", { cvc: "" }, "Enter the 3- or 4-digit CVC."],
  ])("%s is answered 422 with a message, and the payment stays open", async (_case, change, message) => {
    const created = await sandbox().createPayment(input());
    const res = await post(`/pay/${created.paymentId}`, { ...card(SANDBOX_CARDS.success), ...change });
    expect(res.status).toBe(422);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.text();
    expect(body).toContain(message);
    expect(body).toContain('aria-invalid="true"');
    expect((await findSandboxPayment(env.DB, created.paymentId))!.status).toBe("open");
  });

  it("shows card errors in Arabic on the Arabic page", async () => {
    const created = await sandbox().createPayment(input({ locale: "ar" }));
    const res = await post(`/ar/pay/${created.paymentId}`, { ...card(SANDBOX_CARDS.success), card: "123" });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("أدخل رقم بطاقة من 13 إلى 19 رقمًا.");
  });

  it("an already used page says so and changes nothing", async () => {
    const created = await sandbox().createPayment(input());
    await payWith(created.paymentId, card(SANDBOX_CARDS.decline));
    const res = await post(`/pay/${created.paymentId}`, card(SANDBOX_CARDS.success));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("This payment has already been processed");
    expect((await findSandboxPayment(env.DB, created.paymentId))!.status).toBe("declined");
    expect((await html(`/pay/${created.paymentId}`)).body).toContain("This payment has already been processed");
  });

  it("a used page says so even when the new card details are wrong", async () => {
    const created = await sandbox().createPayment(input());
    await payWith(created.paymentId, card(SANDBOX_CARDS.success));
    const res = await post(`/pay/${created.paymentId}`, { ...card("1234"), cvc: "" });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("This payment has already been processed");
  });

  it("is single-use even when two answers race: one return, and the other is told the page was used", async () => {
    const created = await sandbox().createPayment(input());
    const answers = await Promise.all(
      (["authorized", "declined"] as const).map((status) =>
        answerHostedPayment(env.DB, SECRET, created.paymentId, { status, review: false, cardLast4: null }, new Date()),
      ),
    );
    expect(answers.map((a) => a.kind).sort()).toEqual(["redirect", "used"]);
    const winner = answers.find((a) => a.kind === "redirect")!;
    const status = new URL(winner.kind === "redirect" ? winner.location : "", ORIGIN).searchParams.get("status");
    expect((await findSandboxPayment(env.DB, created.paymentId))!.status).toBe(status);
  });

  it("an expired page says so, marks the payment expired and cannot be paid", async () => {
    const created = await sandbox().createPayment(input({ expiresAt: new Date(Date.now() - 1000) }));
    const res = await post(`/pay/${created.paymentId}`, card(SANDBOX_CARDS.success));
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("This payment page has expired");
    expect((await findSandboxPayment(env.DB, created.paymentId))!.status).toBe("expired");
    const page = await html(`/pay/${created.paymentId}`);
    expect(page.body).toContain("This payment page has expired");
    expect(page.body).not.toContain('name="card"');
  });
});

describe("verifyReturn", () => {
  async function paidReturn(number: string = SANDBOX_CARDS.success) {
    const created = await sandbox().createPayment(input());
    return { paymentId: created.paymentId, params: await payWith(created.paymentId, card(number)) };
  }

  it("refuses a forged signature", async () => {
    const { params } = await paidReturn();
    const sig = params.get("sig")!;
    params.set("sig", `${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`);
    expect((await verificationError(sandbox().verifyReturn(params))).reason).toBe("forged");
  });

  it("refuses a tampered status (the signature covers it)", async () => {
    const { params } = await paidReturn(SANDBOX_CARDS.decline);
    params.set("status", "authorized");
    expect((await verificationError(sandbox().verifyReturn(params))).reason).toBe("forged");
  });

  it("refuses a correctly signed claim the ledger contradicts", async () => {
    const { paymentId } = await paidReturn(SANDBOX_CARDS.decline);
    const claim = await signedReturnQuery(SECRET, {
      payment: paymentId,
      event: crypto.randomUUID(),
      status: "authorized",
      ts: Math.floor(Date.now() / 1000),
    });
    expect((await verificationError(sandbox().verifyReturn(claim))).reason).toBe("forged");
  });

  it("refuses a return older than 30 minutes", async () => {
    const { params } = await paidReturn();
    const signedAt = Number(params.get("ts")) * 1000;
    await expect(
      sandbox(() => new Date(signedAt + (RETURN_MAX_AGE_SECONDS - 5) * 1000)).verifyReturn(params),
    ).resolves.toMatchObject({ status: "authorized" });
    const late = sandbox(() => new Date(signedAt + (RETURN_MAX_AGE_SECONDS + 5) * 1000));
    expect((await verificationError(late.verifyReturn(params))).reason).toBe("stale");
  });

  it("refuses a return signed with another key, a missing signature, and an unknown payment", async () => {
    const { params } = await paidReturn();
    const other = createSandboxProvider({ db: env.DB, secret: "another-key", origin: ORIGIN });
    expect((await verificationError(other.verifyReturn(params))).reason).toBe("forged");
    const unsigned = new URLSearchParams(params);
    unsigned.delete("sig");
    expect((await verificationError(sandbox().verifyReturn(unsigned))).reason).toBe("malformed");
    const ghost = await signedReturnQuery(SECRET, {
      payment: "sbx_ffffffffffffffffffffffff",
      event: crypto.randomUUID(),
      status: "declined",
      ts: Math.floor(Date.now() / 1000),
    });
    expect((await verificationError(sandbox().verifyReturn(ghost))).reason).toBe("unknown_payment");
  });
});

describe("webhooks", () => {
  async function authorised() {
    const details = input();
    const created = await sandbox().createPayment(details);
    await payWith(created.paymentId, card(SANDBOX_CARDS.success));
    return { paymentId: created.paymentId, orderId: details.orderId };
  }
  const webhook = (paymentId: string, type = "payment.authorized", id = `evt_${crypto.randomUUID()}`) =>
    JSON.stringify({ id, type, data: { paymentId } });
  const headers = (signature: string) => new Headers({ "Sandbox-Signature": signature });
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it("accepts a correctly signed event and reports it", async () => {
    const { paymentId, orderId } = await authorised();
    const body = webhook(paymentId, "payment.authorized", "evt_1");
    const result = await sandbox().verifyWebhook(body, headers(await signSandboxWebhook(SECRET, body, nowSeconds())));
    expect(result).toEqual({ eventId: "evt_1", paymentId, orderId, status: "authorized", underReview: false });
  });

  it("refuses a forged signature, a changed body and a missing header", async () => {
    const { paymentId } = await authorised();
    const body = webhook(paymentId);
    const forged = await signSandboxWebhook("not-the-secret", body, nowSeconds());
    expect((await verificationError(sandbox().verifyWebhook(body, headers(forged)))).reason).toBe("forged");
    const signed = await signSandboxWebhook(SECRET, body, nowSeconds());
    expect(
      (await verificationError(sandbox().verifyWebhook(body.replace("authorized", "declined"), headers(signed))))
        .reason,
    ).toBe("forged");
    expect((await verificationError(sandbox().verifyWebhook(body, new Headers()))).reason).toBe("malformed");
  });

  it("refuses a stale timestamp", async () => {
    const { paymentId } = await authorised();
    const body = webhook(paymentId);
    const old = await signSandboxWebhook(SECRET, body, nowSeconds() - 10 * 60);
    expect((await verificationError(sandbox().verifyWebhook(body, headers(old)))).reason).toBe("stale");
  });

  it("refuses an event the ledger contradicts, and ignores types it does not act on", async () => {
    const { paymentId } = await authorised();
    const declined = webhook(paymentId, "payment.declined");
    expect(
      (
        await verificationError(
          sandbox().verifyWebhook(declined, headers(await signSandboxWebhook(SECRET, declined, nowSeconds()))),
        )
      ).reason,
    ).toBe("forged");
    const other = webhook(paymentId, "payment.noticed");
    expect(
      await sandbox().verifyWebhook(other, headers(await signSandboxWebhook(SECRET, other, nowSeconds()))),
    ).toBeNull();
  });

  it("reports an open payment past its expiry as expired", async () => {
    const created = await sandbox().createPayment(input({ expiresAt: new Date(Date.now() - 1000) }));
    const body = webhook(created.paymentId, "payment.expired");
    expect(
      await sandbox().verifyWebhook(body, headers(await signSandboxWebhook(SECRET, body, nowSeconds()))),
    ).toMatchObject({ status: "expired" });
  });
});

describe("capture, void and refund", () => {
  async function authorised(provider: PaymentProvider = sandbox()) {
    const created = await provider.createPayment(input({ amount: 10000 }));
    await payWith(created.paymentId, card(SANDBOX_CARDS.success));
    return created.paymentId;
  }
  const ledger = async (id: string) => (await findSandboxPayment(env.DB, id))!;
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(PaymentOperationError);

  it("captures only an authorised payment, up to its amount, once per key", async () => {
    const provider = sandbox();
    const open = await provider.createPayment(input({ amount: 10000 }));
    await refused(provider.capture(open.paymentId, 5000, "cap-open"));
    const id = await authorised(provider);
    await refused(provider.capture(id, 10001, "cap-too-much"));
    expect((await ledger(id)).status).toBe("authorized");
    await provider.capture(id, 7000, "cap-1");
    expect(await ledger(id)).toMatchObject({ status: "captured", captured: 7000 });
    await provider.capture(id, 7000, "cap-1"); // a repeat is a no-op, not an error
    expect(await ledger(id)).toMatchObject({ status: "captured", captured: 7000 });
    await refused(provider.capture(id, 3000, "cap-2"));
  });

  it("voids only an authorised payment, once per key", async () => {
    const provider = sandbox();
    const id = await authorised(provider);
    await provider.void(id, "void-1");
    await provider.void(id, "void-1");
    expect((await ledger(id)).status).toBe("voided");
    await refused(provider.capture(id, 100, "cap-after-void"));
    const captured = await authorised(provider);
    await provider.capture(captured, 10000, "cap");
    await refused(provider.void(captured, "void-after-capture"));
  });

  it("refunds at most what was captured and not yet refunded, once per key", async () => {
    const provider = sandbox();
    const id = await authorised(provider);
    await refused(provider.refund(id, 100, "refund-before-capture"));
    await provider.capture(id, 8000, "cap");
    await provider.refund(id, 3000, "refund-1");
    await provider.refund(id, 3000, "refund-1");
    expect(await ledger(id)).toMatchObject({ status: "captured", refunded: 3000 });
    await refused(provider.refund(id, 5001, "refund-too-much"));
    await provider.refund(id, 5000, "refund-2");
    expect(await ledger(id)).toMatchObject({ status: "refunded", refunded: 8000 });
    await refused(provider.refund(id, 1, "refund-3"));
  });
});
