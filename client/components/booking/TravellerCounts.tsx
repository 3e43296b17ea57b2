// The booking widget's travellers per category (adult, child, infant) with their ages, within the departure's limit:
// number fields without JavaScript, − and + once hydrated, the count between them read as "2 adults".
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityOption, ParticipantCategory } from "../../../shared/catalogue.ts";
import type { Counts } from "../../../shared/booking-math.ts";

type TravellerCountsProps = {
  option: ActivityOption;
  counts: Counts;
  /** Travellers chosen, and the most the departure takes. */
  people: number;
  limit: number;
  enhanced: boolean;
  onChange: (category: ParticipantCategory, value: number) => void;
};

export function TravellerCounts({ option, counts, people, limit, enhanced, onChange }: TravellerCountsProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="font-bold">{t("booking.participants")}</p>
      <p className="text-sm text-slate-600" data-testid="capacity-note">
        {t("booking.maxPerItem", { count: option.capacityPerItem })}
      </p>
      <ul className="mt-2 space-y-2">
        {option.participants.map((p) => {
          const count = counts[p.category] ?? 0;
          const label = t(`booking.category.${p.category}`);
          const ages =
            p.maxAge === null
              ? t("activity.minAge", { count: p.minAge })
              : p.minAge === 0
                ? t("booking.agesUpTo", { count: p.maxAge })
                : t("booking.agesRange", { min: p.minAge, count: p.maxAge });
          return (
            <li key={p.category} className="flex items-center justify-between gap-3">
              <span>
                <span className="font-medium">{label}</span> <span className="text-sm text-slate-500">({ages})</span>
              </span>
              {enhanced ? (
                <span className="flex items-center gap-2">
                  <input type="hidden" name={`counts.${p.category}`} value={count} />
                  <button
                    type="button"
                    aria-label={t("booking.fewer", { label })}
                    disabled={count === 0 || (p.category === "adult" && count === 1)}
                    onClick={() => onChange(p.category, count - 1)}
                    className="h-8 w-8 rounded-full border border-black/20 disabled:opacity-40"
                  >
                    −
                  </button>
                  {/* Said as "2 adults", not a bare "2"; the figure on screen is the same. */}
                  <output aria-live="polite" className="w-6 text-center font-semibold">
                    <span aria-hidden="true" data-testid={`count-${p.category}`}>
                      {count}
                    </span>
                    <span className="sr-only">{t(`booking.travellers.${p.category}`, { count })}</span>
                  </output>
                  <button
                    type="button"
                    aria-label={t("booking.more", { label })}
                    disabled={people >= limit}
                    onClick={() => onChange(p.category, count + 1)}
                    className="h-8 w-8 rounded-full border border-black/20 disabled:opacity-40"
                  >
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
    </>
  );
}
