// Discovery in the browser: a date and party chosen on the home page narrow the results and open the experience's
// calendar on that day; listings sort and filter like search; on a phone the filters live in a bottom sheet.
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { LOCALES, copy } from "./booking-steps.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import type { APIRequestContext, Page } from "@playwright/test";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The city with the most experiences (the home page lists them by count), found by property. */
async function biggestCity(request: APIRequestContext, prefix: string): Promise<string> {
  const home = (await (await request.get(`${prefix}/_payload.json`)).json()) as { cities: { slug: string }[] };
  return `${prefix}/things-to-do-in-${home.cities[0].slug}`;
}

const totalOf = async (page: Page) => Number(/\d+/.exec(await page.getByTestId("search-total").innerText())![0]);

for (const { locale, prefix } of LOCALES) {
  for (const [device, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`a date and party on the home page narrow the results and open the calendar on that day (${locale}, ${device})`, async ({
      page,
      consoleProblems,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const day = addDays(todayInGulf(), 9);
      await page.goto(prefix || "/");
      await islandsHydrated(page);
      await page.locator("#hero-search-when-date").fill(day);
      await page.locator("#hero-search-when-guests").selectOption("3");
      await page
        .locator("#hero-search")
        .locator("xpath=ancestor::form")
        .getByRole("button", { name: copy(locale, "search.submit") })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/things-to-do\\?date=${day}&guests=3$`));
      await expect(page.getByTestId("when-chip")).toBeVisible();
      const card = page.getByTestId("activity-card").first();
      await expect(card).toContainText(copy(locale, "catalogue.priceOn"));
      if (device === "phone")
        expect((await card.boundingBox())!.y, "first result within the first screen").toBeLessThan(PHONE.height);
      await islandsHydrated(page);
      await card.locator("a").first().click();
      await expect(page).toHaveURL(new RegExp(`date=${day}&guests=3`));
      await expect(page.getByTestId("booking-widget").locator(`td[data-day="${day}"]`)).toHaveAttribute(
        "aria-selected",
        "true",
      );
      expect(consoleProblems).toEqual([]);
    });
  }

  test(`a city listing sorts by price and filters with counts, in place (${locale})`, async ({
    page,
    request,
    consoleProblems,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(await biggestCity(request, prefix));
    await islandsHydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const unfiltered = await totalOf(page);
    await page.locator('select[name="sort"]').selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    const options = page.locator('[data-testid^="facet-"] label');
    const counts = (await options.getByTestId("facet-count").allInnerTexts()).map(Number);
    const narrowing = counts.findIndex((n) => n > 0 && n < unfiltered);
    expect(narrowing).toBeGreaterThanOrEqual(0);
    await options.nth(narrowing).locator("input").check();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId("search-total")).toHaveText(new RegExp(`(^|\\D)${counts[narrowing]}(\\D|$)`));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(consoleProblems).toEqual([]);
  });

  test(`on a phone, the first result of listings and search is on the first screen (${locale})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    for (const path of [await biggestCity(request, prefix), `${prefix}/things-to-do`, `${prefix}/search/desert`]) {
      await page.goto(path, { waitUntil: "load" });
      const first = await page.getByTestId("activity-card").first().boundingBox();
      expect(first!.y, `first result of ${path} within the first screen`).toBeLessThan(PHONE.height);
    }
  });

  test(`on a phone, filters open in a bottom sheet that says how many results it will show (${locale})`, async ({
    page,
    request,
    consoleProblems,
  }) => {
    test.slow(); // many steps on a shared two-core machine
    await page.setViewportSize(PHONE);
    const city = await biggestCity(request, prefix);
    await page.goto(city);
    await islandsHydrated(page);
    const sheet = page.getByTestId("filter-sheet");
    await expect(sheet).toBeHidden();
    const opener = page.getByTestId("filters-button");
    await opener.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("button", { name: copy(locale, "discovery.closeFilters") })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    const unfiltered = await totalOf(page);
    const options = sheet.locator('[data-testid^="facet-"] label');
    const counts = (await options.getByTestId("facet-count").allInnerTexts()).map(Number);
    const narrowing = counts.findIndex((n) => n > 1 && n < unfiltered);
    await options.nth(narrowing).locator("input").check();
    const show = page.getByTestId("sheet-show");
    await expect(show).toHaveText(new RegExp(`(^|\\D)${counts[narrowing]}(\\D|$)`));
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId("search-total")).toHaveText(new RegExp(`(^|\\D)${counts[narrowing]}(\\D|$)`));
    await expect(opener).toContainText("1");
    expect(consoleProblems).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the phone filter sheet opens, applies and says how many results it shows", async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await page.goto(await biggestCity(request, ""));
    const sheet = page.getByTestId("filter-sheet");
    await expect(sheet).toBeHidden();
    await page.getByTestId("filters-button").click();
    await expect(sheet).toBeVisible();
    const option = sheet.locator('[data-testid="facet-duration"] label').first();
    const count = Number(await option.getByTestId("facet-count").innerText());
    await option.locator("input").check();
    await page.getByTestId("sheet-show").click();
    await expect(page).toHaveURL(/duration=/);
    await expect(page.getByTestId("search-total")).toHaveText(new RegExp(`(^|\\D)${count}(\\D|$)`));
    await expect(page.getByTestId("sheet-show")).toHaveText(new RegExp(`(^|\\D)${count}(\\D|$)`));
  });
});
