// `npm run staff` (and `npm run site -- put`) against a throwaway local state: grant, change, list, revoke, the clear
// refusals (unknown email, bad role, a supplier role without or with an unknown supplier, the last operator), and one
// audit entry per change as the person who ran the command.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { CACHE_VERSION_KEY } from "../../shared/cache-version.ts";
// @ts-expect-error: a JavaScript module of the npm scripts, without type declarations
import { applyMigrations } from "../../scripts/lib/local-env.mjs";

let dir: string;

type Bindings = { DB: D1Database; SITE: KVNamespace };

async function withBindings<T>(use: (env: Bindings) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<Bindings>({ persist: { path: join(dir, "v3") } });
  try {
    return await use(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "staff-cli-"));
  await applyMigrations(dir);
  // Accounts sign up on the site; here two are written as sign-up leaves them, one not yet verified, and a supplier.
  await withBindings(async ({ DB }) => {
    const account = (id: string, email: string, verified: boolean) =>
      DB.prepare(
        `INSERT INTO users (id, email, email_verified_at, password_hash, password_salt, password_iterations,
           first_name, last_name, locale, created_at, updated_at) VALUES (?, ?, ?, 'h', 's', 100000, 'Noor', 'Ali', 'en', ?, ?)`,
      ).bind(
        id,
        email,
        verified ? "2030-01-01T00:00:00.000Z" : null,
        "2030-01-01T00:00:00.000Z",
        "2030-01-01T00:00:00.000Z",
      );
    await DB.batch([
      account("usr_ops", "ops@example.com", true),
      account("usr_mkt", "mkt@example.com", true),
      account("usr_new", "new@example.com", false),
      DB.prepare(
        "INSERT INTO suppliers (id, name_en, name_ar, phone, email) VALUES (7, 'Desert Falcon', 'صقر الصحراء', '+97145550199', 'df@example.com')",
      ),
    ]);
  });
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Run = { code: number; stdout: string; stderr: string };

function npm(script: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", script, "--", ...args, "--persist", dir],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false", OPS_ACTOR: "salem" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const staff = (...args: string[]) => npm("staff", ...args);

describe("npm run staff", () => {
  it("grants a role to an account, and lists it with who granted it", async () => {
    const grant = await staff("grant", "OPS@example.com", "operator");
    expect(grant.stderr).toBe("");
    expect(grant.code).toBe(0);
    expect(grant.stdout).toContain("Granted: ops@example.com (operator).");
    const list = await staff("list");
    expect(list.stdout).toMatch(/^ops@example\.com \(operator\) {2}granted by command:salem on \d{4}-\d\d-\d\d /);
  });

  it("refuses what it cannot do, clearly, and changes nothing", async () => {
    const cases: [string[], string][] = [
      [["grant", "nobody@example.com", "marketing"], "no account has that email; they sign up first"],
      [["grant", "new@example.com", "marketing"], "that account has not confirmed its email yet"],
      [["grant", "mkt@example.com", "admin"], "the role must be one of operator, supplier, marketing"],
      [["grant", "mkt@example.com", "supplier"], "a supplier role needs its supplier: add --supplier ID"],
      [["grant", "mkt@example.com", "supplier", "--supplier", "99"], "no supplier has that id"],
      [["grant", "mkt@example.com", "supplier", "--supplier", "seven"], "--supplier takes a supplier's id"],
      [["grant", "mkt@example.com", "marketing", "--supplier", "7"], "only the supplier role has a supplier"],
      [["revoke", "ops@example.com"], "that is the last operator: make someone else an operator first"],
      [["grant", "ops@example.com", "marketing"], "that is the last operator"],
      [["revoke", "mkt@example.com"], "that account has no console role"],
    ];
    for (const [args, message] of cases) {
      const run = await staff(...args);
      expect(run.code, args.join(" ")).not.toBe(0);
      expect(run.stderr, args.join(" ")).toContain(message);
    }
  });

  it("grants a supplier role with its supplier, changes it, and revokes it", async () => {
    const grant = await staff("grant", "mkt@example.com", "supplier", "--supplier", "7");
    expect(grant.stdout).toContain("Granted: mkt@example.com (supplier for Desert Falcon, supplier 7).");
    const same = await staff("grant", "mkt@example.com", "supplier", "--supplier", "7");
    expect(same.stdout).toContain("already has that role; nothing was changed.");
    const change = await staff("grant", "mkt@example.com", "marketing");
    expect(change.stdout).toContain("is now mkt@example.com (marketing).");
    const revoke = await staff("revoke", "mkt@example.com");
    expect(revoke.code).toBe(0);
    expect(revoke.stdout).toContain("Revoked: mkt@example.com (marketing) no longer has a console role.");
  });

  it("npm run site -- put checks the file with the schema, saves it and bumps the cache version", async () => {
    const file = join(dir, "site.json");
    await writeFile(file, JSON.stringify({ layoutType: "supplier", defaultCurrency: "XYZ" }));
    const bad = await npm("site", "put", "tours.example.com", file);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("Not saved: defaultCurrency:");
    await writeFile(file, JSON.stringify({ layoutType: "supplier", defaultCurrency: "SAR" }));
    const good = await npm("site", "put", "Tours.Example.com", file);
    expect(good.stdout).toContain("Saved the settings of tours.example.com.");
    const [stored, version] = await withBindings(({ SITE }) =>
      Promise.all([SITE.get("site:tours.example.com", "json"), SITE.get(CACHE_VERSION_KEY)]),
    );
    expect(stored).toEqual({ layoutType: "supplier", defaultCurrency: "SAR" });
    // Nothing before the put bumped this fresh state's version: the put did.
    expect(version).not.toBeNull();
  });

  it("wrote one audit entry per change, none for refusals or lists, as the person who ran the command", async () => {
    const { results } = await withBindings(({ DB }) =>
      DB.prepare("SELECT actor, role, action, target, before, after FROM audit_log ORDER BY id").all(),
    );
    expect(results.map((r) => [r.actor, r.role, r.action, r.target])).toEqual([
      ["command:salem", "command", "staff.grant", "staff:usr_ops"],
      ["command:salem", "command", "staff.grant", "staff:usr_mkt"],
      ["command:salem", "command", "staff.change", "staff:usr_mkt"],
      ["command:salem", "command", "staff.revoke", "staff:usr_mkt"],
      ["command:salem", "command", "site.set", "site:tours.example.com"],
    ]);
    expect(JSON.parse(String(results[2].before))).toEqual({
      email: "mkt@example.com",
      role: "supplier",
      supplierId: 7,
    });
    expect(JSON.parse(String(results[2].after))).toEqual({
      email: "mkt@example.com",
      role: "marketing",
      supplierId: null,
    });
  });
});
