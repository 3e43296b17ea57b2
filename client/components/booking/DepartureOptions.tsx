// The booking widget's options on the chosen day, each with its start times to choose from.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityOption, Departure } from "../../../shared/catalogue.ts";
import { SlotChoice } from "./SlotChoice.tsx";

type DepartureOptionsProps = {
  options: ActivityOption[];
  departures: Departure[];
  /** The chosen option, outlined. */
  chosen: ActivityOption | null;
  slotId: number | null;
  loading: boolean;
  onChoose: (slotId: number) => void;
  exact: (amount: number) => string;
};

export function DepartureOptions({
  options,
  departures,
  chosen,
  slotId,
  loading,
  onChoose,
  exact,
}: DepartureOptionsProps) {
  const { t } = useTranslation();
  const open = departures.filter((d) => d.remaining > 0);
  return (
    <fieldset className="mt-5" aria-busy={loading}>
      <legend className="font-bold">{t("booking.chooseOption")}</legend>
      <div className="mt-2 space-y-3">
        {options
          .filter((o) => open.some((d) => d.optionId === o.id))
          .map((o) => (
            <div
              key={o.id}
              className={`rounded-xl border p-3 ${chosen?.id === o.id ? "border-primary ring-1 ring-primary" : "border-black/10"}`}
            >
              <p className="font-semibold">{o.title}</p>
              <p className="text-sm text-slate-600">{o.description}</p>
              <div className="mt-2 flex flex-wrap gap-2" role="radiogroup" aria-label={t("booking.startTime")}>
                {departures
                  .filter((d) => d.optionId === o.id)
                  .map((d) => (
                    <SlotChoice
                      key={d.slotId}
                      departure={d}
                      option={o}
                      checked={d.slotId === slotId}
                      onChoose={onChoose}
                      exact={exact}
                    />
                  ))}
              </div>
            </div>
          ))}
      </div>
    </fieldset>
  );
}
