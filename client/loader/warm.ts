// Once a page has loaded and the browser is idle, fetches the island runtime (React DOM, 66 KiB) as module preloads,
// downloaded and compiled off the main thread but not run (running it is a long task of its own), so the first tap
// on an island waits for no large download. The islands' own small modules are not run ahead: running them at idle
// was long tasks that Lighthouse counted as blocking time. Nothing on Save-Data or on a 2G/3G connection.
import { whenIdle } from "../when-idle.ts";

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the connection asks us to fetch nothing ahead: Save-Data, or slower than 4G. */
export function holdBack(connection: Connection | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /^(slow-2g|2g|3g)$/.test(connection.effectiveType ?? "");
}

const idle = (): Promise<void> => new Promise((resume) => whenIdle(resume, { timeout: 3000, fallback: 200 }));

const loaded = (): Promise<unknown> =>
  document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((done) => window.addEventListener("load", done, { once: true }));

function preload(href: string): void {
  if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return;
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  link.fetchPriority = "low";
  document.head.appendChild(link);
}

/** Fetches the runtime once the page is idle, if an island still waits for the traveller then. */
export async function warmRuntime(runtime: string[], islandAsleep: () => boolean): Promise<void> {
  if (holdBack((navigator as Navigator & { connection?: Connection }).connection)) return;
  await loaded();
  await idle();
  if (islandAsleep()) for (const href of runtime) preload(href);
}
