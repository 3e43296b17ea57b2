// `npm run redirects -- set|delete|import|export`: marketing's tool for redirect rules in the SITE KV namespace, through
// the same service as the console's /ops/redirects (worker/services/ops/redirects.ts): the same checks (no loop, no
// two-hop chain, off-site targets only on the allow-list), one audit entry per change as "command:<who ran it>", and a
// new cache version so that the next request follows the change. Acts on the local state of `npm run dev`, or on a
// deployed environment with --remote --env production|staging.
import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { STATE_OPTIONS } from "./lib/local-env.mjs";
import { commandUser, openBindings, workerModule } from "./lib/bindings.mjs";

const USAGE = `Usage:
  npm run redirects -- set FROM TO [301|302]   add or change one rule (default 301)
  npm run redirects -- delete FROM             remove a rule
  npm run redirects -- import FILE.csv         add every row of a CSV (from,to[,status]); nothing is applied if any row is bad
  npm run redirects -- export [FILE.csv]       print (or write) every rule as CSV
Options: --remote --env production|staging (a deployed environment) | --persist DIR (local state, default .wrangler/state)`;

// Wrangler says which .dev.vars it read on stdout, where `export` writes the CSV.
process.env.WRANGLER_LOG ??= "warn";

const { values, positionals } = parseArgs({ allowPositionals: true, options: STATE_OPTIONS });
const [command, ...args] = positionals;
const known =
  (command === "set" && (args.length === 2 || args.length === 3)) ||
  (command === "delete" && args.length === 1) ||
  (command === "import" && args.length === 1) ||
  (command === "export" && args.length <= 1);
if (values.help || !known) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

let failed = false;
function fail(message) {
  console.error(message);
  failed = true;
}

let csvText;
if (command === "import") {
  try {
    csvText = await readFile(args[0], "utf8");
  } catch (error) {
    console.error(`Nothing was imported: ${args[0]} cannot be read (${error.message}).`);
    process.exit(1);
  }
}

let bindings;
try {
  bindings = await openBindings(values);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
try {
  const rules = await workerModule("shared/redirect-rules.ts");
  const service = await workerModule("worker/services/ops/redirects.ts");
  const { commandActor } = await workerModule("worker/services/ops/actor.ts");
  const deps = { kv: bindings.env.SITE, db: bindings.env.DB, actor: commandActor(commandUser()), now: new Date() };
  const english = (problems) => problems.map(rules.problemInEnglish).join("; ");
  if (command === "set") {
    const [from, to, status] = args;
    const result = await service.saveRedirect(deps, { from, to, status: status ? Number(status) : 301, replace: true });
    if (result.ok) console.log(`${result.row.from} → ${result.row.to} (${result.row.status})`);
    else fail(`Not saved: ${english(result.problems)}`);
  } else if (command === "delete") {
    const result = await service.deleteRedirect(deps, args[0]);
    if (result.ok) console.log(`Deleted the rule for ${args[0]}.`);
    else fail(`There is no rule for ${args[0]}; nothing was deleted.`);
  } else if (command === "import") {
    const result = await service.importRedirects(deps, csvText);
    if (result.ok) console.log(`Imported ${result.count} redirect rule(s).`);
    else if (result.errors[0]?.line === 0) fail(`Nothing was imported: ${english(result.errors[0].problems)}.`);
    else
      fail(`Nothing was imported; fix these rows first:\n  ${result.errors.map(rules.rowErrorInEnglish).join("\n  ")}`);
  } else {
    const { csv, count } = await service.exportRedirects(deps.kv);
    if (args[0]) {
      await writeFile(args[0], csv);
      console.log(`Wrote ${count} rule(s) to ${args[0]}.`);
    } else process.stdout.write(csv);
  }
} catch (error) {
  fail(
    /no such table/.test(error.message)
      ? "Nothing was changed: this database has no tables yet. Run `npm run dev` once (it applies the migrations)."
      : `The command failed: ${error.message}`,
  );
} finally {
  await bindings.dispose();
}
process.exit(failed ? 1 : 0);
