// Demo data lets a traveller reach every booking outcome by hand: questions, pickup points, on-request activities, a
// refusing supplier and promo codes of every kind, the same whatever day it is generated.
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import { RESERVATION_QUESTIONS } from "../../shared/cart.ts";

const { tables } = buildCatalogue({ today: "2026-03-10" });
const bookable = tables.activities.filter((a) => a.bookable === 1);
const questionsOf = (a: (typeof tables.activities)[number]) => JSON.parse(String(a.questions)) as string[];

describe("booking demo data", () => {
  it("asks only known reservation questions, a note everywhere, and pickup details of every activity with a pickup", () => {
    const pickupActivities = new Set(tables.options.filter((o) => o.pickup_included === 1).map((o) => o.activity_id));
    expect(pickupActivities.size).toBeGreaterThan(10);
    for (const activity of tables.activities) {
      const questions = questionsOf(activity);
      expect(questions.every((q) => (RESERVATION_QUESTIONS as readonly string[]).includes(q))).toBe(true);
      expect(questions).toContain("note");
      const asksPickup = questions.includes("pickup_point") || questions.includes("pickup_address");
      expect(asksPickup).toBe(pickupActivities.has(activity.id));
    }
    expect(tables.activities.filter((a) => questionsOf(a).includes("traveller_names")).length).toBeGreaterThan(5);
    expect(tables.activities.filter((a) => questionsOf(a).includes("pickup_time")).length).toBeGreaterThan(0);
  });

  it("gives every activity that asks for a pickup point at least one, with a time", () => {
    for (const activity of tables.activities.filter((a) => questionsOf(a).includes("pickup_point"))) {
      const points = tables.pickup_points.filter((p) => p.activity_id === activity.id);
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) {
        expect(String(point.pickup_time)).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(String(point.name_ar)).not.toBe(String(point.name_en));
      }
    }
  });

  it("has bookable on-request activities and bookable activities whose supplier refuses", () => {
    expect(bookable.filter((a) => a.confirmation === "on_request").length).toBeGreaterThan(3);
    const refusing = bookable.filter((a) => a.supplier_refuses === 1);
    expect(refusing.length).toBeGreaterThan(0);
    expect(refusing.length).toBeLessThan(bookable.length / 10);
  });

  it("has promo codes of each kind and state, with fixed dates", () => {
    const codes = new Map(tables.promo_codes.map((p) => [p.code, p]));
    expect([...codes.values()].some((p) => p.kind === "percent" && p.active === 1 && p.valid_to === "2099-12-31")).toBe(
      true,
    );
    expect([...codes.values()].some((p) => p.kind === "fixed" && Number(p.min_subtotal) > 0)).toBe(true);
    expect([...codes.values()].some((p) => String(p.valid_to) < "2026-01-01")).toBe(true);
    expect([...codes.values()].some((p) => String(p.valid_from) > "2090-01-01")).toBe(true);
    expect([...codes.values()].some((p) => p.active === 0)).toBe(true);
    expect(buildCatalogue({ today: "2027-07-01" }).tables.promo_codes).toEqual(tables.promo_codes);
  });
});
