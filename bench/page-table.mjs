// The one table of issue 12: per browse page and locale, throughput uncached, cached and of the bare route sending as
// many bytes, each against the bare route run just before and after it; JavaScript before interaction and after
// everything hydrated, font bytes and HTML size.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const exec = promisify(execFile);
/** Browse pages never read the session, so a session cookie gets the same page rendered afresh (X-Edge-Cache: BYPASS). */
export const UNCACHED = "__Host-session=bench-bypass; lang=en; currency=AED";
export const CACHED = "lang=en; currency=AED";
export const TARGETS = { uncached: 0.35, cached: 0.9, jsBefore: 20, jsFull: 100, fonts: { en: 60, ar: 100 } };

async function wrk(url, cookie, seconds) {
  const { stdout } = await exec("wrk", ["-t2", "-c8", `-d${seconds}s`, "-H", `Cookie: ${cookie}`, url], {
    maxBuffer: 1 << 24,
  });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1];
  if (errors) throw new Error(`${url}: ${errors} error responses under load`);
  return rps;
}

const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Throughput of bare, uncached and cached in `rounds` rounds. Every page run sits between two bare runs, and its ratio
 * is to their mean, so a shift in the machine's speed (this one shares its cores) falls on both sides of a ratio; the
 * ratio shown is the median of the rounds', so one disturbed run does not decide it. Each round also runs the bare
 * route asked for as many bytes of HTML as the page has (`/__bare?bytes=N`): the cached page's throughput against that
 * is what serving from the cache costs beyond sending the page's bytes at all. That quotient is taken per round from the
 * two runs' requests per second, so it is not the quotient of the two columns' medians against the bare route.
 */
export async function throughput(base, path, { rounds, seconds }) {
  const runs = { bare: [], uncached: [], cached: [], sized: [] };
  const ratios = { uncached: [], cached: [], sized: [], cachedToSized: [] };
  const res = await fetch(base + path, { headers: { cookie: CACHED } });
  const size = (await res.arrayBuffer()).byteLength;
  const sized = `${base}/__bare?bytes=${size}`;
  // The route's own validation says why it cannot send that size (worker/routes/bare.ts), before wrk would only count errors.
  const probe = await fetch(sized);
  if (!probe.ok)
    throw new Error(`${path} is ${size} bytes, and /__bare answers ${probe.status}: ${(await probe.json()).error}`);
  await probe.arrayBuffer();
  let before = await wrk(`${base}/__bare`, CACHED, seconds);
  runs.bare.push(before);
  for (let i = 0; i < rounds; i++) {
    for (const [kind, url, cookie] of [
      ["uncached", base + path, UNCACHED],
      ["cached", base + path, CACHED],
      ["sized", sized, CACHED],
    ]) {
      const rps = await wrk(url, cookie, seconds);
      const after = await wrk(`${base}/__bare`, CACHED, seconds);
      runs[kind].push(rps);
      runs.bare.push(after);
      ratios[kind].push(rps / ((before + after) / 2));
      before = after;
    }
    ratios.cachedToSized.push(runs.cached.at(-1) / runs.sized.at(-1));
  }
  const check = await fetch(base + path, { headers: { cookie: CACHED } });
  const body = await check.text();
  return {
    bare: mean(runs.bare),
    uncached: mean(runs.uncached),
    cached: mean(runs.cached),
    sized: mean(runs.sized),
    uncachedRatio: median(ratios.uncached),
    cachedRatio: median(ratios.cached),
    sizedRatio: median(ratios.sized),
    cachedToSized: median(ratios.cachedToSized),
    cache: check.headers.get("x-edge-cache") ?? "none",
    html: Buffer.byteLength(body),
    htmlGzip: gzipSync(body).length,
  };
}

/** Wakes every island the way a traveller would: scrolls through the page and gives each a focus and a toast. */
export async function wakeEverything(page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const island of document.querySelectorAll("[data-island]")) {
      const inner = island.querySelector("a, button, input, select, summary, [tabindex]") ?? island.firstElementChild;
      inner?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
    window.dispatchEvent(new CustomEvent("app:toast", { detail: { kind: "info", message: "bench" } }));
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
}

/** JavaScript (gzip) fetched before any input, then after every island has woken; font bytes; on a 390 px phone. */
export async function browserWeights(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = [];
  const fonts = [];
  page.on("response", (res) => {
    const type = res.request().resourceType();
    if (type === "script")
      scripts.push(
        res
          .body()
          .then((b) => gzipSync(b).length)
          .catch(() => 0),
      );
    if (type === "font")
      fonts.push(
        res
          .body()
          .then((b) => b.length)
          .catch(() => 0),
      );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  const sum = async (list) => (await Promise.all(list)).reduce((a, b) => a + b, 0) / 1024;
  const jsBefore = await sum([...scripts]);
  const fontKiB = await sum([...fonts]);
  await wakeEverything(page);
  const jsFull = await sum(scripts);
  await context.close();
  return { jsBefore, jsFull, fonts: fontKiB };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

const LISTINGS = /listing|experience/;

/** The table, as text for the terminal and as Markdown for the README (misses marked ✗). */
export function formatTable(rows) {
  const miss = (ok) => (ok ? "" : " ✗");
  const head = [
    "page",
    "bare req/s",
    "uncached req/s (×bare)",
    "cached req/s (×bare)",
    "same bytes, no work (×bare)",
    "cached ÷ same bytes",
    "JS before KiB",
    "JS full KiB",
    "fonts KiB",
    "HTML KiB (gzip)",
    "cache",
  ];
  const lines = rows.map((r) => {
    const u = r.uncachedRatio;
    const c = r.cachedRatio;
    return [
      r.label,
      r.bare.toFixed(0),
      `${r.uncached.toFixed(0)} (${u.toFixed(2)})${miss(!LISTINGS.test(r.label) || u >= TARGETS.uncached)}`,
      `${r.cached.toFixed(0)} (${c.toFixed(2)})${miss(c >= TARGETS.cached)}`,
      `${r.sized.toFixed(0)} (${r.sizedRatio.toFixed(2)})`,
      r.cachedToSized.toFixed(2),
      `${r.jsBefore.toFixed(1)}${miss(r.jsBefore <= TARGETS.jsBefore)}`,
      `${r.jsFull.toFixed(1)}${miss(r.jsFull <= TARGETS.jsFull)}`,
      `${r.fonts.toFixed(1)}${miss(r.fonts <= TARGETS.fonts[r.locale])}`,
      `${(r.html / 1024).toFixed(0)} (${(r.htmlGzip / 1024).toFixed(1)})`,
      r.cache,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const text = [head, ...lines]
    .map((l) => l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "))
    .join("\n");
  const markdown = [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => " --- ").join("|")}|`,
    ...lines.map((l) => `| ${l.join(" | ")} |`),
  ].join("\n");
  return { text, markdown };
}
