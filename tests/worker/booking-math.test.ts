// Prices and capacity limits of a selection.
import { describe, expect, it } from "vitest";
import { maxTravellers, selectionTotal } from "../../shared/booking-math.ts";
import { testOption } from "../fixtures/options.ts";

const option = testOption;

describe("selectionTotal", () => {
  it("prices each participant category by its percentage of the departure price", () => {
    expect(selectionTotal(option(), 20000, { adult: 2, child: 1, infant: 1 }, [])).toBe(2 * 20000 + 15000);
  });

  it("adds per-person extras for every traveller and per-item extras once", () => {
    expect(selectionTotal(option(), 20000, { adult: 2, child: 1 }, [7, 8])).toBe(55000 + 3 * 15000 + 9900);
  });

  it("charges a per-item option once, whoever travels", () => {
    expect(selectionTotal(option({ pricingUnit: "per_item" }), 120000, { adult: 4 }, [])).toBe(120000);
    expect(selectionTotal(option({ pricingUnit: "per_item" }), 120000, {}, [])).toBe(0);
  });
});

describe("maxTravellers", () => {
  it("is the per-item capacity when seats are plentiful", () => expect(maxTravellers(option(), 40)).toBe(6));
  it("is the seats left when fewer than the capacity", () => expect(maxTravellers(option(), 2)).toBe(2));
  it("ignores seats for per-item options (one vehicle)", () =>
    expect(maxTravellers(option({ pricingUnit: "per_item" }), 1)).toBe(6));
});
