// A small closed-loop HTTP load generator for loopback benchmarks: bounded request count, latency percentiles.
export async function measure(url, { requests = 2000, concurrency = 8, headers = {} } = {}) {
  const latencies = [];
  const serverTimes = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      const res = await fetch(url, { headers, redirect: "manual" });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      const timing = /dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
      if (timing) serverTimes.push(Number(timing[1]));
      if (res.status >= 400) failures++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const pct = (list, p) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];
  return {
    url,
    requests: latencies.length,
    failures,
    rps: latencies.length / seconds,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    // the worker's own measurement (Server-Timing), where the route reports one
    inWorker: serverTimes.length ? { p50: pct(serverTimes, 50), p95: pct(serverTimes, 95) } : null,
  };
}

export function printTable(rows, baseline) {
  const fmt = (n) => n.toFixed(2).padStart(8);
  console.log(
    `${"route".padEnd(34)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}  vs bare (rps ratio, p50 extra)`,
  );
  for (const r of rows) {
    const ratio = baseline ? `${(r.rps / baseline.rps).toFixed(2)}x, +${(r.p50 - baseline.p50).toFixed(2)} ms` : "";
    const inside = r.inWorker
      ? `  in worker p50 ${r.inWorker.p50.toFixed(1)} ms, p95 ${r.inWorker.p95.toFixed(1)} ms`
      : "";
    console.log(
      `${r.label.padEnd(34)}${r.rps.toFixed(0).padStart(9)}${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)}  ${ratio}${inside}${r.failures ? `  (${r.failures} failed)` : ""}`,
    );
  }
}
