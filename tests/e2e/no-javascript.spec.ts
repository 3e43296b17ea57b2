// Without JavaScript, at a phone's width, in English and Arabic (issue 34): a traveller books a day other than the
// first one offered, in the calendar's month and in a later one reached with the month arrows (links to ?date= and
// ?month=), sees both in the cart with their dates, changes one and removes the other, checks out and pays on the
// sandbox page, manages and cancels the booking from the emailed link, signs in, and searches and filters. With
// JavaScript the same calendar hydrates without a warning and takes over as buttons. Axe finds nothing in the
// booking area either way.
//
// Other no-JavaScript journeys kept where they are, proving more of the same in depth: the experience page's map and
// gallery (experience-page.spec.ts, gallery.spec.ts), the phone filter sheet's counts (discovery.spec.ts), reviews'
// filters (reviews-browse.spec.ts), a refused checkout coming back as typed (checkout-draft.spec.ts), the first day
// added to the cart (checkout.spec.ts) and the header's menu and cart link (islands.spec.ts).
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { test, expect, FRESH_READ, islandsHydrated } from "./fixtures.ts";
import { LOCALES, copy, demoActivities, fillGuestDetails, payWith } from "./booking-steps.ts";
import { ownAddress, signIn } from "./account-steps.ts";
import { createAccount } from "./accounts.ts";
import { latestMail, linkIn } from "./outbox.ts";
import { expectAxeClean } from "./a11y.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { unpackDays, type PackedDays } from "../../shared/day-columns.ts";
import { monthOfDay } from "../../shared/booking-day.ts";
import type { ActivityOption, Departure } from "../../shared/catalogue.ts";

const PHONE = { width: 390, height: 844 };
const INSTANT = demoActivities({ refuses: false, confirmation: "instant" });

type Booking = {
  initialDate: string | null;
  firstAvailable: string | null;
  initialDays: PackedDays;
  options: ActivityOption[];
  initialDepartures: Departure[];
};

async function bookingOf(request: APIRequestContext, path: string): Promise<Booking | null> {
  const res = await request.get(path, FRESH_READ);
  return res.status() === 200 ? ((await res.json()) as { booking: Booking }).booking : null;
}

/** Whether `day` opens with a per-person departure an adult can take. */
async function openToAnAdult(request: APIRequestContext, path: string, day: string): Promise<boolean> {
  const booking = await bookingOf(request, `${path}/_payload.json?date=${day}`);
  if (booking?.initialDate !== day) return false;
  return booking.initialDepartures.some((d) => {
    const option = booking.options.find((o) => o.id === d.optionId);
    return (
      d.remaining > 0 &&
      option?.pricingUnit === "per_person" &&
      option.participants.some((p) => p.category === "adult") &&
      // The first open departure is the one the page preselects.
      booking.initialDepartures.find((x) => x.remaining > 0) === d
    );
  });
}

/**
 * An instant experience (from position `skip`, so the two languages take different ones) and two days to book that are
 * not the first one offered: a later one in the month the calendar opens on (or, when that month has no other, the
 * first one itself, `other`) and one in a later month. Picked from the page's own data, not from today's date.
 */
async function daysToBook(
  request: APIRequestContext,
  skip: number,
): Promise<{ path: string; first: string; other: string; later: string }> {
  for (const path of [...INSTANT.slice(skip), ...INSTANT.slice(0, skip)]) {
    const booking = await bookingOf(request, `${path}/_payload.json`);
    const first = booking?.firstAvailable;
    if (!booking || !first) continue;
    const days = unpackDays(booking.initialDays)
      .filter((d) => d.remaining > 0)
      .map((d) => d.date);
    const pick = async (candidates: string[]) => {
      for (const day of candidates.slice(0, 4)) if (await openToAnAdult(request, path, day)) return day;
      return null;
    };
    const later = await pick(days.filter((d) => monthOfDay(d) > monthOfDay(first)));
    if (!later) continue;
    const other = (await pick(days.filter((d) => d > first && monthOfDay(d) === monthOfDay(first)))) ?? first;
    if (other === first && !(await openToAnAdult(request, path, first))) continue;
    return { path, first, other, later };
  }
  throw new Error("no demo experience has a bookable day in a later month");
}

async function noScriptPage(browser: Browser, testInfo: TestInfo, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await ownAddress(page);
  return page;
}

/**
 * Axe on the booking area of `url` as a browser without JavaScript shows it. Axe itself is a script, which a context
 * without JavaScript never runs; so the page opens with script on, but its HTML has no scripts (and its <noscript>
 * content shows, as in such a browser): the server's markup exactly, before any island.
 */
async function expectAxeCleanWithoutScript(browser: Browser, testInfo: TestInfo, url: string, where: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL: testInfo.project.use.baseURL, bypassCSP: true });
  await context.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<\/?noscript>/gi, "");
    await route.fulfill({ response, body });
  });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator(".booking-calendar a").first()).toBeVisible();
  await expectAxeClean(page, where, "#booking");
  await context.close();
}

