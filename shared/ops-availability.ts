// The console's availability section (issue 30): a departure as staff see it, the capacity floor it may not go below,
// the range of days one page lists, the forms' field names and how a typed price becomes minor units.
import { addDays, daysBetween } from "./dates.ts";

/** One departure as the console lists it: stock, price (AED minor units) and whether it is on sale. */
export type OpsDeparture = {
  id: number;
  optionId: number;
  date: string;
  startTime: string;
  capacity: number;
  sold: number;
  /** Seats in holds that have not run out (a lapsed hold is freed by the next change, so it does not count). */
  held: number;
  price: number;
  closed: boolean;
};

/** The least capacity a departure may have: every sold seat and every seat a checkout holds keeps its place. */
export function capacityFloor(d: Pick<OpsDeparture, "sold" | "held">): number {
  return d.sold + d.held;
}

/** The most seats a departure may offer: a bound on a typo (20000 for 200), far above any boat or bus. */
export const MAX_CAPACITY = 5000;
/** The highest price a day may be given, in AED minor units (AED 1,000,000). */
export const MAX_PRICE = 100_000_000;

/** A page lists this many days unless asked for another range, and never more than MAX_RANGE_DAYS. */
export const DEFAULT_RANGE_DAYS = 7;
export const MAX_RANGE_DAYS = 62;

/** The days a page shows: from `from` (never before today) for at most MAX_RANGE_DAYS, a week when `to` is missing. */
export function rangeOf(today: string, from: string | null, to: string | null): { from: string; to: string } {
  const start = from && from > today ? from : today;
  const wanted = to && to >= start ? to : addDays(start, DEFAULT_RANGE_DAYS - 1);
  const last = addDays(start, MAX_RANGE_DAYS - 1);
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings
  return { from: start, to: wanted > last ? last : wanted };
}

/** The same number of days just before and just after a range (the page's "earlier" and "later" links). */
export function neighbourRanges(range: { from: string; to: string }): {
  earlier: { from: string; to: string };
  later: { from: string; to: string };
} {
  const days = daysBetween(range.from, range.to) + 1;
  return {
    earlier: { from: addDays(range.from, -days), to: addDays(range.from, -1) },
    later: { from: addDays(range.to, 1), to: addDays(range.to, days) },
  };
}

/** The console's paths and query parameters for availability. */
export const AVAILABILITY_PATHS = {
  page: "/ops/availability",
  departure: "/ops/availability/departure",
  day: "/ops/availability/day",
  capacity: "/ops/availability/capacity",
  price: "/ops/availability/price",
} as const;

/** What a change's notice says, after the 303 back to the page. */
export const AVAILABILITY_DONE = [
  "closed",
  "opened",
  "dayClosed",
  "dayOpened",
  "capacity",
  "price",
  "unchanged",
] as const;
export type AvailabilityDone = (typeof AVAILABILITY_DONE)[number];

/** Arabic-Indic and Persian digits as Latin ones: what a phone's Arabic keyboard types is read as it is meant. */
export function latinDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** A capacity typed in the form: a whole number from 0 to MAX_CAPACITY, or null. */
export function parseCapacityInput(typed: string): number | null {
  const text = latinDigits(typed.trim());
  if (!/^\d{1,5}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_CAPACITY ? n : null;
}

export type PriceInput = { ok: true; minor: number } | { ok: false; reason: "negative" | "format" | "too_high" };

/**
 * A price typed in AED ("250", "250.5", "1,250.50", "٢٥٠") as fils, exactly: read as text, never through a float.
 * A minus sign is refused as negative; anything else that is not a plain amount with at most two decimals is refused.
 */
export function parsePriceInput(typed: string): PriceInput {
  const text = latinDigits(typed.trim())
    .replace(/[٫]/g, ".")
    .replace(/[,٬\s]/g, "");
  if (/^[-−‐–]/.test(text)) return { ok: false, reason: "negative" };
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, reason: "format" };
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (minor > MAX_PRICE) return { ok: false, reason: "too_high" };
  return { ok: true, minor };
}

/** Minor units as the price field shows them: "250", "250.50" (Latin digits, no grouping, as it is typed back). */
export function priceInputOf(minor: number): string {
  const whole = Math.floor(minor / 100);
  const fils = minor % 100;
  return fils === 0 ? String(whole) : `${whole}.${String(fils).padStart(2, "0")}`;
}
