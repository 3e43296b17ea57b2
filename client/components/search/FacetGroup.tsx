// One filter of the results (price, duration, rating…): its values with their counts, as checkboxes (rating: radios)
// that a plain GET form sends.
import type { TFunction } from "i18next";
import { useTranslation } from "../../i18n/use-translation.ts";
import { FACET_PARAM, priceBucketBounds, type Facet, type FacetValue } from "../../../shared/search-filters.ts";
import { formatMoney, type Fx } from "../../../shared/money.ts";
import { formatNumber, languageName } from "../../../shared/intl.ts";
import { usePageContext, type PageContextValue } from "../page-context.tsx";

type FacetGroupProps = {
  facet: Facet;
  values: FacetValue[];
  locale: PageContextValue["locale"];
  onToggle: (facet: Facet, value: string, on: boolean) => void;
};

/** A price bucket in the chosen currency: its AED bounds converted as card prices are, so the cards it keeps fall within it. */
export function priceBucketLabel(bucket: string, t: TFunction, locale: PageContextValue["locale"], fx: Fx): string {
  const { min, max } = priceBucketBounds(bucket);
  const amount = (aedMinor: number) => formatMoney(aedMinor, locale, fx);
  if (max === null) return t("search.values.price.atLeast", { min: amount(min) });
  if (min === 0) return t("search.values.price.under", { max: amount(max) });
  return t("search.values.price.between", { min: amount(min), max: amount(max) });
}

export function FacetGroup({ facet, values, locale, onToggle }: FacetGroupProps) {
  const { t } = useTranslation();
  const { fx } = usePageContext();
  if (!values.length) return null;
  const label = (value: string) =>
    facet === "language"
      ? languageName(value, locale)
      : facet === "price"
        ? priceBucketLabel(value, t, locale, fx)
        : facet === "rating"
          ? t("search.values.rating.atLeast", { count: Number(value), rating: formatNumber(Number(value), locale) })
          : t(`search.values.${facet}.${value}`, { defaultValue: value });
  return (
    <fieldset className="border-b border-black/10 py-4" data-testid={`facet-${facet}`}>
      <legend className="mb-2 font-bold">{t(`search.facets.${facet}`)}</legend>
      <ul className="space-y-1.5">
        {values.map((v) => (
          <li key={v.value}>
            <label className="facet-option">
              <input
                type={facet === "rating" ? "radio" : "checkbox"}
                name={FACET_PARAM[facet]}
                value={v.value}
                checked={v.selected}
                onChange={(e) => onToggle(facet, v.value, e.target.checked)}
              />
              <span>{label(v.value)}</span>
              <span data-testid="facet-count">{v.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
