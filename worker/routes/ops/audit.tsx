// /ops/audit: the audit log for operators, filtered by a plain GET form (who, action, target, order, dates).
import type { Context, Hono } from "hono";
import { z } from "zod";
import { registerPersonalPage } from "../../render/page.tsx";
import { opsView } from "../../render/views.ts";
import { listAudit, type AuditRecord } from "../../db/audit-log.ts";
import type { AuditFilterValues, AuditRowView } from "../../../shared/audit.ts";
import { requireStaff, viewerOf } from "./access.ts";
import { localePath } from "../../../shared/locales.ts";
import type { AppEnv } from "../../env.ts";

const PAGE_SIZE = 50;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const FILTERS = {
  actor: z.string().trim().max(200),
  action: z.string().trim().max(100),
  target: z.string().trim().max(300),
  order: z.string().trim().max(40),
  from: day,
  to: day,
} as const;
type Field = keyof typeof FILTERS;

/** The filters as typed (kept in the form) and the ones that parsed; what did not parse is named, not used. */
function readFilters(c: Context<AppEnv>): { values: AuditFilterValues; invalid: Field[] } {
  const values = {} as AuditFilterValues;
  const invalid: Field[] = [];
  for (const field of Object.keys(FILTERS) as Field[]) {
    const raw = c.req.query(field) ?? "";
    values[field] = raw;
    if (raw && !FILTERS[field].safeParse(raw).success) invalid.push(field);
  }
  return { values, invalid };
}

const shown = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const rowOf = (r: AuditRecord): AuditRowView => ({
  id: r.id,
  at: r.at,
  actor: r.actorEmail ?? r.actor,
  role: r.role,
  action: r.action,
  target: r.target,
  before: shown(r.before),
  after: shown(r.after),
  reason: r.reason,
  requestId: r.requestId,
});

export function registerAuditPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, "/ops/audit", async (c) => {
    const staff = await requireStaff(c, "audit");
    if (staff instanceof Response) return staff;
    const { values, invalid } = readFilters(c);
    const use = (field: Field) => (values[field] && !invalid.includes(field) ? values[field].trim() : undefined);
    const before = Number(c.req.query("before"));
    const records = await listAudit(c.env.DB, {
      actor: use("actor"),
      action: use("action"),
      target: use("target"),
      orderId: use("order")?.toUpperCase(),
      from: use("from"),
      to: use("to"),
      before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
      limit: PAGE_SIZE + 1,
    });
    const rows = records.slice(0, PAGE_SIZE).map(rowOf);
    const base = localePath(c.get("locale"), "/ops/audit");
    let olderHref: string | null = null;
    if (records.length > PAGE_SIZE) {
      const query = new URLSearchParams(Object.entries(values).filter(([, v]) => v));
      query.set("before", String(rows[rows.length - 1]!.id));
      olderHref = `${base}?${query}`;
    }
    return opsView(
      "audit",
      { viewer: await viewerOf(c, staff), filters: values, invalid, rows, olderHref, clearHref: base },
      { title: "ops.audit.title" },
    );
  });
}
