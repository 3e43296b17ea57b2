// Islands load on demand: a browse page fetches only the small loader before any interaction, and the first click,
// keystroke or choice made before an island is ready takes effect once it is (exactly once).
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { LOCALES, demoActivities } from "./booking-steps.ts";

const PHONE = { width: 390, height: 844 };
const BUDGET = 20 * 1024;

type Script = { url: string; gzip: number; beforeLoad: boolean };

/**
 * Every script the page fetched, with its gzip size and whether it was asked for before the load event (the critical
 * path), once the network has gone quiet without any input.
 */
async function scriptsBeforeInteraction(page: Page, path: string): Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  let loaded = false;
  const onResponse = (res: import("@playwright/test").Response) => {
    if (res.request().resourceType() === "script") {
      const beforeLoad = !loaded;
      scripts.push(res.body().then((body) => ({ url: res.url(), gzip: gzipSync(body).length, beforeLoad })));
    }
  };
  page.on("response", onResponse);
  page.once("load", () => {
    loaded = true;
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  page.off("response", onResponse);
  return Promise.all(scripts);
}

/** The cards' prices as numbers, in page order (Western or Arabic-Indic digits). */
function cardPrices(page: Page): Promise<number[]> {
  return page
    .getByTestId("activity-card")
    .locator("[data-price]")
    .evaluateAll((els) =>
      els.map((el) =>
        Number(
          (el.textContent ?? "").replace(/[^\d٠-٩]/g, "").replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))),
        ),
      ),
    );
}

