// The worker's bindings for a command that runs the worker's own services (`npm run bookings`, `npm run staff`): the
// local state of `npm run dev`, or with --remote --env production|staging that environment's deployed D1, KV and R2
// through wrangler's remote bindings. Settings and secrets come from .dev.vars locally; remotely from the environment
// of the shell (`AUTH_SECRET=… npm run bookings -- --remote --env production …`), never from defaults.
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDevVars } from "./local-env.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

// Wrangler's local proxy sets timers Node finds too long and warns about, once each: noise to whoever runs a command.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const type = typeof rest[0] === "string" ? rest[0] : rest[0]?.type;
  if (type !== "TimeoutOverflowWarning") emitWarning(warning, ...rest);
};
process.env.WRANGLER_SEND_METRICS = "false";

/**
 * wrangler.toml with every D1, KV, R2 and send_email binding of `environment` marked remote, written beside the
 * original. Mail too: a local send_email binding only simulates sending, so a remote command's emails (marked sent in
 * the remote delivery log) would never reach the traveller.
 */
async function remoteConfig(environment) {
  const text = await readFile(join(ROOT, "wrangler.toml"), "utf8");
  const section = new RegExp(`^\\[\\[env\\.${environment}\\.(d1_databases|kv_namespaces|r2_buckets|send_email)\\]\\]$`);
  const lines = text.split("\n").flatMap((line) => (section.test(line) ? [line, "remote = true"] : [line]));
  // Beside the original, so that its relative paths (main, migrations, assets) still resolve.
  const path = join(ROOT, `.wrangler-remote-${process.pid}.toml`);
  await writeFile(path, lines.join("\n"));
  return path;
}

/**
 * Opens the bindings `{ remote, env, persist }` (STATE_OPTIONS of scripts/lib/local-env.mjs) choose; call dispose()
 * when done. Remote needs --env: each deployed environment has its own resources.
 */
export async function openBindings({ remote, env, persist }) {
  const { getPlatformProxy } = await import("wrangler");
  if (!remote) {
    // The services read the local settings and keys (payment provider, mailer, AUTH_SECRET) from .dev.vars.
    ensureDevVars();
    const proxy = await getPlatformProxy({ persist: { path: `${persist}/v3` }, remoteBindings: false });
    return { env: proxy.env, dispose: () => proxy.dispose() };
  }
  if (env !== "production" && env !== "staging") {
    throw new Error("With --remote, say which deployed environment: --env production or --env staging.");
  }
  const configPath = await remoteConfig(env);
  try {
    const proxy = await getPlatformProxy({ configPath, environment: env, envFiles: [], remoteBindings: true });
    // Secrets live on Cloudflare, not here: the shell's environment supplies the ones a service needs.
    const secrets = Object.fromEntries(
      ["AUTH_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SANDBOX_SIGNING_SECRET"]
        .filter((name) => process.env[name])
        .map((name) => [name, process.env[name]]),
    );
    return {
      env: { ...proxy.env, ...secrets },
      dispose: async () => {
        await proxy.dispose();
        await rm(configPath, { force: true });
      },
    };
  } catch (error) {
    await rm(configPath, { force: true });
    throw error;
  }
}

/** Who runs this command, for the audit log ("command:<user>"). */
export function commandUser() {
  return process.env.OPS_ACTOR || process.env.USER || process.env.LOGNAME || "unknown";
}

/** Loads one of the worker's TypeScript modules (its services) the way Vite would. */
export async function workerModule(path) {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(join(ROOT, path), { configFile: false, logLevel: "error", root: ROOT });
  return module;
}
