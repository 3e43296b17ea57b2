// The console's booking search (/ops/bookings): one box for a reference, order number, email or phone, a date, and
// the orders found, newest first (a supplier's show only their own items).
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../../components/page-context.tsx";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { Field, OrderStatusBadge, formatDay, inputClass } from "../../components/ops/bookings/parts.tsx";
import { StatusBadge, aed } from "../../components/account/parts.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { formatDate } from "../../../shared/intl.ts";
import { tIsolated } from "../../../shared/bidi.tsx";
import { SEARCH_FIELDS, SEARCH_LIMIT, SEARCH_TEXT_MAX, type BookingSearchRow } from "../../../shared/ops-bookings.ts";

/** The phone numbers the hint shows, written two ways people write them. */
const PHONE_EXAMPLES = { international: "+971 50 123 4567", local: "050 123 4567" };

export type BookingsPageProps = {
  viewer: OpsViewer;
  action: string;
  values: { q: string; date: string };
  searched: boolean;
  problem: "phone" | "date" | "tooLong" | null;
  rows: (BookingSearchRow & { href: string })[];
};

export function BookingsPage(props: BookingsPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { problem } = props;
  return (
    <OpsLayout viewer={props.viewer} section="bookings" title={t("ops.bookings.title")}>
      <search aria-label={t("ops.bookings.search.label")}>
        <form
          method="get"
          action={props.action}
          className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
          data-testid="bookings-search"
        >
          <p className="mb-4 text-sm text-slate-600">{t("ops.bookings.search.intro")}</p>
          <div className="grid gap-4 md:grid-cols-[1fr_14rem_auto] md:items-start">
            <Field
              id="bookings-q"
              label={t("ops.bookings.search.text")}
              hint={tIsolated(t, "ops.bookings.search.textHint", PHONE_EXAMPLES)}
              error={
                problem === "phone"
                  ? tIsolated(t, "ops.bookings.search.problem.phone", { example: PHONE_EXAMPLES.international })
                  : problem === "tooLong"
                    ? t("ops.bookings.search.problem.tooLong")
                    : undefined
              }
            >
              {(describedBy) => (
                <input
                  id="bookings-q"
                  name={SEARCH_FIELDS.text}
                  type="search"
                  dir="auto"
                  maxLength={SEARCH_TEXT_MAX}
                  defaultValue={props.values.q}
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby={describedBy}
                  aria-invalid={problem === "phone" || problem === "tooLong" ? true : undefined}
                  className={inputClass(problem === "phone" || problem === "tooLong")}
                  data-testid="bookings-q"
                />
              )}
            </Field>
            <Field
              id="bookings-date"
              label={t("ops.bookings.search.date")}
              error={problem === "date" ? t("ops.bookings.search.problem.date") : undefined}
            >
              {(describedBy) => (
                <input
                  id="bookings-date"
                  name={SEARCH_FIELDS.date}
                  type="date"
                  defaultValue={props.values.date}
                  aria-describedby={describedBy}
                  aria-invalid={problem === "date" ? true : undefined}
                  className={inputClass(problem === "date")}
                  data-testid="bookings-date"
                />
              )}
            </Field>
            <div className="flex gap-2 md:mt-6">
              <Button type="submit" className="flex-1 md:flex-none" data-testid="bookings-submit">
                {t("ops.bookings.search.submit")}
              </Button>
              {props.searched && (
                <a
                  href={props.action}
                  className="inline-flex items-center px-3 text-sm font-semibold text-primary underline-offset-2 hover:underline"
                >
                  {t("ops.bookings.search.clear")}
                </a>
              )}
            </div>
          </div>
          {props.viewer.role === "supplier" && (
            <p className="mt-3 text-xs text-slate-500">{t("ops.bookings.search.supplierScope")}</p>
          )}
        </form>
      </search>

      {props.searched && !problem && (
        <section className="mt-6" aria-live="polite">
          <p className="mb-3 text-sm font-semibold" data-testid="bookings-count">
            {t("ops.bookings.search.results", { count: props.rows.length })}
          </p>
          {props.rows.length >= SEARCH_LIMIT && (
            <OpsNotice tone="error">{t("ops.bookings.search.limited", { count: SEARCH_LIMIT })}</OpsNotice>
          )}
          <ol className="grid gap-3" data-testid="bookings-results">
            {props.rows.map((row) => (
              <li key={row.orderId}>
                <ResultCard row={row} locale={locale} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </OpsLayout>
  );
}

function ResultCard({ row, locale }: { row: BookingsPageProps["rows"][number]; locale: "en" | "ar" }) {
  const { t } = useTranslation();
  return (
    <a
      href={row.href}
      className="block rounded-2xl border border-black/10 bg-white p-4 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
      data-testid="booking-result"
      data-order={row.orderId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="sr-only">{t("ops.bookings.columns.order")}</span>
          <bdi dir="ltr" className="font-mono text-sm font-bold text-primary">
            {row.orderId}
          </bdi>
          <OrderStatusBadge status={row.status} />
        </div>
        <span className="text-sm">
          <span className="text-slate-500">{t("ops.bookings.columns.total")} </span>
          <span className="font-bold">{aed(row.total, locale)}</span>
        </span>
      </div>
      <p className="mt-1 text-sm">
        <span className="text-slate-500">{t("ops.bookings.columns.lead")}: </span>
        <bdi className="font-semibold">{row.leadName}</bdi>
        <span className="text-slate-500">
          {" · "}
          {t("ops.bookings.columns.placed")} {formatDay(row.placedAt, locale)}
        </span>
      </p>
      <ul className="mt-3 grid gap-2 border-t border-black/5 pt-3">
        {row.items.map((item) => (
          <li
            key={item.reference}
            className="grid gap-1 text-sm sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-3"
            data-testid="booking-result-item"
          >
            <span className="font-mono text-xs text-slate-700 sm:text-sm">
              <bdi dir="ltr">{item.reference}</bdi>
            </span>
            <span className="min-w-0">
              <span className="font-medium">{item.title}</span>
              <span className="text-slate-500">
                {" · "}
                {formatDate(item.date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" })}{" "}
                <bdi dir="ltr">{item.startTime}</bdi>
              </span>
            </span>
            <span>
              <StatusBadge status={item.bookingStatus} />
            </span>
          </li>
        ))}
      </ul>
    </a>
  );
}
