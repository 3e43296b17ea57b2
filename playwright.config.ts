// Browser journeys in Debian's Chromium against `wrangler dev` with its own seeded local state.
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8799);
/** Local state of the journeys' own wrangler dev (two runs at once need different ones). */
const STATE = process.env.E2E_STATE ?? ".wrangler/e2e-state";
/** A second server with the schema and no demo data, whose database the fault journeys lock (tests/e2e/faults.ts). */
export const FAULTS_PORT = PORT + 1;
export const FAULTS_STATE = `${STATE}-faults`;
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
    launchOptions: {
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: [
    {
      command: `node scripts/dev.mjs --no-build --port ${PORT} --persist ${STATE}`,
      url: `http://localhost:${PORT}/__bare`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/dev.mjs --no-build --no-seed --port ${FAULTS_PORT} --persist ${FAULTS_STATE} --inspector-port ${FAULTS_PORT + 1000}`,
      url: `http://localhost:${FAULTS_PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
