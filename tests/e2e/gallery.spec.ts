// The experience gallery on a 390 px phone, English and Arabic: every photo reachable in the strip, the viewer opening
// at the tapped photo, arrow keys and swipes moving in the page's reading direction (in Arabic "next" is ArrowLeft and
// a swipe to the right), Home and End, and Escape closing it with focus back on the photo. The experience is the
// listing's one with the most photos, not a named one.
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, focusIntoIsland } from "./fixtures.ts";
import { LOCALES } from "./booking-steps.ts";
import type { ActivityCard } from "../../shared/catalogue.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function mostPhotographed(request: APIRequestContext): Promise<{ path: string; photos: number }> {
  const items = (
    (await (await request.get("/things-to-do/_payload.json")).json()) as { results: { items: ActivityCard[] } }
  ).results.items;
  const counted = await Promise.all(
    items.slice(0, 8).map(async (a) => {
      const path = `/things-to-do-in-${a.city.slug}/${a.slug}`;
      const detail = (await (await request.get(`${path}/_payload.json`)).json()) as { activity: { images: unknown[] } };
      return { path, photos: detail.activity.images.length };
    }),
  );
  const best = counted.sort((a, b) => b.photos - a.photos || a.path.localeCompare(b.path))[0]!;
  expect(best.photos, "an experience with several photos").toBeGreaterThanOrEqual(3);
  return best;
}

const viewerIndex = (page: Page) => page.getByTestId("viewer-counter").getAttribute("data-index").then(Number);

/** A horizontal drag across the viewer's photo by `dx` px (positive: to the right). */
async function swipe(page: Page, dx: number): Promise<void> {
  const box = (await page.getByTestId("viewer-track").boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(x + (dx * step) / 5, y);
  await page.mouse.up();
}

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: every photo on a phone, and the full-screen viewer in the reading direction`, async ({
    page,
    request,
    consoleProblems,
  }) => {
    const { path, photos } = await mostPhotographed(request);
    const [next, back] = locale === "ar" ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];
    await page.goto(`${prefix}${path}`);
    const gallery = page.getByTestId("gallery");
    await focusIntoIsland(page, "GalleryViewer");
    await expect(gallery.locator("xpath=..")).toHaveAttribute("data-hydrated", "true");
    const links = page.getByTestId("gallery-photo");
    await expect(links).toHaveCount(photos);

    // Every photo can be brought on screen in the strip, and the counter follows.
    for (let i = 0; i < photos; i++) {
      await links.nth(i).scrollIntoViewIfNeeded();
      await expect(links.nth(i)).toBeInViewport({ ratio: 0.8 });
      await expect(page.getByTestId("gallery-counter")).toHaveText(new RegExp(`^${i + 1}\\D+${photos}$`));
    }
    // In Arabic the strip runs right to left: the second photo lies to the left of the first.
    const [first, second] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
    expect(locale === "ar" ? second.x < first.x : second.x > first.x).toBe(true);

    // Tapping the second photo opens the viewer on it.
    await links.nth(1).scrollIntoViewIfNeeded();
    await links.nth(1).click();
    const viewer = page.getByTestId("gallery-viewer");
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute("aria-modal", "true");
    expect(await viewerIndex(page)).toBe(1);
    await expect(page.getByTestId("viewer-image")).toBeInViewport();

    // Keys: "next" is the reading direction's arrow.
    await page.keyboard.press(next);
    await expect.poll(() => viewerIndex(page)).toBe(2);
    await expect(page.getByTestId("viewer-image")).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press(back);
    await page.keyboard.press(back);
    await expect.poll(() => viewerIndex(page)).toBe(0);
    await page.keyboard.press("End");
    await expect.poll(() => viewerIndex(page)).toBe(photos - 1);
    await expect(page.getByTestId("viewer-image")).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("Home");
    await expect.poll(() => viewerIndex(page)).toBe(0);

    // Swipes: towards the next photo is leftwards in English, rightwards in Arabic; a short drag is no swipe.
    const towardsNext = locale === "ar" ? 160 : -160;
    await swipe(page, towardsNext);
    await expect.poll(() => viewerIndex(page)).toBe(1);
    await swipe(page, towardsNext / 8);
    await page.waitForTimeout(200);
    expect(await viewerIndex(page)).toBe(1);
    await swipe(page, -towardsNext);
    await expect.poll(() => viewerIndex(page)).toBe(0);
    await page.screenshot({ path: `test-results/gallery-viewer-${locale}.png` });

    // Escape closes it and focus returns to the photo that opened it.
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(links.nth(1)).toBeFocused();
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: before JavaScript every photo links to its large version`, async ({ browser, request }) => {
    const { path, photos } = await mostPhotographed(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${prefix}${path}`);
    const hrefs = await page
      .getByTestId("gallery-photo")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs).toHaveLength(photos);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/img\/w_1536,/);
      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^image\//);
    }
    await context.close();
  });
}
