// The console's bookings, read (issue 30): the search box read as a reference, an order id, an email, a phone number
// (any way people write one, normalised to E.164) or a date; and one order as its booking page shows it, limited to a
// supplier's own items for the supplier role (an order with none of them is not found), with its timeline.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { Locale } from "../../../shared/locales.ts";
import type { StaffView } from "../../../shared/staff.ts";
import { isCalendarDate } from "../../../shared/dates.ts";
import { isEmail } from "../../../shared/checkout-fields.ts";
import {
  SEARCH_LIMIT,
  type BookingQuery,
  type BookingSearchRow,
  type ForcedCancelQuote,
  type OpsBookingItem,
  type OpsBookingView,
  type TimelineEntry,
} from "../../../shared/ops-bookings.ts";
import { findOrder, loadOrderView } from "../../db/orders.ts";
import { auditForOrder } from "../../db/audit-log.ts";
import {
  bookingExtras,
  itemRefunds,
  itemSuppliers,
  peopleByIds,
  searchOrders,
  timelineSources,
} from "../../db/ops-bookings.ts";
import { forcedQuote, quoteItem } from "../cancellation.ts";
import { readablePhone } from "../checkout-form.ts";
import { buildTimeline } from "./booking-timeline.ts";

/** The phone region a number without its country code is read in: the marketplace's home. */
const HOME_REGION = "AE";

/** Arabic-Indic digits (as an Arabic keyboard types them) as Latin ones. */
const latinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** A phone number as people write it ("+971 50 123 4567", "00971501234567", "050 123 4567"), in E.164; else null. */
export function phoneQuery(text: string): string | null {
  const typed = latinDigits(text).trim().replace(/^00/, "+");
  const tries = typed.startsWith("+") ? [typed] : [typed, `+${typed}`];
  for (const attempt of tries) {
    const parsed = parsePhoneNumberFromString(attempt, HOME_REGION);
    if (parsed?.isValid()) return parsed.number as string;
  }
  return null;
}

export type ReadSearch = { queries: BookingQuery[]; problem: "phone" | "date" | null };

/** What the search box and the date field ask for; a phone or date that cannot be one is a problem to say. */
export function readSearch(text: string, date: string): ReadSearch {
  const queries: BookingQuery[] = [];
  let problem: ReadSearch["problem"] = null;
  const typed = latinDigits(text).trim();
  const day = latinDigits(date).trim();
  if (day) {
    if (isCalendarDate(day)) queries.push({ kind: "date", value: day });
    else problem = "date";
  }
  if (typed) {
    const upper = typed.toUpperCase();
    if (typed.includes("@")) queries.push({ kind: "email", value: isEmail(typed) ? typed.toLowerCase() : typed });
    else if (/^\d{4}-\d{2}-\d{2}$/.test(typed)) {
      if (isCalendarDate(typed)) queries.push({ kind: "date", value: typed });
      else problem = "date";
    } else if (/^RH-/.test(upper)) queries.push({ kind: "order", value: upper });
    else if (/^RB-/.test(upper)) queries.push({ kind: "reference", value: upper });
    else if (/^[+\d\s().-]+$/.test(typed) && typed.replace(/\D/g, "").length >= 6) {
      const phone = phoneQuery(typed);
      if (phone) queries.push({ kind: "phone", value: phone });
      else problem = "phone";
    } else queries.push({ kind: "text", value: upper });
  }
  return { queries, problem };
}

/** Orders matching the search, newest first; a supplier finds only orders with their items, and sees only those. */
export function findBookings(
  db: D1Database,
  staff: StaffView,
  queries: BookingQuery[],
  locale: Locale,
): Promise<BookingSearchRow[]> {
  return searchOrders(db, queries, staff.role === "supplier" ? staff.supplierId : null, locale, SEARCH_LIMIT);
}

/** The items of `orderId` the staff member may see; null when none (an unknown order, or none of a supplier's). */
export async function visibleItemIds(db: D1Database, staff: StaffView, orderId: string): Promise<Set<number> | null> {
  const suppliers = await itemSuppliers(db, orderId);
  const visible = [...suppliers]
    .filter(
      ([, supplierId]) => staff.role === "operator" || (staff.role === "supplier" && supplierId === staff.supplierId),
    )
    .map(([id]) => id);
  return visible.length > 0 ? new Set(visible) : null;
}

export type BookingPageData = { booking: OpsBookingView; timeline: TimelineEntry[] };

const nameOf = (answers: Record<string, unknown>, key: string) =>
  typeof answers[key] === "string" && answers[key] ? (answers[key] as string) : null;
const CATEGORY_ORDER = ["adult", "child", "infant"];

