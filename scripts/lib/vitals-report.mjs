// The arithmetic of `npm run vitals` (scripts/vitals.mjs), kept apart so it can be tested with fixed inputs
// (tests/scripts/vitals.test.ts): one sample per metric id, weighted 75th percentiles per page template, locale and
// metric, and the table that prints them.
import { PAGE_TEMPLATES, VITAL_METRICS } from "../../shared/vitals.ts";

export const METRICS = VITAL_METRICS;
/** Under this many samples a group's p75 is marked as not yet reliable. */
export const FEW_SAMPLES = 20;
const TEMPLATE_ORDER = PAGE_TEMPLATES;

/**
 * @typedef {{ id: string, template: string, locale: string, metric: string, value: number, weight: number }} Sample
 * @typedef {{ p75: number, count: number }} Cell
 * @typedef {{ template: string, locale: string, cells: Record<string, Cell | undefined> }} Group
 */

/** One sample per metric id, with its largest value: CLS, INP and LCP are reported again with the same id, only larger. */
export function dedupe(/** @type {Sample[]} */ samples) {
  /** @type {Map<string, Sample>} */
  const byId = new Map();
  for (const sample of samples) {
    const kept = byId.get(sample.id);
    if (!kept || sample.value > kept.value) byId.set(sample.id, sample);
  }
  return [...byId.values()];
}

/**
 * The weighted quantile `q`: the smallest value whose share of the total weight at or below it reaches q (each sample
 * counts as `weight` visits). Unweighted, that is the nearest-rank percentile: p75 of 1..4 is 3, of 1..5 is 4.
 */
export function weightedQuantile(/** @type {{ value: number, weight: number }[]} */ samples, q) {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, s) => sum + s.weight, 0);
  let seen = 0;
  for (const s of sorted) {
    seen += s.weight;
    if (seen >= q * total - 1e-9) return s.value;
  }
  return sorted[sorted.length - 1].value;
}

/** Samples grouped by template and locale, with each metric's weighted p75 and its number of samples. */
export function summarise(/** @type {Sample[]} */ samples) {
  /** @type {Map<string, { template: string, locale: string, byMetric: Map<string, Sample[]> }>} */
  const groups = new Map();
  for (const sample of dedupe(samples)) {
    const key = `${sample.template}\u0000${sample.locale}`;
    let group = groups.get(key);
    if (!group) {
      group = { template: sample.template, locale: sample.locale, byMetric: new Map() };
      groups.set(key, group);
    }
    const list = group.byMetric.get(sample.metric) ?? [];
    list.push(sample);
    group.byMetric.set(sample.metric, list);
  }
  const rank = (template) => {
    const at = TEMPLATE_ORDER.indexOf(template);
    return at === -1 ? TEMPLATE_ORDER.length : at;
  };
  return [...groups.values()]
    .sort(
      (a, b) =>
        rank(a.template) - rank(b.template) || a.template.localeCompare(b.template) || a.locale.localeCompare(b.locale),
    )
    .map(({ template, locale, byMetric }) => ({
      template,
      locale,
      cells: Object.fromEntries(
        METRICS.map((metric) => {
          const list = byMetric.get(metric);
          return [metric, list ? { p75: weightedQuantile(list, 0.75), count: list.length } : undefined];
        }),
      ),
    }));
}

/** A cell as printed: "2140 ms (n=34)", with "*" when it has fewer than FEW_SAMPLES samples, "-" when it has none. */
export function formatCell(metric, /** @type {Cell | undefined} */ cell) {
  if (!cell) return "-";
  const value = metric === "CLS" ? cell.p75.toFixed(2) : `${Math.round(cell.p75)} ms`;
  return `${value} (n=${cell.count})${cell.count < FEW_SAMPLES ? " *" : ""}`;
}

/** The table's lines: a header, one row per template and locale, and the footnote when any cell is marked. */
export function formatTable(/** @type {Group[]} */ groups) {
  const header = ["template", "locale", ...METRICS.map((m) => `${m} p75`)];
  const rows = groups.map((g) => [g.template, g.locale, ...METRICS.map((m) => formatCell(m, g.cells[m]))]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  const lines = [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)];
  if (groups.some((g) => METRICS.some((m) => g.cells[m] && g.cells[m].count < FEW_SAMPLES)))
    lines.push(`* fewer than ${FEW_SAMPLES} samples: not a reliable p75 yet.`);
  return lines;
}
