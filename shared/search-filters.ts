// Search sorts and filters, and their URL form (shared by the results page, its island and the API).
import { localePath, type Locale } from "./locales.ts";
export const SORTS = ["recommended", "price-asc", "price-desc"] as const;
export type Sort = (typeof SORTS)[number];

// Every filter's possible values (a catalogue value outside these lists is not offered as a filter).
/** Price buckets in whole AED ("min-max", max exclusive; no max: and more); labels convert them to the chosen currency. */
export const PRICE_BUCKETS = ["0-100", "100-250", "250-500", "500-1000", "1000-"] as const;
export const DURATIONS = ["up-to-1h", "1-4h", "4h-1d", "multi-day"] as const;
export const AGE_GROUPS = ["infants", "children", "teens", "adults-only"] as const;
export const TIMES_OF_DAY = ["morning", "afternoon", "evening", "night"] as const;
export const RATINGS = ["4.5", "4", "3.5", "3"] as const;
export const LANGUAGES = [
  "en",
  "ar",
  "ru",
  "de",
  "fr",
  "es",
  "it",
  "pt",
  "zh",
  "ja",
  "ko",
  "hi",
  "ur",
  "fa",
  "tr",
  "nl",
  "ml",
  "tl",
  "bn",
  "id",
] as const;
export const OCCASIONS = [
  "family-day-out",
  "romantic",
  "birthday",
  "team-outing",
  "rainy-day",
  "ramadan",
  "national-day",
] as const;
export const LABELS = ["bestseller", "new", "likely-to-sell-out", "skip-the-line", "private"] as const;
export const BEST_FOR = ["families", "couples", "solo", "groups", "kids", "seniors"] as const;

/** A price bucket's bounds in AED minor units: `min` included, `max` excluded, null when the bucket has no top. */
export function priceBucketBounds(bucket: string): { min: number; max: number | null } {
  const [min, max] = bucket.split("-");
  return { min: Number(min) * 100, max: max ? Number(max) * 100 : null };
}

export const FACETS = [
  "price",
  "duration",
  "age",
  "time",
  "rating",
  "language",
  "occasion",
  "label",
  "bestFor",
] as const;
export type Facet = (typeof FACETS)[number];
/** The query-string name of each facet. */
export const FACET_PARAM: Record<Facet, string> = {
  price: "price",
  duration: "duration",
  age: "age",
  time: "time",
  rating: "rating",
  language: "language",
  occasion: "occasion",
  label: "label",
  bestFor: "best_for",
};
export const FACET_VALUES: Record<Facet, readonly string[]> = {
  price: PRICE_BUCKETS,
  duration: DURATIONS,
  age: AGE_GROUPS,
  time: TIMES_OF_DAY,
  rating: RATINGS,
  language: LANGUAGES,
  occasion: OCCASIONS,
  label: LABELS,
  bestFor: BEST_FOR,
};

export type SearchState = { sort: Sort; page: number; filters: Record<Facet, string[]> };
export type FacetValue = { value: string; count: number; selected: boolean };

/** Reads sort, page and filters from a query string; unknown values are dropped so old or edited links still work. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const sort = SORTS.includes(params.get("sort") as Sort) ? (params.get("sort") as Sort) : "recommended";
  const pageText = params.get("page") ?? "1";
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  const filters = {} as Record<Facet, string[]>;
  for (const facet of FACETS) {
    const values = params
      .getAll(FACET_PARAM[facet])
      .flatMap((v) => v.split(","))
      .map((v) => v.trim().toLowerCase());
    const kept = [...new Set(values.filter((v) => FACET_VALUES[facet].includes(v)))];
    filters[facet] = facet === "rating" ? kept.slice(0, 1) : kept.slice(0, 20);
  }
  return { sort, page, filters };
}

/** The query string for a state (repeated parameters, as an HTML form would send them). */
export function searchQueryString(state: SearchState): string {
  const params = new URLSearchParams();
  for (const facet of FACETS) for (const value of state.filters[facet]) params.append(FACET_PARAM[facet], value);
  if (state.sort !== "recommended") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The results page of a query, in a locale. */
export function searchPath(locale: Locale, query: string): string {
  return localePath(locale, `/search/${encodeURIComponent(query.trim())}`);
}
