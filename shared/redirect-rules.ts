// Marketing redirect rules: their schema, KV key, and CSV import/export (shared by the worker and `npm run redirects`).
import { z } from "zod";
import { isAbsoluteUrl, isAllowedExternal } from "./external-hosts.ts";
import { splitLanguagePrefix } from "./locales.ts";
import { asRequested } from "./safe-location.ts";

export const REDIRECT_KEY_PREFIX = "redirect:";
export const redirectKey = (from: string) => `${REDIRECT_KEY_PREFIX}${from}`;

const fromPath = z
  .string()
  .trim()
  .min(1, "the source path is empty")
  .refine((p) => new TextEncoder().encode(p).length <= 500, "the source path is longer than 500 bytes (a KV key limit)")
  .refine((p) => p.startsWith("/") && !p.startsWith("//"), "the source path must start with a single /")
  .refine((p) => !/[\s?#]/.test(p), "the source path must not contain spaces, ? or #")
  // Request paths are normalised before rules run (safe-location.ts), so such a rule could never match.
  .refine((p) => !p.slice(1).includes("//") && !p.includes("\\"), "the source path must not contain // or a backslash")
  // Stored as browsers send it, so "/عروض" typed by marketing matches the percent-encoded path of a real request.
  .transform((p) => asRequested(p).pathname)
  .refine(
    (p) => splitLanguagePrefix(p).prefix === null,
    "the source path must not start with a language prefix (rules apply to every locale)",
  );

const target = z
  .string()
  .trim()
  .min(1, "the target is empty")
  .max(2048, "the target is longer than 2048 characters")
  .refine(
    (t) => (isAbsoluteUrl(t) ? isAllowedExternal(t) : t.startsWith("/") && !t.startsWith("//") && !/\s/.test(t)),
    "the target must be a path starting with / or an https address on the allow-list (shared/external-hosts.ts)",
  );

export const redirectStatus = z.union([z.literal(301), z.literal(302)], { message: "the status must be 301 or 302" });

export const redirectRuleSchema = z.object({ to: target, status: redirectStatus });
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

export const redirectRowSchema = z
  .object({ from: fromPath, to: target, status: redirectStatus })
  .refine((r) => r.from !== r.to, { message: "the source and the target are the same path" });
export type RedirectRow = z.infer<typeof redirectRowSchema>;

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

export type CsvResult = { rows: RedirectRow[]; errors: string[] };

/** Validates a whole CSV of `from,to[,status]` rows; any error means nothing should be applied. */
export function parseRedirectCsv(text: string): CsvResult {
  const rows: RedirectRow[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const lineNo = index + 1;
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const fields = splitCsvLine(line);
    if (!fields) {
      errors.push(`line ${lineNo}: unterminated quoted field`);
      continue;
    }
    if (lineNo === 1 && fields[0].trim().toLowerCase() === "from") continue;
    if (fields.length < 2 || fields.length > 3) {
      errors.push(`line ${lineNo}: expected 2 or 3 columns (from,to,status), found ${fields.length}`);
      continue;
    }
    const statusText = (fields[2] ?? "").trim();
    const status = statusText === "" ? 301 : Number(statusText);
    const parsed = redirectRowSchema.safeParse({ from: fields[0], to: fields[1], status });
    if (!parsed.success) {
      errors.push(`line ${lineNo}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
      continue;
    }
    const earlier = seen.get(parsed.data.from);
    if (earlier) {
      errors.push(`line ${lineNo}: ${parsed.data.from} is already redirected on line ${earlier}`);
      continue;
    }
    seen.set(parsed.data.from, lineNo);
    rows.push(parsed.data);
  }
  return { rows, errors };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function formatRedirectCsv(rows: RedirectRow[]): string {
  const lines = ["from,to,status", ...rows.map((r) => [r.from, r.to, String(r.status)].map(csvField).join(","))];
  return `${lines.join("\n")}\n`;
}
