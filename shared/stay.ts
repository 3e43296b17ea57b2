// Stays: an option priced per night or per day booked for several in a row. Its covered days, its end date and its
// span as the cart, checkout, emails and vouchers show it ("3 nights · 12–15 Dec").
import type { TFunction } from "i18next";
import type { PricingUnit } from "./catalogue.ts";
import type { Locale } from "./locales.ts";
import { addDays } from "./dates.ts";
import { dateFormatter } from "./intl.ts";

/** The longest stay one item can book. */
export const MAX_STAY_UNITS = 14;

/** Options whose price is per night or per day can cover several days; the others always cover one departure. */
export const isStayUnit = (unit: PricingUnit): unit is "nightly" | "daily" => unit === "nightly" || unit === "daily";

/** The check-out morning after the last night (nightly), or the last day of hire (daily). */
export function stayEnd(start: string, units: number, unit: PricingUnit): string {
  return addDays(start, unit === "nightly" ? units : Math.max(1, units) - 1);
}

/** "12–15 Dec" / "12–15 ديسمبر": the stay's first and end dates as one range. */
export function formatStayRange(start: string, units: number, unit: PricingUnit, locale: Locale): string {
  const format = dateFormatter(locale, { day: "numeric", month: "short" });
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(`${stayEnd(start, units, unit)}T00:00:00Z`);
  return from.getTime() === to.getTime() ? format.format(from) : format.formatRange(from, to);
}

/** A stay as an item carries it: how many nights or days, which, and the check-out or return date. */
export type Stay = { units: number; unit: "nightly" | "daily"; endDate: string };

/** The item's stay, or null for an item that covers one departure (per person, per item, or one night or day). */
export function stayOf(start: string, units: number, unit: PricingUnit): Stay | null {
  return isStayUnit(unit) && units > 1 ? { units, unit, endDate: stayEnd(start, units, unit) } : null;
}

/**
 * A departure of a nightly or daily option with `run`: the prices of this day and each following consecutive day whose
 * departure (same option and start time) has a unit free, up to MAX_STAY_UNITS; how far a stay from it can go.
 */
export type StayRun = { run?: number[] };

/** The span as text, for emails and plain-text lines. */
export function stayText(t: TFunction, locale: Locale, date: string, stay: Stay): string {
  const length = t(stay.unit === "daily" ? "stay.days" : "stay.nights", { count: stay.units });
  return String(t("stay.span", { length, range: formatStayRange(date, stay.units, stay.unit, locale) }));
}
