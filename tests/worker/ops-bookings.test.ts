// The console's bookings (issue 30): who may find and read which booking (a supplier only their own items, marketing,
// travellers and guests nothing), the booking page's timeline, and its actions: a stale passkey check blocks refunds
// and forced cancellations, a refund never exceeds what was captured for its item (two at once included), a cancellation
// with the fee waived refunds everything, and every action writes exactly one audit entry.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, ORIGIN, deliverNotifications } from "./helpers.ts";
import { staffMember, user, session } from "../factories/index.ts";
import { makeCart, makeDeparture, startInput, stockOf, type BookableSpec } from "../fixtures/booking-factories.ts";
import { depsFor } from "../../worker/services/checkout-deps.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { answerHostedPayment } from "../../worker/services/payments/sandbox.ts";
import { findOrder } from "../../worker/db/orders.ts";
import { refundPart } from "../../worker/services/ops/booking-actions.ts";
import { commandActor } from "../../worker/services/ops/actor.ts";
import { phoneQuery, readSearch } from "../../worker/services/ops/bookings.ts";
import { parseAedAmount } from "../../shared/ops-bookings.ts";

const db = env.DB;
const MINUTE = 60_000;

// ---- data ----

type Paid = {
  orderId: string;
  references: string[];
  itemIds: number[];
  slotIds: number[];
  email: string;
  paymentId: string;
};
let serial = 0;

/**
 * An order placed and paid as a traveller does it, through the worker's own services and the sandbox provider (so the
 * console's refunds go to a ledger that knows the payment): one item per entry of `items`, 2 adults at AED 200 each
 * unless told, on activities of `supplierId`.
 */
async function paidOrder(
  spec: {
    supplierId?: number | null;
    items?: { price?: number; tiers?: BookableSpec["tiers"] }[];
    phone?: string;
  } = {},
): Promise<Paid> {
  serial += 1;
  const deps = depsFor(env, ORIGIN);
  const slots: number[] = [];
  for (const item of spec.items ?? [{}]) {
    const { activity, slotId } = await makeDeparture(
      db,
      { tiers: item.tiers },
      { capacity: 10, price: item.price ?? 20000, daysAhead: 7 },
    );
    if (spec.supplierId)
      await db
        .prepare("UPDATE activities SET supplier_id = ? WHERE id = ?")
        .bind(spec.supplierId, activity.activityId)
        .run();
    slots.push(slotId);
  }
  const cartId = await makeCart(
    db,
    slots.map((slotId) => ({ slotId, counts: { adult: 2 } })),
  );
  const email = `lead${serial}.${crypto.randomUUID().slice(0, 6)}@example.com`;
  const started = await startCheckout(
    deps,
    startInput(cartId, new Date(), {
      lead: { firstName: "Sara", lastName: "Al Mansoori", email, country: "AE", phone: spec.phone ?? "+971501234567" },
    }),
  );
  if (started.kind !== "payment") throw new Error(`checkout did not ask for payment: ${JSON.stringify(started)}`);
  const paymentId = (await findOrder(db, started.orderId))!.paymentId!;
  const answer = await answerHostedPayment(
    db,
    env.SANDBOX_SIGNING_SECRET!,
    paymentId,
    { status: "authorized", review: false, cardLast4: "4242" },
    new Date(),
  );
  if (answer.kind !== "redirect") throw new Error(`the sandbox did not authorise: ${answer.kind}`);
  await returnFromPayment(deps, new URL(answer.location, ORIGIN).searchParams, new Date());
  const { results } = await db
    .prepare("SELECT id, reference, status, slot_id FROM order_items WHERE order_id = ? ORDER BY position")
    .bind(started.orderId)
    .all<{ id: number; reference: string; status: string; slot_id: number }>();
  if (results.some((r) => r.status !== "confirmed")) throw new Error("the test order is not confirmed");
  return {
    orderId: started.orderId,
    references: results.map((r) => r.reference),
    itemIds: results.map((r) => r.id),
    slotIds: results.map((r) => r.slot_id),
    email,
    paymentId,
  };
}

