// The console's inbox (/ops): who may see it and answer from it (guests, travellers and marketing may not; a supplier
// only their own supplier's on-request bookings), the one list sorted by deadline, confirm and reject through the
// same services as `npm run bookings` (the same capture, seats and email), one audit entry per action, a 409 for an
// answer already given, the Origin check, and the retries of refused payments, refunds and mail.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { ORIGIN, get, html, deliverNotifications } from "./helpers.ts";
import {
  activity,
  departure,
  order,
  session,
  staffMember,
  supplier,
  user,
  type Order,
  type OrderSpec,
  type TestStaff,
} from "../factories/index.ts";
import { newItemReference, newOrderId } from "../../worker/services/orders.ts";
import { listAudit } from "../../worker/db/audit-log.ts";
import { confirmPendingItem, rejectPendingItem } from "../../worker/services/bookings-ops.ts";
import { commandActor, staffActor } from "../../worker/services/ops/actor.ts";
import { depsFor } from "../../worker/services/checkout-deps.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { answerHostedPayment } from "../../worker/services/payments/sandbox.ts";
import { retryPaymentTaskNow, PAYMENT_RETRY_MINUTES } from "../../worker/services/payment-tasks.ts";
import { retryRefundNow } from "../../worker/services/cancellation.ts";
import { ON_REQUEST_TIMEOUT_HOURS } from "../../shared/constants.ts";
import { OFFER_RESPONSE_TARGET_HOURS } from "../../shared/ops-inbox.ts";
import { formatTimeSpan } from "../../shared/intl.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { fakeDeps } from "../fixtures/fakes.ts";
import {
  beforeNextBatch,
  itemRows,
  makeCart,
  makeDeparture,
  orderRow,
  startInput,
  stockOf,
} from "../fixtures/booking-factories.ts";

const db = env.DB;
const HOUR = 3_600_000;
const ago = (ms: number, from = new Date()) => new Date(from.getTime() - ms);

function post(path: string, fields: Record<string, string>, cookie = "", origin: string | null = ORIGIN) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", cookie };
  if (origin !== null) headers.origin = origin;
  return get(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

/** An order from the factory, with an order id (RH-…) and booking reference (RB-…) as checkout makes them. */
async function placed(spec: OrderSpec): Promise<Order> {
  const made = await order(spec);
  const [id, reference] = [newOrderId(), newItemReference()];
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = true"),
    db.prepare("UPDATE orders SET id = ? WHERE id = ?").bind(id, made.id),
    db.prepare("UPDATE order_items SET order_id = ?, reference = ? WHERE id = ?").bind(id, reference, made.itemId),
    db.prepare("UPDATE order_timeline SET order_id = ? WHERE order_id = ?").bind(id, made.id),
  ]);
  return { ...made, id, reference };
}

/** An order placed at `placedAt` whose one item (on an activity of `supplierId`) waits for its supplier. */
async function waiting(spec: { supplierId?: number; placedAt?: Date } = {}) {
  const act = await activity({ confirmation: "on_request", supplierId: spec.supplierId ?? null });
  return placed({ activity: act, status: "on_hold", itemStatus: "pending_supplier", now: spec.placedAt });
}

async function itemStatus(reference: string): Promise<string> {
  const row = await db
    .prepare("SELECT status FROM order_items WHERE reference = ?")
    .bind(reference)
    .first<{ status: string }>();
  return row!.status;
}

const auditOf = (target: string) => listAudit(db, { target });

/** The ids of the inbox's rows as the page lists them, in order. */
function rowIds(body: string): string[] {
  return [...body.matchAll(/data-testid="inbox-row" data-kind="[a-z_]+" data-id="([^"]+)"/g)].map((m) => m[1]!);
}

