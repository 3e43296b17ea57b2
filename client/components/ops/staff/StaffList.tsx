// Everyone with a console role: name and email, role (and supplier), who granted it and when; Change and Revoke.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { formatMoment } from "../../../../shared/intl.ts";
import type { StaffRowView } from "../../../../shared/ops-views.ts";

export function GrantedBy({ by }: { by: string }) {
  const { t } = useTranslation();
  if (!by.startsWith("command")) return <bdi dir="ltr">{by}</bdi>;
  const who = by.slice("command:".length);
  return who ? t("ops.staff.list.byCommand", { who }) : t("ops.staff.list.byCommandUnknown");
}

export function StaffList({ rows }: { rows: StaffRowView[] }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <section
      aria-labelledby="staff-list-title"
      className="min-w-0 rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
    >
      <h2 id="staff-list-title" className="text-lg font-bold">
        {t("ops.staff.list.title")}
      </h2>
      <ul className="mt-3 divide-y divide-black/10" data-testid="staff-rows">
        {rows.map((row) => (
          <li
            key={row.email}
            className="flex flex-wrap items-start justify-between gap-3 py-3"
            data-testid="staff-row"
            data-email={row.email}
            data-role={row.role}
          >
            <div className="min-w-0">
              <p className="font-semibold">
                <bdi>{row.name}</bdi>
                {row.isYou && (
                  <span className="ms-2 rounded bg-slate-100 px-1.5 text-xs font-normal">
                    {t("ops.staff.list.you")}
                  </span>
                )}
              </p>
              <p className="break-all text-sm">
                <bdi dir="ltr">{row.email}</bdi>
              </p>
              <p className="mt-1 text-sm">
                <span className="rounded-full border border-primary px-2 py-0.5 font-semibold text-primary">
                  {t(`ops.shell.role.${row.role}`)}
                </span>
                {row.supplierName && (
                  <span className="ms-2 text-slate-700">
                    <bdi>{row.supplierName}</bdi>
                  </span>
                )}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                {t("ops.staff.list.granted")} <GrantedBy by={row.grantedBy} /> ·{" "}
                <time dateTime={row.grantedAt}>{formatMoment(row.grantedAt, locale)}</time>
              </p>
            </div>
            <div className="flex gap-2">
              <a
                href={row.changeHref}
                className={buttonClass("third", "!px-3 !py-1.5 text-sm")}
                data-testid="staff-change"
              >
                {t("ops.staff.list.change")}
              </a>
              <a
                href={row.revokeHref}
                className={buttonClass("third", "!px-3 !py-1.5 text-sm text-red-800")}
                data-testid="staff-revoke"
              >
                {t("ops.staff.list.revoke")}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
