// The experience page on a phone and on a wide screen, in both locales: the price and "Check availability" in the
// first screen, the link bringing the booking widget into view and focus (with and without JavaScript), folded
// sections opening by tap and by #hash, the meeting-point map loading through the optimiser with "Show on map" kept,
// the sticky booking bar once past the widget, and the sticky aside on wide screens.
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { LOCALES, copy } from "./booking-steps.ts";
import type { ActivityCard, ActivityDetail } from "../../shared/catalogue.ts";

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };

/** A bookable experience with a meeting-point map, found through a city listing's and detail pages' public data. */
async function mappedExperience(request: APIRequestContext, prefix: string): Promise<string> {
  const cityPath = `${prefix}/things-to-do-in-dubai`;
  const listing = (await (await request.get(`${cityPath}/_payload.json`)).json()) as {
    results: { items: ActivityCard[] };
  };
  for (const card of listing.results.items) {
    const href = `${cityPath}/${card.slug}`;
    const detail = (await (await request.get(`${href}/_payload.json`)).json()) as {
      activity: ActivityDetail;
      booking: { firstAvailable: string | null };
    };
    if (
      detail.activity.mapImage &&
      detail.booking.firstAvailable &&
      detail.activity.itinerary.length > 0 &&
      detail.activity.knowBefore.length > 0
    )
      return href;
  }
  throw new Error(`no bookable experience with a map on ${cityPath}`);
}

/** The element's box lies entirely within the first screen (the document's top `height` pixels). */
async function inFirstScreen(page: Page, testId: string, height: number): Promise<void> {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(box!.y + scrollY + box!.height, testId).toBeLessThanOrEqual(height);
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`experience page (${locale})`, () => {
    test("on a phone: price and 'Check availability' first, the widget on tap, folded sections, the map, the sticky bar", async ({
      page,
      consoleProblems,
    }) => {
      const path = await mappedExperience(page.request, prefix);
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await inFirstScreen(page, "detail-price", PHONE.height);
      await inFirstScreen(page, "check-availability-top", PHONE.height);
      await expect(page.getByTestId("detail-price")).toContainText(copy(locale, "catalogue.from"));
      await expect(page.getByTestId("check-availability-top")).toHaveText(copy(locale, "booking.checkAvailability"));
      // Nothing (the full-bleed sticky bar included) makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await page.getByTestId("check-availability-top").click();
      await expect(page).toHaveURL(/#booking$/);
      await expect(page.locator("#booking")).toBeInViewport({ ratio: 0.3 });
      await expect(page.locator("#booking")).toBeFocused();

      // A folded section: heading visible, content hidden until tapped.
      const itinerary = page.getByTestId("section-itinerary");
      await expect(itinerary.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(itinerary.locator("ol")).toBeHidden();
      await itinerary.locator("summary").click();
      await expect(itinerary.locator("ol")).toBeVisible();

      // The map through the optimiser, loaded; "Show on map" still links out.
      const map = page.getByTestId("meeting-point-map").locator("img");
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute("src", /^\/img\//);
      await expect
        .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.getByTestId("show-on-map")).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
      await expect(page.getByTestId("coordinates")).toHaveText(/^-?\d+\.\d{4}, -?\d+\.\d{4}$/);

      // Past the widget, the sticky bar says the price and "Check availability", and takes the traveller back.
      const bar = page.getByTestId("sticky-booking-bar");
      await expect(bar).toBeInViewport();
      await expect(bar).toContainText(copy(locale, "catalogue.from"));
      await bar.getByTestId("check-availability").click();
      await expect(page.locator("#booking")).toBeInViewport({ ratio: 0.3 });
      expect(consoleProblems).toEqual([]);
    });

    test("a link to a folded section's #hash opens it", async ({ page }) => {
      const path = await mappedExperience(page.request, prefix);
      await page.setViewportSize(PHONE);
      await page.goto(`${path}#know-before-you-go`);
      const section = page.getByTestId("section-know-before-you-go");
      await expect(section.locator("details")).toHaveAttribute("open", "");
      await expect(section.locator("ul")).toBeVisible();
      await expect(page.getByTestId("section-itinerary").locator("details")).not.toHaveAttribute("open", "");
    });

    test("without JavaScript, 'Check availability' still brings the booking widget into view", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
      const page = await context.newPage();
      const path = await mappedExperience(page.request, prefix);
      await page.goto(path);
      await inFirstScreen(page, "check-availability-top", PHONE.height);
      await page.getByTestId("check-availability-top").click();
      await expect(page.locator("#booking")).toBeInViewport({ ratio: 0.3 });
      await expect(page.locator("#booking form").first()).toBeVisible();
      await context.close();
    });

    test("on a wide screen: the booking aside stays in view and the long sections are open", async ({ page }) => {
      const path = await mappedExperience(page.request, prefix);
      await page.setViewportSize(WIDE);
      await page.goto(path);
      const aside = page.locator("#booking");
      await expect(aside).toBeInViewport();
      await expect(page.getByTestId("check-availability-top")).toBeHidden();
      await expect(page.getByTestId("section-itinerary").locator("details")).toHaveAttribute("open", "");
      await page.getByTestId("section-location").scrollIntoViewIfNeeded();
      await expect(aside).toBeInViewport();
      await expect(aside).toHaveCSS("position", "sticky");
      await expect(page.getByTestId("sticky-booking-bar")).toBeHidden();
    });
  });
}
