// Seat holds: how long a hold lasts and the seats a cart needs per departure; the statements that move seats live in
// worker/db/holds.ts (docs/decisions/011-bookings-have-one-home.md).
import { HOLD_MINUTES } from "../../shared/constants.ts";
import type { SeatNeed } from "../db/holds.ts";

export const holdExpiry = (now: Date): Date => new Date(now.getTime() + HOLD_MINUTES * 60_000);

/** Sums the seats wanted per departure. */
export function seatNeeds(requests: { slotId: number; seats: number }[]): SeatNeed[] {
  const bySlot = new Map<number, number>();
  for (const r of requests) bySlot.set(r.slotId, (bySlot.get(r.slotId) ?? 0) + r.seats);
  return [...bySlot].map(([slotId, seats]) => ({ slotId, seats }));
}
