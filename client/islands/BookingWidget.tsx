// Option selection on the detail page: a calendar with availability and price per day, then option, start time,
// participants (limited to capacity), extras, a price breakdown whose lines add up to the total shown, and "Add to
// cart" / "Book now". The server HTML is a plain form posting to /cart/items, and its calendar's days and month arrows
// are links to this page open on that day (?date=) or month (?month=), so any bookable day can be chosen and booked
// before (or without) JavaScript; once hydrated, the widget posts JSON, toasts and updates the header count.
// Its state is a reducer (booking-widget/booking-state.ts); its parts are in components/booking.
import { useTranslation } from "../i18n/use-translation.ts";
import type { ActivityOption } from "../../shared/catalogue.ts";
import type { Locale } from "../../shared/locales.ts";
import { localePath } from "../../shared/locales.ts";
import { formatMoney, type Fx } from "../../shared/money.ts";
import type { WeekStartsOn } from "../../shared/site-config.ts";
import type { PackedDays } from "../../shared/day-columns.ts";
import type { CancellationPolicy } from "../../shared/cancellation.ts";
import type { DayRefusal } from "../../shared/booking-day.ts";
import { formatDate } from "../../shared/intl.ts";
import { CancellationClaim } from "../components/booking/CancellationClaim.tsx";
import { BookingCalendar } from "../components/booking/BookingCalendar.tsx";
import { DepartureOptions } from "../components/booking/DepartureOptions.tsx";
import { StayLength } from "../components/booking/StayLength.tsx";
import { TravellerCounts } from "../components/booking/TravellerCounts.tsx";
import { ExtrasChoice } from "../components/booking/ExtrasChoice.tsx";
import { PriceBreakdown } from "../components/booking/PriceBreakdown.tsx";
import { BookingActions } from "../components/booking/BookingActions.tsx";
import { BookingUnavailable } from "../components/booking/BookingUnavailable.tsx";
import { selectionPriceLines } from "./booking-widget/booking-selection.ts";
import type { DepartureInfo } from "./booking-widget/booking-state.ts";
import { useBooking } from "./booking-widget/use-booking.ts";
import { useEnhanced } from "./use-enhanced.ts";

export type BookingWidgetProps = {
  activityId: number;
  locale: Locale;
  fx: Fx;
  options: ActivityOption[];
  today: string;
  lastDay: string;
  /** null when nothing can be booked. */
  firstAvailable: string | null;
  /** The date the calendar opens on (the first available, or one chosen by ?date=; null when ?month= chose a month). */
  initialDate: string | null;
  /** The month (YYYY-MM) ?month= opened the calendar on, with no day chosen. */
  initialMonth?: string | null;
  /** Why the page's ?date= or ?month= could not be opened on (the calendar opens on the first bookable day). */
  refusal?: DayRefusal | null;
  /** The days the page opens with, packed (lib/day-columns.ts): the props travel in every experience page. */
  initialDays: PackedDays;
  initialDepartures: DepartureInfo[];
  similarHref: string;
  /** The site's first day of the week (a site setting). */
  weekStartsOn: WeekStartsOn;
  /** The experience page, for a no-JavaScript refusal to link back to. */
  backHref?: string;
  /** The listing's party size (?guests=): the adults the widget starts with, within the option's limits. */
  initialGuests?: number | null;
  /** The listing's last day (?to=): a nightly option starts with the nights up to it, a daily one with the days. */
  initialTo?: string | null;
  /** The activity's cancellation policy and its city's time zone: what cancelling the chosen departure would cost. */
  cancellation: CancellationPolicy;
  timeZone: string;
};

