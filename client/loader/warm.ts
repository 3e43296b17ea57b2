// Once a page has loaded and the browser is idle, fetches what its islands will need, so the first tap on one waits
// for no network: the island runtime (React DOM) as module preloads, downloaded and compiled off the main thread but
// not run (running it is a long task of its own), then each island's code and strings, one idle task each. Nothing
// on Save-Data or on a 2G/3G connection, where those bytes cost the traveller more than the wait.
import type { IslandName } from "../islands/names.ts";
import type { Locale } from "../../shared/locales.ts";

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the connection asks us to fetch nothing ahead: Save-Data, or slower than 4G. */
export function holdBack(connection: Connection | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /^(slow-2g|2g|3g)$/.test(connection.effectiveType ?? "");
}

const idle = (): Promise<void> =>
  new Promise((resume) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resume(), { timeout: 3000 });
    else setTimeout(resume, 200);
  });

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

/** Warms `islands` (those still asleep when the page went idle) and the runtime they share. */
export async function warmIslands(runtime: string[], islands: () => IslandName[], locale: Locale): Promise<void> {
  if (holdBack((navigator as Navigator & { connection?: Connection }).connection)) return;
  await loaded();
  await idle();
  const names = [...new Set(islands())];
  if (names.length === 0) return;
  for (const href of runtime) preload(href);
  const { warmIsland } = await import("./warm-island.ts");
  for (const name of names) {
    await idle();
    await warmIsland(name, locale);
  }
}
