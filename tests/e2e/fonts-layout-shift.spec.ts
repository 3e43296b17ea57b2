// Fonts and layout stability: each page fetches only the font files its language needs, within budget, and nothing
// moves while it loads, even when the web fonts arrive after the first paint (the size-adjusted fallback).
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { LOCALES } from "./booking-steps.ts";

/** Font bytes a first visit may fetch (client/fonts.css: Latin only, or Arabic and Latin). */
const FONT_BUDGET = { en: 60 * 1024, ar: 100 * 1024 };
const MAX_CLS = 0.02;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** The browse and personal pages to check, found through the site itself rather than by demo titles. */
async function pagesToCheck(page: Page, prefix: string): Promise<string[]> {
  await page.goto(`${prefix}/things-to-do`);
  const experience = new URL(
    (await page.getByTestId("activity-card").first().locator("a").first().getAttribute("href"))!,
    page.url(),
  ).pathname;
  await page.goto(experience);
  const word = (await page.locator("h1").first().innerText()).split(/\s+/).find((w) => w.length > 3) ?? "tour";
  return [
    `${prefix}/`,
    `${prefix}/things-to-do`,
    experience,
    `${prefix}/search/${encodeURIComponent(word)}`,
    `${prefix}/blog`,
    `${prefix}/about`,
    `${prefix}/cart`,
  ];
}

/** Opens `path` in a fresh context (nothing cached); web fonts are held back `fontDelay` ms to force a late swap. */
async function visit(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: { width: number; height: number },
  fontDelay = 0,
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const fonts: { url: string; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "font") return;
    const response = await request.response();
    if (response) fonts.push({ url: request.url(), bytes: (await response.body()).length });
  });
  if (fontDelay) {
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelay));
      await route.continue();
    });
  }
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            nodes: (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
            ),
          });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(fontDelay + 700);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
  );
  await context.close();
  return { fonts, cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: pages fetch only their language's font files, within budget`, async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    for (const path of await pagesToCheck(page, prefix)) {
      const { fonts } = await visit(browser, baseURL!, path, VIEWPORTS[0]);
      const bytes = fonts.reduce((sum, f) => sum + f.bytes, 0);
      expect(fonts.length, `${path} draws with the web font`).toBeGreaterThan(0);
      expect(bytes, `${path} fetched ${fonts.map((f) => f.url.split("/").pop()).join(", ")}`).toBeLessThanOrEqual(
        FONT_BUDGET[locale],
      );
      // Bold Arabic is for Arabic pages; English ones embolden the odd Arabic word instead.
      if (locale === "en") expect(fonts.map((f) => f.url).filter((u) => u.includes("arabic-arabic-700"))).toEqual([]);
      expect(new Set(fonts.map((f) => f.url)).size, `${path} fetched a font twice`).toBe(fonts.length);
    }
  });

  test(`${locale}: nothing moves while pages load, even when the web fonts arrive late`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const paths = await pagesToCheck(page, prefix);
    for (const viewport of VIEWPORTS) {
      for (const path of paths) {
        const { cls, shifts } = await visit(browser, baseURL!, path, viewport, 1200);
        expect(cls, `${path} at ${viewport.width} px: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_CLS);
      }
    }
  });
}
