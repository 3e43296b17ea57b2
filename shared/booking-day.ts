// What the experience page's ?date= and ?month= ask of the booking calendar (the links that choose a day or a month
// without JavaScript), and why the page could not open on them: the route decides, the widget says it.

/** Why a requested day or month was not opened on: the widget says so in the page's language, above the calendar. */
export type DayRefusal = "unreadableDate" | "unreadableMonth" | "past" | "beyond";

/** The month a day falls in, as ?month= writes it: "2026-12". */
export const monthOfDay = (day: string): string => day.slice(0, 7);
