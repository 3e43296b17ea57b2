// What the booking widget's state has chosen: the departure and option, the limits they set, and the price lines.
import { maxTravellers, selectionLines, travellers, type PriceLine } from "../../../shared/booking-math.ts";
import { isStayUnit } from "../../../shared/stay.ts";
import type { BookingState } from "./booking-state.ts";

/** The chosen departure and option, and the limits they set. */
export function selectionOf(state: BookingState) {
  const slot = state.departures.find((d) => d.slotId === state.slotId) ?? null;
  const option = state.options.find((o) => o.id === slot?.optionId) ?? null;
  // A nightly or daily option books 1..run.length consecutive nights or days from the chosen departure.
  const stayUnit = option && isStayUnit(option.pricingUnit) ? option.pricingUnit : null;
  const maxUnits = stayUnit ? Math.max(1, slot?.run?.length ?? 1) : 1;
  return {
    slot,
    option,
    limit: option && slot ? maxTravellers(option, slot.remaining) : 0,
    people: travellers(state.counts),
    stayUnit,
    maxUnits,
    nights: Math.min(state.units, maxUnits),
  };
}

export type Selection = ReturnType<typeof selectionOf>;

/** The selection's price lines in AED: a stay's nights at their own prices, else the departure's price. */
export function selectionPriceLines(state: BookingState): PriceLine[] {
  const { slot, option, stayUnit, nights } = selectionOf(state);
  if (!option || !slot) return [];
  const prices = stayUnit && slot.run?.length ? slot.run.slice(0, nights) : [slot.price];
  return selectionLines(option, prices, state.counts, state.extras);
}
