// GET /img/{modifiers}/{source}: the image optimiser path, cached at the edge and in browsers for a year.
import { Hono } from "hono";
import {
  ImageRequestError,
  canonicalPath,
  parseModifiers,
  parseSource,
  readSource,
  transform,
} from "../services/images.ts";
import type { AppEnv } from "../env.ts";

export function imageRoutes(): Hono<AppEnv> {
  const images = new Hono<AppEnv>();
  // Hono answers HEAD with this handler too (and drops the body); the cache is only ever asked with a GET.
  images.get("/:modifiers/:source{.*}", async (c) => {
    try {
      const plan = parseModifiers(c.req.param("modifiers"));
      const source = parseSource(c.req.param("source"));
      // Keyed on the transform, not the URL: a query string, another order or an alias must not buy a new transform.
      const key = new Request(new URL(canonicalPath(plan, source.key), c.req.url), { method: "GET" });
      const cache = (globalThis.caches as unknown as { default?: Cache } | undefined)?.default;
      const cached = await cache?.match(key);
      // A cached response's headers are immutable; copy it so the security middleware can add its headers.
      if (cached) {
        const hit = new Response(cached.body, cached);
        hit.headers.set("X-Cache", "HIT");
        return hit;
      }
      const transformed = await transform(c.env.IMAGES, await readSource(c.env, source), plan);
      const response = new Response(transformed.body, transformed);
      response.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      if (cache) c.executionCtx.waitUntil(cache.put(key, response.clone()));
      response.headers.set("X-Cache", "MISS");
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
