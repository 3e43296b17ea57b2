// `npm run vitals`: the weighted p75 per page template, locale and metric (one sample per metric id, its largest
// value), the sample counts and the mark on small groups, from fixed inputs; then the command itself on a throwaway
// local state holding the development mirror, and --remote without its credentials.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
// @ts-expect-error: a JavaScript module of the npm scripts, without type declarations
import { applyMigrations } from "../../scripts/lib/local-env.mjs";
// @ts-expect-error: a JavaScript module of the npm scripts, without type declarations
import * as report from "../../scripts/lib/vitals-report.mjs";
import { upsertVitalsSamples, type VitalsSampleRow } from "../../worker/db/vitals.ts";

type Sample = { id: string; template: string; locale: string; metric: string; value: number; weight: number };
type Cell = { p75: number; count: number } | undefined;
type Group = { template: string; locale: string; cells: Record<string, Cell> };
const { dedupe, weightedQuantile, summarise, formatTable } = report as {
  dedupe: (s: Sample[]) => Sample[];
  weightedQuantile: (s: { value: number; weight: number }[], q: number) => number;
  summarise: (s: Sample[]) => Group[];
  formatTable: (g: Group[]) => string[];
};

let n = 0;
const sample = (template: string, locale: string, metric: string, value: number, weight = 1, id?: string): Sample => ({
  id: id ?? `v6-1764300000000-${1000000000000 + n++}`,
  template,
  locale,
  metric,
  value,
  weight,
});

describe("the p75 arithmetic", () => {
  it("is the nearest-rank 75th percentile without weights", () => {
    const of = (values: number[]) =>
      weightedQuantile(
        values.map((value) => ({ value, weight: 1 })),
        0.75,
      );
    expect(of([1, 2, 3, 4])).toBe(3);
    expect(of([5, 1, 4, 2, 3])).toBe(4);
    expect(of([7])).toBe(7);
    expect(of([])).toBeNaN();
  });

  it("counts each sample as many visits as its weight", () => {
    // 100 visits at 1000 ms stand for 10 each (1000 visits); one at 9000 ms stands for 1: p75 stays 1000.
    const light = [...Array.from({ length: 100 }, () => ({ value: 1000, weight: 10 })), { value: 9000, weight: 1 }];
    expect(weightedQuantile(light, 0.75)).toBe(1000);
    // Weighted the other way, the slow one is a third of the visits and so the p75.
    expect(
      weightedQuantile(
        [
          { value: 1000, weight: 1 },
          { value: 1200, weight: 1 },
          { value: 9000, weight: 1 },
          { value: 9500, weight: 0 },
        ],
        0.75,
      ),
    ).toBe(9000);
    expect(
      weightedQuantile(
        [
          { value: 100, weight: 1 },
          { value: 200, weight: 10 },
        ],
        0.05,
      ),
    ).toBe(100);
  });

  it("keeps one sample per metric id, the largest, whatever order the reports came in", () => {
    const kept = dedupe([
      sample("home", "en", "CLS", 0.05, 10, "v6-1-1"),
      sample("home", "en", "CLS", 0.4, 10, "v6-1-1"),
      sample("home", "en", "CLS", 0.1, 10, "v6-1-1"),
      sample("home", "en", "CLS", 0.2, 10, "v6-1-2"),
    ]);
    expect(kept.map((s) => [s.id, s.value]).sort()).toEqual([
      ["v6-1-1", 0.4],
      ["v6-1-2", 0.2],
    ]);
  });

  it("groups by template and locale, one p75 and count per metric, in the templates' order", () => {
    const samples = [
      ...[100, 200, 300, 400].map((v) => sample("experience", "ar", "LCP", v)),
      ...Array.from({ length: 24 }, (_, i) => sample("home", "en", "LCP", 1000 + i * 100)),
      sample("home", "en", "INP", 80),
      sample("home", "en", "INP", 120),
      sample("home", "ar", "TTFB", 300, 10),
      // The same id reported again, larger: counted once.
      sample("home", "en", "INP", 150, 1, "v6-9-9"),
      sample("home", "en", "INP", 400, 1, "v6-9-9"),
    ];
    const groups = summarise([...samples].reverse());
    expect(groups.map((g) => [g.template, g.locale])).toEqual([
      ["home", "ar"],
      ["home", "en"],
      ["experience", "ar"],
    ]);
    const homeEn = groups[1].cells;
    // 24 LCP values 1000..3300: the 18th (ceil(0.75 × 24)) is 2700.
    expect(homeEn.LCP).toEqual({ p75: 2700, count: 24 });
    expect(homeEn.INP).toEqual({ p75: 400, count: 3 });
    expect(homeEn.CLS).toBeUndefined();
    expect(groups[0].cells.TTFB).toEqual({ p75: 300, count: 1 });
    expect(groups[2].cells.LCP).toEqual({ p75: 300, count: 4 });
  });

  it("prints each p75 with its sample count, and marks groups under 20 samples", () => {
    const groups = summarise([
      ...Array.from({ length: 20 }, (_, i) => sample("listing", "en", "LCP", 2000 + i)),
      ...Array.from({ length: 19 }, () => sample("listing", "en", "CLS", 0.123)),
    ]);
    const lines = formatTable(groups);
    expect(lines[0]).toMatch(/^template\s+locale\s+LCP p75\s+INP p75\s+CLS p75\s+TTFB p75$/);
    const row = lines.find((l) => l.startsWith("listing"))!;
    expect(row).toContain("2014 ms (n=20)");
    expect(row).not.toContain("(n=20) *");
    expect(row).toContain("0.12 (n=19) *");
    expect(row).toMatch(/\s-\s/); // no INP samples
    expect(lines.at(-1)).toBe("* fewer than 20 samples: not a reliable p75 yet.");
    expect(formatTable(summarise(Array.from({ length: 20 }, () => sample("home", "en", "TTFB", 1)))).at(-1)).toMatch(
      /^home/,
    );
  });
});

