// `npx node scripts/focus-order.mjs [--out dir] [--base http://localhost:8830]`: the focus order of the experience
// page and of checkout, as a keyboard user meets it, drawn on full-page screenshots: every Tab stop numbered in a
// badge at its corner and outlined, in English and Arabic, at 390 and 1366 px. Run it against a running server with
// the demo data (npm run dev, or a journeys' server); it adds one item to a fresh cart of its own.
// Look at the images: numbers should go down the page in reading order (right to left in Arabic), with no jumps
// back, no invisible stops and nothing a keyboard cannot reach.
import { mkdir } from "node:fs/promises";
import { parseArgs } from "node:util";
import { chromium, request as http } from "@playwright/test";
import { bookableExperience, demoActivities } from "../tests/e2e/booking-steps.ts";

const { values: args } = parseArgs({
  options: {
    out: { type: "string", default: "test-results/focus-order" },
    base: { type: "string", default: `http://localhost:${process.env.E2E_PORT ?? 8787}` },
    max: { type: "string", default: "120" },
  },
});
const WIDTHS = [390, 1366];
const LOCALES = [
  { locale: "en", prefix: "" },
  { locale: "ar", prefix: "/ar" },
];
const MAX_STOPS = Number(args.max);

/** Presses Tab until focus leaves the page's content or comes round again; answers each stop's box and name. */
async function tabStops(page, stopAt, fromTop = true) {
  const stops = [];
  if (fromTop)
    await page.evaluate(() => {
      document.activeElement?.blur?.();
      window.scrollTo(0, 0);
    });
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      if (!el.dataset.focusOrder) el.dataset.focusOrder = String(Math.random()).slice(2);
      const r = el.getBoundingClientRect();
      const label =
        el.getAttribute("aria-label") ||
        el.getAttribute("name") ||
        (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      const style = getComputedStyle(el);
      return {
        key: el.dataset.focusOrder,
        tag: el.tagName.toLowerCase(),
        label,
        testId: el.getAttribute("data-testid") ?? "",
        x: r.left + scrollX,
        y: r.top + scrollY,
        width: r.width,
        height: r.height,
        // On the control, on the label that draws it, or round the card its link is stretched over (::after).
        ring: [
          style,
          getComputedStyle(el, "::after"),
          el.closest("label") && getComputedStyle(el.closest("label")),
        ].some((s) => s && s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 2 && s.content !== "none"),
      };
    });
    if (!stop) break;
    if (stops.length && stops[0].key === stop.key) break; // round again
    stops.push(stop);
    if (stopAt(stop)) break;
  }
  return stops;
}

/** Draws the stops on the page (numbered badges, outlines) and saves a full-page screenshot. */
async function drawAndSave(page, stops, file) {
  // The whole page in one viewport before measuring: a full-page screenshot would resize it after, moving things.
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.waitForTimeout(300);
  await page.evaluate(
    ({ stops }) => {
      document.activeElement?.blur?.();
      const layer = document.createElement("div");
      // As wide and tall as the page, clipping: a stop scrolled out of a sideways strip must not widen the page.
      const { scrollWidth, scrollHeight } = document.documentElement;
      layer.style.cssText = `position:absolute;left:0;top:0;width:${scrollWidth}px;height:${scrollHeight}px;overflow:hidden;pointer-events:none;z-index:2147483647;`;
      layer.setAttribute("aria-hidden", "true");
      const byKey = new Map();
      stops.forEach((s, i) => {
        if (!byKey.has(s.key)) byKey.set(s.key, { ...s, numbers: [] });
        byKey.get(s.key).numbers.push(i + 1);
      });
      // Measured again now, with the page and the photo strip back at their start: the layout has settled since
      // each stop (a price line appearing moves what follows), and sticky parts sit where the page's top puts them.
      window.scrollTo(0, 0);
      for (const strip of document.querySelectorAll('[data-testid="gallery-strip"]')) strip.scrollLeft = 0;
      for (const s of byKey.values()) {
        const el = document.querySelector(`[data-focus-order="${s.key}"]`);
        const r = el?.getBoundingClientRect();
        if (r && r.width > 0)
          Object.assign(s, { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height });
      }
      for (const s of byKey.values()) {
        const box = document.createElement("div");
        box.style.cssText = `position:absolute;left:${s.x}px;top:${s.y}px;width:${s.width}px;height:${s.height}px;outline:2px dashed ${s.ring ? "#c026d3" : "#dc2626"};pointer-events:none;`;
        const badge = document.createElement("div");
        badge.textContent = s.numbers.join(",");
        badge.style.cssText = `position:absolute;left:${Math.max(0, s.x - 8)}px;top:${Math.max(0, s.y - 8)}px;min-width:20px;height:20px;padding:0 4px;border-radius:10px;background:${s.ring ? "#c026d3" : "#dc2626"};color:#fff;font:bold 12px/20px system-ui,sans-serif;text-align:center;pointer-events:none;box-shadow:0 0 0 1px #fff;`;
        layer.append(box, badge);
      }
      document.body.append(layer);
    },
    { stops },
  );
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const api = await http.newContext({ baseURL: args.base });
await mkdir(args.out, { recursive: true });
const path = await bookableExperience(api, demoActivities({ refuses: false, confirmation: "instant" }), 0);
const written = [];
for (const { locale, prefix } of LOCALES) {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      baseURL: args.base,
      viewport: { width, height: width < 800 ? 844 : 900 },
      serviceWorkers: "block",
      reducedMotion: "reduce",
    });
    const page = await context.newPage();

    // The experience page, from the top to Book now.
    await page.goto(`${prefix}${path}`);
    await page.waitForLoadState("networkidle");
    const experience = await tabStops(page, (s) => s.testId === "book-now");
    const shot = `${args.out}/experience-${locale}-${width}.png`;
    await drawAndSave(page, experience, shot);
    written.push(`${shot}: ${experience.length} stops`);

    // Checkout with that experience in the cart, from the top to the pay button.
    const { booking } = await (await api.get(`${prefix}${path}/_payload.json`)).json();
    const departure = booking.initialDepartures.find((d) => d.remaining >= 2);
    await page.request.post(`${prefix}/cart/items`, {
      form: { slotId: String(departure.slotId), "counts.adult": "2", intent: "cart" },
      headers: { origin: args.base },
      maxRedirects: 0,
    });
    await page.goto(`${prefix}/checkout`);
    await page.waitForLoadState("networkidle");
    const checkout = await tabStops(page, (s) => s.testId === "pay-button");
    const checkoutShot = `${args.out}/checkout-${locale}-${width}.png`;
    await drawAndSave(page, checkout, checkoutShot);
    written.push(`${checkoutShot}: ${checkout.length} stops`);

    // Checkout refused (nothing filled in): focus starts at the error summary.
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.getByTestId("pay-button").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("form-alert").waitFor();
    // From the summary on: its links first, then the form.
    const refused = await tabStops(page, (s) => s.testId === "pay-button", false);
    const refusedShot = `${args.out}/checkout-errors-${locale}-${width}.png`;
    await drawAndSave(page, refused, refusedShot);
    written.push(`${refusedShot}: ${refused.length} stops`);
    await context.close();
  }
}
await api.dispose();
await browser.close();
console.log(`Focus order (magenta: a stop with a focus ring; red: none):\n${written.join("\n")}`);
