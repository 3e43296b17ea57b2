// The console's redirects (/ops/redirects, marketing and operators): every rule with a search, a form to add or change
// one, delete buttons, and CSV import and export. The same rules as `npm run redirects`; a change shows on the next request.
import { useTranslation } from "../../i18n/use-translation.ts";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { RedirectForm } from "../../components/ops/marketing/RedirectForm.tsx";
import type { ImportView, RedirectFormView } from "../../../shared/ops-views.ts";
import { RedirectImport } from "../../components/ops/marketing/RedirectImport.tsx";
import { RedirectList, type RedirectRowView } from "../../components/ops/marketing/RedirectList.tsx";
import { RedirectProblems } from "../../components/ops/marketing/redirect-problems.tsx";
import { tIsolated } from "../../../shared/bidi.tsx";
import type { RedirectProblem } from "../../../shared/redirect-rules.ts";

export type RedirectNotice =
  | { kind: "added" | "changed" | "deleted"; path: string }
  | { kind: "imported"; count: number };

export type OpsRedirectsPageProps = {
  viewer: OpsViewer;
  query: string;
  rows: RedirectRowView[];
  /** How many rules match the search (rows holds the first of them). */
  matching: number;
  total: number;
  form: RedirectFormView;
  importResult: ImportView | null;
  deleteProblems: RedirectProblem[];
  notice: RedirectNotice | null;
  paths: { page: string; save: string; remove: string; import: string; export: string };
};

export function OpsRedirectsPage(props: OpsRedirectsPageProps) {
  const { t } = useTranslation();
  const { notice, paths } = props;
  return (
    <OpsLayout viewer={props.viewer} section="redirects" title={t("ops.marketing.redirects.title")}>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t("ops.marketing.redirects.intro")}</p>
      {notice && (
        <OpsNotice tone="ok">
          {notice.kind === "imported"
            ? t("ops.marketing.redirects.done.imported", { count: notice.count })
            : tIsolated(t, `ops.marketing.redirects.done.${notice.kind}`, { path: notice.path })}
        </OpsNotice>
      )}
      {props.deleteProblems.length > 0 && (
        <OpsNotice tone="error">
          <RedirectProblems t={t} problems={props.deleteProblems} />
        </OpsNotice>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6 lg:col-start-2 lg:row-start-1">
          <RedirectForm form={props.form} action={paths.save} cancelHref={paths.page} />
          <RedirectImport importAction={paths.import} exportHref={paths.export} result={props.importResult} />
        </div>
        <RedirectList
          rows={props.rows}
          query={props.query}
          matching={props.matching}
          total={props.total}
          pagePath={paths.page}
          removeAction={paths.remove}
          editing={props.form.original}
        />
      </div>
    </OpsLayout>
  );
}
