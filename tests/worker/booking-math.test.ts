// Prices and capacity limits of a selection.
import { describe, expect, it } from "vitest";
import { maxTravellers, selectionTotal } from "../../client/lib/booking-math.ts";
import type { ActivityOption } from "../../client/lib/catalogue.ts";

const option = (overrides: Partial<ActivityOption> = {}): ActivityOption => ({
  id: 1, title: "", description: "", durationMinutes: 60, minAge: 0, capacityPerItem: 6, pickupIncluded: true, dropoffIncluded: true,
  pricingUnit: "per_person", expiresOn: null,
  participants: [
    { category: "adult", minAge: 12, maxAge: null, pricePercent: 100 },
    { category: "child", minAge: 3, maxAge: 11, pricePercent: 75 },
    { category: "infant", minAge: 0, maxAge: 2, pricePercent: 0 },
  ],
  extras: [
    { id: 7, title: "Quad bike", price: 15000, unit: "per_person" },
    { id: 8, title: "Photos", price: 9900, unit: "per_item" },
  ],
  ...overrides,
});

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
  it("ignores seats for per-item options (one vehicle)", () => expect(maxTravellers(option({ pricingUnit: "per_item" }), 1)).toBe(6));
});
