// The day-before reminder: once an experience is less than REMINDER_HOURS away (and at least an hour off), each booked
// item gets one reminder event, keyed by its reference so that two scheduled runs never write it twice. Items booked
// within those hours get none: their confirmation has just told them the same.
import { REMINDER_HOURS_BEFORE } from "../../../shared/notifications.ts";
import { addDays, departureStart, timeZoneOfCountry } from "../../../shared/dates.ts";
import { reminderCandidates } from "../../db/notifications.ts";
import type { Notifier } from "./notifier.ts";

const HOUR = 3_600_000;
/** Closer to the start than this, a reminder would arrive too late to help. */
const TOO_LATE_HOURS = 1;

/** Whether an item starting at `start`, placed at `placedAt`, is due its reminder at `now`. */
export function reminderDue(start: Date, placedAt: Date, now: Date): boolean {
  const opens = start.getTime() - REMINDER_HOURS_BEFORE * HOUR;
  return (
    now.getTime() >= opens && now.getTime() < start.getTime() - TOO_LATE_HOURS * HOUR && placedAt.getTime() <= opens
  );
}

/** Publishes the reminders due at `now`; returns how many. */
export async function publishDueReminders(db: D1Database, notifier: Notifier, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let published = 0;
  for (const item of await reminderCandidates(db, addDays(today, -1), addDays(today, 2))) {
    const start = departureStart(item.date, item.startTime, timeZoneOfCountry(item.country));
    if (!reminderDue(start, new Date(item.placedAt), now)) continue;
    await notifier.publish({
      id: `reminder:${item.reference}`,
      kind: "reminder",
      orderId: item.orderId,
      subject: item.reference,
    });
    published++;
  }
  return published;
}
