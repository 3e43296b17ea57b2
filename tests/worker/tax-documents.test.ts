// Tax documents (migration 0027, docs/decisions/023-travel-documents.md): invoices numbered without gaps per series in
// the settling batches (50 orders at once: failed ones consume no number, repeats add none, two series count apart),
// credit notes against their invoice (cancellation less penalty, under concurrency too), immutability, and the seller
// snapshot that a later change of the site's settings never reaches.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { activity, departure, order } from "../factories/index.ts";
import { fakeDeps } from "../fixtures/fakes.ts";
import { failingD1 } from "../fixtures/failing-d1.ts";
import { manageBookingPath } from "../../worker/services/booking-links.ts";
import { bookAndSettle, resumeStalledBooking } from "../../worker/services/checkout/booking.ts";
import { confirmPendingItem, rejectPendingItem } from "../../worker/services/bookings-ops.ts";
import { cancelItem } from "../../worker/services/cancellation.ts";
import { refundPart } from "../../worker/services/ops/booking-actions.ts";
import { commandActor } from "../../worker/services/ops/actor.ts";
import { newOrderId } from "../../worker/services/orders.ts";
import { loadSiteConfig, siteKey } from "../../worker/services/site-config.ts";
import { sellerSnapshot, type SellerSnapshot } from "../../shared/tax-invoice.ts";
import { DEFAULT_TAX, type SiteTax } from "../../shared/site-config.ts";
import { departureStart } from "../../shared/dates.ts";
import { vatOf } from "../../shared/vat.ts";
import { bookedOrder, type Booked } from "./invoices.fixtures.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { html } from "./helpers.ts";

const db = env.DB;

const taxFor = (series: string, prefix = "INV"): SiteTax => ({ ...DEFAULT_TAX, series, invoicePrefix: prefix });
const sellerFor = (series: string, prefix = "INV") => sellerSnapshot(taxFor(series, prefix)) as SellerSnapshot;

type DocRow = {
  id: number;
  series: string;
  kind: string;
  seq: number;
  number: string;
  order_id: string;
  order_item_id: number | null;
  invoice_id: number | null;
  reason: string | null;
  total: number;
  vat: number;
  lines: string;
  seller: string;
};

