// Add a redirect rule, or change one (then the rule's old source rides along, so the rule may move to another path).
// The worker checks it against every stored rule: no loop, no chain of two hops, off-site only to the allow-list.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { EXTERNAL_HOST_ALLOW_LIST } from "../../../../shared/external-hosts.ts";
import { Card, Field, described, inputClass } from "./fields.tsx";
import { RedirectProblems } from "./redirect-problems.tsx";
import type { RedirectFormView } from "../../../../shared/ops-views.ts";

const FROM_CODES = new Set(["fromEmpty", "fromTooLong", "fromSlash", "fromChars", "fromDoubleSlash", "fromLanguage"]);
const TO_CODES = new Set(["toEmpty", "toTooLong", "toInvalid", "toOffsite", "samePath"]);

export function RedirectForm({
  form,
  action,
  cancelHref,
}: {
  form: RedirectFormView;
  action: string;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const editing = form.original !== null;
  const fromWrong = form.problems.some((p) => FROM_CODES.has(p.code) || p.code === "fromReserved");
  const toWrong = form.problems.some((p) => TO_CODES.has(p.code));
  return (
    <Card
      title={t(editing ? "ops.marketing.redirects.form.editTitle" : "ops.marketing.redirects.form.addTitle")}
      id="redirect-form-title"
    >
      <form method="post" action={action} noValidate className="grid gap-3" data-testid="redirect-form">
        {editing && <input type="hidden" name="original" value={form.original ?? ""} />}
        {form.problems.length > 0 && (
          <div
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
            data-testid="redirect-problems"
          >
            <RedirectProblems t={t} problems={form.problems} />
          </div>
        )}
        <Field
          id="redirect-from"
          label={t("ops.marketing.redirects.form.from")}
          hint={t("ops.marketing.redirects.form.fromHint")}
        >
          <input
            {...described("redirect-from", fromWrong, true)}
            name="from"
            defaultValue={form.values.from}
            dir="ltr"
            required
            placeholder="/summer-sale"
            className={inputClass(fromWrong)}
          />
        </Field>
        <Field
          id="redirect-to"
          label={t("ops.marketing.redirects.form.to")}
          hint={t("ops.marketing.redirects.form.toHint", { hosts: EXTERNAL_HOST_ALLOW_LIST.join(", ") })}
        >
          <input
            {...described("redirect-to", toWrong, true)}
            name="to"
            defaultValue={form.values.to}
            dir="ltr"
            required
            placeholder="/things-to-do"
            className={inputClass(toWrong)}
          />
        </Field>
        <Field
          id="redirect-status"
          label={t("ops.marketing.redirects.form.status")}
          hint={t("ops.marketing.redirects.form.statusHint")}
        >
          <select
            {...described("redirect-status", false, true)}
            name="status"
            defaultValue={form.values.status === "302" ? "302" : "301"}
            className={inputClass(form.problems.some((p) => p.code === "status"))}
          >
            <option value="301">{t("ops.marketing.redirects.status.301")}</option>
            <option value="302">{t("ops.marketing.redirects.status.302")}</option>
          </select>
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")} data-testid="redirect-save">
            {t(editing ? "ops.marketing.redirects.form.saveChange" : "ops.marketing.redirects.form.add")}
          </button>
          {editing && (
            <a href={cancelHref} className={buttonClass("third")}>
              {t("ops.marketing.redirects.form.cancel")}
            </a>
          )}
        </div>
      </form>
    </Card>
  );
}
