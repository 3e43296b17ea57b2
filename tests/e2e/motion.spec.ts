// A device that asks for less motion gets none: no page transition between pages, no sliding toast, no easing on
// cards, the photo strip or anything else; and one that asks for more contrast gets body-strength text and firm
// borders. Each is checked against the same page without the preference, so the check can fail.
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { LOCALES } from "./booking-steps.ts";

/** Whether the page the link leads to was revealed with a view transition (the `pagereveal` event says so). */
async function navigatedWithTransition(browser: Browser, prefix: string, reduce: boolean): Promise<boolean> {
  const context = await browser.newContext({ reducedMotion: reduce ? "reduce" : "no-preference" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.addEventListener("pagereveal", (event) => {
      (window as unknown as { revealedWith: boolean }).revealedWith = Boolean(
        (event as Event & { viewTransition: unknown }).viewTransition,
      );
    });
  });
  await page.goto(`${prefix}/`);
  // A click, not page.goto: a transition runs for navigations the page starts, not for a typed address.
  await page.getByTestId("activity-card").first().locator("a[href]").first().click();
  await page.waitForLoadState("load");
  const revealed = await page.evaluate(() => (window as unknown as { revealedWith?: boolean }).revealedWith);
  await context.close();
  return Boolean(revealed);
}

/** The longest transition and animation on the page's elements, in seconds. */
async function longestMotion(page: Page): Promise<number> {
  return page.evaluate(() => {
    const seconds = (value: string) => Math.max(...value.split(",").map((v) => Number.parseFloat(v) || 0));
    let longest = 0;
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const style = getComputedStyle(el);
      const moves = style.transitionProperty !== "none" || style.animationName !== "none";
      if (moves) longest = Math.max(longest, seconds(style.transitionDuration), seconds(style.animationDuration));
    }
    return longest;
  });
}

async function toastAnimation(page: Page, message: string): Promise<string> {
  // The first toast raised wakes the toasts island (client/loader/islands.ts), which then shows it.
  await page.evaluate((detail) => window.dispatchEvent(new CustomEvent("app:toast", { detail })), {
    kind: "success",
    message,
  });
  const toast = page.getByRole("status").filter({ hasText: message });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  return toast.evaluate((el) => {
    // react-hot-toast animates the toast's bar: the element holding the message or one around it.
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.animationName !== "none") return style.animationDuration;
    }
    return "none";
  });
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`reduced motion and more contrast (${locale})`, () => {
    test("a page opens without a transition when the device asks for less motion", async ({ browser }) => {
      expect(await navigatedWithTransition(browser, prefix, false), "a transition without the preference").toBe(true);
      expect(await navigatedWithTransition(browser, prefix, true), "no transition with it").toBe(false);
    });

    test("nothing eases or slides: cards, photos, toasts", async ({ page }) => {
      await page.goto(`${prefix}/`);
      expect(await longestMotion(page), "the page moves without the preference").toBeGreaterThan(0.1);
      const sliding = await toastAnimation(page, `toast ${locale} 1`);
      expect(Number.parseFloat(sliding)).toBeGreaterThan(0.1);

      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await longestMotion(page)).toBeLessThan(0.01);
      const still = await toastAnimation(page, `toast ${locale} 2`);
      expect(still === "none" || Number.parseFloat(still) < 0.01, `toast animation ${still}`).toBe(true);
    });

    test("more contrast: quiet text reads as body text and hairlines become borders", async ({ page }) => {
      await page.goto(`${prefix}/`);
      const quiet = page.locator(".text-slate-500").first();
      const hairline = page.locator(".border-black\\/10").first();
      const colourOf = () => quiet.evaluate((el) => getComputedStyle(el).color);
      const borderOf = () => hairline.evaluate((el) => getComputedStyle(el).borderTopColor);
      const [greyText, greyBorder] = [await colourOf(), await borderOf()];
      await page.emulateMedia({ contrast: "more" });
      expect(await colourOf()).not.toBe(greyText);
      expect(await colourOf()).toBe("rgb(30, 41, 59)");
      expect(await borderOf()).not.toBe(greyBorder);
      expect(await borderOf()).toBe("rgba(0, 0, 0, 0.65)");
    });
  });
}
