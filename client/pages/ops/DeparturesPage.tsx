// The console's departures of one day (issue 30): a day picker that works without JavaScript (previous and next day
// links, and a date field in a GET form), then each departure with its booked travellers of its places and how many
// have checked in, linking to its manifest.
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../../components/page-context.tsx";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { DayPicker } from "../../components/ops/departures/DayPicker.tsx";
import { formatNumber } from "../../../shared/intl.ts";

export type DepartureRowView = {
  slotId: number;
  href: string;
  startTime: string;
  activityTitle: string;
  optionTitle: string;
  capacity: number;
  booked: number;
  checkedIn: number;
  waiting: number;
  closed: boolean;
};

export type DeparturesPageProps = {
  viewer: OpsViewer;
  date: string;
  today: string;
  /** The GET form's action (the date field posts `date`). */
  action: string;
  previousHref: string;
  nextHref: string;
  /** Back to today, when another day is shown. */
  todayHref: string | null;
  /** Every departure of the day, or only those with bookings (the default). */
  showAll: boolean;
  toggleHref: string;
  total: number;
  withBookings: number;
  departures: DepartureRowView[];
  /** The date asked for was not one: today is shown instead. */
  invalidDate: boolean;
};

function DepartureRow({ d }: { d: DepartureRowView }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <li>
      <a
        href={d.href}
        className="relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl border border-black/10 bg-white p-4 pe-10 hover:border-primary sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:items-center"
        data-testid="ops-departure"
        data-slot-id={d.slotId}
      >
        <span className="text-xl font-extrabold tabular-nums" dir="ltr">
          {d.startTime}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold">
            <bdi>{d.activityTitle}</bdi>
          </span>
          <span className="block text-sm text-slate-600">
            <bdi>{d.optionTitle}</bdi>
          </span>
          {d.closed && (
            <span className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t("ops.departures.list.closed")}
            </span>
          )}
        </span>
        <span className="col-span-2 flex flex-wrap gap-x-5 gap-y-1 text-sm sm:col-span-1 sm:justify-end">
          <span data-testid="ops-departure-booked">
            <span className="text-slate-600">{t("ops.departures.list.booked")}: </span>
            <span className="font-semibold tabular-nums">
              {t("ops.departures.list.of", { value: n(d.booked), total: n(d.capacity) })}
            </span>
          </span>
          <span data-testid="ops-departure-checked-in">
            <span className="text-slate-600">{t("ops.departures.list.checkedIn")}: </span>
            <span className="font-semibold tabular-nums">
              {t("ops.departures.list.of", { value: n(d.checkedIn), total: n(d.booked) })}
            </span>
          </span>
          {d.waiting > 0 && (
            <span className="text-amber-800">{t("ops.departures.list.waiting", { count: d.waiting })}</span>
          )}
        </span>
        <span
          aria-hidden="true"
          className="absolute end-4 top-1/2 -translate-y-1/2 text-xl text-slate-400 rtl:-scale-x-100"
        >
          ›
        </span>
      </a>
    </li>
  );
}

export function DeparturesPage(props: DeparturesPageProps) {
  const { t } = useTranslation();
  const shownCount = props.showAll ? props.total : props.withBookings;
  return (
    <OpsLayout viewer={props.viewer} section="departures" title={t("ops.departures.title")}>
      {props.invalidDate && <OpsNotice tone="error">{t("ops.departures.day.invalid")}</OpsNotice>}
      <DayPicker {...props} />
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold" data-testid="ops-departures-count">
          {props.showAll
            ? t("ops.departures.list.all", { count: props.total })
            : t("ops.departures.list.withBookings", { count: props.withBookings })}
        </h2>
        {(props.showAll || props.total > props.withBookings) && (
          <a
            href={props.toggleHref}
            className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
            data-testid="ops-departures-toggle"
          >
            {props.showAll ? t("ops.departures.list.showBooked") : t("ops.departures.list.showAll")}
          </a>
        )}
      </div>
      {shownCount === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-black/20 p-6 text-center text-slate-600">
          {props.total === 0 ? t("ops.departures.list.noneAtAll") : t("ops.departures.list.none")}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3" data-testid="ops-departures">
          {props.departures.map((d) => (
            <DepartureRow key={d.slotId} d={d} />
          ))}
        </ul>
      )}
    </OpsLayout>
  );
}
