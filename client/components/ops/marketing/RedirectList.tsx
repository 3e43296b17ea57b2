// The rules, searched by a plain GET form: source, target, kind, and Change / Delete for each.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { formatNumber } from "../../../../shared/intl.ts";
import { inputClass } from "./fields.tsx";

export type RedirectRowView = {
  /** As stored (percent-encoded), for the forms. */
  from: string;
  /** As people read it. */
  fromShown: string;
  toShown: string;
  external: boolean;
  status: 301 | 302;
  editHref: string;
};

export function RedirectList({
  rows,
  query,
  matching,
  total,
  pagePath,
  removeAction,
  editing,
}: {
  rows: RedirectRowView[];
  query: string;
  matching: number;
  total: number;
  pagePath: string;
  removeAction: string;
  editing: string | null;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const n = (count: number) => formatNumber(count, locale);
  return (
    <section
      aria-labelledby="redirect-list-title"
      className="min-w-0 rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
    >
      <h2 id="redirect-list-title" className="text-lg font-bold">
        {t("ops.marketing.redirects.list.title", { n: n(total) })}
      </h2>
      <form method="get" action={pagePath} className="mt-3 flex flex-wrap items-end gap-2">
        <label htmlFor="redirect-search" className="min-w-0 flex-1 text-sm font-semibold">
          {t("ops.marketing.redirects.list.search")}
          <input
            id="redirect-search"
            type="search"
            name="q"
            defaultValue={query}
            dir="auto"
            className={inputClass()}
            data-testid="redirect-search"
          />
        </label>
        <button type="submit" className={buttonClass("third")}>
          {t("ops.marketing.redirects.list.find")}
        </button>
      </form>
      {query && (
        <p className="mt-2 text-sm text-slate-600" data-testid="redirect-matching">
          {t("ops.marketing.redirects.list.matching", { count: matching })}{" "}
          <a href={pagePath} className="text-primary underline">
            {t("ops.marketing.redirects.list.showAll")}
          </a>
        </p>
      )}
      {rows.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-4 text-center text-sm" data-testid="redirects-empty">
          {t(query ? "ops.marketing.redirects.list.noMatch" : "ops.marketing.redirects.list.empty")}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-black/10" data-testid="redirect-rows">
          <li
            aria-hidden="true"
            className="hidden gap-3 pb-2 text-xs font-semibold text-slate-500 sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem_auto]"
          >
            <span>{t("ops.marketing.redirects.form.from")}</span>
            <span>{t("ops.marketing.redirects.form.to")}</span>
            <span>{t("ops.marketing.redirects.form.status")}</span>
            <span className="w-32" />
          </li>
          {rows.map((row) => (
            <li
              key={row.from}
              className={`grid gap-x-3 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem_auto] sm:items-center ${
                row.from === editing ? "bg-amber-50" : ""
              }`}
              data-testid="redirect-row"
              data-from={row.from}
            >
              <code dir="ltr" className="break-all text-start font-semibold" data-testid="redirect-from">
                {row.fromShown}
              </code>
              <span className="flex min-w-0 items-baseline gap-1">
                <span aria-hidden="true" className="text-slate-400 sm:hidden">
                  {locale === "ar" ? "←" : "→"}
                </span>
                <code dir="ltr" className="break-all" data-testid="redirect-to">
                  {row.toShown}
                </code>
                {row.external && (
                  <span className="shrink-0 rounded bg-sky-100 px-1.5 text-xs text-sky-900">
                    {t("ops.marketing.redirects.list.offSite")}
                  </span>
                )}
              </span>
              <span className="whitespace-nowrap text-sm text-slate-600">
                {t(`ops.marketing.redirects.status.short${row.status}`)}
              </span>
              <span className="flex gap-2 sm:w-32 sm:justify-end">
                <a
                  href={row.editHref}
                  className={buttonClass("third", "!px-3 !py-1.5 text-sm")}
                  data-testid="redirect-edit"
                >
                  {t("ops.marketing.redirects.list.change")}
                </a>
                <form method="post" action={removeAction}>
                  <input type="hidden" name="from" value={row.from} />
                  <button
                    type="submit"
                    className={buttonClass("third", "!px-3 !py-1.5 text-sm text-red-800")}
                    data-testid="redirect-delete"
                  >
                    {t("ops.marketing.redirects.list.delete")}
                  </button>
                </form>
              </span>
            </li>
          ))}
        </ul>
      )}
      {rows.length < matching && (
        <p className="mt-3 text-sm text-slate-600">
          {t("ops.marketing.redirects.list.more", { shown: n(rows.length), n: n(matching) })}
        </p>
      )}
    </section>
  );
}
