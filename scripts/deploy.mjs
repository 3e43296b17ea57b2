// `npm run deploy -- --env production|staging [--preflight]`: checks everything a deploy needs, then migrates D1 and deploys.
import { execFile } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { WRANGLER_ENV, buildClient, run } from "./lib/local-env.mjs";
import {
  USAGE,
  failedCheck,
  formatReport,
  isWorkerModule,
  offlineReason,
  parseDeployArgs,
  parseSecretList,
  parseStartupTime,
  requiredSecrets,
  resourcesCheck,
  secretsCheck,
  sizeCheck,
  startupCheck,
  varsCheck,
} from "./lib/preflight.ts";

/** Where the online check knocks; tests point it at a closed port to be offline. */
const CLOUDFLARE_API = process.env.RIHLA_CLOUDFLARE_API ?? "https://api.cloudflare.com/client/v4/";
const PROBE_TIMEOUT_MS = 4_000;

/** @typedef {import("./lib/preflight.ts").EnvironmentName} EnvironmentName */
/** @typedef {import("./lib/preflight.ts").Check} Check */

/**
 * Runs a tool to completion and keeps its output (`output`: both streams); a non-zero exit is an `ok: false`, not a throw.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ ok: boolean, stdout: string, output: string }>}
 */
function capture(command, args) {
  return new Promise((resolve) => {
    execFile(command, args, { env: WRANGLER_ENV, maxBuffer: 1 << 28 }, (error, stdout, stderr) =>
      resolve({ ok: !error, stdout, output: `${stdout}${stderr}`.trim() || String(error?.message ?? "") }),
    );
  });
}

/** @param {string} text */
const lastLines = (text, count = 6) =>
  text
    .split("\n")
    .filter((line) => line.trim())
    .slice(-count)
    .join(" / ");

/** @param {string} message */
const step = (message) => console.log(`\n→ ${message}`);

/**
 * The environment's config as wrangler resolves it for a deploy; refuses a file without that [env.*] section, where
 * wrangler would silently fall back to the top level's local settings.
 * @param {EnvironmentName} env
 */
async function readEnvironmentConfig(env) {
  const { experimental_readRawConfig, unstable_readConfig } = await import("wrangler");
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  if (!rawConfig.env?.[env]) throw new Error(`wrangler.toml has no [env.${env}] section.`);
  return unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
}

