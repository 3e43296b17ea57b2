// Nothing on the money path or in the accounts scrolls sideways or is cut off on a phone (390 and 320 px), in English
// and Arabic: every page in the states a traveller sees it (empty and full cart, promo codes, form errors, the payment
// page, each result page, the account pages). A failure names the page, the locale, the width and the elements that
// reach past the viewport (tests/e2e/sideways.ts). LAYOUT_SHOTS=/some/dir also saves each page at 390 and 1366 px.
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import {
  LOCALES,
  addDeparture,
  addToCart,
  answerQuestions,
  bookableExperience,
  checkoutFromCart,
  demoActivities,
  fillGuestDetails,
  nearlySoldOut,
  payWith,
} from "./booking-steps.ts";
import { ownAddress, signIn } from "./account-steps.ts";
import { latestMail, linkIn } from "./outbox.ts";
import { expectFits } from "./sideways.ts";
import { Audit } from "./a11y-audit.ts";

const DEMO_TRAVELLER = { email: "traveller@rihla.example", password: "rihla-demo-2026" };
const INSTANT = demoActivities({ refuses: false, confirmation: "instant" });
const ON_REQUEST = demoActivities({ refuses: false, confirmation: "on_request" });
const REFUSING = demoActivities({ refuses: true, confirmation: "instant" });

test.use({ viewport: { width: 390, height: 844 } });

/** The order id a page shows (the payment page, a result page), RH- and eight characters. */
async function orderIdOn(page: Page): Promise<string> {
  const match = /RH-[0-9A-Z]{8}/.exec((await page.locator("main").textContent()) ?? "");
  expect(match, `an order id on ${page.url()}`).not.toBeNull();
  return match![0];
}

