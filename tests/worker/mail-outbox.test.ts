// Mailers: the local outbox keeps each message in D1, the send_email mailer hands the binding a composed message, and
// MAILER picks between them.
import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createOutboxMailer } from "../../worker/services/mail/outbox.ts";
import { createSendEmailMailer } from "../../worker/services/mail/send-email.ts";
import { mailerFor } from "../../worker/services/mail/index.ts";
import { retryDueMail } from "../../worker/services/mail/delivery.ts";
import type { Mailer } from "../../worker/services/mail/mailer.ts";
import { listOutbox, findOutboxMessage } from "../../worker/db/outbox.ts";
import type { MailMessage } from "../../worker/db/mail-messages.ts";
import { DEFAULT_BRAND } from "../../shared/site-config.ts";

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  kind: "confirmation",
  orderId: "R-OUT-1",
  to: "guest@example.com",
  subject: "Booking confirmed: order R-OUT-1",
  html: '<!DOCTYPE html><html lang="en-US" dir="ltr"><head></head><body>Booked</body></html>',
  text: "Booked",
  locale: "en",
  ...overrides,
});

describe("the outbox mailer", () => {
  it("keeps every message, whole, in mail_outbox", async () => {
    const at = new Date("2031-01-02T03:04:05.000Z");
    const mailer = createOutboxMailer(env.DB, () => at);
    await mailer.send(message());
    await mailer.send(message({ kind: "on_hold", subject: "تم استلام الحجز", locale: "ar", text: "نص" }));
    const rows = await env.DB.prepare(
      "SELECT kind, order_id, to_address, subject, html, text, locale, created_at FROM mail_outbox WHERE order_id = 'R-OUT-1' ORDER BY id",
    ).all();
    expect(rows.results).toEqual([
      {
        kind: "confirmation",
        order_id: "R-OUT-1",
        to_address: "guest@example.com",
        subject: "Booking confirmed: order R-OUT-1",
        html: message().html,
        text: "Booked",
        locale: "en",
        created_at: at.toISOString(),
      },
      {
        kind: "on_hold",
        order_id: "R-OUT-1",
        to_address: "guest@example.com",
        subject: "تم استلام الحجز",
        html: message().html,
        text: "نص",
        locale: "ar",
        created_at: at.toISOString(),
      },
    ]);
  });

  it("is what mailerFor gives for MAILER=outbox, and the db layer reads it back newest first", async () => {
    await mailerFor({ ...env, MAILER: "outbox" }).send(message({ orderId: "R-OUT-2", subject: "first" }));
    await mailerFor(env).send(message({ orderId: "R-OUT-2", subject: "second" }));
    const listed = (await listOutbox(env.DB)).filter((m) => m.orderId === "R-OUT-2");
    expect(listed.map((m) => m.subject)).toEqual(["second", "first"]);
    const full = await findOutboxMessage(env.DB, listed[0].id);
    expect(full).toMatchObject({
      subject: "second",
      html: message().html,
      text: "Booked",
      to: "guest@example.com",
      kind: "confirmation",
    });
  });
});

describe("the send_email mailer", () => {
  it("sends through the binding's message builder: sender in the message's language, HTML and text parts", async () => {
    const sent: unknown[] = [];
    const binding = {
      send: async (builder: unknown) => {
        sent.push(builder);
        return { messageId: "m-1" };
      },
    } as unknown as SendEmail;
    const mailer = createSendEmailMailer({ binding, from: "bookings@rihla.example", brand: DEFAULT_BRAND });
    await mailer.send(message({ locale: "ar", subject: "تم تأكيد الحجز" }));
    expect(sent).toEqual([
      {
        from: { name: "رحلة", email: "bookings@rihla.example" },
        to: "guest@example.com",
        replyTo: DEFAULT_BRAND.contact.email,
        subject: "تم تأكيد الحجز",
        html: message().html,
        text: "Booked",
      },
    ]);
  });

  it("is chosen by MAILER=send_email, and refuses to start without the EMAIL binding or MAIL_FROM", async () => {
    const sent: unknown[] = [];
    const EMAIL = {
      send: async (builder: unknown) => {
        sent.push(builder);
        return { messageId: "m-2" };
      },
    } as unknown as SendEmail;
    await mailerFor({ ...env, MAILER: "send_email", EMAIL }).send(message({ orderId: "R-OUT-3" }));
    expect(sent).toHaveLength(1);
    expect((await listOutbox(env.DB)).some((m) => m.orderId === "R-OUT-3")).toBe(false);
    expect(() => mailerFor({ ...env, MAILER: "send_email", EMAIL: undefined })).toThrow(
      /send_email\]\] name = "EMAIL"/,
    );
    expect(() => mailerFor({ ...env, MAILER: "send_email", EMAIL, MAIL_FROM: "" })).toThrow(/MAIL_FROM/);
    expect(() => mailerFor({ ...env, MAILER: "carrier-pigeon" })).toThrow(
      /MAILER is "carrier-pigeon"; set it to "send_email" \(production\) or "outbox"/,
    );
  });

  it("keeps a message the binding refused, for the scheduled handler to send again; the sender never sees the failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const EMAIL = {
      send: async () => Promise.reject(new Error("Email Service: sending domain not verified")),
    } as unknown as SendEmail;
    await mailerFor({ ...env, MAILER: "send_email", EMAIL }).send(message({ orderId: "R-OUT-4", subject: "kept" }));
    const row = await env.DB.prepare(
      "SELECT state, attempts, to_address, last_error FROM mail_deliveries WHERE order_id = ?",
    )
      .bind("R-OUT-4")
      .first();
    expect(row).toEqual({
      state: "pending",
      attempts: 1,
      to_address: "guest@example.com",
      last_error: "Email Service: sending domain not verified",
    });
    expect(warn.mock.calls.some((c) => String(c[0]).includes('"event":"mail_retry_scheduled"'))).toBe(true);
    warn.mockRestore();
  });

  it("has no default: an unset or empty MAILER is a configuration error, never the outbox", () => {
    for (const MAILER of [undefined, "", "  "])
      expect(() => mailerFor({ ...env, MAILER }), String(MAILER)).toThrow(/MAILER is not set/);
  });
});

