// Add to calendar (issue 32): a booking as an iCalendar event (RFC 5545; the voucher's .ics and the confirmation
// email's attachment) and as a Google Calendar link. Pure: the worker gives it the booking's facts and the words.
//
// RFC 5545 essentials kept here: lines end with CRLF and are folded at 75 octets (never inside a UTF-8 sequence, the
// continuation's leading space counted); TEXT values escape \ ; , and newlines; VERSION, PRODID, and on each VEVENT a
// UID and a UTC DTSTAMP. Times carry the activity's TZID with a VTIMEZONE: Gulf zones have no daylight saving, so
// one STANDARD block; a zone whose offset changes over the year falls back to UTC times.
import type { TFunction } from "i18next";
import { addDays, departureStart } from "./dates.ts";
import { zoneOffsetMs } from "./intl.ts";
import type { Stay } from "./stay.ts";

/** An all-day date ("2026-12-04") or a wall-clock time in the event's zone ("2026-12-04" at "15:00"). */
export type CalendarMoment = { date: string; time: string | null };

export type CalendarEvent = {
  /** Unique and stable for the booking: "RB-XXXXXXXX@hostname". */
  uid: string;
  summary: string;
  start: CalendarMoment;
  /** For an all-day event, the day after the last day (exclusive), as RFC 5545 and Google read it. */
  end: CalendarMoment;
  timeZone: string;
  location: string;
  geo: { lat: number; lon: number } | null;
  description: string;
  /** Absolute: the voucher's keyed link. */
  url: string;
};

/** What a booked item says about itself, as the voucher and the order's email know it. */
export type CalendarBooking = {
  reference: string;
  title: string;
  optionTitle: string;
  date: string;
  startTime: string;
  timeZone: string;
  stay?: Stay | null;
  travellers: number;
  pickup: { name: string; time: string } | null;
  meetingPoint: string;
  /** The option's duration (options.duration_minutes). */
  durationMinutes: number;
  geo: { lat: number; lon: number } | null;
  /** The voucher's absolute link (keyed, so it opens without an account). */
  voucherUrl: string;
};

export const ICS_TYPE = "text/calendar; charset=utf-8";
/** The type of an emailed calendar file: some clients look for the method in the type, Outlook in the body. */
export const ICS_MAIL_TYPE = `${ICS_TYPE}; method=PUBLISH`;
export const PRODID = "-//Rihla//Bookings//EN";

const pad = (n: number) => String(n).padStart(2, "0");
const compactDate = (date: string) => date.replaceAll("-", "");

/** "YYYYMMDDTHHMMSS" of a UTC-based Date's fields (a wall clock shifted into UTC, or UTC itself). */
const stamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** The wall clock of `timeZone` at `instant`, as "YYYYMMDDTHHMMSS". */
const wallClock = (instant: Date, timeZone: string) =>
  stamp(new Date(instant.getTime() + zoneOffsetMs(timeZone, instant.getTime())));

/** The zone's one fixed offset in minutes, or null when it changes over the year (daylight saving). */
export function fixedOffsetMinutes(timeZone: string, year = 2026): number | null {
  const january = zoneOffsetMs(timeZone, Date.UTC(year, 0, 15));
  const july = zoneOffsetMs(timeZone, Date.UTC(year, 6, 15));
  return january === july ? Math.round(january / 60_000) : null;
}

