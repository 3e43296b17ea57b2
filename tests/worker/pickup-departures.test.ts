// A pick-up point collects for one departure: the cart and checkout offer a traveller only the points of the departure
// they booked, and checkout refuses another departure's point, so a 14:00 tour is never picked up at 08:00.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { activity, departure, pickupPoint } from "../factories/index.ts";
import { addToCart, priceCart } from "../../worker/services/cart.ts";
import { parseCheckoutForm } from "../../worker/services/checkout-form.ts";
import { answerField } from "../../shared/checkout-fields.ts";

type Departure = { activity: number; slot: number; start: string };
let first: Departure;
let second: Departure;

beforeAll(async () => {
  // An activity with bookable per-person departures at two start times, each with pick-up points of its own.
  const tour = await activity({ questions: ["pickup_point"], pickupIncluded: true });
  const at = async (start: string, pickups: string[]): Promise<Departure> => {
    for (const [position, time] of pickups.entries())
      await pickupPoint({ activity: tour, time, departureTime: start, position });
    return { activity: tour.id, slot: await departure({ activity: tour, startTime: start, seats: 10 }), start };
  };
  first = await at("08:30", ["07:15", "07:45"]);
  second = await at("14:00", ["13:00"]);
  expect(first).toBeDefined();
  expect(second).toBeDefined();
});

async function itemOn(departure: Departure) {
  const added = await addToCart(env.DB, null, { slotId: departure.slot, counts: { adult: 2 }, extras: [] }, new Date());
  if (!added.ok) throw new Error(added.reason);
  return (await priceCart(env.DB, added.cartId, "en", new Date())).items[0]!;
}

const timeOf = async (pointId: number) =>
  (await env.DB.prepare("SELECT departure_time, pickup_time FROM pickup_points WHERE id = ?")
    .bind(pointId)
    .first<{ departure_time: string; pickup_time: string }>())!;

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
      lead: {
        firstName: "Layla",
        lastName: "Al Mansouri",
        email: "layla@example.ae",
        country: "AE",
        phone: "050 123 4567",
      },
      paymentMode: "now",
      answers: {
        [item.id]: {
          pickupPointId: String(pointId),
          travellerNames: ["Layla Al Mansouri", "Omar Al Mansouri"],
          pickupAddress: "Lobby",
          pickupTime: "08:00",
        },
      },
    });
    const refused = parseCheckoutForm(form(other.id), [item]);
    expect(refused.ok).toBe(false);
    expect((refused as { errors: Record<string, string> }).errors[answerField(item.id, "pickupPointId")]).toBe(
      "pickupPoint",
    );
    expect(parseCheckoutForm(form(item.pickupPoints[0]!.id), [item]).ok).toBe(true);
  });

  it("are not asked for on a departure nobody collects for: its option meets at the meeting point", async () => {
    // An activity that asks for a pick-up point, with points only for its morning departure: the afternoon one walks in.
    const tour = await activity({ questions: ["pickup_point"], pickupIncluded: true });
    await pickupPoint({ activity: tour, time: "07:00", departureTime: "08:00" });
    await departure({ activity: tour, startTime: "08:00", seats: 10 });
    const walkIn: Departure | null = {
      activity: tour.id,
      slot: await departure({ activity: tour, startTime: "15:00", seats: 10 }),
      start: "15:00",
    };
    expect(walkIn).not.toBeNull();
    const item = await itemOn(walkIn!);
    expect(item.pickupPoints).toEqual([]);
    expect(item.questions).not.toContain("pickup_point");
    const form = {
      lead: {
        firstName: "Layla",
        lastName: "Al Mansouri",
        email: "layla@example.ae",
        country: "AE",
        phone: "050 123 4567",
      },
      paymentMode: "now",
      answers: {},
    };
    const parsed = parseCheckoutForm(form, [item]);
    expect(
      (parsed as { errors?: Record<string, string> }).errors?.[answerField(item.id, "pickupPointId")],
    ).toBeUndefined();
  });
});
