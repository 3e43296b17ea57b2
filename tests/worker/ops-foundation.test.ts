// The console's foundations in D1: the audit log refuses every edit, every status change lands on the order's
// timeline by itself, and a staff member's session lasts 12 hours and remembers its passkey.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { auditStatement, listAudit } from "../../worker/db/audit-log.ts";
import { order, staffMember, user } from "../factories/index.ts";
import { startSession } from "../../worker/services/auth/sessions.ts";
import { grantRoleGuardedStatement, staffBySessionHash } from "../../worker/db/staff.ts";
import { tokenHash } from "../../worker/crypto/tokens.ts";
import { can, passkeyFresh } from "../../shared/staff.ts";

const db = env.DB;
const entry = {
  actor: "usr_x",
  actorEmail: "x@example.com",
  role: "operator",
  action: "test.act",
  target: "t:1",
  requestId: "r1",
};

describe("the audit log", () => {
  it("keeps what was written and refuses updates and deletes", async () => {
    await auditStatement(db, { ...entry, before: { a: 1 }, after: { a: 2 }, reason: "why" }, new Date()).run();
    const [row] = await listAudit(db, { action: "test." });
    expect(row).toMatchObject({ actor: "usr_x", before: { a: 1 }, after: { a: 2 }, reason: "why", requestId: "r1" });
    await expect(db.prepare("UPDATE audit_log SET actor = 'someone else'").run()).rejects.toThrow(/append-only/);
    await expect(db.prepare("DELETE FROM audit_log").run()).rejects.toThrow(/append-only/);
    expect((await listAudit(db, {})).map((r) => r.actor)).toEqual(["usr_x"]);
  });
});

describe("the order timeline", () => {
  it("records the order's placing and every status change of the order and its items", async () => {
    const placed = await order({ status: "on_hold", itemStatus: "pending_supplier" });
    await db.prepare("UPDATE order_items SET status = 'confirmed' WHERE id = ?").bind(placed.itemId).run();
    await db
      .prepare("UPDATE orders SET status = 'confirmed', updated_at = '2030-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(placed.id)
      .run();
    await db.prepare("UPDATE orders SET updated_at = '2030-01-02T00:00:00.000Z' WHERE id = ?").bind(placed.id).run();
    const { results } = await db
      .prepare("SELECT item_id, from_status, to_status, at FROM order_timeline WHERE order_id = ? ORDER BY id")
      .bind(placed.id)
      .all();
    expect(results).toEqual([
      expect.objectContaining({ item_id: null, from_status: null, to_status: "on_hold" }),
      expect.objectContaining({ item_id: placed.itemId, from_status: "pending_supplier", to_status: "confirmed" }),
      { item_id: null, from_status: "on_hold", to_status: "confirmed", at: "2030-01-01T00:00:00.000Z" },
    ]);
  });
});

describe("staff sessions", () => {
  it("last 12 hours for staff, 30 days for travellers, and remember a passkey sign-in", async () => {
    const now = new Date("2030-05-01T08:00:00Z");
    const traveller = await user();
    const staff = await user();
    await grantRoleGuardedStatement(
      db,
      { userId: staff.id, role: "operator", supplierId: null, grantedBy: "command" },
      now,
    ).run();
    const t = await startSession(db, traveller.id, now, null);
    const s = await startSession(db, staff.id, now, null, null, "passkey");
    expect(t.session.expiresAt.getTime() - now.getTime()).toBe(30 * 86_400_000);
    expect(s.session.expiresAt.toISOString()).toBe("2030-05-01T20:00:00.000Z");
    await db.batch([...t.statements, ...s.statements]);
    const seen = await staffBySessionHash(db, await tokenHash(s.session.token), now);
    expect(seen).toMatchObject({ userId: staff.id, role: "operator", passkeyAt: now.toISOString() });
    expect(await staffBySessionHash(db, await tokenHash(t.session.token), now)).toBeNull();
    expect(await staffBySessionHash(db, await tokenHash(s.session.token), new Date("2030-05-01T20:00:01Z"))).toBeNull();
  });

  it("a supplier role needs its supplier, and roles grant only their capabilities", async () => {
    const person = await staffMember({ role: "marketing" });
    await expect(
      grantRoleGuardedStatement(
        db,
        { userId: person.id, role: "supplier", supplierId: null, grantedBy: "command" },
        new Date(),
      ).run(),
    ).rejects.toThrow();
    expect(can("marketing", "bookings")).toBe(false);
    expect(can("supplier", "bookings.money")).toBe(false);
    expect(can("operator", "staff")).toBe(true);
    const now = new Date("2030-05-01T08:00:00Z");
    expect(passkeyFresh("2030-05-01T07:50:00Z", now)).toBe(true);
    expect(passkeyFresh("2030-05-01T07:49:59Z", now)).toBe(false);
    expect(passkeyFresh(null, now)).toBe(false);
  });
});
