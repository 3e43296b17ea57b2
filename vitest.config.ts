// Two projects: worker tests inside workerd (Cloudflare Vitest plugin, D1 migrations per file), script tests in Node.
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/migrations");
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, PUBLIC_ORIGIN: "https://example.com" } },
            }),
          ],
          // wrangler.toml selects React's production build (decision 004), whose runtime has no jsxDEV.
          oxc: { jsx: { development: false } },
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.{ts,tsx}"],
            setupFiles: ["tests/worker/setup.ts"],
          },
        },
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
