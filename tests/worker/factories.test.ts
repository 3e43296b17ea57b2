// The test data factories (tests/factories) create what they say: rows the app's own reads then find.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { activity, city, departure, order, session, supplier, user } from "../factories/index.ts";
import { findOrder, orderItems } from "../../worker/db/orders.ts";
import { accountBySessionToken } from "../../worker/db/users.ts";
import { html } from "./helpers.ts";
import { activityPath } from "../../shared/paths.ts";

describe("catalogue factories", () => {
  it("an activity in the named city, with a departure of the named seats, that its page shows", async () => {
    const act = await activity({ city: "dubai", seats: 3, title: "Dune dinner" });
    const row = await env.DB.prepare(
      "SELECT c.slug AS city, a.title_en, av.capacity FROM activities a JOIN cities c ON c.id = a.city_id JOIN availability av ON av.activity_id = a.id WHERE a.id = ?",
    )
      .bind(act.id)
      .first<{ city: string; title_en: string; capacity: number }>();
    expect(row).toEqual({ city: "dubai", title_en: "Dune dinner", capacity: 3 });
    expect(act.slotId).toBeTypeOf("number");
    const { res, body } = await html(activityPath("en", "default", act.citySlug, act.slug));
    expect(res.status).toBe(200);
    expect(body).toContain("Dune dinner");
  });

  it("reuses a city by slug, and gives each activity its own slug and option", async () => {
    const [a, b] = [await activity({ city: "muscat" }), await activity({ city: "muscat" })];
    expect((await city({ slug: "muscat" })).id).toBe((await city({ slug: "muscat" })).id);
    expect(a.slug).not.toBe(b.slug);
    expect(a.optionId).not.toBe(b.optionId);
    expect(a.slotId).toBeNull();
  });

  it("a departure at the date, time, seats and price asked, and a supplier the activity belongs to", async () => {
    const supplierId = await supplier({ name: "Falcon Tours" });
    const act = await activity({ supplierId });
    const slotId = await departure({
      activity: act,
      date: "2030-01-02",
      startTime: "09:30",
      seats: 4,
      sold: 1,
      price: 12300,
    });
    const slot = await env.DB.prepare(
      "SELECT date, start_time, capacity, sold, held, price FROM availability WHERE id = ?",
    )
      .bind(slotId)
      .first();
    expect(slot).toEqual({ date: "2030-01-02", start_time: "09:30", capacity: 4, sold: 1, held: 0, price: 12300 });
    const owner = await env.DB.prepare(
      "SELECT s.name_en FROM activities a JOIN suppliers s ON s.id = a.supplier_id WHERE a.id = ?",
    )
      .bind(act.id)
      .first();
    expect(owner).toEqual({ name_en: "Falcon Tours" });
  });
});

describe("order and account factories", () => {
  it("an order in the named state, with its item on the departure, that findOrder reads", async () => {
    const act = await activity({ seats: 5 });
    const made = await order({
      activity: act,
      slotId: act.slotId!,
      status: "awaiting_payment",
      seats: 2,
      email: "lead@example.com",
    });
    const row = await findOrder(env.DB, made.id);
    expect(row?.status).toBe("awaiting_payment");
    expect(row?.lead.email).toBe("lead@example.com");
    const [item] = await orderItems(env.DB, made.id);
    expect(item?.slotId).toBe(act.slotId);
    expect(item?.reference).toBe(made.reference);
    expect(item?.travellers).toBe(2);
  });

  it("an order holding its seats holds them on the departure", async () => {
    const act = await activity({ seats: 5 });
    await order({ activity: act, slotId: act.slotId!, seats: 3, holdUntil: new Date(Date.now() + 60_000) });
    const slot = await env.DB.prepare("SELECT held FROM availability WHERE id = ?")
      .bind(act.slotId)
      .first<{ held: number }>();
    expect(slot?.held).toBe(3);
  });

  it("a user with a session the app signs in", async () => {
    const who = await user({ firstName: "Noura" });
    const { token } = await session(who);
    const account = await accountBySessionToken(env.DB, token, new Date());
    expect(account?.email).toBe(who.email);
    expect(account?.firstName).toBe("Noura");
  });
});