describe("who may use the inbox", () => {
  it("is a 404 for guests and travellers, on the page and on every form", async () => {
    const booking = await waiting();
    const traveller = await user();
    const { cookie } = await session(traveller);
    for (const who of ["", cookie]) {
      for (const path of ["/ops", "/ar/ops", "/ops/_payload.json"]) {
        const res = await get(path, { headers: { cookie: who } });
        expect(res.status, `${path} for ${who ? "a traveller" : "a guest"}`).toBe(404);
        expect(res.headers.get("cache-control")).toMatch(/no-store/);
      }
      for (const form of ["/ops/inbox/confirm", "/ops/inbox/reject", "/ar/ops/inbox/confirm"])
        expect((await post(form, { reference: booking.reference }, who)).status).toBe(404);
      expect((await post("/ops/inbox/retry", { kind: "mail", id: "1" }, who)).status).toBe(404);
    }
    expect(await itemStatus(booking.reference)).toBe("pending_supplier");
    expect(await auditOf(`item:${booking.reference}`)).toEqual([]);
  });

  it("sends marketing to its first section, and refuses it an answer", async () => {
    const booking = await waiting();
    const marketing = await staffMember({ role: "marketing" });
    const en = await get("/ops", { headers: { cookie: marketing.cookie } });
    expect(en.status).toBe(303);
    expect(en.headers.get("location")).toBe("/ops/redirects");
    expect((await get("/ar/ops", { headers: { cookie: marketing.cookie } })).headers.get("location")).toBe(
      "/ar/ops/redirects",
    );
    expect((await post("/ops/inbox/confirm", { reference: booking.reference }, marketing.cookie)).status).toBe(404);
    expect((await post("/ops/inbox/reject", { reference: booking.reference }, marketing.cookie)).status).toBe(404);
    expect(await itemStatus(booking.reference)).toBe("pending_supplier");
    expect(await auditOf(`item:${booking.reference}`)).toEqual([]);
  });

  it("refuses a form posted from another site, or with no Origin", async () => {
    const booking = await waiting();
    const operator = await staffMember({ role: "operator" });
    for (const origin of ["https://evil.example", null]) {
      const res = await post("/ops/inbox/confirm", { reference: booking.reference }, operator.cookie, origin);
      expect(res.status).toBe(403);
    }
    expect(await itemStatus(booking.reference)).toBe("pending_supplier");
    expect(await auditOf(`item:${booking.reference}`)).toEqual([]);
  });

  it("shows a supplier only their own supplier's on-request bookings, and nothing about money", async () => {
    const [mine, theirs] = [await supplier(), await supplier()];
    const own = await waiting({ supplierId: mine });
    const other = await waiting({ supplierId: theirs });
    const unowned = await waiting();
    const review = await placed({ status: "on_hold", itemStatus: "confirmed" });
    const staff = await staffMember({ role: "supplier", supplierId: mine });

    const { res, body } = await html("/ops", { headers: { cookie: staff.cookie } });
    expect(res.status).toBe(200);
    expect(rowIds(body)).toEqual([own.reference]);
    for (const hidden of [other.reference, unowned.reference, review.id]) expect(body).not.toContain(hidden);
    expect(body).not.toContain('data-testid="inbox-accept"');

    // Answering another supplier's booking, or a payment, is answering something that does not exist.
    for (const [form, reference] of [
      ["/ops/inbox/confirm", other.reference],
      ["/ops/inbox/reject", other.reference],
      ["/ops/inbox/confirm", unowned.reference],
      ["/ops/inbox/confirm", review.id],
    ] as const)
      expect((await post(form, { reference }, staff.cookie)).status, `${form} ${reference}`).toBe(404);
    expect((await post("/ops/inbox/retry", { kind: "mail", id: "1" }, staff.cookie)).status).toBe(404);
    expect(await itemStatus(other.reference)).toBe("pending_supplier");
    expect((await orderRow(db, review.id)).status).toBe("on_hold");

    const rejected = await post("/ops/inbox/reject", { reference: own.reference }, staff.cookie);
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get("location")).toBe(`/ops?answered=${own.reference}`);
    expect(await itemStatus(own.reference)).toBe("rejected");
    const [entry] = await auditOf(`item:${own.reference}`);
    expect(entry).toMatchObject({ action: "booking.reject", role: "supplier", supplierId: mine, actor: staff.id });

    // The notice says what happened to the seats, and nothing about the money.
    const after = await html(rejected.headers.get("location")!, { headers: { cookie: staff.cookie } });
    expect(after.body).toContain('data-testid="ops-ok"');
    expect(after.body).toMatch(/is rejected\./);
    expect(after.body).not.toMatch(/captured|released|charged/);
  });
});

