// The head of a manifest: the option, the day and time, the way back to the day's departures, and the counts
// (booked of the places, checked in of the booked), with the bookings still waiting to be confirmed said apart.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { formatDate, formatNumber } from "../../../../shared/intl.ts";

export type ManifestDeparture = {
  slotId: number;
  date: string;
  startTime: string;
  activityTitle: string;
  optionTitle: string;
  capacity: number;
  closed: boolean;
  timeZone: string;
};

function Stat({ label, value, total, testId }: { label: string; value: number; total: number; testId: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="rounded-xl border border-black/10 bg-white px-4 py-3" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums">
        {t("ops.departures.list.of", { value: formatNumber(value, locale), total: formatNumber(total, locale) })}
      </dd>
    </div>
  );
}

export function ManifestSummary({
  departure,
  dayHref,
  booked,
  checkedIn,
  waiting,
}: {
  departure: ManifestDeparture;
  dayHref: string;
  booked: number;
  checkedIn: number;
  waiting: number;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const day = formatDate(departure.date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  return (
    <div data-testid="ops-manifest-summary" data-slot-id={departure.slotId}>
      <p className="-mt-3 text-slate-700">
        <bdi className="font-semibold">{departure.optionTitle}</bdi>
        {" · "}
        {t("ops.departures.manifest.when", { date: day, time: departure.startTime })}
      </p>
      <a
        href={dayHref}
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-2 hover:underline"
        data-testid="ops-manifest-day"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>
        {t("ops.departures.manifest.backToDay", {
          date: formatDate(departure.date, locale, { day: "numeric", month: "long" }),
        })}
      </a>
      {departure.closed && (
        <p className="mt-3 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">
          {t("ops.departures.manifest.closed")}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <Stat
          label={t("ops.departures.manifest.booked")}
          value={booked}
          total={departure.capacity}
          testId="ops-manifest-booked"
        />
        <Stat
          label={t("ops.departures.manifest.checkedIn")}
          value={checkedIn}
          total={booked}
          testId="ops-manifest-checked-in"
        />
      </dl>
      {waiting > 0 && (
        <p className="mt-3 text-sm text-amber-900" data-testid="ops-manifest-waiting">
          {t("ops.departures.manifest.waiting", { count: waiting })}
        </p>
      )}
    </div>
  );
}
