// `npm test`: build the client, typecheck, run the workerd tests, make sure Chromium is there, run the browser journeys.
import { existsSync } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import { execSync } from "node:child_process";
import { applyMigrations, buildClient, ensureDevVars, prepareLocalData, run } from "./lib/local-env.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const APT_LOG = ".wrangler/apt-chromium.log";

function canUseApt() {
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

/** Installs Debian's Chromium quietly: apt's output goes to a log that is shown only if the install fails. */
async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!canUseApt()) {
    console.error(`Chromium was not found at ${CHROMIUM}. Install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`);
    process.exit(1);
  }
  console.log(`Chromium not found: installing Debian's chromium package (log: ${APT_LOG})…`);
  await mkdir(".wrangler", { recursive: true });
  const log = await open(APT_LOG, "w");
  const quiet = { stdio: ["ignore", log.fd, log.fd], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  try {
    await run("apt-get", ["update", "-qq"], quiet);
    await run("apt-get", ["install", "-y", "-qq", "chromium"], quiet);
  } catch (error) {
    console.error((await readFile(APT_LOG, "utf8")).split("\n").slice(-30).join("\n"));
    throw error;
  } finally {
    await log.close();
  }
  console.log("Chromium installed.");
}

// The local-only settings and keys (.dev.vars, git-ignored): the browser journeys' wrangler dev reads them.
ensureDevVars();
await buildClient();
await run("tsc", ["--noEmit"]);
await run("vitest", ["run", "--project=!scripts"]);
// The npm scripts' tests after the workerd ones: the deploy preflight's test rebuilds the client (dist/client), which
// the worker tests read; the browser journeys that follow serve that same production build.
await run("vitest", ["run", "--project=scripts"]);
await ensureChromium();
await rm(".wrangler/e2e-state", { recursive: true, force: true });
await rm(".wrangler/e2e-state-faults", { recursive: true, force: true });
// The journeys' data is made here, saying how far it has got, so however slow the machine, the journeys' servers only
// start (Playwright's webServer, with its fixed clock) once there is nothing left to load.
console.log("Preparing the browser journeys' local data (D1, R2 images, KV)…");
await prepareLocalData(".wrangler/e2e-state");
await applyMigrations(".wrangler/e2e-state-faults");
await run("playwright", ["test"]);
