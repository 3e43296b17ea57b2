// What must happen even when a provider refuses or is down at first (docs/decisions/017): a payment authorised for a
// checkout the traveller never came back to is voided by the scheduled handler; a refused capture is retried with
// back-off, then reported to operations; mail that could not be sent is sent later, never lost.
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { afterSettlement } from "../../worker/services/checkout/settlement.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { runScheduledWith } from "../../worker/services/scheduled.ts";
import { PAYMENT_RETRY_MINUTES, runDuePaymentTasks } from "../../worker/services/payment-tasks.ts";
import { createDeliveringMailer, MAIL_RETRY_MINUTES, retryDueMail } from "../../worker/services/mail/delivery.ts";
import { paymentProviderFor } from "../../worker/services/payments/index.ts";
import { answerHostedPayment } from "../../worker/services/payments/sandbox.ts";
import { findSandboxPayment } from "../../worker/db/sandbox-payments.ts";
import { HOLD_MINUTES } from "../../shared/constants.ts";
import type { Mailer } from "../../worker/services/mail/mailer.ts";
import type { MailMessage } from "../../worker/db/mail-messages.ts";
import type { CheckoutDeps } from "../../worker/services/checkout-deps.ts";
import { FakeConnector, FakeMailer, notifying, fakeDeps } from "../fixtures/fakes.ts";
import {
  later,
  makeCart,
  makeDeparture,
  minutes,
  orderRow,
  startInput,
  stockOf,
} from "../fixtures/booking-factories.ts";
import { ORIGIN } from "./helpers.ts";

const db = env.DB;

afterEach(() => vi.restoreAllMocks());

const task = (orderId: string, op: string) =>
  db
    .prepare(
      "SELECT state, attempts, outcome, last_error, next_attempt_at FROM payment_tasks WHERE order_id = ? AND op = ?",
    )
    .bind(orderId, op)
    .first<{
      state: string;
      attempts: number;
      outcome: string | null;
      last_error: string | null;
      next_attempt_at: string;
    }>();

describe("a checkout the traveller never came back to", () => {
  function sandboxDeps(now: () => Date): CheckoutDeps & { mailer: FakeMailer } {
    return notifying({
      db,
      provider: paymentProviderFor(env, ORIGIN, { now }),
      connector: new FakeConnector(),
      mailer: new FakeMailer(),
      origin: ORIGIN,
      opsEmail: "ops@example.com",
    });
  }

  /** A sandbox checkout of 2 seats; `paid`: the card was authorised on the hosted page, but the traveller never returned. */
  async function abandoned(now: Date, paid: boolean) {
    const deps = sandboxDeps(() => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 4, price: 15000 }, now);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 2 } }], now);
    const started = await startCheckout(deps, startInput(cartId, now));
    if (started.kind !== "payment") throw new Error("expected a payment");
    const paymentId = new URL(started.redirectUrl).pathname.split("/").at(-1)!;
    if (paid)
      await answerHostedPayment(
        db,
        env.SANDBOX_SIGNING_SECRET!,
        paymentId,
        { status: "authorized", review: false, cardLast4: "4242" },
        now,
      );
    return { deps, slotId, orderId: started.orderId, paymentId };
  }

  it("has its authorisation voided by the scheduled handler once the hold runs out, and nothing charged", async () => {
    const now = new Date();
    const { deps, slotId, orderId, paymentId } = await abandoned(now, true);
    expect((await findSandboxPayment(db, paymentId))!.status).toBe("authorized");

    const lapsed = later(now, minutes(HOLD_MINUTES) + 1000);
    const report = await runScheduledWith(deps, lapsed);
    expect(report).toMatchObject({ expiredOrders: 1, paymentOperations: 1, errors: 0 });
    expect((await findSandboxPayment(db, paymentId))!).toMatchObject({ status: "voided", captured: 0 });
    expect(await orderRow(db, orderId)).toMatchObject({ status: "payment_failed", captured: 0, refunded: 30000 });
    expect(await task(orderId, "abandon")).toMatchObject({ state: "done", outcome: "voided", attempts: 1 });
    expect(await stockOf(db, slotId)).toMatchObject({ held: 0, sold: 0 });

    // Once is enough.
    expect(await runScheduledWith(deps, later(lapsed, minutes(1)))).toMatchObject({
      expiredOrders: 0,
      paymentOperations: 0,
    });
  });

  it("has its payment page closed when nothing was paid, so it cannot be paid after its seats went back", async () => {
    const now = new Date();
    const { deps, orderId, paymentId } = await abandoned(now, false);
    await runScheduledWith(deps, later(now, minutes(HOLD_MINUTES) + 1000));
    expect((await findSandboxPayment(db, paymentId))!.status).toBe("expired");
    expect(await task(orderId, "abandon")).toMatchObject({ state: "done", outcome: "closed" });
    expect(await orderRow(db, orderId)).toMatchObject({ status: "payment_failed", refunded: 0 });
  });

  it("keeps trying while the provider is down, and the order stays uncharged", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const { slotId } = await makeDeparture(db, {}, { capacity: 4 }, now);
    const started = await startCheckout(
      deps,
      startInput(await makeCart(db, [{ slotId, counts: { adult: 1 } }], now), now),
    );
    const orderId = (started as { orderId: string }).orderId;
    const payment = [...deps.provider.payments.values()][0];
    payment.status = "authorized";
    deps.provider.failing.abandon = true;
    vi.spyOn(console, "warn").mockImplementation(() => {});

    const lapsed = later(now, minutes(HOLD_MINUTES) + 1000);
    await runScheduledWith(deps, lapsed);
    expect(await task(orderId, "abandon")).toMatchObject({
      state: "pending",
      attempts: 1,
      last_error: "the fake provider is down",
    });
    deps.provider.failing.abandon = false;
    // Not before the first back-off has passed…
    expect(await runDuePaymentTasks(deps, later(lapsed, 30_000))).toBe(0);
    // …then it goes through.
    expect(await runDuePaymentTasks(deps, later(lapsed, minutes(PAYMENT_RETRY_MINUTES[0]) + 1000))).toBe(1);
    expect(payment.voided).toBe(true);
    expect(await orderRow(db, orderId)).toMatchObject({ status: "payment_failed", refunded: payment.input.amount });
  });
});

