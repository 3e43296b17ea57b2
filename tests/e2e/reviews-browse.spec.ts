// Browsing an experience's reviews in Chromium, English and Arabic: every review reached once by paging, lowest first,
// only five stars (in place with JavaScript, and as plain links without it), and the demo traveller, signed in, invited
// to review an experience they have done. The experience is the listing's one with the most reviews, not a named one.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test, expect, focusIntoIsland } from "./fixtures.ts";
import { LOCALES, copy } from "./booking-steps.ts";
import { ownAddress, signIn } from "./account-steps.ts";
import type { ActivityCard } from "../../shared/catalogue.ts";

const DEMO = { email: "traveller@rihla.example", password: "rihla-demo-2026" };

/** The experience on the first listing page with the most reviews (more than one page of them), by slug on ties. */
async function mostReviewed(request: APIRequestContext): Promise<{ path: string; reviewCount: number }> {
  const res = await request.get("/things-to-do/_payload.json");
  const items = ((await res.json()) as { results: { items: ActivityCard[] } }).results.items;
  const best = [...items].sort((a, b) => b.reviewCount - a.reviewCount || a.slug.localeCompare(b.slug))[0]!;
  expect(best.reviewCount, "an experience with more than one page of reviews").toBeGreaterThan(10);
  return { path: `/things-to-do-in-${best.city.slug}/${best.slug}`, reviewCount: best.reviewCount };
}

