// The experience page's ?date= (a day to open the booking calendar on, with its departures) and ?month= (a month to
// show, no day chosen): the links the calendar is made of without JavaScript. Whatever cannot be opened on is refused
// with a reason the widget says; the page is still served, with the calendar on the first bookable day.
import { z } from "zod";
import { isCalendarDate } from "../../shared/dates.ts";
import { monthOfDay, type DayRefusal } from "../../shared/booking-day.ts";

const dateParam = z.string().refine(isCalendarDate);
const monthParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export type BookingDayQuery = {
  /** A day inside the booking window (its departures are read, even when none has seats). */
  date: string | null;
  /** A month inside the booking window, when no day is chosen. */
  month: string | null;
  refusal: DayRefusal | null;
};

/** Reads ?date= and ?month= against the booking window `today`…`lastDay`; ?date= wins when both are given. */
export function bookingDayQuery(
  query: { date?: string; month?: string },
  today: string,
  lastDay: string,
): BookingDayQuery {
  const none = { date: null, month: null };
  // An empty field (a form sent with no date) asks for nothing.
  if (query.date) {
    if (!dateParam.safeParse(query.date).success) return { ...none, refusal: "unreadableDate" };
    if (query.date < today) return { ...none, refusal: "past" };
    if (query.date > lastDay) return { ...none, refusal: "beyond" };
    return { ...none, date: query.date, refusal: null };
  }
  if (query.month) {
    if (!monthParam.safeParse(query.month).success) return { ...none, refusal: "unreadableMonth" };
    if (query.month < monthOfDay(today)) return { ...none, refusal: "past" };
    if (query.month > monthOfDay(lastDay)) return { ...none, refusal: "beyond" };
    return { ...none, month: query.month, refusal: null };
  }
  return { ...none, refusal: null };
}
