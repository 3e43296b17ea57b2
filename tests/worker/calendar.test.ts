// Add to calendar (issue 32): the .ics a booking makes is RFC 5545 as calendars read it (CRLF, lines folded at 75
// octets and never inside a character, TEXT escaped, VERSION/PRODID/METHOD, a UID and DTSTAMP on each event, times
// in the activity's zone with its VTIMEZONE), the pick-up time starts it, the option's duration ends it, a stay is
// whole days; the Google Calendar link says the same; /vouchers/{reference}/calendar.ics opens as the voucher does
// and only for a confirmed booking.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import type { TFunction } from "i18next";
import {
  bookingEvent,
  escapeText,
  foldLine,
  googleCalendarHref,
  icsCalendar,
  type CalendarBooking,
  type CalendarEvent,
} from "../../shared/calendar.ts";
import { isAllowedExternal } from "../../shared/external-hosts.ts";
import { serverI18n } from "../../worker/render/i18n.ts";
import { voucherPath } from "../../worker/services/booking-links.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { get, ORIGIN } from "./helpers.ts";
import { bookedOrder } from "./invoices.fixtures.ts";

const db = env.DB;
const SECRET = env.AUTH_SECRET!;
const STAMP = new Date("2026-11-20T08:30:05Z");
const en = serverI18n("en").t as TFunction;
const ar = serverI18n("ar").t as TFunction;
const octets = (s: string) => new TextEncoder().encode(s).byteLength;

const booking = (over: Partial<CalendarBooking> = {}): CalendarBooking => ({
  reference: "RB-7K3M9QXD",
  title: "Desert safari; dinner, and a show",
  optionTitle: "Standard",
  date: "2026-12-04",
  startTime: "15:00",
  timeZone: "Asia/Dubai",
  stay: null,
  travellers: 3,
  pickup: null,
  meetingPoint: "Al Qudra Road, Dubai",
  durationMinutes: 360,
  geo: { lat: 24.95, lon: 55.35 },
  voucherUrl: "https://rihla.example/vouchers/RB-7K3M9QXD?key=abc",
  ...over,
});

