// Who may open the operations console: staff with the section's capability, on a passkey session younger than 12 hours.
// Everyone else gets the ordinary 404 (a guest, a traveller, staff of another role), and every answer is private and
// unindexed. (The passkey re-check's ceremonies are tested with the other passkey tests.)
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html } from "./helpers.ts";
import { session, staffMember, user } from "../factories/index.ts";
import { auditStatement } from "../../worker/db/audit-log.ts";
import { grantRoleGuardedStatement } from "../../worker/db/staff.ts";
import { startSession } from "../../worker/services/auth/sessions.ts";
import { SESSION_COOKIE } from "../../shared/account.ts";

const db = env.DB;
const HOUR = 3_600_000;

describe("the console's doors", () => {
  it("are a 404 to a guest and a traveller, in both languages", async () => {
    const traveller = await session(await user());
    for (const path of ["/ops/audit", "/ar/ops/audit"]) {
      expect((await get(path)).status).toBe(404);
      expect((await get(path, { headers: { cookie: traveller.cookie } })).status).toBe(404);
    }
  });

  it("are a 404 to staff whose role lacks the section (marketing and suppliers read no audit log)", async () => {
    const marketing = await staffMember({ role: "marketing" });
    const supplierId = (
      await db
        .prepare(
          "INSERT INTO suppliers (name_en, name_ar, phone, email) VALUES ('S', 'س', '+971500000000', 's@example.com')",
        )
        .run()
    ).meta.last_row_id;
    const supplier = await staffMember({ role: "supplier", supplierId });
    for (const who of [marketing, supplier]) {
      const res = await get("/ops/audit", { headers: { cookie: who.cookie } });
      expect(res.status).toBe(404);
    }
  });

  it("open to an operator on a passkey session: private, never cached, not indexed", async () => {
    const operator = await staffMember({ role: "operator", firstName: "Huda" });
    const { res, body } = await html("/ar/ops/audit", { headers: { cookie: operator.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(body).toMatch(/<meta name="robots" content="noindex"/);
    expect(body).toContain('dir="rtl"');
    expect(body).toContain("سجل التدقيق");
    expect(body).toContain('data-role="operator"');
  });

  it("ask staff who signed in with a password, or whose passkey sign-in is older than 12 hours, for a passkey", async () => {
    const withPassword = await staffMember({ role: "operator", signedInWith: "password" });
    const res = await get("/ops/audit", { headers: { cookie: withPassword.cookie } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('data-testid="ops-passkey-required"');

    // A traveller's 30-day passkey session from 13 hours ago, granted a role since: not a console session any more.
    const person = await user();
    const started = new Date(Date.now() - 13 * HOUR);
    const { session: old, statements } = await startSession(db, person.id, started, null, null, "passkey");
    await db.batch(statements);
    await grantRoleGuardedStatement(
      db,
      { userId: person.id, role: "operator", supplierId: null, grantedBy: "command" },
      new Date(),
    ).run();
    const stale = await get("/ops/audit", { headers: { cookie: `${SESSION_COOKIE}=${old.token}` } });
    expect(stale.status).toBe(403);

    // A staff session itself ends after 12 hours: then it is no session at all.
    const ended = await staffMember({ role: "operator", startedAt: new Date(Date.now() - 12 * HOUR - 1000) });
    expect((await get("/ops/audit", { headers: { cookie: ended.cookie } })).status).toBe(404);
  });

  it("are not a city and activity: /ops/audit is never redirected as one", async () => {
    const res = await get("/ops/anything-else");
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
  });
});

describe("the journeys' stale passkey check (development only)", () => {
  it("moves this session's passkey check back past the step-up window, and never forward", async () => {
    const operator = await staffMember({ role: "operator" });
    const at = () =>
      db.prepare("SELECT passkey_at FROM sessions WHERE user_id = ?").bind(operator.id).first<string>("passkey_at");
    const before = Date.parse((await at())!);
    const post = () =>
      get("/dev/staff/stale-passkey-check", {
        method: "POST",
        headers: { cookie: operator.cookie, origin: "https://example.com" },
      });
    expect((await post()).status).toBe(204);
    const aged = Date.parse((await at())!);
    expect(before - aged).toBeGreaterThan(10 * 60_000);
    expect((await post()).status).toBe(204);
    expect(Date.parse((await at())!)).toBe(aged);
    expect(
      (await get("/dev/staff/stale-passkey-check", { method: "POST", headers: { origin: "https://example.com" } }))
        .status,
    ).toBe(404);
  });
});

describe("the way in", () => {
  it("the account page links staff to the console, and travellers to nothing of the kind", async () => {
    const operator = await staffMember({ role: "operator" });
    const traveller = await session(await user());
    const staffPage = await html("/ar/account", { headers: { cookie: operator.cookie } });
    expect(staffPage.body).toMatch(/data-testid="account-console"[^>]*|href="\/ar\/ops"/);
    expect(staffPage.body).toContain('href="/ar/ops"');
    const travellerPage = await html("/account", { headers: { cookie: traveller.cookie } });
    expect(travellerPage.res.status).toBe(200);
    expect(travellerPage.body).not.toContain("account-console");
  });
});

describe("the audit log page", () => {
  it("lists entries newest first and filters them", async () => {
    const operator = await staffMember({ role: "operator" });
    const now = Date.now();
    for (const [i, action] of ["booking.confirm", "redirect.set", "booking.refund"].entries())
      await auditStatement(
        db,
        {
          actor: "usr_a",
          actorEmail: "a@example.com",
          role: "operator",
          action,
          target: `t:${i}`,
          requestId: `req-${i}`,
        },
        new Date(now + i * 1000),
      ).run();
    const all = await html("/ops/audit", { headers: { cookie: operator.cookie } });
    const actions = [...all.body.matchAll(/data-action="([^"]+)"/g)].map((m) => m[1]);
    expect(actions).toEqual(["booking.refund", "redirect.set", "booking.confirm"]);
    const filtered = await html("/ops/audit?action=booking.", { headers: { cookie: operator.cookie } });
    expect([...filtered.body.matchAll(/data-action="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "booking.refund",
      "booking.confirm",
    ]);
    const bad = await html("/ops/audit?from=yesterday", { headers: { cookie: operator.cookie } });
    expect(bad.res.status).toBe(200);
    expect(bad.body).toContain('data-testid="ops-error"');
  });
});
