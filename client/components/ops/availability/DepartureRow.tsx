// One departure: its time, whether it is on sale, its stock and price, the button that closes or reopens it, and its
// capacity form, which says the floor (the seats sold and held) it may not go below. One line on a wide screen; on a
// phone the time and the button share the first line, the numbers and the capacity follow.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { localePath } from "../../../../shared/locales.ts";
import {
  AVAILABILITY_PATHS,
  capacityFloor,
  MAX_CAPACITY,
  type OpsDeparture,
} from "../../../../shared/ops-availability.ts";
import type { AvailabilityProblem } from "../../../pages/ops/AvailabilityPage.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { FieldError, INPUT, SMALL_BUTTON, StatusPill, ViewFields } from "./fields.tsx";
import { aed, capacityRefusal, count, departureWhat, floorHint } from "./wording.ts";

type DepartureRowProps = {
  departure: OpsDeparture;
  range: { from: string; to: string };
  problem: Extract<AvailabilityProblem, { kind: "capacity" }> | null;
};

export function DepartureRow({ departure: d, range, problem }: DepartureRowProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const what = departureWhat(t, locale, d);
  const left = Math.max(0, d.capacity - d.sold - d.held);
  const stats: [string, string][] = [
    ["sold", count(d.sold, locale)],
    ["held", count(d.held, locale)],
    ["left", count(left, locale)],
    ["price", aed(d.price, locale)],
  ];
  const input = `capacity-${d.id}`;
  return (
    <li
      id={`slot-${d.id}`}
      className="flex scroll-mt-4 flex-wrap items-center gap-x-6 gap-y-2 py-3"
      data-testid="ops-departure"
      data-slot={d.id}
      data-closed={d.closed}
    >
      <div className="flex items-center gap-2 lg:w-40">
        <span className="text-lg font-bold tabular-nums" data-testid="departure-time">
          <bdi dir="ltr">{d.startTime}</bdi>
        </span>
        <StatusPill closed={d.closed} />
      </div>
      <form method="post" action={localePath(locale, AVAILABILITY_PATHS.departure)} className="ms-auto lg:order-last">
        <input type="hidden" name="slot" value={d.id} />
        <input type="hidden" name="closed" value={d.closed ? "0" : "1"} />
        <ViewFields range={range} />
        <button
          type="submit"
          aria-label={t(d.closed ? "ops.availability.reopenWhat" : "ops.availability.closeWhat", { what })}
          className={buttonClass(d.closed ? "primary" : "outlined", `${SMALL_BUTTON} min-w-24`)}
          data-testid={d.closed ? "departure-open" : "departure-close"}
        >
          {t(d.closed ? "ops.availability.reopen" : "ops.availability.close")}
        </button>
      </form>
      <dl className="flex basis-full flex-wrap gap-x-4 gap-y-1 text-sm lg:basis-auto">
        {stats.map(([key, value]) => (
          <div key={key} className="flex gap-1">
            <dt className="text-slate-600">{t(`ops.availability.col.${key}`)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`departure-${key}`}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <form
        method="post"
        action={localePath(locale, AVAILABILITY_PATHS.capacity)}
        className="flex basis-full flex-wrap items-center gap-x-2 gap-y-1 lg:basis-auto"
        data-testid="capacity-form"
      >
        <input type="hidden" name="slot" value={d.id} />
        <ViewFields range={range} />
        <label htmlFor={input} className="text-sm text-slate-600">
          <span aria-hidden="true">{t("ops.availability.capacity.label")}</span>
          <span className="sr-only">{t("ops.availability.capacity.labelWhat", { what })}</span>
        </label>
        <input
          id={input}
          type="number"
          name="capacity"
          inputMode="numeric"
          min={capacityFloor(d)}
          max={MAX_CAPACITY}
          step={1}
          required
          defaultValue={problem?.value ?? String(d.capacity)}
          aria-describedby={`floor-${d.id}${problem ? ` ${input}-error` : ""}`}
          aria-invalid={problem ? true : undefined}
          className={`${INPUT} !mt-0 w-24`}
          data-testid="capacity-input"
        />
        <button type="submit" className={buttonClass("third", SMALL_BUTTON)} data-testid="capacity-save">
          {t("ops.availability.capacity.save")}
        </button>
        <p id={`floor-${d.id}`} className="basis-full text-xs text-slate-600" data-testid="capacity-floor">
          {floorHint(t, locale, d)}
        </p>
        {problem && <FieldError id={`${input}-error`}>{capacityRefusal(t, locale, d, problem.reason)}</FieldError>}
      </form>
    </li>
  );
}
