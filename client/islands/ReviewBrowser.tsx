// An experience's reviews to browse: the average and a breakdown whose star rows filter, language chips, a sort, the
// list and its pages. Server-rendered as plain GET links and a form (they work before JavaScript); once hydrated it
// updates in place from the reviews endpoint and keeps the address in step. Signed in, it asks whether the traveller
// may review this experience and, if so, invites them.
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { LOCALE_INFO, type Locale } from "../../shared/locales.ts";
import {
  REVIEW_LANGUAGES,
  REVIEW_PARAMS,
  REVIEW_SORTS,
  REVIEWS_PER_PAGE,
  STAR_VALUES,
  reviewHref,
  reviewQueryParams,
  toggled,
  type ReviewEligibility,
  type ReviewPage,
  type ReviewQuery,
} from "../../shared/reviews.ts";
import { formatDate, formatRating, languageName } from "../../shared/intl.ts";
import { Stars } from "../components/catalogue/Rating.tsx";
import { buttonClass } from "../components/ui/Button.tsx";
import { KeptMarkup } from "../components/KeptMarkup.tsx";
import { signedInFromCookies } from "./AccountButton.tsx";

export type ReviewBrowserProps = {
  locale: Locale;
  activitySlug: string;
  /** The experience page's path (with its locale prefix) and query as served: links keep its other parameters. */
  base: string;
  rating: number;
  reviewCount: number;
  writeHref: string;
  initial: ReviewPageInPage;
};

/** A page of reviews as the browser first gets it: the reviews already in the page's markup (null), not again in the props. */
export type ReviewPageInPage = Omit<ReviewPage, "reviews"> & { reviews: ReviewPage["reviews"] | null };

/** The props the browser hydrates with: the reviews (most of the island's data) stay in the markup only. */
export const browserReviewProps = (props: ReviewBrowserProps): ReviewBrowserProps => ({ ...props, initial: { ...props.initial, reviews: null } });

