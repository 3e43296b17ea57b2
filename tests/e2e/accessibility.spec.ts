// WCAG 2.2 AA on every route, in English and Arabic, at 390 and 1366 px, signed out, signed in and as staff: axe-core
// (wcag2a…wcag22aa) on the settled page at each width, and html-validate's standard rules on the HTML the server sent
// (once per document). Routes are taken from the worker (worker/routes/**, worker/routes/ops/**) and reached the way
// the other journeys reach them (booking-steps.ts, account-steps.ts, staff.ts). Each failure names the page, the
// locale, the width and who is signed in (a11y-audit.ts). A cart with a sold-out item and a quoted custom offer exist
// only inside longer journeys, which audit them where they reach them (no-sideways-scroll.spec.ts, ops-offers.spec.ts).
import type { Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import {
  LOCALES,
  addToCart,
  answerQuestions,
  bookableExperience,
  cancellableExperience,
  checkoutFromCart,
  copy,
  demoActivities,
  fillGuestDetails,
  payWith,
} from "./booking-steps.ts";
import { ownAddress, signIn } from "./account-steps.ts";
import { latestMail, linkIn } from "./outbox.ts";
import { signInAsStaff } from "./staff.ts";
import { createAccount } from "./accounts.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { Audit, type Visitor } from "./a11y-audit.ts";

const DEMO_TRAVELLER = { email: "traveller@rihla.example", password: "rihla-demo-2026" };
const INSTANT = demoActivities({ refuses: false, confirmation: "instant" });
const ON_REQUEST = demoActivities({ refuses: false, confirmation: "on_request" });
const REFUSING = demoActivities({ refuses: true, confirmation: "instant" });

// Demo content by property (the same whatever day it is built): a city, a category, a blog post, an experience
// priced per item and one with no reviews yet.
const DEMO = buildCatalogue({ today: "2026-01-01", days: 1 }).tables;
const citySlug = new Map(DEMO.cities.map((c) => [c.id, String(c.slug)]));
const pathOf = (a: (typeof DEMO.activities)[number]) => `/things-to-do-in-${citySlug.get(a.city_id)}/${a.slug}`;
const perItem = new Set(DEMO.options.filter((o) => o.pricing_unit === "per_item").map((o) => o.activity_id));
const PER_ITEM = DEMO.activities
  .filter((a) => perItem.has(a.id))
  .map(pathOf)
  .find((path) => path !== INSTANT[0] && path !== ON_REQUEST[0])!;
const UNREVIEWED = DEMO.activities.find((a) => !DEMO.reviews.some((r) => r.activity_id === a.id));
const CITY = `/things-to-do-in-${DEMO.cities[0].slug}`;
const CATEGORY = `/${DEMO.categories[0].slug}`;
const BLOG_POST = `/blog/${DEMO.blog_posts[0].slug}`;

/** Storefront pages a GET reaches, signed out: one test each, so Playwright's workers share them out. */
const STOREFRONT: [label: string, path: string][] = [
  ["home", "/"],
  ["all experiences", "/things-to-do"],
  ["a city's experiences", CITY],
  ["a category", CATEGORY],
  ["search with results", "/search/desert"],
  ["search with none", "/search/zzqxjv"],
  ["experience, instant confirmation", INSTANT[0]],
  ["experience, on request", ON_REQUEST[0]],
  ["experience, priced per item", PER_ITEM],
  ...(UNREVIEWED ? [["experience, no reviews yet", pathOf(UNREVIEWED)] as [string, string]] : []),
  ["blog", "/blog"],
  ["blog post", BLOG_POST],
  ["about", "/about"],
  ["contact", "/contact-us"],
  ["faq", "/faq"],
  ["privacy", "/privacy-policy"],
  ["terms", "/terms-and-conditions"],
  ["wishlist, empty", "/wishlist"],
  ["not found (404)", "/no-such-page/at-all"],
  ["offline", "/offline"],
  ["cart, empty", "/cart"],
  ["sign in", "/auth/login"],
  ["sign up", "/auth/sign-up"],
  ["forgot password", "/auth/forgot-password"],
  ["reset link sent", "/auth/reset-link-sent"],
  ["sign-in link", "/auth/sign-in-link"],
  ["sign-in link sent", "/auth/sign-in-link-sent"],
  ["check your email", "/auth/check-email"],
  ["reset password, no token", "/auth/reset-password"],
  ["invoices, signed out", "/invoices"],
  ["manage booking", "/manage-booking"],
  ["write a review", "/reviews/new"],
  ["custom offer request", `/offers/new?activity=${DEMO.activities[0].slug}`],
];

/** Staff console pages as the operator, who may open every section. */
const CONSOLE: [label: string, path: string][][] = [
  [
    ["console inbox", "/ops"],
    ["console bookings", "/ops/bookings"],
    ["console departures", "/ops/departures"],
    ["console availability", "/ops/availability"],
  ],
  [
    ["console offers", "/ops/offers"],
    ["console redirects", "/ops/redirects"],
    ["console sites", "/ops/sites"],
    ["console staff", "/ops/staff"],
    ["console audit log", "/ops/audit"],
  ],
];

test.use({ viewport: { width: 390, height: 844 } });

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsHydrated(page);
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`${locale}: WCAG 2.2 AA and valid HTML`, () => {
    for (const [label, path] of STOREFRONT) {
      test(`${label} (${path})`, async ({ page }) => {
        await ownAddress(page);
        const audit = new Audit(page, locale, "signed out");
        await visit(page, `${prefix}${path === "/" && prefix ? "" : path}`);
        await audit.check(label);
      });
    }

    test("a supplier's own site (supplier.localhost): home, all experiences, an experience", async ({
      page,
      baseURL,
    }) => {
      await ownAddress(page);
      const audit = new Audit(page, locale, "signed out");
      const site = `${baseURL!.replace("localhost", "supplier.localhost")}${prefix}`;
      await visit(page, site || "/");
      await audit.check("supplier site: home");
      await visit(page, `${site}/experiences`);
      await audit.check("supplier site: all experiences");
      const card = page.locator("#results-cards a.card-link, main a.card-link").first();
      await visit(page, new URL((await card.getAttribute("href"))!, page.url()).href);
      await audit.check("supplier site: an experience");
    });

    test("money path: the experience, cart, checkout and its errors, the payment page and its errors, waiting, failed", async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      await ownAddress(page);
      const audit = new Audit(page, locale, "signed out");
      const email = `a11y-${locale}-${Date.now()}@example.com`;

      await addToCart(page, prefix, await cancellableExperience(request, locale === "en" ? 2 : 7, 6));
      await audit.check("experience page, after Add to cart");
      await visit(page, `${prefix}/cart`);
      await expect(page.getByTestId("cart-item")).toHaveCount(1);
      await audit.check("cart, one item");
      await page.locator("#promo-code").fill("SUMMER2020");
      await page.getByTestId("promo-form").locator('button[type="submit"]').click();
      await expect(page.getByTestId("cart-notice")).toHaveAttribute("data-tone", "error");
      await audit.check("cart, a refused promo code");

      await page.getByTestId("proceed").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await islandsHydrated(page);
      await audit.check("checkout");
      await page.getByTestId("pay-button").click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await audit.check("checkout with errors shown");

      await fillGuestDetails(page, email);
      await page.getByTestId("pay-now").check();
      await page.getByTestId("pay-button").click();
      await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
      await islandsHydrated(page);
      await audit.check("sandbox payment page");
      await page.locator('[name="card"]').fill("1234");
      await page.getByTestId("pay-submit").click();
      await expect(page.getByTestId("pay-alert")).toBeVisible();
      await audit.check("sandbox payment page with errors");

      const order = /RH-[0-9A-Z]{8}/.exec((await page.locator("main").textContent()) ?? "")![0];
      await visit(page, `${prefix}/checkout/pending?order=${order}`);
      await audit.check("result: waiting for payment");
      await page.getByTestId("continue-to-payment").click();
      await islandsHydrated(page);
      await answerQuestions(page);
      await page.getByTestId("pay-button").click();
      await payWith(page, SANDBOX_CARDS.decline);
      await expect(page).toHaveURL(/\/checkout\/error\?order=RH-/, { timeout: 20_000 });
      await islandsHydrated(page);
      await audit.check("result: payment failed");
    });

    test("money path: booked, the used payment page, managing the booking, its voucher, cancellation and credit note", async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      await ownAddress(page);
      const audit = new Audit(page, locale, "signed out");
      const email = `a11y-booked-${locale}-${Date.now()}@example.com`;
      await addToCart(page, prefix, await cancellableExperience(request, locale === "en" ? 3 : 8, 6));
      await checkoutFromCart(page, prefix, "now", email);
      await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
      const order = /RH-[0-9A-Z]{8}/.exec((await page.locator("main").textContent()) ?? "")![0];
      const paidOn = new URL(page.url()).pathname;
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(/\/checkout\/success\?order=RH-/, { timeout: 20_000 });
      await islandsHydrated(page);
      await audit.check("result: booked");
      await visit(page, paidOn);
      await expect(page.getByTestId("pay-closed")).toBeVisible();
      await audit.check("sandbox payment page, already used");

      // Managing the booking as a guest: the form's errors, the sent page, the emailed link, voucher, cancellation
      // and the credit note it issues.
      await visit(page, `${prefix}/manage-booking`);
      await page.getByTestId("manage-submit").click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await audit.check("manage booking with errors");
      await page.getByTestId("manage-reference").fill(order);
      await page.getByTestId("manage-email").fill(email);
      await page.getByTestId("manage-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/manage-booking/sent$`));
      await audit.check("manage booking, link sent");
      const manage = linkIn(await latestMail(request, email, "manage_link"), /^(\/ar)?\/manage-booking\/RH-/);
      await visit(page, manage);
      await audit.check("manage booking, the guest's order (invoice)");
      await page.getByTestId("voucher-link").first().click();
      await expect(page.getByTestId("voucher-qr")).toBeVisible();
      await islandsHydrated(page);
      await audit.check("voucher (guest)");
      await visit(page, manage);
      await page.getByTestId("cancel-link").first().click();
      await expect(page.getByTestId("cancel-page")).toBeVisible();
      await islandsHydrated(page);
      await audit.check("cancellation quote (guest)");
      await page.getByTestId("confirm-cancel").click();
      await expect(page.getByTestId("cancel-confirmation")).toBeVisible({ timeout: 20_000 });
      await audit.check("cancellation confirmed (guest)");
      const note = page.getByTestId("credit-note");
      await expect(note).toHaveCount(1);
      await visit(page, (await note.getByRole("link").getAttribute("href"))!);
      await expect(page.getByTestId("tax-title")).toBeVisible();
      await audit.check("credit note (guest)");
    });

    test("money path: pay later, awaiting the supplier's confirmation", async ({ page, request }) => {
      test.setTimeout(120_000);
      await ownAddress(page);
      const audit = new Audit(page, locale, "signed out");
      const email = `a11y-later-${locale}-${Date.now()}@example.com`;
      await addToCart(page, prefix, await bookableExperience(request, INSTANT, locale === "en" ? 31 : 37));
      await checkoutFromCart(page, prefix, "later", email);
      await expect(page).toHaveURL(/\/checkout\/success\?order=RH-/, { timeout: 20_000 });
      await islandsHydrated(page);
      await audit.check("result: Book Now, Pay Later");
      await addToCart(page, prefix, await bookableExperience(request, ON_REQUEST, locale === "en" ? 1 : 4));
      await checkoutFromCart(page, prefix, "now", email);
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(/\/checkout\/on_hold\?order=RH-/, { timeout: 20_000 });
      await islandsHydrated(page);
      await audit.check("result: awaiting confirmation");
    });

    test("money path: a partial booking, one supplier refusing", async ({ page, request }) => {
      test.setTimeout(120_000);
      await ownAddress(page);
      const audit = new Audit(page, locale, "signed out");
      await addToCart(page, prefix, await bookableExperience(request, REFUSING, locale === "en" ? 2 : 3));
      await addToCart(page, prefix, await bookableExperience(request, INSTANT, locale === "en" ? 43 : 47));
      await expect(page.getByTestId("cart-count")).toHaveText(/2|٢/);
      await checkoutFromCart(page, prefix, "now", `a11y-partial-${locale}-${Date.now()}@example.com`);
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(/\/checkout\/success\?order=RH-/, { timeout: 20_000 });
      await expect(page.getByTestId("checkout-result")).toContainText(copy(locale, "results.partialTitle"));
      await islandsHydrated(page);
      await audit.check("result: some activities confirmed");
    });

    test("a password reset from the emailed link, then with errors", async ({ page, request }) => {
      await ownAddress(page);
      const audit = new Audit(page, locale, "signed out");
      const account = await createAccount(request, "a11y-reset", locale);
      await visit(page, `${prefix}/auth/forgot-password`);
      await page.getByTestId("forgot-form").locator('input[name="email"]').fill(account.email);
      await page.getByTestId("forgot-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth/reset-link-sent`));
      await visit(page, linkIn(await latestMail(request, account.email, "reset_password"), /\/auth\/reset-password$/));
      await expect(page.getByTestId("reset-form")).toBeVisible();
      await audit.check("reset password, from the emailed link");
      const form = page.getByTestId("reset-form");
      await form.locator('input[name="password"]').fill("short");
      await form.locator('input[name="confirmPassword"]').fill("shorter");
      await page.getByTestId("reset-submit").click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await audit.check("reset password with errors");
    });

    test("forms with their errors: sign in, sign up, custom offer (then sent)", async ({ page }) => {
      await ownAddress(page);
      const audit = new Audit(page, locale, "signed out");
      await visit(page, `${prefix}/auth/login`);
      await signIn(page, prefix, DEMO_TRAVELLER.email, "not-the-password");
      await expect(page.getByTestId("form-alert")).toBeVisible();
      await audit.check("sign in with an error");
      await visit(page, `${prefix}/auth/sign-up`);
      const form = page.getByTestId("sign-up-form");
      await form.locator('input[name="email"]').fill(`a11y-${locale}-${Date.now()}@example.com`);
      await form.locator('input[name="password"]').fill("short");
      await form.locator('input[name="confirmPassword"]').fill("shorter");
      await page.getByTestId("sign-up-submit").click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await audit.check("sign up with errors");
      await visit(page, `${prefix}/offers/new?activity=${DEMO.activities[0].slug}`);
      await page.getByTestId("offer-submit").click();
      await expect(page.getByTestId("form-alert")).toBeVisible();
      await audit.check("custom offer request with errors");
      // Then sent: the request's own page.
      const offer = page.getByTestId("offer-form");
      const today = todayInGulf();
      await offer.locator('input[name="dateFrom"]').fill(addDays(today, 20));
      await offer.locator('input[name="dateTo"]').fill(addDays(today, 23));
      await offer.locator('input[name="groupSize"]').fill("12");
      await offer.locator('input[name="budget"]').fill("4500");
      await offer.locator('textarea[name="message"]').fill("A family reunion: 12 of us, three children.");
      await offer.locator('input[name="firstName"]').fill("Omar");
      await offer.locator('input[name="lastName"]').fill("Khalifa");
      await offer.locator('input[name="email"]').fill(`a11y-offer-${locale}-${Date.now()}@example.com`);
      await offer.locator('input[name="phone"]').fill("050 123 4567");
      await page.getByTestId("offer-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/offers/OF-[0-9A-Z]{8}\\?key=`));
      await audit.check("custom offer request, received");
    });

    test("signed in: account, bookings, an invoice, a voucher, a cancellation quote, the wishlist", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await ownAddress(page);
      const audit = new Audit(page, locale, "signed in");
      await signIn(page, prefix, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password);
      await expect(page).toHaveURL(new RegExp(`${prefix}/account(\\?|$)`));
      await islandsHydrated(page);
      await audit.check("account");
      await visit(page, `${prefix}/invoices`);
      await expect(page.getByTestId("invoice-row").first()).toBeVisible();
      await audit.check("your bookings (invoices)");
      const order = await page.getByTestId("invoice-row").first().getAttribute("data-order");
      await visit(page, `${prefix}/invoices/${order}`);
      await audit.check("invoice");
      const voucher = await page.getByTestId("voucher-link").first().getAttribute("href");
      const cancel = await page.getByTestId("cancel-link").first().getAttribute("href");
      await visit(page, voucher!);
      await audit.check("voucher");
      await visit(page, cancel!);
      await audit.check("cancellation quote");
      for (const [label, path] of [
        ["wishlist", "/wishlist"],
        ["manage booking", "/manage-booking"],
        ["write a review", "/reviews/new"],
        ["custom offer request", `/offers/new?activity=${DEMO.activities[0].slug}`],
        ["cart, empty", "/cart"],
      ]) {
        await visit(page, `${prefix}${path}`);
        await audit.check(label);
      }
    });

    for (const [index, pages] of CONSOLE.entries())
      test(`operations console as staff, part ${index + 1}`, async ({ page }) => {
        test.setTimeout(90_000);
        const audit = new Audit(page, locale, "staff" satisfies Visitor);
        await signInAsStaff(page, { role: "operator", locale, next: pages[0][1] });
        for (const [label, path] of pages) {
          if (page.url() !== new URL(`${prefix}${path}`, page.url()).href) await visit(page, `${prefix}${path}`);
          await islandsHydrated(page);
          await audit.check(label);
          // One page behind each list: a booking found by the traveller's email, a departure's manifest, an offer.
          const more: Record<string, () => Promise<string | null>> = {
            "/ops/bookings": async () => {
              await page.getByTestId("bookings-q").fill(DEMO_TRAVELLER.email);
              await page.getByTestId("bookings-submit").click();
              await expect(page.getByTestId("booking-result").first()).toBeVisible();
              await audit.check("console bookings, search results");
              return page
                .getByTestId("booking-result")
                .first()
                .evaluate((el) => (el.closest("a") ?? el.querySelector("a"))?.getAttribute("href") ?? null);
            },
            "/ops/departures": async () =>
              (await page.getByTestId("ops-departure").count())
                ? page
                    .getByTestId("ops-departure")
                    .first()
                    .evaluate((el) => (el.closest("a") ?? el.querySelector("a"))?.getAttribute("href") ?? null)
                : null,
            "/ops/offers": async () =>
              (await page.locator('main a[href*="/ops/offers/"]').count())
                ? page.locator('main a[href*="/ops/offers/"]').first().getAttribute("href")
                : null,
          };
          const next = await more[path]?.();
          if (next) {
            await visit(page, next);
            await audit.check(`${label}, one opened`);
          }
        }
      });
  });
}

test("developer tools (English, development only): the mail outbox and the WhatsApp outbox", async ({ page }) => {
  const audit = new Audit(page, "en", "signed out");
  await visit(page, "/dev/outbox");
  await audit.check("developer mail outbox");
  await visit(page, "/dev/whatsapp");
  await audit.check("developer WhatsApp outbox");
  const message = page.locator('main a[href^="/dev/whatsapp/"]').first();
  if (await message.count()) {
    await visit(page, (await message.getAttribute("href"))!);
    await audit.check("developer WhatsApp outbox, one message");
  }
});