describe("the list", () => {
  it("puts every kind in one list, oldest deadline first, each with its time left or overdue", async () => {
    const now = new Date();
    const operator = await staffMember({ role: "operator" });
    // On request, placed 20 hours ago: rejected automatically in 4 hours.
    const booking = await waiting({ placedAt: ago((ON_REQUEST_TIMEOUT_HOURS - 4) * HOUR, now) });
    // A custom offer received 23 hours ago: its reply target is in 1 hour.
    const act = await activity();
    await db
      .prepare(
        `INSERT INTO offer_requests (id, activity_id, status, date_from, date_to, group_size, budget, budget_currency, message,
           first_name, last_name, email, country, phone, locale, created_at, updated_at)
         VALUES ('OF-TEST0001', ?, 'received', '2030-01-10', '2030-01-12', 12, 500000, 'AED', 'A team day', 'Omar', 'Saleh',
           'omar@example.com', 'AE', '+971501234567', 'en', ?, ?)`,
      )
      .bind(act.id, ago((OFFER_RESPONSE_TARGET_HOURS - 1) * HOUR, now).toISOString(), now.toISOString())
      .run();
    // A refund refused for a cancellation 2 hours ago: promised within 24 hours, so 22 hours left.
    const cancelled = await placed({ itemStatus: "cancelled" });
    await db
      .prepare(
        `INSERT INTO cancellations (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at)
         VALUES (?, ?, 0, 0, 20000, 'failed', 'account', ?)`,
      )
      .bind(cancelled.itemId, cancelled.id, ago(2 * HOUR, now).toISOString())
      .run();
    // An email first tried 30 hours ago whose retries ran out: overdue.
    const mailId = await unsentMail(ago(30 * HOUR, now));
    // A payment held for review, placed a day ago: its authorisation lapses in 6 days.
    const review = await placed({ status: "on_hold", itemStatus: "confirmed", now: ago(24 * HOUR, now) });
    // A capture refused for an order placed 6.5 days ago: 12 hours before its authorisation lapses.
    const refusedCapture = await placed({ status: "confirmed", now: ago(6.5 * 24 * HOUR, now) });
    const taskId = await refusedTask(refusedCapture.id, "capture", ago(HOUR, now));

    const { body } = await html("/ops", { headers: { cookie: operator.cookie } });
    const mine = [mailId, "OF-TEST0001", booking.reference, taskId, cancelled.reference, review.id];
    expect(rowIds(body).filter((id) => mine.includes(id))).toEqual(mine);

    const row = (id: string) => body.split(`data-id="${id}"`)[1]!.split('data-testid="inbox-row"')[0]!;
    expect(row(booking.reference)).toContain(`${formatTimeSpan(4 * HOUR, "en")} left`);
    expect(row(booking.reference)).toContain('data-overdue="false"');
    expect(row(mailId)).toContain('data-overdue="true"');
    expect(row(mailId)).toContain("overdue by");
    expect(row(review.id)).toContain(`${formatTimeSpan(6 * 24 * HOUR, "en")} left`);
    expect(row("OF-TEST0001")).toContain('href="/ops/offers/OF-TEST0001"');
    expect(row(booking.reference)).toContain(`href="/ops/bookings/${booking.id}"`);

    // In Arabic, the same list, right to left.
    const ar = await html("/ar/ops", { headers: { cookie: operator.cookie } });
    expect(ar.body).toContain('dir="rtl"');
    expect(rowIds(ar.body).filter((id) => mine.includes(id))).toEqual(mine);
    expect(ar.body).toContain(`href="/ar/ops/bookings/${booking.id}"`);
  });

  it("warns when a booking departs before it would be rejected automatically", async () => {
    const operator = await staffMember({ role: "operator" });
    const act = await activity({ confirmation: "on_request" });
    // Tomorrow at midnight, Gulf time: always within the 24 hours after now.
    const slotId = await departure({ activity: act, date: addDays(todayInGulf(), 1), startTime: "00:00" });
    const soon = await placed({ activity: act, slotId, status: "on_hold", itemStatus: "pending_supplier" });
    const later = await waiting();
    const { body } = await html("/ops", { headers: { cookie: operator.cookie } });
    const row = (id: string) => body.split(`data-id="${id}"`)[1]!.split('data-testid="inbox-row"')[0]!;
    expect(row(soon.reference)).toContain('data-testid="inbox-departs-first"');
    expect(row(soon.reference)).toContain("before it would be rejected automatically");
    expect(row(later.reference)).not.toContain('data-testid="inbox-departs-first"');
  });
});

