// Reads behind invoices, vouchers and cancellation: an account's booked items, one order's invoice with everything
// spec §3 lists, one item's voucher with its supplier, and the cancellation rows (docs/decisions/012-accounts.md).
import type { Locale } from "../../shared/locales.ts";
import { bookingStatusOf, type ItemStatus, type OrderStatus, type PaymentMode } from "../../shared/order.ts";
import {
  INVOICED_ITEM_STATUSES,
  INVOICED_ORDER_STATUSES,
  invoiceIdOf,
  mapHref,
  type CancellationRecord,
  type GuestCount,
  type InvoiceItem,
  type InvoiceRow,
  type RefundState,
  type SupplierContact,
  type VoucherView,
} from "../../shared/invoice.ts";
import type { CancellationPolicy } from "../../shared/catalogue.ts";
import { timeZoneOfCountry } from "../../shared/dates.ts";
import { DEFAULT_BRAND } from "../../shared/site-config.ts";
import type { TaxedInvoiceView } from "../../shared/tax-invoice.ts";
import { loadOrderView } from "./orders.ts";
import { taxDocumentsOf } from "./tax-documents.ts";
import { POLICY_COLUMNS, loc, policyOf, type ExtraRow, type PolicyColumns } from "./rows.ts";

/** A cancellations row's columns (all null from a LEFT JOIN when the item was not cancelled). */
type CancellationColumns = {
  penalty_percent: number | null;
  penalty: number | null;
  refund: number | null;
  refund_state: RefundState | null;
  cancelled_at: string | null;
};

/** An account's booked item as the invoice list reads it. */
type InvoiceListRow = {
  order_id: string;
  created_at: string;
  order_status: OrderStatus;
  payment_mode: PaymentMode;
  reference: string;
  date: string;
  status: ItemStatus;
  price: number;
  discount: number;
  title_en: string;
  title_ar: string;
  refund: number | null;
  others_waiting: number;
};

/** What an invoice adds to an order view's item: its counts, extras, place and cancellation. */
type InvoiceItemRow = CancellationColumns & {
  id: number;
  counts: string;
  extras: string;
  latitude: number;
  longitude: number;
};

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");
const ORDER_IN = list(INVOICED_ORDER_STATUSES);
const ITEM_IN = list(INVOICED_ITEM_STATUSES);
const CATEGORY_ORDER = ["adult", "child", "infant"];

const parse = <T>(raw: string, fallback: T): T => {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
};

function reshapeCancellation(r: CancellationColumns): CancellationRecord | null {
  if (r.cancelled_at == null) return null;
  return {
    penaltyPercent: r.penalty_percent!,
    penalty: r.penalty!,
    refund: r.refund!,
    refundState: r.refund_state!,
    cancelledAt: r.cancelled_at,
  };
}

