// The keyboard-only booking journey (issue 34), in both languages on a phone's width: from the home page to the
// checkout's success page with Tab, Shift+Tab, Enter, Space and the arrow keys alone, no clicks. On the way it proves
// the order is sensible (every target is reached within a bounded number of Tabs), that every stop shows its focus
// ring and is not hidden under anything stuck to the screen, and that focus moves to the right place after each step:
// into the phone menu and the filters sheet and back to their openers, into the gallery's viewer and back, to the
// error summary on a refused checkout, into a field from its link, and to the result page's heading.
import type { Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import {
  LOCALES,
  addDeparture,
  bookableExperience,
  copy,
  copyWith,
  demoActivities,
  fillGuestDetails,
} from "./booking-steps.ts";
import { expectAxeClean } from "./a11y.ts";
import { expectFocusShown, expectFocusWithin, expectFocused, tabTo } from "./focus-steps.ts";

const PHONE = { width: 390, height: 844 };

/** Types into the focused control, as a person would. */
async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 5 });
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test(`${locale}: the first Tab offers to skip the header, and Enter goes on from the page's own content`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/things-to-do`);
    await page.keyboard.press("Tab");
    const skip = page.getByTestId("skip-link");
    await expectFocused(skip, "the skip link is the first stop");
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveText(copy(locale, "common.skipToContent"));
    await expectFocusShown(page, "the skip link");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false);
    expect(inMain, "the next Tab after the skip link lands inside main").toBe(true);
  });

  test(`${locale}: books an experience from the home page to the success page with the keyboard alone`, async ({
    page,
    request,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(240_000); // a whole booking, one key at a time, on a shared two-core machine
    const rtl = locale === "ar";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const path = await bookableExperience(
      request,
      demoActivities({ refuses: false, confirmation: "instant" }),
      index * 5 + 3,
    );
    const payload = (await (await request.get(`${prefix}${path}/_payload.json`)).json()) as {
      activity: { title: string };
    };
    const title = payload.activity.title;
    await page.setViewportSize(PHONE);

    // Home: the phone menu opens with focus inside it, and gives it back to its toggle on Escape.
    await page.goto(`${prefix}/`);
    const toggle = page.getByTestId("menu-toggle");
    await tabTo(page, toggle, "the menu toggle", { max: 15 });
    await page.keyboard.press("Enter");
    await expectFocusWithin(page.locator("#mobile-menu"), "the phone menu takes focus as it opens");
    await expectFocusShown(page, "inside the phone menu");
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expectFocused(toggle, "focus returns to the menu toggle");

    // Search for the experience by its name, then submit.
    const search = page.getByRole("main").getByRole("combobox").first();
    await tabTo(page, search, "the home page's search box", { max: 15 });
    await type(page, title);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search[/?]/);
    // A person reads the results before reaching for the filters: by then the sheet is a dialog (before it, #filters
    // opens it as a plain in-page target).
    await islandsHydrated(page);

    // The results: the filters sheet takes focus and gives it back; then the experience's card.
    const filters = page.getByTestId("filters-button");
    await tabTo(page, filters, "the filters button", { max: 25 });
    await page.keyboard.press("Enter");
    await expectFocusWithin(page.getByTestId("filter-sheet"), "the filters sheet takes focus as it opens");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("filter-sheet")).toBeHidden();
    await expectFocused(filters, "focus returns to the filters button");
    const card = page.locator(`main a[href="${prefix}${path}"]`).first();
    await tabTo(page, card, "the experience's card", { max: 40 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await islandsHydrated(page);

    // The gallery: a photo opens the viewer with focus in it; arrows and the Next button move without dragging;
    // Escape closes it and focus goes back to the photo.
    const photo = page.getByTestId("gallery-photo").first();
    await tabTo(page, photo, "the gallery's first photo", { max: 25 });
    await page.keyboard.press("Enter");
    const viewer = page.getByTestId("gallery-viewer");
    await expectFocusWithin(viewer, "the gallery's viewer takes focus as it opens");
    const counter = page.getByTestId("viewer-counter");
    await expect(counter).toHaveAttribute("data-index", "0");
    await page.keyboard.press(forward);
    await expect(counter).toHaveAttribute("data-index", "1");
    await tabTo(page, page.getByTestId("viewer-next"), "the viewer's Next button", { max: 4 });
    await page.keyboard.press("Enter");
    await expect(counter).toHaveAttribute("data-index", "2");
    await tabTo(page, page.getByTestId("viewer-previous"), "the viewer's Previous button", { max: 2, back: true });
    await page.keyboard.press("Space");
    await expect(counter).toHaveAttribute("data-index", "1");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expectFocused(photo, "focus returns to the photo that opened the viewer");

    // The calendar: Tab reaches the chosen day; the arrows move through the bookable days (right-to-left in Arabic)
    // until one with a start time open for two; Enter chooses it.
    const widget = page.getByTestId("booking-widget");
    const chosenDay = widget.locator('[role="gridcell"][aria-selected="true"] button');
    // Until the widget is live its days are links (they work without JavaScript); focusing one wakes it, and the
    // button that takes the link's place keeps focus.
    await tabTo(
      page,
      widget.locator('[role="gridcell"][aria-selected="true"] :is(a, button)'),
      "the calendar's chosen day",
      {
        max: 40,
      },
    );
    await expect(chosenDay, "the chosen day keeps focus as the calendar comes alive").toBeFocused();
    const firstDay = await chosenDay.getAttribute("aria-label");
    const slots = widget.locator('input[name="slotId"]:not([disabled])');
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    let moved = false;
    for (let step = 0; step < 12 && !moved; step++) {
      const before = await focusedDay();
      await page.keyboard.press(forward);
      if ((await focusedDay()) === before) {
        // The arrows cross into the next month by themselves (decision 025); should they ever stop, the next
        // month's button (one Shift+Tab back) turns the page, and Tab comes back to the month's first bookable day.
        await tabTo(page, widget.locator(".rdp-button_next"), "the calendar's next month", { max: 2, back: true });
        await page.keyboard.press("Enter");
        await tabTo(page, widget.locator('[role="grid"] button[tabindex="0"]:not([disabled])'), "the new month's day", {
          max: 2,
        });
      }
      await expectFocusShown(page, "moving through the calendar");
      await page.keyboard.press("Enter");
      await expect(widget.locator("fieldset[aria-busy='true']")).toHaveCount(0);
      moved = (await slots.count()) > 0 && (await chosenDay.getAttribute("aria-label")) !== firstDay;
    }
    expect(moved, "a later bookable day with an open start time, reached with the arrow keys").toBe(true);
    await expect(chosenDay).not.toHaveAttribute("aria-label", firstDay!);

    // A start time: Tab reaches the chosen one; the arrows would move within the group, Space keeps it chosen.
    const slot = widget.locator('input[name="slotId"]:checked');
    await tabTo(page, slot, "the chosen start time", { max: 20 });
    await page.keyboard.press("Space");
    await expect(slot).toBeChecked();

    // Travellers: one more adult, if the departure has the seats.
    const more = widget.getByRole("button", {
      name: copyWith(locale, "booking.more", { label: copy(locale, "booking.category.adult") }),
      exact: true,
    });
    if (await more.isEnabled()) {
      await tabTo(page, more, "one more adult", { max: 10 });
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("count-adult")).toHaveText(/2|٢/);
    }

    // Past the widget the booking bar sticks to the screen's bottom: the sections after it, reached by Tab, must
    // each stop clear of it (tabTo checks every stop); then back up to Book now with Shift+Tab.
    const bookNow = page.getByTestId("book-now");
    await tabTo(page, bookNow, "Book now", { max: 20 });
    await expect(page.locator("main summary")).not.toHaveCount(0);
    await tabTo(page, page.locator("main summary").last(), "the page's last folded section", { max: 40 });
    await expect(page.getByTestId("sticky-booking-bar")).toBeInViewport();
    await tabTo(page, bookNow, "Book now, going back", { max: 40, back: true });

    // Book now goes straight to checkout.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`), { timeout: 15_000 });

    // Checkout: submitting with nothing filled in moves focus to the error summary, whose links lead into the fields.
    const pay = page.getByTestId("pay-button");
    await tabTo(page, pay, "the pay button", { max: 40 });
    await page.keyboard.press("Enter");
    const summary = page.getByTestId("form-alert");
    await expectFocused(summary, "a refused checkout puts focus on the error summary");
    await expect(summary.getByRole("heading", { level: 2 })).toHaveText(copy(locale, "checkout.errorSummaryTitle"));
    await expect(summary.getByTestId("error-link").first()).toContainText(copy(locale, "checkout.firstName"));
    await expectFocusShown(page, "the error summary");
    await expectAxeClean(page, "the checkout's error summary", '[data-testid="form-alert"]');
    await tabTo(page, summary.getByTestId("error-link").first(), "the summary's first link", { max: 2 });
    await page.keyboard.press("Enter");
    const firstName = page.locator('[name="lead.firstName"]');
    await expectFocused(firstName, "the summary's link puts the cursor in its field");

    // The details, one field after another, in order.
    await type(page, "Layla");
    await tabTo(page, page.locator('[name="lead.lastName"]'), "last name", { max: 1 });
    await type(page, "Haddad");
    await tabTo(page, page.locator('[name="lead.email"]'), "email", { max: 1 });
    await type(page, "layla@example.com");
    await tabTo(page, page.locator('[name="lead.country"]'), "country code", { max: 1 });
    await tabTo(page, page.locator('[name="lead.phone"]'), "phone", { max: 1 });
    await type(page, "50 123 4567");
    await answerQuestions(page);
    await expect(page.getByTestId("pay-now")).toBeChecked();
    await tabTo(page, pay, "the pay button", { max: 20 });
    await page.keyboard.press("Enter");

    // The sandbox payment page.
    await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
    await tabTo(page, page.locator('[name="card"]'), "the card number", { max: 30 });
    await type(page, SANDBOX_CARDS.success);
    await tabTo(page, page.locator('[name="expiry"]'), "the expiry", { max: 1 });
    await type(page, "12/34");
    await tabTo(page, page.locator('[name="cvc"]'), "the security code", { max: 1 });
    await type(page, "123");
    await tabTo(page, page.getByTestId("pay-submit"), "Pay", { max: 1 });
    await page.keyboard.press("Enter");

    // The result: focus starts on its heading.
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=`), { timeout: 20_000 });
    const heading = page.getByTestId("result-heading");
    await expect(heading).toHaveText(copy(locale, "results.successTitle"));
    await expectFocused(heading, "the result page opens with focus on its heading");
    await expectFocusShown(page, "the result heading");
    expect(consoleProblems).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("last-page.png") });
  });
}

/**
 * Whatever the experience asks at checkout, by Tab from the phone field: names typed, a pickup point chosen with the
 * arrow keys, an address and a time typed; the note and the tick boxes are passed by.
 */
async function answerQuestions(page: Page): Promise<void> {
  const asked = page.locator(
    '[data-testid="checkout-item"] :is(input[name*=".travellerNames."], select[name$=".pickupPointId"], [name$=".pickupAddress"], input[name$=".pickupTime"])',
  );
  const count = await asked.count();
  for (let i = 0; i < count; i++) {
    const field = asked.nth(i);
    await tabTo(page, field, `question ${i + 1}`, { max: 6 });
    const name = (await field.getAttribute("name"))!;
    if (name.includes(".travellerNames.")) await type(page, `Guest ${i + 1}`);
    else if (name.endsWith(".pickupPointId")) await page.keyboard.press("ArrowDown");
    else if (name.endsWith(".pickupAddress")) await type(page, "Hotel lobby, Sheikh Zayed Road");
    else await type(page, "0900A"); // hours, minutes, and the morning where the browser asks for it
  }
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test(`${locale}: a day focused before the calendar is live keeps focus as its link becomes a button`, async ({
    page,
    request,
  }) => {
    const path = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), index);
    // Hold the widget's code until focus is on a day link, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/BookingWidget-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}${path}`);
    const widget = page.getByTestId("booking-widget");
    const link = widget.locator('[role="gridcell"][aria-selected="true"] a');
    await link.focus();
    await expect(link).toBeFocused();
    release();
    await expect(widget.locator('[role="gridcell"][aria-selected="true"] button')).toBeFocused({ timeout: 15_000 });
  });

  test(`${locale}: without JavaScript, a refused checkout opens on its error summary, whose links lead to the fields`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const path = await bookableExperience(
      request,
      demoActivities({ refuses: false, confirmation: "instant" }),
      index * 5 + 1,
    );
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    // The experience in the cart, as its plain form adds it (the booking journeys prove that form).
    const { booking } = (await (await request.get(`${prefix}${path}/_payload.json`)).json()) as {
      booking: { initialDepartures: { slotId: number; remaining: number }[] };
    };
    await page.goto(`${prefix}/`);
    await addDeparture(page, prefix, booking.initialDepartures.find((d) => d.remaining >= 2)!.slotId, 2);
    await page.goto(`${prefix}/checkout`);
    await tabTo(page, page.getByTestId("pay-button"), "the pay button", { max: 40 });
    await page.keyboard.press("Enter");
    // The server's answer: the form again, with the summary, which the browser focuses as the page opens (autofocus).
    const summary = page.getByTestId("form-alert");
    await expect(summary.getByRole("heading", { level: 2 })).toHaveText(copy(locale, "checkout.errorSummaryTitle"));
    await expectFocused(summary, "the server's refusal opens with focus on the error summary");
    const first = summary.getByTestId("error-link").first();
    await expect(first).toHaveAttribute("href", "#f-lead-firstName");
    await tabTo(page, first, "the summary's first link", { max: 2 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#f-lead-firstName$/);
    await expect(page.locator("#f-lead-firstName")).toBeInViewport();
    await context.close();
  });
}