/** "+0400" / "-0330". */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** A booking as an event: the pick-up time (else the departure's) to the departure's end; a stay as whole days. */
export function bookingEvent(booking: CalendarBooking, hostname: string, t: TFunction): CalendarEvent {
  const k = (key: string, values: Record<string, unknown> = {}) => String(t(`travelDocs.calendar.${key}`, values));
  const lines = [
    k("reference", { reference: booking.reference }),
    `${booking.optionTitle} · ${k("travellers", { count: booking.travellers })}`,
    booking.pickup
      ? k("pickup", { name: booking.pickup.name, time: booking.pickup.time })
      : k("meetingPoint", { place: booking.meetingPoint }),
    k("showVoucher", { url: booking.voucherUrl }),
  ];
  let start: CalendarMoment;
  let end: CalendarMoment;
  if (booking.stay) {
    start = { date: booking.date, time: null };
    // Nightly: the check-out day is the exclusive end; daily: the day after the last day of hire.
    const last = booking.stay.unit === "nightly" ? booking.stay.endDate : addDays(booking.stay.endDate, 1);
    end = { date: last, time: null };
  } else {
    const departs = departureStart(booking.date, booking.startTime, booking.timeZone);
    const from = booking.pickup ? departureStart(booking.date, booking.pickup.time, booking.timeZone) : departs;
    let until = new Date(departs.getTime() + Math.max(0, booking.durationMinutes) * 60_000);
    // A pick-up after the departure's end (bad data) or no duration: an hour from the start, never an empty event.
    if (until.getTime() <= from.getTime()) until = new Date(from.getTime() + 60 * 60_000);
    start = momentOf(from, booking.timeZone);
    end = momentOf(until, booking.timeZone);
  }
  return {
    uid: `${booking.reference}@${hostname}`,
    summary: booking.title,
    start,
    end,
    timeZone: booking.timeZone,
    location: booking.pickup ? booking.pickup.name : booking.meetingPoint,
    geo: booking.geo,
    description: lines.join("\n"),
    url: booking.voucherUrl,
  };
}

/** An instant as the date and HH:MM of `timeZone`'s wall clock. */
function momentOf(instant: Date, timeZone: string): CalendarMoment {
  const wall = wallClock(instant, timeZone);
  return {
    date: `${wall.slice(0, 4)}-${wall.slice(4, 6)}-${wall.slice(6, 8)}`,
    time: `${wall.slice(9, 11)}:${wall.slice(11, 13)}`,
  };
}

/** TEXT as RFC 5545 §3.3.11 escapes it: backslash first, then ; , and newlines (CR dropped). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r/g, "")
    .replace(/\n/g, "\\n");
}

const encoder = new TextEncoder();

/** One content line folded at 75 octets (§3.1): CRLF and a space before each continuation, never mid-character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // A TEXT escape (a backslash and its character) stays on one line: some readers do not unfold inside one.
  for (const [char] of line.matchAll(/\\.|[\s\S]/gu)) {
    const size = encoder.encode(char).byteLength;
    // The first physical line holds 75 octets; each continuation starts with a space, so holds 74 more.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** DTSTART / DTEND of a moment: a DATE for an all-day event, else the zone's wall clock (or UTC when it has DST). */
function timeProperty(name: "DTSTART" | "DTEND", moment: CalendarMoment, timeZone: string): string {
  if (moment.time === null) return `${name};VALUE=DATE:${compactDate(moment.date)}`;
  if (fixedOffsetMinutes(timeZone) === null)
    return `${name}:${stamp(departureStart(moment.date, moment.time, timeZone))}Z`;
  return `${name};TZID=${timeZone}:${compactDate(moment.date)}T${moment.time.replace(":", "").slice(0, 4)}00`;
}

/** A VTIMEZONE for a zone without daylight saving: one STANDARD block at its fixed offset. */
export function vtimezone(timeZone: string): string[] {
  const minutes = fixedOffsetMinutes(timeZone);
  if (minutes === null) return [];
  const offset = offsetText(minutes);
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset.slice(0, 3)}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

/** One VEVENT's content lines (unfolded). */
export function icsEvent(e: CalendarEvent, stampedAt: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${stamp(stampedAt)}Z`,
    timeProperty("DTSTART", e.start, e.timeZone),
    timeProperty("DTEND", e.end, e.timeZone),
    `SUMMARY:${escapeText(e.summary)}`,
    `LOCATION:${escapeText(e.location)}`,
    ...(e.geo && Number.isFinite(e.geo.lat) && Number.isFinite(e.geo.lon)
      ? [`GEO:${e.geo.lat.toFixed(6)};${e.geo.lon.toFixed(6)}`]
      : []),
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    "STATUS:CONFIRMED",
    "SEQUENCE:0",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** A whole calendar file: its events and a VTIMEZONE for each zone their times name. CRLF line ends, folded. */
export function icsCalendar(events: CalendarEvent[], stampedAt: Date): string {
  const zones = [
    ...new Set(events.filter((e) => e.start.time !== null || e.end.time !== null).map((e) => e.timeZone)),
  ].sort();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...zones.flatMap(vtimezone),
    ...events.flatMap((e) => icsEvent(e, stampedAt)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** "RB-XXXXXXXX.ics": the voucher's calendar file name. */
export const icsFileName = (reference: string) => `${reference}.ics`;

/** Google Calendar's "add event" link for an event (dates on the zone's wall clock, with ctz). */
export function googleCalendarHref(e: CalendarEvent): string {
  const when = (m: CalendarMoment) =>
    m.time === null ? compactDate(m.date) : `${compactDate(m.date)}T${m.time.replace(":", "").slice(0, 4)}00`;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: e.summary,
    dates: `${when(e.start)}/${when(e.end)}`,
    ctz: e.timeZone,
    details: e.description,
    location: e.location,
  });
  return `https://www.google.com/calendar/render?${params.toString()}`;
}
