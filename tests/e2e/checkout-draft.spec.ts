// Issue 28, "Never make a traveller type twice": in English and Arabic, Guests Details is filled in (every lead field,
// a country other than the default, the last pick-up point, a note per item, Book Now, Pay Later or not), then left by
// each detour a traveller meets: Try Again after a declined card, Cancel on the payment page, Back from the payment
// page, a seat sold out from under the cart, a reload, and signing in halfway. Each comes back to every field as it
// was. Without JavaScript, a refused submission comes back with everything typed, and so does a detour.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import {
  LOCALES,
  addDeparture,
  addToCart,
  bookableExperience,
  demoActivities,
  nearlySoldOut,
  payWith,
} from "./booking-steps.ts";
import { ownAddress } from "./account-steps.ts";
import { expectFits } from "./sideways.ts";

const INSTANT = demoActivities({ refuses: false, confirmation: "instant" });

type FormState = Record<string, string>;

/** Every field of Guests Details as the traveller sees it: text, the chosen option, the checked radio or box. */
function formState(page: Page): Promise<FormState> {
  return page.getByTestId("checkout-form").evaluate((form: HTMLFormElement) => {
    const state: Record<string, string> = {};
    for (const el of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
      if (!el.name) continue;
      if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
        if (el.checked) state[el.name] = el.value;
        continue;
      }
      state[el.name] = el.value;
    }
    return state;
  });
}

/** Fills in everything, each item's answers distinct, and waits until the draft is kept (with JavaScript). */
async function fillEverything(
  page: Page,
  email: string,
  mode: "now" | "later",
  options: { skipEmail?: boolean; js?: boolean } = {},
): Promise<FormState> {
  await page.locator('[name="lead.firstName"]').fill("Layla");
  await page.locator('[name="lead.lastName"]').fill("Haddad");
  if (!options.skipEmail) await page.locator('[name="lead.email"]').fill(email);
  await page.locator('[name="lead.country"]').selectOption("SA");
  await page.locator('[name="lead.phone"]').fill("50 123 4567");
  const names = page.locator('input[name*=".travellerNames."]');
  for (let i = 0; i < (await names.count()); i++) await names.nth(i).fill(`Guest ${i + 1}`);
  const points = page.locator('select[name$=".pickupPointId"]');
  for (let i = 0; i < (await points.count()); i++)
    await points
      .nth(i)
      .selectOption((await points.nth(i).locator("option:not([value=''])").last().getAttribute("value"))!);
  const addresses = page.locator('[name$=".pickupAddress"]');
  for (let i = 0; i < (await addresses.count()); i++) await addresses.nth(i).fill(`Hotel ${i + 1}, Sheikh Zayed Road`);
  const times = page.locator('input[name$=".pickupTime"]');
  for (let i = 0; i < (await times.count()); i++) await times.nth(i).fill("13:15");
  const notes = page.locator('textarea[name$=".note"]');
  for (let i = 0; i < (await notes.count()); i++) await notes.nth(i).fill(`Note ${i + 1}: a child seat, please`);
  await page.getByTestId("whatsapp-updates").check();
  await page.getByTestId(`pay-${mode}`).check();
  if (options.js !== false) await expect(page.getByTestId("checkout-form")).toHaveAttribute("data-draft", "saved");
  return formState(page);
}

async function toCheckout(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/cart`);
  await page.getByTestId("proceed").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout(\\?|$)`));
  await islandsHydrated(page);
}

