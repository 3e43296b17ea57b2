// The "When" controls (date, optional end date, party size) as plain named form fields, and the chip that shows a
// chosen When. Used by the home hero's search form and by the results island of listings and search.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Locale } from "../../../shared/locales.ts";
import { formatDate } from "../../../shared/intl.ts";
import { WHEN_DEFAULT_GUESTS, WHEN_MAX_GUESTS, WHEN_MIN_GUESTS, type When } from "../../../shared/when.ts";

const GUEST_CHOICES = Array.from({ length: WHEN_MAX_GUESTS - WHEN_MIN_GUESTS + 1 }, (_, i) => WHEN_MIN_GUESTS + i);
const SHORT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };

/** "12 Dec · 2 guests" / "12–15 Dec · 2 guests", in the page's language. */
export function whenLabel(
  when: When,
  locale: Locale,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const days =
    when.to === when.from
      ? formatDate(when.from, locale, SHORT)
      : t("discovery.dateRange", {
          from: formatDate(when.from, locale, SHORT),
          to: formatDate(when.to, locale, SHORT),
        });
  return `${days} · ${t("discovery.guestCount", { count: when.guests })}`;
}

export type WhenDraft = { from: string; to: string; guests: number };

type WhenFieldsProps = {
  idPrefix: string;
  bounds: { min: string; max: string };
  /** The current values (controlled when onChange is given, else the fields' initial values). */
  value: WhenDraft;
  onChange?: (next: WhenDraft) => void;
  /** On the coloured hero, labels are white. */
  tone?: "light" | "dark";
};

export const emptyDraft = (when: When | null): WhenDraft => ({
  from: when?.from ?? "",
  to: when && when.to !== when.from ? when.to : "",
  guests: when?.guests ?? WHEN_DEFAULT_GUESTS,
});

export function WhenFields({ idPrefix, bounds, value, onChange, tone = "dark" }: WhenFieldsProps) {
  const { t } = useTranslation();
  const labelClass = `block text-xs font-semibold ${tone === "light" ? "text-white/90" : "text-slate-600"}`;
  // Narrow phones fit three fields in a row with the dates' smaller text (native date inputs do not shrink well).
  const fieldClass =
    "mt-1 h-10 w-full min-w-0 rounded-lg border border-black/15 bg-white px-1.5 text-xs text-slate-900 sm:px-2 sm:text-sm";
  const controlled = <T,>(current: T, apply: (v: string) => WhenDraft) =>
    onChange
      ? {
          value: current as string | number,
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(apply(e.target.value)),
        }
      : { defaultValue: current as string | number };
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,5.75rem)] gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,7rem)]"
      data-testid="when-fields"
    >
      <label className={labelClass}>
        {t("discovery.date")}
        <input
          type="date"
          name="date"
          id={`${idPrefix}-date`}
          min={bounds.min}
          max={bounds.max}
          className={fieldClass}
          {...controlled(value.from, (v) => ({ ...value, from: v }))}
        />
      </label>
      <label className={labelClass}>
        {t("discovery.to")}
        <input
          type="date"
          name="to"
          id={`${idPrefix}-to`}
          min={value.from || bounds.min}
          max={bounds.max}
          className={fieldClass}
          {...controlled(value.to, (v) => ({ ...value, to: v }))}
        />
      </label>
      <label className={labelClass}>
        {t("discovery.guests")}
        <select
          name="guests"
          id={`${idPrefix}-guests`}
          className={fieldClass}
          {...controlled(value.guests, (v) => ({ ...value, guests: Number(v) }))}
        >
          {GUEST_CHOICES.map((n) => (
            <option key={n} value={n}>
              {t("discovery.guestCount", { count: n })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
