// The booking journeys in both locales: add to cart → cart → checkout → the sandbox payment page with each test card
// → the right result page; pay later; a partial booking; adding to the cart with JavaScript switched off.
import { readFileSync } from "node:fs";
import type { Browser, Page, APIRequestContext } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import { SANDBOX_CARDS } from "../../client/lib/constants.ts";
import type { ActivityOption, Departure } from "../../client/lib/catalogue.ts";

type Dict = Record<string, unknown>;
const DICTS = { en: readJson("client/i18n/en.json"), ar: readJson("client/i18n/ar.json") };
function readJson(path: string): Dict {
  return JSON.parse(readFileSync(path, "utf8")) as Dict;
}
/** A translated string by its key, with {{values}} left out (the journeys match the fixed part). */
function copy(locale: "en" | "ar", key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Dict)[part], DICTS[locale]);
  return String(value).split("{{")[0].trim();
}

const LOCALES = [
  { locale: "en", prefix: "" },
  { locale: "ar", prefix: "/ar" },
] as const;

/**
 * Demo activities chosen by property from the generator (the demo content is the same whatever day it is built):
 * bookable, instant or on request, and whether the supplier refuses.
 */
const DEMO = buildCatalogue({ today: "2026-01-01", days: 1 }).tables;
const citySlug = new Map(DEMO.cities.map((c) => [c.id, String(c.slug)]));
function demoActivities(filter: { refuses: boolean; confirmation: "instant" | "on_request" }): string[] {
  return DEMO.activities
    .filter((a) => a.bookable === 1 && a.supplier_refuses === (filter.refuses ? 1 : 0) && a.confirmation === filter.confirmation)
    .map((a) => `/things-to-do-in-${citySlug.get(a.city_id)}/${a.slug}`);
}

type Detail = { booking: { options: ActivityOption[]; initialDepartures: Departure[] } };

/**
 * The first of `paths` (from position `skip`, so journeys running side by side take different experiences) whose
 * calendar opens on a per-person departure with seats for two: the widget's preselected choice.
 */
async function bookableExperience(request: APIRequestContext, paths: string[], skip: number): Promise<string> {
  for (const path of [...paths.slice(skip), ...paths.slice(0, skip)]) {
    const res = await request.get(`${path}/_payload.json`);
    if (res.status() !== 200) continue;
    const { booking } = (await res.json()) as Detail;
    const first = booking.initialDepartures.find((d) => d.remaining > 0);
    const option = booking.options.find((o) => o.id === first?.optionId);
    if (first && option?.pricingUnit === "per_person" && first.remaining >= 2) return path;
  }
  throw new Error("no demo experience opens on a per-person departure with seats");
}

async function addToCart(page: Page, prefix: string, path: string): Promise<void> {
  await page.goto(`${prefix}${path}`);
  // The booking widget hydrates as it comes into view.
  await page.getByTestId("add-to-cart").scrollIntoViewIfNeeded();
  await islandsHydrated(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).not.toHaveText("0");
}

async function checkoutFromCart(page: Page, prefix: string, mode: "now" | "later"): Promise<void> {
  await page.goto(`${prefix}/cart`);
  await page.getByTestId("proceed").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
  await islandsHydrated(page);
  await page.locator('[name="lead.firstName"]').fill("Layla");
  await page.locator('[name="lead.lastName"]').fill("Haddad");
  await page.locator('[name="lead.email"]').fill("layla@example.com");
  await page.locator('[name="lead.country"]').selectOption("AE");
  await page.locator('[name="lead.phone"]').fill("50 123 4567");
  await answerQuestions(page);
  await page.getByTestId(`pay-${mode}`).check();
  await page.getByTestId("pay-button").click();
}

/** Whatever each activity asks: every traveller's name, the first pickup point, a pickup address and time. */
async function answerQuestions(page: Page): Promise<void> {
  const names = page.locator('input[name*=".travellerNames."]');
  for (let i = 0; i < (await names.count()); i++) await names.nth(i).fill(`Guest ${i + 1}`);
  const points = page.locator('select[name$=".pickupPointId"]');
  for (let i = 0; i < (await points.count()); i++) {
    const value = await points.nth(i).locator("option:not([value=''])").first().getAttribute("value");
    await points.nth(i).selectOption(value!);
  }
  const addresses = page.locator('[name$=".pickupAddress"]');
  for (let i = 0; i < (await addresses.count()); i++) await addresses.nth(i).fill("Hotel lobby, Sheikh Zayed Road");
  const times = page.locator('input[name$=".pickupTime"]');
  for (let i = 0; i < (await times.count()); i++) await times.nth(i).fill("09:00");
}

async function payWith(page: Page, card: string): Promise<void> {
  // The processing screen may take up to 20 seconds (spec §9) before the payment page.
  await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
  await page.locator('[name="card"]').fill(card);
  await page.locator('[name="expiry"]').fill("12/34");
  await page.locator('[name="cvc"]').fill("123");
  await page.getByTestId("pay-submit").click();
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`${locale}: booking`, () => {
    // Whole journeys through several pages, a payment page and the suppliers.
    test.describe.configure({ timeout: 90_000 });
    test(`add to cart, check out and pay with the success card: Booked Successfully`, async ({ page, request, consoleProblems }, testInfo) => {
      const path = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), index * 7);
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

    test(`the decline card ends on the payment-failed page, whose Try Again returns to checkout`, async ({ page, request }, testInfo) => {
      const path = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), index * 7 + 2);
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
      const path = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), index * 7 + 4);
      await addToCart(page, prefix, path);
      await checkoutFromCart(page, prefix, "now");
      await payWith(page, SANDBOX_CARDS.authoriseOnly);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/on_hold\\?order=`), { timeout: 15_000 });
      await expect(page.getByTestId("checkout-result")).toContainText(copy(locale, "results.onHoldTitle"));
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test(`Book Now, Pay Later reserves without a payment page`, async ({ page, request }, testInfo) => {
      const path = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), index * 7 + 6);
      await addToCart(page, prefix, path);
      await checkoutFromCart(page, prefix, "later");
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=`), { timeout: 15_000 });
      await expect(page.getByTestId("checkout-result")).toContainText(copy(locale, "results.payLaterTitle"));
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test(`a refusing supplier makes a partial booking, with a retry of the refused item`, async ({ page, request }, testInfo) => {
      const refused = await bookableExperience(request, demoActivities({ refuses: true, confirmation: "instant" }), index);
      const fine = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), index * 7 + 8);
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
      const path = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), index * 7 + 10);
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
