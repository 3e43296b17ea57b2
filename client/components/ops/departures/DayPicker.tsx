// Which day the departures list shows: the day in words, links to the day before and after (and back to today), and a
// date field in a plain GET form, so the day can be changed without JavaScript.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { formatDate } from "../../../../shared/intl.ts";

export type DayPickerProps = {
  date: string;
  action: string;
  previousHref: string;
  nextHref: string;
  todayHref: string | null;
  showAll: boolean;
};

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };

export function DayPicker(props: DayPickerProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const step = buttonClass("outlined", "!px-3 !py-2 text-sm");
  return (
    <div className="rounded-2xl border border-black/10 bg-slate-50 p-4" data-testid="ops-day-picker">
      <p className="text-lg font-bold" data-testid="ops-day" data-date={props.date}>
        {formatDate(props.date, locale, LONG_DAY)}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <nav className="flex flex-wrap gap-2" aria-label={t("ops.departures.day.label")}>
          <a href={props.previousHref} className={step} rel="prev" data-testid="ops-day-previous">
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>
            {t("ops.departures.day.previous")}
          </a>
          {props.todayHref && (
            <a href={props.todayHref} className={step} data-testid="ops-day-today">
              {t("ops.departures.day.today")}
            </a>
          )}
          <a href={props.nextHref} className={step} rel="next" data-testid="ops-day-next">
            {t("ops.departures.day.next")}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </a>
        </nav>
        <form method="get" action={props.action} className="flex items-end gap-2 ms-auto" data-testid="ops-day-form">
          <label className="grid gap-1 text-sm font-semibold">
            {t("ops.departures.day.label")}
            <input
              type="date"
              name="date"
              defaultValue={props.date}
              required
              className="rounded-lg border border-black/20 bg-white px-3 py-2 font-normal"
              data-testid="ops-day-input"
            />
          </label>
          {props.showAll && <input type="hidden" name="all" value="1" />}
          <button type="submit" className={buttonClass("primary", "!px-4 !py-2")} data-testid="ops-day-show">
            {t("ops.departures.day.show")}
          </button>
        </form>
      </div>
    </div>
  );
}
