// Search in the browser: suggestions by keyboard, the results page, filters and sorting without a reload.
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SEARCH_PAGE_SIZE } from "../../worker/services/search.ts";

const LOCALES = [
  {
    prefix: "",
    typed: "dub",
    city: "Dubai",
    query: "safari",
    heading: "Results for “safari”",
    empty: "Hmm... No results found!",
  },
  {
    prefix: "/ar",
    typed: "دب",
    city: "دبي",
    query: "سفاري",
    heading: "نتائج البحث عن «سفاري»",
    empty: "لم نجد نتائج مطابقة لبحثك",
  },
];

for (const l of LOCALES) {
  test(`suggestions as you type, chosen with the keyboard (${l.prefix || "/en"})`, async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${l.prefix || "/"}`);
    await islandsHydrated(page);
    const box = page.locator("#hero-search");
    await box.fill(l.typed);
    const listbox = page.locator("#hero-search-listbox");
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole("option").first()).toContainText(l.city);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", "hero-search-option-0");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/things-to-do-in-dubai$`));
    expect(consoleProblems).toEqual([]);
  });

  test(`Enter opens the results page; filters and sorting update without a reload (${l.prefix || "/en"})`, async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${l.prefix || "/"}`);
    await islandsHydrated(page);
    await page.locator("#hero-search").fill(l.query);
    await page.locator("#hero-search").press("Enter");
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/search/${encodeURIComponent(l.query)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.heading);
    await islandsHydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    const unfiltered = Number(/\d+/.exec(await page.getByTestId("search-total").innerText())![0]);
    const options = page.locator('[data-testid^="facet-"] label');
    const counts = (await options.getByTestId("facet-count").allInnerTexts()).map(Number);
    const narrowing = counts.findIndex((n) => n > 0 && n < unfiltered);
    expect(narrowing, `a filter value with fewer than all ${unfiltered} results`).toBeGreaterThanOrEqual(0);
    const option = options.nth(narrowing);
    const param = await option.locator("input").getAttribute("name");
    const expected = counts[narrowing];
    const payload = page.waitForResponse((r) => r.url().includes("/_payload.json"));
    await option.locator("input").check();
    expect((await payload).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`\\?${param}=`));
    await expect(page.getByTestId("search-total")).toHaveText(new RegExp(`(^|\\D)${expected}(\\D|$)`));
    await expect(page.getByTestId("activity-card")).toHaveCount(Math.min(expected, SEARCH_PAGE_SIZE));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await page.locator('select[name="sort"]').selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId("activity-card").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price-asc/);
    expect(consoleProblems).toEqual([]);
  });

  test(`nothing found says so (${l.prefix || "/en"})`, async ({ page }) => {
    await page.goto(`${l.prefix}/search/zzqqxx`);
    await expect(page.getByTestId("no-results")).toContainText(l.empty);
  });
}
