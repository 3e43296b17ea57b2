// /ops/redirects (marketing and operators): the rules with a search, add or change one (POST /ops/redirects), delete one
// (POST /ops/redirects/delete), import a CSV (POST /ops/redirects/import, all or nothing) and export them all
// (GET /ops/redirects/export). Every change goes through the service `npm run redirects` uses, is audited, and renews
// the cache version: the next request follows it. Refusals come back as the page with the values kept (400 or 409).
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { localePath } from "../../../shared/locales.ts";
import { isAbsoluteUrl } from "../../../shared/external-hosts.ts";
import { readablePath, type RedirectProblem, type RedirectProblemCode } from "../../../shared/redirect-rules.ts";
import { todayInGulf } from "../../../shared/dates.ts";
import type { ImportView, RedirectFormView } from "../../../shared/ops-views.ts";
import {
  deleteRedirect,
  exportRedirects,
  findRedirect,
  importRedirects,
  listRedirects,
  saveRedirect,
  type RedirectDeps,
} from "../../services/ops/redirects.ts";
import { registerPersonalPage, showPersonal } from "../../render/page.tsx";
import { opsView, type OpsPageProps } from "../../render/views.ts";
import { redirectTo } from "../../routing/redirect.ts";
import { readBody } from "../body.ts";
import { actorOf, requireStaff, viewerOf } from "./access.ts";
import type { StaffView } from "../../../shared/staff.ts";
import type { AppEnv } from "../../env.ts";

/** The page props this route builds (the page is chosen by name, worker/render/views.ts). */
type OpsRedirectsPageProps = OpsPageProps<"redirects">;
type RedirectNotice = NonNullable<OpsRedirectsPageProps["notice"]>;

type C = Context<AppEnv>;

const PAGE = "/ops/redirects";
/** Rows the list shows at once; a search narrows the rest. */
const SHOWN = 300;
/** A CSV larger than this is not a list of redirects marketing typed. */
const MAX_CSV_BYTES = 1_000_000;

/** Refusals about the rule set as it stands (a conflict), rather than about what was typed. */
const CONFLICTS = new Set<RedirectProblemCode>(["loop", "chainTarget", "chainSource", "exists", "missing"]);
const statusOf = (problems: readonly RedirectProblem[]): ContentfulStatusCode =>
  problems.some((p) => CONFLICTS.has(p.code)) ? 409 : 400;

const text = (max: number) => z.string().max(max).catch("");
const ruleForm = z.object({
  from: text(600),
  to: text(2100),
  status: text(3),
  original: text(600),
});

const formOf = (body: unknown) => ruleForm.safeParse(body).data ?? { from: "", to: "", status: "", original: "" };

const EMPTY_FORM: RedirectFormView = { original: null, values: { from: "", to: "", status: "301" }, problems: [] };

function depsOf(c: C, staff: StaffView): RedirectDeps {
  return { kv: c.env.SITE, db: c.env.DB, actor: actorOf(c, staff), now: new Date() };
}

const pathOf = (c: C, path: string) => localePath(c.get("locale"), path);

/** What the page's last 303 came back to say. */
function noticeOf(c: C): RedirectNotice | null {
  const kind = c.req.query("done");
  const path = c.req.query("path") ?? "";
  if ((kind === "added" || kind === "changed" || kind === "deleted") && path) return { kind, path: readablePath(path) };
  const count = Number(c.req.query("count"));
  if (kind === "imported" && Number.isSafeInteger(count) && count > 0) return { kind, count };
  return null;
}

async function pageProps(
  c: C,
  staff: StaffView,
  parts: Partial<Pick<OpsRedirectsPageProps, "form" | "importResult" | "deleteProblems" | "notice">> = {},
): Promise<OpsRedirectsPageProps> {
  const query = (c.req.query("q") ?? "").slice(0, 200);
  const kv = c.env.SITE;
  const [all, matches] = await Promise.all([listRedirects(kv), query ? listRedirects(kv, query) : null]);
  const rows = (matches ?? all).slice(0, SHOWN).map((r) => ({
    from: r.from,
    fromShown: readablePath(r.from),
    toShown: readablePath(r.to),
    external: isAbsoluteUrl(r.to),
    status: r.status,
    editHref: `${pathOf(c, PAGE)}?${new URLSearchParams({ edit: r.from })}`,
  }));
  return {
    viewer: await viewerOf(c, staff),
    query,
    rows,
    matching: (matches ?? all).length,
    total: all.length,
    form: parts.form ?? EMPTY_FORM,
    importResult: parts.importResult ?? null,
    deleteProblems: parts.deleteProblems ?? [],
    notice: parts.notice ?? null,
    paths: {
      page: pathOf(c, PAGE),
      save: pathOf(c, PAGE),
      remove: pathOf(c, `${PAGE}/delete`),
      import: pathOf(c, `${PAGE}/import`),
      export: pathOf(c, `${PAGE}/export`),
    },
  };
}

