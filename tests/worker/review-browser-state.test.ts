// The review browser's reducer and rules: a request's progress and failure, the invitation, the page numbers shown,
// "11–20 of 45", each star row's share, and the parameters the sort form keeps.
import { describe, expect, it } from "vitest";
import {
  initialReviewState,
  keptParams,
  pageWindow,
  reviewReducer,
  shownRange,
  starShare,
  type ReviewPageInPage,
} from "../../client/islands/review-browser/review-state.ts";
import { DEFAULT_REVIEW_QUERY, type ReviewPage } from "../../shared/reviews.ts";

const page = (over: Partial<ReviewPage> = {}): ReviewPage => ({
  query: DEFAULT_REVIEW_QUERY,
  reviews: [],
  total: 45,
  pageCount: 5,
  starCounts: { 5: 30, 4: 10, 3: 3, 2: 1, 1: 1 },
  languageCounts: { en: 40, ar: 5 },
  ...over,
});
const inPage: ReviewPageInPage = { ...page(), reviews: null };

describe("reviewReducer", () => {
  it("starts idle with the server's page and no invitation", () => {
    expect(initialReviewState(inPage)).toEqual({ data: inPage, busy: false, failed: false, eligibility: null });
  });

  it("is busy while a choice loads, then shows its page", () => {
    const busy = reviewReducer(initialReviewState(inPage), { type: "requested" });
    expect(busy).toMatchObject({ busy: true, failed: false });
    const next = page({ query: { ...DEFAULT_REVIEW_QUERY, page: 2 } });
    expect(reviewReducer(busy, { type: "loaded", page: next })).toMatchObject({
      data: next,
      busy: false,
      failed: false,
    });
  });

  it("says a load failed, and the next choice clears it", () => {
    const failed = reviewReducer(reviewReducer(initialReviewState(inPage), { type: "requested" }), { type: "failed" });
    expect(failed).toMatchObject({ busy: false, failed: true, data: inPage });
    expect(reviewReducer(failed, { type: "requested" })).toMatchObject({ busy: true, failed: false });
  });

  it("keeps whether the traveller may review", () => {
    expect(
      reviewReducer(initialReviewState(inPage), { type: "eligibility", answer: { eligible: true, items: 2 } })
        .eligibility,
    ).toEqual({ eligible: true, items: 2 });
  });
});

describe("pageWindow", () => {
  it("shows every page when there are few", () => expect(pageWindow(2, 3)).toEqual([1, 2, 3]));
  it("shows the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageWindow(1, 9)).toEqual([1, 2, null, 9]);
    expect(pageWindow(9, 9)).toEqual([1, null, 8, 9]);
  });
});

describe("what the list says", () => {
  it("counts a full page and the last one from the totals", () => {
    expect(shownRange({ total: 45, query: { ...DEFAULT_REVIEW_QUERY, page: 2 } })).toEqual({ from: 11, to: 20 });
    expect(shownRange({ total: 45, query: { ...DEFAULT_REVIEW_QUERY, page: 5 } })).toEqual({ from: 41, to: 45 });
    expect(shownRange({ total: 0, query: DEFAULT_REVIEW_QUERY })).toEqual({ from: 0, to: 0 });
  });

  it("gives each star row its share of all the reviews", () => {
    expect(starShare(page().starCounts, 5)).toBe(67);
    expect(starShare(page().starCounts, 1)).toBe(2);
    expect(starShare({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 }, 5)).toBe(0);
  });

  it("keeps the page's own parameters in the sort form, not the reviews' own", () => {
    expect(
      keptParams("/en/x?date=2026-03-05&stars=5&reviews_sort=lowest&reviews_page=2&review_lang=ar&guests=2"),
    ).toEqual([
      ["date", "2026-03-05"],
      ["guests", "2"],
    ]);
    expect(keptParams("/en/x")).toEqual([]);
  });
});
