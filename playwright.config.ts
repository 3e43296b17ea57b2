// Browser journeys in Debian's Chromium against `wrangler dev` with its own seeded local state. `npm test` starts both
// servers itself, waiting as long as a slow machine needs (scripts/test.mjs); `npx playwright test` alone has
// Playwright start them.
import { defineConfig } from "@playwright/test";
import {
  FAULTS_INSPECTOR_PORT,
  FAULTS_PORT,
  FAULTS_READY_PATH,
  FAULTS_STATE,
  PORT,
  READY_PATH,
  SERVERS_RUNNING,
  STATE,
} from "./tests/e2e/servers.ts";

export { FAULTS_PORT, FAULTS_STATE };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: Playwright still lists a test that needed it as "flaky", so a flake is reported, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Every page registers the service worker (client/sw/sw.ts); journeys run without it, as their page.route
    // stubs need, except the offline journey (tests/e2e/offline-vouchers.spec.ts), which allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: SERVERS_RUNNING
    ? undefined
    : [
        {
          command: `node scripts/dev.mjs --no-build --placeholder-images --port ${PORT} --persist ${STATE}`,
          url: `http://localhost:${PORT}${READY_PATH}`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: "ignore",
          stderr: "pipe",
        },
        {
          command: `node scripts/dev.mjs --no-build --no-seed --port ${FAULTS_PORT} --persist ${FAULTS_STATE} --inspector-port ${FAULTS_INSPECTOR_PORT}`,
          url: `http://localhost:${FAULTS_PORT}${FAULTS_READY_PATH}`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: "ignore",
          stderr: "ignore",
        },
      ],
});
