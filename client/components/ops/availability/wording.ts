// What the availability page says about a departure, a day, a price and a floor: one function each, so a notice, a
// refusal and a form's hint name the same thing the same way.
import type { TFunction } from "i18next";
import type { Locale } from "../../../../shared/locales.ts";
import { formatDate, formatNumber } from "../../../../shared/intl.ts";
import { formatMoney } from "../../../../shared/money.ts";
import { capacityFloor, MAX_CAPACITY, MAX_PRICE } from "../../../../shared/ops-availability.ts";

/** "Thursday 12 March" in the page's language (Gregorian, Latin digits). */
export const dayName = (date: string, locale: Locale) =>
  formatDate(date, locale, { weekday: "long", day: "numeric", month: "long" });

/** A range's ends, shorter: "12 Mar 2026". */
export const shortDate = (date: string, locale: Locale) =>
  formatDate(date, locale, { day: "numeric", month: "short", year: "numeric" });

/** Prices are set and stored in AED: shown as AED with their fils, whatever the visitor's display currency. */
export const aed = (amount: number, locale: Locale) => formatMoney(amount, locale, { currency: "AED", rate: 1 }, true);

export const count = (n: number, locale: Locale) => formatNumber(n, locale);

/** "09:00 on Thursday 12 March". */
export const departureWhat = (t: TFunction, locale: Locale, d: { date: string; startTime: string }) =>
  String(t("ops.availability.departureAt", { time: d.startTime, date: dayName(d.date, locale) }));

/** The least capacity and why: "At least 7: 5 sold, 2 held". */
export const floorHint = (t: TFunction, locale: Locale, d: { sold: number; held: number }) =>
  String(
    t("ops.availability.capacity.floor", {
      floor: count(capacityFloor(d), locale),
      sold: count(d.sold, locale),
      held: count(d.held, locale),
    }),
  );

/** A refused capacity: below the seats sold and held now, or not a whole number in range. */
export function capacityRefusal(
  t: TFunction,
  locale: Locale,
  d: { date: string; startTime: string; sold: number; held: number },
  reason: "below_floor" | "format",
): string {
  const floor = count(capacityFloor(d), locale);
  if (reason === "format")
    return String(t("ops.availability.refused.capacityFormat", { floor, max: count(MAX_CAPACITY, locale) }));
  return String(
    t("ops.availability.refused.belowFloor", {
      what: departureWhat(t, locale, d),
      sold: count(d.sold, locale),
      held: count(d.held, locale),
      floor,
    }),
  );
}

/** A refused price. */
export function priceRefusal(t: TFunction, locale: Locale, reason: "negative" | "format" | "too_high"): string {
  if (reason === "negative") return String(t("ops.availability.refused.priceNegative"));
  if (reason === "too_high") return String(t("ops.availability.refused.priceTooHigh", { max: aed(MAX_PRICE, locale) }));
  return String(t("ops.availability.refused.priceFormat"));
}
