// Order factories: an order as checkout leaves it (lead traveller, one item on a departure, in the state the test
// names), inserted directly when a test needs an order to exist rather than to go through checkout.
import { activity as makeActivity, departure, type Activity } from "./catalogue.ts";
import { nextSerial, testDb } from "./db.ts";
import type { SellerSnapshot } from "../../shared/tax-invoice.ts";

export type OrderSpec = {
  db?: D1Database;
  /** The departure to book; a new activity's departure unless told. */
  activity?: Pick<Activity, "id" | "optionId">;
  slotId?: number;
  status?: string;
  itemStatus?: string;
  paymentMode?: "now" | "later";
  locale?: "en" | "ar";
  email?: string;
  userId?: string | null;
  cartId?: string;
  /** Travellers on the item (adults), at `price` (AED 200 unless told) in all. */
  seats?: number;
  price?: number;
  /** Holds the seats (availability.held goes up with them) until then, as a checkout in progress does. */
  holdUntil?: Date;
  now?: Date;
  /** The order's id (e.g. an RH-… id the console accepts); TEST-n unless told. */
  id?: string;
  /** The seller snapshotted at checkout (shared/tax-invoice.ts): an order that gets a tax invoice once booked. */
  seller?: SellerSnapshot | null;
};

export type Order = { id: string; reference: string; itemId: number; slotId: number; activityId: number };

export async function order(spec: OrderSpec = {}): Promise<Order> {
  const db = spec.db ?? testDb();
  const n = nextSerial();
  const at = (spec.now ?? new Date()).toISOString();
  const act = spec.activity ?? (await makeActivity({ db }));
  const slotId = spec.slotId ?? (await departure({ db, activity: act, now: spec.now }));
  const slot = (await db
    .prepare("SELECT date, start_time FROM availability WHERE id = ?")
    .bind(slotId)
    .first<{ date: string; start_time: string }>())!;
  const id = spec.id ?? `TEST-${n}`;
  const reference = `REF-${n}`;
  const seats = spec.seats ?? 1;
  const price = spec.price ?? 20000;
  const statements = [
    db
      .prepare(
        `INSERT INTO orders (id, cart_id, idempotency_key, status, payment_mode, locale, display_currency, lead_first_name, lead_last_name,
           lead_email, lead_country, lead_phone, subtotal, total, user_id, created_at, updated_at, seller)
         VALUES (?, ?, ?, ?, ?, ?, 'AED', 'Sara', 'Ali', ?, 'AE', '+971501234567', ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        spec.cartId ?? `cart-${n}`,
        `key-${n}`,
        spec.status ?? "confirmed",
        spec.paymentMode ?? "now",
        spec.locale ?? "en",
        spec.email ?? `sara${n}@example.com`,
        price,
        price,
        spec.userId ?? null,
        at,
        at,
        spec.seller ? JSON.stringify(spec.seller) : null,
      ),
    db
      .prepare(
        `INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, travellers, price, status, reference)
         VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        act.id,
        act.optionId,
        slotId,
        slot.date,
        slot.start_time,
        JSON.stringify({ adult: seats }),
        seats,
        price,
        spec.itemStatus ?? "confirmed",
        reference,
      ),
  ];
  if (spec.holdUntil) {
    statements.push(
      db
        .prepare(
          "INSERT INTO holds (order_item_id, slot_id, seats, expires_at, state) VALUES ((SELECT id FROM order_items WHERE reference = ?), ?, ?, ?, 'active')",
        )
        .bind(reference, slotId, seats, spec.holdUntil.toISOString()),
      db.prepare("UPDATE availability SET held = held + ? WHERE id = ?").bind(seats, slotId),
    );
  }
  await db.batch(statements);
  const item = (await db
    .prepare("SELECT id FROM order_items WHERE reference = ?")
    .bind(reference)
    .first<{ id: number }>())!;
  return { id, reference, itemId: item.id, slotId, activityId: act.id };
}
