// Booking notifications in the console (issue 31): a delivery that ran out of attempts waits in an operator's inbox
// (never a supplier's, as undelivered mail never does), "Send again" revives it with one audit entry and puts its event
// on the queue once, a second "Send again" changes nothing; the booking timeline shows each delivery with WhatsApp's
// furthest status in both languages (a supplier only the order's own and their items'), and `npm run bookings -- list`
// names what died.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { ORIGIN } from "./helpers.ts";
import { activity, order, staffMember, supplier, type Order, type TestStaff } from "../factories/index.ts";
import { newItemReference, newOrderId } from "../../worker/services/orders.ts";
import { listAudit } from "../../worker/db/audit-log.ts";
import { listForCommand } from "../../worker/services/ops/bookings-command.ts";
import { sendNotificationAgain } from "../../worker/services/ops/notification-retry.ts";
import type { Channel, DeliveryStatus, NotificationKind, SendState } from "../../shared/notifications.ts";

const db = env.DB;
const MINUTE = 60_000;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE).toISOString();
const PHONE = "+971501234567";
const WHATSAPP_ERROR = "(#131026) Message undeliverable";

// ---- the queue, seen from the test ----

/** A stand-in for the NOTIFICATIONS binding that keeps the event ids put on it. */
function fakeQueue() {
  const sent: string[] = [];
  const queue = {
    async send(body: { eventId: string }) {
      sent.push(body.eventId);
    },
    async sendBatch(messages: { body: { eventId: string } }[]) {
      sent.push(...messages.map((m) => m.body.eventId));
    },
  };
  return { sent, queue };
}

/** A request to the worker with its own bindings, the queue replaced when one is given. */
function request(path: string, init: RequestInit = {}, queue?: ReturnType<typeof fakeQueue>["queue"]) {
  const bindings = queue ? { ...env, NOTIFICATIONS: queue as unknown as Queue } : env;
  return worker.fetch(new Request(ORIGIN + path, { redirect: "manual", ...init }), bindings, createExecutionContext());
}
const page = async (path: string, staff: TestStaff) => {
  const res = await request(path, { headers: { cookie: staff.cookie } });
  return { res, body: await res.text() };
};
function sendAgain(staff: TestStaff, id: string, queue: ReturnType<typeof fakeQueue>["queue"], path = "/ops") {
  return request(
    `${path}/inbox/notification`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: staff.cookie, origin: ORIGIN },
      body: new URLSearchParams({ id }).toString(),
    },
    queue,
  );
}

// ---- data: a real order, and its notifications written as the service and its consumer write them ----

/** An order from the factory with an order id (RH-…) and booking reference (RB-…) as checkout makes them. */
async function placed(supplierId: number | null = null): Promise<Order> {
  const made = await order({ activity: await activity({ supplierId }), now: new Date(Date.now() - 180 * MINUTE) });
  const [id, reference] = [newOrderId(), newItemReference()];
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = true"),
    db.prepare("UPDATE orders SET id = ? WHERE id = ?").bind(id, made.id),
    db.prepare("UPDATE order_items SET order_id = ?, reference = ? WHERE id = ?").bind(id, reference, made.itemId),
    db.prepare("UPDATE order_timeline SET order_id = ? WHERE order_id = ?").bind(id, made.id),
  ]);
  return { ...made, id, reference };
}

/** A second item in the order, on an activity of `supplierId`; its reference. */
async function secondItem(orderId: string, firstItemId: number, supplierId: number): Promise<string> {
  const act = await activity({ supplierId });
  const reference = newItemReference();
  await db
    .prepare(
      `INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, travellers, price, status, reference)
       SELECT order_id, 1, ?, ?, slot_id, date, start_time, counts, travellers, price, status, ? FROM order_items WHERE id = ?`,
    )
    .bind(act.id, act.optionId, reference, firstItemId)
    .run();
  expect(orderId).toMatch(/^RH-/);
  return reference;
}

