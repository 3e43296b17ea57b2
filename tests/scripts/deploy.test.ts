// `npm run deploy`: the preflight's rules one by one, then the real command offline, which must refuse and touch nothing.
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { createServer } from "node:net";
import {
  STARTUP_BUDGET_MS,
  WORKER_SIZE_LIMIT_BYTES,
  formatReport,
  isPlaceholderId,
  isWorkerModule,
  missingSecrets,
  namesPlaceholderDomain,
  parseDeployArgs,
  parseSecretList,
  parseStartupTime,
  placeholderResourceProblems,
  placeholderVarProblems,
  requiredSecrets,
  resourcesCheck,
  secretsCheck,
  sizeCheck,
  startupCheck,
  varsCheck,
} from "../../scripts/lib/preflight.ts";

/** What `wrangler check startup --worker …` printed for this worker (wrangler 4.156), box-drawing prefix and all. */
const STARTUP_OUTPUT = `
 ⛅️ wrangler 4.156.2
───────────────────────────────────────────────
├ Analysing
│ Startup phase analysed
│
│ Bundle: 5608.46 KiB / gzip: 1021.32 KiB
│
│ Local startup profile:
│   Profile window: 178.3 ms
│   Sampled time: 157.5 ms
│   Active: 77.4 ms (including 11.8 ms garbage collection)
│   Idle: 80.1 ms
│   Samples: 59
│
│ CPU Profile has been written to .wrangler/deploy/production/startup.cpuprofile.
`;

const REAL_D1_ID = "9f0c6b1e-3c2a-4e57-8d0b-5a1f2e3d4c5b";
const REAL_KV_ID = "4b5e0c9d8a7f41d2b3c6e5f7a8091b2c";

