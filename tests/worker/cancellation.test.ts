// Self-service cancellation at the service level: one batch records it, cancels the item and returns its seats once;
// the refund goes through the provider once per item (its key), a refused refund is retried; pay later refunds nothing;
// refusals (non-refundable, started, not booked) change nothing; the email says what was kept and what comes back.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import {
  cancelItem,
  quoteItem,
  retryFailedRefunds,
  REFUND_RETRY_HOURS,
  STALLED_REFUND_MINUTES,
} from "../../worker/services/cancellation.ts";
import { departureStart } from "../../shared/dates.ts";
import { FakePaymentProvider, fakeDeps } from "../fixtures/fakes.ts";
import { itemRows, orderRow, stockOf } from "../fixtures/booking-factories.ts";
import { bookedOrder, type Booked } from "./invoices.fixtures.ts";

const db = env.DB;
const HOUR = 3_600_000;
/** `hours` before the item's departure. */
const beforeStart = (booked: Booked, hours: number) =>
  new Date(departureStart(booked.date, booked.startTime).getTime() - hours * HOUR);

async function cancellationRow(itemId: number) {
  return db
    .prepare("SELECT * FROM cancellations WHERE order_item_id = ?")
    .bind(itemId)
    .first<Record<string, unknown>>();
}

/** A provider whose refunds fail until `up` is set. */
class FlakyRefunds extends FakePaymentProvider {
  up = false;
  override async refund(paymentId: string, amount: number, key: string): Promise<void> {
    if (!this.up) throw new Error("the provider refused the refund");
    return super.refund(paymentId, amount, key);
  }
}

