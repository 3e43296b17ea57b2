// Option selection on the detail page: a calendar with availability and price per day, then option, start time,
// participants (limited to capacity), extras, a price breakdown whose lines add up to the total shown, and "Add to
// cart" / "Book now". The server HTML is a plain form posting to /cart/items, so the initially shown day can be
// booked before (or without) JavaScript; once hydrated, the widget posts JSON, toasts and updates the header count.
import { createContext, useContext, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { useSetAtom } from "jotai";
import { DayPicker, DayButton, type DayButtonProps } from "react-day-picker";
import { arSA, enUS } from "react-day-picker/locale";
import type { ActivityOption, ParticipantCategory } from "../../shared/catalogue.ts";
import type { Locale } from "../../shared/locales.ts";
import { currencySymbol, displayBreakdown, formatAmount, formatMinor, formatMoney, type Fx } from "../../shared/money.ts";
import { maxTravellers, selectionLines, travellers, type Counts, type PriceLine } from "../../shared/booking-math.ts";
import type { WeekStartsOn } from "../../shared/site-config.ts";
import type { DayAvailability, Departure } from "../../shared/catalogue.ts";
import { formatDate } from "../../shared/intl.ts";
import { unpackDays, type PackedDays } from "../../shared/day-columns.ts";
import { daysBetween } from "../../shared/dates.ts";
import { isStayUnit, stayEnd, type StayRun } from "../../shared/stay.ts";
import { departureEnd } from "../../shared/departure-times.ts";
import { localePath } from "../../shared/locales.ts";
import { TOAST_EVENT, type ToastEventDetail } from "../state/toast-events.ts";
import { cartCountAtom } from "../state/cart.ts";
import { Button } from "../components/ui/Button.tsx";
import type { CancellationPolicy } from "../../shared/cancellation.ts";
import { CancellationClaim } from "../components/booking/CancellationClaim.tsx";

type DayInfo = DayAvailability;
type DepartureInfo = Departure & StayRun;

export type BookingWidgetProps = {
  activityId: number;
  locale: Locale;
  fx: Fx;
  options: ActivityOption[];
  today: string;
  lastDay: string;
  /** null when nothing can be booked. */
  firstAvailable: string | null;
  /** The date the calendar opens on (the first available, or one chosen by ?date=). */
  initialDate: string | null;
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

type Intent = "cart" | "book";
type CartAnswer = { ok?: boolean; message?: string; error?: string; count?: number; redirect?: string };

function toast(detail: ToastEventDetail): void {
  window.dispatchEvent(new CustomEvent<ToastEventDetail>(TOAST_EVENT, { detail }));
}

/** A departure with this many seats or fewer says so ("Only 3 seats left"). */
export const FEW_SEATS = 5;

/** Nights (nightly) or days (daily) from `date` up to the listing's `to`; 1 when there is none. */
function unitsUntil(date: string | null, to: string | null | undefined, unit: string): number {
  if (!date || !to || to <= date) return 1;
  const days = daysBetween(date, to);
  return Math.max(1, unit === "nightly" ? days : days + 1);
}

const toDate = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const toIso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const monthRange = (month: Date) => ({ from: toIso(new Date(month.getFullYear(), month.getMonth(), 1)), to: toIso(new Date(month.getFullYear(), month.getMonth() + 1, 0)) });

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { error?: string }).error ?? res.statusText);
  return (await res.json()) as T;
}

/** What the calendar's day cells need, passed by context so the cell component keeps a stable identity. */
const DayPrices = createContext<{ days: Map<string, DayInfo>; money: (amount: number) => string }>({ days: new Map(), money: String });

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

