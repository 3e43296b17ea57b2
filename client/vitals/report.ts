// Field data, second step (loaded at idle on sampled visits only, client/vitals/start.ts): web-vitals' LCP, INP, CLS
// and TTFB, queued as they are reported and sent in one beacon each time the page is hidden. What is sent is only the
// page template (never the path), the locale, a device class, and each metric's name, value, rating, navigation type
// and random id (shared/vitals.ts).
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { VITALS_PATH, deviceClass, pageTemplate, type VitalMetric, type VitalsBatch } from "../../shared/vitals.ts";

export function reportVitals(weight: number): void {
  /** The metrics reported since the last beacon, by id: a repeat report of one metric replaces the earlier one. */
  const queue = new Map<string, VitalMetric>();
  const take = (metric: Metric) => {
    queue.set(metric.id, {
      name: metric.name as VitalMetric["name"],
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType,
      id: metric.id,
    });
  };
  // Read once, while the page is shown: during unload a browser may no longer answer media queries as it did.
  const page: Omit<VitalsBatch, "metrics"> = {
    template: pageTemplate(location.pathname),
    locale: document.documentElement.lang.slice(0, 2) === "ar" ? "ar" : "en",
    device: deviceClass(window.innerWidth, matchMedia("(pointer: coarse)").matches),
    weight,
  };
  const flush = () => {
    if (queue.size === 0) return;
    const batch: VitalsBatch = { ...page, metrics: [...queue.values()] };
    queue.clear();
    navigator.sendBeacon(VITALS_PATH, new Blob([JSON.stringify(batch)], { type: "application/json" }));
  };
  // web-vitals listens with capture, so its final CLS, INP and LCP reports are queued before this listener runs.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
  onLCP(take);
  onINP(take);
  onCLS(take);
  onTTFB(take);
}
