// Whether a page fits its viewport: no sideways scroll, and nothing a traveller can see (an element's box or a run of
// its text) reaching past the viewport's inline edges, where it would be cut off. Shared by the journeys that check it.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** One element that reaches past the viewport: enough to find it in the code. */
export type Offender = {
  tag: string;
  testId: string | null;
  className: string;
  text: string;
  left: number;
  right: number;
  what: "box" | "text";
};

export type Fit = {
  scrollWidth: number;
  innerWidth: number;
  /** The innermost offenders (no offending element inside them), widest first: usually the cause. */
  innermost: Offender[];
  /** The outermost offenders (no offending element around them): where on the page it shows. */
  outermost: Offender[];
  count: number;
};

/**
 * Measures the page as it is now. Skipped on purpose: what is not rendered or fully transparent, what is visually
 * hidden (1 px boxes, clipped sr-only text), and what sits inside an element that clips or scrolls sideways itself
 * (a carousel, a rounded photo frame): that element is measured instead, so a carousel wider than the page still fails.
 */
export function measureFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    // Sub-pixel rounding of a box that ends exactly at the edge is no overflow.
    const slack = 0.5;
    const outside = (r: DOMRect) => r.width > 0 && r.height > 0 && (r.right > viewport + slack || r.left < -slack);
    const root = (el: Element) => el === document.body || el === document.documentElement;
    const clips = new Map<Element, boolean>();
    /** An ancestor (below <body>) that clips or scrolls its content sideways. */
    const insideClip = (el: Element): boolean => {
      const parent = el.parentElement;
      if (!parent || root(parent)) return false;
      let known = clips.get(parent);
      if (known === undefined) {
        known = getComputedStyle(parent).overflowX !== "visible" || insideClip(parent);
        clips.set(parent, known);
      }
      return known;
    };
    const hidden = (el: Element): boolean => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
      const style = getComputedStyle(el);
      if (style.clip !== "auto" && style.position === "absolute") return true;
      if (style.clipPath.startsWith("inset(50%")) return true;
      const r = el.getBoundingClientRect();
      return r.width <= 1 && r.height <= 1;
    };
    const offending = new Map<Element, { left: number; right: number; what: "box" | "text" }>();
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest("script, style, template, noscript") || insideClip(el) || hidden(el)) continue;
      const r = el.getBoundingClientRect();
      if (outside(r)) offending.set(el, { left: r.left, right: r.right, what: "box" });
    }
    // Text that spills out of a box that itself fits (a long word, a no-wrap label).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || offending.has(parent)) continue;
      if (
        parent.closest("script, style, template, noscript, select") ||
        hidden(parent) ||
        (!root(parent) && (getComputedStyle(parent).overflowX !== "visible" || insideClip(parent)))
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (outside(r)) {
          offending.set(parent, { left: r.left, right: r.right, what: "text" });
          break;
        }
      }
    }
    const describe = (el: Element) => {
      const edge = offending.get(el)!;
      return {
        tag: el.tagName.toLowerCase(),
        testId: el.getAttribute("data-testid") ?? el.closest("[data-testid]")?.getAttribute("data-testid") ?? null,
        className: (el.getAttribute("class") ?? "").slice(0, 160),
        text: (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60),
        left: Math.round(edge.left),
        right: Math.round(edge.right),
        what: edge.what,
      };
    };
    const all = [...offending.keys()];
    // The widest first: a box too wide for its column (a form field at its own width, a long word) widens what holds it.
    const width = (el: Element) => offending.get(el)!.right - offending.get(el)!.left;
    const innermost = all
      .filter((el) => !all.some((other) => other !== el && el.contains(other)))
      .sort((a, b) => width(b) - width(a));
    const outermost = all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      innermost: innermost.slice(0, 10).map(describe),
      outermost: outermost.slice(0, 4).map(describe),
      count: all.length,
    };
  });
}

const line = (o: Offender) =>
  `    <${o.tag}${o.testId ? ` data-testid(or nearest)="${o.testId}"` : ""}${o.className ? ` class="${o.className}"` : ""}> "${o.text}" ` +
  `${o.what === "text" ? "its text runs" : "its box runs"} from ${o.left} to ${o.right} px`;

/** What a failure says: the page, the locale, the width, and each offending element with its edges. */
export function explain(where: string, fit: Fit): string {
  const lines = [
    `${where}: the page is ${fit.scrollWidth} px wide in a ${fit.innerWidth} px viewport; ${fit.count} visible element(s) reach past 0..${fit.innerWidth} px`,
  ];
  if (fit.innermost.length) lines.push("  innermost, widest first (likely cause):", ...fit.innermost.map(line));
  if (fit.outermost.length) lines.push("  outermost (where it shows):", ...fit.outermost.map(line));
  return lines.join("\n");
}

export const PHONE_WIDTHS = [390, 320] as const;

/** LAYOUT_SHOTS=/some/dir: every checked page is also saved there at 390 and 1366 px, to look at by eye. */
const SHOTS = process.env.LAYOUT_SHOTS;
const SHOT_WIDTHS = [390, 1366];

/**
 * Checks the page as it stands at each width (resized in place: a page reached by a form post is not posted again),
 * as a soft assertion so one run lists every page that does not fit; saves a screenshot of each page that fails.
 * Ends back at the first width.
 */
export async function expectFits(
  page: Page,
  testInfo: TestInfo,
  label: string,
  locale: string,
  widths: readonly number[] = PHONE_WIDTHS,
): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const height = page.viewportSize()?.height ?? 844;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // One frame for the new width's layout (and any resize observer) to settle.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const fit = await measureFit(page);
    const where = `${label} (${locale}, ${width} px, ${page.url().replace(/^https?:\/\/[^/]+/, "")})`;
    const fits = fit.scrollWidth <= fit.innerWidth && fit.count === 0;
    if (!fits)
      await page.screenshot({
        path: testInfo.outputPath(`${label.replace(/\W+/g, "-")}-${locale}-${width}.png`),
        fullPage: true,
      });
    expect.soft(fits, explain(where, fit)).toBe(true);
  }
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of SHOT_WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.screenshot({
        path: join(SHOTS, `${label.replace(/\W+/g, "-")}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: widths[0], height });
}
