// The booking journeys in both locales: add to cart → cart → checkout → the sandbox payment page with each test card
// → the right result page; pay later; a partial booking; adding to the cart with JavaScript switched off.
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import {
  LOCALES,
  addToCart,
  bookableExperience,
  checkoutFromCart,
  copy,
  demoActivities,
  payWith,
} from "./booking-steps.ts";

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`${locale}: booking`, () => {
    // Whole journeys through several pages, a payment page and the suppliers.
    test.describe.configure({ timeout: 90_000 });
    test(`add to cart, check out and pay with the success card: Booked Successfully`, async ({
      page,
      request,
      consoleProblems,
    }, testInfo) => {
      const path = await bookableExperience(
        request,
        demoActivities({ refuses: false, confirmation: "instant" }),
        index * 7,
      );
      await addToCart(page, prefix, path);
      await checkoutFromCart(page, prefix, "now");
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=`), { timeout: 15_000 });
      await expect(page.getByTestId("checkout-result")).toContainText(copy(locale, "results.successTitle"));
      await expect(page.getByTestId("item-reference").first()).not.toBeEmpty();
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      // The cart was emptied by the booking, and the header says so.
      await expect(page.getByTestId("cart-count")).toHaveCount(0);
      expect(consoleProblems).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test(`the decline card ends on the payment-failed page, whose Try Again returns to checkout`, async ({
      page,
      request,
    }, testInfo) => {
      const path = await bookableExperience(
        request,
        demoActivities({ refuses: false, confirmation: "instant" }),
        index * 7 + 2,
      );
      await addToCart(page, prefix, path);
      await checkoutFromCart(page, prefix, "now");
      await payWith(page, SANDBOX_CARDS.decline);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/error\\?order=`), { timeout: 15_000 });
      await expect(page.getByTestId("payment-failed")).toContainText(copy(locale, "results.paymentFailed"));
      await page.getByTestId("try-again").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test(`the authorise-only card puts the booking on hold`, async ({ page, request }, testInfo) => {
      const path = await bookableExperience(
        request,
        demoActivities({ refuses: false, confirmation: "instant" }),
        index * 7 + 4,
      );
      await addToCart(page, prefix, path);
      await checkoutFromCart(page, prefix, "now");
      await payWith(page, SANDBOX_CARDS.authoriseOnly);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/on_hold\\?order=`), { timeout: 15_000 });
      await expect(page.getByTestId("checkout-result")).toContainText(copy(locale, "results.onHoldTitle"));
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test(`Book Now, Pay Later reserves without a payment page`, async ({ page, request }, testInfo) => {
      const path = await bookableExperience(
        request,
        demoActivities({ refuses: false, confirmation: "instant" }),
        index * 7 + 6,
      );
      await addToCart(page, prefix, path);
      await checkoutFromCart(page, prefix, "later");
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=`), { timeout: 15_000 });
      await expect(page.getByTestId("checkout-result")).toContainText(copy(locale, "results.payLaterTitle"));
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test(`a refusing supplier makes a partial booking, with a retry of the refused item`, async ({
      page,
      request,
    }, testInfo) => {
      const refused = await bookableExperience(
        request,
        demoActivities({ refuses: true, confirmation: "instant" }),
        index,
      );
      const fine = await bookableExperience(
        request,
        demoActivities({ refuses: false, confirmation: "instant" }),
        index * 7 + 8,
      );
      await addToCart(page, prefix, refused);
      await addToCart(page, prefix, fine);
      await checkoutFromCart(page, prefix, "now");
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=`), { timeout: 15_000 });
      await expect(page.getByTestId("checkout-result")).toContainText(copy(locale, "results.partialTitle"));
      await page.getByRole("button", { name: copy(locale, "results.retry") }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/cart`));
      await expect(page.getByTestId("cart-item")).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test(`adds to the cart with JavaScript switched off`, async ({ browser, request }, testInfo) => {
      const path = await bookableExperience(
        request,
        demoActivities({ refuses: false, confirmation: "instant" }),
        index * 7 + 10,
      );
      const page = await noScriptPage(browser);
      await page.goto(`${prefix}${path}`);
      await page.getByTestId("add-to-cart").click();
      await page.goto(`${prefix}/cart`);
      await expect(page.getByTestId("cart-item")).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
      await page.context().close();
    });
  });
}

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}