const isFramework = (url: string) => /\/assets\/(hydrate|react|index|jsx-runtime|client)[-.]/.test(url);

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: browse pages load only the loader before the page has loaded, then fetch islands without running them`, async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize(PHONE);
    const experience = demoActivities({ refuses: false, confirmation: "instant" })[3];
    for (const path of [
      prefix || "/",
      `${prefix}/things-to-do`,
      `${prefix}/search/desert`,
      `${prefix}${experience}`,
      `${prefix}/blog`,
      `${prefix}/about`,
    ]) {
      const scripts = await scriptsBeforeInteraction(page, path);
      const critical = scripts.filter((s) => s.beforeLoad);
      expect(
        critical.filter((s) => isFramework(s.url)),
        path,
      ).toEqual([]);
      const total = critical.reduce((sum, s) => sum + s.gzip, 0);
      expect(total, `${path}: ${critical.map((s) => `${s.url} ${s.gzip}`).join(", ")}`).toBeLessThanOrEqual(BUDGET);
      // Once idle, React DOM is fetched for the first tap, but nothing runs it: no island waiting for the traveller is live.
      expect(
        scripts.some((s) => isFramework(s.url) && !s.beforeLoad),
        path,
      ).toBe(true);
      expect(await page.locator('[data-island][data-hydrate="interaction"][data-hydrated="true"]').count(), path).toBe(
        0,
      );
    }
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: on Save-Data nothing is fetched ahead of the first tap`, async ({ page, consoleProblems }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "connection", {
        get: () => ({ saveData: true, effectiveType: "4g" }),
      }),
    );
    await page.setViewportSize(PHONE);
    const scripts = await scriptsBeforeInteraction(page, `${prefix}/things-to-do`);
    expect(scripts.filter((s) => isFramework(s.url))).toEqual([]);
    expect(scripts.reduce((sum, s) => sum + s.gzip, 0)).toBeLessThanOrEqual(BUDGET);
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: the first tap on the menu opens it at once, with no framework, and without JavaScript too`, async ({
    page,
    browser,
    consoleProblems,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(prefix || "/", { waitUntil: "networkidle" });
    await page.getByTestId("menu-toggle").click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.getByTestId("menu-toggle")).toHaveAttribute("aria-expanded", "true");
    expect(await page.locator("[data-island][data-hydrated]").count()).toBe(0);
    // Once, not toggled open and shut again.
    await page.waitForTimeout(300);
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(consoleProblems).toEqual([]);

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const plain = await noScript.newPage();
      await plain.goto(new URL(prefix || "/", page.url()).href);
      await plain.getByTestId("menu-toggle").click();
      await expect(plain.locator("#mobile-menu")).toBeVisible();
      await plain.getByTestId("menu-close").click();
      await expect(plain.locator("#mobile-menu")).toBeHidden();
    } finally {
      await noScript.close();
    }
  });

  test(`${locale}: what is typed into the search box before it hydrates brings suggestions`, async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(prefix || "/", { waitUntil: "networkidle" });
    const box = page.locator("#hero-search");
    await expect(page.locator('[data-island="SearchBox"]').first()).not.toHaveAttribute("data-hydrated", "true");
    await box.pressSequentially(locale === "en" ? "dub" : "دب");
    await expect(page.locator("#hero-search-listbox")).toBeVisible();
    await expect(box).toHaveValue(locale === "en" ? "dub" : "دب");
    await expect(page.locator("#hero-search-listbox").getByRole("option").first()).toContainText(
      locale === "en" ? "Dubai" : "دبي",
    );
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: the results hydrate around the server's cards as they are, then the first sort replaces them`, async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${prefix}/things-to-do-in-dubai`, { waitUntil: "networkidle" });
    const island = page.locator('[data-island="SearchResults"]');
    await expect(island).not.toHaveAttribute("data-hydrated", "true");
    // The cards travel once, as HTML: the props the browser hydrates with leave them out.
    const props = await island.evaluate((el) =>
      JSON.parse(document.getElementById(`${(el as HTMLElement).dataset.islandId}-props`)!.textContent!),
    );
    expect(props.data.cards).toBeNull();
    const cards = page.getByTestId("activity-card");
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    const titles = await cards.locator("h3").allTextContents();
    await cards.first().evaluate((el) => ((el as HTMLElement & { kept?: boolean }).kept = true));
    // Focus wakes the island; the same card elements are still there once it has hydrated.
    await page.locator('select[name="sort"]').focus();
    await expect(island).toHaveAttribute("data-hydrated", "true");
    expect(await cards.first().evaluate((el) => (el as HTMLElement & { kept?: boolean }).kept)).toBe(true);
    expect(await cards.locator("h3").allTextContents()).toEqual(titles);
    await page.locator('select[name="sort"]').selectOption("price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(cards.first()).not.toHaveJSProperty("kept", true);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await cards.count()).toBe(count);
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: when the results' payload cannot be fetched, a sort loads the sorted page itself`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.route("**/_payload.json*", (route) => route.abort());
    await page.goto(`${prefix}/things-to-do-in-dubai`, { waitUntil: "networkidle" });
    await page.locator('select[name="sort"]').selectOption("price-desc");
    await page.waitForURL(/sort=price-desc/);
    await page.waitForLoadState("networkidle");
    // A whole page, rendered by the server with the cards in the order asked for.
    await expect(page.locator('[data-island="SearchResults"]')).not.toHaveAttribute("data-hydrated", "true");
    await expect(page.locator('select[name="sort"]')).toHaveValue("price-desc");
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test(`${locale}: a currency chosen takes effect at once, with no framework`, async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${prefix}/things-to-do`, { waitUntil: "networkidle" });
    const select = page.locator("select[data-currency-switch]:visible");
    await Promise.all([page.waitForEvent("load"), select.selectOption("USD")]);
    await expect(page.locator("select[data-currency-switch]:visible")).toHaveValue("USD");
    expect((await page.context().cookies()).find((c) => c.name === "currency")?.value).toBe("USD");
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: the calendar hydrates as it comes near, not before`, async ({ page, consoleProblems }) => {
    await page.setViewportSize(PHONE);
    const experience = demoActivities({ refuses: false, confirmation: "instant" })[3];
    await page.goto(`${prefix}${experience}`, { waitUntil: "networkidle" });
    const widget = page.locator('[data-island="BookingWidget"]');
    const before = await widget.getAttribute("data-hydrated");
    const inView = await widget.evaluate((el) => {
      let node: Element = el;
      while (getComputedStyle(node).display === "contents" && node.firstElementChild) node = node.firstElementChild;
      return node.getBoundingClientRect().top < innerHeight + 150;
    });
    if (!inView) expect(before).toBeNull();
    await page.getByTestId("check-availability-top").click();
    await expect(widget).toHaveAttribute("data-hydrated", "true");
    expect(consoleProblems).toEqual([]);
  });

  // The loader can run before the stylesheet has arrived, when the calendar's display:contents root still has a box.
  test(`${locale}: the calendar hydrates near the viewport even when the stylesheet arrives after the loader`, async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize(PHONE);
    await page.route("**/*.css", async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    const experience = demoActivities({ refuses: false, confirmation: "instant" })[3];
    await page.goto(`${prefix}${experience}`, { waitUntil: "networkidle" });
    const widget = page.locator('[data-island="BookingWidget"]');
    await page.getByTestId("check-availability-top").click();
    await expect(widget).toHaveAttribute("data-hydrated", "true");
    expect(consoleProblems).toEqual([]);
  });
}
