// `npm run bench:lighthouse`: Lighthouse (mobile, its default throttling) on home, a listing, an experience, a search,
// the cart and checkout with an item in them, in both languages; prints one table and exits non-zero when any score
// misses its target (performance 95, the other three 100). `-- --base http://localhost:PORT` measures a running server.
// `-- --pages home,listing --locales ar --runs 3` measures only those (names: home, listing, experience, search, cart,
// checkout) N times each and reports each number's median; `--breakdown` adds where the main thread's time went
// (Lighthouse's mainthread-work-breakdown) and the element count. Every row and the header carry Lighthouse's
// benchmarkIndex (its measure of this machine's CPU speed when the run began): simulated throttling multiplies the CPU
// time it observes, so a score is read against the machine, and the load, that gave it.
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { benchServer } from "./lib/bench-server.mjs";
import { pickExperience } from "./lib/pick-experience.mjs";
import { median, printTable } from "./lib/table.mjs";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    port: { type: "string", default: "8815" },
    "no-build": { type: "boolean", default: false },
    pages: { type: "string" },
    locales: { type: "string", default: "en,ar" },
    runs: { type: "string", default: "1" },
    breakdown: { type: "boolean", default: false },
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

const server = await benchServer({
  base: values.base,
  port: values.port,
  build: !values["no-build"],
  state: "bench-lighthouse",
});
const base = server.base;

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

const experience = await pickExperience(base);
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

const ALL_PAGES = [
  { key: "home", name: "home", path: "/" },
  { key: "listing", name: "listing", path: "/things-to-do" },
  { key: "experience", name: "experience", path: experience.path },
  { key: "search", name: "search", path: `/search/${experience.city}` },
  { key: "cart", name: "cart (1 item)", path: "/cart", personal: true },
  { key: "checkout", name: "checkout (1 item)", path: "/checkout", personal: true },
];
const wanted = values.pages?.split(",").map((p) => p.trim());
const unknown = wanted?.filter((key) => !ALL_PAGES.some((p) => p.key === key)) ?? [];
if (unknown.length) throw new Error(`unknown page(s) ${unknown.join(", ")}: ${ALL_PAGES.map((p) => p.key).join(", ")}`);
const PAGES = wanted ? ALL_PAGES.filter((p) => wanted.includes(p.key)) : ALL_PAGES;
const LOCALES = values.locales.split(",").map((l) => l.trim());
const RUNS = Math.max(1, Number.parseInt(values.runs, 10) || 1);
/** Lighthouse's mainthread-work-breakdown groups, in ms. */
const GROUPS = ["styleLayout", "other", "parseHTML", "scriptEvaluation", "paintCompositeRender", "garbageCollection"];

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
  for (const locale of LOCALES) {
    for (const page of PAGES) {
      const url = `${base}${locale === "ar" ? (page.path === "/" ? "/ar" : `/ar${page.path}`) : page.path}`;
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
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
        // What cost the points: every failing audit of a category below its target.
        const why = misses.flatMap(([id]) =>
          lhr.categories[id].auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map(
              (ref) =>
                `${id}: ${ref.id}${lhr.audits[ref.id].displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ""}`,
            ),
        );
        const groups = Object.fromEntries(GROUPS.map((g) => [g, 0]));
        for (const item of lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [])
          groups[item.group] = (groups[item.group] ?? 0) + item.duration;
        runs.push({
          ...scores,
          lcp: numeric("largest-contentful-paint"),
          tbt: numeric("total-blocking-time"),
          cls: numeric("cumulative-layout-shift"),
          fontBytes,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
          mainThread: numeric("mainthread-work-breakdown"),
          ...groups,
          elements: lhr.audits["dom-size-insight"]?.numericValue ?? lhr.audits["dom-size"]?.numericValue ?? NaN,
          why,
        });
        process.stderr.write(".");
      }
      // Each number's own median across the runs; a target is missed when the median score misses it.
      const row = { page: page.name, locale };
      for (const key of Object.keys(runs[0])) if (key !== "why") row[key] = median(runs.map((r) => r[key]));
      row.benchmarkIndexes = runs.map((r) => r.benchmarkIndex);
      const medianMisses = Object.entries(TARGETS).filter(([id, target]) => row[id] < target);
      // The reasons of the run nearest the median performance, only for a category whose median misses.
      const nearest = runs.reduce((a, b) =>
        Math.abs(b.performance - row.performance) < Math.abs(a.performance - row.performance) ? b : a,
      );
      row.why = nearest.why.filter((w) => medianMisses.some(([id]) => w.startsWith(`${id}:`)));
      if (medianMisses.length && !row.why.length) row.why = medianMisses.map(([id]) => `${id}: median ${row[id]}`);
      rows.push(row);
    }
  }
} finally {
  await chrome.kill();
  server.stop();
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
  ["bench idx", 10, (r) => r.benchmarkIndex.toFixed(0)],
  ...(values.breakdown
    ? [
        ["main ms", 8, (r) => r.mainThread.toFixed(0)],
        ["style+lay", 10, (r) => r.styleLayout.toFixed(0)],
        ["other", 7, (r) => r.other.toFixed(0)],
        ["parse", 7, (r) => r.parseHTML.toFixed(0)],
        ["script", 7, (r) => r.scriptEvaluation.toFixed(0)],
        ["paint", 7, (r) => r.paintCompositeRender.toFixed(0)],
        ["elements", 9, (r) => r.elements.toFixed(0)],
      ]
    : []),
];
const indexes = rows.flatMap((r) => r.benchmarkIndexes);
console.log(
  `\nLighthouse ${version} (mobile, simulated throttling) on ${base}; targets: performance ≥ 95, others 100` +
    `\nbenchmarkIndex median ${median(indexes).toFixed(0)} (min ${Math.min(...indexes).toFixed(0)}, max ${Math.max(...indexes).toFixed(0)})` +
    (RUNS > 1 ? `; each row is the median of ${RUNS} runs` : ""),
);
printTable(columns, rows);
const misses = rows.filter((r) => r.why.length);
failed = misses.length > 0;
if (misses.length) {
  console.log("\nBelow target:");
  for (const row of misses) console.log(`  ${row.page} (${row.locale}): ${row.why.join("; ")}`);
}
process.exit(failed ? 1 : 0);
