// Field data, first step (the only part in the entry, which imports it for its effect): decide whether this visit
// reports, and if so load the collector (client/vitals/report.ts) at idle. An unsampled visit, or a browser without
// navigator.sendBeacon, downloads and runs nothing more. It imports nothing the collector imports: a module the two
// shared would be bundled into the entry whole.
import { whenIdle } from "../when-idle.ts";

/** The share of visits that report: every visit on a developer's machine, one in ten elsewhere. */
const SAMPLE_RATE = { development: 1, production: 0.1 };

/** A developer's machine (`npm run dev` serves on localhost): every visit reports. */
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$|\.localhost$/;

function startVitals(): void {
  // Field data is people's: a browser that says it is automated (the tests, the benchmarks, declared bots) sends none.
  if (typeof navigator.sendBeacon !== "function" || navigator.webdriver) return;
  const rate = LOCAL_HOST.test(location.hostname) ? SAMPLE_RATE.development : SAMPLE_RATE.production;
  if (Math.random() >= rate) return;
  const load = () => {
    import("./report.ts").then(({ reportVitals }) => reportVitals(Math.round(1 / rate))).catch(() => undefined);
  };
  // Its own idle task, never the loader's start-up one: web-vitals reads buffered entries, so late is fine.
  whenIdle(load, { timeout: 10_000, fallback: 3000 });
}

startVitals();
