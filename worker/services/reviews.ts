// Verified reviews: the form's schema, the author's signature, and the write (worker/db/reviews.ts builds its batch,
// which holds only while every eligibility condition does: docs/decisions/012-accounts.md), then the cache bump.
import { z } from "zod";
import type { Locale } from "../../shared/locales.ts";
import type { AccountView } from "../../shared/account.ts";
import { REVIEW_FIELDS, REVIEW_LIMITS, type ReviewErrorKey, type ReviewErrors } from "../../shared/reviews.ts";
import { submittedText } from "../../shared/text-hygiene.ts";
import { writeReviewStatements } from "../db/reviews.ts";
import { bumpCacheVersion } from "../db/cache-version.ts";

export type ReviewInput = { reference: string; rating: number; title: string; text: string };
export type ParsedReview = { ok: true; input: ReviewInput } | { ok: false; errors: ReviewErrors };

const REFERENCE = /^[A-Za-z0-9-]{1,40}$/;

/** A text that fails with one key: required when empty, tooLong past `max`, or `format`'s own key. */
function field(max: number, format?: (value: string) => ReviewErrorKey | null, multiline = false) {
  return z.unknown().transform((raw, ctx) => {
    const value = submittedText(raw, { multiline });
    const problem = !value ? "required" : value.length > max ? "tooLong" : (format?.(value) ?? null);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return value;
  });
}

const schema = z.object({
  [REVIEW_FIELDS.item]: field(40, (v) => (REFERENCE.test(v) ? null : "item")),
  [REVIEW_FIELDS.rating]: field(1, (v) => (/^[1-5]$/.test(v) ? null : "rating")).transform(Number),
  [REVIEW_FIELDS.title]: field(REVIEW_LIMITS.title),
  [REVIEW_FIELDS.text]: field(REVIEW_LIMITS.text, undefined, true),
});

/** The review form's fields (form post or JSON); refusals come back by field name as message keys (review.errors.*). */
export function parseReviewForm(raw: unknown): ParsedReview {
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const result = schema.safeParse(Object.fromEntries(Object.values(REVIEW_FIELDS).map((name) => [name, body[name]])));
  if (result.success) {
    const d = result.data;
    return {
      ok: true,
      input: {
        reference: d[REVIEW_FIELDS.item],
        rating: d[REVIEW_FIELDS.rating],
        title: d[REVIEW_FIELDS.title],
        text: d[REVIEW_FIELDS.text],
      },
    };
  }
  const errors: ReviewErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message as ReviewErrorKey;
  return { ok: false, errors };
}

/** "Layla H.": the first name and the last name's initial, as reviews are signed. */
export function authorName(account: Pick<AccountView, "firstName" | "lastName">): string {
  const initial = Array.from(account.lastName.trim())[0];
  return initial ? `${account.firstName.trim()} ${initial}.` : account.firstName.trim();
}

export type WriteReviewResult = { ok: true; activityId: number } | { ok: false };

/**
 * Writes the review of the traveller's item `input.reference` in one batch: the INSERT … SELECT carries every
 * eligibility condition (theirs, confirmed, not cancelled, started, not reviewed; the unique index on order_item_id
 * backs it), then the activity's count and average move only if that insert happened (changes() = 1), then its
 * search document's rating bits follow the new average. Refused (ok: false) when nothing was inserted. A written
 * review bumps the cache version (`site`'s), so the experience page shows it at once, not when its cached copy lapses.
 */
export async function writeReview(
  db: D1Database,
  site: KVNamespace,
  args: {
    account: Pick<AccountView, "id" | "firstName" | "lastName">;
    activityId: number;
    input: ReviewInput;
    locale: Locale;
    now: Date;
  },
): Promise<WriteReviewResult> {
  const { account, activityId, input, locale, now } = args;
  const review = {
    userId: account.id,
    reference: input.reference,
    activityId,
    rating: input.rating,
    title: input.title,
    text: input.text,
    authorName: authorName(account),
    locale,
  };
  const [inserted] = await db.batch(writeReviewStatements(db, review, now));
  if (inserted.meta.changes !== 1) return { ok: false };
  // The review is written whatever happens next: a failed bump only leaves cached pages without it for a while.
  await bumpCacheVersion(site).catch((e) => console.error("cache version not bumped after a review", e));
  return { ok: true, activityId };
}
