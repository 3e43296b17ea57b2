// The option's extras as checkboxes (they post without JavaScript), each with its price and what it is charged per.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { OptionExtra } from "../../../shared/catalogue.ts";

type ExtrasChoiceProps = {
  extras: OptionExtra[];
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
  exact: (amount: number) => string;
};

export function ExtrasChoice({ extras, chosen, onToggle, exact }: ExtrasChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-4">
      <legend className="font-bold">{t("booking.extras")}</legend>
      {extras.map((e) => (
        <label key={e.id} className="mt-1 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="extras"
            value={e.id}
            checked={chosen.includes(e.id)}
            onChange={(ev) => onToggle(e.id, ev.target.checked)}
          />
          <span>
            {e.title} (+<bdi>{exact(e.price)}</bdi> {t(`booking.extraUnit.${e.unit}`)})
          </span>
        </label>
      ))}
    </fieldset>
  );
}
