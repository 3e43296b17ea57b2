// What the keyboard journeys share: pressing Tab until a named control has focus (and failing with the path focus
// took), and, at every stop, proof that the focused control shows a ring and is not hidden under anything stuck to
// the screen (WCAG 2.2: 2.4.7 focus visible, 2.4.11 focus not obscured).
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** What focus is on, as a person would name it, and whether it can be seen. */
export type FocusStop = {
  /** "a “Desert Safari”", "button “Next photo”", "input lead.firstName". */
  name: string;
  /** A ring of at least 2 px on the control, or on the label that draws it. */
  ring: boolean;
  /** The control's centre is on screen and the control itself is what is there (nothing stuck on top of it). */
  uncovered: boolean;
  /** What covers it, when something does. */
  coveredBy: string;
  /** Its outline, opacity and box, for a failure's message. */
  detail: string;
};

/** Reads the focused element: its name, its ring, and what sits at its centre. */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const nameOf = (el: Element | null): string => {
      if (!el) return "nothing";
      const tag = el.tagName.toLowerCase();
      const words =
        el.getAttribute("aria-label") ||
        (el as HTMLInputElement).name ||
        (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40) ||
        el.id;
      return words ? `${tag} “${words}”` : tag;
    };
    const el = document.activeElement;
    if (!el || el === document.body) return { name: "body", ring: false, uncovered: false, coveredBy: "", detail: "" };
    const ringOf = (node: Element | null) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      return s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 2 && s.visibility !== "hidden";
    };
    const style = getComputedStyle(el);
    // A control drawn by its label (an invisible radio laid over it) shows its ring on the label.
    // A date field's picker button is a stop of its own inside the field, which the page's CSS cannot reach
    // (the field matches neither :focus nor :focus-visible then): Chromium draws its own ring around the button.
    const pickerButton = el.matches("input[type=date], input[type=time]") && !el.matches(":focus");
    // A link stretched over its card draws the ring round the card, on its ::after.
    const after = getComputedStyle(el, "::after");
    const cardRing =
      after.content !== "none" && after.outlineStyle !== "none" && Number.parseFloat(after.outlineWidth) >= 2;
    const ring = (ringOf(el) && style.opacity !== "0") || ringOf(el.closest("label")) || pickerButton || cardRing;
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const onScreen = box.width > 0 && box.height > 0 && y >= 0 && y <= innerHeight && x >= 0 && x <= innerWidth;
    const hit = onScreen ? document.elementFromPoint(x, y) : null;
    // The control, or something inside it (its text, its icon), is what a finger at its centre would touch.
    const uncovered = Boolean(hit && (hit === el || el.contains(hit)));
    const detail = `outline ${style.outlineStyle} ${style.outlineWidth}, opacity ${style.opacity}, box ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} of ${innerWidth}×${innerHeight}`;
    return {
      name: nameOf(el),
      ring,
      uncovered,
      coveredBy: uncovered ? "" : onScreen ? nameOf(hit) : "off screen",
      detail,
    };
  });
}

/**
 * The focused control shows its ring and is not covered; `where` names the step in a failure. Asked again for up to
 * two seconds: a page that has just opened may still be drawing its view transition over everything.
 */
export async function expectFocusShown(page: Page, where: string): Promise<FocusStop> {
  let stop = await focusStop(page);
  for (const started = Date.now(); !(stop.ring && stop.uncovered) && Date.now() - started < 2000; ) {
    await page.waitForTimeout(100);
    stop = await focusStop(page);
  }
  expect(stop.ring, `${where}: ${stop.name} shows no focus ring (${stop.detail})`).toBe(true);
  expect(stop.uncovered, `${where}: ${stop.name} is covered by ${stop.coveredBy} (${stop.detail})`).toBe(true);
  return stop;
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `max` times, checking at each stop that focus
 * shows and is not covered; fails with the path focus took, so a test bounds and proves the order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  label: string,
  { max = 30, back = false }: { max?: number; back?: boolean } = {},
): Promise<string[]> {
  await expect(target, `${label}: the control to tab to`).toBeAttached();
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const stop = await expectFocusShown(page, `tabbing to ${label}`);
    path.push(stop.name);
    if (await target.evaluate((el) => el === document.activeElement)) return path;
  }
  throw new Error(`${label} was not reached in ${max} presses of ${back ? "Shift+Tab" : "Tab"}: ${path.join(" → ")}`);
}

/** `target` has focus now (after a step that should have put it there). */
export async function expectFocused(target: Locator, where: string): Promise<void> {
  await expect
    .poll(() => target.evaluate((el) => el === document.activeElement).catch(() => false), { message: where })
    .toBe(true);
}

/** Focus is inside `container` now (a drawer, a dialog). */
export async function expectFocusWithin(container: Locator, where: string): Promise<void> {
  await expect
    .poll(() => container.evaluate((el) => el.contains(document.activeElement)).catch(() => false), {
      message: where,
    })
    .toBe(true);
}
