// Local values live only locally (docs/decisions/017): .dev.vars is made from .dev.vars.example with fresh random keys
// (or given the lines it lacks, never overwriting one), the example holds no secret, and wrangler.toml's top level sets
// none of what is for a developer's machine.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { experimental_readRawConfig } from "wrangler";
// @ts-expect-error: a JavaScript module of the npm scripts, without type declarations
import { ensureDevVars, parseDevVars } from "../../scripts/lib/local-env.mjs";
import { REPOSITORY_VALUES } from "../../worker/config/known-values.ts";

const LOCAL_ONLY = ["ENVIRONMENT", "PAYMENT_PROVIDER", "MAILER", "WHATSAPP", "AUTH_SECRET", "SANDBOX_SIGNING_SECRET"];
const SECRET_NAME = /SECRET|KEY|TOKEN|DSN|PASSWORD/;

let dir: string;
const read = async () => new Map<string, string>(parseDevVars(await readFile(join(dir, ".dev.vars"), "utf8")));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "dev-vars-"));
  await copyFile(".dev.vars.example", join(dir, ".dev.vars.example"));
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe(".dev.vars", () => {
  it("is made from the example when missing: development, the sandbox, the outbox, and random keys only this machine has", async () => {
    expect(ensureDevVars(dir)).toEqual(LOCAL_ONLY);
    const vars = await read();
    expect(Object.fromEntries([...vars].filter(([name]) => !SECRET_NAME.test(name)))).toEqual({
      ENVIRONMENT: "development",
      PAYMENT_PROVIDER: "sandbox",
      MAILER: "outbox",
      WHATSAPP: "outbox",
    });
    for (const name of ["AUTH_SECRET", "SANDBOX_SIGNING_SECRET"]) {
      expect(vars.get(name)!.length, name).toBeGreaterThanOrEqual(48);
      expect(REPOSITORY_VALUES.has(vars.get(name)!), name).toBe(false);
    }
    expect(vars.get("AUTH_SECRET")).not.toBe(vars.get("SANDBOX_SIGNING_SECRET"));
    expect((await stat(join(dir, ".dev.vars"))).mode & 0o077).toBe(0);

    const other = await mkdtemp(join(tmpdir(), "dev-vars-"));
    await copyFile(".dev.vars.example", join(other, ".dev.vars.example"));
    ensureDevVars(other);
    const theirs = new Map<string, string>(parseDevVars(await readFile(join(other, ".dev.vars"), "utf8")));
    expect(theirs.get("AUTH_SECRET")).not.toBe(vars.get("AUTH_SECRET"));
    await rm(other, { recursive: true, force: true });
  });

  it("gets only the lines it lacks, keeping what a developer set (Stripe's test keys, say); then nothing changes", async () => {
    await writeFile(
      join(dir, ".dev.vars"),
      "PAYMENT_PROVIDER=stripe\nSTRIPE_SECRET_KEY=sk_test_mine\nAUTH_SECRET=my-own-long-local-key-that-i-chose-myself-000\n",
    );
    expect(ensureDevVars(dir)).toEqual(["ENVIRONMENT", "MAILER", "WHATSAPP", "SANDBOX_SIGNING_SECRET"]);
    const vars = await read();
    expect(vars.get("PAYMENT_PROVIDER")).toBe("stripe");
    expect(vars.get("STRIPE_SECRET_KEY")).toBe("sk_test_mine");
    expect(vars.get("AUTH_SECRET")).toBe("my-own-long-local-key-that-i-chose-myself-000");
    expect(vars.get("ENVIRONMENT")).toBe("development");
    const before = await readFile(join(dir, ".dev.vars"), "utf8");
    expect(ensureDevVars(dir)).toEqual([]);
    expect(await readFile(join(dir, ".dev.vars"), "utf8")).toBe(before);
  });
});

describe("what the repository holds", () => {
  it("the example names every local-only setting and gives no secret a value", async () => {
    const example = parseDevVars(await readFile(".dev.vars.example", "utf8")) as [string, string][];
    expect(example.map(([name]) => name)).toEqual(LOCAL_ONLY);
    for (const [name, value] of example) if (SECRET_NAME.test(name)) expect(value, name).toBe("");
  });

  it("wrangler.toml's top level sets nothing that is for a developer's machine, and each environment sets its own", () => {
    const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
    for (const name of LOCAL_ONLY) expect(Object.keys(rawConfig.vars ?? {}), name).not.toContain(name);
    expect(rawConfig.env?.production?.vars).toMatchObject({
      ENVIRONMENT: "production",
      PAYMENT_PROVIDER: "stripe",
      MAILER: "send_email",
      WHATSAPP: "cloud_api",
    });
    expect(rawConfig.env?.staging?.vars).toMatchObject({
      ENVIRONMENT: "staging",
      PAYMENT_PROVIDER: "sandbox",
      MAILER: "outbox",
      WHATSAPP: "outbox",
    });
    expect(rawConfig.env?.production?.secrets?.required).toEqual([
      "AUTH_SECRET",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "WHATSAPP_ACCESS_TOKEN",
      "WHATSAPP_PHONE_NUMBER_ID",
      "WHATSAPP_APP_SECRET",
      "WHATSAPP_VERIFY_TOKEN",
    ]);
    expect(rawConfig.env?.staging?.secrets?.required).toEqual([
      "AUTH_SECRET",
      "SANDBOX_SIGNING_SECRET",
      "STAGING_ACCESS_KEY",
    ]);
    // Each environment has bindings of its own: wrangler does not inherit them.
    const names = (env: "production" | "staging") => [
      rawConfig.env?.[env]?.d1_databases?.[0]?.database_name,
      rawConfig.env?.[env]?.r2_buckets?.[0]?.bucket_name,
    ];
    expect(names("production")).toEqual(["rihla-production", "rihla-media-production"]);
    expect(names("staging")).toEqual(["rihla-staging", "rihla-media-staging"]);
  });

  it("keeps .dev.vars out of git", async () => {
    expect((await readFile(".gitignore", "utf8")).split("\n")).toContain(".dev.vars");
  });
});