describe("answering from the inbox", () => {
  it("confirms through the same service as the command: the same capture, seats and email, one audit entry each", async () => {
    const now = new Date();
    const deps = depsFor(env, ORIGIN);
    const byCommand = await paidOnRequestOrder(deps, now);
    const byConsole = await paidOnRequestOrder(deps, now);
    const operator = await staffMember({ role: "operator" });

    await confirmPendingItem(deps, byCommand.reference, now, commandActor("tester"));
    const res = await post("/ops/inbox/confirm", { reference: byConsole.reference }, operator.cookie);
    expect(res.status).toBe(303);

    for (const done of [byCommand, byConsole]) {
      expect(await orderRow(db, done.orderId)).toMatchObject({ status: "confirmed", captured: 30000 });
      expect(await sandboxPayment(done.orderId)).toEqual({ status: "captured", captured: 30000 });
      expect(await stockOf(db, done.slotId)).toMatchObject({ sold: 1, held: 0 });
      expect(await mailKinds(done.orderId)).toEqual(["on_hold", "confirmation"]);
    }
    const [command] = await auditOf(`item:${byCommand.reference}`);
    expect(command).toMatchObject({ actor: "command:tester", role: "command", action: "booking.confirm" });
    const entries = await auditOf(`item:${byConsole.reference}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: operator.id,
      actorEmail: operator.email,
      role: "operator",
      action: "booking.confirm",
      orderId: byConsole.orderId,
      before: { status: "pending_supplier" },
      after: { status: "confirmed" },
    });
    expect(entries[0]!.requestId).toBeTruthy();

    // The notice after it says what happened to the seats and the money, in the page's language.
    const after = await html(res.headers.get("location")!, { headers: { cookie: operator.cookie } });
    expect(after.body).toMatch(new RegExp(`${byConsole.reference}</bdi> is confirmed\\.`));
    expect(after.body).toContain("Its seat stays sold.");
    expect(after.body).toMatch(/AED.300\.00<\/bdi> was captured/);
    expect(rowIds(after.body)).not.toContain(byConsole.reference);
  });

  it("rejects: the seats go back, the authorisation is released, the traveller is emailed", async () => {
    const now = new Date();
    const deps = depsFor(env, ORIGIN);
    const paid = await paidOnRequestOrder(deps, now);
    const operator = await staffMember({ role: "operator" });
    const res = await post("/ar/ops/inbox/reject", { reference: paid.reference.toLowerCase() }, operator.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/ar/ops?answered=${paid.reference}`);
    expect(await orderRow(db, paid.orderId)).toMatchObject({ status: "failed", captured: 0 });
    expect(await sandboxPayment(paid.orderId)).toEqual({ status: "voided", captured: 0 });
    expect(await stockOf(db, paid.slotId)).toMatchObject({ sold: 0, held: 0 });
    expect(await mailKinds(paid.orderId)).toEqual(["on_hold", "rejection"]);
    expect(await auditOf(`item:${paid.reference}`)).toHaveLength(1);
    const after = await html(res.headers.get("location")!, { headers: { cookie: operator.cookie } });
    expect(after.body).toContain("عاد مقعده إلى البيع.");
    expect(after.body).toContain("أُفرج عن");
  });

  it("answers an answer already given with a 409 that says so, and writes no second entry", async () => {
    const booking = await waiting();
    const operator = await staffMember({ role: "operator" });
    expect((await post("/ops/inbox/confirm", { reference: booking.reference }, operator.cookie)).status).toBe(303);
    for (const form of ["/ops/inbox/confirm", "/ops/inbox/reject"]) {
      const again = await post(form, { reference: booking.reference }, operator.cookie);
      expect(again.status).toBe(409);
      const body = await again.text();
      expect(body).toContain('data-testid="ops-error"');
      expect(body).toMatch(new RegExp(`${booking.reference}</bdi> was already answered \\(<bdi>confirmed</bdi>\\)`));
    }
    expect(await auditOf(`item:${booking.reference}`)).toHaveLength(1);
  });

  it("writes no entry for an answer that lost a race: the entry is batched with, and guarded by, the transition", async () => {
    const booking = await waiting();
    const [a, b] = [await staffMember({ role: "operator" }), await staffMember({ role: "operator" })];
    // Another operator confirms between this rejection's read and its batch.
    const rival = () =>
      confirmPendingItem(fakeDeps(db), booking.reference, new Date(), staffActor(staffView(a), "r-a"));
    const deps = { ...fakeDeps(db), db: beforeNextBatch(db, rival) };
    await expect(
      rejectPendingItem(deps, booking.reference, new Date(), staffActor(staffView(b), "r-b")),
    ).rejects.toThrow(/answered by someone else meanwhile/);
    expect(await itemStatus(booking.reference)).toBe("confirmed");
    expect(await auditOf(`item:${booking.reference}`)).toMatchObject([{ action: "booking.confirm", actor: a.id }]);
  });

  it("accepts a payment held for review by its order number", async () => {
    const review = await placed({ status: "on_hold", itemStatus: "confirmed" });
    const operator = await staffMember({ role: "operator" });
    const res = await post("/ops/inbox/confirm", { reference: review.id }, operator.cookie);
    expect(res.status).toBe(303);
    expect((await orderRow(db, review.id)).status).toBe("confirmed");
    expect(await auditOf(`order:${review.id}`)).toMatchObject([{ action: "payment.accept", role: "operator" }]);
  });

  it("refuses what is not a reference with a 400, and an unknown one with a 404", async () => {
    const operator = await staffMember({ role: "operator" });
    const bad = await post("/ops/inbox/confirm", { reference: "'; DROP TABLE orders" }, operator.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("That is not a booking reference");
    expect((await post("/ops/inbox/confirm", { reference: "RB-00000000" }, operator.cookie)).status).toBe(404);
    expect((await post("/ops/inbox/retry", { kind: "mail", id: "x" }, operator.cookie)).status).toBe(400);
  });
});

describe("retries from the inbox", () => {
  it("sends an unsent email again through the mailer, and says so", async () => {
    const operator = await staffMember({ role: "operator" });
    const id = await unsentMail(ago(30 * HOUR));
    const res = await post("/ops/inbox/retry", { kind: "mail", id }, operator.cookie);
    expect(res.status).toBe(303);
    const delivery = await db.prepare("SELECT state FROM mail_deliveries WHERE id = ?").bind(id).first();
    expect(delivery).toMatchObject({ state: "sent" });
    const outbox = await db.prepare("SELECT kind FROM mail_outbox WHERE subject = ?").bind(`Unsent ${id}`).all();
    expect(outbox.results).toHaveLength(1);
    expect(await auditOf(`mail:${id}`)).toMatchObject([{ action: "mail.resend", actor: operator.id }]);
    const after = await html(res.headers.get("location")!, { headers: { cookie: operator.cookie } });
    expect(after.body).toContain("The email was sent.");
    expect(rowIds(after.body)).not.toContain(id);
    // Sent is sent: a second press finds nothing to do.
    expect((await post("/ops/inbox/retry", { kind: "mail", id }, operator.cookie)).status).toBe(409);
    expect(await auditOf(`mail:${id}`)).toHaveLength(1);
  });

  it("tries a refused capture again under its key, once per press, with the provider's answer", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const operator = await staffMember({ role: "operator" });
    const actor = staffActor(staffView(operator), "req-1");
    const paid = await placed({ status: "confirmed" });
    const paymentId = await fakePayment(deps, paid.id);
    const taskId = Number(await refusedTask(paid.id, "capture", now, paymentId));

    deps.provider.failing.capture = true;
    expect(await retryPaymentTaskNow(deps, taskId, actor, now)).toMatchObject({ kind: "refused" });
    const stillRefused = await db
      .prepare("SELECT state, attempts FROM payment_tasks WHERE id = ?")
      .bind(taskId)
      .first();
    expect(stillRefused).toMatchObject({ state: "reported", attempts: PAYMENT_RETRY_MINUTES.length + 2 });

    deps.provider.failing.capture = false;
    expect(await retryPaymentTaskNow(deps, taskId, actor, now)).toEqual({ kind: "done" });
    expect(await retryPaymentTaskNow(deps, taskId, actor, now)).toEqual({ kind: "gone" });
    expect(deps.provider.captures).toEqual([{ paymentId, amount: 20000, key: `${paid.id}:capture` }]);
    expect(await auditOf(`payment_task:${taskId}`)).toHaveLength(2);
  });

  it("tries a refused refund again, and records its outcome with the entry", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const operator = await staffMember({ role: "operator" });
    const actor = staffActor(staffView(operator), "req-2");
    const cancelled = await placed({ itemStatus: "cancelled" });
    const paymentId = await fakePayment(deps, cancelled.id);
    await db.batch([
      db.prepare("UPDATE orders SET payment_id = ?, captured = 20000 WHERE id = ?").bind(paymentId, cancelled.id),
      db
        .prepare(
          `INSERT INTO cancellations (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at)
           VALUES (?, ?, 0, 0, 20000, 'failed', 'account', ?)`,
        )
        .bind(cancelled.itemId, cancelled.id, now.toISOString()),
    ]);
    expect(await retryRefundNow(deps, cancelled.reference, actor, now)).toBe("refunded");
    expect(deps.provider.refunds).toEqual([{ paymentId, amount: 20000, key: `cancel:${cancelled.reference}` }]);
    expect((await orderRow(db, cancelled.id)).refunded).toBe(20000);
    expect(await retryRefundNow(deps, cancelled.reference, actor, now)).toBeNull();
    expect(await auditOf(`item:${cancelled.reference}`)).toMatchObject([
      { action: "refund.retry", after: { refundState: "refunded", amount: 20000 } },
    ]);
  });
});

