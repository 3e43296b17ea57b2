// `npm run bench`: one table per browse page and locale (bench/page-table.mjs): uncached and cached throughput against
// the bare route run just before and after each, JavaScript before and after interaction, fonts, HTML size. `-- --base URL`
// measures a running server; `-- --routes` adds the older latency table of pages, searches and suggestions on a
// catalogue of 10,000 activities (change with --activities), then whole checkouts (`-- --checkout-only` for those alone).
// After the page table: booking confirmed → WhatsApp message and email stored, p50 and p95 (`-- --notifications-only`).
import { mkdir, rm, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { buildClient, prepareLocalData, startWrangler, waitForServer } from "../scripts/lib/local-env.mjs";
import { measure, printTable } from "./http.mjs";
import { benchCheckout } from "./checkout.mjs";
import { benchNotifications } from "./notifications.mjs";
import { browserWeights, formatTable, launchBrowser, throughput, TARGETS } from "./page-table.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8797" },
    requests: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "8" },
    activities: { type: "string", default: "" },
    base: { type: "string" },
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "3" },
    /** The older per-route latency table and the checkout benchmark, after the page table. */
    routes: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    "keep-data": { type: "boolean", default: false },
    /** Only the checkout benchmark (whole checkouts, then checkouts per second before conflicts). */
    "checkout-only": { type: "boolean", default: false },
    /** Only the notification latency (booking confirmed → WhatsApp message and email stored). */
    "notifications-only": { type: "boolean", default: false },
  },
});

const port = Number(values.port);
const activities = values.activities || (values.routes || values["checkout-only"] ? "10000" : "");
const persistTo = `.wrangler/bench-state-${activities || "demo"}`;
const base = values.base ?? `http://localhost:${port}`;
let server = null;