async function documents(where: string, ...bind: unknown[]): Promise<DocRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM tax_documents WHERE ${where} ORDER BY seq`)
    .bind(...bind)
    .all<DocRow>();
  return results;
}

/** A site's own tax settings, as marketing stores them in KV. */
const settingsOf = (legalEn: string) => ({
  regime: "uae",
  legalName: { en: legalEn, ar: "شركة اللقطة" },
  address: { en: "Dubai", ar: "دبي" },
  registrationNumber: "100987654300003",
  invoicePrefix: "SNP",
});

const range = (k: number) => Array.from({ length: k }, (_, i) => i + 1);

async function statusOf(orderId: string): Promise<string> {
  return (await db.prepare("SELECT status FROM orders WHERE id = ?").bind(orderId).first<{ status: string }>())!.status;
}

describe("invoice numbering", () => {
  it("50 orders settling at once get the numbers 1..k of their series, one each; failed and on-hold ones none", async () => {
    const series = "fifty.example.com";
    const seller = sellerFor(series);
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const kinds = ["confirmed", "refused", "pending"] as const;
    const activities = await Promise.all(kinds.map(() => activity({ db })));
    const slots = await Promise.all(activities.map((a) => departure({ db, activity: a, seats: 200 })));
    deps.connector.answer(activities[1]!.id, "refused").answer(activities[2]!.id, "pending");
    // Every 7th order is refused (→ failed), every 5th left pending (→ on hold); the rest are booked.
    const which = (i: number) => (i % 7 === 0 ? 1 : i % 5 === 0 ? 2 : 0);
    const orders = [];
    for (let i = 0; i < 50; i++) {
      const k = which(i);
      orders.push(
        await order({
          db,
          id: newOrderId(),
          activity: activities[k],
          slotId: slots[k],
          status: "processing",
          itemStatus: "held",
          holdUntil: new Date(now.getTime() + 3_600_000),
          seller,
          now,
        }),
      );
    }
    await Promise.all(orders.map((o) => bookAndSettle(deps, o.id, now, false)));

    const statuses = await Promise.all(orders.map((o) => statusOf(o.id)));
    expect(statuses.filter((s) => s === "failed").length).toBe(8);
    expect(statuses.filter((s) => s === "on_hold").length).toBe(8);
    let invoices = await documents("series = ? AND kind = 'invoice'", series);
    expect(invoices.map((d) => d.seq)).toEqual(range(34));
    expect(invoices.map((d) => d.number)).toEqual(range(34).map((n) => `INV-${String(n).padStart(6, "0")}`));
    expect(new Set(invoices.map((d) => d.order_id)).size).toBe(34);
    const invoiced = new Set(invoices.map((d) => d.order_id));
    for (const [i, o] of orders.entries()) expect(invoiced.has(o.id)).toBe(statuses[i] === "confirmed");

    // The pending ones answered by the console settle, and are numbered next, still without a gap.
    const pending = orders.filter((_, i) => statuses[i] === "on_hold");
    await Promise.all(pending.map((o) => confirmPendingItem(deps, o.reference, now)));
    invoices = await documents("series = ? AND kind = 'invoice'", series);
    expect(invoices.map((d) => d.seq)).toEqual(range(42));

    // Repeats number nothing: booking again (the order left processing), resuming, or answering again.
    await Promise.all(orders.slice(0, 10).map((o) => bookAndSettle(deps, o.id, now, false).catch(() => null)));
    await Promise.all(orders.map((o) => resumeStalledBooking(deps, o.id, new Date(now.getTime() + 3_600_000))));
    expect((await documents("series = ? AND kind = 'invoice'", series)).length).toBe(42);
    // The failed ones never have one.
    for (const [i, o] of orders.entries())
      if (statuses[i] === "failed") expect(await documents("order_id = ?", o.id)).toEqual([]);
  });

  it("a payment held for review is numbered when the console accepts it, not before", async () => {
    const series = "review.example.com";
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const held = await order({
      db,
      id: newOrderId(),
      status: "processing",
      itemStatus: "held",
      holdUntil: new Date(now.getTime() + 3_600_000),
      seller: sellerFor(series),
      now,
    });
    await bookAndSettle(deps, held.id, now, true);
    expect(await statusOf(held.id)).toBe("on_hold");
    expect(await documents("order_id = ?", held.id)).toEqual([]);
    await confirmPendingItem(deps, held.id, now, commandActor("test"));
    expect(await statusOf(held.id)).toBe("confirmed");
    expect((await documents("order_id = ?", held.id)).map((d) => d.number)).toEqual(["INV-000001"]);
  });

  it("a settling batch that fails takes no number with it; resumed, the numbers stay contiguous", async () => {
    const series = "flaky.example.com";
    const now = new Date();
    const place = () =>
      order({
        db,
        id: newOrderId(),
        status: "processing",
        itemStatus: "held",
        holdUntil: new Date(now.getTime() + 3_600_000),
        seller: sellerFor(series),
        now,
      });
    // Which call of a booking is its settling batch (the one that writes the invoice): found on a probe order.
    const trace: string[] = [];
    const probe = await place();
    await bookAndSettle(
      fakeDeps(failingD1(db, { after: 1_000, trace }), () => now),
      probe.id,
      now,
      false,
    );
    const settling = trace.findIndex((call) => call.startsWith("batch:") && call.includes("INSERT INTO tax_documents"));
    expect(settling).toBeGreaterThan(0);

    const orders = [];
    for (let i = 0; i < 9; i++) orders.push(await place());
    const flaky = (i: number) => i % 3 === 1;
    const outcomes = await Promise.allSettled(
      orders.map((o, i) =>
        bookAndSettle(
          fakeDeps(flaky(i) ? failingD1(db, { after: settling }) : db, () => now),
          o.id,
          now,
          false,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(3);
    for (const [i, o] of orders.entries()) {
      expect(await statusOf(o.id)).toBe(flaky(i) ? "processing" : "confirmed");
      expect(await documents("order_id = ?", o.id)).toHaveLength(flaky(i) ? 0 : 1);
    }
    expect((await documents("series = ?", series)).map((d) => d.seq)).toEqual(range(7));
    // The scheduled handler resumes the stalled ones: numbered next, with no gap and no repeat.
    const later = new Date(now.getTime() + 11 * 60_000);
    for (const o of orders)
      await resumeStalledBooking(
        fakeDeps(db, () => later),
        o.id,
        later,
      );
    expect((await documents("series = ?", series)).map((d) => d.seq)).toEqual(range(10));
    for (const o of orders) expect(await documents("order_id = ?", o.id)).toHaveLength(1);
  });

  it("two series count separately; an order without a seller gets no number", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const place = (seller: SellerSnapshot | null) =>
      order({
        db,
        id: newOrderId(),
        status: "processing",
        itemStatus: "held",
        holdUntil: new Date(now.getTime() + 3_600_000),
        seller,
        now,
      });
    const a = [await place(sellerFor("a.example.com", "AAA")), await place(sellerFor("a.example.com", "AAA"))];
    const b = [await place(sellerFor("b.example.com", "BBB")), await place(sellerFor("b.example.com", "BBB"))];
    const none = await place(null);
    await Promise.all([...a, ...b, none].map((o) => bookAndSettle(deps, o.id, now, false)));
    expect((await documents("series = 'a.example.com'")).map((d) => d.number)).toEqual(["AAA-000001", "AAA-000002"]);
    expect((await documents("series = 'b.example.com'")).map((d) => d.number)).toEqual(["BBB-000001", "BBB-000002"]);
    expect(await statusOf(none.id)).toBe("confirmed");
    expect(await documents("order_id = ?", none.id)).toEqual([]);
  });
});

const HOUR = 3_600_000;
const beforeStart = (booked: Booked, hours: number) =>
  new Date(departureStart(booked.date, booked.startTime).getTime() - hours * HOUR);

describe("credit notes", () => {
  it("a cancellation credits the line less its penalty against the invoice, once; its page says so", async () => {
    const user = await makeUser(db);
    const tax = taxFor("credit.example.com");
    // 25 % within 3 days; cancelled 2 days before: 2 adults at 199.99 = 399.98, penalty 99.99(5), credit the rest.
    const booked = await bookedOrder(db, { userId: user.id, tax, price: 19999, tiers: [[3, 0, 0, 25]] });
    const [invoice] = await documents("order_id = ? AND kind = 'invoice'", booked.orderId);
    expect(invoice).toMatchObject({ number: "INV-000001", total: 39998, vat: vatOf(39998, 500) });
    const outcome = await cancelItem(booked.deps, {
      reference: booked.reference,
      by: "account",
      now: beforeStart(booked, 48),
    });
    expect(outcome.kind).toBe("cancelled");
    const penalty = outcome.kind === "cancelled" ? outcome.penalty : -1;
    expect(penalty).toBeGreaterThan(0);
    const notes = await documents("order_id = ? AND kind = 'credit_note'", booked.orderId);
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note).toMatchObject({
      number: "INV-CN-000001",
      invoice_id: invoice!.id,
      order_item_id: booked.itemId,
      reason: "cancelled",
      total: 39998 - penalty,
      vat: vatOf(39998 - penalty, 500),
    });
    const [line] = JSON.parse(note.lines) as { gross: number; net: number; vat: number; reference: string }[];
    expect(line).toMatchObject({
      gross: note.total,
      vat: note.vat,
      net: note.total - note.vat,
      reference: booked.reference,
    });

    // Again: already cancelled, nothing more.
    await cancelItem(booked.deps, { reference: booked.reference, by: "account", now: beforeStart(booked, 47) });
    expect(await documents("order_id = ? AND kind = 'credit_note'", booked.orderId)).toHaveLength(1);

    const { cookie } = await signedIn(db, user.id);
    const invoicePage = await html(`/invoices/${booked.orderId}`, { headers: { cookie } });
    expect(invoicePage.body).toContain(`href="/invoices/${booked.orderId}/credit-notes/INV-CN-000001"`);
    for (const [prefix, words] of [
      ["", "Credit note INV-CN-000001 for tax invoice INV-000001 of"],
      ["/ar", "إشعار دائن INV-CN-000001 للفاتورة الضريبية INV-000001 الصادرة بتاريخ"],
    ] as const) {
      const { res, body } = await html(`${prefix}/invoices/${booked.orderId}/credit-notes/INV-CN-000001`, {
        headers: { cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const text = body.replace(/<[^>]+>/g, "").replace(/\u2068|\u2069/g, "");
      expect(text).toContain(words);
      expect(body).toContain('data-kind="credit_note"');
    }
    // The same page under the emailed manage-booking link.
    const email = (await db
      .prepare("SELECT lead_email FROM orders WHERE id = ?")
      .bind(booked.orderId)
      .first<{ lead_email: string }>())!.lead_email;
    const manage = await manageBookingPath(env.AUTH_SECRET!, booked.orderId, email);
    const managed = await html(`${manage}/credit-notes/INV-CN-000001`);
    expect(managed.res.status).toBe(200);
    expect(managed.body).toContain('data-testid="credit-note-for"');
    expect((await html(manage)).body).toContain(`href="${manage}/credit-notes/INV-CN-000001"`);
    expect((await html(`${manage.slice(0, -4)}beef/credit-notes/INV-CN-000001`)).res.status).toBe(404);
    // Another number, or another traveller: 404.
    expect(
      (await html(`/invoices/${booked.orderId}/credit-notes/INV-CN-000009`, { headers: { cookie } })).res.status,
    ).toBe(404);
    const stranger = await signedIn(db, (await makeUser(db)).id);
    expect(
      (await html(`/invoices/${booked.orderId}/credit-notes/INV-CN-000001`, { headers: { cookie: stranger.cookie } }))
        .res.status,
    ).toBe(404);
  });

  it("a full penalty credits nothing; a console refund credits its amount; an order without invoice none", async () => {
    const tax = taxFor("penalty.example.com");
    const full = await bookedOrder(db, { tax, tiers: [[3, 0, 0, 100]] });
    await cancelItem(full.deps, { reference: full.reference, by: "account", now: beforeStart(full, 24) });
    expect(await documents("order_id = ? AND kind = 'credit_note'", full.orderId)).toEqual([]);

    const refunded = await bookedOrder(db, { tax });
    const result = await refundPart(refunded.deps, commandActor("test"), {
      orderId: refunded.orderId,
      reference: refunded.reference,
      amount: 5000,
      reason: "goodwill",
      now: new Date(),
    });
    expect(result.kind).toBe("refunded");
    expect(await documents("order_id = ? AND kind = 'credit_note'", refunded.orderId)).toMatchObject([
      { number: "INV-CN-000001", reason: "refund", total: 5000, vat: vatOf(5000, 500) },
    ]);

    const untaxed = await bookedOrder(db, { tiers: [[3, 0, 0, 50]] });
    await cancelItem(untaxed.deps, { reference: untaxed.reference, by: "account", now: beforeStart(untaxed, 24) });
    expect(await documents("order_id = ?", untaxed.orderId)).toEqual([]);
  });

  it("pay later: invoiced when booked, the supplier's rejection credits the whole line", async () => {
    const now = new Date();
    const deps = fakeDeps(db, () => now);
    const act = await activity({ db });
    deps.connector.answer(act.id, "pending");
    const later = await order({
      db,
      id: newOrderId(),
      activity: act,
      paymentMode: "later",
      status: "processing",
      itemStatus: "held",
      holdUntil: new Date(now.getTime() + 3_600_000),
      price: 35000,
      seller: sellerFor("later.example.com"),
      now,
    });
    await bookAndSettle(deps, later.id, now, false);
    expect(await statusOf(later.id)).toBe("awaiting_payment");
    const [invoice] = await documents("order_id = ? AND kind = 'invoice'", later.id);
    expect(invoice).toMatchObject({ number: "INV-000001", total: 35000, vat: 1667 });
    await rejectPendingItem(deps, later.reference, now);
    expect(await documents("order_id = ? AND kind = 'credit_note'", later.id)).toMatchObject([
      { number: "INV-CN-000001", reason: "rejected", invoice_id: invoice!.id, total: 35000, vat: 1667 },
    ]);
  });

  it("20 cancellations at once get credit notes 1..20 of their series", async () => {
    const tax = taxFor("twenty.example.com");
    const booked: Booked[] = [];
    for (let i = 0; i < 20; i++) booked.push(await bookedOrder(db, { tax, tiers: [[3, 0, 0, 50]] }));
    await Promise.all(
      booked.map((b) => cancelItem(b.deps, { reference: b.reference, by: "account", now: beforeStart(b, 24) })),
    );
    const notes = await documents("series = ? AND kind = 'credit_note'", tax.series);
    expect(notes.map((n) => n.seq)).toEqual(range(20));
    expect(new Set(notes.map((n) => n.order_id)).size).toBe(20);
  });

  it("two cancellations of the same booking racing credit it once", async () => {
    const b = await bookedOrder(db, { tax: taxFor("race.example.com"), tiers: [[3, 0, 0, 50]] });
    const cancel = () => cancelItem(b.deps, { reference: b.reference, by: "account", now: beforeStart(b, 24) });
    await Promise.all([cancel(), cancel(), cancel()]);
    expect((await documents("order_id = ? AND kind = 'credit_note'", b.orderId)).map((n) => n.total)).toEqual([20000]);
  });
});

describe("issued documents", () => {
  it("are never changed nor deleted (the triggers)", async () => {
    const booked = await bookedOrder(db, { tax: taxFor("frozen.example.com") });
    const [doc] = await documents("order_id = ?", booked.orderId);
    await expect(db.prepare("UPDATE tax_documents SET total = 1 WHERE id = ?").bind(doc!.id).run()).rejects.toThrow(
      /never changed/,
    );
    await expect(db.prepare("DELETE FROM tax_documents WHERE id = ?").bind(doc!.id).run()).rejects.toThrow(
      /never deleted/,
    );
    expect((await documents("order_id = ?", booked.orderId))[0]).toEqual(doc);
  });

  it("never carry the demo seller's placeholder TRN in production: our brand's sites invoice only once `tax` is set", async () => {
    const host = "ours-without-tax.example.com";
    await env.SITE.put(siteKey(host), JSON.stringify({ layoutType: "default" }));
    const production = { ...env, ENVIRONMENT: "production" };
    expect((await loadSiteConfig(production, "unknown.example.com")).config.tax).toBeNull();
    expect((await loadSiteConfig(production, host)).config.tax).toBeNull();
    // Off production the demo seller stands in, so the local demo issues tax invoices.
    expect((await loadSiteConfig({ ...env, ENVIRONMENT: "development" }, host)).config.tax).toEqual(DEFAULT_TAX);
    await env.SITE.put(siteKey(host), JSON.stringify({ tax: settingsOf("Ours LLC") }));
    expect((await loadSiteConfig(production, host)).config.tax).toMatchObject({
      series: host,
      legalName: { en: "Ours LLC" },
    });
  });

  it("keep the seller of checkout: a later change of the site's tax settings reaches only later orders", async () => {
    const host = "snapshot.example.com";
    const settings = (legalEn: string) => ({ tax: settingsOf(legalEn) });
    await env.SITE.put(siteKey(host), JSON.stringify(settings("Snapshot One LLC")));
    const first = (await loadSiteConfig(env, host)).config.tax;
    expect(first).toMatchObject({ series: host, invoicePrefix: "SNP", legalName: { en: "Snapshot One LLC" } });
    const user = await makeUser(db);
    const before = await bookedOrder(db, { userId: user.id, tax: first });
    const seller = await db
      .prepare("SELECT seller FROM orders WHERE id = ?")
      .bind(before.orderId)
      .first<{ seller: string }>();
    expect(JSON.parse(seller!.seller)).toEqual(sellerSnapshot(first));

    await env.SITE.put(siteKey(host), JSON.stringify(settings("Snapshot Two LLC")));
    const second = (await loadSiteConfig(env, host)).config.tax;
    const after = await bookedOrder(db, { userId: user.id, tax: second });
    const { cookie } = await signedIn(db, user.id);
    const old = await html(`/invoices/${before.orderId}`, { headers: { cookie } });
    expect(old.body).toContain("Snapshot One LLC");
    expect(old.body).not.toContain("Snapshot Two LLC");
    expect((await html(`/invoices/${after.orderId}`, { headers: { cookie } })).body).toContain("Snapshot Two LLC");
    expect((await documents("series = ?", host)).map((d) => d.number)).toEqual(["SNP-000001", "SNP-000002"]);
  });
});
