// Days of availability packed into columns for the booking island's props: one start date, then each day's price and seats.
import type { DayAvailability } from "./catalogue.ts";
import { addDays, daysBetween } from "./dates.ts";

/** `fromPrice[i]` and `remaining[i]` belong to `start + i` days; a day with nothing to book has a null price. */
export type PackedDays = { start: string; fromPrice: (number | null)[]; remaining: number[] };

/** Packs days, gaps allowed, in any order: about a fifth of the bytes of the same days as objects. */
export function packDays(days: DayAvailability[]): PackedDays {
  const dates = days.map((d) => d.date).sort();
  const start = dates[0] ?? "";
  const length = dates.length ? daysBetween(start, dates[dates.length - 1]) + 1 : 0;
  const packed: PackedDays = { start, fromPrice: Array(length).fill(null), remaining: Array(length).fill(0) };
  for (const day of days) {
    const i = daysBetween(start, day.date);
    packed.fromPrice[i] = day.fromPrice;
    packed.remaining[i] = day.remaining;
  }
  return packed;
}

export function unpackDays({ start, fromPrice, remaining }: PackedDays): DayAvailability[] {
  const days: DayAvailability[] = [];
  fromPrice.forEach((price, i) => {
    if (price !== null) days.push({ date: addDays(start, i), fromPrice: price, remaining: remaining[i] });
  });
  return days;
}
