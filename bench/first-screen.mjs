// `npm run bench:first-screen`: how far down a 390×844 phone screen the first result (listings, search) and the
// price (experience page) appear, in both languages. Pass --base to measure a server that is already running.
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { prepareLocalData, startWrangler, waitForServer } from "../scripts/lib/local-env.mjs";

const { values } = parseArgs({ options: { base: { type: "string" }, port: { type: "string", default: "8812" } } });
const SCREEN = { width: 390, height: 844 };
/** The first result of a listing; the price on the experience page (its `detail-price`, or the booking column's first line before it existed). */
const FIRST_RESULT = '[data-testid="activity-card"]';
const PRICE = '[data-testid="detail-price"], #booking > p';

let server;
let base = values.base;
if (!base) {
  const persistTo = ".wrangler/bench-first-screen";
  await prepareLocalData(persistTo);
  server = startWrangler({ port: Number(values.port), persistTo });
  base = `http://localhost:${values.port}`;
  await waitForServer(base);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: SCREEN, deviceScaleFactor: 1 });
/** The top of the first element matching `selector`, in CSS pixels from the top of the document. */
async function topOf(url, selector) {
  await page.goto(base + url, { waitUntil: "load" });
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    return el ? Math.round(el.getBoundingClientRect().top + window.scrollY) : null;
  }, selector);
}
// The experience measured is the most popular one in Dubai (the city listing's first card).
async function firstExperience(prefix) {
  await page.goto(`${base}${prefix}/things-to-do-in-dubai`);
  return new URL(await page.locator(`${FIRST_RESULT} a`).first().getAttribute("href"), base).pathname;
}
const rows = [];
for (const prefix of ["", "/ar"]) {
  const experience = await firstExperience(prefix);
  const targets = [
    ["home", "/", FIRST_RESULT],
    ["all experiences", "/things-to-do", FIRST_RESULT],
    ["city", "/things-to-do-in-dubai", FIRST_RESULT],
    ["category", "/desert-safaris", FIRST_RESULT],
    ["search", "/search/desert", FIRST_RESULT],
    ["experience (price)", experience.replace(/^\/ar/, ""), PRICE],
  ];
  for (const [name, path, selector] of targets) {
    const y = await topOf(prefix + path, selector);
    rows.push({
      page: name,
      locale: prefix ? "ar" : "en",
      path: prefix + path,
      y,
      "in first screen": y !== null && y < SCREEN.height ? "yes" : "no",
    });
  }
}
console.table(rows);
await browser.close();
server?.stop("SIGTERM");
