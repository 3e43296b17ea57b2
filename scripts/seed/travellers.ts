// The demo traveller: a verified account with bookings whose dates have passed (to review) and upcoming ones (to see
// on invoices and vouchers, or cancel), paid through the sandbox. Built from the generated catalogue, picked by
// property (a refundable per-person option of a bookable activity), with dates relative to the seed day.
import type { Row } from "./catalogue.ts";
import { addDays } from "../../client/lib/dates.ts";
import { hashPassword } from "../../worker/services/auth/passwords.ts";

export const DEMO_TRAVELLER = { email: "traveller@rihla.example", password: "rihla-demo-2026", firstName: "Layla", lastName: "Haddad" } as const;
/** Part of the demo fingerprint: change it when the demo traveller's bookings change, so local data is reloaded. */
export const DEMO_TRAVELLER_VERSION = 1;
const USER_ID = "usr_000000000000000000demo01";
/** Days before the seed day of the past bookings (one item each, six activities), and after it of the upcoming ones. */
const PAST_DAYS = [3, 9, 16, 24, 31, 45];
const UPCOMING_DAYS = [2, 20];
const TRAVELLERS = 2;

type Tables = Record<string, Row[]>;

/** The tables to insert after the catalogue; upcoming bookings take their seats from `tables.availability` in place. */
export async function buildDemoTraveller(tables: Tables, today: string): Promise<[name: string, rows: Row[]][]> {
  const policies = new Map(tables.cancellation_policies.map((p) => [p.id, p]));
  const adultOnly = new Set(
    tables.options
      .filter((o) => o.pricing_unit === "per_person" && Number(o.capacity_per_item) >= TRAVELLERS)
      .map((o) => o.id)
      .filter((id) => tables.option_participants.filter((p) => p.option_id === id).some((p) => p.category === "adult")),
  );
  const optionOf = (activityId: unknown) => tables.options.find((o) => o.activity_id === activityId && adultOnly.has(o.id));
  const candidates = tables.activities
    .filter((a) => a.bookable === 1 && a.supplier_refuses === 0 && a.confirmation === "instant" && policies.get(a.cancellation_policy_id)?.non_refundable === 0)
    .filter((a) => optionOf(a.id))
    .sort((a, b) => Number(a.id) - Number(b.id));
  const wanted = PAST_DAYS.length + UPCOMING_DAYS.length;
  // A catalogue cut down for a test or a benchmark may be too small for them: it gets no demo traveller.
  if (candidates.length < wanted) return [];
  // Spread over the catalogue (different cities and categories), the same ones whatever the day.
  const picked = Array.from({ length: wanted }, (_, i) => candidates[Math.floor((i * candidates.length) / wanted)]!);

  let slotId = Math.max(...tables.availability.map((s) => Number(s.id)));
  let itemId = 0;
  const pastSlots: Row[] = [];
  const orders: Row[] = [];
  const items: Row[] = [];
  const holds: Row[] = [];
  const payments: Row[] = [];

  const book = (n: number, activity: Row, slot: Row) => {
    const option = optionOf(activity.id)!;
    const orderId = `RH-DEMO${String(n).padStart(4, "0")}`;
    const price = Number(slot.price) * TRAVELLERS;
    const placed = `${addDays(String(slot.date), -10 - n)}T09:${String(10 + n).padStart(2, "0")}:00.000Z`;
    const paymentId = `sbx_${"0".repeat(20)}${String(n).padStart(4, "0")}`;
    itemId += 1;
    orders.push({
      id: orderId, cart_id: `demo-cart-${n}`, idempotency_key: `demo-cart-${n}:1`, status: "confirmed", payment_mode: "now", locale: "en",
      display_currency: "AED", lead_first_name: DEMO_TRAVELLER.firstName, lead_last_name: DEMO_TRAVELLER.lastName, lead_email: DEMO_TRAVELLER.email,
      lead_country: "AE", lead_phone: "+971501234567", subtotal: price, discount: 0, total: price, promo_code: null, provider: "sandbox",
      payment_id: paymentId, captured: price, refunded: 0, hold_expires_at: null, created_at: placed, updated_at: placed, user_id: USER_ID,
    });
    items.push({
      id: itemId, order_id: orderId, position: 0, activity_id: activity.id, option_id: option.id, slot_id: slot.id, date: slot.date,
      start_time: slot.start_time, counts: JSON.stringify({ adult: TRAVELLERS }), extras: "[]", travellers: TRAVELLERS, price, discount: 0,
      status: "confirmed", reference: `RB-DEMO${String(n).padStart(4, "0")}`, supplier_ref: `SUP-DEMO${n}`, answers: "{}", decided_at: placed,
    });
    holds.push({ order_item_id: itemId, slot_id: slot.id, seats: TRAVELLERS, expires_at: placed, state: "sold" });
    payments.push({
      id: paymentId, idempotency_key: `demo-cart-${n}:1`, order_id: orderId, amount: price, currency: "AED", status: "captured", review: 0,
      captured: price, refunded: 0, card_last4: "4242", return_url: "/checkout/return", cancel_url: "/checkout", locale: "en", expires_at: placed, created_at: placed,
    });
  };

  PAST_DAYS.forEach((days, i) => {
    const activity = picked[i]!;
    const option = optionOf(activity.id)!;
    const template = tables.availability.find((s) => s.option_id === option.id)!;
    const slot = { ...template, id: ++slotId, date: addDays(today, -days), sold: TRAVELLERS, held: 0 };
    pastSlots.push(slot);
    book(i + 1, activity, slot);
  });
  UPCOMING_DAYS.forEach((days, i) => {
    const activity = picked[PAST_DAYS.length + i]!;
    const option = optionOf(activity.id)!;
    const from = addDays(today, days);
    const slot = tables.availability
      .filter((s) => s.option_id === option.id && String(s.date) >= from && Number(s.capacity) - Number(s.sold) >= TRAVELLERS)
      .sort((a, b) => String(a.date).localeCompare(String(b.date)) || String(a.start_time).localeCompare(String(b.start_time)))[0];
    if (!slot) throw new Error(`demo traveller: no departure with seats for activity ${activity.id} from ${from}`);
    slot.sold = Number(slot.sold) + TRAVELLERS;
    book(PAST_DAYS.length + i + 1, activity, slot);
  });

  const password = await hashPassword(DEMO_TRAVELLER.password);
  const created = `${addDays(today, -60)}T08:00:00.000Z`;
  const users: Row[] = [
    {
      id: USER_ID, email: DEMO_TRAVELLER.email, email_verified_at: created, password_hash: password.hash, password_salt: password.salt,
      password_iterations: password.iterations, first_name: DEMO_TRAVELLER.firstName, last_name: DEMO_TRAVELLER.lastName, locale: "en",
      created_at: created, updated_at: created,
    },
  ];
  return [
    ["availability", pastSlots],
    ["users", users],
    ["orders", orders],
    ["order_items", items],
    ["holds", holds],
    ["sandbox_payments", payments],
  ];
}
