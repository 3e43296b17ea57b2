// The console's staff (/ops/staff, operators only): everyone with a role, a form to grant or change one, and revoking
// (asked once more). A role change needs a passkey check from the last 10 minutes: the "Confirm it's you" block comes first.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { StepUp } from "../../components/ops/StepUp.tsx";
import { GrantForm } from "../../components/ops/staff/GrantForm.tsx";
import type { GrantFormView, StaffRowView } from "../../../shared/ops-views.ts";
import { GrantedBy, StaffList } from "../../components/ops/staff/StaffList.tsx";
import { buttonClass } from "../../components/ui/Button.tsx";
import { tIsolated } from "../../../shared/bidi.tsx";

export type StaffNotice = { kind: "granted" | "changed" | "unchanged" | "revoked"; email: string };

export type OpsStaffPageProps = {
  viewer: OpsViewer;
  paths: { page: string; grant: string; revoke: string };
  rows: StaffRowView[];
  suppliers: { id: number; name: string }[];
  form: GrantFormView;
  notice: StaffNotice | null;
  /** Revoking asks once more: the row it would revoke. */
  revoking: StaffRowView | null;
  revokeProblem: string | null;
  /** The passkey re-check's block (server-rendered island), when the last check is older than 10 minutes. */
  stepUp: ReactNode | null;
  /** A change was refused because the passkey check was stale: nothing changed. */
  stale: boolean;
};

export function OpsStaffPage(props: OpsStaffPageProps) {
  const { t } = useTranslation();
  const { notice, revoking } = props;
  return (
    <OpsLayout viewer={props.viewer} section="staff" title={t("ops.staff.title")}>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t("ops.staff.intro")}</p>
      {notice && (
        <OpsNotice tone="ok">{tIsolated(t, `ops.staff.done.${notice.kind}`, { email: notice.email })}</OpsNotice>
      )}
      {props.stale && <OpsNotice tone="error">{t("ops.shell.stepUp.stale")}</OpsNotice>}
      {props.revokeProblem && <OpsNotice tone="error">{t(`ops.staff.problems.${props.revokeProblem}`)}</OpsNotice>}
      {props.stepUp && <StepUp confirm={props.stepUp} />}
      {revoking && (
        <section
          aria-labelledby="staff-revoke-title"
          className="mb-5 rounded-2xl border border-red-300 bg-red-50 p-4"
          data-testid="revoke-confirm"
        >
          <h2 id="staff-revoke-title" className="font-bold">
            {tIsolated(t, "ops.staff.revoke.title", { email: revoking.email })}
          </h2>
          <p className="mt-1 text-sm">
            {t("ops.staff.revoke.body", { role: t(`ops.shell.role.${revoking.role}`) })} {t("ops.staff.list.granted")}{" "}
            <GrantedBy by={revoking.grantedBy} />.
          </p>
          <form method="post" action={props.paths.revoke} className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="email" value={revoking.email} />
            <button
              type="submit"
              className={buttonClass("primary", "!bg-red-700 hover:!bg-red-800")}
              data-testid="revoke-submit"
            >
              {t("ops.staff.revoke.submit")}
            </button>
            <a href={props.paths.page} className={buttonClass("third")}>
              {t("ops.staff.revoke.cancel")}
            </a>
          </form>
        </section>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <GrantForm form={props.form} action={props.paths.grant} suppliers={props.suppliers} />
        </div>
        <StaffList rows={props.rows} />
      </div>
    </OpsLayout>
  );
}
