// Marketing redirect rules: their schema, KV key, what makes a rule or a whole set of rules wrong (a loop, a chain of
// two hops, an off-site target outside the allow-list), and CSV import/export. Shared by the worker's service
// (worker/services/ops/redirects.ts), which the console and `npm run redirects` both call, and the console's pages.
// A problem is a code with its details, so the console can say it in the marketer's language and the command in English.
import { z } from "zod";
import { EXTERNAL_HOST_ALLOW_LIST, isAbsoluteUrl, isAllowedExternal } from "./external-hosts.ts";
import { splitLanguagePrefix } from "./locales.ts";
import { asRequested } from "./safe-location.ts";

export const REDIRECT_KEY_PREFIX = "redirect:";
export const redirectKey = (from: string) => `${REDIRECT_KEY_PREFIX}${from}`;

/** Sections a rule may not take over: the console itself, and signing in (which the console needs). */
export const RESERVED_SOURCES = ["/ops", "/auth"] as const;

/** What can be wrong with a rule, a rule set or a CSV row; each code has its words in both languages. */
export type RedirectProblem =
  | { code: "fromEmpty" }
  | { code: "fromTooLong" }
  | { code: "fromSlash" }
  | { code: "fromChars" }
  | { code: "fromDoubleSlash" }
  | { code: "fromLanguage" }
  | { code: "fromReserved"; section: string }
  | { code: "toEmpty" }
  | { code: "toTooLong" }
  | { code: "toInvalid" }
  | { code: "toOffsite"; host: string }
  | { code: "status" }
  | { code: "samePath" }
  | { code: "loop"; from: string; to: string }
  | { code: "chainTarget"; target: string; next: string }
  | { code: "chainSource"; via: string; path: string }
  | { code: "missing"; from: string }
  | { code: "exists"; from: string; to: string }
  | { code: "quote" }
  | { code: "columns"; found: number }
  | { code: "duplicate"; from: string; line: number }
  | { code: "emptyFile" };
export type RedirectProblemCode = RedirectProblem["code"];

