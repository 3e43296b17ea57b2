// Applies marketing (KV) and built-in redirects to every navigation before routing.
import type { MiddlewareHandler } from "hono";
import { resolveRedirect } from "../services/redirects.ts";
import { redirectTo } from "../routing/redirect.ts";
import type { AppEnv } from "../env.ts";

export const redirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  if (c.get("payload")) return next();
  const resolution = await resolveRedirect(c.env.SITE, {
    path: c.get("routePath"),
    locale: c.get("locale"),
    layout: c.get("site").layoutType,
    search: new URL(c.req.url).search,
  });
  return resolution ? redirectTo(c, resolution.location, resolution.status) : next();
};
