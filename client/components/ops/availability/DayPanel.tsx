// One day of the chosen activity: its name, whether it is closed, the button that closes or reopens every departure
// of the day at once, and each option's departures with the option's price for the day.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { localePath } from "../../../../shared/locales.ts";
import { AVAILABILITY_PATHS, type OpsDeparture } from "../../../../shared/ops-availability.ts";
import type { AvailabilityProblem, AvailabilityView } from "../../../pages/ops/AvailabilityPage.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { DepartureRow } from "./DepartureRow.tsx";
import { PriceForm } from "./PriceForm.tsx";
import { SMALL_BUTTON, ViewFields } from "./fields.tsx";
import { dayName } from "./wording.ts";

type DayPanelProps = {
  day: { date: string; departures: OpsDeparture[] };
  view: AvailabilityView;
  range: { from: string; to: string };
  problem: AvailabilityProblem | null;
};

export function DayPanel({ day, view, range, problem }: DayPanelProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const allClosed = day.departures.every((d) => d.closed);
  const someClosed = !allClosed && day.departures.some((d) => d.closed);
  return (
    <section
      id={`day-${day.date}`}
      className="scroll-mt-4 rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      data-testid="ops-day"
      data-date={day.date}
      data-closed={allClosed}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold">{dayName(day.date, locale)}</h3>
          {(allClosed || someClosed) && (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
              {t(allClosed ? "ops.availability.day.allClosed" : "ops.availability.day.someClosed")}
            </span>
          )}
        </div>
        <form method="post" action={localePath(locale, AVAILABILITY_PATHS.day)}>
          <input type="hidden" name="activity" value={view.activity.id} />
          <input type="hidden" name="date" value={day.date} />
          <input type="hidden" name="closed" value={allClosed ? "0" : "1"} />
          <ViewFields range={range} />
          <button
            type="submit"
            className={buttonClass(allClosed ? "primary" : "outlined", SMALL_BUTTON)}
            data-testid={allClosed ? "day-open" : "day-close"}
          >
            {t(allClosed ? "ops.availability.day.openAll" : "ops.availability.day.closeAll")}
          </button>
        </form>
      </div>
      {view.options
        .filter((o) => day.departures.some((d) => d.optionId === o.id))
        .map((option) => {
          const departures = day.departures.filter((d) => d.optionId === option.id);
          return (
            <div
              key={option.id}
              className="mt-4 border-t border-black/10 pt-4"
              data-testid="ops-option"
              data-option={option.id}
            >
              <h4 className="font-semibold">
                <bdi>{option.title}</bdi>
              </h4>
              <PriceForm
                option={option}
                activityId={view.activity.id}
                date={day.date}
                departures={departures}
                range={range}
                problem={
                  problem?.kind === "price" && problem.optionId === option.id && problem.date === day.date
                    ? problem
                    : null
                }
              />
              <ul className="mt-2 divide-y divide-black/10">
                {departures.map((d) => (
                  <DepartureRow
                    key={d.id}
                    departure={d}
                    range={range}
                    problem={problem?.kind === "capacity" && problem.slotId === d.id ? problem : null}
                  />
                ))}
              </ul>
            </div>
          );
        })}
    </section>
  );
}
