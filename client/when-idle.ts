// Runs work when the browser is idle (at the latest after `timeout` ms), or after `fallback` ms where there is no
// requestIdleCallback (Safari): each caller's work gets a task of its own, never the loader's start-up one.
export function whenIdle(run: () => void, { timeout, fallback }: { timeout: number; fallback: number }): void {
  if ("requestIdleCallback" in window) requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, fallback);
}
