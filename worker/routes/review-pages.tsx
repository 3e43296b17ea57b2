// "Write a Review" (personal): GET /reviews/new?activity={slug} or ?item={reference} shows the signed-in traveller's
// reviewable item and the form (or why there is none); POST /reviews/new writes it and goes back to the experience.
import type { Context, Hono } from "hono";
import { localePath } from "../../shared/locales.ts";
import { activityPath } from "../../shared/paths.ts";
import type { AccountView } from "../../shared/account.ts";
import { REVIEW_FIELDS, type ReviewErrors } from "../../shared/reviews.ts";
import {
  ReviewNewPage,
  type NothingToReview,
  type ReviewItemSummary,
  type ReviewNewPageProps,
} from "../../client/pages/ReviewPages.tsx";
import { reviewCandidates, type CandidateFilter, type ReviewCandidate } from "../db/reviews.ts";
import { parseReviewForm, writeReview } from "../services/reviews.ts";
import { allExperiencesPath } from "../routing/rules.ts";
import { redirectTo } from "../routing/redirect.ts";
import { personalView, registerPersonalPage, showPersonal, type PersonalView } from "../render/page.tsx";
import { PERSONAL } from "../routing/cacheable.ts";
import { requireAccount, signInPath } from "./auth-session.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const SLUG = /^[a-z0-9-]{1,120}$/;
const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;
const PATH = "/reviews/new";

/** The query's one filter: ?item= (a booking reference) or ?activity= (a slug); anything malformed reads as none. */
function filterOf(c: C): CandidateFilter {
  const item = c.req.query("item");
  if (item && REFERENCE.test(item)) return { reference: item };
  const activity = c.req.query("activity");
  if (activity && SLUG.test(activity)) return { activitySlug: activity };
  return {};
}

function activityHref(c: C, item: Pick<ReviewCandidate, "citySlug" | "activitySlug">): string {
  return activityPath(c.get("locale"), c.get("site").layoutType, item.citySlug, item.activitySlug);
}

function summary(c: C, item: ReviewCandidate): ReviewItemSummary {
  return {
    reference: item.reference,
    activityTitle: item.activityTitle,
    optionTitle: item.optionTitle,
    date: item.date,
    startTime: item.startTime,
    activityHref: activityHref(c, item),
    writeHref: `${localePath(c.get("locale"), PATH)}?item=${encodeURIComponent(item.reference)}`,
  };
}

/** Why none of these items can be reviewed: a booking still to come says "after your date", all reviewed says so. */
function reasonOf(items: ReviewCandidate[]): NothingToReview {
  if (items.some((i) => i.state === "upcoming")) return "upcoming";
  if (items.some((i) => i.state === "reviewed")) return "reviewed";
  return "not_booked";
}

/** What the page shows for these items: the form for the only (or asked-for) eligible one, a choice, or the reason. */
function pageProps(
  c: C,
  items: ReviewCandidate[],
  filter: CandidateFilter,
  values: Record<string, string> = {},
  errors: ReviewErrors = {},
): ReviewNewPageProps {
  const locale = c.get("locale");
  const eligible = items.filter((i) => i.state === "eligible");
  if (eligible.length === 1 || (eligible.length > 1 && filter.reference)) {
    return { mode: "form", action: localePath(locale, PATH), item: summary(c, eligible[0]!), values, errors };
  }
  if (eligible.length > 1)
    return { mode: "choose", items: eligible.map((i) => summary(c, i)), sameActivity: Boolean(filter.activitySlug) };
  const explore = localePath(locale, allExperiencesPath(c.get("site").layoutType));
  const back = items[0] ? activityHref(c, items[0]) : filter.activitySlug ? null : explore;
  return { mode: "none", reason: reasonOf(items), backHref: back ?? explore, exploreHref: explore };
}

function view(props: ReviewNewPageProps, status: 200 | 409 | 422 = 200): PersonalView {
  return personalView(ReviewNewPage, props, { title: "review.heading", description: "review.description", status });
}

async function candidates(c: C, account: AccountView, filter: CandidateFilter) {
  return reviewCandidates(c.env.DB, account.id, new Date(), c.get("locale"), filter);
}

async function showForm(c: C): Promise<PersonalView | Response> {
  const account = await requireAccount(c);
  if (account instanceof Response) return account;
  const filter = filterOf(c);
  return view(pageProps(c, await candidates(c, account, filter), filter));
}

async function readBody(c: C): Promise<Record<string, unknown>> {
  if ((c.req.header("content-type") ?? "").includes("application/json")) {
    const body = await c.req.json().catch(() => ({}));
    return body && typeof body === "object" && !Array.isArray(body) ? body : {};
  }
  return (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
}

/** What was typed, to put back in the form (text only, bounded). */
function valuesOf(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.values(REVIEW_FIELDS).map((name) => [
      name,
      typeof body[name] === "string" ? String(body[name]).slice(0, 4000) : "",
    ]),
  );
}

async function postReview(c: C) {
  const body = await readBody(c);
  const reference =
    typeof body[REVIEW_FIELDS.item] === "string" && REFERENCE.test(body[REVIEW_FIELDS.item] as string)
      ? (body[REVIEW_FIELDS.item] as string)
      : null;
  // Signed out (the session ended while writing): sign in, then back to this item's form.
  const back = reference ? `${localePath(c.get("locale"), PATH)}?item=${encodeURIComponent(reference)}` : undefined;
  const account = await requireAccount(c);
  if (account instanceof Response) {
    return back ? redirectTo(c, signInPath(c, back), 303) : account;
  }
  const filter: CandidateFilter = reference ? { reference } : {};
  const items = reference ? await candidates(c, account, filter) : [];
  const item = items[0];
  if (item?.state !== "eligible") {
    // A second submit of a review just written goes where the first went.
    if (item?.state === "reviewed") return reviewed(c, item);
    return showPersonal(c, view(pageProps(c, items, filter), 409));
  }
  const parsed = parseReviewForm(body);
  if (!parsed.ok) return showPersonal(c, view(pageProps(c, items, filter, valuesOf(body), parsed.errors), 422));
  const written = await writeReview(c.env.DB, c.env.SITE, {
    account,
    activityId: item.activityId,
    input: parsed.input,
    locale: c.get("locale"),
    now: new Date(),
  });
  if (!written.ok) {
    const again = await candidates(c, account, filter);
    if (again[0]?.state === "reviewed") return reviewed(c, again[0]);
    return showPersonal(c, view(pageProps(c, again, filter), 409));
  }
  return reviewed(c, item);
}

/** Back to the experience's reviews, where the new one is first. */
function reviewed(c: C, item: ReviewCandidate): Response {
  c.header("Cache-Control", PERSONAL);
  return redirectTo(c, `${activityHref(c, item)}#reviews`, 303);
}

export function registerReviewPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, PATH, showForm);
  pages.post(PATH, postReview);
  pages.post("/reviews", postReview);
}
