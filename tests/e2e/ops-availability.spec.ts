// A supplier stops sale in the console and the experience page's calendar shows it at once, in English and Arabic:
// one departure closed says "not available" among the day's times; the whole day closed is a day the calendar will
// not open; reopened, it sells again. The day is chosen from the data (a day the calendar offers, whose departures are
// all on sale, with an option running at two times or more, four weeks after the console's today), never from the
// test's clock; each locale works on its own supplier's activities, so the two can run at once.
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { signInAsStaff } from "./staff.ts";
import { addDays } from "../../shared/dates.ts";

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-availability";

type Choice = { activityId: number; href: string; date: string; slotId: number };

/**
 * The first of the supplier's activities with a day as the journey needs it, read from the console and the API. The
 * days looked at are four weeks after the console's today, where journeys that book take the first days offered.
 */
async function chooseDay(page: Page, prefix: string): Promise<Choice> {
  await page.goto(`${prefix}/ops/availability`);
  const ids = await page
    .getByTestId("availability-activity")
    .locator("option:not([disabled])")
    .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
  const today = (await page.getByTestId("availability-from").getAttribute("min"))!;
  const from = addDays(today, 28);
  const to = addDays(from, 6);
  for (const id of ids) {
    await page.goto(`${prefix}/ops/availability?activity=${id}&from=${from}&to=${to}`);
    if ((await page.getByTestId("availability-view").getAttribute("data-bookable")) !== "true") continue;
    const api = await page.request.get(`/api/activities/${id}/availability?from=${from}&to=${to}`);
    const offered = new Set(((await api.json()) as { days: { date: string }[] }).days.map((d) => d.date));
    for (const day of await page.getByTestId("ops-day").all()) {
      const date = (await day.getAttribute("data-date"))!;
      if (!offered.has(date)) continue;
      if ((await day.locator('[data-testid="ops-departure"][data-closed="true"]').count()) > 0) continue;
      for (const option of await day.getByTestId("ops-option").all()) {
        const slots = option.getByTestId("ops-departure");
        if ((await slots.count()) < 2) continue;
        const slotId = Number(await slots.first().getAttribute("data-slot"));
        const href = (await page.getByTestId("availability-site-link").getAttribute("href"))!;
        return { activityId: id, href, date, slotId };
      }
    }
  }
  throw new Error("none of the supplier's activities has a day with an option at two times or more");
}

/** The experience page on `date` as a traveller sees it: another browser, no session, so the edge cache may answer. */
async function travellerSees(browser: Browser, baseURL: string, href: string, date: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`${href}?date=${date}`);
  const widget = page.getByTestId("booking-widget");
  await widget.scrollIntoViewIfNeeded();
  return { page, widget, day: widget.locator(`td[data-day="${date}"] button`), close: () => context.close() };
}

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: a supplier stops sale on a departure and on a day, and the calendar shows it`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAsStaff(page, {
      role: "supplier",
      locale,
      supplier: locale === "en" ? "first" : "second",
      next: "/ops/availability",
    });
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    const choice = await chooseDay(page, prefix);
    testInfo.annotations.push({ type: "chosen", description: JSON.stringify(choice) });
    const site = `${prefix}${choice.href.replace(/^\/ar/, "")}`;

    // Before: the traveller can choose the day, and the departure shows its price.
    let seen = await travellerSees(browser, baseURL!, site, choice.date);
    await expect(seen.day).toBeEnabled();
    await expect(seen.widget.getByTestId("not-available")).toHaveCount(0);
    await seen.close();

    // One departure closed: the day still opens, and that time says "not available" (not "sold out").
    const day = page.locator(`[data-testid="ops-day"][data-date="${choice.date}"]`);
    await day.locator(`[data-slot="${choice.slotId}"]`).getByTestId("departure-close").click();
    await expect(page.getByTestId("ops-ok")).toBeVisible();
    await expect(day.locator(`[data-slot="${choice.slotId}"]`)).toHaveAttribute("data-closed", "true");
    seen = await travellerSees(browser, baseURL!, site, choice.date);
    await expect(seen.day).toBeEnabled();
    const closedSlot = seen.widget.locator(`input[value="${choice.slotId}"]`);
    await expect(closedSlot).toBeDisabled();
    await expect(seen.widget.getByTestId("not-available")).toHaveText(locale === "ar" ? "غير متاح" : "Not available");
    await seen.close();

    // The whole day closed: the calendar will not open it, and the day says no option is available.
    await day.getByTestId("day-close").click();
    await expect(page.getByTestId("ops-ok")).toBeVisible();
    await expect(day).toHaveAttribute("data-closed", "true");
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/availability-${locale}-${width}-top.png` });
      await day.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: `${SHOTS}/availability-${locale}-${width}-closed-day.png` });
    }
    seen = await travellerSees(browser, baseURL!, site, choice.date);
    await expect(seen.day).toBeDisabled();
    await expect(seen.widget.getByTestId("no-option")).toBeVisible();
    await seen.page.setViewportSize({ width: 390, height: 844 });
    await seen.widget.scrollIntoViewIfNeeded();
    await seen.page.screenshot({ path: `${SHOTS}/experience-closed-${locale}-390.png` });
    await seen.close();

    // Reopened: the day and the departure are on sale again.
    await page.setViewportSize({ width: 1366, height: 900 });
    await day.getByTestId("day-open").click();
    await expect(page.getByTestId("ops-ok")).toBeVisible();
    await expect(day).toHaveAttribute("data-closed", "false");
    await expect(day.locator('[data-testid="ops-departure"][data-closed="true"]')).toHaveCount(0);
    seen = await travellerSees(browser, baseURL!, site, choice.date);
    await expect(seen.day).toBeEnabled();
    await expect(seen.widget.locator(`input[value="${choice.slotId}"]`)).toBeEnabled();
    await expect(seen.widget.getByTestId("not-available")).toHaveCount(0);
    await seen.close();
  });
}
