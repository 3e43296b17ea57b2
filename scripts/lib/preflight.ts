// The deploy preflight's pure logic (npm run deploy): what counts as a placeholder, secrets, size and startup limits, the report.
import { parseArgs } from "node:util";

export type EnvironmentName = "production" | "staging";

/** One line of the report: ✓ or ✗, a one-line summary, and the lines below it (what is wrong and how to fix it). */
export type Check = { name: string; ok: boolean; summary: string; details: string[] };

/** The parts of wrangler's resolved config for one environment that the preflight reads. */
export type EnvironmentConfig = {
  name?: string;
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
  d1_databases?: { binding: string; database_name?: string; database_id?: string; migrations_dir?: string }[];
  kv_namespaces?: { binding: string; id?: string }[];
  r2_buckets?: { binding: string; bucket_name?: string }[];
};

export type BundleSize = { raw: number; gzip: number };

/**
 * What the account could tell about the secrets: nothing (offline, signed out, an error), or the names it lists (none
 * when the worker has never been deployed).
 */
export type SecretsState =
  | { kind: "offline"; api: string }
  | { kind: "signed-out" }
  | { kind: "error"; message: string }
  | { kind: "listed"; names: string[] }
  | { kind: "not-deployed"; worker: string };

export const ENVIRONMENTS = ["production", "staging"] as const;

export const USAGE = `Usage: npm run deploy -- --env production|staging [--preflight]
  --env NAME     the wrangler.toml environment to deploy: production or staging
  --preflight    run the checks only; apply and deploy nothing`;

/**
 * Cloudflare's limit on a Worker's size: 64 MiB uncompressed, the same on every plan
 * (https://developers.cloudflare.com/workers/platform/limits/#worker-size). Static assets do not count.
 */
