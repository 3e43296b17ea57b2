// The review browser's state as a pure reducer (the page of reviews shown, a request at work or failed, whether the
// traveller may review), and the pure rules of what it shows: page numbers, "11–20 of 45", the parameters a sort
// form keeps. No DOM here (use-review-browser.ts does the fetching and the address), so it is tested as plain functions.
import {
  REVIEW_PARAMS,
  REVIEWS_PER_PAGE,
  STAR_VALUES,
  type ReviewEligibility,
  type ReviewPage,
  type StarValue,
} from "../../../shared/reviews.ts";

/** A page of reviews as the browser first gets it: the reviews already in the page's markup (null), not again in the props. */
export type ReviewPageInPage = Omit<ReviewPage, "reviews"> & { reviews: ReviewPage["reviews"] | null };

export type ReviewBrowserState = {
  data: ReviewPageInPage;
  busy: boolean;
  failed: boolean;
  eligibility: ReviewEligibility | null;
};

export type ReviewBrowserAction =
  | { type: "requested" }
  | { type: "loaded"; page: ReviewPage }
  | { type: "failed" }
  | { type: "eligibility"; answer: ReviewEligibility };

export const initialReviewState = (data: ReviewPageInPage): ReviewBrowserState => ({
  data,
  busy: false,
  failed: false,
  eligibility: null,
});

export function reviewReducer(state: ReviewBrowserState, action: ReviewBrowserAction): ReviewBrowserState {
  switch (action.type) {
    case "requested":
      return { ...state, busy: true, failed: false };
    case "loaded":
      return { ...state, data: action.page, busy: false };
    case "failed":
      return { ...state, busy: false, failed: true };
    case "eligibility":
      return { ...state, eligibility: action.answer };
  }
}

/** Page numbers to show: the first, the last, and the current one with its neighbours; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** The first and last review the page shows, from the counts, not the list (the list may still be the server's markup). */
export function shownRange(data: Pick<ReviewPageInPage, "total" | "query">): { from: number; to: number } {
  const from = data.total ? (data.query.page - 1) * REVIEWS_PER_PAGE + 1 : 0;
  // Pages before the last are full.
  return { from, to: from ? Math.min(from + REVIEWS_PER_PAGE - 1, data.total) : 0 };
}

/** Every star row's share of the reviews, in whole percent. */
export function starShare(starCounts: ReviewPage["starCounts"], stars: StarValue): number {
  const total = STAR_VALUES.reduce((sum, s) => sum + starCounts[s], 0);
  return total ? Math.round((starCounts[stars] / total) * 100) : 0;
}

/** The page's other parameters (such as ?date=), which ride along when the sort form is sent without JavaScript. */
export function keptParams(base: string): [string, string][] {
  return [...new URLSearchParams(base.split("?")[1] ?? "")].filter(
    ([k]) =>
      k !== REVIEW_PARAMS.sort && k !== REVIEW_PARAMS.page && k !== REVIEW_PARAMS.stars && k !== REVIEW_PARAMS.language,
  );
}
