// Browsing an experience's reviews, on both sides: the query (page, sort, star and language filters) as the page URL
// and the JSON endpoint spell it, what each parameter accepts, and the page of reviews the worker answers with.
import { LOCALES, type Locale } from "./locales.ts";

export const REVIEWS_PER_PAGE = 10;
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];
/** The languages reviews are written in (the reviews table allows exactly the site's locales). */
export const REVIEW_LANGUAGES: readonly Locale[] = LOCALES;

/** Query parameter names on the experience page and the JSON endpoint (prefixed: the page has other parameters). */
export const REVIEW_PARAMS = {
  page: "reviews_page",
  sort: "reviews_sort",
  stars: "stars",
  language: "review_lang",
} as const;
/** The id of the reviews section: every review link lands there. */
export const REVIEWS_ANCHOR = "reviews";

export type ReviewQuery = { page: number; sort: ReviewSort; stars: StarValue[]; languages: Locale[] };
export const DEFAULT_REVIEW_QUERY: ReviewQuery = { page: 1, sort: "newest", stars: [], languages: [] };

/** One review as pages show it. The reviewer's country is stored but deliberately not part of this shape. */
export type ListedReview = {
  id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  locale: Locale;
  /** ISO date (time) it was written. */
  date: string;
  /** Written through the site by the traveller who booked it. */
  verified: boolean;
};

export type ReviewPage = {
  query: ReviewQuery;
  reviews: ListedReview[];
  /** Reviews matching the filters (all pages). */
  total: number;
  pageCount: number;
  /** Reviews per star under the language filter (a star row shows what choosing it would give). */
  starCounts: Record<StarValue, number>;
  /** Reviews per language under the star filter. */
  languageCounts: Record<Locale, number>;
};

/** What each parameter accepts; the page ignores anything else, the JSON endpoint refuses it (its zod schema uses these). */
export const isReviewPage = (v: string): boolean => /^[1-9][0-9]{0,4}$/.test(v);
export const isReviewSort = (v: string): v is ReviewSort => (REVIEW_SORTS as readonly string[]).includes(v);
export const isStarValue = (v: string): boolean => /^[1-5]$/.test(v);
export const isReviewLanguage = (v: string): v is Locale => (REVIEW_LANGUAGES as readonly string[]).includes(v);

/** Sorted, without repeats, in the order the filter chips show them. */
export function tidy<T>(values: T[], order: readonly T[]): T[] {
  return order.filter((v) => values.includes(v));
}

/** The lenient reading for the page URL: a value that is not valid is ignored (a shared link never breaks the page). */
export function parseReviewQuery(params: URLSearchParams): ReviewQuery {
  const page = params.get(REVIEW_PARAMS.page) ?? "";
  const sort = params.get(REVIEW_PARAMS.sort) ?? "";
  return {
    page: isReviewPage(page) ? Number(page) : 1,
    sort: isReviewSort(sort) ? sort : "newest",
    stars: tidy(
      params
        .getAll(REVIEW_PARAMS.stars)
        .filter(isStarValue)
        .map((s) => Number(s) as StarValue),
      STAR_VALUES,
    ),
    languages: tidy(params.getAll(REVIEW_PARAMS.language).filter(isReviewLanguage), REVIEW_LANGUAGES),
  };
}

/** The query as URL parameters, defaults left out (so the plain experience URL stays the canonical one). */
export function reviewQueryParams(query: ReviewQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sort !== "newest") params.set(REVIEW_PARAMS.sort, query.sort);
  for (const s of query.stars) params.append(REVIEW_PARAMS.stars, String(s));
  for (const l of query.languages) params.append(REVIEW_PARAMS.language, l);
  if (query.page > 1) params.set(REVIEW_PARAMS.page, String(query.page));
  return params;
}

/** `values` with `value` added or removed. */
export function toggled<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/**
 * The experience page's URL for this query, keeping its other parameters (?date=): `base` is the page's path and
 * search as served. Links land on the reviews section.
 */
export function reviewHref(base: string, query: ReviewQuery): string {
  const url = new URL(base, "https://x.invalid");
  for (const name of Object.values(REVIEW_PARAMS)) url.searchParams.delete(name);
  for (const [k, v] of reviewQueryParams(query)) url.searchParams.append(k, v);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}#${REVIEWS_ANCHOR}`;
}

/** Answer of the eligibility endpoint: whether the signed-in traveller can review this activity now. */
export type ReviewEligibility = { eligible: boolean; items: number };

/** The write-a-review form's field names, shared by the page and the server's schema (worker/services/reviews.ts). */
export const REVIEW_FIELDS = { item: "item", rating: "rating", title: "title", text: "text" } as const;
export const REVIEW_LIMITS = { title: 120, text: 2000 } as const;
/** Why a field was refused; each has a message in both languages (review.errors.<key>). */
export type ReviewErrorKey = "required" | "tooLong" | "rating" | "item";
export type ReviewErrors = Record<string, ReviewErrorKey>;