export const WORKER_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** Cloudflare refuses a deploy whose startup (evaluating every module's top level) takes more than 1 s of CPU. */
export const STARTUP_LIMIT_MS = 1000;

/**
 * Our budget for startup, in `wrangler check startup`'s "Active" CPU time. This worker measured 55–70 ms on an idle
 * 2-core machine and up to 110 ms on a busy one. The profile runs on the local CPU, not Cloudflare's, and a loaded CI
 * runner is slower still: 400 ms is several times today's figure yet 2.5 times below the limit, so crossing it means
 * something heavy moved into a module's top level, and we hear of it long before Cloudflare would refuse a deploy.
 */
export const STARTUP_BUDGET_MS = 400;

/** The example domain wrangler.toml ships with; a deployed environment must name its own. */
export const PLACEHOLDER_DOMAIN = "rihla.example";
/** The vars that name a domain: where links, mail and operations mail point. */
export const DOMAIN_VARS = ["PUBLIC_ORIGIN", "MAIL_FROM", "OPS_EMAIL"];

/** Secrets the worker reads when set but does not require, with what they turn on. */
export const OPTIONAL_SECRETS = [{ name: "SENTRY_DSN", purpose: "error tracking; off when unset" }];

/** `--env NAME [--preflight]`, or the reason the arguments are not usable. */
export function parseDeployArgs(argv: string[]): { env: EnvironmentName; preflightOnly: boolean } | { error: string } {
  let values: ReturnType<typeof parseArgs>["values"];
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { env: { type: "string" }, preflight: { type: "boolean", default: false } },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const env = values.env as EnvironmentName;
  if (!ENVIRONMENTS.includes(env))
    return { error: values.env ? `Unknown environment "${values.env}".` : "--env is required." };
  return { env, preflightOnly: Boolean(values.preflight) };
}

/** True for the ids wrangler.toml ships with: zeros only, with or without the dashes of a UUID. */
export function isPlaceholderId(id: string | undefined): boolean {
  return typeof id === "string" && /^[-0]+$/.test(id) && id.includes("0");
}

/**
 * The D1 databases and KV namespaces of an environment that still have a placeholder id, each with the command that
 * creates the real one and where its id goes.
 */
export function placeholderResourceProblems(config: EnvironmentConfig, env: EnvironmentName): string[] {
  const databases = (config.d1_databases ?? [])
    .filter((db) => isPlaceholderId(db.database_id))
    .map(
      (db) =>
        `D1 database ${db.binding} (${db.database_name}) has the placeholder id ${db.database_id}. ` +
        `Create it with \`npx wrangler d1 create ${db.database_name}\`, then put its database_id in [[env.${env}.d1_databases]] in wrangler.toml.`,
    );
  const namespaces = (config.kv_namespaces ?? [])
    .filter((kv) => isPlaceholderId(kv.id))
    .map(
      (kv) =>
        `KV namespace ${kv.binding} has the placeholder id ${kv.id}. ` +
        `Create it with \`npx wrangler kv namespace create ${kv.binding} --env ${env}\`, then put its id in [[env.${env}.kv_namespaces]] in wrangler.toml.`,
    );
  return [...databases, ...namespaces];
}

/** What the account said about the R2 buckets: nothing (with the reason), or which of them it does not have. */
export type BucketsState = { checked: false; reason: string } | { checked: true; missing: string[] };

/** The resources check: no placeholder D1 or KV id, and every R2 bucket found in the account. */
export function resourcesCheck({
  env,
  config,
  buckets,
}: {
  env: EnvironmentName;
  config: EnvironmentConfig;
  buckets: BucketsState;
}): Check {
  const names = (config.r2_buckets ?? []).map((bucket) => bucket.bucket_name ?? bucket.binding);
  const create = (name: string) => `\`npx wrangler r2 bucket create ${name}\``;
  const bucketProblems = buckets.checked
    ? buckets.missing.map((name) => `R2 bucket ${name} does not exist in the account: create it with ${create(name)}.`)
    : names.map(
        (name) =>
          `R2 bucket ${name} could not be checked (${buckets.reason}); if it does not exist yet, create it with ${create(name)}.`,
      );
  const problems = [...placeholderResourceProblems(config, env), ...bucketProblems];
  const bindings = [...(config.d1_databases ?? []), ...(config.kv_namespaces ?? []), ...(config.r2_buckets ?? [])].map(
    (b) => b.binding,
  );
  return {
    name: "Resources",
    ok: problems.length === 0,
    summary:
      problems.length === 0
        ? `real ids and buckets for ${bindings.join(", ")}`
        : `${problems.length} to fix among ${bindings.join(", ")}`,
    details: problems,
  };
}

/** The vars check: every domain var set and off the placeholder domain. */
export function varsCheck(vars: Record<string, unknown> | undefined, env: EnvironmentName): Check {
  const problems = placeholderVarProblems(vars, env);
  return {
    name: "Vars",
    ok: problems.length === 0,
    summary:
      problems.length === 0
        ? `${DOMAIN_VARS.join(", ")} name real domains`
        : `${problems.length} of ${DOMAIN_VARS.join(", ")} to change`,
    details: problems,
  };
}

/** The host a var names: an address's domain, a URL's hostname, or the value itself. */
function hostOf(value: string): string {
  if (value.includes("@")) return value.slice(value.lastIndexOf("@") + 1).toLowerCase();
  try {
    return new URL(value).hostname;
  } catch {
    return value.toLowerCase();
  }
}

/** True when a value names the placeholder domain or one of its subdomains (staging.rihla.example). */
export function namesPlaceholderDomain(value: string): boolean {
  const host = hostOf(value);
  return host === PLACEHOLDER_DOMAIN || host.endsWith(`.${PLACEHOLDER_DOMAIN}`);
}

/**
 * The domain vars of an environment that are unset or still point at the placeholder domain. Unset counts: an
 * environment inherits no vars from the top level, and the worker falls back to https://rihla.example without one.
 */
export function placeholderVarProblems(vars: Record<string, unknown> | undefined, env: EnvironmentName): string[] {
  return DOMAIN_VARS.flatMap((name) => {
    const value = vars?.[name];
    if (typeof value !== "string" || value === "")
      return [`${name} is not set: add it to [env.${env}.vars] in wrangler.toml.`];
    if (namesPlaceholderDomain(value))
      return [`${name} = "${value}" points at ${PLACEHOLDER_DOMAIN}: change it in [env.${env}.vars] in wrangler.toml.`];
    return [];
  });
}

/** The secrets an environment declares it needs (`secrets.required` in its wrangler.toml section). */
export function requiredSecrets(config: EnvironmentConfig): string[] {
  return [...(config.secrets?.required ?? [])];
}

/**
 * Secret names from `wrangler secret list --format json` (an array of { name, type }); wrangler may print other
 * lines around it.
 */
export function parseSecretList(output: string): string[] {
  // The list starts on a line of its own; wrangler's other lines start with a symbol (▲ [WARNING] …).
  const json = /^\[[\s\S]*\]/m.exec(output);
  if (!json) throw new Error("wrangler secret list printed no JSON list");
  return (JSON.parse(json[0]) as { name: string }[]).map((secret) => secret.name);
}

export function missingSecrets(required: string[], listed: string[]): string[] {
  const present = new Set(listed);
  return required.filter((name) => !present.has(name));
}

/** Why nothing in the account could be checked when its API did not answer. */
export function offlineReason(api: string): string {
  return `offline: could not reach ${new URL(api).host}`;
}

/** The secrets check: passes only when the account listed every required secret. */
export function secretsCheck({
  env,
  required,
  state,
}: {
  env: EnvironmentName;
  required: string[];
  state: SecretsState;
}): Check {
  const optional = OPTIONAL_SECRETS.map((s) => `${s.name} (${s.purpose})`).join(", ");
  const needed = [`required: ${required.join(", ") || "none"}`, `optional: ${optional}`];
  const putHint = (names: string[]) =>
    names.map((name) => `Set ${name} with \`npx wrangler secret put ${name} --env ${env}\`.`);
  const unchecked = (reason: string): Check => ({
    name: "Secrets",
    ok: false,
    summary: `${reason}; the secrets below could not be checked`,
    details: needed,
  });
  switch (state.kind) {
    case "offline":
      return unchecked(offlineReason(state.api));
    case "signed-out":
      return {
        ...unchecked("not signed in to Cloudflare"),
        details: [
          ...needed,
          "Sign in with `npx wrangler login`, or set CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID) for a non-interactive deploy.",
        ],
      };
    case "error":
      return { ...unchecked("wrangler secret list failed"), details: [...needed, state.message] };
    case "not-deployed":
      return {
        name: "Secrets",
        ok: required.length === 0,
        summary: `the worker ${state.worker} does not exist yet, so none is set`,
        details: [
          ...needed,
          ...putHint(required),
          "`wrangler secret put` creates the worker if it does not exist yet.",
        ],
      };
    case "listed": {
      const missing = missingSecrets(required, state.names);
      const unsetOptional = OPTIONAL_SECRETS.filter((s) => !state.names.includes(s.name)).map(
        (s) => `${s.name} is not set (${s.purpose}).`,
      );
      if (missing.length === 0)
        return {
          name: "Secrets",
          ok: true,
          summary: `all set: ${required.join(", ") || "none required"}`,
          details: unsetOptional,
        };
      return {
        name: "Secrets",
        ok: false,
        summary: `missing: ${missing.join(", ")}`,
        details: [...putHint(missing), ...unsetOptional],
      };
    }
  }
}

/** True for a file of `wrangler deploy --outdir` that is uploaded as a module: not a source map, not wrangler's README. */
export function isWorkerModule(fileName: string): boolean {
  return !fileName.endsWith(".map") && fileName !== "README.md";
}

export function formatBytes(bytes: number): string {
  const mib = bytes / 1024 / 1024;
  if (Number.isInteger(mib) && mib > 0) return `${mib} MiB`;
  if (mib >= 1) return `${mib.toFixed(2)} MiB`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function describeSize(size: BundleSize): string {
  return `${formatBytes(size.raw)} raw (${size.raw.toLocaleString("en")} bytes), ${formatBytes(size.gzip)} gzip (${size.gzip.toLocaleString("en")} bytes)`;
}

/** The size check: the uncompressed modules against Cloudflare's limit. */
export function sizeCheck(size: BundleSize, limit: number = WORKER_SIZE_LIMIT_BYTES): Check {
  const ok = size.raw <= limit;
  return {
    name: "Bundle size",
    ok,
    summary: `${describeSize(size)}; limit ${formatBytes(limit)} uncompressed`,
    details: ok
      ? []
      : [
          `The worker is ${formatBytes(size.raw - limit)} over Cloudflare's limit: move large data to KV, R2 or D1, or drop a dependency.`,
        ],
  };
}

/** The startup CPU time `wrangler check startup` reports: its "Active" line (sampled time less idle), in milliseconds. */
export function parseStartupTime(output: string): { activeMs: number; garbageCollectionMs: number | null } | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: wrangler colours its output on a terminal
  const text = output.replace(/\u001b\[[0-9;]*m/g, "");
  const active = /Active:\s*([\d.]+)\s*ms(?:\s*\(including\s*([\d.]+)\s*ms garbage collection\))?/.exec(text);
  if (!active) return null;
  return { activeMs: Number(active[1]), garbageCollectionMs: active[2] === undefined ? null : Number(active[2]) };
}

/** The startup check: the measured time against our budget (well under Cloudflare's limit). */
export function startupCheck(activeMs: number, budgetMs: number = STARTUP_BUDGET_MS): Check {
  const ok = activeMs <= budgetMs;
  return {
    name: "Startup",
    ok,
    summary: `${activeMs.toFixed(1)} ms active CPU; budget ${budgetMs} ms, Cloudflare's limit ${STARTUP_LIMIT_MS / 1000} s`,
    details: ok
      ? []
      : ["Find what runs at startup in the CPU profile (open it in Chrome DevTools), and defer it to first use."],
  };
}

export function failedCheck(name: string, reason: string): Check {
  return { name, ok: false, summary: reason, details: [] };
}

/**
 * The report printed at the end of the preflight: every check, then the measured size and startup (always, so they can
 * be recorded), then the verdict.
 */
export function formatReport({
  env,
  worker,
  checks,
  size,
  startupMs,
}: {
  env: EnvironmentName;
  worker: string;
  checks: Check[];
  size: BundleSize | null;
  startupMs: number | null;
}): string {
  const width = Math.max(...checks.map((check) => check.name.length));
  const lines = [`Preflight for ${env} (wrangler.toml [env.${env}], worker ${worker})`, ""];
  for (const check of checks) {
    lines.push(`  ${check.ok ? "✓" : "✗"} ${check.name.padEnd(width)}  ${check.summary}`);
    for (const detail of check.details) lines.push(`      - ${detail}`);
  }
  const failed = checks.filter((check) => !check.ok);
  lines.push(
    "",
    `Worker bundle: ${size ? describeSize(size) : "not measured"}`,
    `Startup time: ${startupMs === null ? "not measured" : `${startupMs.toFixed(1)} ms active CPU (wrangler check startup)`}`,
    "",
    failed.length === 0
      ? `✓ Preflight passed (${checks.length} checks).`
      : `✗ Preflight failed: ${failed.map((check) => check.name).join(", ")}. Nothing was applied or deployed.`,
  );
  return lines.join("\n");
}
