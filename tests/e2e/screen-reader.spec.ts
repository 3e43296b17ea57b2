// What a screen reader is told, in English and Arabic: a listing card's price, an experience's start times with their
// seats left, the booking, cart and checkout totals, and an order's statuses each read as one sentence (the words of
// client/components/catalogue/format.ts and the status badge); every control a traveller repeats per item is named
// with its item; and the cart count, the booking total and each toast (an error too) are announced exactly once, by a
// live region that was on the page before it spoke. Announcements are recorded by a MutationObserver added before the
// page's own scripts (RECORDER), reading each live region as a screen reader does: without what is aria-hidden.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import type { TFunction } from "i18next";
import { test, expect, islandsHydrated, FRESH_READ } from "./fixtures.ts";
import { createI18n } from "../../client/i18n/index.ts";
import { fromPriceReading, slotReading, totalReading } from "../../client/components/catalogue/format.ts";
import type { ActivityCard, ActivityOption, Departure } from "../../shared/catalogue.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import {
  LOCALES,
  addToCart,
  bookableExperience,
  cancellableExperience,
  checkoutFromCart,
  demoActivities,
  payWith,
} from "./booking-steps.ts";
import { ownAddress } from "./account-steps.ts";

/** The site's own translations, through the same i18next set-up the server renders with. */
const T: Record<"en" | "ar", TFunction> = {
  en: createI18n("en", JSON.parse(readFileSync("client/i18n/en.json", "utf8"))).t,
  ar: createI18n("ar", JSON.parse(readFileSync("client/i18n/ar.json", "utf8"))).t,
};

/** Text as a screen reader meets it: bidi marks Intl puts around Arabic amounts left out, any run of spaces one space. */
const plain = (text: string) =>
  text
    .replace(/[\u200e\u200f\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Runs in the page before its scripts. Once the document is parsed, it notes what each live region (aria-live other
 * than "off", role status/alert/log, <output>) says, then records each change of it as one announcement: a region's
 * text (aria-hidden parts left out) that differs from what it said before, or anything added to it. A region inserted
 * with its text already in it is listed apart (`__insertedLive`): screen readers do not reliably say those.
 */
const RECORDER = () => {
  const w = window as unknown as { __said: string[]; __insertedLive: string[] };
  w.__said = [];
  w.__insertedLive = [];
  const isLive = (el: Element) => {
    const live = el.getAttribute("aria-live");
    if (live) return live !== "off";
    const role = el.getAttribute("role");
    return role === "status" || role === "alert" || role === "log" || el.tagName === "OUTPUT";
  };
  const spoken = (el: Element) => {
    let text = "";
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) text += (node as Text).data;
      if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).getAttribute("aria-hidden") === "true") return;
      for (const child of node.childNodes) walk(child);
    };
    walk(el);
    return text
      .replace(/[\u200e\u200f\u2066-\u2069]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  };
  const last = new WeakMap<Element, string>();
  const regionOf = (node: Node) => {
    for (let el = node instanceof Element ? node : node.parentElement; el; el = el.parentElement)
      if (isLive(el)) return el;
    return null;
  };
  const start = () => {
    for (const el of document.querySelectorAll("*")) if (isLive(el)) last.set(el, spoken(el));
    new MutationObserver((records) => {
      const touched = new Map<Element, boolean>();
      for (const record of records) {
        for (const added of record.addedNodes) {
          if (!(added instanceof Element)) continue;
          for (const region of [added, ...added.querySelectorAll("*")].filter(isLive)) {
            if (last.has(region)) continue;
            const text = spoken(region);
            last.set(region, text);
            if (text) w.__insertedLive.push(text);
          }
        }
        const region = regionOf(record.target);
        if (region && last.has(region))
          touched.set(region, (touched.get(region) ?? false) || record.addedNodes.length > 0);
      }
      for (const [region, added] of touched) {
        const text = spoken(region);
        if (text && (added || text !== last.get(region))) w.__said.push(text);
        last.set(region, text);
      }
    }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
};

const said = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said);
const insertedLive = (page: Page) =>
  page.evaluate(() => (window as unknown as { __insertedLive: string[] }).__insertedLive);
/** How many times `text` has been announced so far. */
const timesSaid = async (page: Page, text: string) => (await said(page)).filter((s) => s === plain(text)).length;