/** Page numbers to show: the first, the last, and the current one with its neighbours; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** A plain click (not one meant for a new tab or window). */
function plainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export default function ReviewBrowser({ locale, activitySlug, base, rating, reviewCount, writeHref, initial }: ReviewBrowserProps) {
  const { t } = useTranslation();
  const [data, setData] = useState<ReviewPageInPage>(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [eligibility, setEligibility] = useState<ReviewEligibility | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const request = useRef(0);
  const { query } = data;

  useEffect(() => {
    setHydrated(true);
    if (!signedInFromCookies(document.cookie)) return;
    const controller = new AbortController();
    fetch(`/api/reviews/eligibility?activity=${encodeURIComponent(activitySlug)}`, { credentials: "same-origin", signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<ReviewEligibility>) : null))
      .then((answer) => answer && setEligibility(answer))
      .catch(() => {}); // the static link still leads there
    return () => controller.abort();
  }, [activitySlug]);

  async function show(next: ReviewQuery, scroll: boolean): Promise<void> {
    const mine = ++request.current;
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetch(`/api/activities/${encodeURIComponent(activitySlug)}/reviews?${reviewQueryParams(next)}`);
      if (!res.ok) throw new Error(`reviews ${res.status}`);
      const page = (await res.json()) as ReviewPage;
      if (mine !== request.current) return; // a later choice already answered
      setData(page);
      history.replaceState(history.state, "", reviewHref(base, page.query));
      if (scroll) listTop.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    } catch {
      if (mine === request.current) setFailed(true);
    } finally {
      if (mine === request.current) setBusy(false);
    }
  }

  /** Props of a link to `next` that, once hydrated, updates in place instead of loading the page. */
  function linkTo(next: ReviewQuery, scroll = false) {
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

  const filtered = query.stars.length > 0 || query.languages.length > 0;
  const starTotal = STAR_VALUES.reduce((sum, s) => sum + data.starCounts[s], 0);
  const from = data.total ? (query.page - 1) * REVIEWS_PER_PAGE + 1 : 0;
  // From the counts, not the list: the list may still be the server's markup. Pages before the last are full.
  const to = from ? Math.min(from + REVIEWS_PER_PAGE - 1, data.total) : 0;
  // Other parameters of the page (such as ?date=) ride along when the sort form is sent without JavaScript.
  const keep = [...new URLSearchParams(base.split("?")[1] ?? "")].filter(([k]) => k !== REVIEW_PARAMS.sort && k !== REVIEW_PARAMS.page && k !== REVIEW_PARAMS.stars && k !== REVIEW_PARAMS.language);
  const action = `${base.split("?")[0]}#reviews`;

  return (
    <div data-testid="review-browser" data-hydrated={hydrated ? "true" : undefined} aria-busy={busy}>
      {eligibility?.eligible ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-primary bg-primary/5 p-4" data-testid="review-invite">
          <div>
            <p className="text-lg font-bold">{t("reviewList.eligibleTitle")}</p>
            <p className="mt-1 text-sm text-slate-700">{t("reviewList.eligibleText", { count: eligibility.items })}</p>
          </div>
          <a href={writeHref} rel="nofollow" className={buttonClass("primary")} data-testid="write-review">
            {t("reviewList.eligibleAction")}
          </a>
        </div>
      ) : (
        // A static link for everyone (this page never reads the session): the review page signs in and checks the booking.
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
          <p className="text-sm text-slate-700">{t("review.invite")}</p>
          <a href={writeHref} rel="nofollow" className={buttonClass("outlined")} data-testid="write-review">
            {t("review.write")}
          </a>
        </div>
      )}

      {reviewCount === 0 ? (
        <p className="text-slate-600">{t("catalogue.noReviewsYet")}</p>
      ) : (
        <div className="grid gap-8 md:grid-cols-[240px_1fr]">
          <div>
            <p className="text-5xl font-extrabold">{formatRating(rating, locale)}</p>
            <Stars rating={rating} size="text-lg" />
            <p className="text-sm text-slate-500">{t("activity.basedOn", { count: reviewCount })}</p>
            <h3 className="mt-5 text-sm font-semibold">{t("reviewList.filterStars")}</h3>
            <ul className="mt-2 space-y-1 text-sm" data-testid="rating-breakdown">
              {STAR_VALUES.map((stars) => {
                const n = data.starCounts[stars];
                const active = query.stars.includes(stars);
                return (
                  <li key={stars}>
                    <a {...linkTo({ ...query, page: 1, stars: toggled(query.stars, stars) })}
                      aria-current={active ? "true" : undefined}
                      data-testid={`filter-stars-${stars}`}
                      className={`flex items-center gap-2 rounded-md px-1.5 py-1 hover:bg-slate-100 ${active ? "bg-amber-50 font-semibold ring-1 ring-amber-400" : ""}`}
                    >
                      <span className="w-20 shrink-0 whitespace-nowrap">{t("activity.stars", { count: stars })}</span>
                      <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                        <span className="block h-full bg-amber-500" style={{ width: `${starTotal ? Math.round((n / starTotal) * 100) : 0}%` }} />
                      </span>
                      <span className="w-6 text-end">{n}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
            <h3 className="mt-5 text-sm font-semibold">{t("reviewList.filterLanguage")}</h3>
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {REVIEW_LANGUAGES.map((language) => {
                const active = query.languages.includes(language);
                return (
                  <li key={language}>
                    <a {...linkTo({ ...query, page: 1, languages: toggled(query.languages, language) })}
                      aria-current={active ? "true" : undefined}
                      data-testid={`filter-language-${language}`}
                      className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 ${active ? "border-primary bg-primary text-white" : "border-slate-300 hover:border-primary"}`}
                    >
                      {languageName(language, locale)} <span className="tabular-nums opacity-80">({data.languageCounts[language]})</span>
                    </a>
                  </li>
                );
              })}
            </ul>
            {filtered && (
              <a {...linkTo({ ...query, page: 1, stars: [], languages: [] })} className="mt-3 inline-block text-sm font-semibold text-primary underline" data-testid="clear-review-filters">
                {t("reviewList.clearFilters")}
              </a>
            )}
          </div>

          <div ref={listTop} className="scroll-mt-4 min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-black/10 pb-3">
              <p className="text-sm text-slate-600" aria-live="polite" data-testid="review-summary">
                {busy ? t("reviewList.loading") : t("reviewList.showing", { count: data.total, from, to })}
              </p>
              <form method="get" action={action} className="flex items-center gap-2 text-sm">
                {keep.map(([k, v], i) => (
                  <input key={`${k}${i}`} type="hidden" name={k} value={v} />
                ))}
                {query.stars.map((s) => (
                  <input key={`s${s}`} type="hidden" name={REVIEW_PARAMS.stars} value={s} />
                ))}
                {query.languages.map((l) => (
                  <input key={`l${l}`} type="hidden" name={REVIEW_PARAMS.language} value={l} />
                ))}
                <label htmlFor="reviews-sort" className="text-slate-600">
                  {t("reviewList.sortLabel")}
                </label>
                <select
                  id="reviews-sort"
                  name={REVIEW_PARAMS.sort}
                  value={query.sort}
                  onChange={(e) => void show({ ...query, page: 1, sort: e.target.value as ReviewQuery["sort"] }, false)}
                  className="rounded-lg border border-slate-300 bg-white px-2 py-1.5"
                  data-testid="review-sort"
                >
                  {REVIEW_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`reviewList.sort.${sort}`)}
                    </option>
                  ))}
                </select>
                {!hydrated && (
                  <button type="submit" className={buttonClass("third", "!px-3 !py-1.5")}>
                    {t("reviewList.apply")}
                  </button>
                )}
              </form>
            </div>
            {failed && (
              <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {t("reviewList.loadError")}
              </p>
            )}
            <KeptMarkup id="review-list-area" className={busy ? "opacity-50 transition-opacity" : "transition-opacity"}>
              {data.reviews === null ? null : data.reviews.length === 0 ? (
                <p className="mt-6 text-slate-600" data-testid="review-no-match">
                  {t("reviewList.noMatch")}
                </p>
              ) : (
                <ul className="mt-4 space-y-6" data-testid="review-list">
                  {data.reviews.map((review) => (
                    <li key={review.id} data-testid="review">
                      <article data-review-id={review.id} data-rating={review.rating} data-locale={review.locale}>
                        <span role="img" aria-label={t("reviewList.rated", { rating: review.rating })}>
                          <Stars rating={review.rating} />
                        </span>
                        {/* The review's own words follow its own language and direction; the line under them is the page's. */}
                        <div lang={review.locale} dir={LOCALE_INFO[review.locale].dir} data-testid="review-text">
                          <p className="mt-1 font-semibold">{review.title}</p>
                          <p className="mt-1 text-slate-700">{review.body}</p>
                        </div>
                        <p className="mt-1 text-xs text-slate-500" data-testid="review-meta">
                          <bdi>{review.author}</bdi> · <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
                          {review.verified && (
                            <>
                              {" · "}
                              <span className="inline-flex items-center gap-0.5 font-semibold text-emerald-700" data-testid="verified-booking">
                                <span aria-hidden="true">✓</span>
                                {t("review.verified")}
                              </span>
                            </>
                          )}
                          {review.locale !== locale && <> · {t("activity.writtenIn", { language: languageName(review.locale, locale) })}</>}
                        </p>
                      </article>
                    </li>
                  ))}
                </ul>
              )}
            </KeptMarkup>
            {data.pageCount > 1 && (
              <nav aria-label={t("reviewList.pages")} className="mt-8 flex flex-wrap items-center justify-between gap-3 text-sm" data-testid="review-pages">
                {query.page > 1 ? (
                  <a {...linkTo({ ...query, page: query.page - 1 }, true)} className={buttonClass("outlined", "!px-4 !py-2")} data-testid="review-page-previous">
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">‹</span>
                    {t("reviewList.previous")}
                  </a>
                ) : (
                  <span />
                )}
                <ol className="flex items-center gap-1">
                  {pageWindow(query.page, data.pageCount).map((p, i) =>
                    p === null ? (
                      <li key={`gap${i}`} aria-hidden="true" className="px-1 text-slate-400">
                        …
                      </li>
                    ) : (
                      <li key={p}>
                        <a {...linkTo({ ...query, page: p }, true)}
                          aria-current={p === query.page ? "page" : undefined}
                          aria-label={t("reviewList.page", { page: p })}
                          className={`grid h-9 min-w-9 place-items-center rounded-lg px-2 tabular-nums ${p === query.page ? "bg-primary font-bold text-white" : "hover:bg-slate-100"}`}
                        >
                          {p}
                        </a>
                      </li>
                    ),
                  )}
                </ol>
                {query.page < data.pageCount ? (
                  <a {...linkTo({ ...query, page: query.page + 1 }, true)} className={buttonClass("outlined", "!px-4 !py-2")} data-testid="review-page-next">
                    {t("reviewList.next")}
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">›</span>
                  </a>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