async function notificationEvent(
  orderId: string,
  kind: NotificationKind,
  spec: { subject?: string; minutesAgo?: number } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const when = at(spec.minutesAgo ?? 90);
  await db
    .prepare(
      "INSERT INTO notification_events (id, kind, order_id, subject, data, created_at, enqueued_at) VALUES (?, ?, ?, ?, '{}', ?, ?)",
    )
    .bind(id, kind, orderId, spec.subject ?? null, when, when)
    .run();
  return id;
}

async function delivery(
  eventId: string,
  channel: Channel,
  state: SendState,
  spec: {
    to?: string;
    attempts?: number;
    error?: string | null;
    providerId?: string | null;
    delivery?: DeliveryStatus | null;
    minutesAgo?: number;
  } = {},
): Promise<void> {
  const created = at(spec.minutesAgo ?? 89);
  const updated = at((spec.minutesAgo ?? 89) - 1);
  await db
    .prepare(
      `INSERT INTO notification_sends (event_id, channel, state, attempts, recipient, provider_id, delivery, last_error, created_at, updated_at, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      eventId,
      channel,
      state,
      spec.attempts ?? 1,
      spec.to ?? (channel === "whatsapp" ? PHONE : "sara@example.com"),
      spec.providerId ?? null,
      spec.delivery ?? null,
      spec.error ?? null,
      created,
      updated,
      state === "sent" ? created : null,
    )
    .run();
}

async function reported(providerId: string, status: DeliveryStatus, when: string, error: string | null = null) {
  await db
    .prepare("INSERT INTO whatsapp_statuses (provider_id, status, at, error, received_at) VALUES (?, ?, ?, ?, ?)")
    .bind(providerId, status, when, error, when)
    .run();
}

/** A booking confirmation whose email went and whose WhatsApp message ran out of attempts. */
async function deadWhatsApp(supplierId: number | null = null) {
  const booking = await placed(supplierId);
  const eventId = await notificationEvent(booking.id, "confirmation");
  await delivery(eventId, "email", "sent");
  await delivery(eventId, "whatsapp", "dead", { attempts: 8, error: WHATSAPP_ERROR });
  return { booking, eventId, rowId: `whatsapp:${eventId}` };
}

const sendOf = (eventId: string, channel: Channel) =>
  db
    .prepare("SELECT state, attempts FROM notification_sends WHERE event_id = ? AND channel = ?")
    .bind(eventId, channel)
    .first<{ state: SendState; attempts: number }>();
const enqueuedAt = async (eventId: string) =>
  (await db
    .prepare("SELECT enqueued_at FROM notification_events WHERE id = ?")
    .bind(eventId)
    .first<{ enqueued_at: string | null }>())!.enqueued_at;
const auditOf = (eventId: string) => listAudit(db, { target: `whatsapp:${eventId}` });
const inboxRow = (body: string, id: string) =>
  new RegExp(`data-testid="inbox-row" data-kind="notification" data-id="${id}"[\\s\\S]*?</li>`).exec(body)?.[0] ?? "";

const actorOf = (staff: TestStaff) => ({
  id: staff.id,
  email: staff.email,
  role: staff.role,
  supplierId: staff.supplierId,
  requestId: null,
});

// ---- the inbox ----

describe("the inbox", () => {
  it("shows an operator a delivery that ran out of attempts, in both languages, with its facts", async () => {
    const { booking, eventId, rowId } = await deadWhatsApp();
    const operator = await staffMember({ role: "operator" });
    const { res, body } = await page("/ops", operator);
    expect(res.status).toBe(200);
    const row = inboxRow(body, rowId);
    expect(row).not.toBe("");
    expect(row).toContain(`data-order="${booking.id}"`);
    expect(row).toContain("WhatsApp not delivered");
    expect(row).toMatch(
      new RegExp(
        `The WhatsApp message “<bdi>booking confirmation</bdi>” about <bdi dir="ltr"[^>]*>${booking.id}</bdi> could not be delivered`,
      ),
    );
    expect(row).toContain(
      `<bdi dir="ltr" class="whitespace-nowrap" data-testid="notification-recipient">${PHONE}</bdi>`,
    );
    expect(row).toContain("tried 8 times");
    expect(row).toContain(WHATSAPP_ERROR);
    expect(row).toContain('data-testid="inbox-send-again"');
    // The email of the same event went: only the WhatsApp row waits.
    expect(inboxRow(body, `email:${eventId}`)).toBe("");

    const ar = await page("/ar/ops", operator);
    const arRow = inboxRow(ar.body, rowId);
    expect(arRow).toContain("تعذّر توصيل واتساب");
    expect(arRow).toMatch(/تعذّر توصيل رسالة واتساب «<bdi>تأكيد الحجز<\/bdi>» بخصوص <bdi dir="ltr"/);
    expect(arRow).toContain(`data-testid="notification-recipient">${PHONE}</bdi>`);
    expect(arRow).toContain('action="/ar/ops/inbox/notification"');
  });

  it("shows a supplier nothing of it, even for their own activity's booking, and refuses them Send again", async () => {
    const mine = await supplier();
    const { eventId, rowId } = await deadWhatsApp(mine);
    const staff = await staffMember({ role: "supplier", supplierId: mine });
    const { res, body } = await page("/ops", staff);
    expect(res.status).toBe(200);
    expect(body).not.toContain('data-kind="notification"');
    expect(body).not.toContain(WHATSAPP_ERROR);
    const { sent, queue } = fakeQueue();
    expect((await sendAgain(staff, rowId, queue)).status).toBe(404);
    const marketing = await staffMember({ role: "marketing" });
    expect((await sendAgain(marketing, rowId, queue)).status).toBe(404);
    expect(await sendOf(eventId, "whatsapp")).toMatchObject({ state: "dead" });
    expect(await auditOf(eventId)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("sends it again: revived with one audit entry and put on the queue; a second time is gone and writes nothing", async () => {
    const { booking, eventId, rowId } = await deadWhatsApp();
    const before = await enqueuedAt(eventId);
    const operator = await staffMember({ role: "operator" });
    const { sent, queue } = fakeQueue();

    const res = await sendAgain(operator, rowId, queue);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/ops?resent=${encodeURIComponent(rowId)}`);
    expect(await sendOf(eventId, "whatsapp")).toEqual({ state: "failed", attempts: 8 });
    // The email that went is left alone: the consumer's claim skips it.
    expect(await sendOf(eventId, "email")).toMatchObject({ state: "sent" });
    expect(sent).toEqual([eventId]);
    const queuedAt = await enqueuedAt(eventId);
    expect(queuedAt).not.toBeNull();
    expect(queuedAt).not.toBe(before);
    const audit = await auditOf(eventId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "notification.resend",
      actor: operator.id,
      orderId: booking.id,
      before: { kind: "confirmation", channel: "whatsapp", state: "dead", attempts: 8, error: WHATSAPP_ERROR },
    });

    const after = await page(res.headers.get("location")!, operator);
    expect(after.body).toContain("The WhatsApp message is on its way again.");
    expect(inboxRow(after.body, rowId)).toBe("");

    // Someone else was first (or a second click): nothing to send again, nothing written, nothing queued.
    const again = await sendAgain(operator, rowId, queue);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("There is nothing to send again");
    expect(await auditOf(eventId)).toHaveLength(1);
    expect(sent).toEqual([eventId]);
    expect(await enqueuedAt(eventId)).toBe(queuedAt);
    expect(await sendOf(eventId, "whatsapp")).toEqual({ state: "failed", attempts: 8 });
  });

  it("sends it again once when two people press Send again at the same moment", async () => {
    const { eventId } = await deadWhatsApp();
    const [first, second] = [await staffMember({ role: "operator" }), await staffMember({ role: "operator" })];
    const { sent, queue } = fakeQueue();
    const now = new Date();
    const outcomes = await Promise.all(
      [first, second].map((staff) => sendNotificationAgain(db, queue, actorOf(staff), eventId, "whatsapp", now)),
    );
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["gone", "queued"]);
    expect(await auditOf(eventId)).toHaveLength(1);
    expect(sent).toEqual([eventId]);
  });

  it("answers the Arabic form in Arabic, refuses a row that is not one, and a form from another site", async () => {
    const { eventId, rowId } = await deadWhatsApp();
    const operator = await staffMember({ role: "operator" });
    const { sent, queue } = fakeQueue();
    const bad = await sendAgain(operator, "whatsapp:", queue);
    expect(bad.status).toBe(400);
    const forged = await request(
      "/ops/inbox/notification",
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: operator.cookie,
          origin: "https://evil.example",
        },
        body: new URLSearchParams({ id: rowId }).toString(),
      },
      queue,
    );
    expect(forged.status).toBe(403);
    expect(sent).toEqual([]);
    expect(await auditOf(eventId)).toEqual([]);

    const res = await sendAgain(operator, rowId, queue, "/ar/ops");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/ar/ops?resent=${encodeURIComponent(rowId)}`);
    const after = await page(res.headers.get("location")!, operator);
    expect(after.body).toContain("رسالة واتساب في طريقها من جديد.");
    const gone = await sendAgain(operator, rowId, queue, "/ar/ops");
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain("لا شيء لإعادة إرساله");
  });
});

// ---- the booking timeline ----

describe("the booking timeline", () => {
  /**
   * One order with two items (supplier A's and supplier B's): its confirmation went by email (the local outbox kept a
   * copy) and by WhatsApp, which was delivered and read; the reminder's WhatsApp is on its way again after failing;
   * the cancellation of B's item could not be emailed.
   */
  async function history() {
    const [a, b] = [await supplier(), await supplier()];
    const wamid = `wamid.${crypto.randomUUID()}`;
    const booking = await placed(a);
    const theirs = await secondItem(booking.id, booking.itemId, b);
    const confirmation = await notificationEvent(booking.id, "confirmation", { minutesAgo: 120 });
    await delivery(confirmation, "email", "sent", { minutesAgo: 119 });
    await db
      .prepare(
        `INSERT INTO mail_outbox (kind, order_id, to_address, subject, html, text, locale, created_at)
         VALUES ('confirmation', ?, 'sara@example.com', 'Your booking is confirmed', '<p>Hi</p>', 'Hi', 'en', ?)`,
      )
      .bind(booking.id, at(119))
      .run();
    await delivery(confirmation, "whatsapp", "sent", { providerId: wamid, delivery: "read", minutesAgo: 119 });
    await reported(wamid, "sent", "2031-03-04T10:00:05.000Z");
    await reported(wamid, "delivered", "2031-03-04T10:00:09.000Z");
    await reported(wamid, "read", "2031-03-04T10:07:00.000Z");
    const reminder = await notificationEvent(booking.id, "reminder", { subject: booking.reference, minutesAgo: 60 });
    await delivery(reminder, "whatsapp", "failed", { attempts: 2, error: "timed out", minutesAgo: 59 });
    const cancellation = await notificationEvent(booking.id, "cancellation", { subject: theirs, minutesAgo: 30 });
    await delivery(cancellation, "email", "dead", { attempts: 8, error: "mailbox unavailable", minutesAgo: 29 });
    return { booking, a, theirs, wamid };
  }

  const rows = (body: string) =>
    [
      ...body.matchAll(
        /data-testid="timeline-entry" data-kind="(notification|mail)" data-cause="([a-z]+)"(?: data-channel="([a-z]+)" data-state="([a-z]+)")?/g,
      ),
    ].map(([, kind, cause, channel, state]) => (kind === "mail" ? `mail:${cause}` : `${channel}:${state}:${cause}`));

  it("shows each delivery, by the system, with WhatsApp's furthest status and its time, in English", async () => {
    const { booking } = await history();
    const operator = await staffMember({ role: "operator" });
    const { res, body } = await page(`/ops/bookings/${booking.id}`, operator);
    expect(res.status).toBe(200);
    // The outbox's copy of the confirmation email is the same message: shown once.
    expect(rows(body)).toEqual([
      "email:sent:system",
      "whatsapp:sent:system",
      "whatsapp:failed:system",
      "email:dead:system",
    ]);
    expect(body).toMatch(
      /Email “<bdi>booking confirmation<\/bdi>” sent to <bdi dir="ltr"[^>]*>sara@example\.com<\/bdi>/,
    );
    expect(body).toMatch(
      new RegExp(`WhatsApp message “<bdi>booking confirmation</bdi>” sent to <bdi dir="ltr"[^>]*>\\${PHONE}</bdi>`),
    );
    // 10:07 UTC is 14:07 in the Gulf.
    expect(body).toMatch(/data-status="read">Read at <bdi>Mar 4, 2031, 14:07<\/bdi>/);
    expect(body).toMatch(
      /WhatsApp message “<bdi>reminder for tomorrow<\/bdi>” to <bdi[^>]*>[^<]+<\/bdi> failed; it will be tried again/,
    );
    expect(body).toMatch(/tried 2 times(<!-- -->)?; last answer: <span[^>]*><bdi dir="ltr"[^>]*>timed out<\/bdi>/);
    expect(body).toMatch(
      /Email “<bdi>cancellation<\/bdi>” to <bdi[^>]*>sara@example\.com<\/bdi> could not be delivered/,
    );
    expect(body).toContain("mailbox unavailable");
  });

  it("says the same in Arabic, a delivered message as delivered", async () => {
    const { booking, wamid } = await history();
    await db.prepare("UPDATE notification_sends SET delivery = 'delivered' WHERE provider_id = ?").bind(wamid).run();
    const operator = await staffMember({ role: "operator" });
    const { body } = await page(`/ar/ops/bookings/${booking.id}`, operator);
    expect(body).toMatch(/أُرسل البريد الإلكتروني «<bdi>تأكيد الحجز<\/bdi>» إلى <bdi dir="ltr"/);
    expect(body).toMatch(/أُرسلت رسالة واتساب «<bdi>تأكيد الحجز<\/bdi>» إلى <bdi dir="ltr"[^>]*>\+971501234567<\/bdi>/);
    expect(body).toMatch(/data-status="delivered">وصلت إلى الهاتف في <bdi>/);
    expect(body).toContain("تعذّر إرسال رسالة واتساب «<bdi>تذكير قبل الموعد بيوم</bdi>»");
    expect(body).toContain("تعذّر توصيل البريد الإلكتروني «<bdi>إلغاء الحجز</bdi>»");
    expect(body).toContain("بواسطة النظام");
  });

  it("shows a supplier the order's own deliveries and their items', not another supplier's item's", async () => {
    const { booking, a, theirs } = await history();
    const staff = await staffMember({ role: "supplier", supplierId: a });
    const { res, body } = await page(`/ops/bookings/${booking.id}`, staff);
    expect(res.status).toBe(200);
    expect(rows(body)).toEqual(["email:sent:system", "whatsapp:sent:system", "whatsapp:failed:system"]);
    expect(body).not.toContain("mailbox unavailable");
    expect(body).not.toContain(theirs);
  });

  it("names who sent a delivery again", async () => {
    const { booking, rowId } = await deadWhatsApp();
    const operator = await staffMember({ role: "operator", firstName: "Huda" });
    expect((await sendAgain(operator, rowId, fakeQueue().queue)).status).toBe(303);
    const { body } = await page(`/ops/bookings/${booking.id}`, operator);
    expect(body).toMatch(/data-kind="notification_resend" data-cause="staff"/);
    expect(body).toMatch(
      /WhatsApp message “<bdi>booking confirmation<\/bdi>” to <bdi[^>]*>\+971501234567<\/bdi> sent again/,
    );
    expect(body).toMatch(/by <bdi>Huda [^<]*<\/bdi> \(<bdi>Operator<\/bdi>\)/);
  });
});

// ---- the command ----

describe("npm run bookings -- list", () => {
  it("lists the delivery that ran out of attempts, one line like the others", async () => {
    const { booking, eventId } = await deadWhatsApp();
    const lines = await listForCommand(env, new Date());
    const line = lines.find((l) => l.includes(eventId));
    expect(line).toBeDefined();
    expect(line!.split("\n")[0]).toBe(
      `whatsapp ${eventId}  WhatsApp message not delivered: "booking confirmation" to ${PHONE}, order ${booking.id}, tried 8 times: ${WHATSAPP_ERROR} (send it again in the console)`,
    );
    expect(line!.split("\n")[1]).toMatch(/^ {4}overdue by .+: automatic retries ran out at .+ Gulf time$/);
  });
});