const productionConfig = (ids: { d1: string; kv: string }) => ({
  name: "rihla-marketplace-production",
  secrets: { required: ["AUTH_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] },
  d1_databases: [
    { binding: "DB", database_name: "rihla-production", database_id: ids.d1, migrations_dir: "worker/migrations" },
  ],
  kv_namespaces: [{ binding: "SITE", id: ids.kv }],
  r2_buckets: [{ binding: "MEDIA", bucket_name: "rihla-media-production" }],
});

describe("deploy arguments", () => {
  it("takes production or staging, and --preflight", () => {
    expect(parseDeployArgs(["--env", "production"])).toEqual({ env: "production", preflightOnly: false });
    expect(parseDeployArgs(["--env", "staging", "--preflight"])).toEqual({ env: "staging", preflightOnly: true });
  });

  it("refuses a missing or unknown environment and unknown options", () => {
    expect(parseDeployArgs([])).toEqual({ error: "--env is required." });
    expect(parseDeployArgs(["--env", "nonsense"])).toEqual({ error: 'Unknown environment "nonsense".' });
    expect(parseDeployArgs(["--env", "production", "--force"])).toHaveProperty("error");
  });
});

describe("placeholder resources", () => {
  it("counts zero ids, with or without dashes, as placeholders, and real-looking ids as real", () => {
    expect(isPlaceholderId("00000000-0000-0000-0000-000000000000")).toBe(true);
    expect(isPlaceholderId("00000000000000000000000000000000")).toBe(true);
    expect(isPlaceholderId(REAL_D1_ID)).toBe(false);
    expect(isPlaceholderId(REAL_KV_ID)).toBe(false);
    expect(isPlaceholderId("10000000-0000-0000-0000-000000000000")).toBe(false);
    expect(isPlaceholderId(undefined)).toBe(false);
  });

  it("names the binding and the command that creates each placeholder resource", () => {
    const problems = placeholderResourceProblems(
      productionConfig({ d1: "00000000-0000-0000-0000-000000000000", kv: "00000000000000000000000000000000" }),
      "production",
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain("D1 database DB (rihla-production)");
    expect(problems[0]).toContain("`npx wrangler d1 create rihla-production`");
    expect(problems[1]).toContain("KV namespace SITE");
    expect(problems[1]).toContain("`npx wrangler kv namespace create SITE --env production`");
    expect(placeholderResourceProblems(productionConfig({ d1: REAL_D1_ID, kv: REAL_KV_ID }), "production")).toEqual([]);
  });

  it("passes real ids only once the account has every R2 bucket, and says how to create a missing one", () => {
    const config = productionConfig({ d1: REAL_D1_ID, kv: REAL_KV_ID });
    expect(resourcesCheck({ env: "production", config, buckets: { checked: true, missing: [] } }).ok).toBe(true);
    const missing = resourcesCheck({
      env: "production",
      config,
      buckets: { checked: true, missing: ["rihla-media-production"] },
    });
    expect(missing.ok).toBe(false);
    expect(missing.details.join("\n")).toContain("`npx wrangler r2 bucket create rihla-media-production`");
    expect(resourcesCheck({ env: "production", config, buckets: { checked: false, reason: "offline" } }).ok).toBe(
      false,
    );
  });
});

describe("placeholder domain", () => {
  it("catches rihla.example and its subdomains in URLs and addresses, not lookalikes", () => {
    expect(namesPlaceholderDomain("https://rihla.example")).toBe(true);
    expect(namesPlaceholderDomain("https://staging.rihla.example")).toBe(true);
    expect(namesPlaceholderDomain("bookings@staging.rihla.example")).toBe(true);
    expect(namesPlaceholderDomain("https://rihla.ae")).toBe(false);
    expect(namesPlaceholderDomain("https://rihla.example.com")).toBe(false);
    expect(namesPlaceholderDomain("bookings@rihla.ae")).toBe(false);
  });

  it("names each var to change and the wrangler.toml section it is in, and counts an unset var", () => {
    const problems = placeholderVarProblems(
      { PUBLIC_ORIGIN: "https://rihla.ae", MAIL_FROM: "bookings@rihla.example" },
      "staging",
    );
    expect(problems).toEqual([
      'MAIL_FROM = "bookings@rihla.example" points at rihla.example: change it in [env.staging.vars] in wrangler.toml.',
      "OPS_EMAIL is not set: add it to [env.staging.vars] in wrangler.toml.",
    ]);
    expect(
      varsCheck(
        { PUBLIC_ORIGIN: "https://rihla.ae", MAIL_FROM: "bookings@rihla.ae", OPS_EMAIL: "ops@rihla.ae" },
        "production",
      ).ok,
    ).toBe(true);
  });
});

describe("secrets", () => {
  const required = requiredSecrets(productionConfig({ d1: REAL_D1_ID, kv: REAL_KV_ID }));

  it("reads the environment's secrets.required and computes the missing ones from what the account lists", () => {
    expect(required).toEqual(["AUTH_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
    expect(requiredSecrets({})).toEqual([]);
    const listed = parseSecretList(
      '[\n  { "name": "AUTH_SECRET", "type": "secret_text" },\n  { "name": "SENTRY_DSN", "type": "secret_text" }\n]',
    );
    expect(listed).toEqual(["AUTH_SECRET", "SENTRY_DSN"]);
    expect(parseSecretList("▲ [WARNING] Processing wrangler.toml configuration: …\n[]\n")).toEqual([]);
    expect(missingSecrets(required, listed)).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
    expect(missingSecrets(required, [...required, "SENTRY_DSN"])).toEqual([]);
  });

  it("fails with the command for each missing secret, and passes when all are set", () => {
    const missing = secretsCheck({ env: "production", required, state: { kind: "listed", names: ["AUTH_SECRET"] } });
    expect(missing.ok).toBe(false);
    expect(missing.summary).toBe("missing: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET");
    expect(missing.details).toContain(
      "Set STRIPE_SECRET_KEY with `npx wrangler secret put STRIPE_SECRET_KEY --env production`.",
    );
    expect(secretsCheck({ env: "production", required, state: { kind: "listed", names: required } }).ok).toBe(true);
  });

  it("fails offline, saying why and which secrets could not be checked, and says how to sign in when signed out", () => {
    const offline = secretsCheck({
      env: "production",
      required,
      state: { kind: "offline", api: "https://api.cloudflare.com/client/v4/" },
    });
    expect(offline.ok).toBe(false);
    expect(offline.summary).toBe("offline: could not reach api.cloudflare.com; the secrets below could not be checked");
    expect(offline.details).toContain("required: AUTH_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET");
    expect(offline.details.join("\n")).toContain("SENTRY_DSN");
    const signedOut = secretsCheck({ env: "production", required, state: { kind: "signed-out" } });
    expect(signedOut.ok).toBe(false);
    expect(signedOut.details.join("\n")).toContain("npx wrangler login");
  });
});

describe("bundle size", () => {
  it("passes up to Cloudflare's 64 MiB and fails above it", () => {
    expect(WORKER_SIZE_LIMIT_BYTES).toBe(64 * 1024 * 1024);
    expect(sizeCheck({ raw: WORKER_SIZE_LIMIT_BYTES, gzip: 1_000_000 }).ok).toBe(true);
    const over = sizeCheck({ raw: WORKER_SIZE_LIMIT_BYTES + 1, gzip: 1_000_000 });
    expect(over.ok).toBe(false);
    expect(over.details[0]).toContain("over Cloudflare's limit");
  });

  it("reports raw and gzip bytes", () => {
    expect(sizeCheck({ raw: 5_743_060, gzip: 1_045_831 }).summary).toBe(
      "5.48 MiB raw (5,743,060 bytes), 1021.3 KiB gzip (1,045,831 bytes); limit 64 MiB uncompressed",
    );
  });

  it("counts the modules, not the source maps or wrangler's README", () => {
    expect(["index.js", "index.js.map", "README.md", "chunk.mjs"].filter(isWorkerModule)).toEqual([
      "index.js",
      "chunk.mjs",
    ]);
  });
});

describe("startup time", () => {
  it("reads the Active CPU time from wrangler check startup's output", () => {
    expect(parseStartupTime(STARTUP_OUTPUT)).toEqual({ activeMs: 77.4, garbageCollectionMs: 11.8 });
    expect(parseStartupTime(`\u001b[2m│\u001b[22m   Active: 112.0 ms (including 3.1 ms garbage collection)`)).toEqual({
      activeMs: 112,
      garbageCollectionMs: 3.1,
    });
    expect(parseStartupTime("✘ [ERROR] Could not resolve worker.bundle")).toBeNull();
  });

  it("fails once the time is over the budget", () => {
    expect(STARTUP_BUDGET_MS).toBeLessThan(1000);
    expect(startupCheck(77.4).ok).toBe(true);
    expect(startupCheck(STARTUP_BUDGET_MS).ok).toBe(true);
    expect(startupCheck(STARTUP_BUDGET_MS + 0.1).ok).toBe(false);
    expect(startupCheck(150, 100).ok).toBe(false);
  });
});

describe("report", () => {
  it("marks each check, always prints size and startup, and ends with the verdict", () => {
    const checks = [
      startupCheck(77.4),
      { name: "Secrets", ok: false, summary: "missing: AUTH_SECRET", details: ["Set AUTH_SECRET with …"] },
    ];
    const report = formatReport({
      env: "staging",
      worker: "rihla-marketplace-staging",
      checks,
      size: null,
      startupMs: 77.4,
    });
    expect(report).toContain("  ✓ Startup  77.4 ms active CPU");
    expect(report).toContain("  ✗ Secrets  missing: AUTH_SECRET\n      - Set AUTH_SECRET with …");
    expect(report).toContain("Worker bundle: not measured");
    expect(report).toContain("Startup time: 77.4 ms active CPU");
    expect(report).toMatch(/✗ Preflight failed: Secrets\. Nothing was applied or deployed\.$/);
    expect(
      formatReport({
        env: "staging",
        worker: "w",
        checks: [startupCheck(77.4)],
        size: { raw: 2048, gzip: 1024 },
        startupMs: 77.4,
      }),
    ).toMatch(/✓ Preflight passed/);
  });
});

type Run = { code: number; output: string; stderr: string };

function deploy(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/deploy.mjs", ...args],
      { env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env }, maxBuffer: 1 << 26 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr, stderr }),
    );
  });
}