/** The order as its booking page shows it to this staff member, with its timeline; null when they may not see it. */
export async function loadBooking(
  db: D1Database,
  staff: StaffView,
  orderId: string,
  locale: Locale,
  now: Date,
): Promise<BookingPageData | null> {
  const visible = await visibleItemIds(db, staff, orderId);
  if (!visible) return null;
  const [order, view, extras, refunds, sources, audit] = await Promise.all([
    findOrder(db, orderId),
    loadOrderView(db, orderId, locale),
    bookingExtras(db, orderId, locale),
    itemRefunds(db, orderId),
    timelineSources(db, orderId),
    auditForOrder(db, orderId),
  ]);
  if (!view || !order) return null;
  const whole = staff.role === "operator";
  const extraOf = new Map(extras.map((e) => [e.itemId, e]));
  const items: OpsBookingItem[] = [];
  for (const item of view.items) {
    const extra = extraOf.get(item.id);
    if (!visible.has(item.id) || !extra) continue;
    const answers = extra.answers;
    items.push({
      id: item.id,
      reference: item.reference,
      // The built-in connector's reference is the booking's own: only another system's says something new.
      supplierRef: extra.supplierRef === item.reference ? null : extra.supplierRef,
      supplierName: extra.supplierName,
      title: item.title,
      optionTitle: item.optionTitle,
      date: item.date,
      startTime: item.startTime,
      timeZone: item.timeZone,
      stay: item.stay ?? null,
      travellers: item.travellers,
      guests: Object.entries(extra.counts)
        .filter(([, count]) => count > 0)
        .sort(([a], [b]) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b))
        .map(([category, count]) => ({ category, count })),
      price: item.price,
      discount: item.discount,
      status: item.status,
      bookingStatus: item.bookingStatus,
      pickup: item.pickup,
      answers: {
        travellerNames: Array.isArray(answers.travellerNames)
          ? answers.travellerNames.filter((n): n is string => typeof n === "string")
          : [],
        pickupAddress: nameOf(answers, "pickupAddress"),
        pickupTime: nameOf(answers, "pickupTime"),
        note: nameOf(answers, "note"),
      },
      checkIn: extra.checkIn,
      cancellation: extra.cancellation,
      refunds: refunds.filter((r) => r.itemId === item.id).map(({ itemId: _item, ...r }) => r),
      captured: extra.money.captured,
      refundable: extra.money.refundable,
      cancelQuote:
        whole && item.status === "confirmed"
          ? await cancelQuoteOf(db, item.reference, now, extra.money.refundable)
          : null,
    });
  }
  const mine = (sum: (i: OpsBookingItem) => number) => items.reduce((total, i) => total + sum(i), 0);
  const booking: OpsBookingView = {
    id: view.id,
    status: view.status,
    paymentMode: view.paymentMode,
    locale: view.locale,
    placedAt: view.createdAt,
    lead: view.lead,
    readablePhone: readablePhone(view.lead.phone),
    whatsappUpdates: order.whatsappUpdates,
    provider: whole ? order.provider : null,
    paymentId: whole ? order.paymentId : null,
    subtotal: whole ? view.subtotal : mine((i) => i.price),
    discount: whole ? view.discount : mine((i) => i.discount),
    total: whole ? view.total : mine((i) => i.price - i.discount),
    captured: whole ? view.captured : mine((i) => i.captured),
    refunded: whole ? view.refunded : mine((i) => i.captured - i.refundable),
    shownTotal: whole ? view.shownTotal : null,
    promoCode: whole ? order.promoCode : null,
    items,
    whole,
  };
  const people = await peopleByIds(db, [...audit.map((a) => a.actor), ...sources.checkIns.map((c) => c.byId)]);
  const timeline = buildTimeline({
    sources,
    audit,
    people,
    items: new Map(view.items.map((i) => [i.id, { reference: i.reference, visible: visible.has(i.id) }])),
    extras,
    refunds,
    whole,
  });
  return { booking, timeline };
}

/**
 * What cancelling the item from the console costs now, with the policy's fee and with it waived; what goes back to the
 * card is capped as the cancellation caps it (what may still be refunded of the item).
 */
async function cancelQuoteOf(
  db: D1Database,
  reference: string,
  now: Date,
  refundable: number,
): Promise<ForcedCancelQuote | null> {
  const quoted = await quoteItem(db, reference, now);
  if (!quoted) return null;
  const withFee = forcedQuote(quoted, false);
  const waived = forcedQuote(quoted, true);
  if (!withFee || !waived) return null;
  return {
    penaltyPercent: withFee.penaltyPercent,
    penalty: withFee.penalty,
    refundWithFee: withFee.refundToCard ? Math.min(withFee.refund, refundable) : 0,
    refundWaived: waived.refundToCard ? Math.min(waived.refund, refundable) : 0,
    policyRefuses: quoted.quote.ok ? null : quoted.quote.reason === "non_refundable" ? "non_refundable" : "started",
  };
}
