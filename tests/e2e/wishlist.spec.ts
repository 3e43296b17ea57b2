// Wishlist and share, in both locales: a heart saved while signed out shows on the wishlist page, moves to the
// account at sign-in (and stays there in a fresh browser), and Share uses the Web Share API or copies the link.
import type { Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { LOCALES, copy, copyWith } from "./booking-steps.ts";
import { ownAddress, signIn } from "./account-steps.ts";
import { createAccount } from "./accounts.ts";

/** The toast on screen that says `text` (the toasts' live region says it too, for screen readers, out of sight). */
const shownToast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function wishlistReady(page: Page) {
  await islandsHydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-wishlist", "ready");
}

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: a heart saved signed out follows the traveller into their account`, async ({
    page,
    browser,
    request,
  }) => {
    await ownAddress(page);
    await page.goto(`${prefix}/things-to-do`);
    await wishlistReady(page);
    const card = page.getByTestId("activity-card").first();
    const heart = card.getByTestId("wishlist-heart");
    const id = await heart.getAttribute("data-wishlist");
    const title = (await card.locator("h3 a").textContent())!.trim();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(shownToast(page, copy(locale, "wishlist.saved"))).toBeVisible();
    await expect(page.getByTestId("wishlist-count").first()).toHaveText(/1|١/);
    // A fresh page (cached for everyone, every heart drawn off) shows this heart on, its label saying so, and no other.
    await page.reload();
    await wishlistReady(page);
    await expect(page.locator(`[data-wishlist="${id}"]`).first()).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(`[data-wishlist="${id}"]`).first()).toHaveAttribute(
      "aria-label",
      copyWith(locale, "wishlist.unsave", { title }),
    );
    await expect(page.locator('[data-wishlist][aria-pressed="true"]')).toHaveCount(1);
    await expect(page.getByTestId("wishlist-count").first()).toHaveText(/1|١/);

    await page.goto(`${prefix}/wishlist`);
    await wishlistReady(page);
    await expect(page.getByTestId("wishlist-items")).toContainText(title);

    // The traveller has an account (made through the sign-up form's request and the emailed link, not the pages) and signs in with the form.
    const { email, password } = await createAccount(request, "wish", locale);
    await signIn(page, prefix, email, password);
    await expect(page).toHaveURL(new RegExp(`${prefix}/account(\\?|$)`));
    // The first page with the signed-in cookie moved the local list to the account and cleared it.
    await wishlistReady(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rihla:wishlist"))).toBeNull();
    await page.goto(`${prefix}/wishlist`);
    await expect(page.locator(`input[name="activityId"][value="${id}"]`)).toHaveCount(1);

    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await fresh.newPage();
    await signIn(other, prefix, email, password);
    await expect(other).toHaveURL(new RegExp(`${prefix}/account`));
    await other.goto(`${prefix}/wishlist`);
    await expect(other.getByTestId("wishlist-items")).toContainText(title);
    // Removing it there empties the list.
    await wishlistReady(other);
    await other.getByTestId("wishlist-remove").first().click();
    await expect(other.getByTestId("wishlist-empty")).toBeVisible();
    await fresh.close();
  });

  test(`${locale}: a heart tapped before the saved list has been read toggles its real state`, async ({
    page,
    signedIn,
  }) => {
    await ownAddress(page);
    await signedIn(locale);
    // The home page's cards are not inside an island, so the tap reaches the hearts' handler at once (an island would
    // hold it until hydrated, and by then the list would have been read).
    await page.goto(`${prefix}/`);
    await wishlistReady(page);
    const id = await page.getByTestId("wishlist-heart").first().getAttribute("data-wishlist");
    const heart = page.locator(`[data-wishlist="${id}"]`).first();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    // On the next page the account's list answers late, and the tap comes first, on a heart still drawn off.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/wishlist/", async (route) => {
      if (route.request().method() === "GET") await held;
      await route.continue();
    });
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    answer();
    await expect(shownToast(page, copy(locale, "wishlist.removed"))).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await page.unroute("**/api/wishlist/");
    await page.reload();
    await wishlistReady(page);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });

  test(`${locale}: share copies the canonical link, or hands it to the Web Share API`, async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`${prefix}/things-to-do`);
    await page.getByTestId("activity-card").first().locator("h3 a").click();
    await wishlistReady(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toContain(`${prefix}/`);
    await page.getByTestId("share-button").click();
    await expect(shownToast(page, copy(locale, "wishlist.linkCopied"))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.reload();
    await wishlistReady(page);
    await page.getByTestId("share-button").click();
    const shared = await page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared);
    const data = (await shared.jsonValue()) as ShareData;
    expect(data.url).toBe(canonical);
    expect(data.title).toBe((await page.getByRole("heading", { level: 1 }).textContent())!.trim());
  });
}
