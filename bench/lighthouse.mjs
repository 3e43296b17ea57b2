// `npm run bench:lighthouse`: Lighthouse (mobile, its default throttling) on home, a listing, an experience, a search,
// the cart and checkout with an item in them, in both languages; prints one table and exits non-zero when any score
// misses its target (performance 95, the other three 100). `-- --base http://localhost:PORT` measures a running server.
import { rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { buildClient, prepareLocalData, startWrangler, waitForServer } from "../scripts/lib/local-env.mjs";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    port: { type: "string", default: "8815" },
    "no-build": { type: "boolean", default: false },
  },
});

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
// The flags every Chromium run here uses (../shared/DESIGN.md), headless.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

let server;
let base = values.base?.replace(/\/$/, "");
if (!base) {
  const persistTo = ".wrangler/bench-lighthouse";
  if (!values["no-build"]) await buildClient();
  await rm(persistTo, { recursive: true, force: true });
  await prepareLocalData(persistTo);
  server = startWrangler({ port: Number(values.port), persistTo, quiet: true, detached: true });
  base = `http://localhost:${values.port}`;
  await waitForServer(`${base}/__bare`);
}

/** A visitor with its own cookie jar, as a browser would be. */
function visitor() {
  const jar = new Map();
  const request = async (path, init = {}) => {
    const headers = { origin: base, cookie: cookie(), ...init.headers };
    const res = await fetch(base + path, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return { request, cookie };
}

const getJson = async (path) => {
  const res = await fetch(base + path, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
};

/**
 * Chosen by property, not position: the first experience on the all-experiences listing with instant confirmation
 * and a per-person departure with a free seat (its page and a cart item of it); the search is its city's name.
 */
async function pickExperience() {
  for (let page = 1; page < 20; page++) {
    const listing = await getJson(`/things-to-do/_payload.json?page=${page}`);
    for (const card of listing.results.items) {
      const path = `/things-to-do-in-${card.city.slug}/${card.slug}`;
      const detail = await getJson(`${path}/_payload.json`);
      if (detail.activity.confirmation !== "instant") continue;
      const perPerson = new Set(detail.booking.options.filter((o) => o.pricingUnit === "per_person").map((o) => o.id));
      const departure = detail.booking.initialDepartures.find((d) => perPerson.has(d.optionId) && d.remaining >= 1);
      if (departure) return { path, city: card.city.slug, slotId: departure.slotId };
    }
  }
  throw new Error("no experience with instant confirmation and a per-person departure with a free seat");
}

const experience = await pickExperience();
const shopper = visitor();
const added = await shopper.request("/cart/items", {
  method: "POST",
  headers: { accept: "application/json", "content-type": "application/json" },
  body: JSON.stringify({ slotId: experience.slotId, counts: { adult: 1 }, extras: [] }),
});
if (added.status !== 200)
  throw new Error(`adding to the cart answered ${added.status}: ${(await added.text()).slice(0, 200)}`);
// Checkout opens only after the cart has been reviewed and proceeded from.
const proceeded = await shopper.request("/cart/proceed", {
  method: "POST",
  headers: { accept: "application/json", "content-type": "application/json" },
  body: "{}",
});
if (proceeded.status !== 200) throw new Error(`proceeding to checkout answered ${proceeded.status}`);

const PAGES = [
  { name: "home", path: "/" },
  { name: "listing", path: "/things-to-do" },
  { name: "experience", path: experience.path },
  { name: "search", path: `/search/${experience.city}` },
  { name: "cart (1 item)", path: "/cart", personal: true },
  { name: "checkout (1 item)", path: "/checkout", personal: true },
];

/** Lighthouse's own failures to record a trace (its message says to run it again); any other error is the page's. */
const RETRIED = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);

async function audit(url, extraHeaders, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(TARGETS),
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError && RETRIED.has(lhr.runtimeError.code) && attempt < 3) {
    process.stderr.write(`(${lhr.runtimeError.code}, again)`);
    return audit(url, extraHeaders, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
let failed = false;
let version = "";
try {
  for (const locale of ["en", "ar"]) {
    for (const page of PAGES) {
      const url = `${base}${locale === "ar" ? (page.path === "/" ? "/ar" : `/ar${page.path}`) : page.path}`;
      const lhr = await audit(url, page.personal ? { Cookie: shopper.cookie() } : undefined);
      version = lhr.lighthouseVersion;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      const fontBytes = requests
        .filter((r) => r.resourceType === "Font")
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const scores = Object.fromEntries(Object.keys(TARGETS).map((id) => [id, score(id)]));
      const misses = Object.entries(TARGETS).filter(([id, target]) => scores[id] < target);
      if (misses.length) failed = true;
      // What cost the points: every failing audit of a category below its target.
      const why = misses.flatMap(([id]) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map(
            (ref) =>
              `${id}: ${ref.id}${lhr.audits[ref.id].displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ""}`,
          ),
      );
      rows.push({
        page: page.name,
        locale,
        ...scores,
        lcp: numeric("largest-contentful-paint"),
        tbt: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        fontBytes,
        why,
      });
      process.stderr.write(".");
    }
  }
} finally {
  await chrome.kill();
  server?.stop();
}
process.stderr.write("\n");

const columns = [
  ["page", 18, (r) => r.page],
  ["locale", 7, (r) => r.locale],
  ["perf", 6, (r) => String(r.performance)],
  ["a11y", 6, (r) => String(r.accessibility)],
  ["best pr.", 9, (r) => String(r["best-practices"])],
  ["SEO", 5, (r) => String(r.seo)],
  ["LCP ms", 8, (r) => r.lcp.toFixed(0)],
  ["TBT ms", 8, (r) => r.tbt.toFixed(0)],
  ["CLS", 7, (r) => r.cls.toFixed(3)],
  ["fonts KiB", 10, (r) => (r.fontBytes / 1024).toFixed(1)],
];
const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(columns[i][1]) : c.padStart(columns[i][1]))).join(" ");
console.log(`\nLighthouse ${version} (mobile, simulated throttling) on ${base}; targets: performance ≥ 95, others 100`);
console.log(line(columns.map(([h]) => h)));
for (const row of rows) console.log(line(columns.map(([, , f]) => f(row))));
const misses = rows.filter((r) => r.why.length);
if (misses.length) {
  console.log("\nBelow target:");
  for (const row of misses) console.log(`  ${row.page} (${row.locale}): ${row.why.join("; ")}`);
}
process.exit(failed ? 1 : 0);
