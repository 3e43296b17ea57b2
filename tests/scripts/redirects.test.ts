// `npm run redirects` against a throwaway local state: set, export, import (bad and good CSV), delete, what the worker
// then sees, and one audit entry per change, as the person who ran the command.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
// @ts-expect-error: a JavaScript module of the npm scripts, without type declarations
import { applyMigrations } from "../../scripts/lib/local-env.mjs";
import { REDIRECT_KEY_PREFIX } from "../../shared/redirect-rules.ts";
import { resolveRedirect } from "../../worker/services/redirects.ts";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "redirects-cli-"));
  // The command writes its audit entries to the local D1, as `npm run dev` leaves it: migrated.
  await applyMigrations(dir);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Run = { code: number; stdout: string; stderr: string };

function redirects(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "redirects", "--", ...args, "--persist", dir],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false", OPS_ACTOR: "mona" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function csv(name: string, lines: string[]): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, `${lines.join("\n")}\n`);
  return file;
}

describe("npm run redirects", () => {
  it("set saves a rule, and export prints it as CSV", async () => {
    const set = await redirects("set", "/summer-sale", "/things-to-do", "302");
    expect(set.stderr).not.toContain("wrangler failed");
    expect(set.code).toBe(0);
    expect(set.stdout).toContain("/summer-sale → /things-to-do (302)");
    const exported = await redirects("export");
    expect(exported.code).toBe(0);
    expect(exported.stdout).toBe("from,to,status\n/summer-sale,/things-to-do,302\n");
  });

  it("import of a CSV with bad rows applies none of it, names each bad line and exits non-zero", async () => {
    const file = await csv("bad.csv", [
      "from,to,status",
      "/winter,/blog",
      "winter-no-slash,/faq",
      "/evil,https://evil.example/x",
      "/winter,/faq",
      "/spring,/summer-sale",
    ]);
    const run = await redirects("import", file);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("Nothing was imported");
    for (const line of [3, 4, 5, 6]) expect(run.stderr).toContain(`line ${line}: `);
    expect(run.stderr).toContain("line 4: the target's host evil.example is not on the allow-list");
    expect(run.stderr).toContain("line 6: the target /summer-sale is itself redirected (to /things-to-do)");
    expect(run.stderr).not.toContain("line 2: ");
  });

  it("set refuses a loop and a two-hop chain with the stored rules, and saves nothing", async () => {
    const chain = await redirects("set", "/things-to-do", "/blog");
    expect(chain.code).not.toBe(0);
    expect(chain.stderr).toContain("Not saved: /summer-sale already redirects to /things-to-do");
    const loop = await redirects("set", "/things-to-do", "/summer-sale");
    expect(loop.stderr).toContain("Not saved: /things-to-do → /summer-sale → /things-to-do would be a loop");
    expect((await redirects("export")).stdout).toBe("from,to,status\n/summer-sale,/things-to-do,302\n");
  });

  it("import of a good CSV adds every row", async () => {
    const file = await csv("good.csv", [
      "from,to,status",
      "/old-blog,/blog",
      "/deals,/things-to-do-in-dubai,302",
      "/partner,https://wa.me/971500000000",
    ]);
    const run = await redirects("import", file);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Imported 3 redirect rule(s).");
  });

  it("delete removes a rule, and says so when there is none to remove", async () => {
    const run = await redirects("delete", "/summer-sale");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Deleted the rule for /summer-sale.");
    const again = await redirects("delete", "/summer-sale");
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain("There is no rule for /summer-sale; nothing was deleted.");
  });

  it("the worker then sees exactly the imported rules", async () => {
    const proxy = await getPlatformProxy<{ SITE: KVNamespace; DB: D1Database }>({ persist: { path: join(dir, "v3") } });
    try {
      const kv = proxy.env.SITE;
      const { keys } = await kv.list({ prefix: REDIRECT_KEY_PREFIX });
      expect(keys.map((k) => k.name).sort()).toEqual(
        ["/deals", "/old-blog", "/partner"].map((p) => REDIRECT_KEY_PREFIX + p),
      );
      const resolve = (path: string) => resolveRedirect(kv, { path, locale: "ar", layout: "default" });
      expect(await resolve("/deals")).toMatchObject({
        location: "/ar/things-to-do-in-dubai",
        status: 302,
        source: "kv",
      });
      expect(await resolve("/old-blog")).toMatchObject({ location: "/ar/blog", status: 301, source: "kv" });
      expect(await resolve("/partner")).toMatchObject({
        location: "https://wa.me/971500000000",
        status: 301,
        external: true,
      });
      expect(await resolve("/summer-sale")).toBeNull();
      expect(await resolve("/winter")).toBeNull();
      // One entry per change (set, good import, delete), none for refusals or exports, each as who ran the command.
      const { results } = await proxy.env.DB.prepare(
        "SELECT actor, role, action, target FROM audit_log ORDER BY id",
      ).all();
      expect(results).toEqual([
        { actor: "command:mona", role: "command", action: "redirect.set", target: "redirect:/summer-sale" },
        { actor: "command:mona", role: "command", action: "redirect.import", target: "redirects" },
        { actor: "command:mona", role: "command", action: "redirect.delete", target: "redirect:/summer-sale" },
      ]);
    } finally {
      await proxy.dispose();
    }
  });
});
