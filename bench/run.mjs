// `npm run bench`: SSR throughput and latency of pages beside the bare route of the same worker, same run.
import { rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { buildClient, prepareLocalData, startWrangler, waitForServer } from "../scripts/lib/local-env.mjs";
import { measure, printTable } from "./http.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8797" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "8" },
    "no-build": { type: "boolean", default: false },
  },
});

const port = Number(values.port);
const persistTo = ".wrangler/bench-state";
const base = `http://localhost:${port}`;
const ROUTES = [
  ["bare route (/__bare)", "/__bare"],
  ["home (/)", "/"],
  ["home, Arabic (/ar)", "/ar"],
  ["FAQ from D1 (/faq)", "/faq"],
];

if (!values["no-build"]) await buildClient();
await rm(persistTo, { recursive: true, force: true });
await prepareLocalData(persistTo);
const server = startWrangler({ port, persistTo, quiet: true, detached: true });
try {
  await waitForServer(`${base}/__bare`);
  const options = { requests: Number(values.requests), concurrency: Number(values.concurrency), headers: { cookie: "lang=en; currency=AED" } };
  for (const [, path] of ROUTES) await measure(base + path, { ...options, requests: 200 }); // warm-up
  // Concurrency 1 shows each request's own cost; the configured concurrency shows throughput on this machine.
  for (const concurrency of [1, options.concurrency]) {
    const rows = [];
    for (const [label, path] of ROUTES) rows.push({ label, ...(await measure(base + path, { ...options, concurrency })) });
    console.log(`\nwrangler dev (workerd) on loopback, ${options.requests} requests per route, concurrency ${concurrency}\n`);
    printTable(rows, rows[0]);
  }
} finally {
  server.stop();
}
