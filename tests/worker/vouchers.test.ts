// Vouchers in workerd: the owner signed in, or the emailed key (an HMAC of the reference) opens it; a wrong key,
// another traveller and an unknown reference are 404. It shows a server-drawn QR code of the signed reference, the meeting
// point or pick-up and the supplier's contact (the marketplace's when none is recorded).
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { html } from "./helpers.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { renderSVG } from "uqr";
import {
  verifyCheckInSignature,
  verifyVoucherKey,
  voucherKey,
  voucherPath,
  voucherQrText,
} from "../../worker/services/booking-links.ts";
import { addDays } from "../../shared/dates.ts";
import { isAllowedExternal } from "../../shared/external-hosts.ts";
import { OFFLINE_UNTIL_HEADER, offlineUntil } from "../../shared/offline.ts";
import { bookedOrder } from "./invoices.fixtures.ts";

const db = env.DB;
const SECRET = env.AUTH_SECRET!;

describe("voucher keys", () => {
  it("are the reference's HMAC under AUTH_SECRET, checked against that reference only", async () => {
    const key = await voucherKey(SECRET, "RB-ABCDEFGH");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyVoucherKey(SECRET, "RB-ABCDEFGH", key)).toBe(true);
    expect(await verifyVoucherKey(SECRET, "RB-ABCDEFGJ", key)).toBe(false);
    expect(await verifyVoucherKey("another-secret", "RB-ABCDEFGH", key)).toBe(false);
    expect(await voucherPath(SECRET, "RB-ABCDEFGH")).toBe(`/vouchers/RB-ABCDEFGH?key=${key}`);
  });
});

