// Guests manage a booking without an account (decision 012): asking for the link answers the same way whether or not
// the details match and only emails it when they do (case-insensitive email), within rate limits; the signed link
// opens the order (a wrong signature is 404) with signed vouchers and cancel links; cancelling through it shows the
// quote, then cancels once. The confirmation email carries the manage link and each booked item's voucher link.
import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { get, html, ORIGIN, deliverNotifications } from "./helpers.ts";
import {
  manageBookingPath,
  manageSignature,
  verifyManageSignature,
  voucherPath,
} from "../../worker/services/booking-links.ts";
import { LIMITS } from "../../worker/services/auth/rate-limit.ts";
import { fakeDeps } from "../fixtures/fakes.ts";
import { stockOf } from "../fixtures/booking-factories.ts";
import { bookedOrder } from "./invoices.fixtures.ts";

const db = env.DB;
const SECRET = env.AUTH_SECRET!;

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return get(path, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function outbox(kind: string, to: string) {
  await deliverNotifications();
  return (
    await db
      .prepare("SELECT * FROM mail_outbox WHERE kind = ? AND to_address = ? ORDER BY id")
      .bind(kind, to)
      .all<Record<string, string>>()
  ).results;
}

const leadEmail = async (orderId: string) =>
  (await db.prepare("SELECT lead_email FROM orders WHERE id = ?").bind(orderId).first<{ lead_email: string }>())!
    .lead_email;

/** A fresh client address per test, so the per-address limit of one test does not spill into another. */
let address = 0;
const client = () => ({ "cf-connecting-ip": `203.0.113.${++address}` });

describe("manage-booking signatures", () => {
  it("bind the order to its email, whatever its case and spaces", async () => {
    const sig = await manageSignature(SECRET, "RH-AB12CD34", "Sara@Example.com ");
    expect(await verifyManageSignature(SECRET, "RH-AB12CD34", "sara@example.com", sig)).toBe(true);
    expect(await verifyManageSignature(SECRET, "RH-AB12CD35", "sara@example.com", sig)).toBe(false);
    expect(await verifyManageSignature(SECRET, "RH-AB12CD34", "other@example.com", sig)).toBe(false);
    expect(await manageBookingPath(SECRET, "RH-AB12CD34", "sara@example.com")).toBe(
      `/manage-booking/RH-AB12CD34/${sig}`,
    );
  });
});

describe("asking for a manage link", () => {
  it("shows the form in both languages, personal and not indexed", async () => {
    const en = await html("/manage-booking");
    expect(en.res.status).toBe(200);
    expect(en.res.headers.get("cache-control")).toBe("private, no-store");
    expect(en.body).toContain('data-testid="manage-form"');
    const ar = await html("/ar/manage-booking");
    expect(ar.body).toContain("إدارة حجزك");
    expect(ar.body).toContain('action="/ar/manage-booking"');
  });

  it("answers the same for matching and non-matching details, and emails the link only when they match", async () => {
    const booked = await bookedOrder(db, { email: "Layla.Guest@Example.com" });
    const email = await leadEmail(booked.orderId);

    const byOrder = await post(
      "/manage-booking",
      { reference: booked.orderId.toLowerCase(), email: " LAYLA.GUEST@example.com " },
      client(),
    );
    const byItem = await post(
      "/manage-booking",
      { reference: booked.reference, email: "layla.guest@example.com" },
      client(),
    );
    const wrongEmail = await post(
      "/manage-booking",
      { reference: booked.orderId, email: "someone@example.com" },
      client(),
    );
    const unknown = await post(
      "/manage-booking",
      { reference: "RH-ZZZZZZZZ", email: "layla.guest@example.com" },
      client(),
    );
    const answers = await Promise.all(
      [byOrder, byItem, wrongEmail, unknown].map(async (res) => [
        res.status,
        res.headers.get("location"),
        await res.text(),
      ]),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]![0]).toBe(303);
    expect(answers[0]![1]).toBe("/manage-booking/sent");

    // The links go out after the answer (waitUntil): wait for them.
    const mails = await vi.waitFor(async () => {
      const sent = await outbox("manage_link", email);
      expect(sent).toHaveLength(2);
      return sent;
    });
    expect(await outbox("manage_link", "someone@example.com")).toHaveLength(0);
    const link = `${ORIGIN}${await manageBookingPath(SECRET, booked.orderId, email)}`;
    expect(mails[0]!.html).toContain(`href="${link}"`);
    expect(mails[0]!.text).toContain(link);

    const sent = await html("/manage-booking/sent");
    expect(sent.body).toContain("If the details match a booking, we&#x27;ve sent a link");
  });

  it("re-renders the form with a message per field for a missing or malformed reference or email (422)", async () => {
    const empty = await post("/manage-booking", {}, client());
    expect(empty.status).toBe(422);
    const body = await empty.text();
    expect(body.match(/This field is required/g)).toHaveLength(2);
    const bad = await post("/manage-booking", { reference: "ABC", email: "not-an-email" }, client());
    expect(bad.status).toBe(422);
    const badBody = await bad.text();
    expect(badBody.match(/This format is not correct\./g)).toHaveLength(2);
    expect(badBody).toContain('value="ABC"');
    const ar = await post("/ar/manage-booking", { reference: "", email: "x@example.com" }, client());
    expect(await ar.text()).toContain("هذا الحقل مطلوب");
  });

  it("limits requests per booking reference and per client address, the same for matching and non-matching details", async () => {
    const booked = await bookedOrder(db);
    const email = await leadEmail(booked.orderId);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.manageLinkPerBooking.max + 1; i++)
      statuses.push((await post("/manage-booking", { reference: booked.orderId, email }, client())).status);
    expect(statuses).toEqual([...Array(LIMITS.manageLinkPerBooking.max).fill(303), 429]);
    await vi.waitFor(async () =>
      expect(await outbox("manage_link", email)).toHaveLength(LIMITS.manageLinkPerBooking.max),
    );
    // The limited answer does not depend on a match either.
    const limitedMatch = await post("/manage-booking", { reference: booked.orderId, email }, client());
    const limitedOther = await post(
      "/manage-booking",
      { reference: booked.orderId, email: "nobody@example.com" },
      client(),
    );
    expect([limitedMatch.status, limitedOther.status]).toEqual([429, 429]);
    expect(limitedMatch.headers.get("retry-after")).toMatch(/^\d+$/);

    const one = client();
    const perAddress: number[] = [];
    for (let i = 0; i < LIMITS.manageLinkPerAddress.max + 1; i++)
      perAddress.push(
        (await post("/manage-booking", { reference: `RH-${String(i).padStart(8, "0")}`, email: "a@example.com" }, one))
          .status,
      );
    expect(perAddress.at(-1)).toBe(429);
    expect(perAddress.slice(0, -1).every((s) => s === 303)).toBe(true);
  });
});

