// `npm run bench`: SSR throughput and latency of pages beside the bare route of the same worker, in one run, on a
// catalogue of 10,000 activities (change with --activities), then whole checkouts (bench/checkout.mjs; `-- --checkout-only`).
import { rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { buildClient, prepareLocalData, startWrangler, waitForServer } from "../scripts/lib/local-env.mjs";
import { measure, printTable } from "./http.mjs";
import { benchCheckout } from "./checkout.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8797" },
    requests: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "8" },
    activities: { type: "string", default: "10000" },
    "no-build": { type: "boolean", default: false },
    "keep-data": { type: "boolean", default: false },
    /** Only the checkout benchmark (whole checkouts, then checkouts per second before conflicts). */
    "checkout-only": { type: "boolean", default: false },
  },
});

const port = Number(values.port);
const persistTo = `.wrangler/bench-state-${values.activities}`;
const base = `http://localhost:${port}`;

if (!values["no-build"]) await buildClient();
if (!values["keep-data"]) await rm(persistTo, { recursive: true, force: true });
const seedStarted = Date.now();
await prepareLocalData(persistTo, { activities: Number(values.activities) });
console.log(`catalogue ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
const server = startWrangler({ port, persistTo, quiet: true, detached: true });
try {
  await waitForServer(`${base}/__bare`);
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
  const options = { requests: Number(values.requests), concurrency: Number(values.concurrency), headers: { cookie: "lang=en; currency=AED" } };
  if (values["checkout-only"]) routes.length = 1;
  for (const [, path] of routes) await measure(base + path, { ...options, requests: 100 }); // warm-up
  // Concurrency 1 shows each request's own cost; the configured concurrency shows throughput on this machine.
  for (const concurrency of [1, options.concurrency]) {
    const rows = [];
    for (const [label, path] of routes) rows.push({ label, ...(await measure(base + path, { ...options, concurrency })) });
    console.log(`\nwrangler dev (workerd) on loopback, ${values.activities} activities, ${options.requests} requests per route, concurrency ${concurrency}\n`);
    printTable(rows, rows[0]);
  }
  await benchCheckout(base);
} finally {
  server.stop();
}
