// One departure: its time, whether it is on sale, its stock and price, the button that closes or reopens it, and its
// capacity form, which says the floor (the seats sold and held) it may not go below.
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
    ["capacity", count(d.capacity, locale)],
    ["sold", count(d.sold, locale)],
    ["held", count(d.held, locale)],
    ["left", count(left, locale)],
    ["price", aed(d.price, locale)],
  ];
  return (
    <li
      id={`slot-${d.id}`}
      className="scroll-mt-4 py-3"
      data-testid="ops-departure"
      data-slot={d.id}
      data-closed={d.closed}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-lg font-bold tabular-nums" data-testid="departure-time">
          <bdi dir="ltr">{d.startTime}</bdi>
        </span>
        <StatusPill closed={d.closed} />
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {stats.map(([key, value]) => (
            <div key={key} className="flex gap-1">
              <dt className="text-slate-600">{t(`ops.availability.col.${key}`)}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`departure-${key}`}>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <form method="post" action={localePath(locale, AVAILABILITY_PATHS.departure)} className="ms-auto">
          <input type="hidden" name="slot" value={d.id} />
          <input type="hidden" name="closed" value={d.closed ? "0" : "1"} />
          <ViewFields range={range} />
          <button
            type="submit"
            aria-label={t(d.closed ? "ops.availability.reopenWhat" : "ops.availability.closeWhat", { what })}
            className={buttonClass(d.closed ? "primary" : "outlined", SMALL_BUTTON)}
            data-testid={d.closed ? "departure-open" : "departure-close"}
          >
            {t(d.closed ? "ops.availability.reopen" : "ops.availability.close")}
          </button>
        </form>
      </div>
      <form
        method="post"
        action={localePath(locale, AVAILABILITY_PATHS.capacity)}
        className="mt-2 flex flex-wrap items-end gap-x-2 gap-y-1"
        data-testid="capacity-form"
      >
        <input type="hidden" name="slot" value={d.id} />
        <ViewFields range={range} />
        <label className="text-sm font-semibold">
          <span className="sr-only">{t("ops.availability.capacity.labelWhat", { what })}</span>
          <span aria-hidden="true">{t("ops.availability.capacity.label")}</span>
          <input
            type="number"
            name="capacity"
            inputMode="numeric"
            min={capacityFloor(d)}
            max={MAX_CAPACITY}
            step={1}
            required
            defaultValue={problem?.value ?? String(d.capacity)}
            aria-describedby={`floor-${d.id}${problem ? ` capacity-error-${d.id}` : ""}`}
            aria-invalid={problem ? true : undefined}
            className={`${INPUT} w-28`}
            data-testid="capacity-input"
          />
        </label>
        <button type="submit" className={buttonClass("third", SMALL_BUTTON)} data-testid="capacity-save">
          {t("ops.availability.capacity.save")}
        </button>
        <p id={`floor-${d.id}`} className="w-full text-xs text-slate-600" data-testid="capacity-floor">
          {floorHint(t, locale, d)}
        </p>
        {problem && (
          <FieldError id={`capacity-error-${d.id}`}>{capacityRefusal(t, locale, d, problem.reason)}</FieldError>
        )}
      </form>
    </li>
  );
}
