// The console's audit log (/ops/audit, operators): who did what to what, when, with what before and after; filters
// as a plain GET form, newest first, one page of entries at a time.
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../../components/page-context.tsx";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import type { AuditFilterValues, AuditRowView } from "../../../shared/audit.ts";
import { formatList, formatMoment } from "../../../shared/intl.ts";
import { buttonClass } from "../../components/ui/Button.tsx";

export type OpsAuditPageProps = {
  viewer: OpsViewer;
  filters: AuditFilterValues;
  /** Filter fields that were not understood (left out of the query). */
  invalid: string[];
  rows: AuditRowView[];
  /** The next page's link, when there are older entries. */
  olderHref: string | null;
  clearHref: string;
};

const FIELDS = [
  ["actor", "text"],
  ["action", "text"],
  ["target", "text"],
  ["order", "text"],
  ["from", "date"],
  ["to", "date"],
] as const;

function Change({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null;
  return (
    <div className="min-w-0">
      <span className="text-xs font-semibold text-slate-500">{label}</span>
      <code dir="ltr" className="block break-all rounded bg-slate-50 p-1 text-xs">
        {value}
      </code>
    </div>
  );
}

export function OpsAuditPage({ viewer, filters, invalid, rows, olderHref, clearHref }: OpsAuditPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <OpsLayout viewer={viewer} section="audit" title={t("ops.audit.title")}>
      <p className="mb-4 text-sm text-slate-700">{t("ops.audit.intro")}</p>
      {invalid.length > 0 && (
        <OpsNotice tone="error">
          {t("ops.audit.invalid", {
            fields: formatList(
              invalid.map((f) => t(`ops.audit.${f}`)),
              locale,
            ),
          })}
        </OpsNotice>
      )}
      <form
        method="get"
        className="mb-6 rounded-2xl border border-black/10 bg-white p-4"
        aria-label={t("ops.audit.filters")}
      >
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {FIELDS.map(([name, type]) => (
            <label key={name} className="text-sm font-semibold">
              {t(`ops.audit.${name}`)}
              <input
                type={type}
                name={name}
                defaultValue={filters[name]}
                dir={type === "date" || name !== "actor" ? "ltr" : undefined}
                className="mt-1 block w-full rounded-lg border border-black/20 px-3 py-2 font-normal"
                data-testid={`audit-filter-${name}`}
              />
            </label>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")} data-testid="audit-filter-apply">
            {t("ops.audit.apply")}
          </button>
          <a href={clearHref} className={buttonClass("third")}>
            {t("ops.audit.clear")}
          </a>
        </div>
      </form>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-black/10 bg-white p-6 text-center" data-testid="audit-empty">
          {t("ops.audit.empty")}
        </p>
      ) : (
        <ol className="space-y-3" data-testid="audit-rows">
          {rows.map((row) => (
            <li
              key={row.id}
              className="rounded-2xl border border-black/10 bg-white p-4 text-sm"
              data-testid="audit-row"
              data-action={row.action}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <code dir="ltr" className="font-bold">
                  {row.action}
                </code>
                <time dateTime={row.at} className="text-slate-600">
                  {formatMoment(row.at, locale)}
                </time>
              </div>
              <dl className="mt-2 grid gap-2 sm:grid-cols-3">
                <div>
                  <dt className="text-xs font-semibold text-slate-500">{t("ops.audit.who")}</dt>
                  <dd>
                    {row.actor.startsWith("command:") ? (
                      t("ops.audit.command", { who: row.actor.slice("command:".length) })
                    ) : (
                      <bdi>{row.actor}</bdi>
                    )}{" "}
                    · {row.role === "command" ? "" : t(`ops.shell.role.${row.role}`)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-slate-500">{t("ops.audit.onWhat")}</dt>
                  <dd>
                    <code dir="ltr">{row.target ?? "—"}</code>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-slate-500">{t("ops.audit.request")}</dt>
                  <dd>
                    <code dir="ltr" className="break-all text-xs">
                      {row.requestId ?? "—"}
                    </code>
                  </dd>
                </div>
              </dl>
              {row.reason && (
                <p className="mt-2">
                  <span className="font-semibold">{t("ops.audit.reason")}:</span> {row.reason}
                </p>
              )}
              {(row.before !== null || row.after !== null) && (
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  <Change label={t("ops.audit.before")} value={row.before} />
                  <Change label={t("ops.audit.after")} value={row.after} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {olderHref && (
        <a href={olderHref} className={`${buttonClass("outlined")} mt-5`} data-testid="audit-older">
          {t("ops.audit.older")}
        </a>
      )}
    </OpsLayout>
  );
}