// ---- data the tests need ----

/** A message whose retries ran out (state failed), first tried at `createdAt`; its id as the page shows it. */
async function unsentMail(createdAt: Date): Promise<string> {
  const row = await db
    .prepare(
      `INSERT INTO mail_deliveries (kind, order_id, to_address, subject, html, text, locale, state, attempts, next_attempt_at, last_error, created_at)
       VALUES ('confirmation', NULL, 'sara@example.com', 'pending', '<p>Hello</p>', 'Hello', 'en', 'failed', 8, ?, 'mailbox unavailable', ?)
       RETURNING id`,
    )
    .bind(createdAt.toISOString(), createdAt.toISOString())
    .first<{ id: number }>();
  await db.prepare("UPDATE mail_deliveries SET subject = ? WHERE id = ?").bind(`Unsent ${row!.id}`, row!.id).run();
  return String(row!.id);
}

/** A payment operation whose retries ran out (reported) for `orderId`; its id as the page shows it. */
async function refusedTask(orderId: string, op: "capture" | "void", at: Date, paymentId = "pay_x"): Promise<string> {
  const row = await db
    .prepare(
      `INSERT INTO payment_tasks (order_id, payment_id, op, amount, idempotency_key, state, attempts, next_attempt_at, last_error, created_at)
       VALUES (?, ?, ?, 20000, ?, 'reported', ?, ?, 'card_declined', ?) RETURNING id`,
    )
    .bind(
      orderId,
      paymentId,
      op,
      `${orderId}:${op}`,
      PAYMENT_RETRY_MINUTES.length + 1,
      at.toISOString(),
      at.toISOString(),
    )
    .first<{ id: number }>();
  return String(row!.id);
}