describe("cancelling a paid booking", () => {
  it("returns the seats once, refunds once under the item's key, records it and emails the penalty and refund", async () => {
    // 50 % within 3 days, 100 % within a day; cancelled 2 days before: half of AED 400 back.
    const booked = await bookedOrder(db, {
      tiers: [
        [3, 0, 0, 50],
        [1, 0, 0, 100],
      ],
      counts: { adult: 2 },
    });
    const { deps } = booked;
    const before = await stockOf(db, booked.slotId);
    expect(before).toMatchObject({ sold: 2, soldHoldSeats: 2 });
    const now = beforeStart(booked, 48);

    const outcome = await cancelItem(deps, { reference: booked.reference, by: "account", now });
    expect(outcome).toEqual({
      kind: "cancelled",
      orderId: booked.orderId,
      reference: booked.reference,
      penalty: 20000,
      refund: 20000,
      refundState: "refunded",
    });
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 0, soldHoldSeats: 0 });
    expect((await itemRows(db, booked.orderId)).map((i) => i.status)).toEqual(["cancelled"]);
    expect(await cancellationRow(booked.itemId)).toMatchObject({
      order_id: booked.orderId,
      penalty_percent: 50,
      penalty: 20000,
      refund: 20000,
      refund_state: "refunded",
      cancelled_by: "account",
    });
    expect(deps.provider.refunds).toEqual([
      { paymentId: booked.paymentId, amount: 20000, key: `cancel:${booked.reference}` },
    ]);
    expect(await orderRow(db, booked.orderId)).toMatchObject({ captured: 40000, refunded: 20000 });

    const mail = deps.mailer.sent.filter((m) => m.kind === "cancellation");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toMatch(/@example\.com$/);
    expect(mail[0]!.subject).toContain(booked.reference);
    expect(mail[0]!.text).toMatch(/Refund: AED\s200\.00/);
    expect(mail[0]!.html).toContain('data-detail="invoice.penalty"');

    // A second cancel (a double click, another tab) finds it cancelled and changes nothing.
    const again = await cancelItem(deps, { reference: booked.reference, by: "account", now });
    expect(again).toEqual({ kind: "already", orderId: booked.orderId, reference: booked.reference });
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 0, soldHoldSeats: 0 });
    expect(deps.provider.refunds).toHaveLength(1);
    expect(await orderRow(db, booked.orderId)).toMatchObject({ refunded: 20000 });
    expect(deps.mailer.sent.filter((m) => m.kind === "cancellation")).toHaveLength(1);
  });

  it("gives the seats back exactly once when two cancellations race past the quote", async () => {
    const booked = await bookedOrder(db, { counts: { adult: 3 } });
    const now = beforeStart(booked, 24 * 5);
    const [a, b] = await Promise.all([
      cancelItem(booked.deps, { reference: booked.reference, by: "account", now }),
      cancelItem(booked.deps, { reference: booked.reference, by: "account", now }),
    ]);
    expect([a.kind, b.kind].sort()).toEqual(["already", "cancelled"]);
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 0, held: 0 });
    expect(booked.deps.provider.refunds).toHaveLength(1);
    expect(await orderRow(db, booked.orderId)).toMatchObject({ refunded: 60000 });
  });

  it("refunds the amount paid after the promo discount, in full outside every tier", async () => {
    const booked = await bookedOrder(db, { promo: "TENOFF", counts: { adult: 2 } });
    const outcome = await cancelItem(booked.deps, {
      reference: booked.reference,
      by: "account",
      now: beforeStart(booked, 24 * 3),
    });
    expect(outcome).toMatchObject({ kind: "cancelled", penalty: 0, refund: 36000, refundState: "refunded" });
  });

  it("keeps the whole amount at 100 %: nothing goes to the provider, and the email says no refund is due", async () => {
    const booked = await bookedOrder(db, { tiers: [[1, 0, 0, 100]] });
    const outcome = await cancelItem(booked.deps, {
      reference: booked.reference,
      by: "account",
      now: beforeStart(booked, 2),
    });
    expect(outcome).toMatchObject({ kind: "cancelled", penalty: 40000, refund: 0, refundState: "none" });
    expect(booked.deps.provider.refunds).toEqual([]);
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 0 });
    expect(booked.deps.mailer.sent.find((m) => m.kind === "cancellation")!.text).toContain("no refund is due");
  });

  it("marks a refund the provider refuses as failed, tells the traveller it is being handled, and the retry refunds it once", async () => {
    const provider = new FlakyRefunds();
    const booked = await bookedOrder(db, { deps: { ...fakeDeps(db), provider } });
    const now = beforeStart(booked, 24 * 4);
    const outcome = await cancelItem(booked.deps, { reference: booked.reference, by: "account", now });
    expect(outcome).toMatchObject({ kind: "cancelled", refund: 40000, refundState: "failed" });
    expect(await cancellationRow(booked.itemId)).toMatchObject({ refund_state: "failed", refunded_at: null });
    expect(await orderRow(db, booked.orderId)).toMatchObject({ refunded: 0 });
    expect(
      booked.deps.mailer.sent.filter((m) => m.kind === "cancellation" && m.orderId === booked.orderId)[0]!.text,
    ).toContain("being handled by our team");

    expect(await retryFailedRefunds(booked.deps, now)).toBe(0);
    provider.up = true;
    // After a day of refusals the scheduled handler stops calling the provider: operations take it from there.
    expect(
      await retryFailedRefunds(booked.deps, new Date(now.getTime() + (REFUND_RETRY_HOURS * 60 + 1) * 60_000)),
    ).toBe(0);
    expect(await cancellationRow(booked.itemId)).toMatchObject({ refund_state: "failed" });
    expect(await retryFailedRefunds(booked.deps, now)).toBe(1);
    expect(await cancellationRow(booked.itemId)).toMatchObject({ refund_state: "refunded" });
    expect(await orderRow(db, booked.orderId)).toMatchObject({ refunded: 40000 });
    expect(await retryFailedRefunds(booked.deps, now)).toBe(0);
    expect(provider.refunds.filter((r) => r.key === `cancel:${booked.reference}`)).toHaveLength(1);
  });

  it("retries a refund left pending by a request that died, but only once it is stale", async () => {
    const booked = await bookedOrder(db);
    const now = beforeStart(booked, 24 * 4);
    await db
      .prepare(
        "INSERT INTO cancellations (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at) VALUES (?, ?, 0, 0, 40000, 'pending', 'account', ?)",
      )
      .bind(booked.itemId, booked.orderId, now.toISOString())
      .run();
    expect(await retryFailedRefunds(booked.deps, new Date(now.getTime() + (STALLED_REFUND_MINUTES - 1) * 60_000))).toBe(
      0,
    );
    expect(await retryFailedRefunds(booked.deps, new Date(now.getTime() + (STALLED_REFUND_MINUTES + 1) * 60_000))).toBe(
      1,
    );
    expect(booked.deps.provider.refunds).toEqual([
      { paymentId: booked.paymentId, amount: 40000, key: `cancel:${booked.reference}` },
    ]);
  });
});

