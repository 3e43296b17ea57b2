// Reviews for islands: GET /api/activities/{slug}/reviews (a page of them, public and cacheable) and
// GET /api/reviews/eligibility?activity={slug} (whether the signed-in traveller may review it: private).
import { Hono } from "hono";
import { PERSONAL } from "../routing/cacheable.ts";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { LOCALES } from "../../shared/locales.ts";
import {
  REVIEW_LANGUAGES,
  REVIEW_PARAMS,
  REVIEW_SORTS,
  STAR_VALUES,
  isReviewLanguage,
  isReviewPage,
  isReviewSort,
  isStarValue,
  tidy,
  type ReviewEligibility,
  type ReviewQuery,
  type StarValue,
} from "../../shared/reviews.ts";
import { findActivityRef } from "../db/activity.ts";
import { loadReviewPage } from "../db/review-list.ts";
import { reviewCandidates } from "../db/reviews.ts";
import { currentAccount } from "./auth-session.ts";
import { validationHook } from "./validation.ts";
import type { AppEnv } from "../env.ts";

const slugSchema = z
  .string({ message: "Add the experience's slug" })
  .regex(
    /^[a-z0-9-]{1,120}$/,
    "The experience's slug is lowercase letters, digits and hyphens, such as desert-safari-dubai",
  );

/** A parameter given once (a string) or repeated (a list). */
const repeatable = (one: z.ZodType<string>, max: number, tooMany: string) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(one).max(max, tooMany).optional());

/** The strict reading of the page's review parameters (shared/reviews.ts): a value that is not valid is a 400 naming it. */
const reviewQuerySchema = z
  .object({
    [REVIEW_PARAMS.page]: z
      .string()
      .refine(isReviewPage, "reviews_page must be a whole number from 1, such as 2")
      .optional(),
    [REVIEW_PARAMS.sort]: z
      .string()
      .refine(isReviewSort, `reviews_sort must be one of ${REVIEW_SORTS.join(", ")}`)
      .optional(),
    [REVIEW_PARAMS.stars]: repeatable(
      z.string().refine(isStarValue, "stars must be a whole number from 1 to 5"),
      5,
      "choose at most five star ratings",
    ),
    [REVIEW_PARAMS.language]: repeatable(
      z.string().refine(isReviewLanguage, `review_lang must be one of ${LOCALES.join(", ")}`),
      LOCALES.length,
      "name each review language once",
    ),
  })
  .transform(
    (q): ReviewQuery => ({
      page: Number(q[REVIEW_PARAMS.page] ?? 1),
      sort: isReviewSort(q[REVIEW_PARAMS.sort] ?? "") ? (q[REVIEW_PARAMS.sort] as ReviewQuery["sort"]) : "newest",
      stars: tidy(
        (q[REVIEW_PARAMS.stars] ?? []).map((s) => Number(s) as StarValue),
        STAR_VALUES,
      ),
      languages: tidy((q[REVIEW_PARAMS.language] ?? []).filter(isReviewLanguage), REVIEW_LANGUAGES),
    }),
  );

export function reviewsApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get(
    "/activities/:slug/reviews",
    zValidator("param", z.object({ slug: slugSchema }), validationHook),
    zValidator("query", reviewQuerySchema, validationHook),
    async (c) => {
      const locale = c.get("locale");
      const activity = await findActivityRef(c.env.DB, c.req.valid("param").slug, locale, c.get("site").supplierId);
      if (!activity) return c.json({ error: "There is no experience with this slug." }, 404);
      c.header("Cache-Control", "public, max-age=60");
      return c.json(await loadReviewPage(c.env.DB, activity.id, locale, c.req.valid("query")));
    },
  );

  api.get(
    "/reviews/eligibility",
    zValidator("query", z.object({ activity: slugSchema }), validationHook),
    async (c) => {
      c.header("Cache-Control", PERSONAL);
      const account = await currentAccount(c);
      if (!account) return c.json({ eligible: false, items: 0 } satisfies ReviewEligibility);
      const items = await reviewCandidates(c.env.DB, account.id, new Date(), c.get("locale"), {
        activitySlug: c.req.valid("query").activity,
      });
      const eligible = items.filter((i) => i.state === "eligible").length;
      return c.json({ eligible: eligible > 0, items: eligible } satisfies ReviewEligibility);
    },
  );

  return api;
}
