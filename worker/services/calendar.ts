// Calendar events of booked items (issue 32), for the voucher's .ics and Google link and the confirmation email's
// attachment: the item's view with its option's duration and its activity's place (worker/db/calendar.ts).
import type { TFunction } from "i18next";
import { bookingEvent, icsCalendar, type CalendarBooking, type CalendarEvent } from "../../shared/calendar.ts";
import { calendarFactsOf } from "../db/calendar.ts";

export type CalendarItem = Omit<CalendarBooking, "durationMinutes" | "geo" | "voucherUrl">;

/** Each item's event, in the items' order; `voucherUrlOf` gives each its absolute voucher link. */
export async function calendarEventsOf(
  db: D1Database,
  items: CalendarItem[],
  origin: string,
  voucherUrlOf: (reference: string) => string,
  t: TFunction,
): Promise<CalendarEvent[]> {
  const facts = await calendarFactsOf(
    db,
    items.map((i) => i.reference),
  );
  const hostname = new URL(origin).hostname;
  return items.map((item) =>
    bookingEvent(
      {
        reference: item.reference,
        title: item.title,
        optionTitle: item.optionTitle,
        date: item.date,
        startTime: item.startTime,
        timeZone: item.timeZone,
        stay: item.stay ?? null,
        travellers: item.travellers,
        pickup: item.pickup,
        meetingPoint: item.meetingPoint,
        durationMinutes: facts.get(item.reference)?.durationMinutes ?? 0,
        geo: facts.get(item.reference)?.geo ?? null,
        voucherUrl: voucherUrlOf(item.reference),
      },
      hostname,
      t,
    ),
  );
}

/** The calendar file of some events, stamped now. */
export const calendarFile = (events: CalendarEvent[], now: Date) => icsCalendar(events, now);
