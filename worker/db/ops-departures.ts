// Departures and check-ins for the console (issue 30): a day's departures, a departure's booked items with their
// answers and check-ins, one booking found by its reference, and the one statement that checks an item in. Every
// read takes the supplier a supplier's staff act for (null: the operator, everything), so another supplier's
// departures and bookings read exactly as ones that do not exist.
import type { Locale } from "../../shared/locales.ts";
import type { ItemStatus, OrderStatus, PaymentMode } from "../../shared/order.ts";
import type { GuestCount } from "../../shared/invoice.ts";
import { timeZoneOfCountry } from "../../shared/dates.ts";
import { loc } from "./rows.ts";

/** Which supplier's data a reader may see: one supplier, or every one (null, the operator). */
export type SupplierScope = number | null;

const SCOPE = "(? IS NULL OR a.supplier_id = ?)";
const scoped = (scope: SupplierScope) => [scope, scope];

/** A departure (availability row) with its activity and option. */
export type DepartureSlot = {
  slotId: number;
  date: string;
  startTime: string;
  capacity: number;
  closed: boolean;
  activityId: number;
  activityTitle: string;
  optionTitle: string;
  supplierId: number | null;
  /** The activity's city's clock, which its start times are on. */
  timeZone: string;
};

type SlotRow = {
  id: number;
  date: string;
  start_time: string;
  capacity: number;
  closed: number;
  activity_id: number;
  title_en: string;
  title_ar: string;
  option_title_en: string;
  option_title_ar: string;
  supplier_id: number | null;
  country_code: string;
};

const SLOT_COLUMNS = `v.id, v.date, v.start_time, v.capacity, v.closed, a.id AS activity_id, a.title_en, a.title_ar,
  o.title_en AS option_title_en, o.title_ar AS option_title_ar, a.supplier_id, c.country_code`;
const SLOT_FROM = `availability v JOIN activities a ON a.id = v.activity_id JOIN options o ON o.id = v.option_id
  JOIN cities c ON c.id = a.city_id`;

const reshapeSlot = (row: SlotRow, locale: Locale): DepartureSlot => ({
  slotId: row.id,
  date: row.date,
  startTime: row.start_time,
  capacity: row.capacity,
  closed: row.closed === 1,
  activityId: row.activity_id,
  activityTitle: loc(row, "title", locale),
  optionTitle: loc(row, "option_title", locale),
  supplierId: row.supplier_id,
  timeZone: timeZoneOfCountry(row.country_code),
});

