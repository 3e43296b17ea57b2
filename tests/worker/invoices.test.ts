// Invoices in workerd: "Your Booking" signed out, empty and listed (rows per booked item, newest first, only the
// account's own); an invoice with every field of spec §3 for its owner only (another traveller's id is 404); both
// languages; personal headers.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html, ORIGIN } from "./helpers.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { invoiceIdOf } from "../../shared/invoice.ts";
import { bookedOrder } from "./invoices.fixtures.ts";
import { order } from "../factories/index.ts";
import { newOrderId } from "../../worker/services/orders.ts";
import { sellerSnapshot } from "../../shared/tax-invoice.ts";
import type { SiteTax } from "../../shared/site-config.ts";
import { vatOf } from "../../shared/vat.ts";

const db = env.DB;

function expectPersonal(res: Response, body: string) {
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(body).toMatch(/<meta name="robots" content="noindex/);
}

/** The text of the element with `data-testid="<id>"` (first match), tags stripped. */
function testId(body: string, id: string): string {
  const open = new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>`).exec(body);
  if (!open) return "";
  const rest = body.slice(open.index + open[0].length);
  const match = new RegExp(`^([\\s\\S]*?)</${open[1]}>`).exec(rest);
  return match
    ? match[1]!
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;/g, "'")
        .trim()
    : "";
}

describe("invoiceIdOf", () => {
  it("swaps the order's RH- prefix for INV-", () => {
    expect(invoiceIdOf("RH-AB12CD34")).toBe("INV-AB12CD34");
  });
});

describe("/invoices", () => {
  it("asks a signed-out visitor to log in, with a sign-in button that comes back here, in both languages", async () => {
    const en = await html("/invoices");
    expect(en.res.status).toBe(200);
    expectPersonal(en.res, en.body);
    expect(en.body).toContain("Please log in to see your invoices");
    expect(en.body).toContain('href="/auth/login?next=%2Finvoices"');
    const ar = await html("/ar/invoices");
    expect(ar.res.status).toBe(200);
    expect(ar.body).toContain("يرجى تسجيل الدخول لعرض فواتيرك");
    expect(ar.body).toContain('href="/ar/auth/login?next=%2Far%2Finvoices"');
  });

  it("shows the empty state with a way to explore when the account has no booking", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const { res, body } = await html("/invoices", { headers: { cookie } });
    expect(res.status).toBe(200);
    expectPersonal(res, body);
    expect(body).toContain("No invoices yet!");
    expect(body).toContain('data-testid="invoices-explore"');
    expect(body).not.toContain('data-testid="invoice-row"');
  });

  it("lists one row per booked item of the account's orders, newest first, with the spec's columns; never another account's", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const older = await bookedOrder(db, { userId: user.id, price: 20000 }, new Date(Date.now() - 3 * 86_400_000));
    const newer = await bookedOrder(db, { userId: user.id, price: 15000, promo: "SAVE10" });
    const cancelled = await bookedOrder(db, { userId: user.id }, new Date(Date.now() - 5 * 86_400_000));
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?").bind(cancelled.itemId).run();
    await db
      .prepare(
        "INSERT INTO cancellations (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at) VALUES (?, ?, 50, 20000, 20000, 'refunded', 'account', ?)",
      )
      .bind(cancelled.itemId, cancelled.orderId, new Date().toISOString())
      .run();
    const theirs = await bookedOrder(db, { userId: other.id });
    const guest = await bookedOrder(db, { userId: null });

    const { cookie } = await signedIn(db, user.id);
    const { body } = await html("/invoices", { headers: { cookie } });
    const rows = [
      ...body.matchAll(
        /data-testid="invoice-row" data-order="([^"]+)" data-reference="([^"]+)" data-status="([^"]+)"/g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual([
      [newer.orderId, newer.reference, "confirmed"],
      [older.orderId, older.reference, "confirmed"],
      [cancelled.orderId, cancelled.reference, "cancelled"],
    ]);
    expect(body).not.toContain(theirs.orderId);
    expect(body).not.toContain(guest.orderId);
    for (const header of ["Order Id", "Booking reference", "Purchase Date", "Price", "Original price"])
      expect(body).toContain(header);
    // The promo row: paid AED 270 (300 less 10 %), originally AED 300.
    const newerRow = body.slice(body.indexOf(`data-order="${newer.orderId}"`));
    expect(testId(newerRow, "row-price")).toMatch(/^AED\s270\.00/);
    expect(testId(newerRow, "row-original-price")).toMatch(/^AED\s300\.00/);
    expect(newerRow).toContain(`href="/invoices/${newer.orderId}"`);
    // Without a discount the price was never anything else: no "original price" repeating it.
    const olderRow = body.slice(
      body.indexOf(`data-order="${older.orderId}"`),
      body.indexOf(`data-order="${cancelled.orderId}"`),
    );
    expect(testId(olderRow, "row-price")).toMatch(/^AED\s400\.00/);
    expect(olderRow).not.toContain('data-testid="row-original-price"');
    const cancelledRow = body.slice(body.indexOf(`data-order="${cancelled.orderId}"`));
    expect(testId(cancelledRow, "item-status")).toBe("Cancelled");
    expect(cancelledRow).toContain('data-testid="row-refund"');
  });

  it("leaves out orders that never reached a booking (payment failed)", async () => {
    const user = await makeUser(db);
    const booked = await bookedOrder(db, { userId: user.id });
    await db.prepare("UPDATE orders SET status = 'payment_failed' WHERE id = ?").bind(booked.orderId).run();
    const { cookie } = await signedIn(db, user.id);
    const { body } = await html("/invoices", { headers: { cookie } });
    expect(body).toContain("No invoices yet!");
    expect((await html(`/invoices/${booked.orderId}`, { headers: { cookie } })).res.status).toBe(404);
  });
});

describe("/invoices/{orderId}", () => {
  it("shows every field of spec §3 to its owner", async () => {
    const user = await makeUser(db);
    const booked = await bookedOrder(db, {
      userId: user.id,
      counts: { adult: 2, child: 1 },
      withExtras: true,
      pickup: true,
      promo: "TEN",
    });
    const { cookie } = await signedIn(db, user.id);
    const { res, body } = await html(`/invoices/${booked.orderId}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expectPersonal(res, body);
    expect(testId(body, "invoice-order-id")).toBe(booked.orderId);
    expect(testId(body, "invoice-id")).toBe(invoiceIdOf(booked.orderId));
    expect(testId(body, "invoice-purchase-date")).toMatch(/\d{4}$/);
    expect(testId(body, "invoice-booking-date")).toMatch(/\d{4}$/);
    // Experience info: title, option, date, time, location with a map link to the activity's coordinates, pick-up.
    expect(testId(body, "item-title")).toMatch(/^Desert safari \d+$/);
    expect(testId(body, "item-option")).toBe("Standard");
    expect(testId(body, "item-time")).toBe(booked.startTime);
    expect(testId(body, "item-reference")).toBe(booked.reference);
    expect(body).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=25.2,55.3"');
    expect(body).toContain("Show on map");
    expect(testId(body, "item-pickup")).toBe("Hotel lobby, at 07:15");
    expect(body).toMatch(/data-testid="item-guests"[\s\S]*?2 adults[\s\S]*?1 child/);
    // Original price: 2 adults at 200, a child at 75 %, quad bikes 3 × 150, photos 99 = 1,099.
    expect(testId(body, "item-original-price")).toMatch(/^AED\s1,099\.00$/);
    expect(testId(body, "item-price")).toMatch(/^AED\s989\.10$/);
    // Guest info.
    expect(testId(body, "guest-name")).toBe("Sara Al Mansoori");
    expect(testId(body, "guest-count")).toBe("3 people");
    expect(body).toMatch(/data-testid="guest-phone"[^>]*><bdi dir="ltr"[^>]*>\+971(\s|&nbsp;|\u00a0)50/);
    expect(testId(body, "guest-email")).toMatch(/^sara\d+@example\.com$/);
    // Additional services with their price.
    expect([...body.matchAll(/data-testid="extra-price">([^<]+)</g)].map((m) => m[1])).toEqual([
      "AED\u00a0450.00",
      "AED\u00a099.00",
    ]);
    expect(body).toContain("Quad bike");
    expect(body).toContain("Photos");
    // Price details.
    expect(testId(body, "price-subtotal")).toMatch(/^AED\s1,099\.00$/);
    expect(testId(body, "price-discount")).toMatch(/^-AED\s109\.90$/);
    expect(testId(body, "price-total")).toMatch(/^AED\s989\.10$/);
    // Links to the voucher and (refundable, a week ahead) to cancel; a print button.
    expect(body).toContain(`href="/vouchers/${booked.reference}"`);
    expect(body).toContain(`href="/bookings/${booked.reference}/cancel"`);
    expect(body).toContain('data-island="PrintButton"');
  });

  it("in Arabic: the same invoice, right to left, the phone isolated left to right", async () => {
    const user = await makeUser(db);
    const booked = await bookedOrder(db, { userId: user.id });
    const { cookie } = await signedIn(db, user.id);
    const { res, body } = await html(`/ar/invoices/${booked.orderId}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(body).toContain('dir="rtl"');
    expect(body).toContain("رقم الفاتورة");
    expect(body).toContain("عرض على الخريطة");
    expect(body).toContain(`href="/ar/vouchers/${booked.reference}"`);
    expect(body).toMatch(/data-testid="guest-phone"[^>]*><bdi dir="ltr"/);
    // No discount: one price, no "original price" or discount line repeating it.
    expect(body).toContain('data-testid="item-price"');
    expect(body).not.toContain('data-testid="item-original-price"');
    expect(body).not.toContain('data-testid="item-discount"');
    expect(body).not.toContain('data-testid="price-discount"');
  });

  it("answers 404 for another traveller's order and an unknown one, and sends a signed-out visitor to sign in", async () => {
    const owner = await makeUser(db);
    const other = await makeUser(db);
    const booked = await bookedOrder(db, { userId: owner.id });
    const { cookie } = await signedIn(db, other.id);
    const theirs = await html(`/invoices/${booked.orderId}`, { headers: { cookie } });
    expect(theirs.res.status).toBe(404);
    expect(theirs.res.headers.get("cache-control")).toBe("private, no-store");
    expect(theirs.body).not.toContain(booked.reference);
    expect((await html(`/invoices/${booked.orderId}/_payload.json`, { headers: { cookie } })).res.status).toBe(404);
    expect((await html("/invoices/RH-ZZZZZZZZ", { headers: { cookie } })).res.status).toBe(404);
    expect((await html("/invoices/not-an-id", { headers: { cookie } })).res.status).toBe(404);
    const guest = await bookedOrder(db, { userId: null });
    expect((await html(`/invoices/${guest.orderId}`, { headers: { cookie } })).res.status).toBe(404);

    const signedOut = await html(`/invoices/${booked.orderId}`);
    expect(signedOut.res.status).toBe(303);
    expect(signedOut.res.headers.get("location")).toBe(
      `/auth/login?next=${encodeURIComponent(`/invoices/${booked.orderId}`)}`,
    );
  });

  it("confirms a cancellation the traveller just made, and stops offering to cancel it", async () => {
    const user = await makeUser(db);
    const booked = await bookedOrder(db, { userId: user.id });
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?").bind(booked.itemId).run();
    const { cookie } = await signedIn(db, user.id);
    const { body } = await html(`/invoices/${booked.orderId}?cancelled=${booked.reference}`, { headers: { cookie } });
    expect(body).toContain('data-testid="cancel-confirmation"');
    expect(body).not.toContain(`/bookings/${booked.reference}/cancel`);
    // A made-up confirmation is not shown.
    const other = await bookedOrder(db, { userId: user.id });
    expect(
      (await html(`/invoices/${other.orderId}?cancelled=${other.reference}`, { headers: { cookie } })).body,
    ).not.toContain('data-testid="cancel-confirmation"');
  });
});

describe("cancelling from the account", () => {
  it("shows the owner the quote and cancels on POST back to the invoice; another traveller gets 404 and changes nothing", async () => {
    const owner = await makeUser(db);
    const other = await makeUser(db);
    const booked = await bookedOrder(db, { userId: owner.id, paymentMode: "later", tiers: [[60, 0, 0, 10]] });
    const mine = (await signedIn(db, owner.id)).cookie;
    const theirs = (await signedIn(db, other.id)).cookie;
    const post = (cookie: string) =>
      get(`/bookings/${booked.reference}/cancel`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });

    expect((await html(`/bookings/${booked.reference}/cancel`, { headers: { cookie: theirs } })).res.status).toBe(404);
    expect((await post(theirs)).status).toBe(404);
    expect((await db.prepare("SELECT status FROM order_items WHERE id = ?").bind(booked.itemId).first())!.status).toBe(
      "confirmed",
    );

    const quote = await html(`/bookings/${booked.reference}/cancel`, { headers: { cookie: mine } });
    expect(quote.res.status).toBe(200);
    expect(quote.res.headers.get("cache-control")).toBe("private, no-store");
    expect(testId(quote.body, "quote-percent")).toBe("10%");
    expect(testId(quote.body, "quote-penalty")).toMatch(/^AED\s40\.00$/);
    expect(testId(quote.body, "quote-refund")).toMatch(/^AED\s360\.00$/);

    const done = await post(mine);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/invoices/${booked.orderId}?cancelled=${booked.reference}`);
    expect((await db.prepare("SELECT status FROM order_items WHERE id = ?").bind(booked.itemId).first())!.status).toBe(
      "cancelled",
    );
    const invoice = await html(done.headers.get("location")!, { headers: { cookie: mine } });
    expect(invoice.body).toContain('data-testid="cancel-confirmation"');
    expect(testId(invoice.body, "item-refund")).toMatch(/^AED\s360\.00$/);
  });
});

