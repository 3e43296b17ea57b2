// How many nights (nightly) or days (daily) a stay lasts: a number field without JavaScript, − and + once hydrated,
// with the day it ends and the longest the chosen departure allows.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Locale } from "../../../shared/locales.ts";
import { formatDate } from "../../../shared/intl.ts";
import { stayEnd } from "../../../shared/stay.ts";

type StayLengthProps = {
  unit: "nightly" | "daily";
  date: string;
  nights: number;
  maxUnits: number;
  enhanced: boolean;
  locale: Locale;
  onChange: (units: number) => void;
};

export function StayLength({ unit, date, nights, maxUnits, enhanced, locale, onChange }: StayLengthProps) {
  const { t } = useTranslation();
  const unitWord = unit === "daily" ? "Days" : "Nights";
  return (
    <div className="mb-5 rounded-xl bg-slate-50 p-3" data-testid="stay-length">
      <div className="flex items-center justify-between gap-3">
        <span className="font-bold" id="stay-units-label">
          {t(`stay.${unit === "daily" ? "daysLabel" : "nightsLabel"}`)}
        </span>
        {enhanced ? (
          <span className="flex items-center gap-2">
            <input type="hidden" name="units" value={nights} />
            <button
              type="button"
              aria-label={t(`stay.fewer${unitWord}`)}
              disabled={nights <= 1}
              onClick={() => onChange(nights - 1)}
              className="h-8 w-8 rounded-full border border-black/20 bg-white disabled:opacity-40"
              data-testid="units-fewer"
            >
              −
            </button>
            <output
              aria-live="polite"
              aria-labelledby="stay-units-label"
              className="w-6 text-center font-semibold"
              data-testid="units"
            >
              {nights}
            </output>
            <button
              type="button"
              aria-label={t(`stay.more${unitWord}`)}
              disabled={nights >= maxUnits}
              onClick={() => onChange(nights + 1)}
              className="h-8 w-8 rounded-full border border-black/20 bg-white disabled:opacity-40"
              data-testid="units-more"
            >
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
        {t(unit === "daily" ? "stay.returnBy" : "stay.checkOut", {
          date: formatDate(stayEnd(date, nights, unit), locale, { weekday: "short", day: "numeric", month: "short" }),
        })}
      </p>
      <p className="text-xs text-slate-500" data-testid="stay-limit">
        {t(unit === "daily" ? "stay.upToDays" : "stay.upToNights", { count: maxUnits })}
      </p>
    </div>
  );
}