/** Every departure on `date` the scope may see, by start time then activity. */
export async function departuresOn(
  db: D1Database,
  date: string,
  scope: SupplierScope,
  locale: Locale,
): Promise<DepartureSlot[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SLOT_COLUMNS} FROM ${SLOT_FROM} WHERE v.date = ? AND ${SCOPE}
       ORDER BY v.start_time, a.title_${locale === "ar" ? "ar" : "en"}, o.position, v.id`,
    )
    .bind(date, ...scoped(scope))
    .all<SlotRow>();
  return results.map((row) => reshapeSlot(row, locale));
}

/** One departure, when the scope may see it. */
export async function departureInScope(
  db: D1Database,
  slotId: number,
  scope: SupplierScope,
  locale: Locale,
): Promise<DepartureSlot | null> {
  const row = await db
    .prepare(`SELECT ${SLOT_COLUMNS} FROM ${SLOT_FROM} WHERE v.id = ? AND ${SCOPE}`)
    .bind(slotId, ...scoped(scope))
    .first<SlotRow>();
  return row ? reshapeSlot(row, locale) : null;
}

/** An item's state and its order's, which together say whether it is booked (shared/order.ts bookingStatusOf). */
export type ItemState = {
  itemStatus: ItemStatus;
  orderStatus: OrderStatus;
  paymentMode: PaymentMode;
  /** Another item of the same order still waits for its supplier. */
  othersWaiting: boolean;
};

/** A booked-or-waiting item of a day, for the departures list's counts. */
export type DayItem = ItemState & { slotId: number; travellers: number; checkedIn: boolean };

type StateRow = {
  item_status: ItemStatus;
  order_status: OrderStatus;
  payment_mode: PaymentMode;
  others_waiting: number;
};

const STATE_COLUMNS = `i.status AS item_status, r.status AS order_status, r.payment_mode,
  EXISTS (SELECT 1 FROM order_items x WHERE x.order_id = i.order_id AND x.id <> i.id AND x.status = 'pending_supplier')
    AS others_waiting`;

const reshapeState = (row: StateRow): ItemState => ({
  itemStatus: row.item_status,
  orderStatus: row.order_status,
  paymentMode: row.payment_mode,
  othersWaiting: row.others_waiting === 1,
});

/** Items that hold seats (confirmed, or waiting for their supplier) on `date`'s departures the scope may see. */
export async function itemsOn(db: D1Database, date: string, scope: SupplierScope): Promise<DayItem[]> {
  const { results } = await db
    .prepare(
      `SELECT i.slot_id, i.travellers, ${STATE_COLUMNS}, (k.order_item_id IS NOT NULL) AS checked_in
       FROM availability v JOIN activities a ON a.id = v.activity_id
       JOIN order_items i ON i.slot_id = v.id AND i.status IN ('confirmed', 'pending_supplier')
       JOIN orders r ON r.id = i.order_id LEFT JOIN check_ins k ON k.order_item_id = i.id
       WHERE v.date = ? AND ${SCOPE}`,
    )
    .bind(date, ...scoped(scope))
    .all<StateRow & { slot_id: number; travellers: number; checked_in: number }>();
  return results.map((row) => ({
    ...reshapeState(row),
    slotId: row.slot_id,
    travellers: row.travellers,
    checkedIn: row.checked_in === 1,
  }));
}

/** A check-in as stored, with the name of the staff member who made it. */
export type StoredCheckIn = { at: string; by: string; source: "scan" | "typed"; scanId: string | null };

/** One booked item as the manifest and the check-in read it. */
export type ManifestItem = ItemState & {
  itemId: number;
  reference: string;
  orderId: string;
  slotId: number;
  date: string;
  startTime: string;
  leadName: string;
  leadPhone: string;
  guests: GuestCount[];
  travellers: number;
  travellerNames: string[];
  /** A pick-up point of the activity, or the address and time the traveller typed. */
  pickup: { name: string; time: string } | null;
  note: string;
  checkIn: StoredCheckIn | null;
};

type ItemRow = StateRow & {
  id: number;
  reference: string;
  order_id: string;
  slot_id: number;
  date: string;
  start_time: string;
  counts: string;
  travellers: number;
  answers: string;
  lead_first_name: string;
  lead_last_name: string;
  lead_phone: string;
  point_name_en: string | null;
  point_name_ar: string | null;
  point_time: string | null;
  checked_in_at: string | null;
  checked_in_source: "scan" | "typed" | null;
  checked_in_scan: string | null;
  checker_first: string | null;
  checker_last: string | null;
  checker_email: string | null;
};

// The pick-up point is the one the traveller chose at checkout (answers.pickupPointId), of the item's own activity.
const ITEM_COLUMNS = `i.id, i.reference, i.order_id, i.slot_id, i.date, i.start_time, i.counts, i.travellers, i.answers,
  ${STATE_COLUMNS}, r.lead_first_name, r.lead_last_name, r.lead_phone,
  p.name_en AS point_name_en, p.name_ar AS point_name_ar, p.pickup_time AS point_time,
  k.checked_in_at, k.source AS checked_in_source, k.scan_id AS checked_in_scan,
  u.first_name AS checker_first, u.last_name AS checker_last, u.email AS checker_email`;
const ITEM_FROM = `order_items i JOIN orders r ON r.id = i.order_id JOIN activities a ON a.id = i.activity_id
  LEFT JOIN pickup_points p ON p.id = CAST(json_extract(CASE WHEN json_valid(i.answers) THEN i.answers END, '$.pickupPointId') AS INTEGER)
    AND p.activity_id = i.activity_id
  LEFT JOIN check_ins k ON k.order_item_id = i.id LEFT JOIN users u ON u.id = k.checked_in_by`;

const CATEGORY_ORDER = ["adult", "child", "infant"];

function parsed<T>(raw: string, fallback: T): T {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === "object" ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function reshapeItem(row: ItemRow, locale: Locale): ManifestItem {
  const answers = parsed<Record<string, unknown>>(row.answers, {});
  const counts = parsed<Record<string, unknown>>(row.counts, {});
  const guests = Object.entries(counts)
    .filter((entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > 0)
    .sort(([a], [b]) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b))
    .map(([category, count]) => ({ category, count }));
  const address = text(answers.pickupAddress);
  const pickup =
    row.point_time !== null
      ? { name: loc({ name_en: row.point_name_en, name_ar: row.point_name_ar }, "name", locale), time: row.point_time }
      : address
        ? { name: address, time: text(answers.pickupTime) }
        : null;
  const checker = `${row.checker_first ?? ""} ${row.checker_last ?? ""}`.trim() || (row.checker_email ?? "");
  return {
    ...reshapeState(row),
    itemId: row.id,
    reference: row.reference,
    orderId: row.order_id,
    slotId: row.slot_id,
    date: row.date,
    startTime: row.start_time,
    leadName: `${row.lead_first_name} ${row.lead_last_name}`.trim(),
    leadPhone: row.lead_phone,
    guests,
    travellers: row.travellers,
    travellerNames: Array.isArray(answers.travellerNames) ? answers.travellerNames.map(text).filter(Boolean) : [],
    pickup,
    note: text(answers.note),
    checkIn:
      row.checked_in_at !== null
        ? {
            at: row.checked_in_at,
            by: checker,
            source: row.checked_in_source ?? "typed",
            scanId: row.checked_in_scan,
          }
        : null,
  };
}

/** The items that hold seats on a departure (confirmed, or waiting for their supplier), by lead name. */
export async function itemsOnDeparture(db: D1Database, slotId: number, locale: Locale): Promise<ManifestItem[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM}
       WHERE i.slot_id = ? AND i.status IN ('confirmed', 'pending_supplier')
       ORDER BY r.lead_last_name COLLATE NOCASE, r.lead_first_name COLLATE NOCASE, i.id`,
    )
    .bind(slotId)
    .all<ItemRow>();
  return results.map((row) => reshapeItem(row, locale));
}

