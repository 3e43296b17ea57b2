// Sends a redirect response; every Location the worker sends goes through here (and so through safeLocation).
import type { Context } from "hono";
import { safeLocation } from "../../shared/safe-location.ts";

/** Redirects are never cached: marketing rules in KV change without a deploy, and browsers keep 301s for good. */
export function redirectTo(c: Context, target: string, status: 301 | 302 | 303): Response {
  c.header("Cache-Control", "no-store");
  return c.redirect(safeLocation(target), status);
}
