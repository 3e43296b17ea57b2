// `npm run redirects -- set|delete|import|export`: marketing's tool for redirect rules in the SITE KV namespace.
// Edits the local KV that `npm run dev` uses, or a deployed environment's namespace with --remote --env production|staging.
import { readFile, writeFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  parseRedirectCsv,
  formatRedirectCsv,
  redirectRowSchema,
  redirectKey,
  REDIRECT_KEY_PREFIX,
} from "../shared/redirect-rules.ts";
import { asRequested } from "../shared/safe-location.ts";
import { STATE_OPTIONS, bumpCacheVersionOn, wranglerOn } from "./lib/local-env.mjs";

const USAGE = `Usage:
  npm run redirects -- set FROM TO [301|302]   add or change one rule (default 301)
  npm run redirects -- delete FROM             remove a rule
  npm run redirects -- import FILE.csv         add every row of a CSV (from,to[,status]); nothing is applied if any row is bad
  npm run redirects -- export [FILE.csv]       print (or write) every rule as CSV
Options: --remote --env production|staging (a deployed environment) | --persist DIR (local state, default .wrangler/state)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: STATE_OPTIONS,
});

const onState = wranglerOn(values);
const wrangler = (...args) => onState("kv", ...args, "--binding", "SITE");

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function setRule(from, to, statusText) {
  const parsed = redirectRowSchema.safeParse({ from, to, status: statusText ? Number(statusText) : 301 });
  if (!parsed.success) fail(`Not saved: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
  const { status } = parsed.data;
  await wrangler("key", "put", redirectKey(parsed.data.from), JSON.stringify({ to: parsed.data.to, status }));
  console.log(`${parsed.data.from} → ${parsed.data.to} (${status})`);
}

async function deleteRule(from) {
  const key = redirectKey(asRequested(from).pathname);
  const keys = JSON.parse(await wrangler("key", "list", "--prefix", key));
  if (!keys.some((k) => k.name === key)) fail(`There is no rule for ${from}; nothing was deleted.`);
  await wrangler("key", "delete", key);
  console.log(`Deleted the rule for ${from}.`);
}

async function importCsv(file) {
  const { rows, errors } = parseRedirectCsv(await readFile(file, "utf8"));
  if (errors.length) fail(`Nothing was imported; fix these rows first:\n  ${errors.join("\n  ")}`);
  if (!rows.length) fail("Nothing was imported: the file has no rules.");
  const dir = await mkdtemp(join(tmpdir(), "redirects-"));
  try {
    const bulk = join(dir, "bulk.json");
    await writeFile(
      bulk,
      JSON.stringify(
        rows.map((r) => ({ key: redirectKey(r.from), value: JSON.stringify({ to: r.to, status: r.status }) })),
      ),
    );
    await wrangler("bulk", "put", bulk);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`Imported ${rows.length} redirect rule(s).`);
}

async function exportCsv(file) {
  const keys = JSON.parse(await wrangler("key", "list", "--prefix", REDIRECT_KEY_PREFIX));
  const rows = [];
  for (const { name } of keys) {
    const rule = JSON.parse(await wrangler("key", "get", name, "--text"));
    rows.push({ from: name.slice(REDIRECT_KEY_PREFIX.length), to: rule.to, status: rule.status });
  }
  const csv = formatRedirectCsv(rows);
  if (file) {
    await writeFile(file, csv);
    console.log(`Wrote ${rows.length} rule(s) to ${file}.`);
  } else process.stdout.write(csv);
}

const [command, ...args] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
try {
  if (command === "set" && (args.length === 2 || args.length === 3)) await setRule(...args);
  else if (command === "delete" && args.length === 1) await deleteRule(args[0]);
  else if (command === "import" && args.length === 1) await importCsv(args[0]);
  else if (command === "export" && args.length <= 1) await exportCsv(args[0]);
  else fail(USAGE);
  // A cached page would otherwise keep answering a path that now redirects (or stopped redirecting).
  if (command !== "export") await bumpCacheVersionOn(onState);
} catch (error) {
  fail(`wrangler failed: ${error.stderr || error.message}`);
}