describe("npm run vitals", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "vitals-cli-"));
    await applyMigrations(dir);
    const proxy = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: join(dir, "v3") } });
    try {
      const row = (i: number, metric: string, value: number): VitalsSampleRow => ({
        id: `v6-1764300000000-${2000000000000 + i}`,
        pageTemplate: "search",
        locale: "ar",
        device: "phone",
        metric,
        value,
        rating: "good",
        navigationType: "navigate",
        country: "",
        weight: 1,
        createdAt: "2030-01-01T00:00:00.000Z",
      });
      await upsertVitalsSamples(proxy.env.DB, [
        ...Array.from({ length: 4 }, (_, i) => row(i, "LCP", 1000 * (i + 1))),
        row(10, "TTFB", 250),
      ]);
    } finally {
      await proxy.dispose();
    }
  }, 120_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  type Run = { code: number; stdout: string; stderr: string };
  const vitals = (args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> =>
    new Promise((resolve) => {
      execFile(
        "npm",
        ["run", "--silent", "vitals", "--", ...args],
        { env: { ...env, WRANGLER_SEND_METRICS: "false" } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it("prints the local development mirror's p75 per template and locale, saying where it read them", async () => {
    const run = await vitals(["--persist", dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("local development mirror");
    expect(run.stdout).toContain("5 samples");
    expect(run.stdout).toMatch(/^search\s+ar\s+3000 ms \(n=4\) \*\s+-\s+-\s+250 ms \(n=1\) \*$/m);
  });

  it("with --remote, names the credentials it lacks", async () => {
    const { CLOUDFLARE_ACCOUNT_ID: _a, CLOUDFLARE_API_TOKEN: _t, ...rest } = process.env;
    const run = await vitals(["--remote"], rest);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN");
  });
});
