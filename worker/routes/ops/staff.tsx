// /ops/staff (operators only): everyone with a console role; POST /ops/staff grants or changes a role by email,
// POST /ops/staff/revoke takes one away (after /ops/staff?revoke=… asks once more). Both go through the service
// `npm run staff` uses (the account must exist, a supplier role names its supplier, the last operator keeps the role,
// one audit entry each), and both need a passkey check from the last 10 minutes: without one, 403 and nothing changes,
// with the "Confirm it's you" block that brings the operator back to the same form.
import type { Context, Hono } from "hono";
import { z } from "zod";
import { localePath } from "../../../shared/locales.ts";
import type { StaffView } from "../../../shared/staff.ts";
import type { GrantFormView, StaffRowView } from "../../../shared/ops-views.ts";
import { grantRole, listStaff, revokeRole, type StaffDeps, type StaffProblem } from "../../services/ops/staff.ts";
import type { StaffListing } from "../../db/staff.ts";
import { listSuppliers } from "../../db/staff.ts";
import { registerPersonalPage, showPersonal } from "../../render/page.tsx";
import { opsView, type OpsPageProps } from "../../render/views.ts";
import { redirectTo } from "../../routing/redirect.ts";
import { passkeyConfirmSlot } from "../passkeys-api.ts";
import { readBody } from "../body.ts";
import { actorOf, passkeyCheckFresh, requireStaff, viewerOf } from "./access.ts";
import type { AppEnv } from "../../env.ts";

/** The page props this route builds (the page is chosen by name, worker/render/views.ts). */
type OpsStaffPageProps = OpsPageProps<"staff">;
type StaffNotice = NonNullable<OpsStaffPageProps["notice"]>;

type C = Context<AppEnv>;
type Status = 200 | 400 | 403 | 409;

const PAGE = "/ops/staff";

const field = (max: number) => z.string().trim().max(max).catch("");
const grantForm = z.object({ email: field(254), role: field(20), supplier: field(12) });
const formOf = (body: unknown) => grantForm.safeParse(body).data ?? { email: "", role: "", supplier: "" };

/** Problems about the staff as they stand, rather than about what was typed. */
const CONFLICTS = new Set<StaffProblem>(["lastOperator", "notStaff"]);

const pathOf = (c: C, path: string) => localePath(c.get("locale"), path);
const pageWith = (c: C, query: Record<string, string>) =>
  `${pathOf(c, PAGE)}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""}`;

function rowOf(c: C, staff: StaffView, m: StaffListing): StaffRowView {
  const locale = c.get("locale");
  return {
    email: m.email,
    name: `${m.firstName} ${m.lastName}`.trim() || m.email,
    role: m.role,
    supplierName: m.supplierName ? m.supplierName[locale] : null,
    grantedBy: m.grantedByEmail ?? m.grantedBy,
    grantedAt: m.grantedAt,
    isYou: m.userId === staff.userId,
    changeHref: pageWith(c, { email: m.email, role: m.role, supplier: m.supplierId ? String(m.supplierId) : "" }),
    revokeHref: pageWith(c, { revoke: m.email }),
  };
}

type Parts = {
  form?: GrantFormView;
  notice?: StaffNotice | null;
  revoking?: string | null;
  revokeProblem?: StaffProblem | null;
  stale?: boolean;
  /** Where "Confirm it's you" brings the operator back to. */
  backTo?: string;
};

async function pageProps(c: C, staff: StaffView, parts: Parts): Promise<OpsStaffPageProps> {
  const locale = c.get("locale");
  const [members, suppliers] = await Promise.all([listStaff(c.env.DB), listSuppliers(c.env.DB)]);
  const rows = members.map((m) => rowOf(c, staff, m));
  const fresh = passkeyCheckFresh(staff);
  return {
    viewer: await viewerOf(c, staff),
    paths: { page: pathOf(c, PAGE), grant: pathOf(c, PAGE), revoke: pathOf(c, `${PAGE}/revoke`) },
    rows,
    suppliers: suppliers.map((s) => ({ id: s.id, name: locale === "ar" ? s.nameAr : s.nameEn })),
    form: parts.form ?? { values: { email: "", role: "", supplier: "" }, problem: null },
    notice: parts.notice ?? null,
    revoking: rows.find((r) => r.email === parts.revoking) ?? null,
    revokeProblem: parts.revokeProblem ?? null,
    stepUp: fresh ? null : passkeyConfirmSlot(c, parts.backTo ?? pathOf(c, PAGE)),
    stale: parts.stale ?? false,
  };
}