test("while checkout is processing, Tab cannot reach the form hidden under the processing screen", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const path = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), 11);
  const { booking } = (await (await request.get(`${path}/_payload.json`)).json()) as {
    booking: { initialDepartures: { slotId: number; remaining: number }[] };
  };
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await addDeparture(page, "", booking.initialDepartures.find((d) => d.remaining >= 2)!.slotId, 2);
  await page.goto("/checkout");
  await islandsHydrated(page);
  await fillGuestDetails(page, "layla@example.com");
  // The first post (processing cart) is held, so the processing screen stays up.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/checkout?check=1", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId("pay-button").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("processing")).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    const under = await page.evaluate(() => {
      const el = document.activeElement;
      return Boolean(
        el &&
          el !== document.body &&
          el.closest('[data-testid="checkout-form"]') &&
          !el.closest('[data-testid="processing"]'),
      );
    });
    expect(under, "focus never lands on the form under the processing screen").toBe(false);
  }
  release();
  await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
});

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test(`${locale}: on a wide screen, every photo is reached by keys and buttons, never only by dragging`, async ({
    page,
    request,
  }) => {
    const rtl = locale === "ar";
    const path = await bookableExperience(
      request,
      demoActivities({ refuses: false, confirmation: "instant" }),
      index + 20,
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${prefix}${path}`);
    await islandsHydrated(page);
    const gallery = page.getByTestId("gallery");
    const total = Number(await gallery.getAttribute("data-count"));
    test.skip(total < 3, "a gallery of three photos or more");
    const showAll = page.getByTestId("gallery-show-all");
    await tabTo(page, showAll, "Show all photos", { max: 40 });
    await page.keyboard.press("Enter");
    const viewer = page.getByTestId("gallery-viewer");
    await expectFocusWithin(viewer, "the viewer takes focus as it opens");
    const counter = page.getByTestId("viewer-counter");
    await expect(counter).toHaveAttribute("data-index", "0");
    // End and Home, the arrows in the reading direction, and the buttons.
    await page.keyboard.press("End");
    await expect(counter).toHaveAttribute("data-index", String(total - 1));
    await page.keyboard.press(rtl ? "ArrowRight" : "ArrowLeft");
    await expect(counter).toHaveAttribute("data-index", String(total - 2));
    await page.keyboard.press("Home");
    await expect(counter).toHaveAttribute("data-index", "0");
    await tabTo(page, page.getByTestId("viewer-next"), "the viewer's Next button", { max: 4 });
    await page.keyboard.press("Space");
    await expect(counter).toHaveAttribute("data-index", "1");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expectFocused(showAll, "focus returns to Show all photos");
  });
}
