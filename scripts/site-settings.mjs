// `npm run site -- put|get|rates|bump`: marketing's and operations' tool for site settings and currency rates in the
// SITE KV namespace. Every change bumps the edge cache's version, so cached pages show it at once.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { z } from "zod";
import { siteConfigSchema } from "../shared/site-config.ts";
import { CURRENCIES } from "../shared/constants.ts";
import { STATE_OPTIONS, bumpCacheVersionOn, wranglerOn } from "./lib/local-env.mjs";

const USAGE = `Usage:
  npm run site -- put HOSTNAME FILE.json   set a hostname's settings (layout, currency, brand…; see scripts/seed/sites.ts)
  npm run site -- get HOSTNAME             print a hostname's stored settings
  npm run site -- rates FILE.json          set display-currency rates: {"rates": {"USD": 0.2723, …}} (units per 1 AED)
  npm run site -- bump                     make every cached page a miss (after a change made some other way)
Options: --remote --env production|staging (a deployed environment) | --persist DIR (local state, default .wrangler/state)`;

const SITE_PREFIX = "site:";
const RATES_KEY = "config:currency-rates";
const ratesFile = z.object({
  rates: z.partialRecord(
    z.enum(CURRENCIES, { message: `Rates are for ${CURRENCIES.join(", ")}` }),
    z.number().positive("A rate is a positive number").finite(),
  ),
});

const { values, positionals } = parseArgs({ allowPositionals: true, options: STATE_OPTIONS });
const onState = wranglerOn(values);
const kv = (...args) => onState("kv", ...args, "--binding", "SITE");

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function readJson(file, schema) {
  let raw;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    fail(`Not saved: ${file} is not readable JSON (${error.message}).`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    fail(`Not saved: ${parsed.error.issues.map((i) => `${i.path.join(".") || "file"}: ${i.message}`).join("; ")}`);
  return raw;
}

const hostname = (text) =>
  /^[a-z0-9.-]+(:\d+)?$/i.test(text ?? "")
    ? text.toLowerCase()
    : fail(`"${text}" is not a hostname, such as tours.example.com`);

const [command, ...args] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
try {
  if (command === "put" && args.length === 2) {
    const host = hostname(args[0]);
    await kv("key", "put", SITE_PREFIX + host, JSON.stringify(await readJson(args[1], siteConfigSchema)));
    console.log(`Saved the settings of ${host}.`);
  } else if (command === "get" && args.length === 1) {
    process.stdout.write(await kv("key", "get", SITE_PREFIX + hostname(args[0]), "--text"));
    process.exit(0);
  } else if (command === "rates" && args.length === 1) {
    await kv("key", "put", RATES_KEY, JSON.stringify(await readJson(args[0], ratesFile)));
    console.log("Saved the currency rates.");
  } else if (command !== "bump" || args.length) fail(USAGE);
  await bumpCacheVersionOn(onState);
  console.log("Cached pages will be rendered afresh.");
} catch (error) {
  fail(`wrangler failed: ${error.stderr || error.message}`);
}
