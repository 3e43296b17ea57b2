// Booking updates on WhatsApp after checkout (issue 31, consent): a signed-in traveller changes them for their own
// orders from the account page, a guest for the order their signed manage-booking link names. One function changes
// it for both; the notification sender reads the column at the moment it sends, so turning them off stops the next
// message. Email is never affected.
import type { Locale } from "../../shared/locales.ts";
import { addDays, departureStart, todayInGulf } from "../../shared/dates.ts";
import { orderConsent, setWhatsAppUpdatesStatement, upcomingBookingsForUser } from "../db/whatsapp-consent.ts";

/** Who asks: the order's owner signed in, or the holder of the order's manage-booking link (checked by the route). */
export type ConsentActor = { kind: "account"; userId: string } | { kind: "manage_link" };

export type ConsentOutcome =
  /** The choice is now `on` (`changed` false when it already was: a second click or a reload). */
  | { kind: "ok"; on: boolean; changed: boolean }
  /** No such order, or not this account's: the route answers 404, so nothing tells which. */
  | { kind: "not_found" }
  /** Turning on an order with no number to send to (checkout always takes one, so only damaged data). */
  | { kind: "no_phone" };

/** E.164: "+", a country code that does not start with 0, then digits; 8 to 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

export async function setWhatsAppUpdates(
  db: D1Database,
  input: { orderId: string; on: boolean; by: ConsentActor },
): Promise<ConsentOutcome> {
  const order = await orderConsent(db, input.orderId);
  const owner = input.by.kind === "account" ? input.by.userId : null;
  if (!order || (owner !== null && order.userId !== owner)) return { kind: "not_found" };
  if (input.on && !E164.test(order.phone)) return { kind: "no_phone" };
  if (order.on === input.on) return { kind: "ok", on: input.on, changed: false };
  const result = await setWhatsAppUpdatesStatement(db, { orderId: order.orderId, on: input.on, owner }).run();
  // No row changed: another request made the same change in between (the statement only writes a different value).
  return { kind: "ok", on: input.on, changed: result.meta.changes > 0 };
}

/** One order with something still to come, and its choice. */
export type UpcomingConsent = {
  orderId: string;
  on: boolean;
  /** E.164; the route makes it readable. */
  phone: string;
  bookings: { title: string; date: string }[];
};

/** True while the item's day has not ended on its activity's own clock. */
const notPast = (date: string, timeZone: string, now: Date) =>
  departureStart(addDays(date, 1), "00:00", timeZone).getTime() > now.getTime();

/** The account's orders with a booked, on-hold or pay-later item whose date has not passed, newest first. */
export async function upcomingConsents(
  db: D1Database,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<UpcomingConsent[]> {
  const rows = await upcomingBookingsForUser(db, userId, addDays(todayInGulf(now), -1), locale);
  const orders = new Map<string, UpcomingConsent>();
  for (const row of rows) {
    if (!notPast(row.date, row.timeZone, now)) continue;
    const order = orders.get(row.orderId) ?? { orderId: row.orderId, on: row.on, phone: row.phone, bookings: [] };
    order.bookings.push({ title: row.title, date: row.date });
    orders.set(row.orderId, order);
  }
  return [...orders.values()];
}