/** Chooses `day` in the calendar (its link), then adds its preselected departure for one adult to the cart. */
async function chooseAndAdd(page: Page, prefix: string, path: string, day: string): Promise<void> {
  const link = page.locator(`.booking-calendar [data-day="${day}"]`).getByRole("link");
  // A day is a link without JavaScript (an assertion, so that a calendar of buttons fails at once, not at the timeout).
  await expect(link).toHaveAttribute("href", new RegExp(`\\?date=${day}#booking$`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${prefix}${path}\\?date=${day}#booking$`));
  await expect(page.locator(`.booking-calendar [data-day="${day}"]`)).toHaveAttribute("data-selected", "true");
  const widget = page.getByTestId("booking-widget");
  await expect(widget.locator('input[name="slotId"]:checked')).toHaveCount(1);
  await expect(widget.getByTestId("count-input-adult")).toHaveValue("1");
  await widget.getByTestId("add-to-cart").click();
  await expect(page).not.toHaveURL(/\/cart\/items/);
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`without JavaScript (${locale})`, () => {
    test("books two days other than the first, one a month on; changes, removes, pays, cancels and signs in", async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(240_000);
      const { path, first, other, later } = await daysToBook(request, 20 + index * 9);
      const page = await noScriptPage(browser, testInfo);
      const email = `nojs-${locale}-${Date.now()}@example.com`;

      // The calendar opens on the first day offered; the other day of its month is a link.
      await page.goto(`${prefix}${path}`);
      await expect(page.locator(`.booking-calendar [data-day="${first}"]`)).toHaveAttribute("data-selected", "true");
      await chooseAndAdd(page, prefix, path, other);

      // A later month, with the month arrow (a link to ?month=): no day chosen until one is.
      await page.goto(`${prefix}${path}`);
      for (let i = 0; i < 4 && (await page.locator(`.booking-calendar [data-day="${later}"] a`).count()) === 0; i++) {
        const next = page.locator(".booking-calendar .rdp-button_next");
        await expect(next).toHaveAttribute("href", /\?month=\d{4}-\d{2}#booking$/);
        await next.click();
        await expect(page).toHaveURL(/\?month=\d{4}-\d{2}#booking$/);
      }
      await expect(page).toHaveURL(new RegExp(`\\?month=${monthOfDay(later)}#booking$`));
      await expect(page.getByTestId("choose-day")).toHaveText(copy(locale, "booking.chooseDay"));
      await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
      await expectAxeCleanWithoutScript(
        browser,
        testInfo,
        page.url(),
        `the calendar without JavaScript, ?month= (${locale})`,
      );
      await chooseAndAdd(page, prefix, path, later);
      await expectAxeCleanWithoutScript(
        browser,
        testInfo,
        `${prefix}${path}?date=${later}`,
        `a chosen day without JavaScript (${locale})`,
      );
      await page.screenshot({ path: testInfo.outputPath(`later-day-${locale}.png`), fullPage: true });

      // Both in the cart with their dates; one gets another adult, the other goes.
      await page.goto(`${prefix}/cart`);
      const items = page.getByTestId("cart-item");
      await expect(items).toHaveCount(2);
      const laterItem = items.filter({ has: page.locator(`time[datetime="${later}"]`) });
      const otherItem = items.filter({ has: page.locator(`time[datetime="${other}"]`) });
      await expect(laterItem).toHaveCount(1);
      await expect(otherItem).toHaveCount(1);
      await laterItem.getByTestId("more-adult").click();
      await expect(
        page
          .getByTestId("cart-item")
          .filter({ has: page.locator(`time[datetime="${later}"]`) })
          .getByTestId("cart-count-adult"),
      ).toHaveText("2");
      await page
        .getByTestId("cart-item")
        .filter({ has: page.locator(`time[datetime="${other}"]`) })
        .getByTestId("remove-item")
        .click();
      await expect(page.getByTestId("cart-item")).toHaveCount(1);
      await expect(page.getByTestId("cart-item").locator(`time[datetime="${later}"]`)).toHaveCount(1);

      // Checkout, as a plain form, on to the sandbox's payment page and the result.
      await page.getByTestId("proceed").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await fillGuestDetails(page, email);
      await page.getByTestId("pay-now").check();
      await page.getByTestId("pay-button").click();
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 25_000 });
      const orderId = new URL(page.url()).searchParams.get("order")!;

      // The booking managed and cancelled from the emailed link.
      await page.goto(`${prefix}/manage-booking`);
      await page.getByTestId("manage-reference").fill(orderId);
      await page.getByTestId("manage-email").fill(email);
      await page.getByTestId("manage-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/manage-booking/sent$`));
      await page.goto(linkIn(await latestMail(request, email, "manage_link"), /^(\/ar)?\/manage-booking\/RH-/));
      const item = page.getByTestId("invoice-item").first();
      const reference = (await item.getAttribute("data-reference"))!;
      await item.getByTestId("cancel-link").click();
      await expect(page.getByTestId("cancel-policy")).toBeVisible();
      await page.getByTestId("confirm-cancel").click();
      await expect(page.getByTestId("cancel-confirmation")).toContainText(reference);
      await expect(page.getByTestId("invoice-item").first()).toHaveAttribute("data-status", "cancelled");

      // Signing in with a password.
      const account = await createAccount(request, "nojs", locale);
      await signIn(page, prefix, account.email, account.password);
      await expect(page).toHaveURL(new RegExp(`${prefix}/account(\\?|$)`));
      await page.context().close();
    });

    test("searches from the home page and filters the results", async ({ browser }, testInfo) => {
      const page = await noScriptPage(browser, testInfo);
      await page.goto(prefix || "/");
      const query = locale === "en" ? "safari" : "سفاري";
      await page.locator("#hero-search").fill(query);
      await page.locator("#hero-search").press("Enter");
      await expect(page).toHaveURL(new RegExp(`${prefix}/search/${encodeURIComponent(query)}$`));
      await expect(page.getByTestId("activity-card").first()).toBeVisible();
      await page.getByTestId("filters-button").click();
      const sheet = page.getByTestId("filter-sheet");
      await expect(sheet).toBeVisible();
      const option = sheet.locator('[data-testid^="facet-"] label').first();
      const count = Number(await option.getByTestId("facet-count").innerText());
      await option.locator("input").check();
      await page.getByTestId("sheet-show").click();
      await expect(page).toHaveURL(/\?/);
      await expect(page.getByTestId("search-total")).toHaveText(new RegExp(`(^|\\D)${count}(\\D|$)`));
      await page.context().close();
    });

    test("says why a ?date= it cannot open on was refused, above a calendar that works", async ({
      browser,
      request,
    }, testInfo) => {
      const { path, first } = await daysToBook(request, 20 + index * 9);
      const page = await noScriptPage(browser, testInfo);
      await page.goto(`${prefix}${path}?date=2020-01-01`);
      await expect(page.getByTestId("day-refused")).toHaveText(copy(locale, "booking.refused.past"));
      await page.locator("#booking").screenshot({ path: testInfo.outputPath(`refused-${locale}.png`) });
      await expect(page.locator(`.booking-calendar [data-day="${first}"]`)).toHaveAttribute("data-selected", "true");
      await page.goto(`${prefix}${path}?month=someday`);
      await expect(page.getByTestId("day-refused")).toHaveText(copy(locale, "booking.refused.unreadableMonth"));
      await expect(page.getByTestId("add-to-cart")).toBeVisible();
      await page.context().close();
    });
  });

  test(`with JavaScript the calendar hydrates from ?date= and ?month= without a warning and takes over (${locale})`, async ({
    page,
    request,
    consoleProblems,
  }) => {
    const { path, later } = await daysToBook(request, 20 + index * 9);
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}${path}?month=${monthOfDay(later)}`);
    await page.getByTestId("booking-widget").scrollIntoViewIfNeeded();
    await islandsHydrated(page);
    // Live: the days are buttons again (arrow keys move between them), not links.
    const day = page.locator(`.booking-calendar [data-day="${later}"] button`);
    await expect(day).toBeEnabled();
    await expect(page.locator(".booking-calendar a")).toHaveCount(0);
    await expectAxeClean(page, `the calendar with JavaScript (${locale})`, "#booking");
    await day.click();
    await expect(page.locator(`.booking-calendar [data-day="${later}"]`)).toHaveAttribute("data-selected", "true");
    await expect(page.getByTestId("add-to-cart")).toBeVisible();
    await page.goto(`${prefix}${path}?date=${later}`);
    await page.getByTestId("booking-widget").scrollIntoViewIfNeeded();
    await islandsHydrated(page);
    await expect(page.locator(`.booking-calendar [data-day="${later}"]`)).toHaveAttribute("data-selected", "true");
    await expect(page.locator(".booking-calendar button.rdp-button_next")).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  for (const width of [390, 1366]) {
    test(`screenshot: the calendar without JavaScript (${locale}, ${width}px)`, async ({
      browser,
      request,
    }, testInfo) => {
      const { path, later } = await daysToBook(request, 20 + index * 9);
      const page = await noScriptPage(browser, testInfo, { width, height: 900 });
      await page.goto(`${prefix}${path}?date=${later}`);
      const where = page.locator("#booking");
      await where.scrollIntoViewIfNeeded();
      await where.screenshot({ path: testInfo.outputPath(`calendar-${locale}-${width}.png`) });
      await page.context().close();
    });
  }
}
