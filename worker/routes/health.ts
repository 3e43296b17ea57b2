// GET /health (and /api/health): 200 when D1, KV and R2 all answer, else 503 naming the one that did not.
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { checkHealth } from "../services/health.ts";
import { environmentOf } from "../config/environment.ts";
import { BUILD_ID } from "../render/assets.ts";

export function healthRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/", async (c) => {
    const health = await checkHealth(c.env);
    return c.json({ ...health, build: BUILD_ID, environment: environmentOf(c.env) }, health.ok ? 200 : 503, {
      "Cache-Control": "no-store",
    });
  });
  return routes;
}