describe("the manage-booking page and cancelling through it", () => {
  it("opens with the right signature only, lists signed voucher links and cancel links", async () => {
    const booked = await bookedOrder(db);
    const email = await leadEmail(booked.orderId);
    const path = await manageBookingPath(SECRET, booked.orderId, email);
    const { res, body } = await html(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain(booked.reference);
    expect(body).toContain(`href="${await voucherPath(SECRET, booked.reference)}"`);
    const sig = path.split("/").at(-1)!;
    expect(body).toContain(`href="/bookings/${booked.reference}/cancel?manage=${booked.orderId}/${sig}"`);

    const other = await bookedOrder(db);
    expect((await html(`/manage-booking/${other.orderId}/${sig}`)).res.status).toBe(404);
    expect((await html(`/manage-booking/${booked.orderId}/${"0".repeat(64)}`)).res.status).toBe(404);
    expect((await html(`/manage-booking/${booked.orderId}/nope`)).res.status).toBe(404);
  });

  it("shows the quote, cancels on POST (303 to the confirmation), returns the seats and refunds once; a second POST changes nothing", async () => {
    const booked = await bookedOrder(db, { tiers: [[30, 0, 0, 25]], counts: { adult: 2 } });
    // The worker refunds through the sandbox provider: its ledger holds the captured payment the fake provider took.
    const at = new Date().toISOString();
    await db
      .prepare(
        `INSERT INTO sandbox_payments (id, idempotency_key, order_id, amount, currency, status, captured, return_url, cancel_url, locale, expires_at, created_at)
         VALUES (?, ?, ?, 40000, 'AED', 'captured', 40000, '/', '/', 'en', ?, ?)`,
      )
      .bind(booked.paymentId, `key-${booked.paymentId}`, booked.orderId, at, at)
      .run();
    const email = await leadEmail(booked.orderId);
    const manage = await manageBookingPath(SECRET, booked.orderId, email);
    const proof = manage.replace("/manage-booking/", "");
    const quote = await html(`/bookings/${booked.reference}/cancel?manage=${proof}`);
    expect(quote.res.status).toBe(200);
    expect(quote.body).toMatch(/data-testid="quote-percent"><bdi>25%/);
    expect(quote.body).toMatch(/data-testid="quote-penalty"><bdi>AED.100\.00/);
    expect(quote.body).toMatch(/data-testid="quote-refund"><bdi>AED.300\.00/);
    expect(quote.body).toContain("Cancellation policy");

    // Without the proof, a stranger (signed out) is sent to sign in; with a forged one it is 404.
    expect((await get(`/bookings/${booked.reference}/cancel`)).status).toBe(303);
    expect(
      (await html(`/bookings/${booked.reference}/cancel?manage=${booked.orderId}/${"a".repeat(64)}`)).res.status,
    ).toBe(404);
    expect(
      (await post(`/bookings/${booked.reference}/cancel`, { manage: `${booked.orderId}/${"a".repeat(64)}` })).status,
    ).toBe(404);
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 2 });

    const first = await post(`/bookings/${booked.reference}/cancel`, { manage: proof });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${manage}?cancelled=${booked.reference}`);
    const second = await post(`/bookings/${booked.reference}/cancel`, { manage: proof });
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(`${manage}?cancelled=${booked.reference}`);
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 0, soldHoldSeats: 0 });
    expect(
      await db
        .prepare("SELECT refund, refund_state, cancelled_by FROM cancellations WHERE order_item_id = ?")
        .bind(booked.itemId)
        .first(),
    ).toEqual({
      refund: 30000,
      refund_state: "refunded",
      cancelled_by: "manage_link",
    });
    const ledger = await db
      .prepare("SELECT payment_id FROM sandbox_operations WHERE op = 'refund' AND idempotency_key = ?")
      .bind(`cancel:${booked.reference}`)
      .all();
    expect(ledger.results).toEqual([{ payment_id: booked.paymentId }]);
    expect(
      await db.prepare("SELECT refunded FROM sandbox_payments WHERE id = ?").bind(booked.paymentId).first(),
    ).toEqual({ refunded: 30000 });
    expect(await db.prepare("SELECT refunded FROM orders WHERE id = ?").bind(booked.orderId).first()).toEqual({
      refunded: 30000,
    });
    expect(await outbox("cancellation", email)).toHaveLength(1);

    const page = await html(`${manage}?cancelled=${booked.reference}`);
    expect(page.body).toContain('data-testid="cancel-confirmation"');
    const after = await html(`/bookings/${booked.reference}/cancel?manage=${proof}`);
    expect(after.body).toMatch(/data-testid="cancel-refused" data-reason="cancelled"/);
  });

  it("a manage link opens only its own order's items, even for another order with the same email", async () => {
    const mine = await bookedOrder(db, { email: "twice@example.com" });
    const other = await bookedOrder(db, { email: "twice@example.com" });
    const proofOfOther = (await manageBookingPath(SECRET, other.orderId, "twice@example.com")).replace(
      "/manage-booking/",
      "",
    );
    expect((await html(`/bookings/${mine.reference}/cancel?manage=${proofOfOther}`)).res.status).toBe(404);
    expect((await post(`/bookings/${mine.reference}/cancel`, { manage: proofOfOther })).status).toBe(404);
    expect(await stockOf(db, mine.slotId)).toMatchObject({ sold: 2 });
    expect((await html(`/bookings/${other.reference}/cancel?manage=${proofOfOther}`)).res.status).toBe(200);
  });

  it("explains why a non-refundable booking cannot be cancelled", async () => {
    const booked = await bookedOrder(db, { nonRefundable: true });
    const proof = (await manageBookingPath(SECRET, booked.orderId, await leadEmail(booked.orderId))).replace(
      "/manage-booking/",
      "",
    );
    const { body } = await html(`/ar/bookings/${booked.reference}/cancel?manage=${proof}`);
    expect(body).toMatch(/data-testid="cancel-refused" data-reason="non_refundable"/);
    expect(body).toContain("غير قابل للاسترداد");
    expect(body).not.toContain('data-testid="confirm-cancel"');
  });
});

describe("the confirmation email", () => {
  it("carries the manage-booking link and each booked item's voucher link when the deps hold AUTH_SECRET", async () => {
    const deps = fakeDeps(db, undefined, SECRET);
    const booked = await bookedOrder(db, { deps, locale: "ar" });
    const mail = deps.mailer.sent.find((m) => m.kind === "confirmation" && m.orderId === booked.orderId)!;
    const email = await leadEmail(booked.orderId);
    const manage = `${deps.origin}/ar${await manageBookingPath(SECRET, booked.orderId, email)}`;
    const voucher = `${deps.origin}/ar${await voucherPath(SECRET, booked.reference)}`;
    expect(mail.html).toContain(`href="${manage}"`);
    expect(mail.html).toContain(`href="${voucher.replace(/&/g, "&amp;")}"`);
    expect(mail.text).toContain(manage);
    expect(mail.text).toContain(voucher);
    // The links open.
    expect((await get(manage.replace(deps.origin, ""))).status).toBe(200);
    expect((await get(voucher.replace(deps.origin, ""))).status).toBe(200);
  });
});
