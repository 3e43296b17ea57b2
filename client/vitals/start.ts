// Field data, first step (the only part in the entry): decide whether this visit reports, and if so load the
// collector at idle. An unsampled visit, or a browser without navigator.sendBeacon, downloads and runs nothing more.
// Imported for its effect by client/entry.tsx. Kept free of imports so the entry grows by a few lines only (the rate mirrors SAMPLE_RATE in shared/vitals.ts).

/** A developer's machine (`npm run dev` serves on localhost): every visit reports. */
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$|\.localhost$/;

function startVitals(): void {
  if (typeof navigator.sendBeacon !== "function") return;
  const rate = LOCAL_HOST.test(location.hostname) ? 1 : 0.1;
  if (Math.random() >= rate) return;
  const load = () => {
    import("./report.ts").then(({ reportVitals }) => reportVitals(Math.round(1 / rate))).catch(() => undefined);
  };
  // Its own idle task, never the loader's start-up one: web-vitals reads buffered entries, so late is fine.
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 10_000 });
  else setTimeout(load, 3000);
}

startVitals();
