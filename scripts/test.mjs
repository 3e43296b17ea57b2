// `npm test`: build the client, run the workerd tests, make sure Chromium is there, run the browser journeys.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { execSync } from "node:child_process";
import { buildClient, run } from "./lib/local-env.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function canUseApt() {
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!canUseApt()) {
    console.error(`Chromium was not found at ${CHROMIUM}. Install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`);
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium package…");
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", "chromium"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

await buildClient();
await run("npx", ["tsc", "--noEmit"]);
await run("npx", ["vitest", "run"]);
await ensureChromium();
await rm(".wrangler/e2e-state", { recursive: true, force: true });
await run("npx", ["playwright", "test"]);
