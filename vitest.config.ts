// Three kinds of project: worker tests inside workerd (Cloudflare Vitest plugin, fresh storage and D1 migrations per file;
// the passkey, Stripe and Sentry tests each in a pool of their own), and script tests in Node.
import { defineConfig } from "vitest/config";
import { randomBytes } from "node:crypto";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";

const PASSKEY_TESTS = "tests/worker/passkeys.test.ts";
/**
 * The tests that load the Stripe SDK (the worker loads it only when PAYMENT_PROVIDER is "stripe") or Sentry's (only
 * when SENTRY_DSN is set).
 */
const OWN_POOL_TESTS = [
  "tests/worker/payments-stripe.test.ts",
  "tests/worker/webhooks.test.ts",
  "tests/worker/stripe-faults.test.ts",
  "tests/worker/error-tracking.test.ts",
];

/**
 * A developer's machine, as .dev.vars would make it, set here so that the tests never depend on a developer's own
 * .dev.vars (which may choose Stripe); the keys are fresh every run. Tests of other environments override these.
 */
const DEVELOPMENT = {
  ENVIRONMENT: "development",
  PAYMENT_PROVIDER: "sandbox",
  MAILER: "outbox",
  WHATSAPP: "outbox",
  AUTH_SECRET: randomBytes(48).toString("base64url"),
  SANDBOX_SIGNING_SECRET: randomBytes(48).toString("base64url"),
};

/** The per-request log line (middleware/request-log.ts) is for production's logs, not for the test report. */
const isRequestLog = (line: string) => line.startsWith('{"level":"info","event":"request"');

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/migrations");
  /**
   * Tests inside workerd with the worker's own bindings. One workerd serves every file of a project (`isolate: false`):
   * starting a workerd and loading the whole worker with its libraries again for each file was most of the suite's
   * time. Each file still gets what a workerd of its own gave it (setup.ts): the project's own modules evaluated afresh
   * (only node_modules stay loaded), empty storage with every D1 migration applied; vitest restores spies and mocks
   * between files.
   */
  const workerProject = (name: string, files: { include: string[]; exclude?: string[] }) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, PUBLIC_ORIGIN: "https://example.com", ...DEVELOPMENT } },
      }),
    ],
    // wrangler.toml selects React's production build (decision 004), whose runtime has no jsxDEV.
    oxc: { jsx: { development: false } },
    test: { name, ...files, setupFiles: ["tests/worker/setup.ts"], isolate: false },
  });
  return {
    test: {
      onConsoleLog: (line: string) => !isRequestLog(line),
      projects: [
        workerProject("worker", {
          include: ["tests/worker/**/*.test.{ts,tsx}"],
          exclude: [PASSKEY_TESTS, ...OWN_POOL_TESTS],
        }),
        // workerd caps a WebSocket message at 1 MiB, and the pool sends the main worker's modules over one: once a file
        // has loaded the WebAuthn library's ASN.1 modules (worker/routes/passkeys-api.ts loads them on first use),
        // every later file in the same pool fails to start. The passkey tests get a pool of their own.
        workerProject("worker-passkeys", { include: [PASSKEY_TESTS] }),
        // The same limit for the Stripe and Sentry SDKs' hundreds of modules (the worker imports each on first use,
        // payments/index.ts and services/error-tracking.ts): a pool of its own for each file that loads one.
        ...OWN_POOL_TESTS.map((file) =>
          workerProject(`worker-${file.replace(/^.*\/|\.test\.ts$/g, "")}`, { include: [file] }),
        ),
        {
          // `npm run …` CLIs against wrangler's local state: Node, not workerd.
          test: {
            name: "scripts",
            include: ["tests/scripts/**/*.test.ts"],
            environment: "node",
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
