// The first tap on a throttled phone (Lighthouse's mobile profile: CPU 4×, 150 ms round trip, 1.6 Mbit/s), in both
// languages: a wishlist heart, a calendar day and add to cart each answer (the answer's frame is found by the same
// probe as `npm run bench:interaction`, which prints how long each took; this journey checks each one answers and
// ends in the right state, not a time).
import { test, expect } from "./fixtures.ts";
import { LOCALES, demoActivities } from "./booking-steps.ts";
import { firstInput, throttle } from "../../bench/lib/first-input.mjs";
import { FIRST_INPUTS } from "../../bench/lib/first-inputs.mjs";

const input = (id: string) => {
  const found = FIRST_INPUTS.find((i) => i.id === id);
  if (!found) throw new Error(`no first input ${id}`);
  return found;
};

test.describe.configure({ timeout: 120_000 });
test.use({ hasTouch: true, isMobile: true });

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: on a throttled phone the heart, a calendar day and add to cart each answer`, async ({
    page,
    baseURL,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await throttle(page);

    // The heart: pressed in the next frames, before (and whether or not) React arrives; the list keeps it.
    const heart = input("heart");
    const tapped = await firstInput(page, cdp, { ...heart, url: `${baseURL}${prefix}/things-to-do` });
    expect(tapped.latency, "the heart answered").toBeLessThan(Number.POSITIVE_INFINITY);
    const first = page.locator('[data-testid="activity-card"] button[data-wishlist]').first();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    const saved = await first.getAttribute("data-wishlist");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rihla:wishlist") ?? "")).toContain(String(saved));

    // A calendar day on an experience with seats: chosen.
    const experience = `${baseURL}${prefix}${demoActivities({ refuses: false, confirmation: "instant" })[3]}`;
    const day = input("day");
    const chosen = await firstInput(page, cdp, { ...day, url: experience });
    expect(chosen.latency, "the day answered").toBeLessThan(Number.POSITIVE_INFINITY);
    await expect(page.locator("td[data-bench]")).toHaveAttribute("aria-selected", "true");

    // Add to cart as the first input on a fresh load: the button says it is working, then the cart has the item.
    const add = input("add");
    const added = await firstInput(page, cdp, { ...add, url: experience });
    expect(added.latency, "add to cart answered").toBeLessThan(Number.POSITIVE_INFINITY);
    await expect(page.getByTestId("cart-count").first()).toHaveText(/[1١]/, { timeout: 30_000 });
    expect(consoleProblems).toEqual([]);
  });
}
