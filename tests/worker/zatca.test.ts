// ZATCA's simplified-invoice QR (shared/zatca.ts): the decision's test vector byte for byte, decoding, the 255-byte
// limit, and the invoice page of a Saudi site (its QR and title) against a UAE one (no QR).
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { renderSVG } from "uqr";
import { decodeZatca, zatcaQrText, zatcaTlv } from "../../shared/zatca.ts";
import { html } from "./helpers.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { bookedOrder } from "./invoices.fixtures.ts";
import type { SiteTax } from "../../shared/site-config.ts";
import { departureStart } from "../../shared/dates.ts";
import { cancelItem } from "../../worker/services/cancellation.ts";

const db = env.DB;

const VECTOR = {
  sellerName: "شركة رحلة للسياحة",
  vatNumber: "310122393500003",
  timestamp: "2026-12-04T11:00:00Z",
  total: "1150.00",
  vat: "150.00",
};
const EXPECTED =
  "ASDYtNix2YPYqSDYsdit2YTYqSDZhNmE2LPZitin2K3YqQIPMzEwMTIyMzkzNTAwMDAzAxQyMDI2LTEyLTA0VDExOjAwOjAwWgQHMTE1MC4wMAUGMTUwLjAw";

const KSA_TAX: SiteTax = {
  series: "ksa.example.com",
  regime: "ksa",
  legalName: { en: "Rihla Tourism Company", ar: "شركة رحلة للسياحة" },
  address: { en: "King Fahd Road, Riyadh, Saudi Arabia", ar: "طريق الملك فهد، الرياض، المملكة العربية السعودية" },
  registrationNumber: "310122393500003",
  invoicePrefix: "KSA",
};

describe("the ZATCA TLV", () => {
  it("encodes the test vector byte for byte", () => {
    expect(zatcaQrText(VECTOR)).toBe(EXPECTED);
    const bytes = zatcaTlv(VECTOR);
    // The Arabic name is 17 characters but 32 bytes: the length byte counts bytes.
    expect(VECTOR.sellerName.length).toBe(17);
    expect([bytes[0], bytes[1]]).toEqual([1, 32]);
  });

  it("decodes to exactly the five fields, in tag order, the Arabic name intact", () => {
    const fields = decodeZatca(EXPECTED);
    expect(fields.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5]);
    expect(fields.map((f) => f.value)).toEqual([
      VECTOR.sellerName,
      VECTOR.vatNumber,
      VECTOR.timestamp,
      VECTOR.total,
      VECTOR.vat,
    ]);
  });

  it("refuses a field longer than 255 bytes (its length byte cannot say it)", () => {
    expect(() => zatcaTlv({ ...VECTOR, sellerName: "ش".repeat(128) })).toThrow(RangeError);
    expect(() => zatcaTlv({ ...VECTOR, sellerName: "a".repeat(255) })).not.toThrow();
  });
});

describe("a Saudi site's invoice page", () => {
  it("is a simplified tax invoice with the QR of its own amounts, as is its credit note; a UAE one has none", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const saudi = await bookedOrder(db, { userId: user.id, tax: KSA_TAX, price: 115000, tiers: [[3, 0, 0, 25]] });
    const row = await db
      .prepare("SELECT number, total, vat, issued_at FROM tax_documents WHERE order_id = ? AND kind = 'invoice'")
      .bind(saudi.orderId)
      .first<{ number: string; total: number; vat: number; issued_at: string }>();
    expect(row?.number).toBe("KSA-000001");
    // 2 adults at 1,150.00 = 2,300.00 with 15 % inside: VAT 300.00.
    expect([row?.total, row?.vat]).toEqual([230000, 30000]);
    const expected = zatcaQrText({
      sellerName: KSA_TAX.legalName.ar,
      vatNumber: KSA_TAX.registrationNumber,
      timestamp: `${row!.issued_at.slice(0, 19)}Z`,
      total: "2300.00",
      vat: "300.00",
    });
    for (const [prefix, title] of [
      ["", "Simplified Tax Invoice"],
      ["/ar", "فاتورة ضريبية مبسطة"],
    ] as const) {
      const { res, body } = await html(`${prefix}/invoices/${saudi.orderId}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(body).toMatch(new RegExp(`data-testid="tax-title"[^>]*>${title}<`));
      const qr = /data-testid="zatca-qr"[^>]*>([\s\S]*?<\/svg>)/.exec(body)?.[1];
      expect(qr).toBe(renderSVG(expected, { border: 1 }));
      expect(body).toContain("310122393500003");
    }

    // Cancelled before any penalty applies, it gets a credit note whose own QR carries the credited amounts.
    const now = new Date(departureStart(saudi.date, saudi.startTime).getTime() - 30 * 24 * 3_600_000);
    const cancelled = await cancelItem(saudi.deps, { reference: saudi.reference, by: "account", now });
    expect(cancelled.kind).toBe("cancelled");
    const note = await db
      .prepare("SELECT number, total, vat, issued_at FROM tax_documents WHERE order_id = ? AND kind = 'credit_note'")
      .bind(saudi.orderId)
      .first<{ number: string; total: number; vat: number; issued_at: string }>();
    expect([note?.number, note?.total, note?.vat]).toEqual(["KSA-CN-000001", 230000, 30000]);
    const { body: noteBody } = await html(`/invoices/${saudi.orderId}/credit-notes/${note!.number}`, {
      headers: { cookie },
    });
    expect(noteBody).toMatch(/data-testid="tax-title"[^>]*>Simplified Tax Credit Note</);
    const noteQr = /data-testid="zatca-qr"[^>]*>([\s\S]*?<\/svg>)/.exec(noteBody)?.[1];
    expect(noteQr).toBe(
      renderSVG(
        zatcaQrText({
          sellerName: KSA_TAX.legalName.ar,
          vatNumber: KSA_TAX.registrationNumber,
          timestamp: `${note!.issued_at.slice(0, 19)}Z`,
          total: "2300.00",
          vat: "300.00",
        }),
        { border: 1 },
      ),
    );

    const uae = await bookedOrder(db, {
      userId: user.id,
      tax: { ...KSA_TAX, series: "uae.example.com", regime: "uae", registrationNumber: "100123456700003" },
    });
    const { body } = await html(`/invoices/${uae.orderId}`, { headers: { cookie } });
    expect(body).toMatch(/data-testid="tax-title"[^>]*>Tax Invoice</);
    expect(body).not.toContain('data-testid="zatca-qr"');
  });
});