/** An account's booked items, newest order first (items in their order's sequence); hrefs are left to the route. */
export async function invoiceRowsForUser(
  db: D1Database,
  userId: string,
  locale: Locale,
): Promise<Omit<InvoiceRow, "href">[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id AS order_id, o.created_at, o.status AS order_status, o.payment_mode, i.reference, i.date, i.status, i.price, i.discount,
         a.title_en, a.title_ar, c.refund,
         EXISTS (SELECT 1 FROM order_items s WHERE s.order_id = o.id AND s.id <> i.id AND s.status = 'pending_supplier') AS others_waiting
       FROM orders o JOIN order_items i ON i.order_id = o.id JOIN activities a ON a.id = i.activity_id
       LEFT JOIN cancellations c ON c.order_item_id = i.id
       WHERE o.user_id = ? AND o.status IN (${ORDER_IN}) AND i.status IN (${ITEM_IN})
       ORDER BY o.created_at DESC, o.id DESC, i.position`,
    )
    .bind(userId)
    .all<InvoiceListRow>();
  return results.map((r) => ({
    orderId: r.order_id,
    reference: r.reference,
    purchasedAt: r.created_at,
    title: loc(r, "title", locale),
    date: r.date,
    status: r.status,
    bookingStatus: bookingStatusOf(
      { status: r.order_status, paymentMode: r.payment_mode },
      { status: r.status },
      r.others_waiting === 1,
    ),
    price: r.price - r.discount,
    originalPrice: r.price,
    refund: r.refund ?? null,
  }));
}

/** An order's invoice in `locale` with its owner (for the route's check), or null when it has none (never booked). */
export async function loadInvoice(
  db: D1Database,
  orderId: string,
  locale: Locale,
): Promise<(TaxedInvoiceView & { userId: string | null }) | null> {
  const view = await loadOrderView(db, orderId, locale);
  if (!view || !(INVOICED_ORDER_STATUSES as readonly string[]).includes(view.status)) return null;
  const [extra, extrasCatalogue, taxable] = (await db.batch([
    db
      .prepare(
        `SELECT i.id, i.counts, i.extras, a.latitude, a.longitude, c.penalty_percent, c.penalty, c.refund, c.refund_state, c.cancelled_at
         FROM order_items i JOIN activities a ON a.id = i.activity_id LEFT JOIN cancellations c ON c.order_item_id = i.id WHERE i.order_id = ?`,
      )
      .bind(orderId),
    db
      .prepare(
        "SELECT id, title_en, title_ar, price, unit FROM option_extras WHERE option_id IN (SELECT option_id FROM order_items WHERE order_id = ?)",
      )
      .bind(orderId),
    db.prepare("SELECT seller IS NOT NULL AS taxable FROM orders WHERE id = ?").bind(orderId),
  ])) as [D1Result<InvoiceItemRow>, D1Result<Omit<ExtraRow, "option_id">>, D1Result<{ taxable: number }>];
  const byItem = new Map(extra.results.map((r) => [r.id, r]));
  const extras = new Map(extrasCatalogue.results.map((e) => [e.id, e]));
  const items = view.items
    .filter((item) => (INVOICED_ITEM_STATUSES as readonly string[]).includes(item.status))
    .map((item): InvoiceItem => {
      const row = byItem.get(item.id);
      const counts = row ? parse<Record<string, number>>(row.counts, {}) : {};
      return {
        id: item.id,
        reference: item.reference,
        status: item.status,
        bookingStatus: item.bookingStatus,
        timeZone: item.timeZone,
        title: item.title,
        href: item.href,
        optionTitle: item.optionTitle,
        date: item.date,
        startTime: item.startTime,
        stay: item.stay ?? null,
        address: item.meetingPoint,
        mapHref: mapHref(row?.latitude ?? NaN, row?.longitude ?? NaN),
        pickup: item.pickup,
        travellers: item.travellers,
        guests: guestsOf(counts),
        extras: (row ? parse<number[]>(row.extras, []) : [])
          .map((id) => extras.get(id))
          .filter((e) => e !== undefined)
          .map((e) => {
            const count = e.unit === "per_person" ? item.travellers : 1;
            return { title: loc(e, "title", locale), count, price: e.price * count };
          }),
        price: item.price,
        discount: item.discount,
        cancellation: item.cancellation,
        cancelled: row ? reshapeCancellation(row) : null,
        links: { voucher: null, cancel: null },
      };
    });
  if (items.length === 0) return null;
  const documents = await taxDocumentsOf(db, orderId);
  return {
    orderId: view.id,
    invoiceId: invoiceIdOf(view.id),
    purchasedAt: view.createdAt,
    bookingDate: items.map((i) => i.date).sort()[0]!,
    status: view.status,
    paymentMode: view.paymentMode,
    lead: view.lead,
    items,
    subtotal: view.subtotal,
    discount: view.discount,
    total: view.total,
    refunded: view.refunded,
    userId: view.userId,
    tax: {
      invoice: documents.find((d) => d.kind === "invoice") ?? null,
      creditNotes: documents.filter((d) => d.kind === "credit_note"),
      taxable: taxable.results[0]?.taxable === 1,
      zatcaSvg: null,
      creditNoteHrefs: {},
    },
  };
}

function guestsOf(counts: Record<string, number>): GuestCount[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b))
    .map(([category, count]) => ({ category, count }));
}

/** The order a booking reference (RB-…) belongs to. */
export async function orderIdOfReference(db: D1Database, reference: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT order_id FROM order_items WHERE reference = ?")
    .bind(reference)
    .first<{ order_id: string }>();
  return row?.order_id ?? null;
}

/** The supplier who runs an activity, or the marketplace's own contact when none is recorded. */
export async function supplierOf(db: D1Database, activityId: number, locale: Locale): Promise<SupplierContact> {
  const row = await db
    .prepare(
      "SELECT s.name_en, s.name_ar, s.phone, s.email, s.whatsapp FROM activities a JOIN suppliers s ON s.id = a.supplier_id WHERE a.id = ?",
    )
    .bind(activityId)
    .first<{ name_en: string; name_ar: string; phone: string; email: string; whatsapp: string | null }>();
  if (!row) {
    const c = DEFAULT_BRAND.contact;
    return {
      name: DEFAULT_BRAND.name[locale],
      phone: c.phone,
      email: c.email,
      whatsapp: c.whatsapp ?? null,
      isMarketplace: true,
    };
  }
  return {
    name: loc(row, "name", locale),
    phone: row.phone,
    email: row.email,
    whatsapp: row.whatsapp || null,
    isMarketplace: false,
  };
}

/** One item's voucher, with its order's owner; null for an unknown reference or an item that was never booked. */
export async function loadVoucher(
  db: D1Database,
  reference: string,
  locale: Locale,
): Promise<(VoucherView & { userId: string | null; leadEmail: string }) | null> {
  const orderId = await orderIdOfReference(db, reference);
  const view = orderId ? await loadOrderView(db, orderId, locale) : null;
  const item = view?.items.find((i) => i.reference === reference);
  if (!view || !item || !(INVOICED_ITEM_STATUSES as readonly string[]).includes(item.status)) return null;
  const row = await db
    .prepare(
      "SELECT i.counts, a.latitude, a.longitude FROM order_items i JOIN activities a ON a.id = i.activity_id WHERE i.id = ?",
    )
    .bind(item.id)
    .first<{ counts: string; latitude: number; longitude: number }>();
  return {
    reference,
    orderId: view.id,
    status: item.status,
    bookingStatus: item.bookingStatus,
    timeZone: item.timeZone,
    cancellation: item.cancellation,
    title: item.title,
    optionTitle: item.optionTitle,
    date: item.date,
    startTime: item.startTime,
    stay: item.stay ?? null,
    travellers: item.travellers,
    guests: guestsOf(row ? parse(row.counts, {}) : {}),
    leadName: `${view.lead.firstName} ${view.lead.lastName}`,
    meetingPoint: item.meetingPoint,
    mapHref: mapHref(row?.latitude ?? NaN, row?.longitude ?? NaN),
    pickup: item.pickup,
    supplier: await supplierOf(db, item.activityId, locale),
    userId: view.userId,
    leadEmail: view.lead.email,
  };
}

/** An activity's cancellation policy and its city's time zone (its departures' clock), as the quote reads them. */
export async function cancellationContextOf(
  db: D1Database,
  activityId: number,
): Promise<{ policy: CancellationPolicy; timeZone: string }> {
  const row = await db
    .prepare(
      `SELECT ${POLICY_COLUMNS}, c.country_code FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.id = ?`,
    )
    .bind(activityId)
    .first<PolicyColumns & { country_code: string }>();
  return { policy: policyOf(row ?? {}), timeZone: timeZoneOfCountry(row?.country_code ?? "") };
}

export type RefundToRetry = {
  itemId: number;
  orderId: string;
  reference: string;
  refund: number;
  paymentId: string | null;
};

/** Refunds the provider refused, and refunds left pending since before `stalledBefore` (their request died). */
export async function refundsToRetry(
  db: D1Database,
  stalledBefore: Date,
  givenUpBefore: Date,
  limit = 50,
): Promise<RefundToRetry[]> {
  const { results } = await db
    .prepare(
      `SELECT c.order_item_id, c.order_id, c.refund, i.reference, o.payment_id FROM cancellations c
       JOIN order_items i ON i.id = c.order_item_id JOIN orders o ON o.id = c.order_id
       WHERE c.cancelled_at > ?2 AND (c.refund_state = 'failed' OR (c.refund_state = 'pending' AND c.cancelled_at <= ?1))
       ORDER BY c.cancelled_at LIMIT ?3`,
    )
    .bind(stalledBefore.toISOString(), givenUpBefore.toISOString(), limit)
    .all<{ order_item_id: number; order_id: string; refund: number; reference: string; payment_id: string | null }>();
  return results.map((r) => ({
    itemId: r.order_item_id,
    orderId: r.order_id,
    reference: r.reference,
    refund: r.refund,
    paymentId: r.payment_id ?? null,
  }));
}

/** The order a manage-booking request names (an order id RH-… or a booking reference RB-…), with its lead's email. */
export async function orderForManageRequest(
  db: D1Database,
  reference: string,
): Promise<{ orderId: string; email: string; locale: Locale } | null> {
  const row = await db
    .prepare(
      `SELECT id, lead_email, locale FROM orders WHERE status IN (${ORDER_IN})
       AND id = (CASE WHEN ?1 LIKE 'RB-%' THEN (SELECT order_id FROM order_items WHERE reference = ?1) ELSE ?1 END)`,
    )
    .bind(reference)
    .first<{ id: string; lead_email: string; locale: string }>();
  return row ? { orderId: row.id, email: row.lead_email, locale: row.locale === "ar" ? "ar" : "en" } : null;
}