describe("the tax invoice (issue 32)", () => {
  const UAE: SiteTax = {
    series: "invoices.example.com",
    regime: "uae",
    legalName: { en: "Pearl Coast Tours L.L.C.", ar: "جولات ساحل اللؤلؤ ش.ذ.م.م" },
    address: { en: "Corniche Road, Abu Dhabi, UAE", ar: "شارع الكورنيش، أبوظبي، الإمارات" },
    registrationNumber: "100234567800003",
    invoicePrefix: "PCT",
  };

  it("shows the seller, number, lines with net, rate and VAT, and totals in AED, in both languages", async () => {
    const user = await makeUser(db);
    // 2 adults at 199.99 and 1 child at 75 %: 549.97 gross; VAT at 5 % per line: 26.19.
    const booked = await bookedOrder(db, { userId: user.id, tax: UAE, price: 19999, counts: { adult: 2, child: 1 } });
    const { cookie } = await signedIn(db, user.id);
    const en = (await html(`/invoices/${booked.orderId}`, { headers: { cookie } })).body;
    expect(testId(en, "tax-title")).toBe("Tax Invoice");
    expect(testId(en, "tax-number")).toBe("PCT-000001");
    expect(testId(en, "seller-name")).toBe(UAE.legalName.en);
    expect(testId(en, "seller-address")).toBe(UAE.address.en);
    expect(testId(en, "seller-trn")).toBe(UAE.registrationNumber);
    expect(en).toMatch(/TRN(<!-- -->)?:/);
    expect(testId(en, "invoice-order-id")).toBe(booked.orderId);
    const gross = 19999 * 2 + Math.round(19999 * 0.75);
    const vat = vatOf(gross, 500);
    const money = (minor: number) =>
      new RegExp(`^AED\\s${(minor / 100).toLocaleString("en", { minimumFractionDigits: 2 })}$`);
    expect(testId(en, "line-gross")).toMatch(money(gross));
    expect(testId(en, "line-vat")).toMatch(money(vat));
    expect(testId(en, "line-net")).toMatch(money(gross - vat));
    expect(testId(en, "line-rate")).toBe("5%");
    expect(testId(en, "total-gross")).toMatch(money(gross));
    expect(testId(en, "total-vat")).toMatch(money(vat));
    expect(testId(en, "total-net")).toMatch(money(gross - vat));
    expect(testId(en, "tax-currency")).toBe("Amounts in AED");
    // The screen's panels stay, but do not print: the document does.
    expect(en).toMatch(/class="[^"]*print:hidden[^"]*"[^>]*>\s*<h2 class="sr-only">/);

    const ar = (await html(`/ar/invoices/${booked.orderId}`, { headers: { cookie } })).body;
    expect(testId(ar, "tax-title")).toBe("فاتورة ضريبية");
    expect(testId(ar, "seller-name")).toBe(UAE.legalName.ar);
    expect(testId(ar, "seller-address")).toBe(UAE.address.ar);
    expect(ar).toContain("الرقم الضريبي");
    expect(testId(ar, "seller-trn")).toBe(UAE.registrationNumber);
    expect(testId(ar, "total-vat")).toContain((vat / 100).toFixed(2));
    expect(ar).toContain("ضريبة القيمة المضافة");
  });

  it("an order on hold is a booking summary, not a tax invoice yet; an order from before tax invoices keeps its old one", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const held = await order({
      db,
      id: newOrderId(),
      userId: user.id,
      status: "on_hold",
      itemStatus: "pending_supplier",
      seller: sellerSnapshot(UAE),
    });
    for (const [prefix, title, note] of [
      ["", "Booking summary", "Not a tax invoice yet"],
      ["/ar", "ملخص الحجز", "ليست فاتورة ضريبية بعد"],
    ] as const) {
      const { res, body } = await html(`${prefix}/invoices/${held.id}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(testId(body, "tax-title")).toBe(title);
      expect(testId(body, "not-tax-invoice")).toContain(note);
      expect(body).not.toContain('data-testid="tax-document"');
      expect(body).not.toContain('data-testid="invoice-id"');
    }
    const old = await bookedOrder(db, { userId: user.id });
    const { body } = await html(`/invoices/${old.orderId}`, { headers: { cookie } });
    expect(testId(body, "tax-title")).toBe("Invoice");
    expect(testId(body, "invoice-id")).toBe(invoiceIdOf(old.orderId));
    expect(body).not.toContain('data-testid="tax-document"');
    expect(body).not.toContain("not a tax invoice");
  });
});