describe("attachments (the confirmation's calendar file)", () => {
  const ics = {
    filename: "booking-R-ATT-1.ics",
    type: "text/calendar; charset=utf-8; method=PUBLISH",
    content: "BEGIN:VCALENDAR\r\nSUMMARY:رحلة\r\nEND:VCALENDAR\r\n",
  };

  it("go to the binding as attachments with disposition attachment; a message without any has none", async () => {
    const sent: Record<string, unknown>[] = [];
    const binding = {
      send: async (builder: Record<string, unknown>) => {
        sent.push(builder);
        return { messageId: "m-a" };
      },
    } as unknown as SendEmail;
    const mailer = createSendEmailMailer({ binding, from: "bookings@rihla.example", brand: DEFAULT_BRAND });
    await mailer.send(message({ attachments: [ics] }));
    await mailer.send(message());
    expect(sent[0]!.attachments).toEqual([{ disposition: "attachment", ...ics }]);
    expect(sent[1]).not.toHaveProperty("attachments");
  });

  it("are kept by the outbox, listed by name and read back whole", async () => {
    await createOutboxMailer(env.DB).send(message({ orderId: "R-ATT-1", attachments: [ics] }));
    await createOutboxMailer(env.DB).send(message({ orderId: "R-ATT-1", kind: "rejection" }));
    const listed = (await listOutbox(env.DB)).filter((m) => m.orderId === "R-ATT-1");
    expect(listed.map((m) => [m.kind, m.attachmentNames])).toEqual([
      ["rejection", []],
      ["confirmation", ["booking-R-ATT-1.ics"]],
    ]);
    expect((await findOutboxMessage(env.DB, listed[1]!.id))!.attachments).toEqual([ics]);
  });

  it("survive a failed send and go out with the retry; the sent message keeps no copy", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const at = new Date("2031-03-04T05:06:07.000Z");
    const refusing: Mailer = { send: () => Promise.reject(new Error("temporarily unavailable")) };
    const { createDeliveringMailer } = await import("../../worker/services/mail/delivery.ts");
    await createDeliveringMailer(env.DB, refusing, () => at).send(message({ orderId: "R-ATT-2", attachments: [ics] }));
    const pending = await env.DB.prepare(
      "SELECT state, attachments FROM mail_deliveries WHERE order_id = 'R-ATT-2'",
    ).first<{ state: string; attachments: string }>();
    expect(pending!.state).toBe("pending");
    expect(JSON.parse(pending!.attachments)).toEqual([ics]);
    const received: MailMessage[] = [];
    const later = new Date(at.getTime() + 10 * 60_000);
    expect(await retryDueMail(env.DB, { send: async (m) => void received.push(m) }, later)).toBeGreaterThanOrEqual(1);
    expect(received.find((m) => m.orderId === "R-ATT-2")!.attachments).toEqual([ics]);
    const sent = await env.DB.prepare(
      "SELECT state, attachments, html FROM mail_deliveries WHERE order_id = 'R-ATT-2'",
    ).first<{ state: string; attachments: string | null; html: string | null }>();
    expect(sent).toEqual({ state: "sent", attachments: null, html: null });
    warn.mockRestore();
  });

  it("are listed by name on /dev/outbox, each a download of the file", async () => {
    await createOutboxMailer(env.DB).send(
      message({ orderId: "R-ATT-3", attachments: [{ ...ics, filename: "booking-R-ATT-3.ics" }] }),
    );
    const { get } = await import("./helpers.ts");
    const page = await (await get("/dev/outbox")).text();
    const link = /href="(\/dev\/outbox\/\d+\/attachments\/0)"[^>]*>booking-R-ATT-3\.ics</.exec(page);
    expect(link).not.toBeNull();
    const file = await get(link![1]!);
    expect(file.headers.get("content-type")).toBe(ics.type);
    expect(await file.text()).toBe(ics.content);
  });
});