async function newSupplier(): Promise<number> {
  const row = await db
    .prepare("INSERT INTO suppliers (name_en, name_ar, phone, email) VALUES (?, ?, '+97140000000', ?) RETURNING id")
    .bind(`Supplier ${++serial}`, `مورد ${serial}`, `s${serial}@example.com`)
    .first<{ id: number }>();
  return row!.id;
}

// ---- requests ----

const asWho = (who: { cookie: string } | null): Record<string, string> => (who ? { cookie: who.cookie } : {});
const page = (path: string, who: { cookie: string } | null) => get(path, { headers: asWho(who) });
const post = (path: string, who: { cookie: string } | null, fields: Record<string, string> = {}) =>
  get(path, {
    method: "POST",
    headers: { ...asWho(who), origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const bookingPath = (orderId: string) => `/ops/bookings/${orderId}`;
const search = (who: { cookie: string } | null, q: string, date = "") =>
  page(`/ops/bookings?${new URLSearchParams({ q, date })}`, who);

const operator = (spec: { stale?: boolean } = {}) =>
  staffMember({ role: "operator", passkeyAt: spec.stale ? new Date(Date.now() - 11 * MINUTE) : undefined });

// ---- reads of the outcome ----

const count = async (sql: string, ...binds: unknown[]) => {
  // Booking emails go through the notification queue: what it would deliver a moment later is delivered now.
  if (sql.includes("mail_outbox")) await deliverNotifications();
  return (await db
    .prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
};
const auditCount = (orderId: string) => count("SELECT count(*) AS n FROM audit_log WHERE order_id = ?", orderId);
const ledger = (paymentId: string) =>
  db
    .prepare("SELECT captured, refunded FROM sandbox_payments WHERE id = ?")
    .bind(paymentId)
    .first<{ captured: number; refunded: number }>();
const itemStatus = async (itemId: number) =>
  (await db.prepare("SELECT status FROM order_items WHERE id = ?").bind(itemId).first<{ status: string }>())!.status;
const refundedForItem = (itemId: number) =>
  count("SELECT coalesce(sum(amount), 0) AS n FROM item_refunds WHERE order_item_id = ? AND state <> 'failed'", itemId);

describe("who may see bookings", () => {
  it("is nobody without the role: guests, travellers and marketing get the ordinary 404 everywhere, with nothing personal", async () => {
    const paid = await paidOrder();
    const traveller = await user();
    const travellerSession = await session(traveller);
    const marketing = await staffMember({ role: "marketing" });
    const before = await auditCount(paid.orderId);
    for (const who of [null, { cookie: travellerSession.cookie }, marketing]) {
      for (const path of [
        "/ops/bookings",
        "/ar/ops/bookings",
        `/ops/bookings?q=${paid.references[0]}`,
        bookingPath(paid.orderId),
        `/ar${bookingPath(paid.orderId)}`,
      ]) {
        const res = await page(path, who);
        expect(res.status, path).toBe(404);
        // The ordinary 404 page (it names the path asked for, nothing more).
        const body = await res.text();
        expect(body).not.toContain(paid.email);
        expect(body).not.toContain("Mansoori");
        expect(body).not.toContain('data-testid="ops-page"');
      }
      for (const action of ["resend", "cancel", "refund", "contact"]) {
        const res = await post(`${bookingPath(paid.orderId)}/${action}`, who, {
          item: paid.references[0]!,
          amount: "10",
          reason: "test",
          fee: "waive",
          firstName: "X",
          lastName: "Y",
          email: "x@example.com",
          country: "AE",
          phone: "+971501234568",
        });
        expect(res.status, action).toBe(404);
      }
    }
    expect(await auditCount(paid.orderId)).toBe(before);
    expect(await refundedForItem(paid.itemIds[0]!)).toBe(0);
    expect(await itemStatus(paid.itemIds[0]!)).toBe("confirmed");
  });

  it("is private and never indexed for staff", async () => {
    const paid = await paidOrder();
    const op = await operator();
    const res = await page(bookingPath(paid.orderId), op);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    const ar = await page(`/ar${bookingPath(paid.orderId)}`, op);
    expect(ar.status).toBe(200);
    expect(await ar.text()).toContain("الجدول الزمني");
  });
});

describe("a supplier", () => {
  it("finds and reads only orders with their own items, and sees only those items", async () => {
    const [mine, theirs] = [await newSupplier(), await newSupplier()];
    const own = await paidOrder({ supplierId: mine });
    const other = await paidOrder({ supplierId: theirs });
    const supplier = await staffMember({ role: "supplier", supplierId: mine });

    // By reference, order id, email and date: the other supplier's booking is never found.
    for (const q of [other.references[0]!, other.orderId, other.email]) {
      const body = await (await search(supplier, q)).text();
      expect(body, q).toContain('data-testid="bookings-count"');
      expect(body, q).not.toContain('data-testid="booking-result"');
      expect(body, q).not.toContain("Mansoori");
    }
    const own1 = await (await search(supplier, own.references[0]!)).text();
    expect(own1).toContain(own.orderId);
    const byEmail = await (await search(supplier, own.email.toUpperCase())).text();
    expect(byEmail).toContain(own.orderId);

    // By id: the other's booking page and its actions are the ordinary 404, and nothing is sent.
    expect((await page(bookingPath(other.orderId), supplier)).status).toBe(404);
    const mails = await count("SELECT count(*) AS n FROM mail_outbox WHERE order_id = ?", other.orderId);
    expect((await post(`${bookingPath(other.orderId)}/resend`, supplier)).status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM mail_outbox WHERE order_id = ?", other.orderId)).toBe(mails);
    expect(await auditCount(other.orderId)).toBe(0);

    // Money and contact details are the operator's: a supplier's own booking too.
    for (const action of ["cancel", "refund", "contact"])
      expect(
        (
          await post(`${bookingPath(own.orderId)}/${action}`, supplier, {
            item: own.references[0]!,
            amount: "1",
            reason: "x",
            fee: "waive",
          })
        ).status,
        action,
      ).toBe(404);
    expect((await page(bookingPath(own.orderId), supplier)).status).toBe(200);
  });

  it("sees only their own items of an order shared with another supplier, in the page and the search", async () => {
    const [mine, theirs] = [await newSupplier(), await newSupplier()];
    const shared = await paidOrder({ supplierId: mine, items: [{}, {}] });
    // The second item belongs to the other supplier.
    await db
      .prepare("UPDATE activities SET supplier_id = ? WHERE id = (SELECT activity_id FROM order_items WHERE id = ?)")
      .bind(theirs, shared.itemIds[1])
      .run();
    const supplier = await staffMember({ role: "supplier", supplierId: mine });
    const body = await (await page(bookingPath(shared.orderId), supplier)).text();
    expect(body).toContain(shared.references[0]);
    expect(body).not.toContain(shared.references[1]);
    // Their share of the money, not the order's (AED 400 of 800).
    expect(body).toMatch(/data-testid="booking-total">AED\s?400\.00/);

    const found = await (await search(supplier, shared.orderId)).text();
    expect(found).toContain(shared.references[0]);
    expect(found).not.toContain(shared.references[1]);
    // The other supplier's reference alone does not find the order for them.
    expect(await (await search(supplier, shared.references[1]!)).text()).not.toContain('data-testid="booking-result"');

    const op = await operator();
    const all = await (await page(bookingPath(shared.orderId), op)).text();
    expect(all).toContain(shared.references[1]);
  });
});

describe("the search", () => {
  it("reads phone numbers however they are written, and dates, emails and references", async () => {
    expect(phoneQuery("+971 50 123 4567")).toBe("+971501234567");
    expect(phoneQuery("00971501234567")).toBe("+971501234567");
    expect(phoneQuery("050 123 4567")).toBe("+971501234567");
    expect(phoneQuery("٠٥٠١٢٣٤٥٦٧")).toBe("+971501234567");
    expect(phoneQuery("966 50 123 4567")).toBe("+966501234567");
    expect(phoneQuery("12345")).toBeNull();
    expect(readSearch("rb-abc", "").queries).toEqual([{ kind: "reference", value: "RB-ABC" }]);
    expect(readSearch("Sara@Example.com", "2030-01-02").queries).toEqual([
      { kind: "date", value: "2030-01-02" },
      { kind: "email", value: "sara@example.com" },
    ]);
    expect(readSearch("+971 5", "").problem).toBeNull();
    expect(readSearch("+999 123 456 789", "").problem).toBe("phone");
    expect(readSearch("", "2030-02-31").problem).toBe("date");
  });

  it("finds an order by the lead's phone in any format and by its activity date", async () => {
    const phone = "+971509876543";
    const paid = await paidOrder({ phone });
    const op = await operator();
    for (const typed of ["+971 50 987 6543", "00971509876543", "050-987-6543"]) {
      const body = await (await search(op, typed)).text();
      expect(body, typed).toContain(paid.orderId);
    }
    const date = (await db
      .prepare("SELECT date FROM order_items WHERE id = ?")
      .bind(paid.itemIds[0])
      .first<{ date: string }>())!.date;
    expect(await (await search(op, "", date)).text()).toContain(paid.orderId);
    expect(await (await search(op, paid.references[0]!.toLowerCase())).text()).toContain(paid.orderId);
    // Read out without its prefix.
    expect(await (await search(op, paid.references[0]!.slice(3))).text()).toContain('data-testid="booking-result"');
    expect(await (await search(op, paid.orderId.slice(3))).text()).toContain('data-testid="booking-result"');
    const bad = await search(op, "+999 123 456 789");
    expect(bad.status).toBe(400);
  });
});

describe("the timeline", () => {
  it("shows a confirmed order's placing, payment, status changes and email in order, each with its cause", async () => {
    const paid = await paidOrder();
    const op = await operator();
    await deliverNotifications();
    const body = await (await page(bookingPath(paid.orderId), op)).text();
    const rows = [...body.matchAll(/data-testid="timeline-entry" data-kind="([a-z_]+)" data-cause="([a-z]+)"/g)].map(
      ([, kind, cause]) => `${kind}:${cause}`,
    );
    expect(rows).toEqual([
      "placed:traveller",
      "payment:provider",
      "order_status:provider",
      "item_status:supplier",
      "order_status:system",
      "notification:system",
    ]);
    expect(body).toContain("Payment authorised");
    expect(body).toContain("Order changed from Awaiting payment to Being booked");
    expect(body).toContain("Order changed from Being booked to Confirmed");
    expect(body).toMatch(/Email “<bdi>booking confirmation<\/bdi>” sent to <bdi[^>]*>[^<]+@example\.com<\/bdi>/);
  });

  it("names the staff member who acted, with the reason", async () => {
    const paid = await paidOrder();
    const op = await staffMember({ role: "operator", firstName: "Huda" });
    expect(
      (
        await post(`${bookingPath(paid.orderId)}/refund`, op, {
          item: paid.references[0]!,
          amount: "25",
          reason: "late pick-up",
        })
      ).status,
    ).toBe(303);
    const body = await (await page(bookingPath(paid.orderId), op)).text();
    expect(body).toMatch(/data-kind="refund" data-cause="staff"/);
    expect(body).toContain("late pick-up");
    expect(body).toMatch(/by <bdi>Huda [^<]*<\/bdi> \(<bdi>Operator<\/bdi>\)/);
  });
});

describe("refunding part of an item", () => {
  it("needs a fresh passkey check: a stale one is refused, changes nothing and keeps what was typed", async () => {
    const paid = await paidOrder();
    const op = await operator({ stale: true });
    const proactive = await (await page(bookingPath(paid.orderId), op)).text();
    expect(proactive).toContain('data-testid="ops-step-up"');
    const res = await post(`${bookingPath(paid.orderId)}/refund`, op, {
      item: paid.references[0]!,
      amount: "50.25",
      reason: "goodwill",
    });
    expect(res.status).toBe(403);
    const body = await res.text();
    expect(body).toContain('data-testid="ops-step-up"');
    expect(body).toContain("Nothing was changed: confirm with your passkey first");
    expect(body).toContain('value="50.25"');
    expect(body).toContain(">goodwill</textarea>");
    expect(await refundedForItem(paid.itemIds[0]!)).toBe(0);
    expect(await ledger(paid.paymentId)).toMatchObject({ refunded: 0 });
    expect(await auditCount(paid.orderId)).toBe(0);
  });

  it("never exceeds what was captured for the item less what was refunded, per item, not per order", async () => {
    // Two items: AED 400 and AED 800 captured; the order holds AED 1,200.
    const paid = await paidOrder({ items: [{ price: 20000 }, { price: 40000 }] });
    const op = await operator();
    const refund = (amount: string, item = paid.references[0]!) =>
      post(`${bookingPath(paid.orderId)}/refund`, op, { item, amount, reason: "partial" });

    expect((await refund("100")).status).toBe(303);
    // More than the AED 300 left of the first item (though the order holds more): refused, nothing moves.
    const tooMuch = await refund("300.01");
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.text()).toMatch(/at most <bdi>AED\s?300\.00<\/bdi> can still be refunded/);
    expect((await refund("300")).status).toBe(303);
    expect((await refund("0.01")).status).toBe(409);
    expect((await refund("800", paid.references[1]!)).status).toBe(303);

    expect(await refundedForItem(paid.itemIds[0]!)).toBe(40000);
    expect(await refundedForItem(paid.itemIds[1]!)).toBe(80000);
    expect(await ledger(paid.paymentId)).toEqual({ captured: 120000, refunded: 120000 });
    expect((await findOrder(db, paid.orderId))!.refunded).toBe(120000);
    // One audit entry per refund made; the refused ones wrote none.
    expect(
      await count("SELECT count(*) AS n FROM audit_log WHERE order_id = ? AND action = 'booking.refund'", paid.orderId),
    ).toBe(3);
    // And the traveller is told each time.
    expect(
      await count("SELECT count(*) AS n FROM mail_outbox WHERE order_id = ? AND kind = 'refund'", paid.orderId),
    ).toBe(3);
  });

  it("never exceeds it with two refunds at once, nor with five", async () => {
    // A second item makes the order (and the provider's ledger) hold more than the first item: only the item's
    // own limit can refuse the refunds that race.
    const paid = await paidOrder({ items: [{ price: 20000 }, { price: 40000 }] });
    const op = await operator();
    const both = await Promise.all(
      [1, 2].map(() =>
        post(`${bookingPath(paid.orderId)}/refund`, op, { item: paid.references[0]!, amount: "300", reason: "race" }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([303, 409]);
    expect(await refundedForItem(paid.itemIds[0]!)).toBe(30000);

    const deps = depsFor(env, ORIGIN);
    const five = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        refundPart(deps, commandActor("test"), {
          orderId: paid.orderId,
          reference: paid.references[0]!,
          amount: 3000,
          reason: "race",
          now: new Date(),
        }),
      ),
    );
    expect(five.filter((o) => o.kind === "refunded")).toHaveLength(3);
    expect(await refundedForItem(paid.itemIds[0]!)).toBe(39000);
    expect(await ledger(paid.paymentId)).toEqual({ captured: 120000, refunded: 39000 });
  });

  it("refuses amounts that are not money, and a missing reason, changing nothing", async () => {
    const paid = await paidOrder();
    const op = await operator();
    for (const fields of [
      { amount: "abc", reason: "x" },
      { amount: "-5", reason: "x" },
      { amount: "0", reason: "x" },
      { amount: "1.234", reason: "x" },
      { amount: "10", reason: "   " },
    ]) {
      const res = await post(`${bookingPath(paid.orderId)}/refund`, op, { item: paid.references[0]!, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    expect(parseAedAmount("١٥٠٫٥")).toBe(15050);
    expect(parseAedAmount("1,250.75")).toBe(125075);
    expect(await auditCount(paid.orderId)).toBe(0);
    expect(await refundedForItem(paid.itemIds[0]!)).toBe(0);
  });
});

describe("cancelling from the console", () => {
  it("needs a fresh passkey check: a stale one is refused and the booking stays as it was", async () => {
    const paid = await paidOrder();
    const op = await operator({ stale: true });
    const res = await post(`${bookingPath(paid.orderId)}/cancel`, op, {
      item: paid.references[0]!,
      fee: "waive",
      reason: "storm",
    });
    expect(res.status).toBe(403);
    const body = await res.text();
    expect(body).toContain('data-testid="ops-step-up"');
    expect(body).toContain(">storm</textarea>");
    expect(await itemStatus(paid.itemIds[0]!)).toBe("confirmed");
    expect(await count("SELECT count(*) AS n FROM cancellations WHERE order_id = ?", paid.orderId)).toBe(0);
    expect(await stockOf(db, paid.slotIds[0]!)).toMatchObject({ sold: 2 });
    expect(await auditCount(paid.orderId)).toBe(0);
  });

  it("with the fee waived, refunds everything captured, returns the seats, emails, and writes one audit entry", async () => {
    const paid = await paidOrder({ items: [{ tiers: [{ days: 30, penaltyPercent: 25 }] }] });
    const op = await operator();
    const res = await post(`${bookingPath(paid.orderId)}/cancel`, op, {
      item: paid.references[0]!,
      fee: "waive",
      reason: "storm warning",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("done=cancelled");
    expect(await itemStatus(paid.itemIds[0]!)).toBe("cancelled");
    expect(
      await db
        .prepare("SELECT penalty, refund, refund_state, cancelled_by FROM cancellations WHERE order_item_id = ?")
        .bind(paid.itemIds[0])
        .first(),
    ).toEqual({ penalty: 0, refund: 40000, refund_state: "refunded", cancelled_by: "operator" });
    expect(await ledger(paid.paymentId)).toEqual({ captured: 40000, refunded: 40000 });
    expect(await stockOf(db, paid.slotIds[0]!)).toMatchObject({ sold: 0 });
    expect(
      await count("SELECT count(*) AS n FROM mail_outbox WHERE order_id = ? AND kind = 'cancellation'", paid.orderId),
    ).toBe(1);
    const entries = await db
      .prepare("SELECT action, reason, after FROM audit_log WHERE order_id = ?")
      .bind(paid.orderId)
      .all<Record<string, string>>();
    expect(entries.results).toHaveLength(1);
    expect(entries.results[0]).toMatchObject({ action: "booking.cancel", reason: "storm warning" });
    expect(JSON.parse(entries.results[0]!.after!)).toMatchObject({ fee: "waive", penalty: 0, refund: 40000 });

    // Again (another tab): nothing changes, no second entry, and nothing is left to refund.
    const again = await post(`${bookingPath(paid.orderId)}/cancel`, op, {
      item: paid.references[0]!,
      fee: "waive",
      reason: "again",
    });
    expect(again.status).toBe(409);
    expect(await auditCount(paid.orderId)).toBe(1);
    expect(
      (await post(`${bookingPath(paid.orderId)}/refund`, op, { item: paid.references[0]!, amount: "1", reason: "x" }))
        .status,
    ).toBe(409);
  });

  it("with the policy's fee keeps it, and needs a reason", async () => {
    const paid = await paidOrder({ items: [{ tiers: [{ days: 30, penaltyPercent: 25 }] }] });
    const op = await operator();
    const page1 = await (await page(bookingPath(paid.orderId), op)).text();
    expect(page1).toMatch(/Keep the policy&#x27;s fee: AED\s?100\.00 \(25%\); AED\s?300\.00 back to the card/);
    const noReason = await post(`${bookingPath(paid.orderId)}/cancel`, op, {
      item: paid.references[0]!,
      fee: "policy",
      reason: "",
    });
    expect(noReason.status).toBe(400);
    expect(await itemStatus(paid.itemIds[0]!)).toBe("confirmed");
    expect(await auditCount(paid.orderId)).toBe(0);
    expect(
      (
        await post(`${bookingPath(paid.orderId)}/cancel`, op, {
          item: paid.references[0]!,
          fee: "policy",
          reason: "asked by phone",
        })
      ).status,
    ).toBe(303);
    expect(
      await db
        .prepare("SELECT penalty, refund FROM cancellations WHERE order_item_id = ?")
        .bind(paid.itemIds[0])
        .first(),
    ).toEqual({
      penalty: 10000,
      refund: 30000,
    });
    expect(await ledger(paid.paymentId)).toMatchObject({ refunded: 30000 });
  });

  it("refunds only what partial refunds left of the item", async () => {
    // A second item, so that the order holds more than this item has left.
    const paid = await paidOrder({ items: [{ price: 20000 }, { price: 40000 }] });
    const op = await operator();
    expect(
      (await post(`${bookingPath(paid.orderId)}/refund`, op, { item: paid.references[0]!, amount: "150", reason: "x" }))
        .status,
    ).toBe(303);
    expect(
      (await post(`${bookingPath(paid.orderId)}/cancel`, op, { item: paid.references[0]!, fee: "waive", reason: "y" }))
        .status,
    ).toBe(303);
    expect(
      await db.prepare("SELECT refund FROM cancellations WHERE order_item_id = ?").bind(paid.itemIds[0]).first(),
    ).toEqual({ refund: 25000 });
    expect(await ledger(paid.paymentId)).toEqual({ captured: 120000, refunded: 40000 });
  });

  it("is refused by the database beyond what partial refunds left, whoever writes it", async () => {
    const paid = await paidOrder();
    const op = await operator();
    expect(
      (await post(`${bookingPath(paid.orderId)}/refund`, op, { item: paid.references[0]!, amount: "150", reason: "x" }))
        .status,
    ).toBe(303);
    const cancellation = (refund: number) =>
      db
        .prepare(
          "INSERT INTO cancellations (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at) VALUES (?, ?, 0, 0, ?, 'pending', 'operator', ?)",
        )
        .bind(paid.itemIds[0], paid.orderId, refund, new Date().toISOString())
        .run();
    await expect(cancellation(25001)).rejects.toThrow(/exceed what was captured/);
    await cancellation(25000);
  });
});

describe("the other actions", () => {
  it("resend the order's email once per click, each with one audit entry, for an operator and the supplier", async () => {
    const supplierId = await newSupplier();
    const paid = await paidOrder({ supplierId });
    const mails = () =>
      count("SELECT count(*) AS n FROM mail_outbox WHERE order_id = ? AND kind = 'confirmation'", paid.orderId);
    const before = await mails();
    const op = await operator();
    const res = await post(`${bookingPath(paid.orderId)}/resend`, op);
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get("location")!)).toContain(`to=${paid.email}`);
    const supplier = await staffMember({ role: "supplier", supplierId });
    expect((await post(`${bookingPath(paid.orderId)}/resend`, supplier)).status).toBe(303);
    expect(await mails()).toBe(before + 2);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE order_id = ? AND action = 'booking.resend_confirmation'",
        paid.orderId,
      ),
    ).toBe(2);
    const notice = await (
      await page(`${bookingPath(paid.orderId)}?done=resent&to=${encodeURIComponent(paid.email)}`, op)
    ).text();
    expect(notice).toContain("The email is on its way to");
  });

  it("change the lead's contact details with what they were and became in one audit entry", async () => {
    const paid = await paidOrder();
    const op = await operator();
    const fields = {
      firstName: "Sara",
      lastName: "Al Mansoori",
      email: "new.address@example.com",
      country: "AE",
      phone: "055 555 1234",
    };
    const res = await post(`${bookingPath(paid.orderId)}/contact`, op, fields);
    expect(res.status).toBe(303);
    const order = (await findOrder(db, paid.orderId))!;
    expect(order.lead).toMatchObject({ email: "new.address@example.com", phone: "+971555551234" });
    const entry = await db
      .prepare("SELECT before, after FROM audit_log WHERE order_id = ? AND action = 'booking.contact'")
      .bind(paid.orderId)
      .first<{ before: string; after: string }>();
    expect(JSON.parse(entry!.before)).toEqual({ email: paid.email, phone: "+971501234567" });
    expect(JSON.parse(entry!.after)).toEqual({ email: "new.address@example.com", phone: "+971555551234" });
    // The same again changes nothing and writes nothing; a bad phone is refused with checkout's words.
    expect((await post(`${bookingPath(paid.orderId)}/contact`, op, fields)).headers.get("location")).toContain(
      "done=unchanged",
    );
    const bad = await post(`${bookingPath(paid.orderId)}/contact`, op, { ...fields, phone: "12" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid phone number for the chosen country code.");
    expect(await auditCount(paid.orderId)).toBe(1);
    const body = await (await page(bookingPath(paid.orderId), op)).text();
    expect(body).toMatch(/data-kind="contact" data-cause="staff"/);
  });
});