const fromPath = z
  .string()
  .trim()
  .min(1, "fromEmpty")
  .refine((p) => new TextEncoder().encode(p).length <= 500, "fromTooLong")
  .refine((p) => p.startsWith("/") && !p.startsWith("//"), "fromSlash")
  .refine((p) => !/[\s?#]/.test(p), "fromChars")
  // Request paths are normalised before rules run (safe-location.ts), so such a rule could never match.
  .refine((p) => !p.slice(1).includes("//") && !p.includes("\\"), "fromDoubleSlash")
  // Stored as browsers send it, so "/عروض" typed by marketing matches the percent-encoded path of a real request.
  .transform((p) => asRequested(p).pathname)
  .refine((p) => splitLanguagePrefix(p).prefix === null, "fromLanguage")
  .refine((p) => reservedSection(p) === null, "fromReserved");

const target = z
  .string()
  .trim()
  .min(1, "toEmpty")
  .max(2048, "toTooLong")
  .refine((t) => !isWebAddress(t) || isAllowedExternal(t), "toOffsite")
  .refine((t) => isWebAddress(t) || (!isAbsoluteUrl(t) && t.startsWith("/") && !/\s/.test(t)), "toInvalid");

export const redirectStatus = z.union([z.literal(301), z.literal(302)], { message: "status" });

export const redirectRuleSchema = z.object({ to: target, status: redirectStatus });
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

export const redirectRowSchema = z
  .object({ from: fromPath, to: target, status: redirectStatus })
  .refine((r) => r.from !== r.to, { message: "samePath" });
export type RedirectRow = z.infer<typeof redirectRowSchema>;

/** The reserved section a source path falls in ("/ops"), or null. */
function reservedSection(path: string): string | null {
  return RESERVED_SOURCES.find((s) => path === s || path.startsWith(`${s}/`)) ?? null;
}

/** An address on the web (http, https, or "//host"), as opposed to a path or another scheme (mailto:, javascript:). */
function isWebAddress(target: string): boolean {
  return /^https?:\/\//i.test(target) || target.startsWith("//");
}

/** The host of a web address, for "evil.example is not on the allow-list". */
function hostOf(target: string): string {
  const text = target.trim();
  try {
    return new URL(text.startsWith("//") ? `https:${text}` : text).host || text;
  } catch {
    return text;
  }
}

/** The problems zod found in a row (or rule), as codes with their details. */
export function rowProblems(issues: readonly { message: string }[], input: { from?: unknown; to?: unknown }) {
  return issues.map((issue): RedirectProblem => {
    const code = issue.message as RedirectProblemCode;
    if (code === "toOffsite") return { code, host: hostOf(String(input.to ?? "")) };
    if (code === "fromReserved")
      return { code, section: reservedSection(asRequested(String(input.from ?? "").trim()).pathname) ?? "" };
    return { code } as RedirectProblem;
  });
}

/** A row from what a person typed (a form, a command's arguments, a CSV line), or its problems. */
export function parseRedirectRow(input: {
  from: unknown;
  to: unknown;
  status: unknown;
}): { ok: true; row: RedirectRow } | { ok: false; problems: RedirectProblem[] } {
  const parsed = redirectRowSchema.safeParse(input);
  return parsed.success
    ? { ok: true, row: parsed.data }
    : { ok: false, problems: rowProblems(parsed.error.issues, input) };
}

/** A path as people read it ("/عروض" rather than its percent-encoding), for searching and showing. */
export function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Parses a KV value into a rule; a malformed value yields null (and is ignored by the router). */
export function parseStoredRule(raw: string | null): RedirectRule | null {
  if (!raw) return null;
  try {
    const parsed = redirectRuleSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The source path a target lands on, as rules are keyed (unprefixed, as browsers request it), or null for an off-site
 * target: "/ar/faq?x=1" lands on "/faq", whose own rule would apply next.
 */
export function landingPath(to: string): string | null {
  if (isAbsoluteUrl(to)) return null;
  return splitLanguagePrefix(asRequested(to).pathname).rest;
}

/**
 * What is wrong with the rule for `from` within `rules` (the whole set as it would be, that rule included): its target
 * is itself redirected (two hops, or a loop back to `from`), or another rule already leads to `from` (that rule's
 * visitors would then take two hops). A rule set in which no rule has a problem has only one-hop redirects.
 */
export function chainProblems(rules: ReadonlyMap<string, RedirectRule>, from: string): RedirectProblem[] {
  const rule = rules.get(from);
  if (!rule) return [];
  const problems: RedirectProblem[] = [];
  const landing = landingPath(rule.to);
  const onward = landing !== null && landing !== from ? rules.get(landing) : undefined;
  if (landing !== null && onward) {
    problems.push(
      landingPath(onward.to) === from
        ? { code: "loop", from, to: landing }
        : { code: "chainTarget", target: landing, next: onward.to },
    );
  }
  for (const [other, otherRule] of rules) {
    if (other === from || other === landing) continue;
    if (landingPath(otherRule.to) === from) problems.push({ code: "chainSource", via: other, path: from });
  }
  return problems;
}

/** Each problem in English, for the command (the console has the same in both languages, client/i18n/ops). */
export function problemInEnglish(p: RedirectProblem): string {
  switch (p.code) {
    case "fromEmpty":
      return "the source path is empty";
    case "fromTooLong":
      return "the source path is longer than 500 bytes (a KV key limit)";
    case "fromSlash":
      return "the source path must start with a single /";
    case "fromChars":
      return "the source path must not contain spaces, ? or #";
    case "fromDoubleSlash":
      return "the source path must not contain // or a backslash";
    case "fromLanguage":
      return "the source path must not start with a language prefix (rules apply to every locale)";
    case "fromReserved":
      return `the source path must not be in ${p.section} (the console and signing in cannot be redirected)`;
    case "toEmpty":
      return "the target is empty";
    case "toTooLong":
      return "the target is longer than 2048 characters";
    case "toInvalid":
      return "the target must be a path starting with / or an https address on the allow-list";
    case "toOffsite":
      return `the target's host ${p.host} is not on the allow-list of off-site addresses (https only: ${EXTERNAL_HOST_ALLOW_LIST.join(", ")})`;
    case "status":
      return "the status must be 301 or 302";
    case "samePath":
      return "the source and the target are the same path";
    case "loop":
      return `${p.from} → ${p.to} → ${p.from} would be a loop`;
    case "chainTarget":
      return `the target ${p.target} is itself redirected (to ${p.next}): point the rule at ${p.next} instead`;
    case "chainSource":
      return `${p.via} already redirects to ${p.path}, so a rule for ${p.path} would send its visitors through two hops`;
    case "missing":
      return `there is no rule for ${p.from}`;
    case "exists":
      return `${p.from} already redirects to ${p.to}: change that rule instead`;
    case "quote":
      return "unterminated quoted field";
    case "columns":
      return `expected 2 or 3 columns (from,to,status), found ${p.found}`;
    case "duplicate":
      return `${p.from} is already redirected on line ${p.line}`;
    case "emptyFile":
      return "the file has no rules";
  }
}

/** Splits one CSV line (RFC 4180 quoting) into fields. */
function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      fields.push(field);
      field = "";
    } else field += ch;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

export type CsvRow = RedirectRow & { line: number };
export type RowError = { line: number; problems: RedirectProblem[] };
export type CsvResult = { rows: CsvRow[]; errors: RowError[] };

/** "line 3: the source path must start with a single /" */
export function rowErrorInEnglish(error: RowError): string {
  return `line ${error.line}: ${error.problems.map(problemInEnglish).join("; ")}`;
}

/** Validates a whole CSV of `from,to[,status]` rows; any error means nothing should be applied. */
export function parseRedirectCsv(text: string): CsvResult {
  const rows: CsvRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const lineNo = index + 1;
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const fields = splitCsvLine(line);
    if (!fields) {
      errors.push({ line: lineNo, problems: [{ code: "quote" }] });
      continue;
    }
    if (lineNo === 1 && fields[0].trim().toLowerCase() === "from") continue;
    if (fields.length < 2 || fields.length > 3) {
      errors.push({ line: lineNo, problems: [{ code: "columns", found: fields.length }] });
      continue;
    }
    const statusText = (fields[2] ?? "").trim();
    const status = statusText === "" ? 301 : Number(statusText);
    const parsed = parseRedirectRow({ from: fields[0], to: fields[1], status });
    if (!parsed.ok) {
      errors.push({ line: lineNo, problems: parsed.problems });
      continue;
    }
    const earlier = seen.get(parsed.row.from);
    if (earlier) {
      errors.push({ line: lineNo, problems: [{ code: "duplicate", from: parsed.row.from, line: earlier }] });
      continue;
    }
    seen.set(parsed.row.from, lineNo);
    rows.push({ ...parsed.row, line: lineNo });
  }
  return { rows, errors };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function formatRedirectCsv(rows: readonly RedirectRow[]): string {
  const lines = ["from,to,status", ...rows.map((r) => [r.from, r.to, String(r.status)].map(csvField).join(","))];
  return `${lines.join("\n")}\n`;
}
