// The phone menu, in both locales: a native popover drawer over a dimmed page offering the links, language, currency
// and sign-in (the account once signed in); Esc and the backdrop close it and focus returns to the toggle.
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { LOCALES, copy } from "./booking-steps.ts";

const PHONE = { width: 390, height: 844 };

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: the phone menu dims the page and offers language, currency and sign-in`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/about`);
    await islandsHydrated(page);
    const toggle = page.getByTestId("menu-toggle");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("menu-backdrop")).toBeVisible();
    // Focus moves into the drawer, to its first link.
    await expect(menu.locator("nav a").first()).toBeFocused();
    // The drawer sits at the inline end: the right edge in English, the left in Arabic.
    const box = (await menu.boundingBox())!;
    if (locale === "en") expect(Math.round(box.x + box.width)).toBe(PHONE.width);
    else expect(Math.round(box.x)).toBe(0);
    await expect(page.getByTestId("menu-account-entry")).toHaveText(copy(locale, "header.signIn"));
    await expect(page.getByTestId("menu-wishlist")).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    await toggle.click();
    await page.getByTestId("menu-backdrop").click({ position: { x: locale === "en" ? 10 : PHONE.width - 10, y: 400 } });
    await expect(menu).toBeHidden();

    await toggle.click();
    await Promise.all([
      page.waitForEvent("load"),
      page.getByTestId("menu-currency").locator("select").selectOption("SAR"),
    ]);
    expect((await page.context().cookies()).find((c) => c.name === "currency")?.value).toBe("SAR");
    await islandsHydrated(page);
    await page.getByTestId("menu-toggle").click();
    await expect(page.getByTestId("menu-currency").locator("select")).toHaveValue("SAR");

    await page.getByTestId("menu-language").click();
    const other = locale === "en" ? "/ar/about" : "/about";
    await expect(page).toHaveURL(new RegExp(`${other}$`));
  });
}

test("the supplier layout's phone menu opens over a dimmed page too, with language, currency and sign-in", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${baseURL!.replace("localhost", "supplier.localhost")}/ar/about`);
  await expect(page.locator("html")).toHaveAttribute("data-layout", "supplier");
  await islandsHydrated(page);
  await page.getByTestId("menu-toggle").click();
  await expect(page.getByTestId("menu-backdrop")).toBeVisible();
  await expect(page.getByTestId("menu-language")).toHaveAttribute("href", "/about");
  await expect(page.getByTestId("menu-currency").locator("select")).toBeVisible();
  await expect(page.getByTestId("menu-account-entry")).toHaveText(copy("ar", "header.signIn"));
  await page.screenshot({ path: "/tmp/shots/D/menu-supplier-390-ar.png" });
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toBeHidden();
});

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: a signed-in traveller's menu offers their account instead of sign-in`, async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    await page.context().addCookies([{ name: "signed_in", value: "1", url: baseURL! }]);
    await page.goto(`${prefix}/about`);
    await expect(page.locator("html")).toHaveAttribute("data-wishlist", "ready"); // the loader has started
    await page.getByTestId("menu-toggle").click();
    const entry = page.getByTestId("menu-account-entry");
    await expect(entry).toHaveText(copy(locale, "auth.header.account"));
    await expect(entry).toHaveAttribute("href", `${prefix}/account`);
  });
}
