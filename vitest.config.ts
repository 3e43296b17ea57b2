// Three projects: worker tests inside workerd (Cloudflare Vitest plugin, D1 migrations per file; the passkey tests in a pool of
// their own), and script tests in Node.
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";

const PASSKEY_TESTS = "tests/worker/passkeys.test.ts";
/** The tests that load the Stripe SDK (the worker loads it only when PAYMENT_PROVIDER is "stripe"). */
const STRIPE_TESTS = ["tests/worker/payments-stripe.test.ts", "tests/worker/webhooks.test.ts"];

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/migrations");
  /** Tests inside workerd with the worker's own bindings and every D1 migration applied per file. */
  const workerProject = (name: string, files: { include: string[]; exclude?: string[] }) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, PUBLIC_ORIGIN: "https://example.com" } },
      }),
    ],
    // wrangler.toml selects React's production build (decision 004), whose runtime has no jsxDEV.
    oxc: { jsx: { development: false } },
    test: { name, ...files, setupFiles: ["tests/worker/setup.ts"] },
  });
  return {
    test: {
      projects: [
        workerProject("worker", { include: ["tests/worker/**/*.test.{ts,tsx}"], exclude: [PASSKEY_TESTS, ...STRIPE_TESTS] }),
        // workerd caps a WebSocket message at 1 MiB, and the pool sends the main worker's modules over one: once a file
        // has loaded the WebAuthn library's ASN.1 modules (worker/routes/passkeys-api.ts loads them on first use),
        // every later file in the same pool fails to start. The passkey tests get a pool of their own.
        workerProject("worker-passkeys", { include: [PASSKEY_TESTS] }),
        // The same limit for the Stripe SDK's hundreds of modules (the worker imports it on first use, payments/index.ts):
        // a pool of its own for each file that loads it.
        ...STRIPE_TESTS.map((file) => workerProject(`worker-${file.replace(/^.*\/|\.test\.ts$/g, "")}`, { include: [file] })),
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
