// Every hostname with settings of its own (layout, currency, brand), and a form to open another hostname's.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { Card, Field, described, inputClass } from "./fields.tsx";

export type SiteRowView = {
  hostname: string;
  /** null when the stored settings are not valid (the site runs on the defaults). */
  layoutType: "default" | "supplier" | null;
  currency: string | null;
  /** The site's brand name in the page's language; null for our own brand. */
  brandName: string | null;
  supplierBound: boolean;
  editHref: string;
};

export function SiteList({
  rows,
  pagePath,
  host,
  hostInvalid,
}: {
  rows: SiteRowView[];
  pagePath: string;
  host: string;
  hostInvalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section
        aria-labelledby="site-list-title"
        className="min-w-0 rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      >
        <h2 id="site-list-title" className="text-lg font-bold">
          {t("ops.marketing.sites.list.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("ops.marketing.sites.list.intro")}</p>
        {rows.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-4 text-center text-sm">{t("ops.marketing.sites.list.empty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-black/10" data-testid="site-rows">
            {rows.map((row) => (
              <li
                key={row.hostname}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="site-row"
                data-host={row.hostname}
              >
                <div className="min-w-0">
                  <code dir="ltr" className="break-all font-semibold">
                    {row.hostname}
                  </code>
                  <p className="text-sm text-slate-600">
                    {row.layoutType === null
                      ? t("ops.marketing.sites.list.invalid")
                      : [
                          t(`ops.marketing.sites.layout.${row.layoutType}`),
                          row.currency,
                          row.brandName ?? t("ops.marketing.sites.preview.ourBrand"),
                          ...(row.supplierBound ? [t("ops.marketing.sites.list.supplierBound")] : []),
                        ].join(" · ")}
                  </p>
                </div>
                <a
                  href={row.editHref}
                  className={buttonClass("outlined", "!px-4 !py-1.5 text-sm")}
                  data-testid="site-edit"
                >
                  {t("ops.marketing.sites.list.edit")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Card title={t("ops.marketing.sites.open.title")} id="site-open-title">
        <form method="get" action={pagePath} noValidate className="grid gap-3" data-testid="site-open">
          <Field
            id="site-host"
            label={t("ops.marketing.sites.open.hostname")}
            error={hostInvalid ? t("ops.marketing.sites.errors.hostname") : null}
            hint={t("ops.marketing.sites.open.hint")}
          >
            <input
              {...described("site-host", hostInvalid, true)}
              name="host"
              defaultValue={host}
              dir="ltr"
              placeholder="tours.example.com"
              className={inputClass(hostInvalid)}
            />
          </Field>
          <button type="submit" className={buttonClass("primary")}>
            {t("ops.marketing.sites.open.button")}
          </button>
        </form>
      </Card>
    </div>
  );
}
