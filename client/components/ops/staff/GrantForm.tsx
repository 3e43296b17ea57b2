// Grant a console role to an account by its email, or change the role it has (a supplier role names its supplier).
import { useTranslation } from "../../../i18n/use-translation.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { STAFF_ROLES } from "../../../../shared/staff.ts";
import { Card, Field, described, inputClass } from "../marketing/fields.tsx";
import type { GrantFormView } from "../../../../shared/ops-views.ts";

const EMAIL_PROBLEMS = new Set(["unknownEmail", "unverified", "lastOperator"]);
const SUPPLIER_PROBLEMS = new Set(["supplierMissing", "supplierUnknown", "supplierNotForRole"]);

export function GrantForm({
  form,
  action,
  suppliers,
}: {
  form: GrantFormView;
  action: string;
  suppliers: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const problem = form.problem;
  const at = (set: Set<string>) => (problem && set.has(problem) ? t(`ops.staff.problems.${problem}`) : null);
  const emailError = at(EMAIL_PROBLEMS);
  const roleError = problem === "badRole" ? t("ops.staff.problems.badRole") : null;
  const supplierError = at(SUPPLIER_PROBLEMS);
  return (
    <Card title={t("ops.staff.grant.title")} id="staff-grant-title">
      <form method="post" action={action} noValidate className="grid gap-3" data-testid="grant-form">
        <Field
          id="staff-email"
          label={t("ops.staff.grant.email")}
          error={emailError}
          hint={t("ops.staff.grant.emailHint")}
        >
          <input
            {...described("staff-email", emailError, true)}
            type="email"
            name="email"
            defaultValue={form.values.email}
            dir="ltr"
            required
            className={inputClass(Boolean(emailError))}
          />
        </Field>
        <Field id="staff-role" label={t("ops.staff.grant.role")} error={roleError} hint={t("ops.staff.grant.roleHint")}>
          <select
            {...described("staff-role", roleError, true)}
            name="role"
            defaultValue={form.values.role || "marketing"}
            className={inputClass(Boolean(roleError))}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`ops.shell.role.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="staff-supplier"
          label={t("ops.staff.grant.supplier")}
          error={supplierError}
          hint={t("ops.staff.grant.supplierHint")}
        >
          <select
            {...described("staff-supplier", supplierError, true)}
            name="supplier"
            defaultValue={form.values.supplier}
            className={inputClass(Boolean(supplierError))}
          >
            <option value="">{t("ops.staff.grant.noSupplier")}</option>
            {suppliers.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <p className="text-xs text-slate-600">{t("ops.staff.grant.stepUpNote")}</p>
        <button type="submit" className={buttonClass("primary")} data-testid="grant-submit">
          {t("ops.staff.grant.submit")}
        </button>
      </form>
    </Card>
  );
}
