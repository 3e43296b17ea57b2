// The review browser's state (review-state.ts) wired to the browser: choices load in place from the reviews
// endpoint and keep the address in step; signed in, it asks whether the traveller may review this experience.
import { useEffect, useReducer, useRef, type MouseEvent } from "react";
import {
  reviewHref,
  reviewQueryParams,
  type ReviewEligibility,
  type ReviewPage,
  type ReviewQuery,
} from "../../../shared/reviews.ts";
import { signedInFromCookies } from "../../../shared/account.ts";
import { scrollMotion } from "../../motion.ts";
import { initialReviewState, reviewReducer, type ReviewPageInPage } from "./review-state.ts";

/** Props of a link to another choice: a real href before JavaScript, an in-place update after. */
export type ReviewLink = { href: string; rel: string; onClick: (e: MouseEvent) => void };

/** A plain click (not one meant for a new tab or window). */
function plainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function useReviewBrowser(initial: ReviewPageInPage, activitySlug: string, base: string) {
  const [state, dispatch] = useReducer(reviewReducer, initial, initialReviewState);
  const listTop = useRef<HTMLDivElement>(null);
  const request = useRef(0);

  useEffect(() => {
    if (!signedInFromCookies(document.cookie)) return;
    const controller = new AbortController();
    fetch(`/api/reviews/eligibility?activity=${encodeURIComponent(activitySlug)}`, {
      credentials: "same-origin",
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<ReviewEligibility>) : null))
      .then((answer) => answer && dispatch({ type: "eligibility", answer }))
      .catch(() => {}); // the static link still leads there
    return () => controller.abort();
  }, [activitySlug]);

  async function show(next: ReviewQuery, scroll: boolean): Promise<void> {
    const mine = ++request.current;
    dispatch({ type: "requested" });
    try {
      const res = await fetch(`/api/activities/${encodeURIComponent(activitySlug)}/reviews?${reviewQueryParams(next)}`);
      if (!res.ok) throw new Error(`reviews ${res.status}`);
      const page = (await res.json()) as ReviewPage;
      if (mine !== request.current) return; // a later choice already answered
      dispatch({ type: "loaded", page });
      history.replaceState(history.state, "", reviewHref(base, page.query));
      if (scroll) listTop.current?.scrollIntoView({ block: "start", behavior: scrollMotion() });
    } catch {
      if (mine === request.current) dispatch({ type: "failed" });
    }
  }

  /** Props of a link to `next` that, once hydrated, updates in place instead of loading the page. */
  function linkTo(next: ReviewQuery, scroll = false): ReviewLink {
    return {
      href: reviewHref(base, next),
      rel: "nofollow",
      onClick: (e: MouseEvent) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        void show(next, scroll);
      },
    };
  }

  return { ...state, listTop, show, linkTo };
}
