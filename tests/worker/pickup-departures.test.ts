// A pick-up point collects for one departure: the cart and checkout offer a traveller only the points of the departure
// they booked, and checkout refuses another departure's point, so a 14:00 tour is never picked up at 08:00.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { addToCart, priceCart } from "../../worker/services/cart.ts";
import { parseCheckoutForm } from "../../worker/services/checkout-form.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { answerField } from "../../shared/checkout-fields.ts";

type Departure = { activity: number; slot: number; start: string };
let first: Departure;
let second: Departure;

beforeAll(async () => {
  await seedDatabase(env.DB);
  // An activity with bookable per-person departures at two start times, each with pick-up points of its own.
  const from = addDays(todayInGulf(), 2);
  const { results } = await env.DB.prepare(
    `SELECT v.activity_id AS activity, v.id AS slot, v.start_time AS start FROM availability v JOIN options o ON o.id = v.option_id
     JOIN activities a ON a.id = v.activity_id
     WHERE a.bookable = 1 AND o.pricing_unit = 'per_person' AND o.pickup_included = 1 AND v.date >= ? AND v.capacity - v.sold - v.held >= 2
       AND EXISTS (SELECT 1 FROM pickup_points p WHERE p.activity_id = v.activity_id AND p.departure_time = v.start_time)
       AND EXISTS (SELECT 1 FROM option_participants op WHERE op.option_id = o.id AND op.category = 'adult')
     ORDER BY v.activity_id, v.start_time, v.date`,
  )
    .bind(from)
    .all<Departure>();
  const starts = (activity: number) => new Set(results.filter((d) => d.activity === activity).map((d) => d.start));
  first = results.find((d) => starts(d.activity).size >= 2)!;
  second = results.find((d) => d.activity === first.activity && d.start !== first.start)!;
  expect(first).toBeDefined();
  expect(second).toBeDefined();
});

async function itemOn(departure: Departure) {
  const added = await addToCart(env.DB, null, { slotId: departure.slot, counts: { adult: 2 }, extras: [] }, new Date());
  if (!added.ok) throw new Error(added.reason);
  return (await priceCart(env.DB, added.cartId, "en", new Date())).items[0]!;
}

const timeOf = async (pointId: number) =>
  (await env.DB.prepare("SELECT departure_time, pickup_time FROM pickup_points WHERE id = ?").bind(pointId).first<{ departure_time: string; pickup_time: string }>())!;

describe("pick-up points", () => {
  it("offer only the booked departure's points, each collecting before it starts", async () => {
    for (const departure of [first, second]) {
      const item = await itemOn(departure);
      expect(item.startTime).toBe(departure.start);
      expect(item.pickupPoints.length).toBeGreaterThan(0);
      for (const point of item.pickupPoints) {
        const stored = await timeOf(point.id);
        expect(stored.departure_time).toBe(departure.start);
        expect(point.time < departure.start).toBe(true);
      }
    }
  });

  it("refuse at checkout a point that collects for another departure", async () => {
    const item = await itemOn(first);
    const other = (await itemOn(second)).pickupPoints[0]!;
    const form = (pointId: number) => ({
      lead: { firstName: "Layla", lastName: "Al Mansouri", email: "layla@example.ae", country: "AE", phone: "050 123 4567" },
      paymentMode: "now",
      answers: { [item.id]: { pickupPointId: String(pointId), travellerNames: ["Layla Al Mansouri", "Omar Al Mansouri"], pickupAddress: "Lobby", pickupTime: "08:00" } },
    });
    const refused = parseCheckoutForm(form(other.id), [item]);
    expect(refused.ok).toBe(false);
    expect((refused as { errors: Record<string, string> }).errors[answerField(item.id, "pickupPointId")]).toBe("pickupPoint");
    expect(parseCheckoutForm(form(item.pickupPoints[0]!.id), [item]).ok).toBe(true);
  });

  it("are not asked for on a departure nobody collects for: its option meets at the meeting point", async () => {
    const from = addDays(todayInGulf(), 2);
    const walkIn = await env.DB.prepare(
      `SELECT v.activity_id AS activity, v.id AS slot, v.start_time AS start FROM availability v JOIN options o ON o.id = v.option_id
       JOIN activities a ON a.id = v.activity_id
       WHERE a.bookable = 1 AND a.questions LIKE '%pickup_point%' AND o.pricing_unit = 'per_person' AND v.date >= ? AND v.capacity - v.sold - v.held >= 2
         AND NOT EXISTS (SELECT 1 FROM pickup_points p WHERE p.activity_id = v.activity_id AND (p.departure_time IS NULL OR p.departure_time = v.start_time))
         AND EXISTS (SELECT 1 FROM option_participants op WHERE op.option_id = o.id AND op.category = 'adult')
       ORDER BY v.activity_id, v.date, v.start_time LIMIT 1`,
    )
      .bind(from)
      .first<Departure>();
    expect(walkIn).not.toBeNull();
    const item = await itemOn(walkIn!);
    expect(item.pickupPoints).toEqual([]);
    expect(item.questions).not.toContain("pickup_point");
    const form = { lead: { firstName: "Layla", lastName: "Al Mansouri", email: "layla@example.ae", country: "AE", phone: "050 123 4567" }, paymentMode: "now", answers: {} };
    const parsed = parseCheckoutForm(form, [item]);
    expect((parsed as { errors?: Record<string, string> }).errors?.[answerField(item.id, "pickupPointId")]).toBeUndefined();
  });
});
