// The console's availability page (/ops/availability): choose an activity and a range of days, then close or reopen
// departures or whole days, change a departure's capacity (never below its sold and held seats) or a day's price.
// Plain forms: each posts, and the worker answers with this page again (a refusal, values kept) or a 303 back here.
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../../components/page-context.tsx";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { ActivityPicker, type PickerEntry } from "../../components/ops/availability/ActivityPicker.tsx";
import { DayPanel } from "../../components/ops/availability/DayPanel.tsx";
import { RangeHeader } from "../../components/ops/availability/RangeHeader.tsx";
import { noticeText, problemText } from "../../components/ops/availability/notices.ts";
import { shortDate } from "../../components/ops/availability/wording.ts";
import type { PricingUnit } from "../../../shared/catalogue.ts";
import type { AvailabilityDone, OpsDeparture } from "../../../shared/ops-availability.ts";

export type AvailabilityOption = { id: number; title: string; pricingUnit: PricingUnit };

/** The chosen activity's departures over the range, by day. */
export type AvailabilityView = {
  activity: {
    id: number;
    title: string;
    cityName: string;
    supplierName: string | null;
    href: string;
    bookable: boolean;
  };
  options: AvailabilityOption[];
  days: { date: string; departures: OpsDeparture[] }[];
  /** The same number of days before (null when they would start before today) and after. */
  earlierHref: string | null;
  laterHref: string;
};

/** What the 303 after a change says (which departure, day or option it was about), shown once above the page. */
export type AvailabilityNotice = { done: AvailabilityDone; slotId?: number; date?: string; optionId?: number };

/** A form the worker refused, shown again with what was typed and why. */
export type AvailabilityProblem =
  /** A post the page's own forms would never send (a missing or malformed field). */
  | { kind: "form" }
  | { kind: "capacity"; slotId: number; value: string; reason: "below_floor" | "format" }
  | { kind: "price"; optionId: number; date: string; value: string; reason: "negative" | "format" | "too_high" };

export type AvailabilityPageProps = {
  viewer: OpsViewer;
  activities: PickerEntry[];
  range: { from: string; to: string };
  today: string;
  view: AvailabilityView | null;
  notice: AvailabilityNotice | null;
  problem: AvailabilityProblem | null;
};

export function AvailabilityPage({ viewer, activities, range, today, view, notice, problem }: AvailabilityPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const said = notice && view ? noticeText(t, locale, notice, view) : null;
  const refused = problem ? problemText(t, locale, problem, view) : null;
  return (
    <OpsLayout viewer={viewer} section="availability" title={t("ops.availability.title")}>
      {said && <OpsNotice tone="ok">{said}</OpsNotice>}
      {refused && <OpsNotice tone="error">{refused}</OpsNotice>}
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t("ops.availability.intro")}</p>
      {activities.length === 0 ? (
        <p data-testid="availability-no-activities">{t("ops.availability.noActivities")}</p>
      ) : (
        <ActivityPicker entries={activities} chosen={view?.activity.id ?? null} range={range} today={today} />
      )}
      {activities.length > 0 && !view && (
        <p className="mt-6 text-slate-700" data-testid="availability-choose">
          {t("ops.availability.chooseFirst")}
        </p>
      )}
      {view && (
        <div className="mt-6">
          <RangeHeader view={view} range={range} />
          {view.days.length === 0 ? (
            <p className="mt-4 text-slate-700" data-testid="availability-empty">
              {t("ops.availability.empty", { from: shortDate(range.from, locale), to: shortDate(range.to, locale) })}
            </p>
          ) : (
            <div className="mt-4 space-y-5">
              {view.days.map((day) => (
                <DayPanel key={day.date} day={day} view={view} range={range} problem={problem} />
              ))}
            </div>
          )}
        </div>
      )}
    </OpsLayout>
  );
}
