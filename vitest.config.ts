// Worker tests run inside workerd through the Cloudflare Vitest plugin, with D1 migrations applied per test file.
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    // wrangler.toml selects React's production build (decision 004), whose runtime has no jsxDEV.
    oxc: { jsx: { development: false } },
    test: {
      include: ["tests/worker/**/*.test.{ts,tsx}"],
      setupFiles: ["tests/worker/setup.ts"],
    },
  };
});
