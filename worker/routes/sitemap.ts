// GET /sitemap.xml (a urlset, or an index past 50,000 URLs) and /sitemap-N.xml, generated from D1.
import { Hono, type Context } from "hono";
import { sitemapRows } from "../db/sitemap.ts";
import { renderSitemap, sitemapEntries } from "../services/sitemap.ts";
import type { AppEnv } from "../env.ts";

async function respond(c: Context<AppEnv>, file?: number) {
  const entries = sitemapEntries(await sitemapRows(c.env.DB, c.get("site").supplierId), c.get("site").layoutType);
  const body = renderSitemap(entries, c.get("origin"), file);
  if (body === null) return c.notFound();
  return c.body(body, 200, {
    "Content-Type": "application/xml; charset=UTF-8",
    "Cache-Control": "public, max-age=3600",
  });
}

export function sitemapRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/sitemap.xml", (c) => respond(c));
  routes.get("/:file{sitemap-[1-9][0-9]*\\.xml}", (c) =>
    respond(c, Number(c.req.param("file").slice("sitemap-".length, -".xml".length))),
  );
  return routes;
}
