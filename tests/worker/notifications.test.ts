// Booking notifications (issue 31): every event's email and WhatsApp message in both languages, consent, at-most-once
// per channel, retries with back-off, the dead-letter record that leaves the booking alone, the queue wiring, the
// scheduled re-queue and the day-before reminder.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { activity, departure, order } from "../factories/index.ts";
import { FakeMailer, FakeWhatsApp, deliveringNotifier } from "../fixtures/fakes.ts";
import { queueNotifier } from "../../worker/services/notifications/notifier.ts";
import { deliverBatch, recordDeadLetters } from "../../worker/services/notifications/consumer.ts";
import { ChannelError } from "../../worker/services/notifications/channel.ts";
import { filledTemplate, templateBody } from "../../worker/services/notifications/whatsapp-templates.ts";
import { publishDueReminders, reminderDue } from "../../worker/services/notifications/reminders.ts";
import worker from "../../worker/index.ts";
import { NOTIFY_MAX_DELIVERIES, type NotificationKind } from "../../shared/notifications.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";

const db = env.DB;
const ORIGIN = "https://example.com";

async function consent(orderId: string, on: boolean) {
  await db
    .prepare("UPDATE orders SET whatsapp_updates = ? WHERE id = ?")
    .bind(on ? 1 : 0, orderId)
    .run();
}

function channels() {
  const email = new FakeMailer();
  const whatsapp = new FakeWhatsApp();
  return { email, whatsapp, notifier: deliveringNotifier(db, { email, whatsapp }, ORIGIN) };
}

const deliveryDeps = (c: { email: FakeMailer; whatsapp: FakeWhatsApp }) => ({
  db,
  origin: ORIGIN,
  authSecret: "a".repeat(48),
  ...c,
  now: () => new Date(),
});

/** An event written and left waiting (a queue that takes nothing), so the test decides when it is delivered. */
async function waitingEvent(kind: NotificationKind, orderId: string, subject?: string): Promise<string> {
  const sent: string[] = [];
  const notifier = queueNotifier(db, { sendBatch: async (m) => sent.push(...m.map((x) => x.body.eventId)) }, ORIGIN);
  await notifier.publish({ kind, orderId, subject });
  return sent[0]!;
}

const batchOf = (queue: string, eventIds: string[], attempts = 1) =>
  createMessageBatch(
    queue,
    eventIds.map((eventId, i) => ({ id: `m${i}`, timestamp: new Date(), attempts, body: { eventId } })),
  );

const sendsOf = (eventId: string) =>
  db
    .prepare(
      "SELECT channel, state, attempts, recipient, provider_id, last_error FROM notification_sends WHERE event_id = ? ORDER BY channel",
    )
    .bind(eventId)
    .all<{
      channel: string;
      state: string;
      attempts: number;
      recipient: string;
      provider_id: string | null;
      last_error: string | null;
    }>()
    .then((r) => r.results);

const ORDER_EVENTS: { kind: NotificationKind; status: string; itemStatus: string; template: string; mail: string }[] = [
  {
    kind: "confirmation",
    status: "confirmed",
    itemStatus: "confirmed",
    template: "booking_confirmed",
    mail: "confirmation",
  },
  { kind: "on_hold", status: "on_hold", itemStatus: "pending", template: "booking_on_hold", mail: "on_hold" },
  {
    kind: "pay_later",
    status: "awaiting_payment",
    itemStatus: "confirmed",
    template: "booking_pay_later",
    mail: "pay_later",
  },
  { kind: "rejection", status: "failed", itemStatus: "rejected", template: "booking_rejected", mail: "rejection" },
  {
    kind: "payment_failed",
    status: "payment_failed",
    itemStatus: "released",
    template: "payment_failed",
    mail: "payment_failed",
  },
  { kind: "refund", status: "confirmed", itemStatus: "confirmed", template: "refund_issued", mail: "refund" },
];

