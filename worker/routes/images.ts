// GET /img/{modifiers}/{source}: the image optimiser path, cached at the edge and in browsers for a year.
import { Hono } from "hono";
import { ImageRequestError, parseModifiers, readSource, transform } from "../services/images.ts";
import type { AppEnv } from "../env.ts";

export function imageRoutes(): Hono<AppEnv> {
  const images = new Hono<AppEnv>();
  images.get("/:modifiers/:source{.+}", async (c) => {
    const cache = (globalThis.caches as unknown as { default?: Cache } | undefined)?.default;
    const cached = await cache?.match(c.req.raw);
    // A cached response's headers are immutable; copy it so the security middleware can add its headers.
    if (cached) return new Response(cached.body, cached);
    try {
      const plan = parseModifiers(c.req.param("modifiers"));
      const source = await readSource(c.env, c.req.param("source"));
      const transformed = await transform(c.env.IMAGES, source, plan);
      const response = new Response(transformed.body, transformed);
      response.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      if (cache) c.executionCtx.waitUntil(cache.put(c.req.raw, response.clone()));
      return response;
    } catch (error) {
      if (error instanceof ImageRequestError) {
        return c.json({ error: error.message }, error.status, { "Cache-Control": "no-store" });
      }
      throw error;
    }
  });
  return images;
}
