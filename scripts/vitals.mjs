// `npm run vitals`: the field data (Core Web Vitals from real visits, README "Field data") as a table: the weighted
// 75th percentile of LCP, INP, CLS and TTFB per page template and locale, with the number of samples beside each.
// Locally it reads the development mirror in D1 (vitals_samples: wrangler dev drops Analytics Engine writes); with
// --remote it asks Analytics Engine's SQL API for a deployed environment's dataset.
import { parseArgs } from "node:util";
import { STATE_OPTIONS } from "./lib/local-env.mjs";
import { openBindings } from "./lib/bindings.mjs";
import { formatTable, summarise } from "./lib/vitals-report.mjs";

const USAGE = `Usage:
  npm run vitals                       p75 per page template and locale from this machine's visits to npm run dev
                                       (the development mirror in the local D1)
  npm run vitals -- --remote           the same from production's Analytics Engine dataset (--env staging for staging)
Options:
  --persist DIR    the local state (default .wrangler/state)
  --days N         with --remote: the last N days (default 7)
With --remote, CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with Account Analytics: Read) come from your shell.`;

const { values } = parseArgs({ options: { ...STATE_OPTIONS, days: { type: "string", default: "7" } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

/** The local mirror's rows as samples. */
async function localSamples() {
  let bindings;
  try {
    bindings = await openBindings({ remote: false, persist: values.persist });
  } catch (error) {
    console.error(
      `Could not open the local state in ${values.persist}: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
  try {
    const { listVitalsSamples } = await import("../worker/db/vitals.ts");
    const rows = await listVitalsSamples(bindings.env.DB);
    return rows.map((r) => ({
      id: r.id,
      template: r.pageTemplate,
      locale: r.locale,
      metric: r.metric,
      value: r.value,
      weight: r.weight,
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      /no such table/.test(message)
        ? `The local database has no vitals_samples table yet: run npm run dev once (it applies the migrations).`
        : `Could not read the local samples: ${message}`,
    );
    process.exit(1);
  } finally {
    await bindings.dispose();
  }
}

/** The dataset's samples, one per metric id (its largest value), weighted by Analytics Engine's and the browser's sampling. */
async function remoteSamples(environment) {
  const missing = ["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(
      `npm run vitals -- --remote needs ${missing.join(" and ")} in your shell's environment ` +
        "(the account id from the dashboard, and an API token with Account Analytics: Read).",
    );
    process.exit(1);
  }
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 90) {
    console.error("--days must be a whole number of days from 1 to 90.");
    process.exit(1);
  }
  const { experimental_readRawConfig } = await import("wrangler");
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const dataset = rawConfig.env?.[environment]?.analytics_engine_datasets?.find((d) => d.binding === "VITALS")?.dataset;
  if (!dataset) {
    console.error(`wrangler.toml declares no VITALS dataset in [env.${environment}].`);
    process.exit(1);
  }
  // index1 is the metric id (worker/services/vitals.ts): one row per id, its largest value, weighted by
  // _sample_interval (Analytics Engine's own sampling) times double2 (1 / the browser's sample rate).
  const sql = `SELECT index1 AS id, blob1 AS template, blob2 AS locale, blob3 AS metric,
      max(double1) AS value, max(_sample_interval * double2) AS weight
    FROM ${dataset}
    WHERE timestamp > NOW() - INTERVAL '${days}' DAY
    GROUP BY id, template, locale, metric
    LIMIT 1000000
    FORMAT JSON`;
  const res = await fetch(
    `https://api.cloudflare.com/client/v4/accounts/${process.env.CLOUDFLARE_ACCOUNT_ID}/analytics_engine/sql`,
    { method: "POST", headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` }, body: sql },
  );
  const text = await res.text();
  if (!res.ok) {
    console.error(`Analytics Engine's SQL API answered ${res.status}: ${text.slice(0, 500)}`);
    process.exit(1);
  }
  const { data } = JSON.parse(text);
  return {
    dataset,
    samples: data.map((r) => ({ ...r, value: Number(r.value), weight: Number(r.weight) })),
  };
}

let samples;
if (values.remote) {
  const environment = values.env ?? "production";
  if (environment !== "production" && environment !== "staging") {
    console.error("--env is production or staging.");
    process.exit(1);
  }
  const remote = await remoteSamples(environment);
  samples = remote.samples;
  console.log(
    `Field data from Analytics Engine (${environment}, dataset ${remote.dataset}, last ${values.days} days): ` +
      `${samples.length} samples, weighted by sampling.`,
  );
} else {
  samples = await localSamples();
  console.log(
    `Field data from the local development mirror (D1 vitals_samples in ${values.persist}): ${samples.length} samples ` +
      "from this machine's visits, not production's. npm run vitals -- --remote reads production.",
  );
}
if (samples.length === 0) {
  console.log("No samples yet: browse the site (npm run dev reports every visit) and switch tabs or leave a page.");
  process.exit(0);
}
console.log("");
for (const line of formatTable(summarise(samples))) console.log(line);