/** The accessible tree of `scope` as Playwright gives it, as plain text without YAML's quotes. */
const tree = async (scope: Locator) => unquoted(await scope.ariaSnapshot());
const unquoted = (yaml: string) => plain(yaml).replace(/["']/g, "");

/**
 * The names of the buttons and links in `scope`: none is a bare word that could be any item's ("Remove", "View
 * voucher"), and no two are the same.
 */
async function expectSpecificNames(scope: Locator, generic: string[]) {
  const names = [...(await scope.ariaSnapshot()).matchAll(/- '?(?:button|link) "((?:[^"\\]|\\.)*)"/g)].map((m) =>
    plain(m[1]),
  );
  expect(names.length).toBeGreaterThan(0);
  for (const word of generic) expect(names, `a control named only "${word}"`).not.toContain(plain(word));
  expect(
    names.filter((name, i) => names.indexOf(name) !== i),
    "controls with the same name",
  ).toEqual([]);
}

/** A per-person departure with few seats left (the page says how many), on a day some demo experience opens on. */
async function fewSeats(page: Page, index: number) {
  const paths = demoActivities({ refuses: false, confirmation: "instant" });
  for (let d = 3 + index * 2; d < 40; d++) {
    const date = addDays(todayInGulf(), d);
    for (const path of paths.slice((index * 7 + d) % paths.length).slice(0, 6)) {
      const res = await page.request.get(`${path}/_payload.json?date=${date}`, FRESH_READ);
      if (res.status() !== 200) continue;
      const { booking } = (await res.json()) as {
        booking: { initialDate: string | null; options: ActivityOption[]; initialDepartures: Departure[] };
      };
      if (booking.initialDate !== date) continue;
      for (const departure of booking.initialDepartures) {
        const option = booking.options.find((o) => o.id === departure.optionId);
        if (
          option?.pricingUnit === "per_person" &&
          departure.remaining > 0 &&
          departure.remaining <= 5 &&
          !departure.closed
        )
          return { path, date, departure, option };
      }
    }
  }
  throw new Error("no demo departure with few seats left");
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  const t = T[locale];

  test.describe(`${locale}: what a screen reader says`, () => {
    test.beforeEach(async ({ page }) => {
      await ownAddress(page);
      await page.addInitScript(RECORDER);
    });

    test("a listing card's price is one sentence, and its controls say what they do", async ({ page }) => {
      const cityPath = `${prefix}/things-to-do-in-dubai`;
      const listing = (await (await page.request.get(`${cityPath}/_payload.json`, FRESH_READ)).json()) as {
        results: { items: ActivityCard[] };
      };
      await page.goto(cityPath);
      const card = page.getByTestId("activity-card").first();
      const first = listing.results.items[0];
      await expect(card.getByRole("link", { name: first.title })).toBeVisible();
      // The price as the card shows it ("AED 355"), then the whole sentence the card says instead of its pieces.
      const price = plain((await card.locator("[data-price]").textContent()) ?? "");
      const sentence = plain(fromPriceReading(t, price, first.pricingUnit));
      expect(await tree(card.locator(".card-price"))).toBe(unquoted(`- paragraph: ${sentence}`));
      // Shown as before: "From", the amount and the unit, in that order.
      expect(plain(await card.locator(".card-price").innerText())).toContain(price);
      await expect(card.getByRole("button", { name: t("wishlist.save", { title: first.title }) })).toBeVisible();
      await expectSpecificNames(card, [t("wishlist.saveShort")]);
    });

    test("an experience's start times say their time, price and seats left as one sentence", async ({ page }) => {
      test.setTimeout(90_000);
      const { path, date, departure, option } = await fewSeats(page, index);
      await page.goto(`${prefix}${path}?date=${date}`);
      const slot = page.locator(`[data-testid="slot"]:has(input[value="${departure.slotId}"])`);
      await expect(slot.getByTestId("seats-left")).toBeVisible();
      const shown = plain((await slot.locator("bdi").last().textContent()) ?? "");
      const end = plain((await slot.getByTestId("slot-end").textContent()) ?? "");
      const nextDay = (await slot.getByTestId("slot-next-day").count()) > 0;
      const sentence = slotReading(t, {
        start: departure.startTime,
        end,
        nextDay,
        unit: option.pricingUnit,
        price: shown,
        seatsLeft: departure.remaining,
      });
      // The radio is named by the sentence alone: the pieces the label shows are not read again.
      const radio = /^- radio "(.*)"/.exec((await slot.ariaSnapshot()).split("\n")[0]);
      expect(plain(radio?.[1] ?? "")).toBe(plain(sentence));
      const seatsLeft = t("booking.seatsLeft", { count: departure.remaining });
      await expect(slot.getByRole("radio", { name: new RegExp(`${seatsLeft}$`) })).toHaveCount(1);
      expect(await slot.ariaSnapshot(), "the pieces the label shows are hidden").not.toContain("·");
    });

    test("the booking total, the cart count and toasts are announced once each; totals read as sentences", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const path = await bookableExperience(
        request,
        demoActivities({ refuses: false, confirmation: "instant" }),
        9 + index * 5,
      );
      await page.goto(`${prefix}${path}`);
      await page.getByTestId("add-to-cart").scrollIntoViewIfNeeded();
      await islandsHydrated(page);
      const widget = page.locator('[data-island="BookingWidget"]');

      // One more adult: the total changes, and is said once, whole.
      await widget.getByRole("button", { name: t("booking.more", { label: t("booking.category.adult") }) }).click();
      const total = plain((await widget.getByTestId("total-price").textContent()) ?? "");
      const totalSaid = totalReading(t, total);
      await expect.poll(() => timesSaid(page, totalSaid)).toBe(1);
      expect(await tree(widget.getByTestId("total-live"))).toBe(unquoted(`- paragraph: ${totalSaid}`));
      // The count between − and + says what it counts.
      await expect.poll(() => timesSaid(page, t("booking.travellers.adult", { count: 2 }))).toBe(1);

      // Added: the toast and the new count, once each (the header's link is named by the count too).
      await widget.getByTestId("add-to-cart").click();
      await expect(page.getByTestId("cart-count")).toHaveText(/[1-9]/);
      const countSaid = t("header.cartCount", { count: 1 });
      await expect(page.getByRole("link", { name: countSaid })).toBeVisible();
      await expect.poll(() => timesSaid(page, countSaid)).toBe(1);
      await expect.poll(() => timesSaid(page, t("cart.flash.added"))).toBe(1);

      // A refusal: its message is said once, by the toasts' region, though the widget shows it too.
      const refusal = t("cart.refused.sold_out");
      await page.route(
        (url) => url.pathname.endsWith("/cart/items"),
        (route) =>
          route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: refusal }) }),
      );
      await widget.getByTestId("add-to-cart").click();
      await expect(widget.getByTestId("add-error")).toHaveText(refusal);
      await expect.poll(() => timesSaid(page, refusal)).toBe(1);
      await page.unroute((url) => url.pathname.endsWith("/cart/items"));
      // Nothing was said twice, and no region came with its message already in it.
      await page.waitForTimeout(1500);
      const all = await said(page);
      for (const text of [totalSaid, countSaid, t("cart.flash.added"), refusal])
        expect(
          all.filter((s) => s === plain(text)),
          `"${text}" in ${JSON.stringify(all)}`,
        ).toHaveLength(1);
      expect(await insertedLive(page)).not.toContain(plain(refusal));
      expect(await insertedLive(page)).not.toContain(plain(t("booking.working")));
      await page.screenshot({ path: testInfo.outputPath(`widget-${locale}.png`) });

      // The cart: its total is one sentence, its item's controls are named with the item.
      await page.goto(`${prefix}/cart`);
      const summary = page.getByTestId("order-summary");
      const cartTotal = plain((await summary.getByTestId("summary-total").textContent()) ?? "");
      expect(await tree(summary)).toContain(unquoted(`- paragraph: ${totalReading(t, cartTotal)}`));
      const item = page.getByTestId("cart-item").first();
      const title = plain((await item.getByRole("heading").textContent()) ?? "");
      await expect(page.getByRole("button", { name: t("cart.removeItem", { title }) })).toBeVisible();
      await expectSpecificNames(page.locator("main"), [t("cart.remove")]);

      // Checkout: the order summary's total too.
      await page.getByTestId("proceed").click();
      await islandsHydrated(page);
      const order = page.getByTestId("order-summary");
      const checkoutTotal = plain((await order.getByTestId("summary-total").locator("bdi").textContent()) ?? "");
      expect(checkoutTotal).toBe(cartTotal);
      expect(await tree(order)).toContain(unquoted(`- paragraph: ${totalReading(t, checkoutTotal)}`));
    });

    test("an order's statuses read with their label, and each booking's links name their experience", async ({
      page,
      request,
      signedIn,
    }, testInfo) => {
      test.setTimeout(240_000);
      const account = await signedIn(locale);
      await addToCart(page, prefix, await cancellableExperience(request, 4 + index * 13, 8));
      await addToCart(page, prefix, await cancellableExperience(request, 9 + index * 13, 9));
      await checkoutFromCart(page, prefix, "now", account.email);
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
      const orderId = new URL(page.url()).searchParams.get("order")!;
      const statusSaid = `${t("invoice.status")}: ${t("status.confirmed")}`;

      // Your bookings: each row's status and its link.
      await page.goto(`${prefix}/invoices`);
      const rows = page.locator(`[data-testid="invoice-row"][data-order="${orderId}"]`);
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) {
        const title = plain((await row.getByTestId("invoice-link").textContent()) ?? "");
        expect(await tree(row)).toContain(unquoted(`- text: ${statusSaid}`));
        await expect(row.getByRole("link", { name: t("invoice.viewFor", { title }) })).toBeVisible();
      }
      await expectSpecificNames(page.locator("main"), [t("invoice.view")]);

      // The order: both bookings, with their statuses and their voucher and cancel links named apart.
      await rows.first().getByTestId("invoice-link").click();
      const items = page.getByTestId("invoice-item");
      await expect(items).toHaveCount(2);
      for (const item of await items.all()) {
        const title = plain((await item.getByTestId("item-title").textContent()) ?? "");
        expect(await tree(item)).toContain(unquoted(`- text: ${statusSaid}`));
        await expect(item.getByRole("link", { name: t("invoice.viewVoucherFor", { title }) })).toBeVisible();
        await expect(item.getByRole("link", { name: t("invoice.cancelFor", { title }) })).toBeVisible();
      }
      await expectSpecificNames(page.locator("main"), [t("invoice.viewVoucher"), t("invoice.cancel")]);
      await page.screenshot({ path: testInfo.outputPath(`invoice-${locale}.png`), fullPage: true });
    });
  });
}
