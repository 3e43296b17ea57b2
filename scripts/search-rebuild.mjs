// `npm run search:rebuild`: rebuilds the search index (docs/decisions/009-arabic-search-analysis.md) of the local
// database or, with --remote --env production|staging, a deployed one: after a migration that empties it, or an edit of search_synonyms.
// It runs the worker's own rebuildSearchIndex against a small D1 stand-in: its reads go through
// `wrangler d1 execute --json --command`, its writes are collected into one SQL file run with `--file`.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { rebuildSearchIndex } from "../worker/db/search.ts";
import { STATE_OPTIONS, bumpCacheVersionOn, wranglerOn } from "./lib/local-env.mjs";

const { values } = parseArgs({ options: STATE_OPTIONS });
if (values.help) {
  console.log(
    "Usage: npm run search:rebuild [-- --remote --env production|staging | --persist DIR (local state, default .wrangler/state)]",
  );
  process.exit(0);
}

const onState = wranglerOn(values);
const d1 = (...args) => onState("d1", "execute", "DB", "--yes", ...args);

/** A bound value as an SQL literal (the rebuild binds only strings and numbers). */
function literal(value) {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`cannot write ${typeof value} into SQL`);
}

/** The statement with its ? placeholders filled in, in order (the rebuild's SQL has no ? inside its literals). */
function render({ sql, args }) {
  let i = 0;
  const text = sql.replace(/\?/g, () => literal(args[i++]));
  if (i !== args.length) throw new Error(`${args.length} values for ${i} placeholders`);
  return `${text};`;
}

const writes = [];
const db = {
  prepare(sql) {
    const statement = { sql, args: [], bind: (...args) => ({ ...statement, args }) };
    return statement;
  },
  async batch(statements) {
    if (statements.every((s) => /^\s*SELECT/i.test(s.sql))) {
      const out = [];
      for (const s of statements)
        out.push({ results: JSON.parse(await d1("--json", "--command", render(s)))[0].results });
      return out;
    }
    writes.push(...statements.map(render));
    return statements.map(() => ({ results: [] }));
  },
};

const started = Date.now();
console.log(`Reading the catalogue and synonyms from the ${values.remote ? "remote" : "local"} database…`);
await rebuildSearchIndex(db);
const dir = await mkdtemp(join(tmpdir(), "search-rebuild-"));
try {
  const file = join(dir, "rebuild.sql");
  await writeFile(file, writes.join("\n"));
  console.log(`Writing the index (${writes.length} statements)…`);
  await d1("--file", file);
} finally {
  await rm(dir, { recursive: true, force: true });
}
const stdout = await d1(
  "--json",
  "--command",
  "SELECT (SELECT count(*) FROM search_meta) AS indexed, (SELECT count(*) FROM activities) AS activities",
);
const [{ indexed, activities }] = JSON.parse(stdout)[0].results;
console.log(
  `Search index rebuilt: ${indexed} of ${activities} activities in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
if (indexed !== activities) process.exit(1);
await bumpCacheVersionOn(onState);