const view = (props: OpsStaffPageProps, status: Status = 200) =>
  opsView("staff", props, { title: "ops.staff.title", status, serverOnly: ["stepUp"] });

function noticeOf(c: C): StaffNotice | null {
  const kind = c.req.query("done");
  const email = c.req.query("email") ?? "";
  if (!email || !(kind === "granted" || kind === "changed" || kind === "unchanged" || kind === "revoked")) return null;
  return { kind, email };
}

async function showPage(c: C) {
  const staff = await requireStaff(c, "staff");
  if (staff instanceof Response) return staff;
  const q = (name: string) => (c.req.query(name) ?? "").slice(0, 254);
  const notice = noticeOf(c);
  const form: GrantFormView = {
    values: notice
      ? { email: "", role: "", supplier: "" }
      : { email: q("email"), role: q("role"), supplier: q("supplier") },
    problem: null,
  };
  const url = new URL(c.req.url);
  return view(
    await pageProps(c, staff, { form, notice, revoking: q("revoke") || null, backTo: pathOf(c, PAGE) + url.search }),
  );
}

const depsOf = (c: C, staff: StaffView): StaffDeps => ({ db: c.env.DB, actor: actorOf(c, staff), now: new Date() });

async function postGrant(c: C) {
  const staff = await requireStaff(c, "staff");
  if (staff instanceof Response) return staff;
  const values = formOf(await readBody(c));
  const form = (problem: StaffProblem | null): GrantFormView => ({ values, problem });
  if (!passkeyCheckFresh(staff)) {
    const backTo = pageWith(c, values);
    return showPersonal(c, view(await pageProps(c, staff, { form: form(null), stale: true, backTo }), 403));
  }
  const supplier = /^[1-9][0-9]{0,9}$/.test(values.supplier) ? Number(values.supplier) : null;
  const result = await grantRole(depsOf(c, staff), {
    email: values.email,
    role: values.role,
    // The form always has a supplier list; only the supplier role reads it.
    supplierId: values.role === "supplier" ? supplier : null,
  });
  if (!result.ok) {
    const status = CONFLICTS.has(result.problem) ? 409 : 400;
    return showPersonal(c, view(await pageProps(c, staff, { form: form(result.problem) }), status));
  }
  const done = !result.changed ? "unchanged" : result.before ? "changed" : "granted";
  return redirectTo(c, pageWith(c, { done, email: result.member.email }), 303);
}

async function postRevoke(c: C) {
  const staff = await requireStaff(c, "staff");
  if (staff instanceof Response) return staff;
  const { email } = formOf(await readBody(c));
  if (!passkeyCheckFresh(staff)) {
    const backTo = pageWith(c, { revoke: email });
    return showPersonal(c, view(await pageProps(c, staff, { revoking: email, stale: true, backTo }), 403));
  }
  const result = await revokeRole(depsOf(c, staff), email);
  if (!result.ok) {
    const status = CONFLICTS.has(result.problem) ? 409 : 400;
    return showPersonal(c, view(await pageProps(c, staff, { revokeProblem: result.problem }), status));
  }
  return redirectTo(c, pageWith(c, { done: "revoked", email: result.before.email }), 303);
}

export function registerStaffPages(pages: Hono<AppEnv>): void {
  pages.post(`${PAGE}/revoke`, postRevoke);
  pages.post(PAGE, postGrant);
  registerPersonalPage(pages, PAGE, showPage);
}