export default function BookingWidget(props: BookingWidgetProps) {
  const { t } = useTranslation();
  const { locale, fx, options, activityId } = props;
  const money = (amount: number) => formatMoney(amount, locale, fx);
  // Next to the breakdown, every amount shows its currency's minor digits, as the breakdown's lines do.
  const exact = (amount: number) => formatMoney(amount, locale, fx, true);
  const [days, setDays] = useState<Map<string, DayInfo>>(() => new Map(unpackDays(props.initialDays).map((d) => [d.date, d])));
  const [date, setDate] = useState<string | null>(props.initialDate);
  const [departures, setDepartures] = useState<DepartureInfo[]>(props.initialDepartures);
  const [slotId, setSlotId] = useState<number | null>(props.initialDepartures.find((d) => d.remaining > 0)?.slotId ?? null);
  const [counts, setCounts] = useState<Counts>(() => {
    // The listing's party size, within what the first departure shown allows.
    const first = props.initialDepartures.find((d) => d.slotId === slotId);
    const firstOption = options.find((o) => o.id === first?.optionId);
    const most = first && firstOption ? maxTravellers(firstOption, first.remaining) : 1;
    return { adult: Math.max(1, Math.min(props.initialGuests ?? 1, most)) };
  });
  const [units, setUnits] = useState(() => {
    const first = props.initialDepartures.find((d) => d.slotId === slotId);
    const unit = options.find((o) => o.id === first?.optionId)?.pricingUnit ?? "per_person";
    return isStayUnit(unit) ? Math.min(unitsUntil(props.initialDate, props.initialTo, unit), first?.run?.length ?? 1) : 1;
  });
  const [extras, setExtras] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Intent | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // What cancelling costs depends on the moment it is read: known only in the browser (a stored page could be hours
  // old), and kept current while the page stays open.
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    setNow(new Date().toISOString());
    const timer = setInterval(() => setNow(new Date().toISOString()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // The server's HTML (and the first render in the browser) has number inputs that work without JavaScript; once
  // hydrated, the +/- buttons take over.
  const [enhanced, setEnhanced] = useState(false);
  const setCartCount = useSetAtom(cartCountAtom);
  useEffect(() => setEnhanced(true), []);
  // The day whose departures are on screen: an answer for a day the traveller has already left is dropped.
  const openDay = useRef(date);
  openDay.current = date;

  /** The departures of `day`, live; `keepSlot` keeps the traveller's choice while it still has room. */
  async function loadDepartures(day: string, keepSlot: boolean) {
    const { departures: live } = await getJson<{ departures: DepartureInfo[] }>(`/api/activities/${activityId}/departures?date=${day}`);
    if (openDay.current !== day) return;
    setDepartures(live);
    const first = live.find((d) => d.remaining > 0)?.slotId ?? null;
    setSlotId((current) => (keepSlot && live.some((d) => d.slotId === current && d.remaining > 0) ? current : first));
  }

  useEffect(() => {
    // The server's departures may come from a cached page, up to a minute old (docs/decisions/016): once live, the
    // open day's seats are read again.
    if (openDay.current) loadDepartures(openDay.current, true).catch((e) => console.warn("availability could not be refreshed", e));
  }, [activityId]); // eslint-disable-line react-hooks/exhaustive-deps

  const slot = departures.find((d) => d.slotId === slotId) ?? null;
  const option = options.find((o) => o.id === slot?.optionId) ?? null;
  const limit = option && slot ? maxTravellers(option, slot.remaining) : 0;
  const people = travellers(counts);
  // A nightly or daily option books 1..run.length consecutive nights or days from the chosen departure.
  const stayUnit = option && isStayUnit(option.pricingUnit) ? option.pricingUnit : null;
  const maxUnits = stayUnit ? Math.max(1, slot?.run?.length ?? 1) : 1;
  const nights = Math.min(units, maxUnits);

  useEffect(() => {
    // Keep the chosen travellers within what the new departure allows.
    if (option && people > limit) setCounts({ adult: Math.max(1, Math.min(limit, counts.adult ?? 1)) });
  }, [slotId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!props.firstAvailable) {
    return (
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="unavailable">
        <p className="font-bold">{t("booking.unavailable")}</p>
        <a href={props.similarHref} className="mt-4 inline-flex rounded-lg border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary hover:text-white">
          {t("booking.exploreSimilar")}
        </a>
      </div>
    );
  }

  async function loadMonth(month: Date) {
    const { from, to } = monthRange(month);
    try {
      const data = await getJson<{ days: DayInfo[] }>(`/api/activities/${activityId}/availability?from=${from}&to=${to}`);
      setDays((prev) => new Map([...prev, ...data.days.map((d) => [d.date, d] as const)]));
    } catch (e) {
      console.warn("availability could not be loaded", e);
      setError(t("booking.loadFailed"));
    }
  }

  async function choose(next: string) {
    setDate(next);
    openDay.current = next;
    setLoading(true);
    setError(null);
    try {
      await loadDepartures(next, false);
    } catch (e) {
      console.warn("availability could not be loaded", e);
      setError(t("booking.loadFailed"));
    } finally {
      setLoading(false);
    }
  }

  const setCount = (category: ParticipantCategory, value: number) => setCounts((prev) => ({ ...prev, [category]: value }));
  const action = localePath(locale, "/cart/items");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !slot) return;
    const intent: Intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === "book" ? "book" : "cart";
    setPending(intent);
    setSubmitError(null);
    try {
      const res = await fetch(action, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify({ slotId: slot.slotId, counts, extras, intent, units: nights }),
      });
      const answer = (await res.json().catch(() => ({}))) as CartAnswer;
      if (!res.ok) {
        const message = answer.error ?? t("booking.addFailed");
        setSubmitError(message);
        toast({ kind: "error", message });
        setPending(null);
        return;
      }
      if (typeof answer.count === "number") setCartCount(answer.count);
      if (intent === "book" && answer.redirect) {
        // Keeps the spinner: the next page is on its way.
        window.location.assign(answer.redirect);
        return;
      }
      toast({ kind: "success", message: answer.message ?? t("cart.flash.added") });
      setPending(null);
    } catch (e) {
      console.warn("add to cart failed", e);
      setSubmitError(t("booking.addFailed"));
      toast({ kind: "error", message: t("booking.addFailed") });
      setPending(null);
    }
  }
  // The lines as shown in the chosen currency; the server prices the booking again in AED, and that is what is charged.
  const prices = stayUnit && slot?.run?.length ? slot.run.slice(0, nights) : slot ? [slot.price] : [];
  const breakdown = displayBreakdown(option && slot ? selectionLines(option, prices, counts, extras) : [], fx);
  const shown = (minor: number) => formatMinor(minor, locale, fx.currency);
  const lineLabel = (line: PriceLine) => {
    if (line.kind === "participants") return t(`booking.travellers.${line.category}`, { count: line.count });
    if (line.kind === "item" && line.units) {
      return t("stay.line", { length: t(line.units && stayUnit === "daily" ? "stay.days" : "stay.nights", { count: line.units }), people: t("booking.peopleCount", { count: line.travellers }) });
    }
    if (line.kind === "item") return t("booking.peopleCount", { count: line.travellers });
    const extra = option?.extras.find((e) => e.id === line.extraId);
    return extra?.unit === "per_person" ? t("booking.extraFor", { title: extra.title, travellers: t("booking.peopleCount", { count: line.count }) }) : (extra?.title ?? "");
  };
  // A day as a screen reader says it, in the page's language and word order (date-fns' Arabic puts it in English order).
  const dayLabel = (d: Date, modifiers: { today?: boolean; selected?: boolean }) => {
    const iso = toIso(d);
    let label = formatDate(iso, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
    if (modifiers.today) label = t("booking.day.today", { date: label });
    const info = days.get(iso);
    if (info) label = t("booking.day.from", { date: label, price: money(info.fromPrice) });
    return modifiers.selected ? t("booking.day.selected", { date: label }) : label;
  };
  const openDepartures = departures.filter((d) => d.remaining > 0);
  const chosen = departures.find((d) => d.slotId === slotId);
  const unitWord = stayUnit === "daily" ? "Days" : "Nights";

  return (
    <form method="post" action={action} onSubmit={submit} className="rounded-2xl border border-black/10 bg-white p-5 shadow-sm" data-testid="booking-widget">
      {props.backHref && <input type="hidden" name="back" value={props.backHref} />}
      <h2 className="text-lg font-bold">{t("booking.selectDate")}</h2>
      <DayPrices.Provider value={{ days, money: (amount) => formatAmount(amount, locale, fx) }}>
      <DayPicker
        mode="single"
        required
        locale={locale === "ar" ? arSA : enUS}
        dir={locale === "ar" ? "rtl" : "ltr"}
        numerals="latn"
        weekStartsOn={props.weekStartsOn}
        today={toDate(props.today)}
        defaultMonth={toDate(props.initialDate ?? props.firstAvailable)}
        startMonth={toDate(props.today)}
        endMonth={toDate(props.lastDay)}
        selected={date ? toDate(date) : undefined}
        onSelect={(d) => d && choose(toIso(d))}
        onMonthChange={loadMonth}
        disabled={(d) => !days.has(toIso(d))}
        components={{ DayButton: PricedDay }}
        labels={{ labelDayButton: (d, modifiers) => dayLabel(d, modifiers), labelGridcell: (d, modifiers) => dayLabel(d, modifiers ?? {}) }}
        className="booking-calendar mt-2"
      />
      </DayPrices.Provider>
      <p className="text-xs text-slate-500" data-testid="day-prices-note">
        {t("booking.dayPrices", { currency: currencySymbol(locale, fx.currency) })}
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {date && !loading && openDepartures.length === 0 && (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm" data-testid="no-option">
          <strong>{t("booking.noOption")}</strong> {t("booking.chooseAnotherDate")}
        </p>
      )}
      {openDepartures.length > 0 && (
        <fieldset className="mt-5" aria-busy={loading}>
          <legend className="font-bold">{t("booking.chooseOption")}</legend>
          <div className="mt-2 space-y-3">
            {options
              .filter((o) => openDepartures.some((d) => d.optionId === o.id))
              .map((o) => (
                <div key={o.id} className={`rounded-xl border p-3 ${option?.id === o.id ? "border-primary ring-1 ring-primary" : "border-black/10"}`}>
                  <p className="font-semibold">{o.title}</p>
                  <p className="text-sm text-slate-600">{o.description}</p>
                  <div className="mt-2 flex flex-wrap gap-2" role="radiogroup" aria-label={t("booking.startTime")}>
                    {departures
                      .filter((d) => d.optionId === o.id)
                      .map((d) => {
                        const end = departureEnd(d.startTime, o.durationMinutes);
                        const soldOut = d.remaining <= 0;
                        return (
                          // A real radio (it posts slotId without JavaScript) laid over its whole label, styled by :checked.
                          <label
                            key={d.slotId}
                            data-testid="slot"
                            className={`relative rounded-lg border px-3 py-1.5 text-sm font-semibold ${
                              soldOut
                                ? "cursor-not-allowed border-dashed border-black/15 bg-slate-50 text-slate-400"
                                : "cursor-pointer border-black/15 focus-within:ring-2 focus-within:ring-primary hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white"
                            }`}
                          >
                            <input
                              type="radio"
                              name="slotId"
                              value={d.slotId}
                              checked={d.slotId === slotId}
                              aria-checked={d.slotId === slotId}
                              disabled={soldOut}
                              aria-describedby={soldOut ? `sold-out-${d.slotId}` : undefined}
                              onChange={() => setSlotId(d.slotId)}
                              className={`absolute inset-0 m-0 h-full w-full appearance-none opacity-0 ${soldOut ? "cursor-not-allowed" : "cursor-pointer"}`}
                            />
                            <bdi dir="ltr" data-testid="slot-times">
                              {d.startTime}–<span data-testid="slot-end">{end.time}</span>
                              {end.days > 0 && (
                                <sup className="ms-0.5 text-[0.65rem]" title={t("stay.nextDay")} data-testid="slot-next-day">
                                  +{end.days}
                                </sup>
                              )}
                            </bdi>
                            <span className="sr-only"> ({t(end.days > 0 ? "stay.endsAtNextDay" : "stay.endsAt", { time: end.time })})</span>
                            {" · "}
                            {soldOut ? (
                              <span id={`sold-out-${d.slotId}`} data-testid="sold-out" title={t("stay.soldOutReason")}>
                                {t("stay.soldOut")}
                              </span>
                            ) : (
                              <bdi>{exact(d.price)}</bdi>
                            )}
                            {!soldOut && o.pricingUnit === "per_person" && d.remaining <= FEW_SEATS && (
                              <span className={`block text-xs font-medium ${d.slotId === slotId ? "text-white" : "text-amber-700"}`} data-testid="seats-left">
                                {t("booking.seatsLeft", { count: d.remaining })}
                              </span>
                            )}
                          </label>
                        );
                      })}
                  </div>
                </div>
              ))}
          </div>
        </fieldset>
      )}
      {option && slot && (
        <div className="mt-5">
          {stayUnit && date && (
            <div className="mb-5 rounded-xl bg-slate-50 p-3" data-testid="stay-length">
              <div className="flex items-center justify-between gap-3">
                <span className="font-bold" id="stay-units-label">
                  {t(`stay.${stayUnit === "daily" ? "daysLabel" : "nightsLabel"}`)}
                </span>
                {enhanced ? (
                  <span className="flex items-center gap-2">
                    <input type="hidden" name="units" value={nights} />
                    <button type="button" aria-label={t(`stay.fewer${unitWord}`)} disabled={nights <= 1} onClick={() => setUnits(nights - 1)} className="h-8 w-8 rounded-full border border-black/20 bg-white disabled:opacity-40" data-testid="units-fewer">
                      −
                    </button>
                    <output aria-live="polite" aria-labelledby="stay-units-label" className="w-6 text-center font-semibold" data-testid="units">
                      {nights}
                    </output>
                    <button type="button" aria-label={t(`stay.more${unitWord}`)} disabled={nights >= maxUnits} onClick={() => setUnits(nights + 1)} className="h-8 w-8 rounded-full border border-black/20 bg-white disabled:opacity-40" data-testid="units-more">
                      +
                    </button>
                  </span>
                ) : (
                  <input
                    type="number"
                    name="units"
                    defaultValue={nights}
                    min={1}
                    max={maxUnits}
                    inputMode="numeric"
                    aria-labelledby="stay-units-label"
                    className="w-16 rounded-lg border border-black/20 px-2 py-1 text-center font-semibold"
                    data-testid="units-input"
                  />
                )}
              </div>
              <p className="mt-1 text-sm text-slate-700" data-testid="stay-end">
                {t(stayUnit === "daily" ? "stay.returnBy" : "stay.checkOut", { date: formatDate(stayEnd(date, nights, stayUnit), locale, { weekday: "short", day: "numeric", month: "short" }) })}
              </p>
              <p className="text-xs text-slate-500" data-testid="stay-limit">
                {t(stayUnit === "daily" ? "stay.upToDays" : "stay.upToNights", { count: maxUnits })}
              </p>
            </div>
          )}
          <p className="font-bold">{t("booking.participants")}</p>
          <p className="text-sm text-slate-600" data-testid="capacity-note">
            {t("booking.maxPerItem", { count: option.capacityPerItem })}
          </p>
          <ul className="mt-2 space-y-2">
            {option.participants.map((p) => {
              const count = counts[p.category] ?? 0;
              const label = t(`booking.category.${p.category}`);
              const ages = p.maxAge === null ? t("activity.minAge", { count: p.minAge }) : p.minAge === 0 ? t("booking.agesUpTo", { count: p.maxAge }) : t("booking.agesRange", { min: p.minAge, count: p.maxAge });
              return (
                <li key={p.category} className="flex items-center justify-between gap-3">
                  <span>
                    <span className="font-medium">{label}</span> <span className="text-sm text-slate-500">({ages})</span>
                  </span>
                  {enhanced ? (
                    <span className="flex items-center gap-2">
                      <input type="hidden" name={`counts.${p.category}`} value={count} />
                      <button type="button" aria-label={t("booking.fewer", { label })} disabled={count === 0 || (p.category === "adult" && count === 1)} onClick={() => setCount(p.category, count - 1)} className="h-8 w-8 rounded-full border border-black/20 disabled:opacity-40">
                        −
                      </button>
                      <output aria-live="polite" className="w-6 text-center font-semibold" data-testid={`count-${p.category}`}>
                        {count}
                      </output>
                      <button type="button" aria-label={t("booking.more", { label })} disabled={people >= limit} onClick={() => setCount(p.category, count + 1)} className="h-8 w-8 rounded-full border border-black/20 disabled:opacity-40">
                        +
                      </button>
                    </span>
                  ) : (
                    <input
                      type="number"
                      name={`counts.${p.category}`}
                      defaultValue={count}
                      min={p.category === "adult" ? 1 : 0}
                      max={limit}
                      inputMode="numeric"
                      aria-label={t("booking.countOf", { label })}
                      className="w-16 rounded-lg border border-black/20 px-2 py-1 text-center font-semibold"
                      data-testid={`count-input-${p.category}`}
                    />
                  )}
                </li>
              );
            })}
          </ul>
          {option.extras.length > 0 && (
            <fieldset className="mt-4">
              <legend className="font-bold">{t("booking.extras")}</legend>
              {option.extras.map((e) => (
                <label key={e.id} className="mt-1 flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="extras"
                    value={e.id}
                    checked={extras.includes(e.id)}
                    onChange={(ev) => setExtras((prev) => (ev.target.checked ? [...prev, e.id] : prev.filter((x) => x !== e.id)))}
                  />
                  <span>
                    {e.title} (+<bdi>{exact(e.price)}</bdi> {t(`booking.extraUnit.${e.unit}`)})
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <ul className="mt-5 space-y-1 border-t border-black/10 pt-4 text-sm" aria-label={t("booking.breakdown")} data-testid="price-breakdown">
            {breakdown.lines.map((line) => (
              <li key={line.kind === "participants" ? line.category : line.kind === "extra" ? `extra-${line.extraId}` : line.kind} className="flex items-baseline justify-between gap-3" data-testid="price-line">
                <span>{lineLabel(line)}</span>
                <bdi className="shrink-0" data-testid="price-line-amount">
                  {line.aed === 0 ? t("booking.free") : shown(line.minor)}
                </bdi>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex items-baseline justify-between gap-3">
            <span className="font-bold">{t("booking.total")}</span>
            <bdi className="text-2xl font-extrabold" data-testid="total-price">
              {shown(breakdown.total)}
            </bdi>
          </p>
          {now && chosen && date && (
            <p className="mt-3 text-sm text-slate-700">
              <CancellationClaim policy={props.cancellation} date={date} startTime={chosen.startTime} timeZone={props.timeZone} now={now} relative locale={locale} />
            </p>
          )}
          <div className="mt-4 grid grid-cols-2 gap-2" data-testid="booking-actions">
            <Button type="submit" name="intent" value="cart" variant="outlined" loading={pending === "cart"} disabled={pending !== null} className="bg-white px-3" data-testid="add-to-cart">
              {t("booking.addToCart")}
            </Button>
            <Button type="submit" name="intent" value="book" loading={pending === "book"} disabled={pending !== null} className="px-3" data-testid="book-now">
              {t("booking.bookNow")}
            </Button>
          </div>
          {submitError && (
            <p role="alert" className="mt-3 text-sm text-red-700" data-testid="add-error">
              {submitError}
            </p>
          )}
          {pending && (
            <p className="sr-only" role="status">
              {t("booking.working")}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