/** A booking found by its reference for a check-in, with its departure, when the scope may see it; else null. */
export async function itemByReference(
  db: D1Database,
  reference: string,
  scope: SupplierScope,
  locale: Locale,
): Promise<{ item: ManifestItem; departure: DepartureSlot } | null> {
  const row = await db
    .prepare(
      `SELECT ${ITEM_COLUMNS}, ${SLOT_COLUMNS.replace("v.id,", "v.id AS departure_id,")}
       FROM ${ITEM_FROM} JOIN availability v ON v.id = i.slot_id JOIN options o ON o.id = i.option_id
       JOIN cities c ON c.id = a.city_id
       WHERE i.reference = ? AND ${SCOPE}`,
    )
    .bind(reference, ...scoped(scope))
    .first<ItemRow & Omit<SlotRow, "id"> & { departure_id: number }>();
  if (!row) return null;
  return { item: reshapeItem(row, locale), departure: reshapeSlot({ ...row, id: row.departure_id }, locale) };
}

/** Who checked an item in and when, or null. */
export async function checkInOf(db: D1Database, itemId: number): Promise<StoredCheckIn | null> {
  const row = await db
    .prepare(
      `SELECT k.checked_in_at, k.source, k.scan_id, u.first_name, u.last_name, u.email
       FROM check_ins k LEFT JOIN users u ON u.id = k.checked_in_by WHERE k.order_item_id = ?`,
    )
    .bind(itemId)
    .first<{
      checked_in_at: string;
      source: "scan" | "typed";
      scan_id: string | null;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
    }>();
  if (!row) return null;
  return {
    at: row.checked_in_at,
    by: `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim() || (row.email ?? ""),
    source: row.source,
    scanId: row.scan_id,
  };
}

export type NewCheckIn = {
  itemId: number;
  by: string;
  source: "scan" | "typed";
  scanId: string | null;
};

/**
 * Checks an item in, once: the primary key lets exactly one of any number of racing statements insert (the others
 * change nothing), and only while the item is still confirmed. Batch the audit entry after it, guarded by
 * AFTER_PREVIOUS (db/guards.ts), so a check-in and its entry are written together or not at all.
 */
export function checkInStatement(db: D1Database, check: NewCheckIn, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO check_ins (order_item_id, checked_in_at, checked_in_by, source, scan_id)
       SELECT i.id, ?, ?, ?, ? FROM order_items i WHERE i.id = ? AND i.status = 'confirmed'
       ON CONFLICT (order_item_id) DO NOTHING`,
    )
    .bind(now.toISOString(), check.by, check.source, check.scanId, check.itemId);
}
