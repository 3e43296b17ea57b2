// An order's consent to booking updates on WhatsApp (orders.whatsapp_updates, asked at checkout): who owns the order,
// the lead's number, the bookings an account still has to come, and the one conditional statement that changes it.
import type { Locale } from "../../shared/locales.ts";
import { INVOICED_ORDER_STATUSES } from "../../shared/invoice.ts";
import { timeZoneOfCountry } from "../../shared/dates.ts";
import { loc } from "./rows.ts";

/** What deciding on a change needs to know of an order. */
export type OrderConsent = {
  orderId: string;
  userId: string | null;
  leadEmail: string;
  /** E.164, as checkout stored it. */
  phone: string;
  on: boolean;
};

/** An account's booked item (booked, on hold or pay later) whose day has not passed yet, with its order's choice. */
export type UpcomingBookingRow = {
  orderId: string;
  phone: string;
  on: boolean;
  createdAt: string;
  title: string;
  date: string;
  timeZone: string;
};

type ConsentRow = {
  id: string;
  user_id: string | null;
  lead_email: string;
  lead_phone: string;
  whatsapp_updates: number;
};

type UpcomingRow = {
  order_id: string;
  lead_phone: string;
  whatsapp_updates: number;
  created_at: string;
  date: string;
  title_en: string;
  title_ar: string;
  city_country: string;
};

const ORDER_IN = INVOICED_ORDER_STATUSES.map((s) => `'${s}'`).join(", ");
/** Items that are booked or waiting for their supplier (not cancelled, refused or never booked). */
const UPCOMING_ITEM_IN = "'confirmed', 'pending_supplier'";

export async function orderConsent(db: D1Database, orderId: string): Promise<OrderConsent | null> {
  const row = await db
    .prepare("SELECT id, user_id, lead_email, lead_phone, whatsapp_updates FROM orders WHERE id = ?")
    .bind(orderId)
    .first<ConsentRow>();
  return row
    ? {
        orderId: row.id,
        userId: row.user_id,
        leadEmail: row.lead_email,
        phone: row.lead_phone,
        on: row.whatsapp_updates === 1,
      }
    : null;
}

/**
 * The account's booked items dated `fromDate` or later (a day early: the service decides in each activity's own time
 * zone whether the day has passed), newest order first, items in their order's sequence.
 */
export async function upcomingBookingsForUser(
  db: D1Database,
  userId: string,
  fromDate: string,
  locale: Locale,
): Promise<UpcomingBookingRow[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id AS order_id, o.lead_phone, o.whatsapp_updates, o.created_at, i.date, a.title_en, a.title_ar,
         c.country_code AS city_country
       FROM orders o JOIN order_items i ON i.order_id = o.id JOIN activities a ON a.id = i.activity_id
       JOIN cities c ON c.id = a.city_id
       WHERE o.user_id = ? AND o.status IN (${ORDER_IN}) AND i.status IN (${UPCOMING_ITEM_IN}) AND i.date >= ?
       ORDER BY o.created_at DESC, o.id DESC, i.position`,
    )
    .bind(userId, fromDate)
    .all<UpcomingRow>();
  return results.map((r) => ({
    orderId: r.order_id,
    phone: r.lead_phone,
    on: r.whatsapp_updates === 1,
    createdAt: r.created_at,
    title: loc(r, "title", locale),
    date: r.date,
    timeZone: timeZoneOfCountry(r.city_country),
  }));
}

/**
 * Turns the order's WhatsApp updates on or off: changes a row only when the choice is different, the order is
 * `owner`'s (when one is named), and, to turn them on, the order has a number in E.164 form to send them to.
 */
export function setWhatsAppUpdatesStatement(
  db: D1Database,
  change: { orderId: string; on: boolean; owner: string | null },
): D1PreparedStatement {
  const value = change.on ? 1 : 0;
  const owner = change.owner === null ? "" : " AND user_id = ?";
  const phone = change.on ? " AND lead_phone GLOB '+[1-9]*'" : "";
  return db
    .prepare(`UPDATE orders SET whatsapp_updates = ? WHERE id = ? AND whatsapp_updates <> ?${owner}${phone}`)
    .bind(value, change.orderId, value, ...(change.owner === null ? [] : [change.owner]));
}
