// /dev/outbox: the local outbox, newest first, each message as its own document under a restrictive policy and as
// text; 404 when mail is really sent (MAILER=send_email).
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { get, html, ORIGIN } from "./helpers.ts";
import { createOutboxMailer } from "../../worker/services/mail/outbox.ts";
import { orderMail } from "../../worker/services/mail/order-mail.tsx";
import type { OrderView } from "../../shared/order.ts";
import worker from "../../worker/index.ts";

const order = (id: string, locale: "en" | "ar"): OrderView => ({
  id,
  status: "confirmed",
  paymentMode: "now",
  locale,
  createdAt: "2031-05-01T10:00:00.000Z",
  lead: {
    firstName: "Omar",
    lastName: "Saleh",
    email: `${id.toLowerCase()}@example.com`,
    country: "AE",
    phone: "+971501234567",
  },
  items: [
    {
      id: 1,
      reference: `${id}-1`,
      status: "confirmed",
      bookingStatus: "confirmed",
      timeZone: "Asia/Dubai",
      activityId: 1,
      title: "Desert safari",
      href: "/things-to-do-in-dubai/desert-safari",
      optionTitle: "Evening",
      date: "2031-05-14",
      startTime: "15:00",
      travellers: 2,
      price: 40000,
      discount: 0,
      meetingPoint: "Al Qudra roundabout",
      pickup: null,
      cancellation: { nonRefundable: false, tiers: [{ days: 1, hours: 0, minutes: 0, penaltyPercent: 100 }] },
    },
  ],
  subtotal: 40000,
  discount: 0,
  total: 40000,
  captured: 40000,
  refunded: 0,
  returned: 0,
  holdExpiresAt: null,
  shownTotal: null,
});

const withEnv = (path: string, overrides: Partial<typeof env>) =>
  worker.fetch(new Request(ORIGIN + path), { ...env, ...overrides }, createExecutionContext());
const idOf = async (orderId: string) =>
  (await env.DB.prepare("SELECT id FROM mail_outbox WHERE order_id = ?").bind(orderId).first<{ id: number }>())!.id;
const rowIds = (body: string) => [...body.matchAll(/href="\/dev\/outbox\/(\d+)"/g)].map((m) => Number(m[1]));

describe("/dev/outbox", () => {
  it("says when there is no mail yet", async () => {
    const { res, body } = await html("/dev/outbox");
    expect(res.status).toBe(200);
    expect(body).toContain('data-testid="outbox-empty"');
  });

  it("lists what the outbox mailer kept, newest first: time, recipient, subject, kind, order", async () => {
    await createOutboxMailer(env.DB, () => new Date("2031-05-01T10:00:00.000Z")).send(
      orderMail("confirmation", order("R-OLD", "en"), ORIGIN),
    );
    await createOutboxMailer(env.DB, () => new Date("2031-05-02T11:30:00.000Z")).send(
      orderMail("on_hold", order("R-NEW", "ar"), ORIGIN),
    );
    const { res, body } = await html("/dev/outbox");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rows = body.split('data-testid="outbox-row"').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain("r-new@example.com");
    expect(rows[0]).toContain("2031-05-02 11:30:00 UTC");
    expect(rows[0]).toContain("تم استلام الحجز وهو بانتظار التأكيد");
    expect(rows[0]).toContain(">on_hold<");
    expect(rows[0]).toContain(">R-NEW<");
    expect(rows[1]).toContain("Booking confirmed: order R-OLD");
    expect(rows[1]).toContain(">confirmation<");
  });

  it("serves a message's HTML as its own document under a policy that allows no script, frame, form or remote load", async () => {
    await createOutboxMailer(env.DB).send(orderMail("confirmation", order("R-VIEW", "ar"), ORIGIN));
    const id = await idOf("R-VIEW");
    expect(rowIds((await html("/dev/outbox")).body)).toContain(id);
    const { res, body } = await html(`/dev/outbox/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(body).toMatch(
      /^<!DOCTYPE html><html lang="ar-SA" dir="rtl"><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'/,
    );
    expect(body).toContain("R-VIEW-1");
    expect(res.headers.get("content-security-policy")).toContain("script-src");
    const text = await get(`/dev/outbox/${id}/text`);
    expect(text.headers.get("content-type")).toMatch(/^text\/plain/);
    const plain = await text.text();
    expect(plain).toContain("To: r-view@example.com");
    expect(plain).toContain("مرجع الحجز: \u2068R-VIEW-1\u2069");
  });

  it("answers 404 for a message that does not exist", async () => {
    expect((await get("/dev/outbox/999999")).status).toBe(404);
    expect((await get("/dev/outbox/999999/text")).status).toBe(404);
  });

  it("is not there at all when mail is really sent", async () => {
    await createOutboxMailer(env.DB).send(orderMail("confirmation", order("R-HIDDEN", "en"), ORIGIN));
    const id = await idOf("R-HIDDEN");
    expect((await withEnv("/dev/outbox", { MAILER: "outbox" })).status).toBe(200);
    for (const path of ["/dev/outbox", `/dev/outbox/${id}`, `/dev/outbox/${id}/text`]) {
      expect((await withEnv(path, { MAILER: "send_email" })).status, path).toBe(404);
    }
  });
});
