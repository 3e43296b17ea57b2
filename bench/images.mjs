// `npm run bench:images`: what the image optimiser costs when a client varies the URL of one image (cache misses).
import { rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { prepareLocalData, startWrangler, waitForServer } from "../scripts/lib/local-env.mjs";
import { measure, printTable } from "./http.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8811" },
    requests: { type: "string", default: "40" },
    "cached-requests": { type: "string", default: "500" },
    concurrency: { type: "string", default: "2" },
  },
});

const port = Number(values.port);
const persistTo = ".wrangler/bench-images-state";
const base = `http://localhost:${port}`;
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

/** Hands `measure()` a different URL on every fetch: fetch() turns its input into a string, once per request. */
function urlSequence(next) {
  let n = 0;
  return { toString: () => next(n++) };
}

/** Tallies the optimiser's X-Cache header (HIT, MISS, or none where the worker sets none) of every fetch made. */
const xCache = {};
const plainFetch = globalThis.fetch;
globalThis.fetch = async (...args) => {
  const res = await plainFetch(...args);
  const state = res.headers.get("x-cache") ?? "none";
  xCache[state] = (xCache[state] ?? 0) + 1;
  return res;
};
async function row(label, url, options) {
  for (const state of Object.keys(xCache)) delete xCache[state];
  const result = await measure(url, options);
  return {
    label: `${label} [${Object.entries(xCache)
      .map(([s, n]) => `${s} ${n}`)
      .join(", ")}]`,
    ...result,
  };
}

// Seeded data is kept between runs, the Cache API's store is not: every run starts cold.
await rm(`${persistTo}/v3/cache`, { recursive: true, force: true });
await prepareLocalData(persistTo);
const server = startWrangler({ port, persistTo, quiet: true, detached: true });
try {
  await waitForServer(`${base}/__bare`);
  const home = await (await fetch(`${base}/`)).text();
  const key = /\/img\/[^/"]+\/(scenes\/[^"?\s]+\.jpg)/.exec(home)?.[1];
  if (!key) throw new Error("no optimiser image found on the home page");

  const cachedUrl = `${base}/img/w_320/${key}`;
  const warm = await fetch(cachedUrl);
  await warm.arrayBuffer();
  if (!warm.ok) throw new Error(`${cachedUrl} answered ${warm.status}`);

  // One image, one transform (w_640, webp, q_75), spelled a different way on every request: off-grid widths that
  // snap to 640, in long and short names, in either order, with the defaults spelled out or left off.
  const forms = [(w) => `w_${w}`, (w) => `q_75,w_${w}`, (w) => `width_${w},quality_75`, (w) => `f_webp,w_${w},q_75`];
  const spelling = (n) => forms[n % forms.length](640 - (Math.floor(n / forms.length) % 60)); // 240 distinct
  const rows = [
    await row("same cached URL", cachedUrl, { requests: Number(values["cached-requests"]), concurrency }),
    await row(
      "?a=N",
      urlSequence((n) => `${cachedUrl}?a=${n}`),
      { requests, concurrency },
    ),
    await row(
      "spellings of w_640",
      urlSequence((n) => `${base}/img/${spelling(n)}/${key}`),
      { requests, concurrency },
    ),
  ];
  console.log(
    `\nwrangler dev (workerd), /img/…/${key}, concurrency ${concurrency}, ${requests} requests per varied row, cold cache;`,
  );
  console.log("[X-Cache of the responses; none: the worker set no header]; ratios against the first row\n");
  printTable(rows, rows[0]);
} finally {
  server.stop();
}
