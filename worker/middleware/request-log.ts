// One structured log line per request: its id, the route pattern (never the raw path, which can carry references and
// tokens), status, total and D1 time, how the edge cache served it, and who asked as a role, never as a person.
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../env.ts";
import { SESSION_COOKIE } from "../../shared/account.ts";
import { EDGE_CACHE_HEADER } from "./edge-cache.ts";
import { logEvent } from "../services/log.ts";

const specific = (r: { path: string }) => r.path !== "*" && !r.path.endsWith("/*");

/**
 * The pattern of the route that answered. When a middleware answered (an edge-cache hit, a 503 of the configuration
 * gate), the first route handler after it: the one that would have rendered the page.
 */
export function routePatternOf(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  const index = c.req.routeIndex;
  const answered = specific(routes[index] ?? { path: "*" })
    ? routes[index]
    : routes.slice(index + 1).find((r) => r.method !== "ALL" && specific(r));
  return answered?.path ?? (c.res.status === 404 ? "(not found)" : "*");
}

function roleOf(c: Context<AppEnv>): string {
  return c.get("role") ?? (getCookie(c, SESSION_COOKIE) ? "session" : "anonymous");
}

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const status = c.res.status;
  const d1 = c.get("d1");
  logEvent(status >= 500 ? "error" : status >= 400 && status !== 404 ? "warn" : "info", "request", {
    requestId: c.get("requestId"),
    method: c.req.method,
    route: routePatternOf(c),
    status,
    ms: Math.round(performance.now() - started),
    d1Ms: Math.round(d1?.ms ?? 0),
    d1Calls: d1?.calls ?? 0,
    cache: c.res.headers.get(EDGE_CACHE_HEADER),
    role: roleOf(c),
  });
};