/** Any answer at all from the API counts: only whether it can be reached matters here. */
async function canReachCloudflare() {
  try {
    await fetch(CLOUDFLARE_API, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/**
 * What the account says about the environment's secrets.
 * @param {EnvironmentName} env
 * @param {string} worker
 * @returns {Promise<import("./lib/preflight.ts").SecretsState>}
 */
async function readSecrets(env, worker) {
  const listed = await capture("wrangler", ["secret", "list", "--env", env, "--format", "json"]);
  if (/Worker ".*" .*not found/.test(listed.output)) return { kind: "not-deployed", worker };
  try {
    if (listed.ok) return { kind: "listed", names: parseSecretList(listed.stdout) };
  } catch {
    /* reported below with wrangler's own words */
  }
  return { kind: "error", message: lastLines(listed.output) };
}

/**
 * The environment's R2 buckets that the account does not have.
 * @param {{ bucket_name?: string, jurisdiction?: string }[]} buckets
 */
async function findMissingBuckets(buckets) {
  const lookups = buckets.map(({ bucket_name = "", jurisdiction }) =>
    capture("wrangler", [
      "r2",
      "bucket",
      "info",
      bucket_name,
      "--json",
      ...(jurisdiction ? ["--jurisdiction", jurisdiction] : []),
    ]),
  );
  const found = await Promise.all(lookups);
  return buckets.filter((_, index) => !found[index].ok).map((bucket) => bucket.bucket_name ?? "");
}

/**
 * The checks that need the account: its secrets and R2 buckets, or why they could not be read.
 * @param {EnvironmentName} env
 * @param {import("./lib/preflight.ts").EnvironmentConfig & { name: string }} config
 */
async function checkAccount(env, config) {
  step(`Cloudflare account (${CLOUDFLARE_API})`);
  const required = requiredSecrets(config);
  if (!(await canReachCloudflare())) {
    return [
      resourcesCheck({ env, config, buckets: { checked: false, reason: offlineReason(CLOUDFLARE_API) } }),
      secretsCheck({ env, required, state: { kind: "offline", api: CLOUDFLARE_API } }),
    ];
  }
  if (!(await capture("wrangler", ["whoami", "--json"])).ok) {
    const reason = "not signed in to Cloudflare";
    return [
      resourcesCheck({ env, config, buckets: { checked: false, reason } }),
      secretsCheck({ env, required, state: { kind: "signed-out" } }),
    ];
  }
  const [missing, state] = await Promise.all([
    findMissingBuckets(config.r2_buckets ?? []),
    readSecrets(env, config.name),
  ]);
  return [resourcesCheck({ env, config, buckets: { checked: true, missing } }), secretsCheck({ env, required, state })];
}

/**
 * Runs a local step whose output streams to the terminal; its failure is a failed check, not the end of the preflight.
 * @param {string} name
 * @param {string} label
 * @param {() => Promise<void>} action
 * @returns {Promise<Check>}
 */
async function checkStep(name, label, action) {
  step(`${name} (${label})`);
  try {
    await action();
    return { name, ok: true, summary: label, details: [] };
  } catch (error) {
    return failedCheck(name, `${/** @type {Error} */ (error).message} (its output is above)`);
  }
}

/**
 * The raw and gzip size of the bundle's modules (not its source maps), as Cloudflare counts them.
 * @param {string} outdir
 */
async function measureBundle(outdir) {
  const entries = await readdir(outdir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isWorkerModule(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const modules = Buffer.concat(await Promise.all(files.sort().map((file) => readFile(file))));
  return { raw: modules.length, gzip: gzipSync(modules).length };
}

/**
 * Bundles the worker as `wrangler deploy` would (nothing uploaded): the modules in `dir`/bundle, and the upload itself
 * in `dir`/worker.bundle for the startup profile.
 * @param {EnvironmentName} env
 * @param {string} dir
 */
async function checkBundle(env, dir) {
  step(`Bundle size (wrangler deploy --dry-run --env ${env})`);
  const built = await capture("wrangler", [
    "deploy",
    "--dry-run",
    "--env",
    env,
    "--outdir",
    join(dir, "bundle"),
    "--outfile",
    join(dir, "worker.bundle"),
  ]);
  if (!built.ok)
    return {
      check: failedCheck("Bundle size", `not measured: the dry run failed (${lastLines(built.output)})`),
      size: null,
    };
  const size = await measureBundle(join(dir, "bundle"));
  return { check: sizeCheck(size), size };
}

/**
 * Profiles the bundle's startup in workerd (`wrangler check startup`), the profile kept under .wrangler.
 * @param {string} dir
 */
async function checkStartup(dir) {
  const profile = join(dir, "startup.cpuprofile");
  step(`Startup (wrangler check startup; profile in ${profile})`);
  const measured = await capture("wrangler", [
    "check",
    "startup",
    "--worker",
    join(dir, "worker.bundle"),
    "--outfile",
    profile,
  ]);
  const startup = measured.ok ? parseStartupTime(measured.output) : null;
  if (!startup)
    return {
      check: failedCheck(
        "Startup",
        `not measured: ${lastLines(measured.output) || "no startup time in wrangler's output"}`,
      ),
      startupMs: null,
    };
  return { check: startupCheck(startup.activeMs), startupMs: startup.activeMs };
}

/**
 * Every check, whatever the earlier ones found, so that one run lists everything to fix.
 * @param {EnvironmentName} env
 */
async function preflight(env) {
  step(`Reading wrangler.toml [env.${env}]`);
  const config = await readEnvironmentConfig(env);
  const dir = join(".wrangler", "deploy", env);
  await rm(dir, { recursive: true, force: true });
  const [resources, secrets] = await checkAccount(env, config);
  const typecheck = await checkStep("Typecheck", "tsc --noEmit", () => run("tsc", ["--noEmit"]));
  // The worker reads the client build's manifest: build it before bundling.
  const client = await checkStep("Client build", "vite build", buildClient);
  const bundle = await checkBundle(env, dir);
  const startup = bundle.size
    ? await checkStartup(dir)
    : { check: failedCheck("Startup", "not measured: there is no bundle"), startupMs: null };
  const checks = [resources, varsCheck(config.vars, env), secrets, typecheck, client, bundle.check, startup.check];
  return { worker: config.name, checks, size: bundle.size, startupMs: startup.startupMs, config };
}

/**
 * Migrates every D1 database that has migrations, then deploys; the first failure stops it.
 * @param {EnvironmentName} env
 * @param {{ d1_databases?: { binding: string, migrations_dir?: string }[] }} config
 */
async function deploy(env, config) {
  const databases = (config.d1_databases ?? []).filter((db) => db.migrations_dir);
  for (const db of databases) {
    step(`Applying D1 migrations to ${db.binding} (wrangler d1 migrations apply ${db.binding} --remote --env ${env})`);
    await run("wrangler", ["d1", "migrations", "apply", db.binding, "--remote", "--env", env]);
  }
  step(`Deploying (wrangler deploy --env ${env})`);
  try {
    await run("wrangler", ["deploy", "--env", env]);
  } catch (error) {
    if (databases.length)
      throw new Error(
        `${/** @type {Error} */ (error).message}. The migrations were applied; the worker was not deployed.`,
      );
    throw error;
  }
}

async function main() {
  const args = parseDeployArgs(process.argv.slice(2));
  if ("error" in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    process.exit(1);
  }
  // The paths below (wrangler.toml, .wrangler/) are the project's, wherever this is started from.
  process.chdir(join(dirname(fileURLToPath(import.meta.url)), ".."));
  const result = await preflight(args.env).catch((error) => {
    console.error(`\n✗ Preflight could not run: ${error.message} Nothing was applied or deployed.`);
    process.exit(1);
  });
  console.log(`\n${formatReport({ env: args.env, ...result })}`);
  if (result.checks.some((check) => !check.ok)) process.exit(1);
  if (args.preflightOnly) return;
  try {
    await deploy(args.env, result.config);
  } catch (error) {
    console.error(`\nDeploy stopped: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  console.log(`\n✓ Deployed ${result.worker} (${args.env}).`);
}

await main();