async function resultIs(page: Page, prefix: string, route: string, variant: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/${route}\\?order=RH-`), { timeout: 20_000 });
  await expect(page.getByTestId("checkout-result")).toHaveAttribute("data-variant", variant);
}

/** The newest `kind` email to `to`, opened from the outbox beside the journey's page, fits a phone too. */
async function emailFits(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  locale: string,
  to: string,
  kind: string,
): Promise<void> {
  const mail = await latestMail(request, to, kind, 20_000);
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 390, height: 844 });
  await view.goto(`/dev/outbox/${mail.id}`);
  await expectFits(view, testInfo, `email: ${kind}`, locale);
  await view.close();
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`${locale}: nothing scrolls sideways on a phone`, () => {
    // Whole journeys: several bookings, each through the payment page and the suppliers.
    test.describe.configure({ timeout: 240_000 });

    test("the experience, the cart in each state, checkout, the payment page, waiting, failed and booked, managing a booking, the wishlist", async ({
      page,
      request,
    }, testInfo) => {
      await ownAddress(page);
      const fits = (label: string) => expectFits(page, testInfo, label, locale);
      const email = `sideways-${locale}-${Date.now()}@example.com`;

      await page.goto(`${prefix}/cart`);
      await expect(page.getByTestId("empty-cart")).toBeVisible();
      await fits("cart, empty");

      // The experience page with its booking widget hydrated, then saved to the (local) wishlist and added to the cart.
      const path = await bookableExperience(request, INSTANT, 20 + index * 9);
      await page.goto(`${prefix}${path}`);
      await page.getByTestId("add-to-cart").scrollIntoViewIfNeeded();
      await islandsHydrated(page);
      await fits("experience page with the booking widget");
      await expect(page.locator("html")).toHaveAttribute("data-wishlist", "ready");
      const heart = page.getByTestId("save-and-share").getByTestId("wishlist-heart");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await page.getByTestId("add-to-cart").click();
      await expect(page.getByTestId("cart-count")).not.toHaveText("0");

      await page.goto(`${prefix}/cart`);
      await expect(page.getByTestId("cart-item")).toHaveCount(1);
      await expect(page.getByTestId("promo-form")).toBeVisible();
      await fits("cart, one item, no promo code");

      // A code that is refused (expired: its notice), then one that applies.
      await page.locator("#promo-code").fill("SUMMER2020");
      await page.getByTestId("promo-form").locator('button[type="submit"]').click();
      await expect(page.getByTestId("cart-notice")).toHaveAttribute("data-tone", "error");
      await fits("cart, a refused promo code");
      await page.locator("#promo-code").fill("WELCOME10");
      await page.getByTestId("promo-form").locator('button[type="submit"]').click();
      await expect(page.getByTestId("summary-discount")).toBeVisible();
      await fits("cart, WELCOME10 applied");

      // Guests Details, then the same with every field's error shown.
      await page.getByTestId("proceed").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await islandsHydrated(page);
      await fits("checkout (Guests Details)");
      await page.getByTestId("pay-button").click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await fits("checkout with validation errors");

      // The payment page, then with its own errors.
      await fillGuestDetails(page, email);
      await page.getByTestId("pay-now").check();
      await page.getByTestId("pay-button").click();
      await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
      await islandsHydrated(page);
      await fits("sandbox payment page");
      await page.locator('[name="card"]').fill("1234");
      await page.getByTestId("pay-submit").click();
      await expect(page.getByTestId("pay-alert")).toBeVisible();
      await fits("sandbox payment page with errors");

      // Left before paying: the order waits for its payment. Continue to payment, and the card is declined.
      const waiting = await orderIdOn(page);
      await page.goto(`${prefix}/checkout/pending?order=${waiting}`);
      await expect(page.getByTestId("continue-to-payment")).toBeVisible();
      await fits("result: waiting for payment");
      await page.getByTestId("continue-to-payment").click();
      await islandsHydrated(page);
      await fits("checkout, resumed from waiting for payment");
      await answerQuestions(page);
      await page.getByTestId("pay-button").click();
      await payWith(page, SANDBOX_CARDS.decline);
      await resultIs(page, prefix, "error", "payment_failed");
      await fits("result: payment failed");
      await emailFits(page, request, testInfo, locale, email, "payment_failed");

      // Try Again, and the success card: booked, and the payment page now says it was used.
      await page.getByTestId("try-again").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await islandsHydrated(page);
      await fillGuestDetails(page, email);
      await page.getByTestId("pay-now").check();
      await page.getByTestId("pay-button").click();
      await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
      const paidOn = new URL(page.url()).pathname;
      await payWith(page, SANDBOX_CARDS.success);
      await resultIs(page, prefix, "success", "success");
      await fits("result: booked successfully");
      await emailFits(page, request, testInfo, locale, email, "confirmation");
      const orderId = await orderIdOn(page);
      await page.goto(paidOn);
      await expect(page.getByTestId("pay-closed")).toBeVisible();
      await fits("sandbox payment page, already used");

      // Managing the booking as a guest: the form (empty, then with its error), the sent page, the emailed link, the
      // voucher and the cancellation quote.
      await page.goto(`${prefix}/manage-booking`);
      await fits("manage booking");
      await page.getByTestId("manage-submit").click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await fits("manage booking with errors");
      await page.getByTestId("manage-reference").fill(orderId);
      await page.getByTestId("manage-email").fill(email);
      await page.getByTestId("manage-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/manage-booking/sent$`));
      await fits("manage booking, link sent");
      const manage = linkIn(await latestMail(request, email, "manage_link"), /^(\/ar)?\/manage-booking\/RH-/);
      await page.goto(manage);
      await expect(page.getByTestId("invoice-order-id")).toHaveText(orderId);
      await fits("manage booking, the guest's order");
      await page.getByTestId("voucher-link").first().click();
      await expect(page.getByTestId("voucher-qr")).toBeVisible();
      await fits("voucher (guest)");
      await page.goto(manage);
      await page.getByTestId("cancel-link").first().click();
      await expect(page.getByTestId("cancel-page")).toBeVisible();
      await islandsHydrated(page);
      await fits("cancellation quote (guest)");

      // The wishlist kept in the browser.
      await page.goto(`${prefix}/wishlist`);
      await islandsHydrated(page);
      await expect(page.getByTestId("wishlist-items")).toBeVisible();
      await fits("wishlist, signed out, one saved");
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test("pay later, awaiting confirmation, some activities confirmed, a retry, a cancelled payment", async ({
      page,
      request,
    }, testInfo) => {
      await ownAddress(page);
      const fits = (label: string) => expectFits(page, testInfo, label, locale);
      const email = `sideways-later-${locale}-${Date.now()}@example.com`;

      await addToCart(page, prefix, await bookableExperience(request, INSTANT, 40 + index * 9));
      await checkoutFromCart(page, prefix, "later", email);
      await resultIs(page, prefix, "success", "pay_later");
      await fits("result: Book Now, Pay Later");
      await emailFits(page, request, testInfo, locale, email, "pay_later");

      // An on-request experience: its page, the cart, then the booking waits for the supplier.
      const onRequest = await bookableExperience(request, ON_REQUEST, index * 3);
      await addToCart(page, prefix, onRequest);
      await fits("experience page, on request");
      await page.goto(`${prefix}/cart`);
      await fits("cart, an on-request experience");
      await checkoutFromCart(page, prefix, "now", email);
      await payWith(page, SANDBOX_CARDS.success);
      await resultIs(page, prefix, "on_hold", "on_hold");
      await fits("result: awaiting confirmation (on request)");
      await emailFits(page, request, testInfo, locale, email, "on_hold");

      // The authorise-only card: on hold too, with the amount reserved.
      await addToCart(page, prefix, await bookableExperience(request, INSTANT, 50 + index * 9));
      await checkoutFromCart(page, prefix, "now", email);
      await payWith(page, SANDBOX_CARDS.authoriseOnly);
      await resultIs(page, prefix, "on_hold", "on_hold");
      await fits("result: on hold (authorise-only card)");

      // A refusing supplier beside a fine one: some activities confirmed, then Retry puts the refused one back in the cart.
      await addToCart(page, prefix, await bookableExperience(request, REFUSING, index));
      await addToCart(page, prefix, await bookableExperience(request, INSTANT, 60 + index * 9));
      // The header counts the second item once it is in (a page left sooner would cancel the add).
      await expect(page.getByTestId("cart-count")).toHaveText(/2|٢/);
      await page.goto(`${prefix}/cart`);
      await expect(page.getByTestId("cart-item")).toHaveCount(2);
      await fits("cart, two items");
      await checkoutFromCart(page, prefix, "now", email);
      await payWith(page, SANDBOX_CARDS.success);
      await resultIs(page, prefix, "success", "partial");
      await fits("result: some activities confirmed");
      await page.getByTestId("retry").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/cart`));
      await expect(page.getByTestId("cart-item")).toHaveCount(1);
      await fits("cart after a retry");

      // Cancel payment on the payment page: back at checkout, told nothing was charged.
      await checkoutFromCart(page, prefix, "now", email);
      await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
      await page.getByTestId("pay-cancel").click();
      await expect(page.getByTestId("payment-cancelled")).toBeVisible();
      await islandsHydrated(page);
      await fits("checkout after a cancelled payment");
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test("an item sold out while in the cart", async ({ page, browser, request }, testInfo) => {
      await ownAddress(page);
      const fits = (label: string) => expectFits(page, testInfo, label, locale);
      const scarce = await nearlySoldOut(
        request,
        INSTANT.filter((_, i) => i % 4 === index),
        0,
      );
      // This traveller's cart: one seat on the scarce departure, and another experience.
      await addToCart(
        page,
        prefix,
        await bookableExperience(
          request,
          INSTANT.filter((path) => path !== scarce.path),
          90 + index * 9,
        ),
      );
      await addDeparture(page, prefix, scarce.slotId, 1);
      // Another traveller books every seat left on it (Book Now, Pay Later).
      const other = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: { width: 390, height: 844 },
      });
      const rival = await other.newPage();
      await ownAddress(rival);
      await rival.goto(`${prefix}${scarce.path}`);
      await addDeparture(rival, prefix, scarce.slotId, scarce.remaining);
      await checkoutFromCart(rival, prefix, "later", `rival-${locale}-${Date.now()}@example.com`);
      await resultIs(rival, prefix, "success", "pay_later");
      await other.close();

      // A cart with a sold-out item exists only here: it is audited as every other route is (accessibility.spec.ts).
      const audit = new Audit(page, locale, "signed out");
      await page.goto(`${prefix}/cart`);
      await expect(page.getByTestId("availability-outcome")).toHaveAttribute("data-outcome", "some_unavailable");
      await expect(page.getByTestId("flag-unavailable")).toBeVisible();
      await fits("cart, one item sold out");
      await audit.check("cart, one item sold out");
      // With only the sold-out item left, nothing can be booked.
      await page.locator('[data-testid="cart-item"]:not([data-unavailable])').getByTestId("remove-item").click();
      await expect(page.getByTestId("availability-outcome")).toHaveAttribute("data-outcome", "none");
      await fits("cart, every item sold out");
      await audit.check("cart, every item sold out");
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test("sign in, sign up, forgot password, the account, invoices, vouchers, cancellation quotes, the wishlist", async ({
      page,
    }, testInfo) => {
      await ownAddress(page);
      const fits = (label: string) => expectFits(page, testInfo, label, locale);

      await page.goto(`${prefix}/invoices`);
      await expect(page.getByTestId("invoices-signed-out")).toBeVisible();
      await fits("invoices, signed out");
      await page.goto(`${prefix}/wishlist`);
      await islandsHydrated(page);
      await fits("wishlist, signed out, empty");

      await page.goto(`${prefix}/auth/sign-up`);
      await fits("sign up");
      const signUpForm = page.getByTestId("sign-up-form");
      await signUpForm.locator('input[name="firstName"]').fill("Reem");
      await signUpForm.locator('input[name="lastName"]').fill("Al Suwaidi");
      await signUpForm.locator('input[name="email"]').fill(`sideways-${locale}-${Date.now()}@example.com`);
      await signUpForm.locator('input[name="password"]').fill("short");
      await signUpForm.locator('input[name="confirmPassword"]').fill("shorter");
      await page.getByTestId("sign-up-submit").click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await fits("sign up with errors");

      await page.goto(`${prefix}/auth/forgot-password`);
      await fits("forgot password");
      await page
        .getByTestId("forgot-form")
        .locator('input[name="email"]')
        .fill(`nobody-${locale}-${Date.now()}@example.com`);
      await page.getByTestId("forgot-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth/reset-link-sent`));
      await fits("forgot password, link sent");

      await page.goto(`${prefix}/auth/login`);
      await islandsHydrated(page);
      await fits("sign in");
      await signIn(page, prefix, DEMO_TRAVELLER.email, "not-the-password");
      await expect(page.getByTestId("form-alert")).toBeVisible();
      await fits("sign in with an error");

      await signIn(page, prefix, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password);
      await expect(page).toHaveURL(new RegExp(`${prefix}/account(\\?|$)`));
      await islandsHydrated(page);
      await fits("account");

      await page.goto(`${prefix}/invoices`);
      await expect(page.getByTestId("invoice-row").first()).toBeVisible();
      await fits("invoices (Your Booking)");
      // Every order of the demo traveller's, and the voucher and cancellation quote of each item that has them.
      const orders = [
        ...new Set(
          await page
            .getByTestId("invoice-row")
            .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-order")!)),
        ),
      ];
      expect(orders.length).toBeGreaterThan(0);
      const vouchers = new Set<string>();
      const cancels = new Set<string>();
      for (const order of orders) {
        await page.goto(`${prefix}/invoices/${order}`);
        await expect(page.getByTestId("invoice-page")).toBeVisible();
        await fits(`invoice ${order}`);
        for (const href of await page
          .getByTestId("voucher-link")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")!)))
          vouchers.add(href);
        for (const href of await page
          .getByTestId("cancel-link")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")!)))
          cancels.add(href);
      }
      // The demo traveller has upcoming bookings: each has a voucher and can be cancelled.
      expect(vouchers.size).toBeGreaterThan(0);
      expect(cancels.size).toBeGreaterThan(0);
      for (const href of vouchers) {
        await page.goto(href);
        await expect(page.getByTestId("voucher-page")).toBeVisible();
        await fits(`voucher ${href.split("/").pop()}`);
      }
      for (const href of cancels) {
        await page.goto(href);
        await expect(page.getByTestId("cancel-page")).toBeVisible();
        await islandsHydrated(page);
        await fits(`cancellation quote ${href.split("/").at(-2)}`);
      }

      await page.goto(`${prefix}/wishlist`);
      await islandsHydrated(page);
      await fits("wishlist, signed in");
      await page.goto(`${prefix}/manage-booking`);
      await fits("manage booking, signed in");
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });
  });
}
