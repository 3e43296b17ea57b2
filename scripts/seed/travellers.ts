// The demo traveller: a verified account with bookings whose dates have passed (to review) and upcoming ones (to see
// on invoices and vouchers, or cancel), paid through the sandbox. Built from the generated catalogue, picked by
// property (a refundable per-person option of a bookable activity), with dates relative to the seed day: every order
// was placed before that day (past ones well before their activity), by an account opened before the first of them.
import type { Row } from "./catalogue.ts";
import { addDays, weekday } from "../../shared/dates.ts";
import { hashPassword } from "../../worker/services/auth/passwords.ts";
import { DEFAULT_TAX } from "../../shared/site-config.ts";
import { sellerSnapshot } from "../../shared/tax-invoice.ts";
import { vatBreakdown } from "../../shared/vat.ts";
import { demoItemReference, demoOrderId, demoPaymentId } from "./ids.ts";

export const DEMO_TRAVELLER = {
  email: "traveller@rihla.example",
  password: "rihla-demo-2026",
  firstName: "Layla",
  lastName: "Haddad",
} as const;
/** Part of the demo fingerprint: change it when the demo traveller's bookings change, so local data is reloaded. */
export const DEMO_TRAVELLER_VERSION = 3;
const USER_ID = "usr_000000000000000000demo01";
/** Days before the seed day of the past bookings (one item each, six activities), and after it of the upcoming ones. */
const PAST_DAYS = [3, 9, 16, 24, 31, 45];
const UPCOMING_DAYS = [2, 20];
/** How many days before its activity each past booking was placed (travellers book a week to a month ahead). */
const PAST_BOOKED_AHEAD = [12, 21, 8, 30, 15, 26];
/** How many days before the seed day each upcoming booking was placed: always before it, never on a later day. */
const UPCOMING_BOOKED_AGO = [4, 11];
/** The account was opened this many days before the seed day, before its oldest booking. */
const ACCOUNT_AGE_DAYS = 400;
const TRAVELLERS = 2;
/** Who travels with the demo traveller, named where an activity asks for every traveller's name. */
const COMPANION = "Karim Haddad";

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
  const optionOf = (activityId: unknown) =>
    tables.options.find((o) => o.activity_id === activityId && adultOnly.has(o.id));
  const candidates = tables.activities
    .filter(
      (a) =>
        a.bookable === 1 &&
        a.supplier_refuses === 0 &&
        a.confirmation === "instant" &&
        policies.get(a.cancellation_policy_id)?.non_refundable === 0,
    )
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
  const invoices: Row[] = [];
  // Sold on our own brand's local site: the demo seller (placeholder TRN), as checkout would have copied it.
  const seller = sellerSnapshot({ ...DEFAULT_TAX })!;

  /** A moment on `date` (UTC), minutes apart per booking so that no two orders share a timestamp. */
  const at = (date: string, n: number, minutes = 0) =>
    new Date(Date.parse(`${date}T09:${String(10 + n).padStart(2, "0")}:00.000Z`) + minutes * 60_000).toISOString();

  /**
   * What checkout would have asked for this booking: both travellers' names where the activity asks for them, and a
   * pick-up point that serves the booked departure where the option collects from hotels (pickups.ts).
   */
  const answersFor = (activity: Row, option: Row, slot: Row): Record<string, unknown> => {
    const asks = JSON.parse(String(activity.questions)) as string[];
    const answers: Record<string, unknown> = {};
    if (asks.includes("traveller_names"))
      answers.travellerNames = [`${DEMO_TRAVELLER.firstName} ${DEMO_TRAVELLER.lastName}`, COMPANION];
    if (asks.includes("pickup_point") && option.pickup_included === 1) {
      const point = tables.pickup_points.find(
        (p) => p.activity_id === activity.id && p.departure_time === slot.start_time,
      );
      if (point) answers.pickupPointId = Number(point.id);
    }
    return answers;
  };

  const book = (n: number, activity: Row, slot: Row, placedOn: string) => {
    const option = optionOf(activity.id)!;
    const orderId = demoOrderId(n);
    const price = Number(slot.price) * TRAVELLERS;
    const placed = at(placedOn, n);
    const paymentId = demoPaymentId(n);
    itemId += 1;
    orders.push({
      id: orderId,
      cart_id: `demo-cart-${n}`,
      idempotency_key: `demo-cart-${n}:1`,
      status: "confirmed",
      payment_mode: "now",
      locale: "en",
      display_currency: "AED",
      lead_first_name: DEMO_TRAVELLER.firstName,
      lead_last_name: DEMO_TRAVELLER.lastName,
      lead_email: DEMO_TRAVELLER.email,
      lead_country: "AE",
      lead_phone: "+971501234567",
      subtotal: price,
      discount: 0,
      total: price,
      promo_code: null,
      provider: "sandbox",
      payment_id: paymentId,
      captured: price,
      refunded: 0,
      hold_expires_at: null,
      created_at: placed,
      updated_at: at(placedOn, n, 2),
      user_id: USER_ID,
      currency: "AED",
      display_rate: 1,
      seller: JSON.stringify(seller),
    });
    const reference = demoItemReference(n);
    items.push({
      id: itemId,
      order_id: orderId,
      position: 0,
      activity_id: activity.id,
      option_id: option.id,
      slot_id: slot.id,
      date: slot.date,
      start_time: slot.start_time,
      counts: JSON.stringify({ adult: TRAVELLERS }),
      extras: "[]",
      travellers: TRAVELLERS,
      price,
      discount: 0,
      status: "confirmed",
      reference,
      supplier_ref: reference,
      answers: JSON.stringify(answersFor(activity, option, slot)),
      decided_at: at(placedOn, n, 1),
    });
    // Its tax invoice, issued as the booking was confirmed; numbered below, in the order they were issued.
    const { lines, totals } = vatBreakdown(
      [
        {
          itemId,
          reference,
          title: { en: String(activity.title_en), ar: String(activity.title_ar) },
          option: { en: String(option.title_en), ar: String(option.title_ar) },
          date: String(slot.date),
          quantity: TRAVELLERS,
          gross: price,
        },
      ],
      seller.rateBp,
    );
    invoices.push({
      series: seller.series,
      kind: "invoice",
      order_id: orderId,
      regime: seller.regime,
      rate_bp: seller.rateBp,
      currency: "AED",
      total: totals.gross,
      vat: totals.vat,
      lines: JSON.stringify(lines),
      seller: JSON.stringify(seller),
      issued_at: at(placedOn, n, 1),
    });
    holds.push({
      order_item_id: itemId,
      slot_id: slot.id,
      seats: TRAVELLERS,
      expires_at: at(placedOn, n, 15),
      state: "sold",
    });
    payments.push({
      id: paymentId,
      idempotency_key: `demo-cart-${n}:1`,
      order_id: orderId,
      amount: price,
      currency: "AED",
      status: "captured",
      review: 0,
      captured: price,
      refunded: 0,
      card_last4: "4242",
      return_url: "/checkout/return",
      cancel_url: "/checkout",
      locale: "en",
      expires_at: at(placedOn, n, 30),
      created_at: placed,
    });
  };

  PAST_DAYS.forEach((days, i) => {
    const activity = picked[i]!;
    const option = optionOf(activity.id)!;
    const runs = tables.availability.filter((s) => s.option_id === option.id);
    const template = runs[0]!;
    // A day the option runs (some close one weekday), on or before `days` ago.
    const open = new Set(runs.map((s) => weekday(String(s.date))));
    let date = addDays(today, -days);
    while (!open.has(weekday(date))) date = addDays(date, -1);
    const slot = { ...template, id: ++slotId, date, sold: TRAVELLERS, held: 0 };
    pastSlots.push(slot);
    book(i + 1, activity, slot, addDays(date, -PAST_BOOKED_AHEAD[i]!));
  });
  UPCOMING_DAYS.forEach((days, i) => {
    const activity = picked[PAST_DAYS.length + i]!;
    const option = optionOf(activity.id)!;
    const from = addDays(today, days);
    const slot = tables.availability
      .filter(
        (s) => s.option_id === option.id && String(s.date) >= from && Number(s.capacity) - Number(s.sold) >= TRAVELLERS,
      )
      .sort(
        (a, b) =>
          String(a.date).localeCompare(String(b.date)) || String(a.start_time).localeCompare(String(b.start_time)),
      )[0];
    if (!slot) throw new Error(`demo traveller: no departure with seats for activity ${activity.id} from ${from}`);
    slot.sold = Number(slot.sold) + TRAVELLERS;
    book(PAST_DAYS.length + i + 1, activity, slot, addDays(today, -UPCOMING_BOOKED_AGO[i]!));
  });

  const password = await hashPassword(DEMO_TRAVELLER.password);
  const created = `${addDays(today, -ACCOUNT_AGE_DAYS)}T08:00:00.000Z`;
  const users: Row[] = [
    {
      id: USER_ID,
      email: DEMO_TRAVELLER.email,
      email_verified_at: created,
      password_hash: password.hash,
      password_salt: password.salt,
      password_iterations: password.iterations,
      first_name: DEMO_TRAVELLER.firstName,
      last_name: DEMO_TRAVELLER.lastName,
      locale: "en",
      created_at: created,
      updated_at: created,
    },
  ];
  return [
    ["availability", pastSlots],
    ["users", users],
    ["orders", orders],
    ["order_items", items],
    ["holds", holds],
    ["sandbox_payments", payments],
    ["tax_documents", numbered(invoices, seller.prefix)],
  ];
}

/** Invoices numbered without a gap in the order they were issued, as the settling batches number them (INV-000001…). */
function numbered(invoices: Row[], prefix: string): Row[] {
  return [...invoices]
    .sort((a, b) => String(a.issued_at).localeCompare(String(b.issued_at)))
    .map((invoice, i) => ({ ...invoice, seq: i + 1, number: `${prefix}-${String(i + 1).padStart(6, "0")}` }));
}