describe("a capture the provider refuses", () => {
  /** An order whose item was confirmed while capturing failed (a provider refusal or outage). */
  async function refusedCapture(now: Date) {
    const deps = { ...fakeDeps(db, () => now), opsEmail: "ops@example.com" };
    const { slotId } = await makeDeparture(db, {}, { capacity: 4, price: 12000 }, now);
    const started = await startCheckout(
      deps,
      startInput(await makeCart(db, [{ slotId, counts: { adult: 2 } }], now), now),
    );
    const orderId = (started as { orderId: string }).orderId;
    const paymentId = [...deps.provider.payments.keys()][0];
    deps.provider.failing.capture = true;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { returnFromPayment } = await import("../../worker/services/checkout/payment-result.ts");
    expect((await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now)).page).toBe("success");
    return { deps, orderId, paymentId };
  }

  it("is retried with back-off and captured once when the provider recovers", async () => {
    const now = new Date();
    const { deps, orderId, paymentId } = await refusedCapture(now);
    expect(await orderRow(db, orderId)).toMatchObject({ status: "confirmed", captured: 24000 });
    expect(deps.provider.capturedOf(paymentId)).toBe(0);
    expect(await task(orderId, "capture")).toMatchObject({ state: "pending", attempts: 1 });

    let at = now;
    for (const wait of PAYMENT_RETRY_MINUTES.slice(0, 2)) {
      at = later(at, minutes(wait) + 1000);
      expect(await runDuePaymentTasks(deps, at)).toBe(0);
    }
    expect(await task(orderId, "capture")).toMatchObject({ state: "pending", attempts: 3 });
    deps.provider.failing.capture = false;
    expect(await runDuePaymentTasks(deps, later(at, 30_000)), "not due yet").toBe(0);
    at = later(at, minutes(PAYMENT_RETRY_MINUTES[2]) + 1000);
    expect(await runDuePaymentTasks(deps, at)).toBe(1);
    expect(deps.provider.capturedOf(paymentId)).toBe(24000);
    expect(deps.provider.captures.filter((c) => c.key === `${orderId}:capture`).length).toBeGreaterThanOrEqual(1);
    expect(await task(orderId, "capture")).toMatchObject({ state: "done", outcome: "captured", attempts: 4 });
    expect(deps.mailer.kinds(orderId)).toEqual(["confirmation"]);
  });

  it("is reported to operations by email and in the logs when its retries run out, then left for a person", async () => {
    const now = new Date();
    const { deps, orderId, paymentId } = await refusedCapture(now);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let at = now;
    for (const wait of PAYMENT_RETRY_MINUTES) {
      at = later(at, minutes(wait) + 1000);
      await runDuePaymentTasks(deps, at);
    }
    expect(await task(orderId, "capture")).toMatchObject({
      state: "reported",
      attempts: PAYMENT_RETRY_MINUTES.length + 1,
      last_error: "the fake provider is down",
    });
    const alert = deps.mailer.sent.find((m) => m.kind === "ops_alert")!;
    expect(alert).toMatchObject({
      to: "ops@example.com",
      orderId,
      locale: "en",
      subject: `Payment needs attention: capture for order ${orderId}`,
    });
    expect(alert.text).toContain(paymentId);
    expect(alert.text).toContain(`${orderId}:capture`);
    expect(alert.text).toMatch(/Amount: AED\s240\.00/);
    const logged = errors.mock.calls
      .map((c) => String(c[0]))
      .find((l) => l.includes('"event":"payment_operation_reported"'));
    expect(JSON.parse(logged!)).toMatchObject({ level: "error", orderId, op: "capture" });
    // Nothing more happens by itself.
    deps.provider.failing.capture = false;
    expect(await runDuePaymentTasks(deps, later(at, minutes(24 * 60)))).toBe(0);
    expect(deps.provider.capturedOf(paymentId)).toBe(0);
  });

  it("is queued once, however often the settlement runs", async () => {
    const now = new Date();
    const { deps, orderId } = await refusedCapture(now);
    await afterSettlement(deps, orderId, "all_confirmed", now);
    const count = await db
      .prepare("SELECT count(*) AS n FROM payment_tasks WHERE order_id = ?")
      .bind(orderId)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
  });
});