async function backAtGuestsDetails(page: Page, prefix: string, typed: FormState, what: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout(\\?|$)`), { timeout: 20_000 });
  await islandsHydrated(page);
  expect(await formState(page), `Guests Details after ${what}`).toEqual(typed);
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`${locale}: checkout keeps what was typed through every detour`, () => {
    test.describe.configure({ timeout: 180_000 });
    const email = (what: string) => `draft-${what}-${locale}-${Date.now()}@example.com`;

    test("Try Again after a declined card", async ({ page, request }) => {
      await ownAddress(page);
      await addToCart(page, prefix, await bookableExperience(request, INSTANT, 100 + index * 7));
      await toCheckout(page, prefix);
      const typed = await fillEverything(page, email("declined"), "now");
      await page.getByTestId("pay-button").click();
      await payWith(page, SANDBOX_CARDS.decline);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/error\\?order=RH-`), { timeout: 20_000 });
      await page.getByTestId("try-again").click();
      await backAtGuestsDetails(page, prefix, typed, "Try Again");
    });

    test("Cancel on the payment page, and Back from it", async ({ page, request }) => {
      await ownAddress(page);
      await addToCart(page, prefix, await bookableExperience(request, INSTANT, 110 + index * 7));
      await toCheckout(page, prefix);
      const typed = await fillEverything(page, email("cancel"), "now");
      await page.getByTestId("pay-button").click();
      await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
      await page.getByTestId("pay-cancel").click();
      await expect(page.getByTestId("payment-cancelled")).toBeVisible();
      await backAtGuestsDetails(page, prefix, typed, "Cancel on the payment page");

      await page.getByTestId("pay-button").click();
      await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
      await page.goBack();
      await backAtGuestsDetails(page, prefix, typed, "Back from the payment page");
    });

    test("a reload, and signing in halfway (the account fills only what is empty)", async ({
      page,
      browser,
      request,
      signedIn,
    }, testInfo) => {
      await ownAddress(page);
      await addToCart(page, prefix, await bookableExperience(request, INSTANT, 120 + index * 7));
      await toCheckout(page, prefix);
      const typed = await fillEverything(page, "", "later", { skipEmail: true });
      await page.reload();
      await backAtGuestsDetails(page, prefix, typed, "a reload");

      // A traveller with an account (and a cart of their own, saved with it) signs in from the header; the sign-in
      // page brings them back to checkout, where the two carts are now one.
      const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const other = await elsewhere.newPage();
      await ownAddress(other);
      const account = await signedIn(locale, other);
      await addToCart(other, prefix, await bookableExperience(request, INSTANT, 125 + index * 7));
      await elsewhere.close();

      await page.getByTestId("header-sign-in").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login\\?next=`));
      const form = page.getByTestId("sign-in-form");
      await form.locator('input[name="email"]').fill(account.email);
      await form.locator('input[name="password"]').fill(account.password);
      await page.getByTestId("sign-in-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout(\\?|$)`), { timeout: 20_000 });
      await islandsHydrated(page);
      await expect(page.getByTestId("checkout-item")).not.toHaveCount(0);
      // Everything typed is as it was (the account's name did not replace it); the empty email is the account's.
      expect(await formState(page), "Guests Details after signing in halfway").toMatchObject({
        ...typed,
        "lead.email": account.email,
      });
      // The choice to save these details shows for a signed-in traveller, unticked, and the page still fits a phone.
      await expect(page.getByTestId("save-details")).not.toBeChecked();
      await expectFits(page, testInfo, "checkout, signed in", locale);
    });

    test("a seat sold out from under the cart: the other item's answers stay", async ({
      page,
      browser,
      request,
    }, testInfo) => {
      await ownAddress(page);
      // Each journey that sells a departure out takes its own share of the demo experiences, so none takes another's.
      const scarce = await nearlySoldOut(
        request,
        INSTANT.filter((_, i) => i % 4 === 2 + index),
        0,
      );
      await addToCart(
        page,
        prefix,
        await bookableExperience(
          request,
          INSTANT.filter((path) => path !== scarce.path),
          140 + index * 7,
        ),
      );
      await addDeparture(page, prefix, scarce.slotId, 1);
      await toCheckout(page, prefix);
      const typed = await fillEverything(page, email("sold-out"), "later");
      await sellOut(browser, testInfo, prefix, scarce);
      await page.getByTestId("pay-button").click();
      // The availability re-check sends the traveller to the cart, which names the item that went.
      await expect(page).toHaveURL(new RegExp(`${prefix}/cart`), { timeout: 20_000 });
      const gone = page.locator('[data-testid="cart-item"][data-unavailable]');
      await expect(gone).toHaveCount(1);
      const goneId = (await gone.getAttribute("data-item-id"))!;
      await gone.getByTestId("remove-item").click();
      await expect(page.locator('[data-testid="cart-item"][data-unavailable]')).toHaveCount(0);
      await toCheckout(page, prefix);
      const kept = Object.fromEntries(Object.entries(typed).filter(([name]) => !name.startsWith(`answers.${goneId}.`)));
      expect(await formState(page), "Guests Details after the sold-out item was removed").toEqual(kept);
    });
  });

  test.describe(`${locale}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("a refused submission comes back with everything typed and its errors marked; so does a detour", async ({
      page,
      request,
    }) => {
      await ownAddress(page);
      const path = await bookableExperience(request, INSTANT, 150 + index * 7);
      const res = await request.get(`${path}/_payload.json`);
      const { booking } = (await res.json()) as {
        booking: { initialDepartures: { slotId: number; remaining: number }[] };
      };
      await page.goto(`${prefix}${path}`);
      await addDeparture(page, prefix, booking.initialDepartures.find((d) => d.remaining >= 2)!.slotId, 2);
      await page.goto(`${prefix}/checkout`);
      const typed = await fillEverything(page, "layla@", "later", { js: false });
      await page.getByTestId("pay-button").click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await expect(page.locator('[name="lead.email"]')).toHaveAttribute("aria-invalid", "true");
      expect(await formState(page), "the refused form").toEqual(typed);

      // Away to the cart and back: still there.
      await page.goto(`${prefix}/cart`);
      await page.getByTestId("proceed").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      expect(await formState(page), "Guests Details after a detour").toEqual(typed);
    });
  });
}

/** Another traveller books every seat left on the scarce departure (Book Now, Pay Later). */
async function sellOut(
  browser: Browser,
  testInfo: TestInfo,
  prefix: string,
  scarce: { path: string; slotId: number; remaining: number },
): Promise<void> {
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const rival = await other.newPage();
  await ownAddress(rival);
  await rival.goto(`${prefix}${scarce.path}`);
  await addDeparture(rival, prefix, scarce.slotId, scarce.remaining);
  await toCheckout(rival, prefix);
  await fillEverything(rival, `rival-${Date.now()}@example.com`, "later");
  await rival.getByTestId("pay-button").click();
  await expect(rival).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 25_000 });
  await other.close();
}
