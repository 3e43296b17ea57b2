// Marketing's redirect rules in the SITE KV namespace, changed the same way from the console (/ops/redirects) and from
// `npm run redirects`: each change is checked against the whole rule set (no loop, no chain of two hops, no off-site
// target outside the allow-list), written with one audit entry, and followed by a new cache version so that the next
// request sees it. The audit entry is written first: a change that cannot be logged is not made.
import {
  REDIRECT_KEY_PREFIX,
  chainProblems,
  formatRedirectCsv,
  parseRedirectCsv,
  parseRedirectRow,
  readablePath,
  redirectKey,
  redirectRuleSchema,
  type RedirectProblem,
  type RedirectRow,
  type RedirectRule,
  type RowError,
} from "../../../shared/redirect-rules.ts";
import { asRequested } from "../../../shared/safe-location.ts";
import { bumpCacheVersion } from "../../db/cache-version.ts";
import { audited, type Actor } from "./actor.ts";

export type RedirectDeps = { kv: KVNamespace; db: D1Database; actor: Actor; now: Date };

/** KV metadata holds at most 1024 bytes: a rule that fits rides in its key's metadata, so listing needs no reads. */
const METADATA_LIMIT = 1024;
const utf8 = new TextEncoder();

/** Every rule by source path, in KV's key order (pages of 1000 keys). A stored value that is not a rule is skipped. */
export async function allRules(kv: KVNamespace): Promise<Map<string, RedirectRule>> {
  const rules = new Map<string, RedirectRule>();
  let cursor: string | undefined;
  for (;;) {
    const page = await kv.list<unknown>({ prefix: REDIRECT_KEY_PREFIX, cursor });
    const found = await Promise.all(
      page.keys.map(async ({ name, metadata }) => {
        const fromMetadata = redirectRuleSchema.safeParse(metadata);
        if (fromMetadata.success) return [name, fromMetadata.data] as const;
        const stored = redirectRuleSchema.safeParse(await kv.get(name, "json").catch(() => null));
        return [name, stored.success ? stored.data : null] as const;
      }),
    );
    for (const [name, rule] of found) if (rule) rules.set(name.slice(REDIRECT_KEY_PREFIX.length), rule);
    if (page.list_complete) return rules;
    cursor = page.cursor;
  }
}

const rowsOf = (rules: ReadonlyMap<string, RedirectRule>): RedirectRow[] =>
  [...rules].map(([from, rule]) => ({ from, to: rule.to, status: rule.status }));

/** Rules whose source or target contains `query` (any case; Arabic as typed), by source path. */
export async function listRedirects(kv: KVNamespace, query = ""): Promise<RedirectRow[]> {
  const needle = query.trim().toLowerCase();
  const rows = rowsOf(await allRules(kv)).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  if (!needle) return rows;
  return rows.filter((r) =>
    [r.from, readablePath(r.from), r.to, readablePath(r.to)].some((text) => text.toLowerCase().includes(needle)),
  );
}

/** The stored rule for a source path as typed (Arabic or percent-encoded), or null. */
export async function findRedirect(kv: KVNamespace, from: string): Promise<RedirectRow | null> {
  const path = asRequested(from.trim()).pathname;
  const rule = redirectRuleSchema.safeParse(await kv.get(redirectKey(path), "json").catch(() => null));
  return rule.success ? { from: path, ...rule.data } : null;
}

export async function exportRedirects(kv: KVNamespace): Promise<{ csv: string; count: number }> {
  const rows = await listRedirects(kv);
  return { csv: formatRedirectCsv(rows), count: rows.length };
}

async function putRule(kv: KVNamespace, row: RedirectRow): Promise<void> {
  const rule: RedirectRule = { to: row.to, status: row.status };
  const value = JSON.stringify(rule);
  await kv.put(redirectKey(row.from), value, utf8.encode(value).length <= METADATA_LIMIT ? { metadata: rule } : {});
}

