// `npm run dev`: build the client, migrate and seed the local D1/KV/R2, and serve with wrangler dev.
import { parseArgs } from "node:util";
import { applyMigrations, buildClient, prepareLocalData, startWrangler } from "./lib/local-env.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "8787" },
    persist: { type: "string", default: ".wrangler/state" },
    "no-build": { type: "boolean", default: false },
    // The schema without the demo data (the browser journeys' second, fault-injection server).
    "no-seed": { type: "boolean", default: false },
    // Flat stand-ins of the demo pictures' sizes instead of drawing them (the browser journeys' server).
    "placeholder-images": { type: "boolean", default: false },
    // A second wrangler dev started at the same moment must not race the first for the default inspector port.
    "inspector-port": { type: "string" },
  },
});

if (!values["no-build"]) await buildClient();
if (values["no-seed"]) await applyMigrations(values.persist);
else await prepareLocalData(values.persist, { images: values["placeholder-images"] ? "placeholder" : "drawn" });
const { child, stop } = startWrangler({
  port: Number(values.port),
  persistTo: values.persist,
  inspectorPort: values["inspector-port"],
});
console.log(
  `\n  Rihla is starting on http://localhost:${values.port} (supplier layout: http://supplier.localhost:${values.port})\n`,
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));
child.on("exit", (code) => process.exit(code ?? 0));