describe("/vouchers/{reference}", () => {
  it("shows its owner a QR code of its signed check-in text, the booking's details and the supplier's contact", async () => {
    const user = await makeUser(db);
    const booked = await bookedOrder(db, {
      userId: user.id,
      counts: { adult: 2, child: 1 },
      supplier: {
        name: "Desert Falcon Safaris",
        phone: "+97145550199",
        email: "bookings@desertfalcon.example",
        whatsapp: "971501234567",
      },
    });
    const { cookie } = await signedIn(db, user.id);
    const { res, body } = await html(`/vouchers/${booked.reference}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toMatch(/<meta name="robots" content="noindex/);
    expect(body).toMatch(/data-testid="voucher-qr"[^>]*><svg[^>]*viewBox/);
    expect(body).toMatch(new RegExp(`data-testid="voucher-reference">${booked.reference}<`));
    expect(body).toContain(booked.startTime);
    expect(body).toMatch(/2 adults[\s\S]*1 child/);
    expect(body).toContain("Sara Al Mansoori");
    expect(body).toMatch(/data-testid="voucher-meeting"[\s\S]*?Address/);
    expect(body).toContain("Desert Falcon Safaris");
    expect(body).toContain("bookings@desertfalcon.example");
    expect(body).toContain('href="https://wa.me/971501234567"');
    expect(body).toMatch(/\+971(\s|&nbsp;|\u00a0)4(\s|&nbsp;|\u00a0)555/);
    expect(body).toContain(`href="/invoices/${booked.orderId}"`);
  });

  it("opens with the emailed key and no session; a wrong or another item's key is 404", async () => {
    const booked = await bookedOrder(db, { pickup: true });
    const other = await bookedOrder(db);
    const ok = await html(await voucherPath(SECRET, booked.reference));
    expect(ok.res.status).toBe(200);
    expect(ok.body).toContain('data-testid="voucher-qr"');
    expect(ok.body).toMatch(/data-testid="voucher-pickup"[\s\S]*?Hotel lobby/);
    // No supplier recorded: the marketplace's own contact.
    expect(ok.body).toContain("support@rihla.example");
    expect(ok.body).not.toContain('data-testid="voucher-back"');

    const key = await voucherKey(SECRET, booked.reference);
    const wrong = key.slice(0, -1) + (key.endsWith("0") ? "1" : "0");
    expect((await html(`/vouchers/${booked.reference}?key=${wrong}`)).res.status).toBe(404);
    expect((await html(`/vouchers/${other.reference}?key=${key}`)).res.status).toBe(404);
    expect((await html(`/vouchers/${booked.reference}?key=short`)).res.status).toBe(404);
    expect((await html(`/vouchers/${booked.reference}`)).res.status).toBe(404);
    expect((await html(`/vouchers/RB-00000000?key=${key}`)).res.status).toBe(404);
  });

  it("is 404 for another signed-in traveller, and in Arabic for the owner shows the Arabic page", async () => {
    const owner = await makeUser(db);
    const other = await makeUser(db);
    const booked = await bookedOrder(db, { userId: owner.id });
    expect(
      (await html(`/vouchers/${booked.reference}`, { headers: { cookie: (await signedIn(db, other.id)).cookie } })).res
        .status,
    ).toBe(404);
    const ar = await html(`/ar/vouchers/${booked.reference}`, {
      headers: { cookie: (await signedIn(db, owner.id)).cookie },
    });
    expect(ar.res.status).toBe(200);
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain("القسيمة");
    expect(ar.body).toContain('data-testid="voucher-qr"');
  });

  it("a cancelled booking's voucher says it is no longer valid and has no QR code", async () => {
    const booked = await bookedOrder(db);
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?").bind(booked.itemId).run();
    const { res, body } = await html(await voucherPath(SECRET, booked.reference));
    expect(res.status).toBe(200);
    expect(body).toContain('data-testid="voucher-invalid"');
    expect(body).not.toContain('data-testid="voucher-qr"');
  });

  it("draws its QR code from the signed check-in text, which holds no name, email or link", async () => {
    const booked = await bookedOrder(db, { email: "sara.qr@example.com" });
    const { body } = await html(await voucherPath(SECRET, booked.reference));
    const text = /data-qr-text="([^"]+)"/.exec(body)?.[1];
    expect(text).toMatch(/^RB-[0-9A-HJKMNP-TV-Z]{8}\.[0-9A-HJKMNP-TV-Z]{13}$/);
    expect(text).toBe(await voucherQrText(SECRET, booked.reference));
    expect(text!.startsWith(`${booked.reference}.`)).toBe(true);
    expect(await verifyCheckInSignature(SECRET, booked.reference, text!.split(".")[1]!)).toBe(true);
    for (const personal of ["Sara", "Mansoori", "sara.qr", "@", "http", "/"]) expect(text).not.toContain(personal);
    // The SVG on the page is the encoding of exactly that text.
    const svg = /data-testid="voucher-qr"[^>]*>(<svg[\s\S]*?<\/svg>)/.exec(body)?.[1];
    expect(svg).toBe(renderSVG(text!, { border: 1 }));
  });

  it("says until when a phone may keep it (the end of the day after), only while it is confirmed", async () => {
    const booked = await bookedOrder(db);
    const path = await voucherPath(SECRET, booked.reference);
    const { res } = await html(path);
    const until = res.headers.get(OFFLINE_UNTIL_HEADER);
    expect(until).toBe(offlineUntil(booked.date, null, "Asia/Dubai").toISOString());
    // Midnight in Dubai two days after the activity's date: 20:00 UTC the day after.
    expect(until).toBe(`${addDays(booked.date, 1)}T20:00:00.000Z`);
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?").bind(booked.itemId).run();
    const cancelled = await html(path);
    expect(cancelled.res.status).toBe(200);
    expect(cancelled.res.headers.has(OFFLINE_UNTIL_HEADER)).toBe(false);
  });

  it("carries the hidden saved-on-this-phone note for the offline copy, in the page's language", async () => {
    const booked = await bookedOrder(db);
    const path = await voucherPath(SECRET, booked.reference);
    const note = (sentence: string) =>
      `<p data-testid="voucher-saved" data-saved-at="__OFFLINE__" hidden="">${sentence}<time data-saved-time=""></time></p>`;
    const en = (await html(path)).body;
    expect(en.split('data-testid="voucher-saved"')).toHaveLength(2);
    expect(en).toContain(note("Saved on this phone"));
    expect((await html(`/ar${path}`)).body).toContain(note("محفوظ على هذا الهاتف"));
  });

  it("links its calendar file (keeping the key) and Google Calendar, only while it is confirmed", async () => {
    const booked = await bookedOrder(db);
    const path = await voucherPath(SECRET, booked.reference);
    const key = path.split("key=")[1]!;
    const { body } = await html(path);
    expect(body).toContain(`href="/vouchers/${booked.reference}/calendar.ics?key=${key}"`);
    const href = /href="(https:\/\/www\.google\.com\/calendar\/render[^"]+)"/.exec(body)?.[1]?.replaceAll("&amp;", "&");
    expect(body).toContain('data-testid="calendar-google"');
    expect(href && isAllowedExternal(href)).toBe(true);
    expect(new URL(href!).searchParams.get("details")).toContain(`/vouchers/${booked.reference}?key=${key}`);
    const ar = (await html(`/ar${path}`)).body;
    expect(ar).toContain(`href="/ar/vouchers/${booked.reference}/calendar.ics?key=${key}"`);
    expect(ar).toContain("أضف إلى التقويم");
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?").bind(booked.itemId).run();
    const cancelled = (await html(path)).body;
    expect(cancelled).not.toContain('data-testid="add-to-calendar"');
    expect(cancelled).not.toContain("data-qr-text");
  });
});
