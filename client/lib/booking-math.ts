// Prices of a selection: participants by category, the slot's price, extras. Shared by the island and the server.
import type { ActivityOption, ParticipantCategory } from "./catalogue.ts";

export type Counts = Partial<Record<ParticipantCategory, number>>;

export function travellers(counts: Counts): number {
  return Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
}

/** Total in AED minor units for one item of `option` on a departure priced `slotPrice`. */
export function selectionTotal(option: ActivityOption, slotPrice: number, counts: Counts, extraIds: number[]): number {
  const people = travellers(counts);
  const base =
    option.pricingUnit === "per_person"
      ? option.participants.reduce((sum, p) => sum + (counts[p.category] ?? 0) * Math.round((slotPrice * p.pricePercent) / 100), 0)
      : people > 0
        ? slotPrice
        : 0;
  const extras = option.extras
    .filter((e) => extraIds.includes(e.id))
    .reduce((sum, e) => sum + (e.unit === "per_person" ? e.price * people : e.price), 0);
  return base + extras;
}

/** How many more travellers one item can take: the per-item capacity and the seats left on the departure. */
export function maxTravellers(option: ActivityOption, seatsLeft: number): number {
  return Math.max(0, Math.min(option.capacityPerItem, option.pricingUnit === "per_person" ? seatsLeft : option.capacityPerItem));
}
