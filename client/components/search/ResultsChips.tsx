// Above the results: the chosen dates as a chip that removes them, and the cities whose names the search matched.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { CityHit } from "../../../shared/catalogue.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { When } from "../../../shared/when.ts";
import { cityPath } from "../../../shared/paths.ts";
import { PinIcon } from "../icons/island-icons.tsx";
import { whenLabel } from "../catalogue/WhenFields.tsx";
import type { StateLink } from "../../islands/search-results/use-search-results.ts";

export function WhenChip({ when, locale, clear }: { when: When; locale: Locale; clear: StateLink }) {
  const { t } = useTranslation();
  return (
    <p className="mt-3">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the clear link's href comes in the spread props */}
      <a
        {...clear}
        className="inline-flex items-center gap-2 rounded-full border border-primary bg-white px-3 py-1 text-sm font-semibold text-primary"
        data-testid="when-chip"
        aria-label={t("discovery.removeWhen", { when: whenLabel(when, locale, t) })}
      >
        <span>{whenLabel(when, locale, t)}</span>
        <span aria-hidden="true">✕</span>
      </a>
    </p>
  );
}

/** The matched cities, their links keeping the chosen dates (`query`). */
export function CityResults({ cities, locale, query }: { cities: CityHit[]; locale: Locale; query: string }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("search.citiesTitle")} data-testid="city-results">
      {cities.map((city) => (
        <li key={city.slug}>
          <a
            href={cityPath(locale, city.slug) + query}
            className="inline-flex items-center gap-2 rounded-full border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary hover:text-white"
          >
            <PinIcon /> {city.name} <span className="text-xs font-normal">({city.activityCount})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