/** A traveller's order of one on-request item (AED 300), paid through the sandbox and waiting for its supplier. */
async function paidOnRequestOrder(deps: ReturnType<typeof depsFor>, now: Date) {
  const { slotId } = await makeDeparture(db, { confirmation: "on_request" }, { capacity: 3, price: 30000 }, now);
  const cartId = await makeCart(db, [{ slotId, counts: { adult: 1 } }], now);
  const started = await startCheckout(deps, startInput(cartId, now));
  if (started.kind !== "payment") throw new Error(`checkout answered ${started.kind}`);
  const paymentId = String((await orderRow(db, started.orderId)).payment_id);
  const answered = await answerHostedPayment(
    db,
    env.SANDBOX_SIGNING_SECRET!,
    paymentId,
    { status: "authorized", review: false, cardLast4: "4242" },
    now,
  );
  if (answered.kind !== "redirect") throw new Error(`the sandbox answered ${answered.kind}`);
  await returnFromPayment(deps, new URL(answered.location, ORIGIN).searchParams, now);
  const [item] = await itemRows(db, started.orderId);
  expect(item).toMatchObject({ status: "pending_supplier" });
  return { orderId: started.orderId, reference: String(item!.reference), slotId };
}

/** An authorised payment on the fake provider for `orderId`. */
async function fakePayment(deps: ReturnType<typeof fakeDeps>, orderId: string): Promise<string> {
  const { paymentId } = await deps.provider.createPayment({
    orderId,
    idempotencyKey: crypto.randomUUID(),
    amount: 20000,
    currency: "AED",
    description: "test",
    customerEmail: "sara@example.com",
    locale: "en",
    returnUrl: `${ORIGIN}/checkout/return`,
    cancelUrl: `${ORIGIN}/checkout/error`,
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  deps.provider.payments.get(paymentId)!.status = "authorized";
  return paymentId;
}

async function sandboxPayment(orderId: string) {
  return db.prepare("SELECT status, captured FROM sandbox_payments WHERE order_id = ?").bind(orderId).first();
}

async function mailKinds(orderId: string): Promise<string[]> {
  await deliverNotifications();
  const { results } = await db
    .prepare("SELECT kind FROM mail_outbox WHERE order_id = ? ORDER BY id")
    .bind(orderId)
    .all<{ kind: string }>();
  return results.map((r) => r.kind);
}

function staffView(staff: TestStaff) {
  return {
    userId: staff.id,
    email: staff.email,
    firstName: "Noor",
    lastName: "",
    role: staff.role,
    supplierId: staff.supplierId,
    passkeyAt: null,
    sessionStartedAt: new Date().toISOString(),
  };
}
