// The console's site settings (/ops/sites, marketing and operators): every hostname with settings of its own, and one
// hostname's form (/ops/sites?host=…) with a preview before saving. Saving renews the cache version: the next page
// on that hostname shows the change.
import { useTranslation } from "../../i18n/use-translation.ts";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { SITE_FORM_ID, SiteForm } from "../../components/ops/marketing/SiteForm.tsx";
import { SiteList, type SiteRowView } from "../../components/ops/marketing/SiteList.tsx";
import { BrandPreview } from "../../components/ops/marketing/BrandPreview.tsx";
import type { SitePreviewView } from "../../../shared/ops-views.ts";
import { tIsolated } from "../../../shared/bidi.tsx";
import type { SiteFormErrors, SiteFormValues } from "../../../shared/site-form.ts";

export type SiteEditView = {
  hostname: string;
  /** No settings stored yet: saving creates them. */
  isNew: boolean;
  /** Stored settings the schema refuses (the site runs on the defaults until they are saved again). */
  storedInvalid: boolean;
  /** The supplier a supplier's own site sells for (set with `npm run site`), in the page's language. */
  supplierName: string | null;
  values: SiteFormValues;
  errors: SiteFormErrors;
  preview: SitePreviewView | null;
};

export type OpsSitesPageProps = {
  viewer: OpsViewer;
  paths: { page: string; save: string };
  /** The hostname whose settings were just saved. */
  saved: string | null;
  list: { rows: SiteRowView[]; host: string; hostInvalid: boolean } | null;
  edit: SiteEditView | null;
};

export function OpsSitesPage({ viewer, paths, saved, list, edit }: OpsSitesPageProps) {
  const { t } = useTranslation();
  const title = edit ? t("ops.marketing.sites.editTitle", { host: edit.hostname }) : t("ops.marketing.sites.title");
  const errors = edit ? Object.keys(edit.errors).length : 0;
  return (
    <OpsLayout viewer={viewer} section="sites" title={title}>
      {saved && <OpsNotice tone="ok">{tIsolated(t, "ops.marketing.sites.saved", { host: saved })}</OpsNotice>}
      {list && <SiteList rows={list.rows} pagePath={paths.page} host={list.host} hostInvalid={list.hostInvalid} />}
      {edit && (
        <div className="grid gap-5">
          <a href={paths.page} className="text-sm font-semibold text-primary hover:underline">
            {t("ops.marketing.sites.allSites")}
          </a>
          {errors > 0 && <OpsNotice tone="error">{t("ops.marketing.sites.fixErrors", { count: errors })}</OpsNotice>}
          {edit.storedInvalid && <OpsNotice tone="error">{t("ops.marketing.sites.storedInvalid")}</OpsNotice>}
          <p className="text-sm text-slate-700">
            {edit.isNew ? t("ops.marketing.sites.isNew") : t("ops.marketing.sites.editIntro")}
            {edit.supplierName && (
              <> {tIsolated(t, "ops.marketing.sites.supplierSite", { supplier: edit.supplierName })}</>
            )}
          </p>
          {edit.preview && <BrandPreview preview={edit.preview} formId={SITE_FORM_ID} />}
          <SiteForm
            hostname={edit.hostname}
            action={paths.save}
            values={edit.values}
            errors={edit.errors}
            previewed={edit.preview !== null}
          />
        </div>
      )}
    </OpsLayout>
  );
}
