// "Confirm it's you": above a form that refunds, cancels by force or changes a role, when the passkey check is older
// than 10 minutes. The button is the PasskeySignIn island in its confirm mode, placed by the worker.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

export function StepUp({ confirm }: { confirm: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="ops-step-up-title"
      className="mb-5 rounded-2xl border border-amber-300 bg-amber-50 p-4"
      data-testid="ops-step-up"
    >
      <h2 id="ops-step-up-title" className="font-bold">
        {t("ops.shell.stepUp.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("ops.shell.stepUp.body")}</p>
      {confirm}
    </section>
  );
}