describe("cancelling a pay-later booking", () => {
  it("returns the seats and records no refund to make (refund state none), with no provider call", async () => {
    const booked = await bookedOrder(db, { paymentMode: "later", tiers: [[2, 0, 0, 50]] });
    expect((await orderRow(db, booked.orderId)).status).toBe("awaiting_payment");
    const outcome = await cancelItem(booked.deps, {
      reference: booked.reference,
      by: "manage_link",
      orderId: booked.orderId,
      now: beforeStart(booked, 24),
    });
    expect(outcome).toMatchObject({ kind: "cancelled", penalty: 20000, refund: 20000, refundState: "none" });
    expect(await cancellationRow(booked.itemId)).toMatchObject({ refund_state: "none", cancelled_by: "manage_link" });
    expect(booked.deps.provider.refunds).toEqual([]);
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 0 });
  });
});

describe("refusals change nothing", () => {
  it("non-refundable, started, another order's proof and an unknown reference", async () => {
    const locked = await bookedOrder(db, { nonRefundable: true });
    expect(
      await cancelItem(locked.deps, { reference: locked.reference, by: "account", now: beforeStart(locked, 24 * 6) }),
    ).toMatchObject({ kind: "refused", reason: "non_refundable" });

    const started = await bookedOrder(db);
    expect(
      await cancelItem(started.deps, { reference: started.reference, by: "account", now: beforeStart(started, 0) }),
    ).toMatchObject({ kind: "refused", reason: "started" });
    expect(
      await cancelItem(started.deps, { reference: started.reference, by: "account", now: beforeStart(started, -1) }),
    ).toMatchObject({ kind: "refused", reason: "started" });

    expect(
      await cancelItem(started.deps, {
        reference: started.reference,
        orderId: locked.orderId,
        by: "manage_link",
        now: beforeStart(started, 24),
      }),
    ).toEqual({ kind: "not_found" });
    expect(await cancelItem(started.deps, { reference: "RB-00000000", by: "account", now: new Date() })).toEqual({
      kind: "not_found",
    });

    for (const booked of [locked, started]) {
      expect((await itemRows(db, booked.orderId)).map((i) => i.status)).toEqual(["confirmed"]);
      expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 2 });
      expect(await cancellationRow(booked.itemId)).toBeNull();
    }
    expect(started.deps.provider.refunds).toEqual([]);
  });

  it("an item that is not booked (awaiting its supplier) is quoted as not cancellable", async () => {
    const booked = await bookedOrder(db);
    await db.prepare("UPDATE order_items SET status = 'pending_supplier' WHERE id = ?").bind(booked.itemId).run();
    expect((await quoteItem(db, booked.reference, new Date()))!.quote).toEqual({ ok: false, reason: "not_booked" });
    expect(
      await cancelItem(booked.deps, { reference: booked.reference, by: "account", now: beforeStart(booked, 24 * 5) }),
    ).toMatchObject({ kind: "refused", reason: "not_booked" });
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 2 });
  });

  it("a confirmed item of an order still on hold (nothing captured yet) waits until the order settles", async () => {
    const booked = await bookedOrder(db);
    await db.prepare("UPDATE orders SET status = 'on_hold', captured = 0 WHERE id = ?").bind(booked.orderId).run();
    const now = beforeStart(booked, 24 * 5);
    expect((await quoteItem(db, booked.reference, now))!.quote).toEqual({ ok: false, reason: "not_booked" });
    expect(await cancelItem(booked.deps, { reference: booked.reference, by: "account", now })).toMatchObject({
      kind: "refused",
      reason: "not_booked",
    });
    expect(await stockOf(db, booked.slotId)).toMatchObject({ sold: 2 });
    expect(booked.deps.provider.refunds).toEqual([]);
  });
});