const reviews = (page: Page) => page.getByTestId("review").locator("article");
const ids = (list: Locator) => list.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-review-id")!));
const ratings = async (list: Locator) =>
  (await list.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-rating")!))).map(Number);

async function openReviews(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("#reviews").scrollIntoViewIfNeeded();
  await focusIntoIsland(page, "ReviewBrowser");
  await expect(page.getByTestId("review-browser")).toHaveAttribute("data-hydrated", "true");
}

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: page through every review, sort lowest first, filter five stars`, async ({
    page,
    request,
    consoleProblems,
  }) => {
    const { path, reviewCount } = await mostReviewed(request);
    await openReviews(page, `${prefix}${path}`);

    // Every page in turn: each review exactly once, as many as the experience has.
    const seen: string[] = [];
    for (let n = 1; ; n++) {
      const onPage = await ids(reviews(page));
      expect(onPage.length).toBeGreaterThan(0);
      seen.push(...onPage);
      const next = page.getByTestId("review-page-next");
      if (!(await next.isVisible())) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`reviews_page=${n + 1}#reviews$`));
      await expect(page.locator('[data-testid="review-pages"] [aria-current="page"]')).toHaveText(String(n + 1));
      await expect.poll(() => ids(reviews(page))).not.toEqual(onPage);
    }
    expect(seen.length).toBe(reviewCount);
    expect(new Set(seen).size).toBe(reviewCount);

    // Lowest first: back to page one, ratings never falling.
    await page.getByTestId("review-sort").selectOption("lowest");
    await expect(page).toHaveURL(/reviews_sort=lowest#reviews$/);
    await expect(page).not.toHaveURL(/reviews_page=/);
    await expect
      .poll(async () => {
        const lowest = await ratings(reviews(page));
        return lowest.join() === [...lowest].sort((a, b) => a - b).join() && lowest[0]! < 5;
      })
      .toBe(true);

    // Five stars only: as many as the breakdown's row says, every one a five.
    const fives = Number(await page.getByTestId("filter-stars-5").locator("span").last().textContent());
    await page.getByTestId("filter-stars-5").click();
    await expect(page).toHaveURL(/stars=5/);
    await expect(page.getByTestId("filter-stars-5")).toHaveAttribute("aria-current", "true");
    await expect.poll(async () => new Set(await ratings(reviews(page)))).toEqual(new Set([5]));
    expect(await reviews(page).count()).toBe(Math.min(10, fives));
    await page.getByTestId("section-reviews").screenshot({ path: `test-results/reviews-browse-${locale}.png` });
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: the reviews hydrate as the server drew them, and the last page counts its own`, async ({
    page,
    request,
    consoleProblems,
  }) => {
    const { path, reviewCount } = await mostReviewed(request);
    await page.goto(`${prefix}${path}`);
    const island = page.locator('[data-island="ReviewBrowser"]');
    // The reviews travel once, as HTML: the props the browser hydrates with leave them out.
    const props = await island.evaluate((el) =>
      JSON.parse(document.getElementById(`${(el as HTMLElement).dataset.islandId}-props`)!.textContent!),
    );
    expect(props.initial.reviews).toBeNull();
    expect(props.initial.total).toBe(reviewCount);
    const first = await ids(reviews(page));
    expect(first.length).toBe(10);
    const summary = await page.getByTestId("review-summary").textContent();
    await reviews(page)
      .first()
      .evaluate((el) => ((el as HTMLElement & { kept?: boolean }).kept = true));
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    await focusIntoIsland(page, "ReviewBrowser");
    // The same elements, and the same "Showing 1–10 of N", once hydrated.
    expect(
      await reviews(page)
        .first()
        .evaluate((el) => (el as HTMLElement & { kept?: boolean }).kept),
    ).toBe(true);
    expect(await ids(reviews(page))).toEqual(first);
    await expect(page.getByTestId("review-summary")).toHaveText(summary!);
    // The last page, reached in place: its own reviews, and a range that ends at the total.
    const last = Math.ceil(reviewCount / 10);
    await page.locator(`[data-testid="review-pages"] a[aria-label]`).last().click();
    await expect(page.locator('[data-testid="review-pages"] [aria-current="page"]')).toHaveText(String(last));
    await expect.poll(() => ids(reviews(page))).not.toEqual(first);
    expect(await reviews(page).count()).toBe(reviewCount - (last - 1) * 10);
    // "Showing 21–24 of 24" / "عرض 21–24 من أصل 24 تقييمًا": the range ends at the total.
    await expect(page.getByTestId("review-summary")).toContainText(`${(last - 1) * 10 + 1}–${reviewCount}`);
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: without JavaScript the filters, sort and pages are plain links and a form`, async ({
    browser,
    request,
  }) => {
    const { path } = await mostReviewed(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}${path}`);
    await page.getByTestId("filter-stars-5").click();
    await expect(page).toHaveURL(/stars=5#reviews$/);
    expect(new Set(await ratings(reviews(page)))).toEqual(new Set([5]));
    await page.getByTestId("review-sort").selectOption("lowest");
    await page.getByRole("button", { name: copy(locale, "reviewList.apply") }).click();
    await expect(page).toHaveURL(/stars=5&reviews_sort=lowest#reviews$|reviews_sort=lowest.*stars=5/);
    expect(new Set(await ratings(reviews(page)))).toEqual(new Set([5]));
    await context.close();
  });

  test(`${locale}: the demo traveller is invited to review an experience they did`, async ({ page }) => {
    test.setTimeout(60_000);
    await ownAddress(page);
    await signIn(page, prefix, DEMO.email, DEMO.password);
    await expect(page).not.toHaveURL(/\/auth\/login/);
    // Their reviewable bookings, as the review page lists them; the middle one (other journeys write the first and last).
    const res = await page.request.get(`${prefix}/reviews/new/_payload.json`);
    const choices = ((await res.json()) as { mode: string; items: { activityHref: string }[] }).items;
    expect(choices.length, "the demo traveller has past bookings to review").toBeGreaterThan(1);
    const href = choices[Math.floor(choices.length / 2)]!.activityHref;

    await openReviews(page, href);
    const invite = page.getByTestId("review-invite");
    await expect(invite).toBeVisible();
    await expect(invite).toContainText(copy(locale, "reviewList.eligibleTitle"));
    await expect(invite.getByTestId("write-review")).toHaveAttribute(
      "href",
      new RegExp(`${prefix}/reviews/new\\?activity=`),
    );
    await page.getByTestId("section-reviews").screenshot({ path: `test-results/reviews-invite-${locale}.png` });

    // Signed out (another browser), the same page only has the plain link.
    const anonymous = await page.context().browser()!.newPage();
    await openReviews(anonymous, href);
    await expect(anonymous.getByTestId("write-review")).toBeVisible();
    await expect(anonymous.getByTestId("review-invite")).toHaveCount(0);
    await anonymous.close();
  });
}
