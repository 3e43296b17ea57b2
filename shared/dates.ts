// Calendar dates in the Gulf's time zone, as YYYY-MM-DD strings (the form D1 stores and URLs carry).
import { zoneOffsetMs } from "./intl.ts";

export const GULF_TIME_ZONE = "Asia/Dubai";

/** Today's date in Dubai: UTC's date four hours on, since UAE time keeps no daylight saving (as departureStart assumes). */
export function todayInGulf(now: Date = new Date()): string {
  return new Date(now.getTime() + GULF_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Gulf time's offset from UTC (the demo's cities are in the UAE, which keeps no daylight saving). */
export const GULF_UTC_OFFSET = "+04:00";
const GULF_UTC_OFFSET_MS = Date.parse("1970-01-01T00:00:00Z") - Date.parse(`1970-01-01T00:00:00${GULF_UTC_OFFSET}`);

/**
 * Each Gulf country keeps one time zone, none with daylight saving: the UAE and Oman are four hours ahead of UTC,
 * Saudi Arabia, Qatar, Bahrain and Kuwait three. An activity's times are its city's wall clock.
 */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  AE: "Asia/Dubai",
  OM: "Asia/Muscat",
  SA: "Asia/Riyadh",
  QA: "Asia/Qatar",
  BH: "Asia/Bahrain",
  KW: "Asia/Kuwait",
};

/** The IANA time zone of a country (ISO 3166-1 alpha-2); the UAE's for one we do not know. */
export function timeZoneOfCountry(country: string): string {
  return COUNTRY_TIME_ZONES[country.toUpperCase()] ?? GULF_TIME_ZONE;
}

/** The instant a departure starts: its date and HH:MM start time on the wall clock of `timeZone` (its city's). */
export function departureStart(date: string, startTime: string, timeZone: string = GULF_TIME_ZONE): Date {
  const wall = Date.parse(`${date}T${startTime.slice(0, 5)}:00Z`);
  return new Date(wall - zoneOffsetMs(timeZone, wall - zoneOffsetMs(timeZone, wall)));
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a YYYY-MM-DD string that names a real day ("2026-02-30" does not). */
export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && addDays(value, 0) === value;
}

/** An instant as the Gulf's wall clock, in the form a datetime-local field takes: "2026-12-03T18:00". */
export function toGulfWallClock(at: Date): string {
  return new Date(at.getTime() + GULF_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as the Gulf's wall clock ("2026-12-03T18:00"), or null when it names no real moment. */
export function fromGulfWallClock(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match || !isCalendarDate(match[1]!)) return null;
  return new Date(Date.parse(`${text}:00Z`) - GULF_UTC_OFFSET_MS);
}
