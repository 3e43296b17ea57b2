// Headers keep to one row at every width from 320 px, in both languages and both layouts, and nothing scrolls sideways.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366, 1920];
const LOCALES = [
  { locale: "en", path: "/" },
  { locale: "ar", path: "/ar" },
];
/** Each layout's header is one row of at most `maxHeight` px (a wrapped label makes it taller). */
const LAYOUTS = [
  { layout: "default", host: "localhost", maxHeight: 72 },
  { layout: "supplier", host: "supplier.localhost", maxHeight: 84 },
];

type Fit = { height: number; wrapped: string[]; scrollWidth: number; innerWidth: number };

/** The header's height, any of its visible texts that broke onto a second line, and the page's scroll width. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    const bars = [header, document.querySelector('[data-testid="contact-bar"]')].filter(
      (el): el is HTMLElement => el !== null,
    );
    const wrapped: string[] = [];
    for (const bar of bars) {
      const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        const text = node.textContent!.trim();
        // Skip <option>s and visually hidden labels (1 px wide by design).
        if (!text || parent.closest("select") || !parent.checkVisibility() || parent.getBoundingClientRect().width <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (!rects.length) continue;
        const tops = rects.map((r) => r.top);
        const lineHeight = Math.min(...rects.map((r) => r.height));
        if (Math.max(...tops) - Math.min(...tops) > lineHeight / 2) wrapped.push(text);
      }
    }
    return {
      height: Math.round(header.getBoundingClientRect().height),
      wrapped,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    };
  });
}

for (const { layout, host, maxHeight } of LAYOUTS) {
  test(`the ${layout} header fits one row at every width, in English and Arabic`, async ({ page, baseURL }) => {
    const origin = baseURL!.replace("localhost", host);
    const heights: Record<string, Record<number, number>> = {};
    for (const { locale, path } of LOCALES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(origin + path);
      await page.evaluate(() => document.fonts.ready);
      heights[locale] = {};
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const fit = await measure(page);
        const where = `${layout} ${locale} at ${width}px`;
        expect(fit.wrapped, `${where}: header texts on two lines`).toEqual([]);
        expect(fit.height, `${where}: header height`).toBeLessThanOrEqual(maxHeight);
        expect(fit.scrollWidth, `${where}: sideways scroll`).toBeLessThanOrEqual(fit.innerWidth);
        heights[locale][width] = fit.height;
      }
    }
    // Arabic labels are no excuse for a taller header than English at the same width.
    expect(heights.ar).toEqual(heights.en);
  });
}
