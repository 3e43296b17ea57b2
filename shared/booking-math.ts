// Prices of a selection: participants by category, the slot's price, extras. Shared by the island and the server.
import type { ActivityOption, ParticipantCategory } from "./catalogue.ts";

export type Counts = Partial<Record<ParticipantCategory, number>>;

export function travellers(counts: Counts): number {
  return Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
}

/** One line of a selection's price, in AED minor units: a participant category, the whole item, or an extra. */
export type PriceLine =
  | { kind: "participants"; category: ParticipantCategory; count: number; aed: number }
  | { kind: "item"; travellers: number; aed: number; units?: number }
  | { kind: "extra"; extraId: number; count: number; aed: number };

/**
 * The lines of one item of `option` on a departure priced `slotPrice`; they add up to selectionTotal. A stay (nightly
 * or daily, several days) passes each covered day's own price: its item line is their sum, with `units` days; extras
 * are charged once per item.
 */
export function selectionLines(
  option: ActivityOption,
  slotPrice: number | readonly number[],
  counts: Counts,
  extraIds: number[],
): PriceLine[] {
  const people = travellers(counts);
  if (typeof slotPrice !== "number") {
    const base = selectionLines(
      option,
      slotPrice.reduce((sum, p) => sum + p, 0),
      counts,
      extraIds,
    );
    return slotPrice.length > 1
      ? base.map((line) => (line.kind === "item" ? { ...line, units: slotPrice.length } : line))
      : base;
  }
  const base: PriceLine[] =
    option.pricingUnit === "per_person"
      ? option.participants
          .map((p) => ({
            category: p.category,
            count: counts[p.category] ?? 0,
            each: Math.round((slotPrice * p.pricePercent) / 100),
          }))
          .filter((p) => p.count > 0)
          .map((p) => ({ kind: "participants", category: p.category, count: p.count, aed: p.count * p.each }))
      : people > 0
        ? [{ kind: "item", travellers: people, aed: slotPrice }]
        : [];
  const extras: PriceLine[] = option.extras
    .filter((e) => extraIds.includes(e.id))
    .map((e) => {
      const count = e.unit === "per_person" ? people : 1;
      return { kind: "extra", extraId: e.id, count, aed: e.price * count };
    });
  return [...base, ...extras];
}

/** Total in AED minor units for one item of `option` on a departure priced `slotPrice`. */
export function selectionTotal(
  option: ActivityOption,
  slotPrice: number | readonly number[],
  counts: Counts,
  extraIds: number[],
): number {
  return selectionLines(option, slotPrice, counts, extraIds).reduce((sum, line) => sum + line.aed, 0);
}

/**
 * The one function that decides a cart or order item's price lines (AED minor units): a custom offer's agreed amount
 * as one line for the whole party, whatever the departure costs today; otherwise the departure's price for the
 * selection (selectionLines). The cart, its re-check and checkout all price items through it.
 */
export function itemLines(
  option: ActivityOption,
  slotPrice: number | readonly number[],
  counts: Counts,
  extraIds: number[],
  offer: { aed: number } | null = null,
): PriceLine[] {
  if (offer) return [{ kind: "item", travellers: travellers(counts), aed: offer.aed }];
  return selectionLines(option, slotPrice, counts, extraIds);
}

/** The sum of itemLines: what one item costs, AED minor units. */
export function itemPrice(
  option: ActivityOption,
  slotPrice: number | readonly number[],
  counts: Counts,
  extraIds: number[],
  offer: { aed: number } | null = null,
): number {
  return itemLines(option, slotPrice, counts, extraIds, offer).reduce((sum, line) => sum + line.aed, 0);
}

/** How many more travellers one item can take: the per-item capacity and the seats left on the departure. */
export function maxTravellers(option: ActivityOption, seatsLeft: number): number {
  return Math.max(
    0,
    Math.min(option.capacityPerItem, option.pricingUnit === "per_person" ? seatsLeft : option.capacityPerItem),
  );
}
