// The booking widget's calendar: a month grid whose bookable days show their lowest price, read out with it in the
// page's language, and the note saying which currency those prices are in.
import { createContext, useContext } from "react";
import { DayPicker, DayButton, type DayButtonProps } from "react-day-picker";
import { arSA, enUS } from "react-day-picker/locale";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { DayAvailability } from "../../../shared/catalogue.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { WeekStartsOn } from "../../../shared/site-config.ts";
import { currencySymbol, formatAmount, formatMoney, type Fx } from "../../../shared/money.ts";
import { formatDate } from "../../../shared/intl.ts";
import { toDate, toIso } from "../../islands/booking-widget/calendar-dates.ts";

/** What the calendar's day cells need, passed by context so the cell component keeps a stable identity. */
const DayPrices = createContext<{ days: Map<string, DayAvailability>; money: (amount: number) => string }>({
  days: new Map(),
  money: String,
});

function PricedDay(dayProps: DayButtonProps) {
  const { days, money } = useContext(DayPrices);
  const info = days.get(toIso(dayProps.day.date));
  return (
    <DayButton {...dayProps}>
      <span>{dayProps.children}</span>
      {info && !dayProps.modifiers.outside && <span>{money(info.fromPrice)}</span>}
    </DayButton>
  );
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
}: BookingCalendarProps) {
  const { t } = useTranslation();
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
      <DayPrices.Provider value={{ days, money: (amount) => formatAmount(amount, locale, fx) }}>
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
          components={{ DayButton: PricedDay }}
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
