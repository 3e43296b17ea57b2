// The operations console's frame inside the site's layout: who is signed in and as what, the sections their role may
// open (the worker checks every request again; hiding a link is only manners), and the page's heading.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../page-context.tsx";
import { localePath } from "../../../shared/locales.ts";
import { OPS_SECTIONS, can, type OpsSection, type OpsViewer } from "../../../shared/staff.ts";

export function OpsLayout({
  viewer,
  section,
  title,
  actions,
  children,
}: {
  viewer: OpsViewer;
  section: OpsSection;
  title: string;
  /** Beside the heading: a page's main buttons. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-testid="ops-page" data-section={section}>
      <p className="text-sm text-slate-600" data-testid="ops-viewer" data-role={viewer.role}>
        {t("ops.shell.signedInAs", { name: viewer.name, role: t(`ops.shell.role.${viewer.role}`) })}
        {viewer.supplierName && <> · {t("ops.shell.supplierScope", { supplier: viewer.supplierName })}</>}
      </p>
      <nav aria-label={t("ops.shell.nav.label")} className="mt-3 overflow-x-auto border-b border-black/10">
        <ul className="flex min-w-max gap-1">
          {OPS_SECTIONS.filter((s) => can(viewer.role, s.capability)).map((s) => (
            <li key={s.key}>
              <a
                href={localePath(locale, s.path)}
                aria-current={s.key === section ? "page" : undefined}
                className={`inline-block border-b-2 px-3 py-2 text-sm font-semibold ${
                  s.key === section
                    ? "border-primary text-primary"
                    : "border-transparent text-slate-700 hover:text-primary"
                }`}
                data-testid={`ops-nav-${s.key}`}
              >
                {t(`ops.shell.nav.${s.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </div>
  );
}

/** A notice above a console page's content: a saved change, or a refusal in words the operator can act on. */
export function OpsNotice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mb-4 rounded-lg border p-3 text-sm ${
        tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900"
      }`}
      data-testid={tone === "error" ? "ops-error" : "ops-ok"}
    >
      {children}
    </p>
  );
}
