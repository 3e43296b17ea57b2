// `npm test`: build the client, typecheck, run the workerd tests, make sure Chromium is there, run the browser journeys
// against two servers it starts itself. `npm test -- --journeys [Playwright's arguments…]` runs the journeys alone, the
// same way.
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import { execSync } from "node:child_process";
import {
  WRANGLER_ENV,
  applyMigrations,
  buildClient,
  ensureDevVars,
  prepareLocalData,
  run,
  startWrangler,
  waitUntilAnswering,
} from "./lib/local-env.mjs";
import {
  FAULTS_INSPECTOR_PORT,
  FAULTS_PORT,
  FAULTS_READY_PATH,
  FAULTS_STATE,
  PORT,
  READY_PATH,
  STATE,
} from "../tests/e2e/servers.ts";

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
    console.error(
      `Chromium was not found at ${CHROMIUM}. Install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`,
    );
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

/** Where each journeys' server writes what it says (shown when it fails to start). */
const LOGS = ".wrangler/e2e-logs";
/** wrangler's colours and box drawing, kept out of the one-line "last said". */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour is what is stripped
// biome-ignore lint/suspicious/noMisleadingCharacterClass: ⛅️ is matched char by char on purpose: any part of it is decoration
const DECORATION = /\x1b\[[0-9;]*m|[─│┌┐└┘├┤⛅️⎔]/g;

/**
 * Starts one of the journeys' servers in its own process group (so stopping it stops workerd too), its output in a
 * log; `ready` waits until it answers: no deadline, only progress lines, and a failure only if it exits first.
 */
function startJourneyServer({ what, port, persistTo, inspectorPort, readyPath, showErrors }) {
  const logFile = `${LOGS}/${port}.log`;
  const log = createWriteStream(logFile);
  const server = startWrangler({ port, persistTo, inspectorPort, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let lastSaid = "";
  const hear = (chunk) => {
    log.write(chunk);
    const lines = chunk
      .toString()
      .replace(DECORATION, "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length) lastSaid = lines.at(-1).slice(0, 100);
  };
  server.child.stdout.on("data", hear);
  server.child.stderr.on("data", (chunk) => {
    hear(chunk);
    // As Playwright's webServer showed it: the demo server's errors belong beside the journeys that met them.
    if (showErrors) process.stderr.write(chunk);
  });
  const ready = waitUntilAnswering(`http://localhost:${port}${readyPath}`, {
    what,
    child: server.child,
    lastSaid: () => lastSaid,
  }).catch(async (error) => {
    console.error(
      `${(await readFile(logFile, "utf8")).split("\n").slice(-30).join("\n")}\n(the whole log: ${logFile})`,
    );
    throw error;
  });
  return { ...server, ready };
}

/** The console journeys' staff and their passkeys (tests/e2e/staff-seed.ts), before the server holds the database. */
async function seedStaff(state) {
  const { getPlatformProxy } = await import("wrangler");
  const { seedJourneyStaff } = await import("../tests/e2e/staff-seed.ts");
  const proxy = await getPlatformProxy({ persist: { path: `${state}/v3` } });
  try {
    await seedJourneyStaff(proxy.env.DB, state);
  } finally {
    await proxy.dispose();
  }
}

/** The browser journeys: their data, their two servers (stopped afterwards, also on failure or Ctrl-C), Playwright. */
async function runJourneys(playwrightArgs) {
  await ensureChromium();
  await rm(STATE, { recursive: true, force: true });
  await rm(FAULTS_STATE, { recursive: true, force: true });
  // The journeys' data is made here, saying how far it has got. They need pictures that exist at the right sizes,
  // not drawn ones: flat stand-ins are stored in seconds (scripts/seed/placeholders.ts).
  console.log("Preparing the browser journeys' local data (D1, stand-in R2 images, KV)…");
  await prepareLocalData(STATE, { images: "placeholder" });
  await seedStaff(STATE);
  await applyMigrations(FAULTS_STATE);
  await mkdir(LOGS, { recursive: true });
  const servers = [];
  const stopAll = () => {
    for (const server of servers) server.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      stopAll();
      process.exit(128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal]);
    });
  }
  try {
    servers.push(
      startJourneyServer({
        what: `the journeys' server on :${PORT}`,
        port: PORT,
        persistTo: STATE,
        readyPath: READY_PATH,
        showErrors: true,
      }),
      startJourneyServer({
        what: `the fault journeys' server on :${FAULTS_PORT}`,
        port: FAULTS_PORT,
        persistTo: FAULTS_STATE,
        inspectorPort: FAULTS_INSPECTOR_PORT,
        readyPath: FAULTS_READY_PATH,
      }),
    );
    await Promise.all(servers.map((server) => server.ready));
    await run("playwright", ["test", ...playwrightArgs], { env: { ...WRANGLER_ENV, E2E_SERVERS: "running" } });
  } finally {
    stopAll();
  }
}

/** `--journeys`: the journeys alone; whatever else is given goes to Playwright (spec files, --grep, --output…). */
const journeysOnly = process.argv.includes("--journeys");
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== "--journeys");

// The local-only settings and keys (.dev.vars, git-ignored): the browser journeys' wrangler dev reads them.
ensureDevVars();
if (journeysOnly) {
  if (!existsSync("dist/client")) await buildClient();
} else {
  // Format and lint first (biome.jsonc, decision 020): a second, so a slip fails before the long runs.
  await run("biome", ["ci", "."]);
  await buildClient();
  await run("tsc", ["--noEmit"]);
  await run("vitest", ["run", "--project=!scripts"]);
  // The npm scripts' tests after the workerd ones: the deploy preflight's test rebuilds the client (dist/client), which
  // the worker tests read; the browser journeys that follow serve that same production build.
  await run("vitest", ["run", "--project=scripts"]);
}
await runJourneys(playwrightArgs);
