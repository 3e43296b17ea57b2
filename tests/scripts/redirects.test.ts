// `npm run redirects` against a throwaway local KV: set, export, import (bad and good CSV), delete, and what the worker then sees.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { REDIRECT_KEY_PREFIX } from "../../shared/redirect-rules.ts";
import { resolveRedirect } from "../../worker/services/redirects.ts";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "redirects-cli-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Run = { code: number; stdout: string; stderr: string };

function redirects(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", "redirects", "--", ...args, "--persist", dir],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
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
    ]);
    const run = await redirects("import", file);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("Nothing was imported");
    for (const line of [3, 4, 5]) expect(run.stderr).toContain(`line ${line}: `);
    expect(run.stderr).not.toContain("line 2: ");
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
    const proxy = await getPlatformProxy<{ SITE: KVNamespace }>({ persist: { path: join(dir, "v3") } });
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
    } finally {
      await proxy.dispose();
    }
  });
});
