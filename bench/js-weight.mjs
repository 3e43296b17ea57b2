// `node bench/js-weight.mjs` (Node 22: `npx node bench/js-weight.mjs`): only the JavaScript part of `npm run bench`,
// for the pages a traveller meets on the way to a booking: home, a listing, an experience, search, the cart and
// checkout, English and Arabic. Per page, the gzip KiB fetched before any input and after every island has woken
// (bench/page-table.mjs wakeEverything), on a 390 px phone; then the size of the hydrate chunk and the entry.
// `-- --base URL` measures a running server; otherwise it builds, seeds .wrangler/bench-js and starts one on --port.
import { readdir, readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildClient, prepareLocalData, startWrangler, waitForServer } from "../scripts/lib/local-env.mjs";
import { launchBrowser, wakeEverything } from "./page-table.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8842" },
    base: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});
const base = values.base ?? `http://localhost:${values.port}`;
const persistTo = ".wrangler/bench-js";
let server = null;
if (!values.base) {
  if (!values["no-build"]) await buildClient();
  await prepareLocalData(persistTo);
  server = startWrangler({ port: Number(values.port), persistTo, quiet: true, detached: true });
}

/** An experience chosen by property, not position: the Dubai listing's most reviewed. */
async function anExperience() {
  const listing = await (await fetch(`${base}/things-to-do-in-dubai/_payload.json`)).json();
  const best = [...listing.data.cards].sort((a, b) => b.reviewCount - a.reviewCount || a.slug.localeCompare(b.slug))[0];
  return `/things-to-do-in-dubai/${best.slug}`;
}

/** Puts one adult on a departure with seats into the context's cart, as the experience page's plain form would. */
async function fillCart(context, experiences) {
  for (const path of experiences) {
    const payload = await (await fetch(`${base}${path}/_payload.json`)).json();
    const departure = payload.booking?.initialDepartures?.find((d) => d.remaining >= 1);
    if (!departure) continue;
    const res = await context.request.post(`${base}/cart/items`, {
      form: { slotId: String(departure.slotId), "counts.adult": "1", intent: "cart" },
      headers: { origin: base },
      maxRedirects: 0,
    });
    if (res.status() < 400) return;
  }
  throw new Error("no experience on the Dubai listing took one adult");
}

async function weigh(context, url) {
  const page = await context.newPage();
  const scripts = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script")
      scripts.push(
        res
          .body()
          .then((b) => gzipSync(b).length)
          .catch(() => 0),
      );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  const sum = async (list) => (await Promise.all(list)).reduce((a, b) => a + b, 0) / 1024;
  const before = await sum([...scripts]);
  await wakeEverything(page);
  // On a busy machine an island may still be on its way: wait for every one (the toasts hydrate with the first toast).
  const hydrated = () =>
    [...document.querySelectorAll("[data-island]")].every(
      (el) => el.dataset.hydrated === "true" || el.dataset.island === "Toasts",
    );
  const all = await page
    .waitForFunction(hydrated, null, { timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const full = await sum(scripts);
  const islands = await page.evaluate(() => document.querySelectorAll("[data-island]").length);
  await page.close();
  return { before, full, islands: `${islands}${all ? "" : " (not all woke)"}` };
}

try {
  await waitForServer(`${base}/__bare`);
  const experience = await anExperience();
  const listing = await (await fetch(`${base}/things-to-do-in-dubai/_payload.json`)).json();
  const experiences = listing.data.cards.map((c) => `/things-to-do-in-dubai/${c.slug}`);
  const pages = [
    ["home", "/"],
    ["listing", "/things-to-do-in-dubai"],
    ["experience", experience],
    ["search", "/search/desert"],
    ["cart", "/cart"],
    ["checkout", "/checkout"],
  ];
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const locale of ["en", "ar"]) {
      for (const [name, path] of pages) {
        // A fresh visitor on the browse pages (a filled cart hydrates the header's cart button at once).
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        if (name === "cart" || name === "checkout") await fillCart(context, experiences);
        const localized = locale === "ar" ? (path === "/" ? "/ar" : `/ar${path}`) : path;
        rows.push({ page: `${name}, ${locale}`, ...(await weigh(context, base + localized)) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log("\n| page | islands | JS before input (KiB gzip) | JS fully hydrated (KiB gzip) |\n|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.page} | ${r.islands} | ${r.before.toFixed(1)} | ${r.full.toFixed(1)} |`);
  const assets = "dist/client/assets";
  for (const file of (await readdir(assets)).filter((f) => /^(hydrate|entry|jsx-runtime)-.*\.js$/.test(f)).sort())
    console.log(`${file}: ${(gzipSync(await readFile(`${assets}/${file}`)).length / 1024).toFixed(1)} KiB gzip`);
} finally {
  server?.stop();
}
