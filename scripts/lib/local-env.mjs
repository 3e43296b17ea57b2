// Shared by the dev, test and bench scripts: run wrangler, apply migrations and seed the local bindings.
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync, appendFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const BIN = join(dirname(fileURLToPath(import.meta.url)), "../../node_modules/.bin");

/**
 * The project's own binaries come first on the PATH, as inside an npm script: tools run by name (no npx, whose
 * config warnings would fill the output) on the pinned Node 22 (the `node` package's binary is there too).
 */
export const WRANGLER_ENV = {
  ...process.env,
  PATH: `${BIN}${delimiter}${process.env.PATH ?? ""}`,
  WRANGLER_SEND_METRICS: "false",
  NODE_NO_WARNINGS: "1",
};

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** Names in .dev.vars.example whose empty value is filled with a fresh random key. */
const GENERATED = /^(AUTH_SECRET|SANDBOX_SIGNING_SECRET)$/;

/** `NAME=value` lines of a .dev.vars-style file, as [name, value] pairs (comments and blank lines skipped). */
export function parseDevVars(text) {
  return text
    .split(/\r?\n/)
    .map((line) => /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
    .filter(Boolean)
    .map(([, name, value]) => [name, value.replace(/^"(.*)"$/, "$1")]);
}

/**
 * Makes .dev.vars (the local-only settings and keys wrangler dev reads) from .dev.vars.example when it is missing, or
 * adds the lines it lacks; empty secrets get a random 48-byte key. Returns the names it wrote (docs/decisions/017).
 */
export function ensureDevVars(dir = ROOT) {
  const target = join(dir, ".dev.vars");
  const example = parseDevVars(readFileSync(join(dir, ".dev.vars.example"), "utf8"));
  const present = existsSync(target) ? new Map(parseDevVars(readFileSync(target, "utf8"))) : null;
  const missing = example.filter(([name]) => !present?.has(name));
  if (missing.length === 0) return [];
  const lines = missing.map(
    ([name, value]) => `${name}=${value || (GENERATED.test(name) ? randomBytes(48).toString("base64url") : "")}`,
  );
  if (present) appendFileSync(target, `\n# Added from .dev.vars.example\n${lines.join("\n")}\n`);
  else
    writeFileSync(
      target,
      `# Local settings and keys for this machine only (made from .dev.vars.example; never commit it).\n${lines.join("\n")}\n`,
      { mode: 0o600 },
    );
  console.log(`${present ? "Added to" : "Created"} .dev.vars: ${missing.map(([name]) => name).join(", ")}`);
  return missing.map(([name]) => name);
}

/** Options of the tools that act on the local state of `npm run dev` or, with --remote --env NAME, on a deployed environment's bindings. */
export const STATE_OPTIONS = {
  remote: { type: "boolean", default: false },
  env: { type: "string" },
  persist: { type: "string", default: ".wrangler/state" },
  help: { type: "boolean" },
};

/** Runs `wrangler …args` against the state those options chose; resolves with its output. */
export function wranglerOn({ remote, env, persist }) {
  // Each environment has its own bindings (wrangler.toml): --remote without --env would reach the top level's placeholders.
  if (remote && env !== "production" && env !== "staging") {
    console.error("With --remote, say which deployed environment: --env production or --env staging.");
    process.exit(1);
  }
  const target = remote ? ["--remote", "--env", env] : ["--local", "--persist-to", persist];
  const exec = promisify(execFile);
  return async (...args) =>
    (await exec("wrangler", [...args, ...target], { env: WRANGLER_ENV, maxBuffer: 1 << 30 })).stdout;
}

/** Gives the edge cache a new version on that state, so every page shows a change at once (docs/decisions/016-speed.md). */
export async function bumpCacheVersionOn(onState) {
  const { CACHE_VERSION_KEY, newCacheVersion } = await import("../../shared/cache-version.ts");
  await onState("kv", "key", "put", CACHE_VERSION_KEY, newCacheVersion(), "--binding", "SITE");
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env: WRANGLER_ENV, ...options });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
    child.on("error", reject);
  });
}

/** The client's production build, whatever NODE_ENV the caller runs under (Vitest sets "test": React's development build). */
export function buildClient() {
  return run("vite", ["build", "--logLevel", "warn"], { env: { ...WRANGLER_ENV, NODE_ENV: "production" } });
}

/** Applies D1 migrations to the local database under `persistTo`. */
export async function applyMigrations(persistTo) {
  ensureDevVars();
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    env: { ...WRANGLER_ENV, CI: "true" },
  });
}

/** Says how far a long step has got, at most every 5 seconds and at the end, so a slow machine is seen working. */
function progressLine(what) {
  let said = Date.now();
  return (done, total) => {
    if (done < total && Date.now() - said < 5_000) return;
    said = Date.now();
    console.log(`${what}: ${done} of ${total}`);
  };
}

