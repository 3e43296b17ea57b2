// Demo data for accounts: the demo traveller (verified, the documented password, past bookings to review and upcoming
// ones to cancel, seats taken for them) and a supplier behind every activity of a category someone runs.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import { buildDemoTraveller, DEMO_TRAVELLER } from "../../scripts/seed/travellers.ts";
import { insertTables } from "../../scripts/seed/insert.ts";
import { verifyPassword } from "../../worker/services/auth/passwords.ts";
import { PBKDF2_ITERATIONS } from "../../shared/account.ts";

const TODAY = "2026-03-10";

describe("the demo traveller", () => {
  it("is verified, signs in with the documented password, and has six past and two upcoming confirmed bookings", async () => {
    const { tables } = buildCatalogue({ today: TODAY });
    const soldBefore = new Map(tables.availability.map((s) => [s.id, Number(s.sold)]));
    const extra = await buildDemoTraveller(tables, TODAY);
    await insertTables(env.DB, [...Object.entries(tables), ...extra]);

    const user = await env.DB.prepare("SELECT * FROM users WHERE email = ?")
      .bind(DEMO_TRAVELLER.email)
      .first<Record<string, string | number>>();
    expect(user?.email_verified_at).toBeTruthy();
    expect(user?.password_iterations).toBe(PBKDF2_ITERATIONS);
    const stored = {
      hash: String(user!.password_hash),
      salt: String(user!.password_salt),
      iterations: Number(user!.password_iterations),
    };
    expect(await verifyPassword(DEMO_TRAVELLER.password, stored)).toBe(true);
    expect(await verifyPassword("not-the-password", stored)).toBe(false);

    const { results: items } = await env.DB.prepare(
      `SELECT i.date, i.slot_id, i.travellers, i.status, h.state, a.sold, a.capacity, o.user_id, o.captured, o.total, a.activity_id
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN holds h ON h.order_item_id = i.id JOIN availability a ON a.id = i.slot_id`,
    ).all<Record<string, string | number>>();
    const past = items.filter((i) => String(i.date) < TODAY);
    const upcoming = items.filter((i) => String(i.date) > TODAY);
    expect(past).toHaveLength(6);
    expect(upcoming).toHaveLength(2);
    expect(new Set(items.map((i) => i.activity_id)).size).toBe(8);
    for (const item of items) {
      expect(item).toMatchObject({ status: "confirmed", state: "sold", user_id: user!.id });
      expect(item.captured).toBe(item.total);
      expect(Number(item.sold)).toBeLessThanOrEqual(Number(item.capacity));
    }
    // An upcoming booking's seats are counted on its departure, on top of what the catalogue had sold.
    for (const item of upcoming)
      expect(Number(item.sold)).toBe(soldBefore.get(item.slot_id)! + Number(item.travellers));
  });

  it("is the same whatever day the seed runs, apart from the dates", async () => {
    const dayA = buildCatalogue({ today: "2026-03-10" });
    const dayB = buildCatalogue({ today: "2026-08-21" });
    const a = Object.fromEntries(await buildDemoTraveller(dayA.tables, "2026-03-10"));
    const b = Object.fromEntries(await buildDemoTraveller(dayB.tables, "2026-08-21"));
    expect(a.order_items.map((i) => i.activity_id)).toEqual(b.order_items.map((i) => i.activity_id));
  });
});

describe("suppliers", () => {
  it("run every activity, with an E.164 phone and an email", () => {
    const { tables } = buildCatalogue({ today: TODAY });
    expect(tables.suppliers.length).toBeGreaterThan(2);
    for (const s of tables.suppliers) {
      expect(String(s.phone)).toMatch(/^\+[1-9]\d{7,14}$/);
      expect(String(s.email)).toMatch(/@/);
    }
    const ids = new Set(tables.suppliers.map((s) => s.id));
    for (const a of tables.activities) expect(ids.has(a.supplier_id)).toBe(true);
  });
});
