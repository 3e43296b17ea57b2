// Durations in the page's language, counted through plural rules, and the sentences a screen reader says for prices,
// start times and totals (dates and numbers are in shared/intl.ts).
import type { TFunction } from "i18next";
import type { PricingUnit } from "../../../shared/catalogue.ts";

/** "3 hours", "ساعتان و30 دقيقة", "يوم واحد": whole days, or hours and minutes, each counted through plural rules. */
export function formatDuration(minutes: number, t: TFunction): string {
  const day = 24 * 60;
  if (minutes >= day && minutes % day === 0) return t("catalogue.days", { count: minutes / day });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return t("catalogue.minutes", { count: m });
  if (!m) return t("catalogue.hours", { count: h });
  // Inside a compound, one hour is "ساعة" (not "ساعة واحدة"): "ساعة و30 دقيقة".
  return t("catalogue.hoursAndMinutes", {
    hours: t("catalogue.hoursInCompound", { count: h }),
    minutes: t("catalogue.minutes", { count: m }),
  });
}

/*
 * Sentences a screen reader says where the page shows a price, a start time or a total in pieces laid out apart
 * (decision 025): each is said once, whole, in the page's language, from the same words the page shows. The amounts
 * come in formatted already (formatMoney / formatMinor), so they are the digits and currency the page shows.
 */

/** "From AED 150 per person": a lowest price and its pricing unit. */
export function fromPriceReading(t: TFunction, price: string, unit: PricingUnit): string {
  return t("catalogue.fromReading", { price, unit: t(`catalogue.unit.${unit}`) });
}

/** "On 3 Dec: AED 120 per person": the price on a listing's chosen day. */
export function priceOnReading(t: TFunction, date: string, price: string, unit: PricingUnit): string {
  return t("catalogue.priceOnReading", { date, price, unit: t(`catalogue.unit.${unit}`) });
}

export type SlotFacts = {
  start: string;
  end: string;
  /** The departure ends on a later day than it starts. */
  nextDay: boolean;
  unit: PricingUnit;
} & ({ price: string; seatsLeft: number | null } | { closed: "soldOut" | "notAvailable" });

/**
 * A start time as one sentence: "15:00 until 21:00, AED 219.00 per person. Only 3 seats left", or "15:00 until 21:00:
 * Sold out". `seatsLeft` is given only where the page shows how few are left.
 */
export function slotReading(t: TFunction, slot: SlotFacts): string {
  const times = { start: slot.start, end: t(slot.nextDay ? "stay.endsAtNextDay" : "stay.endsAt", { time: slot.end }) };
  if ("closed" in slot) return t("booking.slotReadingClosed", { ...times, why: t(`stay.${slot.closed}`) });
  const reading = t("booking.slotReading", { ...times, price: slot.price, unit: t(`catalogue.unit.${slot.unit}`) });
  if (slot.seatsLeft === null) return reading;
  return t("booking.slotReadingSeats", { slot: reading, seats: t("booking.seatsLeft", { count: slot.seatsLeft }) });
}

/** "Total: AED 1,234.50": the total of a booking, a cart or an order, as the page shows it. */
export function totalReading(t: TFunction, amount: string): string {
  return t("booking.totalReading", { amount });
}

/** "Price changed: was AED 200, now AED 219": a cart item priced again since it was added. */
export function priceChangedReading(t: TFunction, was: string, now: string): string {
  return t("cart.priceChangedReading", { old: was, new: now });
}
