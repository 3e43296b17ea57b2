// The booking widget's calendar: a month grid whose bookable days show their lowest price, read out with it in the
// page's language, and the note saying which currency those prices are in. Every control is a button or a link (no
// dragging). Until the island is live (and without JavaScript) each bookable day is a link to the page open on that
// day (?date=) and the month arrows are links to the page open on that month (?month=), so any day can be chosen as a
// plain page; once live, they are react-day-picker's own buttons (arrow keys move between days).
import { createContext, useContext, type ButtonHTMLAttributes } from "react";
import { DayPicker, DayButton, useDayPicker, type DayButtonProps } from "react-day-picker";
import { arSA, enUS } from "react-day-picker/locale";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { DayAvailability } from "../../../shared/catalogue.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { WeekStartsOn } from "../../../shared/site-config.ts";
import { currencySymbol, formatAmount, formatMoney, type Fx } from "../../../shared/money.ts";
import { formatDate } from "../../../shared/intl.ts";
import { useKeepFocusOnTakeover } from "./keep-calendar-focus.ts";
import { toDate, toIso } from "../../islands/booking-widget/calendar-dates.ts";

/**
 * What the calendar's cells and arrows need, passed by context so their components keep a stable identity; `linkTo`
 * is the experience page's path while the calendar is plain links (null once the island is live).
 */
const DayPrices = createContext<{
  days: Map<string, DayAvailability>;
  money: (amount: number) => string;
  linkTo: string | null;
}>({
  days: new Map(),
  money: String,
  linkTo: null,
});

/** The page open on `query`, scrolled to the booking area (whose section takes focus: ActivityPage). */
const pageAt = (path: string, query: string) => `${path}?${query}#booking`;
const monthOf = (d: Date) => toIso(d).slice(0, 7);

function PricedDay(dayProps: DayButtonProps) {
  const { days, money, linkTo } = useContext(DayPrices);
  const iso = toIso(dayProps.day.date);
  const info = days.get(iso);
  const { day, modifiers, ...button } = dayProps;
  const content = (
    <>
      <span>{dayProps.children}</span>
      {/*
        The day's name (its label) says the price in a sentence; the digits are for the eye, drawn from an attribute so
        that the day's visible text is its number alone, which its name contains (WCAG 2.5.3, label in name: a voice
        user says the number they see; axe's label-content-name-mismatch).
      */}
      {info && !modifiers.outside && (
        <span aria-hidden="true" data-price={money(info.fromPrice)} className="after:[content:attr(data-price)]" />
      )}
    </>
  );
  if (linkTo && info && !modifiers.disabled && !modifiers.outside)
    return (
      <a
        href={pageAt(linkTo, `date=${iso}`)}
        className={`${button.className ?? ""} no-underline`}
        aria-label={button["aria-label"]}
        data-day-link=""
      >
        {content}
      </a>
    );
  return (
    <DayButton day={day} modifiers={modifiers} {...button}>
      {content}
    </DayButton>
  );
}

/** A month arrow: react-day-picker's button once live; before that a link to the page open on that month. */
function MonthArrow({ to, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { to: Date | undefined }) {
  const { linkTo } = useContext(DayPrices);
  if (!linkTo || !to) return <button {...props} />;
  return (
    <a href={pageAt(linkTo, `month=${monthOf(to)}`)} className={props.className} aria-label={props["aria-label"]}>
      {props.children}
    </a>
  );
}
function PreviousMonthLink(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <MonthArrow {...props} to={useDayPicker().previousMonth} />;
}
function NextMonthLink(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <MonthArrow {...props} to={useDayPicker().nextMonth} />;
}

type BookingCalendarProps = {
  days: Map<string, DayAvailability>;
  date: string | null;
  locale: Locale;
  fx: Fx;
  today: string;
  lastDay: string;
  /** The day whose month the calendar opens on. */
  openOn: string;
  weekStartsOn: WeekStartsOn;
  onChoose: (day: string) => void;
  onMonthChange: (month: Date) => void;
  /** The experience page's path: until the island is live, days and months are links to it (null: buttons). */
  linkTo: string | null;
};

export function BookingCalendar({
  days,
  date,
  locale,
  fx,
  today,
  lastDay,
  openOn,
  weekStartsOn,
  onChoose,
  onMonthChange,
  linkTo,
}: BookingCalendarProps) {
  const { t } = useTranslation();
  useKeepFocusOnTakeover(linkTo !== null);
  const money = (amount: number) => formatMoney(amount, locale, fx);
  // A day as a screen reader says it, in the page's language and word order (date-fns' Arabic puts it in English order).
  const dayLabel = (d: Date, modifiers: { today?: boolean; selected?: boolean }) => {
    const iso = toIso(d);
    let label = formatDate(iso, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    if (modifiers.today) label = t("booking.day.today", { date: label });
    const info = days.get(iso);
    if (info) label = t("booking.day.from", { date: label, price: money(info.fromPrice) });
    return modifiers.selected ? t("booking.day.selected", { date: label }) : label;
  };
  return (
    <>
      <DayPrices.Provider value={{ days, money: (amount) => formatAmount(amount, locale, fx), linkTo }}>
        <DayPicker
          mode="single"
          required
          locale={locale === "ar" ? arSA : enUS}
          dir={locale === "ar" ? "rtl" : "ltr"}
          numerals="latn"
          weekStartsOn={weekStartsOn}
          today={toDate(today)}
          defaultMonth={toDate(openOn)}
          startMonth={toDate(today)}
          endMonth={toDate(lastDay)}
          selected={date ? toDate(date) : undefined}
          onSelect={(d) => d && onChoose(toIso(d))}
          onMonthChange={onMonthChange}
          disabled={(d) => !days.has(toIso(d))}
          components={{ DayButton: PricedDay, PreviousMonthButton: PreviousMonthLink, NextMonthButton: NextMonthLink }}
          labels={{
            labelDayButton: (d, modifiers) => dayLabel(d, modifiers),
            labelGridcell: (d, modifiers) => dayLabel(d, modifiers ?? {}),
          }}
          className="booking-calendar mt-2"
        />
      </DayPrices.Provider>
      <p className="text-xs text-slate-500" data-testid="day-prices-note">
        {t("booking.dayPrices", { currency: currencySymbol(locale, fx.currency) })}
      </p>
    </>
  );
}
