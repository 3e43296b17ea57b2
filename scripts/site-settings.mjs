// `npm run site -- put|get|rates|bump`: marketing's and operations' tool for site settings and currency rates in the
// SITE KV namespace, through the same service as the console's /ops/sites (worker/services/ops/sites.ts): the same
// schema, one audit entry per change as "command:<who ran it>", and a new cache version so cached pages show it at once.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { STATE_OPTIONS } from "./lib/local-env.mjs";
import { commandUser, openBindings, workerModule } from "./lib/bindings.mjs";

// Wrangler says which .dev.vars it read on stdout, where `get` prints the settings.
process.env.WRANGLER_LOG ??= "warn";

const USAGE = `Usage:
  npm run site -- put HOSTNAME FILE.json   set a hostname's settings (layout, currency, brand, tax…; see scripts/seed/sites.ts)
  npm run site -- get HOSTNAME             print a hostname's stored settings
  npm run site -- rates FILE.json          set display-currency rates: {"rates": {"USD": 0.2723, …}} (units per 1 AED)
  npm run site -- bump                     make every cached page a miss (after a change made some other way)
Options: --remote --env production|staging (a deployed environment) | --persist DIR (local state, default .wrangler/state)`;

const { values, positionals } = parseArgs({ allowPositionals: true, options: STATE_OPTIONS });
const [command, ...args] = positionals;
const known =
  (command === "put" && args.length === 2) ||
  (command === "get" && args.length === 1) ||
  (command === "rates" && args.length === 1) ||
  (command === "bump" && args.length === 0);
if (values.help || !known) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

function stop(message) {
  console.error(message);
  process.exit(1);
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    return stop(`Not saved: ${file} is not readable JSON (${error.message}).`);
  }
}

const sites = await workerModule("worker/services/ops/sites.ts");
const hostname = command === "put" || command === "get" ? sites.siteHostname(args[0]) : null;
if ((command === "put" || command === "get") && !hostname)
  stop(`"${args[0]}" is not a hostname, such as tours.example.com (lower case, no https:// and no port).`);
const file = command === "put" ? await readJson(args[1]) : command === "rates" ? await readJson(args[0]) : null;

let bindings;
try {
  bindings = await openBindings(values);
} catch (error) {
  stop(error.message);
}
let failed = false;
try {
  const { commandActor } = await workerModule("worker/services/ops/actor.ts");
  const { bumpCacheVersion } = await workerModule("worker/db/cache-version.ts");
  const deps = { kv: bindings.env.SITE, db: bindings.env.DB, actor: commandActor(commandUser()), now: new Date() };
  if (command === "get") {
    const found = await bindings.env.SITE.get(`site:${hostname}`);
    if (found === null) {
      console.error(`${hostname} has no settings of its own (it uses the defaults).`);
      failed = true;
    } else process.stdout.write(`${found}\n`);
  } else if (command === "bump") {
    await bumpCacheVersion(deps.kv);
    console.log("Cached pages will be rendered afresh.");
  } else {
    const result = command === "put" ? await sites.saveSite(deps, hostname, file) : await sites.saveRates(deps, file);
    if (result.ok) {
      console.log(command === "put" ? `Saved the settings of ${hostname}.` : "Saved the currency rates.");
      console.log("Cached pages will be rendered afresh.");
    } else {
      console.error(`Not saved: ${sites.issuesInEnglish(result.issues)}`);
      failed = true;
    }
  }
} catch (error) {
  console.error(
    /no such table/.test(error.message)
      ? "Nothing was changed: this database has no tables yet. Run `npm run dev` once (it applies the migrations)."
      : `The command failed: ${error.message}`,
  );
  failed = true;
} finally {
  await bindings.dispose();
}
process.exit(failed ? 1 : 0);