describe("every booking event, on both channels, in the order's language", () => {
  for (const locale of ["en", "ar"] as const) {
    for (const e of ORDER_EVENTS) {
      it(`${e.kind} (${locale}): the email and the WhatsApp template, with the reference and a link back`, async () => {
        const booked = await order({ locale, status: e.status, itemStatus: e.itemStatus });
        await consent(booked.id, true);
        const c = channels();
        await c.notifier.publish({ kind: e.kind, orderId: booked.id });
        expect(c.email.kinds(booked.id)).toEqual([e.mail]);
        expect(c.email.sent[0]!.locale).toBe(locale);
        expect(c.whatsapp.sent).toHaveLength(1);
        const message = c.whatsapp.sent[0]!;
        expect(message).toMatchObject({ to: "+971501234567", template: e.template, locale });
        expect(message.parameters).toHaveLength(5);
        expect(message.parameters[0]).toBe("Sara");
        expect(message.parameters[3]).toBe(booked.id);
        expect(message.parameters[4]).toMatch(/^https:\/\/example\.com\//);
        for (const p of message.parameters) expect(p).not.toMatch(/[\n\t]| {5}/);
        const text = filledTemplate(message.template, locale, message.parameters);
        // The WhatsApp message says what the email says: its first sentence is the email's.
        const firstSentence = message.parameters[1]!.split(/(?<=[.!؟])\s/)[0]!.replace(/[\u2068\u2069]/g, "");
        expect(c.email.sent[0]!.text.replace(/[\u2068\u2069]/g, "")).toContain(firstSentence.slice(0, 30));
        if (locale === "ar") expect(text).toMatch(/^[\u0600-\u06FF]/);
        else expect(text).toMatch(/^[A-Z]/);
      });
    }

    it(`cancellation, refund done and reminder (${locale}) name the item and its reference`, async () => {
      const booked = await order({ locale, status: "confirmed", itemStatus: "confirmed" });
      await consent(booked.id, true);
      const c = channels();
      await c.notifier.publish({
        kind: "cancellation",
        orderId: booked.id,
        subject: booked.reference,
        data: { penaltyPercent: 0, penalty: 0, refund: 20000, refundState: "refunded", href: null },
      });
      await c.notifier.publish({
        kind: "refund_done",
        orderId: booked.id,
        subject: booked.reference,
        data: { amount: 20000 },
      });
      await c.notifier.publish({ kind: "reminder", orderId: booked.id, subject: booked.reference });
      expect(c.email.kinds(booked.id)).toEqual(["cancellation", "refund_done", "reminder"]);
      expect(c.whatsapp.templates()).toEqual(["booking_cancelled", "refund_completed", "experience_reminder"]);
      for (const m of c.whatsapp.sent) expect(m.parameters[3]).toBe(booked.reference);
      const refundText = c.whatsapp.sent[1]!.parameters[1]!;
      expect(refundText).toContain("200.00");
    });
  }

  it("the confirmation carries one calendar file, one event per confirmed item; the rejection carries none", async () => {
    const booked = await order({ status: "partially_confirmed", itemStatus: "confirmed" });
    const more = (position: number, status: string, reference: string) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, travellers, price, status, reference)
           SELECT order_id, ?, activity_id, option_id, slot_id, date, start_time, counts, travellers, price, ?, ? FROM order_items WHERE id = ?`,
        )
        .bind(position, status, reference, booked.itemId);
    const second = `${booked.reference}-B`;
    const refused = `${booked.reference}-C`;
    await db.batch([more(1, "confirmed", second), more(2, "rejected", refused)]);
    const secret = "s".repeat(48);
    const c = { email: new FakeMailer(), whatsapp: new FakeWhatsApp() };
    const notifier = deliveringNotifier(db, c, ORIGIN, () => new Date(), secret);
    await notifier.publish({ kind: "confirmation", orderId: booked.id });
    await notifier.publish({ kind: "rejection", orderId: booked.id });
    const [confirmation, rejection] = c.email.sent;
    expect([confirmation!.kind, rejection!.kind]).toEqual(["confirmation", "rejection"]);
    expect(rejection!.attachments ?? []).toEqual([]);
    expect(confirmation!.attachments).toHaveLength(1);
    const file = confirmation!.attachments![0]!;
    expect(file.filename).toBe(`booking-${booked.id}.ics`);
    expect(file.type).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const lines = file.content.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    const uids = lines.filter((l) => l.startsWith("UID:")).sort();
    expect(uids).toEqual([`UID:${booked.reference}@example.com`, `UID:${second}@example.com`].sort());
    expect(file.content).not.toContain(refused);
    // Each event links its own voucher, keyed so it opens without an account.
    const { voucherPath } = await import("../../worker/services/booking-links.ts");
    expect(lines).toContain(`URL:${ORIGIN}${await voucherPath(secret, second)}`);
  });

  it("an offer's answer goes by email only, and its single-use link is forgotten once sent", async () => {
    const c = channels();
    const mail = {
      kind: "offer_quote",
      orderId: null,
      to: "t@example.com",
      subject: "s",
      html: "<p>x</p>",
      text: "x https://example.com/offer/tok",
      locale: "en",
    };
    await c.notifier.publish({ kind: "offer_quote", orderId: null, subject: "req-1", data: { mail } });
    expect(c.email.sent.map((m) => m.to)).toEqual(["t@example.com"]);
    expect(c.whatsapp.sent).toHaveLength(0);
    const kept = await db
      .prepare("SELECT data FROM notification_events WHERE kind = 'offer_quote'")
      .first<{ data: string }>();
    expect(JSON.parse(kept!.data)).not.toHaveProperty("mail");
  });

  it("the templates exist in both languages with the same five parameters", () => {
    for (const locale of ["en", "ar"] as const) {
      const body = templateBody("booking_confirmed", locale);
      expect(body.match(/\{\{\d\}\}/g)).toEqual(["{{1}}", "{{2}}", "{{3}}", "{{4}}", "{{5}}"]);
    }
  });
});

describe("consent", () => {
  it("no WhatsApp goes to a number that did not opt in; the email still goes", async () => {
    const booked = await order({ status: "confirmed" });
    const c = channels();
    await c.notifier.publish({ kind: "confirmation", orderId: booked.id });
    expect(c.email.kinds(booked.id)).toEqual(["confirmation"]);
    expect(c.whatsapp.sent).toHaveLength(0);
    expect(
      (await db
        .prepare(
          "SELECT count(*) AS n FROM notification_sends s JOIN notification_events e ON e.id = s.event_id WHERE s.channel = 'whatsapp' AND e.order_id = ?",
        )
        .bind(booked.id)
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });

  it("opting out after the event was published stops its WhatsApp message", async () => {
    const booked = await order({ status: "confirmed" });
    await consent(booked.id, true);
    const eventId = await waitingEvent("confirmation", booked.id);
    await consent(booked.id, false);
    const c = { email: new FakeMailer(), whatsapp: new FakeWhatsApp() };
    await deliverBatch(batchOf("rihla-notifications", [eventId]), deliveryDeps(c));
    expect(c.email.sent).toHaveLength(1);
    expect(c.whatsapp.sent).toHaveLength(0);
  });

  it("opting out while a WhatsApp message waits for its next try drops it: nothing says it will still be sent", async () => {
    const booked = await order({ status: "confirmed" });
    await consent(booked.id, true);
    const eventId = await waitingEvent("confirmation", booked.id);
    const c = { email: new FakeMailer(), whatsapp: new FakeWhatsApp() };
    c.whatsapp.failing = true;
    await deliverBatch(batchOf("rihla-notifications", [eventId]), deliveryDeps(c));
    expect(await sendsOf(eventId)).toMatchObject([
      { channel: "email", state: "sent" },
      { channel: "whatsapp", state: "failed" },
    ]);
    await consent(booked.id, false);
    c.whatsapp.failing = false;
    const batch = batchOf("rihla-notifications", [eventId], 2);
    const ctx = createExecutionContext();
    await deliverBatch(batch, deliveryDeps(c));
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m0"]);
    expect(c.whatsapp.sent).toHaveLength(0);
    expect(c.email.sent).toHaveLength(1);
    expect(await sendsOf(eventId)).toMatchObject([{ channel: "email", state: "sent" }]);
  });

  it("a landline gets no WhatsApp message", async () => {
    const booked = await order({ status: "confirmed" });
    await consent(booked.id, true);
    await db.prepare("UPDATE orders SET lead_phone = '+97142345678' WHERE id = ?").bind(booked.id).run();
    const c = channels();
    await c.notifier.publish({ kind: "confirmation", orderId: booked.id });
    expect(c.whatsapp.sent).toHaveLength(0);
    expect(c.email.sent).toHaveLength(1);
  });
});

describe("delivery that survives failure", () => {
  it("a failing channel is retried with back-off, then dead-lettered, and the booking is untouched", async () => {
    const booked = await order({ status: "confirmed" });
    await consent(booked.id, true);
    const before = await db.prepare("SELECT * FROM orders WHERE id = ?").bind(booked.id).first();
    const eventId = await waitingEvent("confirmation", booked.id);
    const c = { email: new FakeMailer(), whatsapp: new FakeWhatsApp() };
    c.whatsapp.failing = true;

    for (let attempts = 1; attempts <= NOTIFY_MAX_DELIVERIES; attempts++) {
      const batch = batchOf("rihla-notifications", [eventId], attempts);
      const retry = vi.spyOn(batch.messages[0]!, "retry");
      const ctx = createExecutionContext();
      await deliverBatch(batch, deliveryDeps(c));
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      // Back-off: each delay is longer than the one before, up to the cap.
      expect(retry.mock.calls[0]![0]!.delaySeconds).toBe(Math.min(3600, 30 * 2 ** (attempts - 1)));
    }
    // The email went once, on the first delivery; only WhatsApp kept failing.
    expect(c.email.sent).toHaveLength(1);
    expect(await sendsOf(eventId)).toMatchObject([
      { channel: "email", state: "sent", attempts: 1 },
      { channel: "whatsapp", state: "failed", attempts: NOTIFY_MAX_DELIVERIES },
    ]);

    // The queue moves it to the dead-letter queue, whose consumer records it.
    const dead = batchOf("rihla-notifications-dead", [eventId]);
    const ctx = createExecutionContext();
    await recordDeadLetters(dead, db, new Date());
    expect((await getQueueResult(dead, ctx)).explicitAcks).toEqual(["m0"]);
    expect(await sendsOf(eventId)).toMatchObject([
      { channel: "email", state: "sent" },
      { channel: "whatsapp", state: "dead", last_error: "the fake WhatsApp is down" },
    ]);
    expect(await db.prepare("SELECT * FROM orders WHERE id = ?").bind(booked.id).first()).toEqual(before);
  });

  it("a refusal that retrying cannot help is dead at once, and the message acked", async () => {
    const booked = await order({ status: "confirmed" });
    await consent(booked.id, true);
    const eventId = await waitingEvent("confirmation", booked.id);
    const c = { email: new FakeMailer(), whatsapp: new FakeWhatsApp() };
    c.whatsapp.failing = new ChannelError("(#131026) Message undeliverable", true);
    const batch = batchOf("rihla-notifications", [eventId]);
    const ctx = createExecutionContext();
    await deliverBatch(batch, deliveryDeps(c));
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m0"]);
    expect(await sendsOf(eventId)).toMatchObject([
      { channel: "email", state: "sent" },
      { channel: "whatsapp", state: "dead", last_error: "(#131026) Message undeliverable" },
    ]);
  });

  it("a duplicate delivery sends once, in the same batch and in a later one", async () => {
    const booked = await order({ status: "confirmed" });
    await consent(booked.id, true);
    const eventId = await waitingEvent("confirmation", booked.id);
    const c = { email: new FakeMailer(), whatsapp: new FakeWhatsApp() };
    const batch = batchOf("rihla-notifications", [eventId, eventId]);
    const ctx = createExecutionContext();
    await deliverBatch(batch, deliveryDeps(c));
    await deliverBatch(batchOf("rihla-notifications", [eventId], 2), deliveryDeps(c));
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m0", "m1"]);
    expect(c.email.sent).toHaveLength(1);
    expect(c.whatsapp.sent).toHaveLength(1);
  });

  it("a delivery still being sent elsewhere is left to it and looked at again later", async () => {
    const booked = await order({ status: "confirmed" });
    const eventId = await waitingEvent("confirmation", booked.id);
    const now = new Date().toISOString();
    const lease = new Date(Date.now() + 60_000).toISOString();
    await db
      .prepare(
        "INSERT INTO notification_sends (event_id, channel, state, attempts, lease_until, created_at, updated_at) VALUES (?, 'email', 'sending', 1, ?, ?, ?)",
      )
      .bind(eventId, lease, now, now)
      .run();
    const c = { email: new FakeMailer(), whatsapp: new FakeWhatsApp() };
    const batch = batchOf("rihla-notifications", [eventId]);
    const ctx = createExecutionContext();
    await deliverBatch(batch, deliveryDeps(c));
    expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(1);
    expect(c.email.sent).toHaveLength(0);
  });
});

describe("the worker's queues", () => {
  it("publishing writes the event and puts it on the NOTIFICATIONS queue", async () => {
    const booked = await order({ status: "confirmed" });
    const notifier = queueNotifier(db, env.NOTIFICATIONS!, ORIGIN);
    await notifier.publish({ kind: "confirmation", orderId: booked.id });
    const row = await db
      .prepare("SELECT enqueued_at, data FROM notification_events WHERE order_id = ?")
      .bind(booked.id)
      .first<{ enqueued_at: string | null; data: string }>();
    expect(row!.enqueued_at).not.toBeNull();
    expect(JSON.parse(row!.data)).toEqual({ origin: ORIGIN });
  });

  it("an event the queue refused is put on it again by the scheduled handler", async () => {
    const booked = await order({ status: "confirmed" });
    const refusing = { sendBatch: async () => Promise.reject(new Error("queue unavailable")) };
    await queueNotifier(db, refusing, ORIGIN, () => new Date(Date.now() - 5 * 60_000)).publish({
      kind: "confirmation",
      orderId: booked.id,
    });
    const { runScheduledWith } = await import("../../worker/services/scheduled.ts");
    const { fakeDeps } = await import("../fixtures/fakes.ts");
    const taken: string[] = [];
    const report = await runScheduledWith(fakeDeps(db), new Date(), undefined, {
      queue: { sendBatch: async (m) => taken.push(...m.map((x) => x.body.eventId)) },
    });
    expect(report.requeued).toBe(1);
    expect(taken).toHaveLength(1);
    const row = await db
      .prepare("SELECT enqueued_at FROM notification_events WHERE id = ?")
      .bind(taken[0])
      .first<{ enqueued_at: string | null }>();
    expect(row!.enqueued_at).not.toBeNull();
  });

  it("the worker's queue handler delivers through the local outbox and WhatsApp outbox", async () => {
    const booked = await order({ status: "confirmed", locale: "ar" });
    await consent(booked.id, true);
    const eventId = await waitingEvent("confirmation", booked.id);
    const batch = batchOf("rihla-notifications", [eventId]);
    const ctx = createExecutionContext();
    await worker.queue!(batch, env as never, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m0"]);
    const kept = await db.prepare("SELECT to_number, template, locale, order_id FROM whatsapp_outbox").all();
    expect(kept.results).toEqual([
      { to_number: "+971501234567", template: "booking_confirmed", locale: "ar", order_id: booked.id },
    ]);
    const mail = await db.prepare("SELECT kind FROM mail_outbox WHERE order_id = ?").bind(booked.id).all();
    expect(mail.results).toEqual([{ kind: "confirmation" }]);
    const page = await (
      await worker.fetch!(new Request("https://example.com/dev/whatsapp"), env as never, createExecutionContext())
    ).text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain("تم تأكيد حجزك");
    expect(page).toContain(booked.id);
  });

  it("the dead-letter queue's batch goes to the dead-letter record", async () => {
    const booked = await order({ status: "confirmed" });
    const eventId = await waitingEvent("confirmation", booked.id);
    const c = { email: new FakeMailer(), whatsapp: new FakeWhatsApp() };
    await deliverBatch(batchOf("rihla-notifications", [eventId]), {
      ...deliveryDeps(c),
      email: { send: () => Promise.reject(new Error("smtp down")) },
    });
    const batch = batchOf("rihla-notifications-dead", [eventId]);
    const ctx = createExecutionContext();
    await worker.queue!(batch, env as never, ctx);
    await getQueueResult(batch, ctx);
    expect(await sendsOf(eventId)).toMatchObject([{ channel: "email", state: "dead", last_error: "smtp down" }]);
  });
});

describe("the day-before reminder", () => {
  it("is due from 24 hours before the start until an hour before, for bookings made before that", () => {
    const start = new Date("2030-03-10T12:00:00Z");
    const placed = new Date("2030-03-01T00:00:00Z");
    expect(reminderDue(start, placed, new Date("2030-03-09T11:59:00Z"))).toBe(false);
    expect(reminderDue(start, placed, new Date("2030-03-09T12:00:00Z"))).toBe(true);
    expect(reminderDue(start, placed, new Date("2030-03-10T10:59:00Z"))).toBe(true);
    expect(reminderDue(start, placed, new Date("2030-03-10T11:00:00Z"))).toBe(false);
    expect(reminderDue(start, new Date("2030-03-09T18:00:00Z"), new Date("2030-03-09T20:00:00Z"))).toBe(false);
  });

  it("is published once per booked item, however often the scheduled handler runs", async () => {
    const act = await activity({});
    const tomorrow = addDays(todayInGulf(new Date()), 1);
    const slotId = await departure({ activity: act, date: tomorrow, startTime: "23:59" });
    const booked = await order({
      activity: act,
      slotId,
      status: "confirmed",
      now: new Date(Date.now() - 3 * 86_400_000),
    });
    const c = channels();
    // Tomorrow 23:59 in the Gulf is 24 h away or less from any moment of today after 23:59 yesterday: due now.
    const now = new Date(`${tomorrow}T00:00:00+04:00`);
    expect(await publishDueReminders(db, c.notifier, now)).toBe(1);
    expect(await publishDueReminders(db, c.notifier, now)).toBe(0);
    expect(c.email.kinds(booked.id)).toEqual(["reminder"]);
  });
});