export default function BookingWidget(props: BookingWidgetProps) {
  const { t } = useTranslation();
  const { locale, fx, options } = props;
  const action = localePath(locale, "/cart/items");
  const { state, selection, dispatch, now, loadMonth, choose, submit } = useBooking(props, action);
  const enhanced = useEnhanced();
  // Next to the breakdown, every amount shows its currency's minor digits, as the breakdown's lines do.
  const exact = (amount: number) => formatMoney(amount, locale, fx, true);
  const { date, departures, loading } = state;
  const { slot, option, stayUnit } = selection;

  if (!props.firstAvailable) return <BookingUnavailable similarHref={props.similarHref} />;

  const longDate = (day: string) => formatDate(day, locale, { day: "numeric", month: "long", year: "numeric" });
  const month = props.initialMonth;
  // Until the island is live, the calendar's days and months are links to this page (without JavaScript, for good).
  const linkTo = enhanced ? null : (props.backHref ?? null);
  const monthEmpty = Boolean(month && ![...state.days.keys()].some((day) => day.startsWith(`${month}-`)));

  const anyOpen = departures.some((d) => d.remaining > 0);
  return (
    <form
      method="post"
      action={action}
      onSubmit={submit}
      className="rounded-2xl border border-black/10 bg-white p-5 shadow-sm"
      data-testid="booking-widget"
    >
      {props.backHref && <input type="hidden" name="back" value={props.backHref} />}
      <h2 className="text-lg font-bold">{t("booking.selectDate")}</h2>
      {props.refusal && date === props.initialDate && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm" data-testid="day-refused">
          {t(`booking.refused.${props.refusal}`, { last: longDate(props.lastDay) })}
        </p>
      )}
      <BookingCalendar
        days={state.days}
        date={date}
        locale={locale}
        fx={fx}
        today={props.today}
        lastDay={props.lastDay}
        openOn={props.initialDate ?? (month ? `${month}-01` : props.firstAvailable)}
        weekStartsOn={props.weekStartsOn}
        onChoose={choose}
        onMonthChange={loadMonth}
        linkTo={linkTo}
      />
      {!date && (
        <p className="mt-3 text-sm text-slate-700" data-testid="choose-day">
          {month && monthEmpty && linkTo
            ? t("booking.monthEmpty", {
                month: formatDate(`${month}-01`, locale, { month: "long", year: "numeric" }),
              })
            : t("booking.chooseDay")}
        </p>
      )}
      {state.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {state.error}
        </p>
      )}
      {date && !loading && !anyOpen && (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm" data-testid="no-option">
          <strong>{t("booking.noOption")}</strong> {t("booking.chooseAnotherDate")}
        </p>
      )}
      {anyOpen && (
        <DepartureOptions
          options={options}
          departures={departures}
          chosen={option}
          slotId={state.slotId}
          loading={loading}
          onChoose={(slotId) => dispatch({ type: "slotChosen", slotId })}
          exact={exact}
        />
      )}
      {option && slot && (
        <div className="mt-5">
          {stayUnit && date && (
            <StayLength
              unit={stayUnit}
              date={date}
              nights={selection.nights}
              maxUnits={selection.maxUnits}
              enhanced={enhanced}
              locale={locale}
              onChange={(units) => dispatch({ type: "unitsSet", units })}
            />
          )}
          <TravellerCounts
            option={option}
            counts={state.counts}
            people={selection.people}
            limit={selection.limit}
            enhanced={enhanced}
            onChange={(category, value) => dispatch({ type: "countSet", category, value })}
          />
          {option.extras.length > 0 && (
            <ExtrasChoice
              extras={option.extras}
              chosen={state.extras}
              onToggle={(id, on) => dispatch({ type: "extraToggled", id, on })}
              exact={exact}
            />
          )}
          <PriceBreakdown
            lines={selectionPriceLines(state)}
            option={option}
            stayUnit={stayUnit}
            locale={locale}
            fx={fx}
          />
          {now && date && (
            <p className="mt-3 text-sm text-slate-700">
              <CancellationClaim
                policy={props.cancellation}
                date={date}
                startTime={slot.startTime}
                timeZone={props.timeZone}
                now={now}
                relative
                locale={locale}
              />
            </p>
          )}
          <BookingActions pending={state.pending} error={state.submitError} />
        </div>
      )}
    </form>
  );
}