if (!values.base) {
  if (!values["no-build"]) await buildClient();
  if (!values["keep-data"]) await rm(persistTo, { recursive: true, force: true });
  const seedStarted = Date.now();
  await prepareLocalData(persistTo, activities ? { activities: Number(activities) } : {});
  console.log(`catalogue ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  server = startWrangler({ port, persistTo, quiet: true, detached: true });
}
try {
  await waitForServer(`${base}/__bare`);
  if (!values["checkout-only"] && !values["notifications-only"]) await pageTable();
  if (!values["checkout-only"]) await benchNotifications(base);
  if (values.routes || values["checkout-only"]) await routeTable();
} finally {
  server?.stop();
}

/** An experience chosen by property, not position: the Dubai listing's most reviewed. */
async function anExperience() {
  const listing = await (await fetch(`${base}/things-to-do-in-dubai/_payload.json`)).json();
  const best = [...listing.data.cards].sort((a, b) => b.reviewCount - a.reviewCount || a.slug.localeCompare(b.slug))[0];
  return `/things-to-do-in-dubai/${best.slug}`;
}

async function pageTable() {
  const experience = await anExperience();
  const article = (await (await fetch(`${base}/blog/_payload.json`)).json()).posts.items[0].slug;
  const pages = [
    ["home", "/"],
    ["all listing", "/things-to-do"],
    ["city listing", "/things-to-do-in-dubai"],
    ["category listing", "/desert-safaris"],
    ["experience", experience],
    ["search", "/search/desert"],
    ["blog article", `/blog/${article}`],
    ["content (/about)", "/about"],
  ];
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const [name, path] of pages) {
      for (const locale of ["en", "ar"]) {
        const localized = locale === "ar" ? (path === "/" ? "/ar" : `/ar${path}`) : path;
        const weights = await browserWeights(browser, base + localized);
        const load = await throughput(base, localized, {
          rounds: Number(values.rounds),
          seconds: Number(values.seconds),
        });
        const row = { label: `${name}, ${locale}`, locale, ...load, ...weights };
        rows.push(row);
        console.log(`measured ${row.label} (${localized})`);
      }
    }
  } finally {
    await browser.close();
  }
  const { text, markdown } = formatTable(rows);
  const heading =
    `wrangler dev on loopback, wrk 2 threads × 8 connections, runs of ${values.seconds} s; ×bare is the median over ${values.rounds} rounds of each run against the mean of the bare runs just before and after it; same bytes = /__bare?bytes=N, the page's size of HTML from memory with no work; cached ÷ same bytes = the median over the rounds of the cached run's requests per second over the same-bytes run's (context, no target); ` +
    `targets: uncached listings and experience ≥ ${TARGETS.uncached}× bare, cached ≥ ${TARGETS.cached}×, JS ≤ ${TARGETS.jsBefore} KiB before interaction and ≤ ${TARGETS.jsFull} KiB after, fonts ≤ ${TARGETS.fonts.en} KiB (en) / ${TARGETS.fonts.ar} KiB (ar); ✗ = missed`;
  console.log(`\n${heading}\n\n${text}\n`);
  await mkdir("bench/results", { recursive: true });
  await writeFile("bench/results/latest.md", `${heading}\n\n${markdown}\n`);
  console.log("written to bench/results/latest.md");
}

async function routeTable() {
  const listing = await (await fetch(`${base}/things-to-do-in-dubai`)).text();
  const detail = /href="(\/things-to-do-in-dubai\/[a-z0-9-]+)"/.exec(listing)?.[1];
  if (!detail) throw new Error("no activity link found on the Dubai listing");
  const routes = [
    ["bare route (/__bare)", "/__bare"],
    ["home (/)", "/"],
    ["home, Arabic (/ar)", "/ar"],
    ["city listing", "/things-to-do-in-dubai"],
    ["all experiences, page 200", "/things-to-do?page=200"],
    ["category listing, Arabic", "/ar/desert-safaris"],
    ["experience detail", detail],
    ["experience detail, Arabic", `/ar${detail}`],
    ["search: dubai", "/search/dubai"],
    ["search: سفاري (Arabic page)", `/ar/search/${encodeURIComponent("سفاري")}`],
    ["search: desert safari", "/search/desert%20safari"],
    ["search: أبو ظبي (Arabic page)", `/ar/search/${encodeURIComponent("أبو ظبي")}`],
    ["search: مركب شراعي (synonyms)", `/ar/search/${encodeURIComponent("مركب شراعي")}`],
    ["search: UAE (half the catalogue)", "/search/UAE"],
    ["search: United Arab Emirates (phrase)", "/search/United%20Arab%20Emirates"],
    ["search: tour, filtered + sorted", "/search/tour?time=evening&price=100-250&sort=price-asc"],
    ["search payload: dubai", "/search/dubai/_payload.json"],
    // Only suggestions match the word being typed as a prefix; results match whole words.
    ["suggest API: dub", "/api/search/suggest?q=dub&locale=en"],
    ["suggest API: desert saf", "/api/search/suggest?q=desert%20saf&locale=en"],
    ["suggest API: الري", `/api/search/suggest?q=${encodeURIComponent("الري")}&locale=ar`],
    ["suggest API: رحلا (unstemmed column)", `/api/search/suggest?q=${encodeURIComponent("رحلا")}&locale=ar`],
    ["suggest API: الد (letter after the article)", `/api/search/suggest?q=${encodeURIComponent("الد")}&locale=ar`],
  ];
  const options = {
    requests: Number(values.requests),
    concurrency: Number(values.concurrency),
    headers: { cookie: "lang=en; currency=AED" },
  };
  if (values["checkout-only"]) routes.length = 1;
  for (const [, path] of routes) await measure(base + path, { ...options, requests: 100 }); // warm-up
  // Concurrency 1 shows each request's own cost; the configured concurrency shows throughput on this machine.
  for (const concurrency of [1, options.concurrency]) {
    const rows = [];
    for (const [label, path] of routes)
      rows.push({ label, ...(await measure(base + path, { ...options, concurrency })) });
    console.log(
      `\nwrangler dev (workerd) on loopback, ${activities} activities, ${options.requests} requests per route, concurrency ${concurrency}\n`,
    );
    printTable(rows, rows[0]);
  }
  await benchCheckout(base);
}