export type SaveResult = { ok: true; row: RedirectRow; created: boolean } | { ok: false; problems: RedirectProblem[] };

/**
 * Adds a rule or changes one. `original`: the source path of the rule being edited (it may move to another source);
 * without it, `replace` says whether an existing rule for the same source may be overwritten (the command's `set`
 * does; the console's "Add" form does not, and asks to edit that rule instead).
 */
export async function saveRedirect(
  deps: RedirectDeps,
  input: { from: unknown; to: unknown; status: unknown; original?: string | null; replace?: boolean },
): Promise<SaveResult> {
  const parsed = parseRedirectRow(input);
  if (!parsed.ok) return parsed;
  const { row } = parsed;
  const rules = await allRules(deps.kv);
  const original = input.original ? asRequested(input.original.trim()).pathname : null;
  const moving = original !== null && original !== row.from;
  const existing = rules.get(row.from);
  if (existing && (moving || (original === null && !input.replace)))
    return { ok: false, problems: [{ code: "exists", from: row.from, to: existing.to }] };
  const next = new Map(rules);
  if (moving) next.delete(original);
  next.set(row.from, { to: row.to, status: row.status });
  const problems = chainProblems(next, row.from);
  if (problems.length) return { ok: false, problems };
  const previous = moving ? rules.get(original) : existing;
  const before = previous ? { from: moving ? original : row.from, ...previous } : null;
  await audited(
    deps.db,
    deps.actor,
    { action: "redirect.set", target: `redirect:${row.from}`, before, after: row },
    deps.now,
  ).run();
  await putRule(deps.kv, row);
  if (moving && previous) await deps.kv.delete(redirectKey(original));
  await bumpCacheVersion(deps.kv);
  return { ok: true, row, created: !before };
}

export type DeleteResult = { ok: true; row: RedirectRow } | { ok: false; problems: RedirectProblem[] };

export async function deleteRedirect(deps: RedirectDeps, from: string): Promise<DeleteResult> {
  const row = await findRedirect(deps.kv, from);
  if (!row) return { ok: false, problems: [{ code: "missing", from: asRequested(from.trim()).pathname }] };
  await audited(
    deps.db,
    deps.actor,
    { action: "redirect.delete", target: `redirect:${row.from}`, before: row, after: null },
    deps.now,
  ).run();
  await deps.kv.delete(redirectKey(row.from));
  await bumpCacheVersion(deps.kv);
  return { ok: true, row };
}

export type ImportResult = { ok: true; count: number } | { ok: false; errors: RowError[] };

/**
 * Adds (or changes) every rule of a CSV, or none: any bad row, and any row that would make a loop or a two-hop chain
 * with the rules already stored or with another row, refuses the whole file, naming each bad row by its line.
 */
export async function importRedirects(deps: RedirectDeps, text: string): Promise<ImportResult> {
  const { rows, errors } = parseRedirectCsv(text);
  if (!errors.length && !rows.length) return { ok: false, errors: [{ line: 0, problems: [{ code: "emptyFile" }] }] };
  const rules = await allRules(deps.kv);
  const next = new Map(rules);
  for (const row of rows) next.set(row.from, { to: row.to, status: row.status });
  for (const row of rows) {
    const problems = chainProblems(next, row.from);
    if (problems.length) errors.push({ line: row.line, problems });
  }
  if (errors.length) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
  const imported = rows.map(({ from, to, status }) => ({ from, to, status }));
  const replaced = imported.flatMap((r) => {
    const old = rules.get(r.from);
    return old ? [{ from: r.from, ...old }] : [];
  });
  await audited(
    deps.db,
    deps.actor,
    { action: "redirect.import", target: "redirects", before: replaced, after: imported },
    deps.now,
  ).run();
  for (const row of imported) await putRule(deps.kv, row);
  await bumpCacheVersion(deps.kv);
  return { ok: true, count: imported.length };
}
