// The console's staff page (operators only): granting, changing and revoking roles by email through the service
// `npm run staff` uses, a fresh passkey check before any role change (else 403 and nothing changes), the last operator
// kept, clear refusals, and one audit entry per change.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { ORIGIN, get, html } from "./helpers.ts";
import { session, staffMember, supplier, user } from "../factories/index.ts";
import { listAudit } from "../../worker/db/audit-log.ts";
import { staffRoleOf } from "../../worker/db/staff.ts";
import { grantRole, revokeRole } from "../../worker/services/ops/staff.ts";
import { audited, commandActor } from "../../worker/services/ops/actor.ts";
import { AFTER_PREVIOUS } from "../../worker/db/guards.ts";
import { grantRoleGuardedStatement, revokeRoleGuardedStatement } from "../../worker/db/ops-staff.ts";

const db = env.DB;
const MINUTE = 60_000;

function post(path: string, who: { cookie: string } | null, fields: Record<string, string>) {
  return get(path, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
      ...(who ? { cookie: who.cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

const audits = (who: { id: string }) => listAudit(db, { actor: who.id, action: "staff." });

describe("who may open the staff page", () => {
  it("operators only: marketing, a supplier's staff, a traveller and a guest get the ordinary 404", async () => {
    const operator = await staffMember({ role: "operator" });
    const { res, body } = await html("/ar/ops/staff", { headers: { cookie: operator.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain(`data-email="${operator.email}"`);
    const others = [
      await staffMember({ role: "marketing" }),
      await staffMember({ role: "supplier", supplierId: await supplier() }),
      await session(await user()),
      null,
    ];
    const target = await user();
    for (const who of others) {
      expect((await get("/ops/staff", { headers: who ? { cookie: who.cookie } : {} })).status).toBe(404);
      expect((await post("/ops/staff", who, { email: target.email, role: "operator" })).status).toBe(404);
      expect((await post("/ops/staff/revoke", who, { email: operator.email })).status).toBe(404);
    }
    expect(await staffRoleOf(db, target.id)).toBeNull();
    expect(await staffRoleOf(db, operator.id)).toMatchObject({ role: "operator" });
  });
});

describe("granting and changing roles", () => {
  it("grants a role by email, changes it, and revokes it, each with one audit entry", async () => {
    const operator = await staffMember({ role: "operator" });
    const person = await user();
    const supplierId = await supplier({ name: "Pearl Divers" });
    const granted = await post("/ops/staff", operator, {
      email: person.email.toUpperCase(),
      role: "marketing",
      supplier: "",
    });
    expect(granted.status).toBe(303);
    expect(granted.headers.get("location")).toBe(`/ops/staff?done=granted&email=${encodeURIComponent(person.email)}`);
    expect(await staffRoleOf(db, person.id)).toEqual({ role: "marketing", supplierId: null });

    // The form always posts its supplier list; only the supplier role reads it.
    const changed = await post("/ar/ops/staff", operator, {
      email: person.email,
      role: "supplier",
      supplier: String(supplierId),
    });
    expect(changed.headers.get("location")).toContain("/ar/ops/staff?done=changed");
    expect(await staffRoleOf(db, person.id)).toEqual({ role: "supplier", supplierId });
    const page = await html("/ops/staff", { headers: { cookie: operator.cookie } });
    expect(page.body).toMatch(new RegExp(`data-email="${person.email}" data-role="supplier"`));
    expect(page.body).toContain("Pearl Divers");

    const same = await post("/ops/staff", operator, {
      email: person.email,
      role: "supplier",
      supplier: String(supplierId),
    });
    expect(same.headers.get("location")).toContain("done=unchanged");

    const revoked = await post("/ops/staff/revoke", operator, { email: person.email });
    expect(revoked.status).toBe(303);
    expect(await staffRoleOf(db, person.id)).toBeNull();

    const entries = (await audits(operator)).reverse();
    expect(entries.map((e) => [e.action, e.target, e.before, e.after])).toEqual([
      ["staff.grant", `staff:${person.id}`, null, { email: person.email, role: "marketing", supplierId: null }],
      [
        "staff.change",
        `staff:${person.id}`,
        { email: person.email, role: "marketing", supplierId: null },
        { email: person.email, role: "supplier", supplierId },
      ],
      ["staff.revoke", `staff:${person.id}`, { email: person.email, role: "supplier", supplierId }, null],
    ]);
    expect(entries.every((e) => e.requestId && e.role === "operator" && e.actorEmail === operator.email)).toBe(true);
    expect(entries[1].supplierId).toBe(supplierId);
  });

  it("refuses, with what to do, an email no account has, a supplier role without its supplier, and an unknown role", async () => {
    const operator = await staffMember({ role: "operator" });
    const person = await user();
    const cases: [Record<string, string>, string][] = [
      [{ email: "nobody@example.com", role: "marketing" }, "No account has that email; they sign up first"],
      [{ email: person.email, role: "supplier", supplier: "" }, "A supplier role needs its supplier"],
      [{ email: person.email, role: "supplier", supplier: "999999" }, "That supplier does not exist any more"],
      [{ email: person.email, role: "admin" }, "Choose operator, supplier or marketing."],
    ];
    for (const [fields, says] of cases) {
      const res = await post("/ops/staff", operator, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const body = await res.text();
      expect(body).toContain(says);
      expect(body).toContain(`value="${fields.email}"`);
    }
    expect(await staffRoleOf(db, person.id)).toBeNull();
    expect(await audits(operator)).toEqual([]);
  });
});

describe("a role change needs a fresh passkey check", () => {
  it("refuses a grant, a change and a revoke with a check older than 10 minutes: 403, nothing changes, Confirm it's you", async () => {
    const operator = await staffMember({ role: "operator", passkeyAt: new Date(Date.now() - 11 * MINUTE) });
    const person = await user();
    const marketing = await staffMember({ role: "marketing" });
    const page = await html("/ops/staff", { headers: { cookie: operator.cookie } });
    expect(page.body).toContain('data-testid="ops-step-up"');

    const grant = await post("/ops/staff", operator, { email: person.email, role: "operator" });
    expect(grant.status).toBe(403);
    const body = await grant.text();
    expect(body).toContain('data-testid="ops-step-up"');
    expect(body).toContain('data-island="PasskeySignIn"');
    expect(body).toContain("Nothing was changed: confirm with your passkey first, then try again.");
    // The confirmation brings the operator back to the same form, filled in.
    expect(body).toContain(`value="${person.email}"`);
    expect(body).toContain(`/ops/staff?email=${encodeURIComponent(person.email)}`);

    expect((await post("/ops/staff", operator, { email: marketing.email, role: "operator" })).status).toBe(403);
    expect((await post("/ops/staff/revoke", operator, { email: marketing.email })).status).toBe(403);
    expect(await staffRoleOf(db, person.id)).toBeNull();
    expect(await staffRoleOf(db, marketing.id)).toEqual({ role: "marketing", supplierId: null });
    expect(await audits(operator)).toEqual([]);

    const fresh = await staffMember({ role: "operator", passkeyAt: new Date(Date.now() - 9 * MINUTE) });
    expect((await html("/ops/staff", { headers: { cookie: fresh.cookie } })).body).not.toContain(
      'data-testid="ops-step-up"',
    );
    expect((await post("/ops/staff", fresh, { email: person.email, role: "operator" })).status).toBe(303);
  });
});

describe("the last operator", () => {
  it("cannot demote or revoke themselves; with a second operator they can step down", async () => {
    // Every operator the other tests made steps down first, through the service, so this one is the last.
    const others = await db
      .prepare("SELECT u.email FROM staff s JOIN users u ON u.id = s.user_id WHERE s.role = 'operator'")
      .all<{ email: string }>();
    const command = { db, actor: commandActor("test"), now: new Date() };
    const last = await staffMember({ role: "operator" });
    for (const { email } of others.results) expect((await revokeRole(command, email)).ok).toBe(true);

    const demote = await post("/ops/staff", last, { email: last.email, role: "marketing" });
    expect(demote.status).toBe(409);
    expect(await demote.text()).toContain("That is the last operator: make someone else an operator first.");
    const revoke = await post("/ops/staff/revoke", last, { email: last.email });
    expect(revoke.status).toBe(409);
    expect(await staffRoleOf(db, last.id)).toEqual({ role: "operator", supplierId: null });
    expect(await audits(last)).toEqual([]);

    const second = await user();
    expect((await grantRole(command, { email: second.email, role: "operator", supplierId: null })).ok).toBe(true);
    const stepDown = await post("/ops/staff", last, { email: last.email, role: "marketing" });
    expect(stepDown.status).toBe(303);
    expect(await staffRoleOf(db, last.id)).toEqual({ role: "marketing", supplierId: null });
    expect((await audits(last)).map((e) => e.action)).toEqual(["staff.change"]);
  });

  it("stays an operator when two operators demote each other at the same moment", async () => {
    const command = { db, actor: commandActor("test"), now: new Date() };
    const current = await db
      .prepare("SELECT u.email FROM staff s JOIN users u ON u.id = s.user_id WHERE s.role = 'operator'")
      .all<{ email: string }>();
    const a = await staffMember({ role: "operator" });
    const b = await staffMember({ role: "operator" });
    for (const { email } of current.results) await revokeRole(command, email);
    const answers = await Promise.all([
      post("/ops/staff", a, { email: b.email, role: "marketing" }),
      post("/ops/staff", b, { email: a.email, role: "marketing" }),
    ]);
    // One goes through; the other is refused (409), or finds itself no longer an operator (404) if it came second.
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(303);
    expect([404, 409]).toContain(statuses[1]);
    const operators = await db
      .prepare("SELECT COUNT(*) AS n FROM staff WHERE role = 'operator'")
      .first<{ n: number }>();
    expect(operators?.n).toBe(1);
    const changes = await listAudit(db, { action: "staff.change" });
    expect(changes.filter((e) => e.actor === a.id || e.actor === b.id)).toHaveLength(1);
  });

  it("is kept by the statement itself, and then the batch writes no audit entry", async () => {
    // The race the service's own check cannot see: demoting the one operator left, straight through the statements.
    const [survivor] = (
      await db.prepare("SELECT user_id FROM staff WHERE role = 'operator'").all<{ user_id: string }>()
    ).results;
    const actor = commandActor("race");
    const [change] = await db.batch([
      grantRoleGuardedStatement(
        db,
        { userId: survivor.user_id, role: "marketing", supplierId: null, grantedBy: actor.id },
        new Date(),
      ),
      audited(db, actor, { action: "staff.change", target: `staff:${survivor.user_id}` }, new Date(), AFTER_PREVIOUS),
    ]);
    expect(change.meta.changes).toBe(0);
    const [revoke] = await db.batch([
      revokeRoleGuardedStatement(db, survivor.user_id),
      audited(db, actor, { action: "staff.revoke", target: `staff:${survivor.user_id}` }, new Date(), AFTER_PREVIOUS),
    ]);
    expect(revoke.meta.changes).toBe(0);
    expect(await staffRoleOf(db, survivor.user_id)).toMatchObject({ role: "operator" });
    expect(await listAudit(db, { actor: actor.id })).toEqual([]);
  });
});