/**
 * Applies D1 migrations to the local database under `persistTo`, then seeds it (and R2, KV) if empty. `images`:
 * "drawn" pictures (`npm run dev`), or "placeholder" flat stand-ins of the same sizes (the browser journeys, which
 * need the pictures to exist, not to show anything: scripts/seed/placeholders.ts).
 */
export async function prepareLocalData(persistTo, { activities, images = "drawn" } = {}) {
  await applyMigrations(persistTo);
  const { getPlatformProxy } = await import("wrangler");
  const { seedDatabase, seedSites, needsSeeding, imagesStored, markImagesStored } = await import("../seed/index.ts");
  const { uploadImages } = await import("../seed/media.ts");
  const { bumpCacheVersion } = await import("../../worker/db/cache-version.ts");
  // Each step skips what is already there, so a load the local proxy drops part-way (seen with very large
  // catalogues) is finished by trying again.
  for (let attempt = 1; ; attempt++) {
    const proxy = await getPlatformProxy({ persist: { path: `${persistTo}/v3` } });
    try {
      const options = activities ? { activities } : {};
      // Done only when the pictures are stored too: a run stopped while drawing them is finished, not trusted.
      if ((await needsSeeding(proxy.env.DB, options)) || !(await imagesStored(proxy.env.DB, options, images))) {
        const started = Date.now();
        console.log("Loading demo data into the local database…");
        const rows = progressLine("Loading demo data: rows written");
        const jobs = await seedDatabase(proxy.env.DB, options, (step, done, total) =>
          done === undefined ? console.log(`Loading demo data: ${step}…`) : rows(done, total),
        );
        const what = images === "drawn" ? "Storing demo images" : "Storing stand-in demo images";
        const stored = await uploadImages(proxy.env.MEDIA, jobs, undefined, progressLine(what), images);
        await markImagesStored(proxy.env.DB, options, images);
        console.log(
          `Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${stored} images ${images === "drawn" ? "drawn" : "stored as stand-ins"}).`,
        );
      }
      await seedSites(proxy.env.SITE);
      // The demo data (or the code that draws it) may have changed: pages cached before are no longer what it shows.
      await bumpCacheVersion(proxy.env.SITE);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(
        `Loading demo data was interrupted (${error.message}${error.cause ? `: ${error.cause.message ?? error.cause}` : ""}); trying again…`,
      );
    } finally {
      await proxy.dispose();
    }
  }
}

/**
 * Starts `wrangler dev` on 127.0.0.1. With `detached`, it gets its own process group so that `stop()` ends
 * wrangler and workerd together (killing only the wrangler parent would leave workerd running); without it, it stays
 * in our group, so whoever stops us (Ctrl-C, Playwright) stops it too. `stdio` replaces the default (inherit, or
 * stdout ignored when `quiet`).
 */
export function startWrangler({
  port,
  persistTo,
  quiet = false,
  detached = false,
  inspectorPort = undefined,
  stdio = undefined,
}) {
  ensureDevVars();
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
    ],
    { stdio: stdio ?? (quiet ? ["ignore", "ignore", "inherit"] : "inherit"), env: WRANGLER_ENV, detached },
  );
  const stop = (signal = "SIGTERM") => {
    try {
      if (detached) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      /* already gone */
    }
  };
  process.on("exit", () => stop());
  return { child, stop };
}

export async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/**
 * Waits, with no deadline, until `url` answers (below 500) or `child` exits (then it rejects). However slow the
 * machine, it says every 10 s what it waits for, how long it has waited and what the server last said (`lastSaid`).
 */
export async function waitUntilAnswering(url, { what, child, lastSaid = () => "" }) {
  const started = Date.now();
  let said = started;
  const exited = new Promise((_, reject) => {
    const fail = (code, signal) =>
      reject(new Error(`${what} stopped (${signal ?? `exit code ${code}`}) before answering ${url}`));
    if (child.exitCode !== null || child.signalCode !== null) fail(child.exitCode, child.signalCode);
    child.once("exit", fail);
  });
  exited.catch(() => {});
  for (;;) {
    const answered = fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status < 500,
      () => false,
    );
    if (await Promise.race([answered, exited])) {
      console.log(`${what} answers (${Math.round((Date.now() - started) / 1000)} s).`);
      return;
    }
    if (Date.now() - said >= 10_000) {
      said = Date.now();
      const last = lastSaid();
      console.log(
        `waiting for ${what} (${last ? `last said: ${last}` : "wrangler dev starting"}) … ${Math.round((said - started) / 1000)} s`,
      );
    }
    await Promise.race([new Promise((r) => setTimeout(r, 500)), exited]);
  }
}
