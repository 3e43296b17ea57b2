// A day's departures and a departure's manifest as the console shows them (issue 30): which items are booked (the
// manifest's rule, shared/check-in.ts), how many travellers each departure has booked and checked in, and the
// bookings still waiting for a supplier or a payment review, counted apart.
import { bookingStatusOf } from "../../../shared/order.ts";
import { onManifest } from "../../../shared/check-in.ts";
import type { Locale } from "../../../shared/locales.ts";
import {
  departureInScope,
  departuresOn,
  itemsOn,
  itemsOnDeparture,
  type DepartureSlot,
  type ItemState,
  type ManifestItem,
  type SupplierScope,
} from "../../db/ops-departures.ts";

/** What a booked item is to the manifest: on it (booked), waiting (not yet confirmed), or neither. */
export function manifestStateOf(item: ItemState): "booked" | "waiting" | "off" {
  const status = bookingStatusOf(
    { status: item.orderStatus, paymentMode: item.paymentMode },
    { status: item.itemStatus },
    item.othersWaiting,
  );
  if (onManifest(status)) return "booked";
  return status === "awaiting_confirmation" ? "waiting" : "off";
}

export type DepartureSummary = DepartureSlot & {
  /** Travellers on the manifest (booked), of `capacity`. */
  booked: number;
  checkedIn: number;
  /** Bookings of this departure still waiting to be confirmed (not on the manifest). */
  waiting: number;
};

/** The day's departures the scope may see, each with its counts; `withBookings` keeps those with anyone on them. */
export async function departuresOfDay(
  db: D1Database,
  date: string,
  scope: SupplierScope,
  locale: Locale,
): Promise<DepartureSummary[]> {
  const [slots, items] = await Promise.all([departuresOn(db, date, scope, locale), itemsOn(db, date, scope)]);
  const counts = new Map<number, { booked: number; checkedIn: number; waiting: number }>();
  for (const item of items) {
    const state = manifestStateOf(item);
    if (state === "off") continue;
    const count = counts.get(item.slotId) ?? { booked: 0, checkedIn: 0, waiting: 0 };
    if (state === "waiting") count.waiting += 1;
    else {
      count.booked += item.travellers;
      if (item.checkedIn) count.checkedIn += item.travellers;
    }
    counts.set(item.slotId, count);
  }
  return slots.map((slot) => ({ ...slot, booked: 0, checkedIn: 0, waiting: 0, ...counts.get(slot.slotId) }));
}

export type Manifest = {
  departure: DepartureSlot;
  /** The booked items, by the lead's name. */
  items: ManifestItem[];
  booked: number;
  checkedIn: number;
  /** Bookings still waiting for their supplier or their payment's review: not on the list, not checked in. */
  waiting: number;
};

/** A departure's manifest, or null when the scope may not see the departure (or it does not exist). */
export async function manifestOf(
  db: D1Database,
  slotId: number,
  scope: SupplierScope,
  locale: Locale,
): Promise<Manifest | null> {
  const departure = await departureInScope(db, slotId, scope, locale);
  if (!departure) return null;
  const all = await itemsOnDeparture(db, slotId, locale);
  const items = all.filter((item) => manifestStateOf(item) === "booked");
  return {
    departure,
    items,
    booked: items.reduce((sum, item) => sum + item.travellers, 0),
    checkedIn: items.reduce((sum, item) => sum + (item.checkIn ? item.travellers : 0), 0),
    waiting: all.filter((item) => manifestStateOf(item) === "waiting").length,
  };
}
