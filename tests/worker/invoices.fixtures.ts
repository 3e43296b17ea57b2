// Booked orders for the invoice, voucher, cancellation and manage-booking tests: a departure, a cart, checkout through
// the fake provider (paid now or later), with the account, policy, promo, extras and pick-up each test asks for.
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { fakeDeps, type FakeDeps } from "../fixtures/fakes.ts";
import { makeCart, makeDeparture, makePromo, startInput } from "../fixtures/booking-factories.ts";
import type { CheckoutInput } from "../../worker/services/checkout-form.ts";
import type { Counts } from "../../shared/booking-math.ts";
import type { SiteTax } from "../../shared/site-config.ts";

export type BookedSpec = {
  userId?: string | null;
  paymentMode?: "now" | "later";
  locale?: "en" | "ar";
  email?: string;
  counts?: Counts;
  price?: number;
  daysAhead?: number;
  /** Tiers of the activity's policy (days, hours, minutes, percent), replacing the factory's. */
  tiers?: [number, number, number, number][];
  nonRefundable?: boolean;
  promo?: string;
  withExtras?: boolean;
  pickup?: boolean;
  supplier?: { name: string; phone: string; email: string; whatsapp: string | null };
  deps?: FakeDeps;
  /** The site's tax settings at checkout (its seller on the tax invoice); none: an order without a tax invoice. */
  tax?: SiteTax | null;
};

export type Booked = {
  orderId: string;
  reference: string;
  itemId: number;
  slotId: number;
  activityId: number;
  paymentId: string | null;
  deps: FakeDeps;
  date: string;
  startTime: string;
};

let serial = 0;

export async function bookedOrder(db: D1Database, spec: BookedSpec = {}, now = new Date()): Promise<Booked> {
  serial += 1;
  const deps = spec.deps ?? fakeDeps(db, () => now);
  const { activity, slotId } = await makeDeparture(
    db,
    {
      questions: spec.pickup ? ["pickup_point"] : ["note"],
      pickupPoints: spec.pickup ? [["Hotel lobby", "07:15"]] : undefined,
    },
    { capacity: 10, price: spec.price ?? 20000, daysAhead: spec.daysAhead ?? 7 },
    now,
  );
  const setup: D1PreparedStatement[] = [];
  if (spec.tiers) {
    setup.push(
      db
        .prepare(
          "DELETE FROM cancellation_tiers WHERE policy_id = (SELECT cancellation_policy_id FROM activities WHERE id = ?)",
        )
        .bind(activity.activityId),
    );
    for (const [d, h, m, p] of spec.tiers) {
      setup.push(
        db
          .prepare(
            "INSERT INTO cancellation_tiers (policy_id, days, hours, minutes, penalty_percent) SELECT cancellation_policy_id, ?, ?, ?, ? FROM activities WHERE id = ?",
          )
          .bind(d, h, m, p, activity.activityId),
      );
    }
  }
  if (spec.nonRefundable)
    setup.push(
      db
        .prepare(
          "UPDATE cancellation_policies SET non_refundable = 1 WHERE id = (SELECT cancellation_policy_id FROM activities WHERE id = ?)",
        )
        .bind(activity.activityId),
    );
  if (spec.supplier) {
    const s = spec.supplier;
    setup.push(
      db
        .prepare("INSERT INTO suppliers (name_en, name_ar, phone, email, whatsapp) VALUES (?, ?, ?, ?, ?)")
        .bind(s.name, `${s.name} (ar)`, s.phone, s.email, s.whatsapp),
      db.prepare("UPDATE activities SET supplier_id = last_insert_rowid() WHERE id = ?").bind(activity.activityId),
    );
  }
  if (setup.length) await db.batch(setup);
  if (spec.promo) await makePromo(db, { code: spec.promo, kind: "percent", value: 10 }, now);
  const cartId = await makeCart(
    db,
    [
      {
        slotId,
        counts: spec.counts ?? { adult: 2 },
        extras: spec.withExtras ? [activity.extraPerPerson, activity.extraPerItem] : [],
      },
    ],
    now,
  );
  if (spec.promo) await db.prepare("UPDATE carts SET promo_code = ? WHERE id = ?").bind(spec.promo, cartId).run();
  const form: Partial<CheckoutInput> = {
    paymentMode: spec.paymentMode ?? "now",
    lead: {
      firstName: "Sara",
      lastName: "Al Mansoori",
      email: spec.email ?? `sara${serial}@example.com`,
      country: "AE",
      phone: "+971501234567",
    },
  };
  if (spec.pickup) {
    const cartItem = await db
      .prepare("SELECT id FROM cart_items WHERE cart_id = ?")
      .bind(cartId)
      .first<{ id: number }>();
    form.answers = { [cartItem!.id]: { pickupPointId: activity.pickupPointIds[0] } } as CheckoutInput["answers"];
  }
  const started = await startCheckout(deps, {
    ...startInput(cartId, now, form, spec.locale ?? "en"),
    userId: spec.userId ?? null,
    tax: spec.tax ?? null,
  });
  let paymentId: string | null = null;
  if (started.kind === "payment") {
    paymentId = [...deps.provider.payments.values()].find((p) => p.input.orderId === started.orderId)!.id;
    await returnFromPayment(deps, deps.provider.returnFor(paymentId, "authorized"), now);
  } else if (started.kind !== "result") throw new Error(`checkout did not start: ${JSON.stringify(started)}`);
  const orderId = started.orderId;
  const item = await db
    .prepare("SELECT id, reference, status, date, start_time FROM order_items WHERE order_id = ?")
    .bind(orderId)
    .first<Record<string, unknown>>();
  if (item?.status !== "confirmed") throw new Error(`the test order's item is ${String(item?.status)}`);
  return {
    orderId,
    reference: String(item.reference),
    itemId: Number(item.id),
    slotId,
    activityId: activity.activityId,
    paymentId,
    deps,
    date: String(item.date),
    startTime: String(item.start_time),
  };
}
