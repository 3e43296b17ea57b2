// Import a CSV of rules (all or nothing: each bad row is listed by its line) and export every rule as CSV.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { Card, inputClass } from "./fields.tsx";
import { RedirectProblems } from "./redirect-problems.tsx";
import type { ImportView } from "../../../../shared/ops-views.ts";

export function RedirectImport({
  importAction,
  exportHref,
  result,
}: {
  importAction: string;
  exportHref: string;
  result: ImportView | null;
}) {
  const { t } = useTranslation();
  const failed = result && (result.errors.length > 0 || result.upload);
  return (
    <Card title={t("ops.marketing.redirects.csv.title")} id="redirect-csv-title">
      <p className="text-sm text-slate-700">{t("ops.marketing.redirects.csv.intro")}</p>
      {failed && (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          data-testid="import-errors"
        >
          {result.upload ? (
            t(`ops.marketing.redirects.csv.${result.upload}`)
          ) : (
            <>
              <p className="font-semibold">{t("ops.marketing.redirects.csv.nothingImported")}</p>
              <ul className="mt-2 space-y-1">
                {result.errors.map((error) => (
                  <li key={error.line} data-testid="import-error" data-line={error.line}>
                    {error.line > 0 && (
                      <span className="font-semibold">
                        {t("ops.marketing.redirects.csv.line", { line: error.line })}{" "}
                      </span>
                    )}
                    <RedirectProblems t={t} problems={error.problems} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <form
        method="post"
        action={importAction}
        encType="multipart/form-data"
        className="mt-3 grid gap-3"
        data-testid="import-form"
      >
        <label htmlFor="redirect-csv" className="block text-sm font-semibold">
          {t("ops.marketing.redirects.csv.file")}
          <input id="redirect-csv" type="file" name="file" accept=".csv,text/csv" required className={inputClass()} />
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")} data-testid="import-submit">
            {t("ops.marketing.redirects.csv.import")}
          </button>
          <a href={exportHref} download className={buttonClass("outlined")} data-testid="export-link">
            {t("ops.marketing.redirects.csv.export")}
          </a>
        </div>
      </form>
    </Card>
  );
}
