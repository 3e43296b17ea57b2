// Home in both locales, the language switch, islands hydrating cleanly, and page-wide behaviours.
import { test, expect, islandsHydrated } from "./fixtures.ts";

test.describe("home", () => {
  test("English home is ltr with the hero and footer", async ({ page, consoleProblems }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find unforgettable things to do in the Gulf");
    await expect(page.getByRole("contentinfo")).toContainText("24/7 support");
    await islandsHydrated(page);
    expect(consoleProblems).toEqual([]);
  });

  test("Arabic home is rtl, in Arabic, with the header at the start on the right", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اكتشف تجارب لا تُنسى في الخليج");
    const logo = await page.getByTestId("logo").boundingBox();
    const width = page.viewportSize()!.width;
    expect(logo!.x).toBeGreaterThan(width / 2); // the logo sits at the inline start, which is the right in rtl
    await islandsHydrated(page);
    expect(consoleProblems).toEqual([]);
  });
});

test("the language switch goes to the same page in the other locale and back", async ({ page }) => {
  await page.goto("/faq");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/ar\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الأسئلة الشائعة");
  expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("ar");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
});

test("islands hydrate with no hydration warning and respond to input", async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/ar/about");
  await islandsHydrated(page);
  const menuButton = page.getByRole("button", { name: "افتح القائمة" });
  await menuButton.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(page.locator("#mobile-menu")).toContainText("من نحن");
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toBeHidden();
  expect(consoleProblems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("the currency switch stores the choice and the server keeps it", async ({ page }) => {
  await page.goto("/");
  await islandsHydrated(page);
  await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Currency" }).selectOption("SAR")]);
  await islandsHydrated(page);
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("SAR");
  expect((await page.context().cookies()).find((c) => c.name === "currency")?.value).toBe("SAR");
});

test("a link to a host off the allow-list is refused with a toast", async ({ page }) => {
  await page.goto("/ar/contact-us");
  await islandsHydrated(page);
  await page.evaluate(() => {
    const a = document.createElement("a");
    a.href = "https://evil.example/";
    a.textContent = "external";
    a.id = "bad-link";
    document.querySelector("main")!.appendChild(a);
  });
  await page.locator("#bad-link").click();
  await expect(page.getByRole("status")).toContainText("هذا الرابط يقود إلى خارج موقعنا");
  expect(page.url()).toContain("/ar/contact-us");
});

/** Playwright turns Chromium's back/forward cache off; browsers keep it on, and a page restored from it keeps its scroll. */
const withBackForwardCache = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] }),
    { scope: "worker" },
  ],
});

withBackForwardCache(
  "after a page loads the view is at the top, also where the browser would restore the scroll position",
  async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    const scrollToBottom = async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(scrollY).toBeGreaterThan(500);
    };
    await page.addInitScript(() =>
      addEventListener("pageshow", (e) => e.persisted && document.documentElement.setAttribute("data-restored", "")),
    );
    await page.goto("/terms-and-conditions");
    await scrollToBottom();
    await page.reload();
    expect.soft(await scrollY(), "after a reload").toBe(0);

    await scrollToBottom();
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goBack({ waitUntil: "commit" });
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.locator("html"), "restored from the back/forward cache").toHaveAttribute("data-restored");
    expect(await scrollY(), "after going back").toBe(0);
  },
);

test("the supplier layout is served on supplier.localhost", async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace("localhost", "supplier.localhost")}/ar`);
  await expect(page.locator("html")).toHaveAttribute("data-layout", "supplier");
  await expect(page.getByTestId("logo")).toContainText("صقر الصحراء للرحلات");
  await expect(page.getByRole("navigation", { name: "القائمة الرئيسية" }).first()).toContainText("التجارب");
});

test("an unknown page shows the not-found page with a working home button", async ({ page }) => {
  const response = await page.goto("/ar/nothing-here");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("عذرًا! الصفحة التي تبحث عنها غير موجودة.");
  await page.getByRole("link", { name: "الصفحة الرئيسية" }).click();
  await expect(page).toHaveURL(/\/ar$/);
});

test("pages fit a 320px phone without sideways scrolling, in both layouts and locales", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const supplier = baseURL!.replace("localhost", "supplier.localhost");
  for (const url of [
    "/",
    "/ar",
    "/ar/things-to-do-in-dubai",
    "/ar/search/dubai",
    `${supplier}/ar`,
    `${supplier}/experiences`,
  ]) {
    await page.goto(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(320);
  }
});