/** A local port nothing listens on: "offline" answers at once instead of after the probe's timeout. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("npm run deploy", () => {
  it("--env nonsense prints the usage and exits 1", async () => {
    const run = await deploy(["--env", "nonsense"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown environment "nonsense".');
    expect(run.stderr).toContain("Usage: npm run deploy -- --env production|staging [--preflight]");
  });

  it(
    "--env production offline: lists every problem, measures the bundle and startup, and touches nothing remote",
    async () => {
      const port = await closedPort();
      const run = await deploy(["--env", "production"], {
        RIHLA_CLOUDFLARE_API: `http://127.0.0.1:${port}/client/v4/`,
      });
      expect(run.code).not.toBe(0);
      const { output } = run;
      expect(output).toContain(
        "D1 database DB (rihla-production) has the placeholder id 00000000-0000-0000-0000-000000000000",
      );
      expect(output).toContain("`npx wrangler d1 create rihla-production`");
      expect(output).toContain("KV namespace SITE has the placeholder id 00000000000000000000000000000000");
      expect(output).toContain("`npx wrangler kv namespace create SITE --env production`");
      expect(output).toMatch(
        new RegExp(
          `✗ Secrets +offline: could not reach 127\\.0\\.0\\.1:${port}; the secrets below could not be checked`,
        ),
      );
      expect(output).toContain("required: AUTH_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET");
      expect(output).toMatch(/Worker bundle: [\d.]+ MiB raw \([\d,]+ bytes\), [\d.]+ [KM]iB gzip \([\d,]+ bytes\)/);
      expect(output).toMatch(/Startup time: [\d.]+ ms active CPU/);
      expect(output).toContain("Nothing was applied or deployed.");
      expect(output).not.toContain("migrations apply");
      expect(output).not.toContain("Deploying");
      expect(output).not.toContain("Deployed");
    },
    5 * 60_000,
  );
});
