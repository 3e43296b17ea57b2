// "When": the dates and party size a traveller is browsing for, and its URL form (?date=…&to=…&guests=…).
import { addDays, isCalendarDate } from "./dates.ts";
import { BOOKING_WINDOW_DAYS } from "./booking-window.ts";

export type When = { from: string; to: string; guests: number };

export const WHEN_MAX_NIGHTS = 14;
export const WHEN_MIN_GUESTS = 1;
export const WHEN_MAX_GUESTS = 20;
export const WHEN_DEFAULT_GUESTS = 2;
/** The query-string names When uses (other code preserving the rest of a query drops these). */
export const WHEN_PARAMS = ["date", "to", "guests"] as const;

/** The first and last day a When may name, from today (in the Gulf). */
export function whenBounds(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, BOOKING_WINDOW_DAYS) };
}

/**
 * Reads `date`, optional `to` and optional `guests` (default 2). No valid `date` in the booking window: no When.
 * A `to` that is not a day, is before `date`, past the window or more than 14 days on is dropped (one day);
 * a `guests` outside 1–20 falls back to the default. Like parseSearchState, edited links never fail.
 */
export function parseWhen(params: URLSearchParams, today: string): When | null {
  const from = params.get("date") ?? "";
  const { min, max } = whenBounds(today);
  if (!isCalendarDate(from) || from < min || from > max) return null;
  const toText = params.get("to") ?? "";
  const to =
    isCalendarDate(toText) && toText >= from && toText <= max && toText <= addDays(from, WHEN_MAX_NIGHTS)
      ? toText
      : from;
  const guestsText = params.get("guests") ?? "";
  const guests =
    /^\d{1,2}$/.test(guestsText) && Number(guestsText) >= WHEN_MIN_GUESTS && Number(guestsText) <= WHEN_MAX_GUESTS
      ? Number(guestsText)
      : WHEN_DEFAULT_GUESTS;
  return { from, to, guests };
}

/** "?date=…&guests=…" (with `&to=…` only for a range); "" without a When. */
export function whenQuery(w: When | null | undefined): string {
  if (!w) return "";
  const params = new URLSearchParams({ date: w.from });
  if (w.to !== w.from) params.set("to", w.to);
  params.set("guests", String(w.guests));
  return `?${params.toString()}`;
}

/** The When's parameters added to a query string (without its leading "?"), e.g. sorts and filters. */
export function withWhen(query: string, w: When | null | undefined): string {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  for (const name of WHEN_PARAMS) params.delete(name);
  if (w) for (const [name, value] of new URLSearchParams(whenQuery(w).slice(1))) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
