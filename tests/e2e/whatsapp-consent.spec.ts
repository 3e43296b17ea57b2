// Booking updates on WhatsApp after checkout (issue 31), in English and Arabic: a signed-in traveller books with the
// box ticked and turns the updates off from the account page; a guest books without it, opens the manage-booking link
// from the outbox and turns them on, then off. Each change is a plain form post that lands back on the switch.
import type { Page, TestInfo } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import {
  LOCALES,
  addToCart,
  cancellableExperience,
  checkoutFromCart,
  copy,
  copyWith,
  fillGuestDetails,
  payWith,
} from "./booking-steps.ts";
import { ownAddress, signUp } from "./account-steps.ts";
import { latestMail, linkIn } from "./outbox.ts";

/** Text as a reader sees it: no-break spaces and bidi isolates become plain spaces. */
const plain = (text: string | null) =>
  (text ?? "")
    .replace(/[\u00a0\u2066-\u2069]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The page at a phone's and a laptop's width, with no sideways scrolling, screenshotted at each. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${width}px`,
    ).toBe(true);
    await page.getByTestId("whatsapp-updates").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-full.png`), fullPage: true });
  }
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`booking updates on WhatsApp (${locale})`, () => {
    test("a signed-in traveller who asked for them at checkout turns them off on the account page", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(150_000);
      await ownAddress(page);
      const email = `wa-account-${locale}-${Date.now()}@example.com`;
      await signUp(page, request, prefix, email, "whatsapp-password-2026");
      await addToCart(page, prefix, await cancellableExperience(request, 90 + index * 7, 8));
      await page.goto(`${prefix}/cart`);
      await page.getByTestId("proceed").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await islandsHydrated(page);
      await fillGuestDetails(page, email);
      // Unticked until the traveller ticks it.
      await expect(page.getByTestId("whatsapp-updates")).not.toBeChecked();
      await page.getByTestId("whatsapp-updates").check();
      await page.getByTestId("pay-now").check();
      await page.getByTestId("pay-button").click();
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
      const orderId = new URL(page.url()).searchParams.get("order")!;

      await page.goto(`${prefix}/account`);
      const row = page.locator(`[data-testid="whatsapp-consent"][data-order="${orderId}"]`);
      await expect(row).toHaveAttribute("data-state", "on");
      await expect(row).toContainText("+971 50 123 4567");
      await expect(row.getByTestId("whatsapp-state")).toHaveText(copy(locale, "whatsappConsent.on"));
      await row.getByTestId("whatsapp-toggle").click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/account\\?whatsapp=off&order=${orderId}#whatsapp-updates$`));
      await expect(row).toHaveAttribute("data-state", "off");
      await expect(row.getByTestId("whatsapp-state")).toHaveText(copy(locale, "whatsappConsent.off"));
      expect(plain(await page.getByTestId("whatsapp-notice").textContent())).toBe(
        plain(copyWith(locale, "whatsappConsent.savedOff", { order: orderId })),
      );
      await shots(page, testInfo, `account-${locale}`);
    });

    test("a guest turns them on and off from the manage-booking link", async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      await ownAddress(page);
      const email = `wa-guest-${locale}-${Date.now()}@example.com`;
      await addToCart(page, prefix, await cancellableExperience(request, 95 + index * 7, 9));
      await checkoutFromCart(page, prefix, "now", email);
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
      const orderId = new URL(page.url()).searchParams.get("order")!;

      await page.goto(`${prefix}/manage-booking`);
      await page.getByTestId("manage-reference").fill(orderId);
      await page.getByTestId("manage-email").fill(email);
      await page.getByTestId("manage-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/manage-booking/sent$`));
      const manage = linkIn(await latestMail(request, email, "manage_link"), /^(\/ar)?\/manage-booking\/RH-/);
      await page.goto(manage);

      const row = page.getByTestId("whatsapp-consent");
      await expect(row).toHaveAttribute("data-order", orderId);
      await expect(row).toHaveAttribute("data-state", "off");
      await row.getByTestId("whatsapp-toggle").click();
      await expect(page).toHaveURL(`${manage}?whatsapp=on#whatsapp-updates`);
      await expect(row).toHaveAttribute("data-state", "on");
      await expect(page.getByTestId("whatsapp-notice")).toHaveAttribute("data-kind", "on");

      await row.getByTestId("whatsapp-toggle").click();
      await expect(page).toHaveURL(`${manage}?whatsapp=off#whatsapp-updates`);
      await expect(row).toHaveAttribute("data-state", "off");
      await expect(row.getByTestId("whatsapp-state")).toHaveText(copy(locale, "whatsappConsent.off"));
      await expect(page.getByTestId("whatsapp-notice")).toHaveAttribute("data-kind", "off");
      await shots(page, testInfo, `manage-${locale}`);
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });
  });
}