const view = (props: OpsRedirectsPageProps, status: ContentfulStatusCode = 200) =>
  opsView("redirects", props, { title: "ops.marketing.redirects.title", status });

async function showPage(c: C) {
  const staff = await requireStaff(c, "marketing");
  if (staff instanceof Response) return staff;
  const editing = c.req.query("edit");
  const rule = editing ? await findRedirect(c.env.SITE, editing) : null;
  const form: RedirectFormView = rule
    ? {
        original: rule.from,
        values: { from: readablePath(rule.from), to: rule.to, status: String(rule.status) },
        problems: [],
      }
    : EMPTY_FORM;
  return view(await pageProps(c, staff, { form, notice: noticeOf(c) }));
}

const back = (c: C, query: Record<string, string>) =>
  redirectTo(c, `${pathOf(c, PAGE)}?${new URLSearchParams(query)}`, 303);

async function postRule(c: C) {
  const staff = await requireStaff(c, "marketing");
  if (staff instanceof Response) return staff;
  const form = formOf(await readBody(c));
  const original = form.original.trim() || null;
  const result = await saveRedirect(depsOf(c, staff), {
    from: form.from,
    to: form.to,
    status: Number(form.status),
    original,
  });
  if (result.ok) return back(c, { done: result.created ? "added" : "changed", path: result.row.from });
  const values = { from: form.from, to: form.to, status: form.status };
  return showPersonal(
    c,
    view(
      await pageProps(c, staff, { form: { original, values, problems: result.problems } }),
      statusOf(result.problems),
    ),
  );
}

async function postDelete(c: C) {
  const staff = await requireStaff(c, "marketing");
  if (staff instanceof Response) return staff;
  const { from } = formOf(await readBody(c));
  const result = await deleteRedirect(depsOf(c, staff), from);
  if (result.ok) return back(c, { done: "deleted", path: result.row.from });
  return showPersonal(c, view(await pageProps(c, staff, { deleteProblems: result.problems }), 409));
}

async function postImport(c: C) {
  const staff = await requireStaff(c, "marketing");
  if (staff instanceof Response) return staff;
  const body = (await readBody(c)) as Record<string, unknown>;
  const file = body.file;
  let refused: ImportView | null = null;
  if (!(file instanceof File) || file.size === 0) refused = { errors: [], upload: "noFile" };
  else if (file.size > MAX_CSV_BYTES) refused = { errors: [], upload: "tooLarge" };
  if (refused || !(file instanceof File))
    return showPersonal(c, view(await pageProps(c, staff, { importResult: refused }), 400));
  let csv: string;
  try {
    csv = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return showPersonal(c, view(await pageProps(c, staff, { importResult: { errors: [], upload: "notText" } }), 400));
  }
  const result = await importRedirects(depsOf(c, staff), csv);
  if (result.ok) return back(c, { done: "imported", count: String(result.count) });
  return showPersonal(
    c,
    view(await pageProps(c, staff, { importResult: { errors: result.errors, upload: null } }), 400),
  );
}

async function exportCsv(c: C) {
  const staff = await requireStaff(c, "marketing");
  if (staff instanceof Response) return staff;
  const { csv } = await exportRedirects(c.env.SITE);
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="redirects-${todayInGulf()}.csv"`);
  return c.body(csv);
}

export function registerRedirectPages(pages: Hono<AppEnv>): void {
  pages.get(`${PAGE}/export`, exportCsv);
  pages.post(`${PAGE}/delete`, postDelete);
  pages.post(`${PAGE}/import`, postImport);
  pages.post(PAGE, postRule);
  registerPersonalPage(pages, PAGE, showPage);
}
