// Writing a verified review in Chromium, English and Arabic: the demo traveller signs in from the review page, picks a
// past booking (English the first by reference, Arabic the last, so parallel runs never take the same one), goes to
// its experience, follows "Write a Review", gives stars, a title and a text, and sees the review first on the
// experience page with the verified mark and the review count one higher.
import { test, expect } from "./fixtures.ts";
import en from "../../client/i18n/en.json" with { type: "json" };
import ar from "../../client/i18n/ar.json" with { type: "json" };
import { escapeRegExp } from "../fixtures/regexp.ts";

const STRINGS = { en, ar } as const;
const DEMO = { email: "traveller@rihla.example", password: "rihla-demo-2026" };

for (const locale of ["en", "ar"] as const) {
  const t = STRINGS[locale].review;
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: write a review of a past booking and see it, verified, on the experience page`, async ({
    page,
    request,
    consoleProblems,
  }) => {
    test.setTimeout(90_000);
    // Signed out, the review page asks to sign in and comes back.
    await page.goto(`${prefix}/reviews/new`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login\\?next=`));
    const form = page.getByTestId("sign-in-form");
    await form.locator('input[name="email"]').fill(DEMO.email);
    await form.locator('input[name="password"]').fill(DEMO.password);
    await page.getByTestId("sign-in-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/reviews/new$`));

    // Every past booking not yet reviewed, by reference: English takes the first, Arabic the last.
    const choices = page.getByTestId("review-choice");
    await expect(choices.first()).toBeVisible();
    const references = await choices.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-reference")!));
    expect(references.length, "the demo traveller has past bookings left to review").toBeGreaterThan(1);
    expect([...references].sort()).toEqual(references);
    const reference = locale === "en" ? references[0]! : references.at(-1)!;
    await page.locator(`[data-reference="${reference}"] a`).click();
    await expect(page.locator('input[name="item"]')).toHaveValue(reference);

    // Its experience page, as anyone sees it, and its count before.
    const activityLink = page.getByTestId("review-page").locator("a").first();
    const href = (await activityLink.getAttribute("href"))!;
    const countOf = async () =>
      ((await (await request.get(`${href}/_payload.json`)).json()) as { activity: { reviewCount: number } }).activity
        .reviewCount;
    const before = await countOf();
    await page.goto(href);
    await page.getByTestId("write-review").click();
    await expect(page).toHaveURL(/\/reviews\/new\?activity=/);
    await expect(page.locator('input[name="item"]')).toHaveValue(reference);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.heading);

    // Sending it empty keeps the traveller on the form with the messages.
    await page.getByTestId("review-submit").click();
    await expect(page.getByTestId("field-error").first()).toBeVisible();
    await expect(page.getByTestId("form-alert")).toHaveText(t.fixErrors);

    const title = locale === "en" ? `Sunset worth the drive ${reference}` : `غروب يستحق الرحلة ${reference}`;
    await page.locator('label[for="review-rating-4"]').click();
    await expect(page.locator("#review-rating-4")).toBeChecked();
    await page.locator('input[name="title"]').fill(title);
    await page
      .locator('textarea[name="text"]')
      .fill(
        locale === "en"
          ? "Friendly guide, good pace, and the views were wonderful."
          : "مرشد ودود وإيقاع مريح، والمناظر كانت رائعة.",
      );
    await page.getByTestId("review-submit").click();

    // Back on the experience's reviews: the new one first, verified, and the count one higher.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}#reviews$`));
    const first = page.getByTestId("review").first();
    await expect(first).toContainText(title);
    await expect(first.getByTestId("verified-booking")).toHaveText(new RegExp(t.verified));
    expect(await countOf()).toBe(before + 1);
    await page.getByTestId("section-reviews").screenshot({ path: `test-results/reviews-${locale}.png` });

    // The same booking cannot be reviewed twice.
    await page.goto(`${prefix}/reviews/new?item=${reference}`);
    await expect(page.getByTestId("review-none")).toHaveAttribute("data-reason", "reviewed");
    // The 422 of the deliberately incomplete form is the only thing the console may report.
    expect(consoleProblems.filter((p) => !p.includes("status of 422"))).toEqual([]);
  });
}
