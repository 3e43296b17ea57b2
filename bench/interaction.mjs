// `npm run bench:interaction`: the first input on our pages under Lighthouse's mobile profile (CPU 4×, 150 ms round
// trip, 1.6 Mbit/s), one second after load, in both languages: latency from the input to the frame that shows its
// answer, the script fetched at the input and the script fetched before it. Median of `--runs` (3) fresh visits.
// `-- --base http://localhost:PORT` measures a running server; `--only heart,menu` some of the inputs.
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { benchServer } from "./lib/bench-server.mjs";
import { firstInput, throttle } from "./lib/first-input.mjs";
import { FIRST_INPUTS } from "./lib/first-inputs.mjs";
import { pickExperience } from "./lib/pick-experience.mjs";
import { median, printTable } from "./lib/table.mjs";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    port: { type: "string", default: "8816" },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    locales: { type: "string", default: "en,ar" },
    "no-build": { type: "boolean", default: false },
  },
});

const server = await benchServer({
  base: values.base,
  port: values.port,
  build: !values["no-build"],
  state: "bench-interaction",
});
const base = server.base;

const runs = Number(values.runs);
const only = values.only ? new Set(values.only.split(",")) : null;
const experience = await pickExperience(base);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});

const kib = (bytes) => (bytes / 1024).toFixed(1);

const UNANSWERED = { latency: Number.POSITIVE_INFINITY, before: 0, atInput: 0 };
/** The longest one visit may take, loading included. */
const VISIT_LIMIT_MS = 90_000;

const rows = [];
try {
  for (const locale of values.locales.split(",")) {
    const prefix = locale === "ar" ? "/ar" : "";
    for (const input of FIRST_INPUTS) {
      if (only && !only.has(input.id)) continue;
      const measured = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: input.viewport,
          isMobile: input.viewport.width < 640,
          hasTouch: input.viewport.width < 640,
          locale: locale === "ar" ? "ar-AE" : "en-AE",
          // The service worker's precache (decision 023) runs in a context of its own, unthrottled: what is measured
          // is what the page itself fetches.
          serviceWorkers: "block",
        });
        const page = await context.newPage();
        const cdp = await throttle(page);
        const path = input.path === "experience" ? experience.path : input.path;
        const url = `${base}${prefix}${path === "/" && prefix ? "" : path}`;
        try {
          // A visit that never answers (or hangs) counts as no answer; the others go on.
          measured.push(
            await Promise.race([
              firstInput(page, cdp, { ...input, url }).catch((error) => {
                process.stderr.write(`\n${input.id} ${locale}: ${error.message.split("\n")[0]}\n`);
                return UNANSWERED;
              }),
              new Promise((resolve) => setTimeout(() => resolve(UNANSWERED), VISIT_LIMIT_MS)),
            ]),
          );
        } finally {
          await context.close();
        }
        process.stderr.write(".");
      }
      rows.push({
        input: input.label,
        locale,
        target: input.target,
        latency: median(measured.map((m) => m.latency)),
        worst: Math.max(...measured.map((m) => m.latency)),
        atInput: median(measured.map((m) => m.atInput)),
        before: median(measured.map((m) => m.before)),
      });
    }
  }
} finally {
  await browser.close();
  server.stop();
}
process.stderr.write("\n");

const columns = [
  ["page and input", 44, (r) => r.input],
  ["locale", 7, (r) => r.locale],
  ["latency ms", 11, (r) => (Number.isFinite(r.latency) ? r.latency.toFixed(0) : "none")],
  ["worst ms", 9, (r) => (Number.isFinite(r.worst) ? r.worst.toFixed(0) : "none")],
  ["target", 7, (r) => String(r.target)],
  ["JS at input KiB", 16, (r) => kib(r.atInput)],
  ["JS before KiB", 14, (r) => kib(r.before)],
];
console.log(`\nFirst input, CPU 4×, 150 ms RTT, 1.6 Mbit/s, 1 s after load; median of ${runs} fresh visits on ${base}`);
printTable(columns, rows);
const missed = rows.filter((r) => !(r.latency <= r.target));
if (missed.length) console.log(`\nOver target: ${missed.map((r) => `${r.input} (${r.locale})`).join("; ")}`);
process.exit(missed.length ? 1 : 0);