/** The content lines of a file: CRLF split, continuation lines joined back (RFC 5545 §3.1 unfolding). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
const property = (ics: string, name: string) =>
  unfolded(ics)
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(":") + 1));

describe("the calendar file", () => {
  const arabic: CalendarEvent = bookingEvent(
    booking({
      title: "رحلة سفاري في الصحراء مع عشاء وعرض تنورة ونقش حناء وركوب الجمال عند الغروب في دبي",
      meetingPoint: "طريق القدرة، دبي",
      optionTitle: "القياسي",
    }),
    "rihla.example",
    ar,
  );
  const ics = icsCalendar([bookingEvent(booking(), "rihla.example", en), arabic], STAMP);

  it("ends every line with CRLF and folds at 75 octets, never inside a UTF-8 character", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = ics.split("\r\n").slice(0, -1);
    for (const line of physical) {
      expect(octets(line), line).toBeLessThanOrEqual(75);
      // A line cut inside a character would not decode: each physical line is whole UTF-8 on its own.
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
      // Nor between a backslash and the character it escapes (an odd run of backslashes at a line's end).
      expect(line, line).not.toMatch(/(^|[^\\])(\\\\)*\\$/);
    }
    // The long Arabic title was folded, and unfolds to the escaped title exactly.
    const summaries = property(ics, "SUMMARY");
    expect(summaries[1]).toBe(escapeText(arabic.summary));
    expect(physical.some((line) => line.startsWith(" ") && /[\u0600-\u06ff]/.test(line))).toBe(true);
    // Arabic letters are 2 octets: "SUMMARY:" and 33 letters (74; a 34th would make 76), then a space and 37 letters
    // (75), then a space and the last 30 (61).
    const folded = foldLine(`SUMMARY:${"ب".repeat(100)}`).split("\r\n");
    expect(folded.map(octets)).toEqual([74, 75, 61]);
    expect(folded.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    // An escape that would straddle the 75th octet moves to the next line whole.
    expect(foldLine(`DESCRIPTION:${"a".repeat(62)}\\nb`).split("\r\n")).toEqual([
      `DESCRIPTION:${"a".repeat(62)}`,
      " \\nb",
    ]);
  });

  it("escapes TEXT (backslash, semicolon, comma, newline) so that it reads back as written", () => {
    const text = "a\\b;c,d\ne\r\nf";
    expect(escapeText(text)).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const readBack = (v: string) =>
      v.replace(/\\(n|N|\\|;|,)/g, (_, c: string) => (c.toLowerCase() === "n" ? "\n" : c));
    expect(readBack(escapeText(text))).toBe(text.replace(/\r/g, ""));
    expect(property(ics, "SUMMARY")[0]).toBe("Desert safari\\; dinner\\, and a show");
    expect(readBack(property(ics, "SUMMARY")[0]!)).toBe("Desert safari; dinner, and a show");
  });

  it("has VERSION, PRODID, METHOD, balanced BEGIN/END, and a UID and DTSTAMP on each event", () => {
    const lines = unfolded(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//Rihla//Bookings//EN");
    expect(lines).toContain("METHOD:PUBLISH");
    for (const block of ["VCALENDAR", "VEVENT", "VTIMEZONE", "STANDARD"])
      expect(lines.filter((l) => l === `BEGIN:${block}`).length, block).toBe(
        lines.filter((l) => l === `END:${block}`).length,
      );
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(property(ics, "UID")).toEqual(["RB-7K3M9QXD@rihla.example", "RB-7K3M9QXD@rihla.example"]);
    expect(property(ics, "DTSTAMP")).toEqual(["20261120T083005Z", "20261120T083005Z"]);
  });

  it("times the event on the activity's clock with a VTIMEZONE for each zone: +0400 Dubai, +0300 Riyadh", () => {
    const two = icsCalendar(
      [
        bookingEvent(booking(), "h", en),
        bookingEvent(booking({ timeZone: "Asia/Riyadh", reference: "RB-7K3M9QXE" }), "h", en),
      ],
      STAMP,
    );
    const lines = unfolded(two);
    expect(lines).toContain("DTSTART;TZID=Asia/Dubai:20261204T150000");
    expect(lines).toContain("DTSTART;TZID=Asia/Riyadh:20261204T150000");
    const zone = (tz: string) => {
      const from = lines.indexOf(`TZID:${tz}`);
      return lines.slice(from, lines.indexOf("END:VTIMEZONE", from));
    };
    expect(zone("Asia/Dubai")).toEqual(expect.arrayContaining(["TZOFFSETFROM:+0400", "TZOFFSETTO:+0400"]));
    expect(zone("Asia/Riyadh")).toEqual(expect.arrayContaining(["TZOFFSETFROM:+0300", "TZOFFSETTO:+0300"]));
    expect(lines.filter((l) => l === "BEGIN:VTIMEZONE")).toHaveLength(2);
    // A zone with daylight saving (none is used today) falls back to UTC times, and gets no VTIMEZONE.
    const london = icsCalendar(
      [bookingEvent(booking({ timeZone: "Europe/London", date: "2026-07-04" }), "h", en)],
      STAMP,
    );
    expect(unfolded(london)).toContain("DTSTART:20260704T140000Z");
    expect(london).not.toContain("VTIMEZONE");
  });

  it("starts at the pick-up when there is one, and ends the option's duration after the departure", () => {
    const plain = bookingEvent(booking(), "h", en);
    expect(plain.start).toEqual({ date: "2026-12-04", time: "15:00" });
    expect(plain.end).toEqual({ date: "2026-12-04", time: "21:00" });
    const picked = bookingEvent(booking({ pickup: { name: "Marina Hotel", time: "13:45" } }), "h", en);
    expect(picked.start).toEqual({ date: "2026-12-04", time: "13:45" });
    expect(picked.end).toEqual({ date: "2026-12-04", time: "21:00" });
    expect(picked.location).toBe("Marina Hotel");
    expect(picked.description).toContain("Pick-up: Marina Hotel at 13:45");
    // Past midnight: the end is on the next day.
    const late = bookingEvent(booking({ startTime: "22:30", durationMinutes: 150 }), "h", en);
    expect(late.end).toEqual({ date: "2026-12-05", time: "01:00" });
    const file = unfolded(icsCalendar([picked], STAMP));
    expect(file).toContain("DTSTART;TZID=Asia/Dubai:20261204T134500");
    expect(file).toContain("DTEND;TZID=Asia/Dubai:20261204T210000");
    expect(file).toContain("LOCATION:Marina Hotel");
    expect(file).toContain("GEO:24.950000;55.350000");
    expect(file).toContain("URL:https://rihla.example/vouchers/RB-7K3M9QXD?key=abc");
    const description = property(icsCalendar([picked], STAMP), "DESCRIPTION")[0]!;
    expect(description).toContain("Booking reference: RB-7K3M9QXD");
    expect(description).toContain("Show your voucher: https://rihla.example/vouchers/RB-7K3M9QXD?key=abc");
    expect(description).toContain("Standard · 3 travellers");
  });

  it("makes a stay whole days: nightly to the check-out day, daily to the day after the last day", () => {
    const nights = bookingEvent(
      booking({ stay: { units: 3, unit: "nightly", endDate: "2026-12-07" }, pickup: { name: "x", time: "10:00" } }),
      "h",
      en,
    );
    expect([nights.start, nights.end]).toEqual([
      { date: "2026-12-04", time: null },
      { date: "2026-12-07", time: null },
    ]);
    const days = bookingEvent(booking({ stay: { units: 2, unit: "daily", endDate: "2026-12-05" } }), "h", en);
    expect(days.end).toEqual({ date: "2026-12-06", time: null });
    const file = unfolded(icsCalendar([nights], STAMP));
    expect(file).toContain("DTSTART;VALUE=DATE:20261204");
    expect(file).toContain("DTEND;VALUE=DATE:20261207");
    expect(file.join("\n")).not.toContain("VTIMEZONE");
    expect(new URL(googleCalendarHref(nights)).searchParams.get("dates")).toBe("20261204/20261207");
  });

  it("gives a Google Calendar link on an allowed host with the title, local dates, zone, place and voucher", () => {
    const href = googleCalendarHref(bookingEvent(booking(), "h", en));
    expect(isAllowedExternal(href)).toBe(true);
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Desert safari; dinner, and a show");
    expect(url.searchParams.get("dates")).toBe("20261204T150000/20261204T210000");
    expect(url.searchParams.get("ctz")).toBe("Asia/Dubai");
    expect(url.searchParams.get("location")).toBe("Al Qudra Road, Dubai");
    expect(url.searchParams.get("details")).toContain("https://rihla.example/vouchers/RB-7K3M9QXD?key=abc");
  });
});

describe("/vouchers/{reference}/calendar.ics", () => {
  it("opens for the owner or the keyed link, as a file in the booking's language; 404 otherwise", async () => {
    const owner = await makeUser(db);
    const booked = await bookedOrder(db, { userId: owner.id, pickup: true });
    const path = `/vouchers/${booked.reference}/calendar.ics`;
    const key = new URL(`${ORIGIN}${await voucherPath(SECRET, booked.reference)}`).searchParams.get("key")!;
    expect((await get(path)).status).toBe(404);
    expect((await get(`${path}?key=${key.replace(/.$/, (c) => (c === "0" ? "1" : "0"))}`)).status).toBe(404);
    const other = await makeUser(db);
    expect((await get(path, { headers: { cookie: (await signedIn(db, other.id)).cookie } })).status).toBe(404);

    const res = await get(path, { headers: { cookie: (await signedIn(db, owner.id)).cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${booked.reference}.ics"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const ics = await res.text();
    const { duration } = (await db
      .prepare(
        "SELECT o.duration_minutes AS duration FROM order_items i JOIN options o ON o.id = i.option_id WHERE i.id = ?",
      )
      .bind(booked.itemId)
      .first<{ duration: number }>())!;
    const date = booked.date.replaceAll("-", "");
    // The pick-up (07:15) starts it; the departure's start plus the option's duration ends it.
    expect(unfolded(ics)).toContain(`DTSTART;TZID=Asia/Dubai:${date}T071500`);
    const [h, m] = booked.startTime.split(":").map(Number) as [number, number];
    const endMinutes = h * 60 + m + duration;
    const endDate = new Date(Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8), 0, endMinutes));
    const endText = endDate.toISOString().replace(/[-:]/g, "").slice(0, 13);
    expect(unfolded(ics)).toContain(`DTEND;TZID=Asia/Dubai:${endText}00`);
    expect(property(ics, "UID")).toEqual([`${booked.reference}@example.com`]);
    expect(property(ics, "URL")[0]).toBe(`${ORIGIN}/vouchers/${booked.reference}?key=${key}`);
    expect(property(ics, "LOCATION")).toEqual(["Hotel lobby"]);

    const keyed = await get(`/ar${path}?key=${key}`);
    expect(keyed.status).toBe(200);
    const arabic = await keyed.text();
    expect(arabic).toContain("رقم الحجز");
    expect(property(arabic, "URL")[0]).toBe(`${ORIGIN}/ar/vouchers/${booked.reference}?key=${key}`);
  });

  it("is 404 once the booking is cancelled, or for a reference that is no booking", async () => {
    const booked = await bookedOrder(db);
    const key = new URL(`${ORIGIN}${await voucherPath(SECRET, booked.reference)}`).searchParams.get("key")!;
    expect((await get(`/vouchers/${booked.reference}/calendar.ics?key=${key}`)).status).toBe(200);
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?").bind(booked.itemId).run();
    const gone = await get(`/vouchers/${booked.reference}/calendar.ics?key=${key}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("private, no-store");
    expect((await get(`/vouchers/RB-00000000/calendar.ics?key=${key}`)).status).toBe(404);
  });
});
