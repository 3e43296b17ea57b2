// An option's price on one day: every departure of the option that day takes the price typed (in AED, as the site
// stores it); a refused price comes back as it was typed, with the reason.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { localePath } from "../../../../shared/locales.ts";
import { AVAILABILITY_PATHS, priceInputOf, type OpsDeparture } from "../../../../shared/ops-availability.ts";
import type { AvailabilityOption, AvailabilityProblem } from "../../../pages/ops/AvailabilityPage.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { FieldError, INPUT, SMALL_BUTTON, ViewFields } from "./fields.tsx";
import { priceRefusal } from "./wording.ts";

type PriceFormProps = {
  option: AvailabilityOption;
  activityId: number;
  date: string;
  departures: OpsDeparture[];
  range: { from: string; to: string };
  problem: Extract<AvailabilityProblem, { kind: "price" }> | null;
};

export function PriceForm({ option, activityId, date, departures, range, problem }: PriceFormProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const prices = departures.map((d) => d.price);
  const mixed = new Set(prices).size > 1;
  const id = `price-${option.id}-${date}`;
  return (
    <form
      method="post"
      action={localePath(locale, AVAILABILITY_PATHS.price)}
      className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1"
      data-testid="price-form"
    >
      <input type="hidden" name="activity" value={activityId} />
      <input type="hidden" name="option" value={option.id} />
      <input type="hidden" name="date" value={date} />
      <ViewFields range={range} />
      <label htmlFor={id} className="block basis-full text-sm font-semibold">
        {t("ops.availability.price.label", { unit: t(`catalogue.unit.${option.pricingUnit}`) })}
      </label>
      <input
        id={id}
        type="text"
        name="price"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={problem?.value ?? priceInputOf(Math.min(...prices))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : mixed ? `${id}-mixed` : undefined}
        className={`${INPUT} !mt-0 w-32 text-start`}
        data-testid="price-input"
      />
      <button type="submit" className={buttonClass("third", SMALL_BUTTON)} data-testid="price-save">
        {t("ops.availability.price.save")}
      </button>
      {mixed && (
        <p id={`${id}-mixed`} className="w-full text-xs text-slate-600">
          {t("ops.availability.price.mixed")}
        </p>
      )}
      {problem && <FieldError id={`${id}-error`}>{priceRefusal(t, locale, problem.reason)}</FieldError>}
    </form>
  );
}