describe("mail that cannot be sent at first", () => {
  const message = (subject: string): MailMessage => ({
    kind: "confirmation",
    orderId: `R-${subject}`,
    to: "guest@example.com",
    subject,
    html: "<p>Booked</p>",
    text: "Booked",
    locale: "ar",
  });
  const row = (subject: string) =>
    db
      .prepare("SELECT state, attempts, html, text, last_error FROM mail_deliveries WHERE subject = ?")
      .bind(subject)
      .first();

  /** A transport that fails `failures` times, then delivers. */
  function flaky(failures: number): Mailer & { delivered: MailMessage[] } {
    let left = failures;
    const delivered: MailMessage[] = [];
    return {
      delivered,
      async send(m) {
        if (left-- > 0) throw new Error("Email Service answered 503");
        delivered.push(m);
      },
    };
  }

  it("is kept and sent later; the caller never sees the failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = new Date();
    const transport = flaky(2);
    await createDeliveringMailer(db, transport, () => now).send(message("later-1"));
    expect(await row("later-1")).toMatchObject({
      state: "pending",
      attempts: 1,
      html: "<p>Booked</p>",
      last_error: "Email Service answered 503",
    });
    expect(await retryDueMail(db, transport, later(now, 30_000))).toBe(0);
    let at = later(now, minutes(MAIL_RETRY_MINUTES[0]) + 1000);
    expect(await retryDueMail(db, transport, at)).toBe(0);
    at = later(at, minutes(MAIL_RETRY_MINUTES[1]) + 1000);
    expect(await retryDueMail(db, transport, at)).toBe(1);
    expect(transport.delivered.map((m) => m.subject)).toEqual(["later-1"]);
    // Once sent, the message's body (a reset link, say) is not kept.
    expect(await row("later-1")).toMatchObject({ state: "sent", attempts: 3, html: null, text: null });
    expect(await retryDueMail(db, transport, later(at, minutes(60)))).toBe(0);
  });

  it("is sent once when two cron runs reach it together", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = new Date();
    const transport = flaky(1);
    await createDeliveringMailer(db, transport, () => now).send(message("race-1"));
    const at = later(now, minutes(2));
    await Promise.all([
      retryDueMail(db, transport, at),
      retryDueMail(db, transport, at),
      retryDueMail(db, transport, at),
    ]);
    expect(transport.delivered.filter((m) => m.subject === "race-1")).toHaveLength(1);
  });

  it("is marked failed and logged when its retries run out, and kept for operations", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const now = new Date();
    const transport = flaky(100);
    await createDeliveringMailer(db, transport, () => now).send(message("never-1"));
    let at = now;
    for (const wait of MAIL_RETRY_MINUTES) {
      at = later(at, minutes(wait) + 1000);
      await retryDueMail(db, transport, at);
    }
    expect(await row("never-1")).toMatchObject({
      state: "failed",
      attempts: MAIL_RETRY_MINUTES.length + 1,
      html: "<p>Booked</p>",
    });
    expect(errors.mock.calls.some((c) => String(c[0]).includes('"event":"mail_undeliverable"'))).toBe(true);
    expect(await retryDueMail(db, flaky(0), later(at, minutes(24 * 60)))).toBe(0);
  });

  it("goes out again through the scheduled handler", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = new Date();
    await createDeliveringMailer(db, flaky(1), () => now).send(message("cron-1"));
    const transport = flaky(0);
    const report = await runScheduledWith(
      fakeDeps(db, () => now),
      later(now, minutes(2)),
      undefined,
      { transport },
    );
    expect(report.mailSent).toBeGreaterThanOrEqual(1);
    expect(transport.delivered.map((m) => m.subject)).toContain("cron-1");
  });
});
